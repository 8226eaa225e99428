"""A guild's buildings and what four of them keep (rulebook 5.1.2-5.1.5, 6.2): a
building's level and its upgrade (feods and fame), and buying into or taking out of
the armory (weapons), the arcane library (codes), the pantheon (daemons) and the
guesthouse (followers), within each building's room and at its price, cut by a city
spot the guild holds (R-125). Like every guild service, these take a Session and
never commit it.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.catalog.cards import ArcaneCode, Daemon, Follower, Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import BUILDINGS, GuildRules
from demloc.store.guilds.accounts import GuildRuleError, change_wealth, lock_guild
from demloc.store.guilds.cards import _card
from demloc.store.schema import Guild, GuildBuilding, Item
from demloc.store.schema_missions import ControlSpotHolder

ITEM_PLACES = {
    "weapon": ("armory", "weapons"),
    "arcane_code": ("arcane_library", "codes"),
    "daemon": ("pantheon", "daemons"),
    "follower": ("guesthouse", "followers"),
}
CARD_TYPES: dict[str, type] = {
    "weapon": Weapon,
    "arcane_code": ArcaneCode,
    "daemon": Daemon,
    "follower": Follower,
}


# ---- buildings --------------------------------------------------------------------------


def level(guild: Guild, building: str) -> int:
    return next((b.level for b in guild.buildings if b.building == building), 1)


def upgrade(session: Session, guild: Guild, building: str, rules: GuildRules) -> int:
    """Raise a building a level: it costs feods and needs fame (6.2)."""
    spec = rules.buildings.get(building)
    if spec is None:
        raise GuildRuleError(f"'{building}' is not a building: {', '.join(BUILDINGS)}")
    lock_guild(session, guild)
    row = next((b for b in guild.buildings if b.building == building), None)
    if row is None:
        row = GuildBuilding(guild=guild, building=building, level=1)
        session.add(row)
    if row.level >= spec.max_level:
        raise GuildRuleError(f"the {spec.label.lower()} is at its highest level ({spec.max_level})")
    cost, fame = spec.feods[row.level - 1], spec.fame[row.level - 1]
    if guild.fame < fame:
        raise GuildRuleError(
            f"the {spec.label.lower()} level {row.level + 1} needs {fame} fame; "
            f"{guild.name} has {guild.fame}"
        )
    change_wealth(session, guild, f"{spec.label} to level {row.level + 1}", feods=-cost)
    row.level += 1
    session.flush()
    return row.level


# ---- the armory, library, pantheon and guesthouse ------------------------------------


def buy(
    session: Session, guild: Guild, kind: str, card_id: str, catalog: Catalog, rules: GuildRules
) -> Item:
    """Add a weapon to the armory, a code to the library, a daemon to the pantheon or a
    follower to the guesthouse: it costs feods and needs room (5.1.2-5.1.5, 6.2)."""
    if kind not in ITEM_PLACES:
        raise GuildRuleError(f"'{kind}' is not something a guild keeps: {', '.join(ITEM_PLACES)}")
    lock_guild(session, guild)  # the room is counted under the lock (issue 10 item 3)
    card = _card(session, guild, card_id, catalog)
    if not isinstance(card, CARD_TYPES[kind]):
        raise GuildRuleError(f"{card.name} is not a {kind.replace('_', ' ')} card")
    building, limit_name = ITEM_PLACES[kind]
    spec = rules.buildings[building]
    room = spec.limit(limit_name, level(guild, building))
    held = [i for i in guild.items if i.kind == kind]
    if len(held) >= room:
        raise GuildRuleError(f"the {spec.label.lower()} holds {room} {limit_name}: upgrade it")
    if kind in ("daemon", "follower", "arcane_code") and any(i.card_id == card_id for i in held):
        raise GuildRuleError(f"{card.name} is in the {spec.label.lower()} already")
    if isinstance(card, Weapon):
        price = rules.weapon_price[card.characteristic.value]
        owned = sum(1 for i in held if i.card_id == card_id)
        if owned >= card.count:
            raise GuildRuleError(
                f"the collection has {card.count} {card.name} cards, all in the armory"
            )
    else:
        price = {"arcane_code": rules.code_price, "daemon": rules.daemon_price,
                 "follower": rules.follower_price}[kind]  # fmt: skip
    percent = held_cuts(session, guild).get(kind, 0)  # a held spot's grant
    if percent:
        from demloc.city.grants import cut_price

        price = cut_price(price, percent)
    off = f" ({percent}% off: a spot the guild holds, R-125)" if percent else ""
    change_wealth(session, guild, f"{spec.label}: {card.name}{off}", feods=-price)
    item = Item(guild=guild, kind=kind, card_id=card_id, member_id=None, slot="")
    session.add(item)
    session.flush()
    return item


def held_cuts(session: Session, guild: Guild) -> dict[str, int]:
    """Price -> percent off, for the prices a spot the guild holds cuts now (R-125):
    store.city_spots' city_cuts. A guild that holds no spot cuts nothing, said without
    reading the city's files or importing the city (issue 16: the Guild view's first
    paint, a first start's purchases)."""
    held = select(ControlSpotHolder.spot_id).where(ControlSpotHolder.guild_id == guild.id)
    if session.scalar(held.limit(1)) is None:
        return {}
    from demloc.store.city_spots import city_cuts

    return city_cuts(session, guild)


def remove_item(session: Session, item: Item) -> None:
    lock_guild(session, item.guild)
    session.delete(item)
    session.flush()
