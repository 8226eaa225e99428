"""First start: a player account with the Rise of Guilds box redeemed and a first guild."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
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
    account = Account(name=STARTER_ACCOUNT)
    guild = Guild(name=STARTER_GUILD, colour="red", account=account)
    session.add_all([account, guild])
    for card_set in catalog.sets:
        if card_set.box == STARTER_BOX:
            session.add(RedeemedSet(account=account, set_id=card_set.id))
    session.flush()
    session.merge(AppSetting(key=ACTIVE_GUILD_KEY, value=str(guild.id)))
    return True


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
