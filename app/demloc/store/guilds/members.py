"""The dormitory and its mercenaries (rulebook 5.1.1, 5.1.4, 5.1.5, 6.3, 6.4.1):
enlisting within the limits by type and level, dismissing, a member's status (the
dead and the escaped keep no slot, an escaped one who comes back needs one), the
weapons each holds in a legal order and the codes assigned to him, whether he is
ready for a mission, and the roster the Guild box check prints. Like every guild
service, these take a Session and never commit it.
"""

from __future__ import annotations

import dataclasses

from sqlalchemy.orm import Session

from demloc.catalog.cards import Card, Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules, dormitory_fault
from demloc.rules.errors import IllegalActionError
from demloc.rules.fighter import check_equipment
from demloc.store.guilds.accounts import GuildRuleError, lock_guild
from demloc.store.guilds.buildings import level
from demloc.store.guilds.cards import _card, _mercenary, guild_cards
from demloc.store.schema import MEMBER_STATUSES, Guild, Item, Member

# ---- the dormitory ----------------------------------------------------------------------


def _counted(member: Member) -> bool:
    # The dead and the escaped stay on the list but hold no slot (6.4.1).
    return member.status not in ("dead", "escaped")


def enlist(
    session: Session, guild: Guild, card_id: str, catalog: Catalog, rules: GuildRules
) -> Member:
    """5.1.1: a mercenary takes a dormitory slot, within the limits by type and level."""
    lock_guild(session, guild)
    card = _card(session, guild, card_id, catalog)
    if not isinstance(card, Mercenary):
        raise GuildRuleError(f"{card.name} is not a mercenary: followers go to the guesthouse")
    fault = enlist_fault(session, guild, card, catalog, rules)
    if fault:
        raise GuildRuleError(fault)
    member = Member(guild=guild, card_id=card_id, status="ready", recovery="")
    session.add(member)
    session.flush()
    return member


def enlist_fault(
    session: Session,
    guild: Guild,
    card: Mercenary,
    catalog: Catalog,
    rules: GuildRules,
    cards: dict[str, Card] | None = None,
) -> str:
    """Why `guild` cannot enlist `card` now (5.1.1), or "" if it can. Reads only: the
    Enlist list shows the reason beside a mercenary before anyone clicks. `cards`: the
    guild's known_cards as the caller read them in this transaction (the list asks for
    every recruit: the collection is read once, issue 16)."""
    if any(m.card_id == card.id for m in guild.members):
        return f"{card.name} is in the dormitory already: mercenaries are unique (5.1.1)"
    if cards is None:
        cards = guild_cards(session, guild, catalog, [card.id])
    return _room_fault(guild, card, rules, cards)


def _room_fault(guild: Guild, card: Mercenary, rules: GuildRules, cards: dict[str, Card]) -> str:
    """Why there is no dormitory slot for `card` within the limits by type and level
    (5.1.1), or "": the slot half of enlist_fault, and all an escaped member who comes
    back is asked (he is on the list already, so never "unique"; R-43). `cards`: the
    guild's known_cards."""
    living = (cards.get(m.card_id) for m in guild.members if _counted(m))
    held = [c for c in living if isinstance(c, Mercenary)]
    return dormitory_fault(rules, level(guild, "dormitory"), [*held, card])


def dismiss(session: Session, member: Member) -> None:
    lock_guild(session, member.guild)
    _refuse_if_away(session, member)
    for item in member.guild.items:
        if item.member_id == member.id:
            item.member_id, item.slot = None, ""
    session.delete(member)
    session.flush()


def _refuse_if_away(session: Session, member: Member, catalog: Catalog | None = None) -> None:
    """A mercenary sent into the city comes back with his task (R-126)."""
    from demloc.store.city_spots import away_on

    spot = away_on(session, member)
    if spot:
        card = guild_cards(session, member.guild, catalog).get(member.card_id) if catalog else None
        name = card.name if card is not None else "this mercenary"
        raise GuildRuleError(
            f"{name} is away at {spot} in the city: recall the task in the City view first "
            "(6.2, R-126)"
        )


def set_status(
    session: Session,
    member: Member,
    status: str,
    catalog: Catalog,
    rules: GuildRules,
    recovery: str = "",
) -> None:
    if status not in MEMBER_STATUSES:
        raise GuildRuleError(f"'{status}' is not a status: {', '.join(MEMBER_STATUSES)}")
    lock_guild(session, member.guild)
    if member.status == "dead":
        raise GuildRuleError("the dead are shown in the dormitory but never come back (6.4.1)")
    guild = member.guild
    if status != member.status:
        _refuse_if_away(session, member, catalog)
    if not _counted(member) and status not in ("dead", "escaped"):
        # An escaped mercenary who comes back needs a slot like a new one.
        cards = guild_cards(session, guild, catalog)
        fault = _room_fault(guild, _mercenary(cards, member), rules, cards)
        if fault:
            raise GuildRuleError(fault)
    if status == "exploring" and member.status != "exploring":
        office = rules.buildings["masters_office"]
        at = level(guild, "masters_office")
        allowed = office.limit("explorers", at)
        if sum(1 for m in guild.members if m.status == "exploring") >= allowed:
            raise GuildRuleError(
                f"the master's office (level {at}) sends {allowed} mercenaries exploring at "
                "once (6.2)"
            )
    member.status = status
    member.recovery = recovery if status == "injured" else ""
    session.flush()


# ---- weapons and codes ------------------------------------------------------------------


def equipment(member: Member) -> list[Item]:
    """The member's weapons, top slot first."""
    return _weapons([i for i in member.guild.items if i.member_id == member.id])


def _weapons(held: list[Item]) -> list[Item]:
    """Of the items one member holds, his weapons, top slot first."""
    weapons = [i for i in held if i.kind == "weapon"]
    return sorted(weapons, key=lambda i: (i.slot != "primary", i.id))


def _arrange(card: Mercenary, items: list[Item], cards: dict[str, Card]) -> list[Item]:
    """`items` in an order `card` may hold them, top slot first; or why none is (5.1.4)."""
    weapons = [cards.get(i.card_id) for i in items]
    if not all(isinstance(w, Weapon) for w in weapons):
        raise GuildRuleError(f"{card.name}: a weapon's card is missing from the collection")
    why = ""
    for order in (items, items[::-1]):
        try:
            check_equipment(card, tuple(cards[i.card_id] for i in order))  # type: ignore[misc]
        except IllegalActionError as error:
            why = why or str(error)
            continue
        return order
    raise GuildRuleError(why)


def _place(items: list[Item]) -> None:
    for index, item in enumerate(items):
        item.slot = "primary" if index == 0 else "secondary"


def equip(session: Session, member: Member, item: Item, catalog: Catalog) -> None:
    """5.1.4: a two-handed weapon alone in the top slot, or up to two one-handed ones,
    each slot taking the types its coupling allows (RULINGS.md R-2). A weapon taken
    from another mercenary leaves him a legal set, or the move is refused (R-43)."""
    lock_guild(session, member.guild)
    if item.kind != "weapon" or item.guild_id != member.guild_id:
        raise GuildRuleError("only the guild's weapons are equipped")
    if member.status == "dead":
        raise GuildRuleError("the dead are not equipped")
    cards = guild_cards(session, member.guild, catalog)
    chosen = _arrange(
        _mercenary(cards, member),
        [*(i for i in equipment(member) if i.id != item.id), item],
        cards,
    )
    left = _left_behind(member.guild, item, cards)
    item.member_id = member.id
    _place(chosen)
    _place(left)
    session.flush()


def _left_behind(guild: Guild, item: Item, cards: dict[str, Card]) -> list[Item]:
    """The weapons `item`'s holder keeps when it goes, in a legal order."""
    holder = next((m for m in guild.members if m.id == item.member_id), None)
    if holder is None:
        return []
    rest = [i for i in equipment(holder) if i.id != item.id]
    if not rest:
        return []
    try:
        return _arrange(_mercenary(cards, holder), rest, cards)
    except GuildRuleError as error:
        raise GuildRuleError(
            f"{cards[item.card_id].name} cannot leave {_mercenary(cards, holder).name}: "
            f"what they keep would break a rule ({error}); take that off first"
        ) from None


def unequip(session: Session, item: Item, catalog: Catalog) -> None:
    lock_guild(session, item.guild)
    left = _left_behind(item.guild, item, guild_cards(session, item.guild, catalog))
    item.member_id, item.slot = None, ""
    _place(left)
    session.flush()


def assign_code(session: Session, member: Member, item: Item, catalog: Catalog) -> None:
    """6.2: an arcane code goes to a character with arcane ability above 0."""
    lock_guild(session, member.guild)
    if item.kind != "arcane_code":
        raise GuildRuleError("only arcane codes are assigned from the library")
    card = _mercenary(guild_cards(session, member.guild, catalog), member)
    if card.profile.arcane <= 0:
        raise GuildRuleError(
            f"{card.name} has no arcane ability: codes go to those above 0 (5.1.5)"
        )
    item.member_id = member.id
    session.flush()


def mission_ready(member: Member, held: list[Item] | None = None) -> tuple[bool, str]:
    """Ready for a mission: well, and holding at least one weapon (5.1.4). `held`: the
    items he holds, when the caller has them grouped already."""
    if member.status != "ready":
        return False, f"{member.status}" + (f": {member.recovery}" if member.recovery else "")
    weapons = equipment(member) if held is None else _weapons(held)
    if not weapons:
        return False, "needs a weapon (5.1.4)"
    return True, "ready"


# ---- summaries --------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class RosterRow:
    name: str
    card_id: str
    type: str
    level: int
    status: str
    weapons: tuple[str, ...]
    codes: tuple[str, ...]
    ready: str


def roster(
    session: Session, guild: Guild, catalog: Catalog, cards: dict[str, Card] | None = None
) -> list[RosterRow]:
    """6.3 Guild box check: every mercenary with his equipment and codes. `cards`: the
    guild's known_cards as the caller read them in this transaction."""
    if cards is None:
        cards = guild_cards(session, guild, catalog)

    def name(card_id: str) -> str:
        card = cards.get(card_id)
        return card.name if card else card_id

    holding: dict[int, list[Item]] = {}
    for item in guild.items:  # read once: a campaign's guild has 150 members (issue 31)
        if item.member_id is not None:
            holding.setdefault(item.member_id, []).append(item)
    rows = []
    for member in guild.members:
        card = cards.get(member.card_id)
        held = holding.get(member.id, [])
        weapons = tuple(f"{name(i.card_id)} ({i.slot})" for i in _weapons(held))
        codes = tuple(name(i.card_id) for i in held if i.kind == "arcane_code")
        rows.append(
            RosterRow(
                name(member.card_id),
                member.card_id,
                card.type.value if isinstance(card, Mercenary) else "?",
                card.level if isinstance(card, Mercenary) else 0,
                member.status,
                weapons,
                codes,
                mission_ready(member, held)[1],
            )
        )
    return rows
