"""A player's account and first guild from his code card (rulebook 4, 6.2: the welcome
and "Add a player"), and the starter content: an account with the whole Rise of Guilds
box redeemed and a ready guild, made only when asked: `demloc guild starter` on an empty
database, the tests and the benchmarks (R-219). Neither the app's first start nor any
other command makes anything the player did not choose."""

from __future__ import annotations

import contextlib

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.catalog.cards import CardSet, Mercenary, Weapon, WeaponCharacteristic
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules, guild_rules
from demloc.store.guilds import (
    GuildRuleError,
    buy,
    clean_name,
    create_account,
    create_guild,
    delete_guild,
    enlist,
    equip,
    find_account,
    name_fault,
    redeem,
)
from demloc.store.schema import Account, AppSetting, Guild, RedeemedSet

STARTER_BOX = "Rise of Guilds"
STARTER_ACCOUNT = "Guild Master"
STARTER_GUILD = "The Red Lantern"
ACTIVE_GUILD_KEY = "active_guild_id"


# The sets whose box holds a card for an app player account (4: each Basic Guild Set).
ACCOUNT_CARD_SET = "Basic Guild Set"


def load_starter_content(session: Session, catalog: Catalog) -> bool:
    """On an empty database, add the starter account and guild; False if not empty
    (RULINGS.md R-11). Only when asked (R-219): `demloc guild starter`, the tests and
    the benchmarks' databases.

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


def first_start(session: Session) -> bool:
    """No account yet: the app welcomes a new player (R-219)."""
    return session.scalar(select(Account.id).limit(1)) is None


def account_card_sets(catalog: Catalog) -> list[CardSet]:
    """The sets whose code card makes a player account (4): the Basic Guild Sets."""
    return [s for s in catalog.sets if ACCOUNT_CARD_SET in s.name]


def account_card(catalog: Catalog, code: str) -> CardSet:
    """The Basic Guild Set of the code on a player's account card, or GuildRuleError
    saying why the code is not one (R-220)."""
    code = code.strip()
    if not code:
        raise GuildRuleError("the code card's code is empty: type the code printed on it")
    card_set = catalog.set_by_code(code)
    if card_set is None:
        raise GuildRuleError(
            f"'{code}' is not the code of any set this app knows: check the code card"
        )
    if card_set not in account_card_sets(catalog):
        raise GuildRuleError(
            f"'{code}' is the code of {card_set.name}, not of a player's code card (a Basic "
            "Guild Set's, 4): enter it at the City Gate once your guild is made (6.2)"
        )
    return card_set


def player_fault(session: Session, name: str) -> str:
    """Why `name` cannot name a new player's account, or ""."""
    name = name.strip()
    fault = name_fault(name, "the player's name")
    if fault:
        return fault
    if find_account(session, name) is not None:
        return f"there is a player named '{name}' already: each player needs a name of their own"
    return ""


def new_player(
    session: Session,
    catalog: Catalog,
    rules: GuildRules,
    player: str,
    code: str,
    guild_name: str,
    colour: str,
) -> Guild:
    """A new player (4, 6.2; R-219): his account, the Basic Guild Set of his code card
    redeemed into it, and his guild with what every new guild gets (its buildings at
    level 1 and its starting purse), shown from now on. All of it or, on a
    GuildRuleError, nothing (the caller's transaction)."""
    account_card(catalog, code)
    fault = player_fault(session, player)
    if fault:
        raise GuildRuleError(fault)
    return player_again(session, catalog, rules, player, code, guild_name, colour)


def player_again(
    session: Session,
    catalog: Catalog,
    rules: GuildRules,
    player: str,
    code: str,
    guild_name: str,
    colour: str,
    uuid: str | None = None,
) -> Guild:
    """What new_player makes, less what remove_player left (a redo, `uuid` the guild's
    identity): the account if it is gone, its code card's set if that is gone, the
    guild."""
    name = clean_name(player, "the player's name")
    account = find_account(session, name) or create_account(session, name)
    card_set = account_card(catalog, code)
    if card_set.id not in redeemed_set_ids(session, account.id):
        redeem(session, account, card_set.redeem_code, catalog)
    guild = create_guild(session, account, guild_name, colour, rules, uuid)
    session.merge(AppSetting(key=ACTIVE_GUILD_KEY, value=str(guild.id)))
    return guild


def remove_player(session: Session, guild: Guild, set_id: str) -> None:
    """Undo new_player: the guild; and once the account has no other guild, the set its
    code card redeemed and the account if it then holds nothing else. Another guild of
    the account keeps the account's collection as it is (its members may be of that
    set: R-222)."""
    account = guild.account
    if [g.id for g in account.guilds] == [guild.id]:
        redeemed = session.scalar(
            select(RedeemedSet).where(
                RedeemedSet.account_id == account.id, RedeemedSet.set_id == set_id
            )
        )
        if redeemed is not None:
            session.delete(redeemed)
    delete_guild(session, guild, with_empty_account=True)


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
