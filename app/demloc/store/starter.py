"""First start: a player account with the Rise of Guilds box redeemed and a first guild."""

from __future__ import annotations

import contextlib

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.catalog.cards import Mercenary, Weapon, WeaponCharacteristic
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules, guild_rules
from demloc.store.guilds import GuildRuleError, buy, create_account, create_guild, enlist, equip
from demloc.store.schema import Account, AppSetting, Guild, RedeemedSet

STARTER_BOX = "Rise of Guilds"
STARTER_ACCOUNT = "Guild Master"
STARTER_GUILD = "The Red Lantern"
ACTIVE_GUILD_KEY = "active_guild_id"


def load_starter_content(session: Session, catalog: Catalog) -> bool:
    """On an empty database, add the starter account and guild; False if not empty
    (RULINGS.md R-11).

    The starter box's sets are redeemed into the account's collection, as a player
    entering the box's codes at the City Gate would (6.2).
    """
    if session.scalar(select(Account.id).limit(1)) is not None:
        return False
    account = create_account(session, STARTER_ACCOUNT)
    for card_set in catalog.sets:
        if card_set.box == STARTER_BOX:
            session.add(RedeemedSet(account=account, set_id=card_set.id))
    rules = guild_rules()
    guild = create_guild(session, account, STARTER_GUILD, "red", rules)
    _first_mercenaries(session, guild, catalog, rules)
    session.merge(AppSetting(key=ACTIVE_GUILD_KEY, value=str(guild.id)))
    return True


def _first_mercenaries(session: Session, guild: Guild, catalog: Catalog, rules: GuildRules) -> None:
    """The first Basic Guild Set enlisted, each with a plain weapon of his favourite
    type bought from the starting purse: a guild ready for its first mission."""
    first_set = next((s for s in catalog.sets if s.id == "rog-guild-1"), None)
    if first_set is None:
        return
    for card in first_set.cards:
        if not isinstance(card, Mercenary):
            continue
        member = enlist(session, guild, card.id, catalog, rules)
        weapon = next(
            (
                w for w in catalog.cards
                if isinstance(w, Weapon) and w.characteristic is WeaponCharacteristic.NORMAL
                and w.type is card.favourite_weapon and w.type in card.primary_coupling
                and (not w.coupling or card.type in w.coupling)
            ),
            None,
        )  # fmt: skip
        if weapon is not None:
            with contextlib.suppress(GuildRuleError):
                equip(
                    session,
                    member,
                    buy(session, guild, "weapon", weapon.id, catalog, rules),
                    catalog,
                )


def active_guild(session: Session) -> Guild | None:
    """The guild the app shows: the one last chosen, else the first one."""
    setting = session.get(AppSetting, ACTIVE_GUILD_KEY)
    if setting is not None and setting.value.isdigit():
        guild = session.get(Guild, int(setting.value))
        if guild is not None:
            return guild
    return session.scalar(select(Guild).order_by(Guild.id).limit(1))


def redeemed_set_ids(session: Session, account_id: int) -> set[str]:
    rows = session.scalars(select(RedeemedSet.set_id).where(RedeemedSet.account_id == account_id))
    return set(rows)
