"""The City Gate: the cards an account owns (rulebook 6.2). Redeeming a set's code,
typing in a custom card (never with a printed card's id), and reading them back: the
account's collection (its redeemed sets' cards and its custom cards, each custom text
parsed once through store/parse_cache.py) and the cards a guild's records may name
(known_cards), with the lookups the dormitory and the buildings share (_mercenary,
_card). Like every guild service, these take a Session and never commit it.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from demloc.catalog.cards import Card, CardSet, Mercenary
from demloc.catalog.catalog import Catalog, UnknownCardError
from demloc.catalog.errors import CatalogError
from demloc.catalog.loader import load_set_text
from demloc.store.guilds.accounts import GuildRuleError, flush_unique
from demloc.store.parse_cache import ParseCache
from demloc.store.schema import Account, CustomCard, Guild, Member, RedeemedSet

log = logging.getLogger(__name__)


def custom_card_fault(card: Card, catalog: Catalog) -> str:
    """Why `card` cannot be a custom card, or "": it never takes a built-in card's id,
    which would change that card for the whole account (issue 10 item 8). The City
    Gate and an import ask the same question."""
    builtin = next((c for c in catalog.cards if c.id == card.id), None)
    if builtin is None:
        return ""
    return (
        f"{card.name} takes the id '{card.id}' of the printed card {builtin.name}: "
        "a custom card needs an id of its own"
    )


# ---- the City Gate: the collection -----------------------------------------------------


def redeem(session: Session, account: Account, code: str, catalog: Catalog) -> CardSet:
    """6.2 City Gate: a set's code adds its cards to the account, once."""
    card_set = catalog.set_by_code(code)
    if card_set is None:
        raise GuildRuleError(f"'{code}' is not the code of any set this app knows")
    done = session.scalar(
        select(RedeemedSet).where(
            RedeemedSet.account_id == account.id, RedeemedSet.set_id == card_set.id
        )
    )
    if done is not None:
        raise GuildRuleError(
            f"{account.name} redeemed {card_set.name} already: a code counts once per account"
        )
    session.add(RedeemedSet(account=account, set_id=card_set.id))
    flush_unique(
        session,
        f"{account.name} redeemed {card_set.name} already: a code counts once per account",
    )
    return card_set


def add_custom_card(session: Session, account: Account, text: str, catalog: Catalog) -> CardSet:
    """A card typed in from a physical card: a set file's text, validated like one."""
    try:
        card_set = load_set_text(text, "the card you entered")
    except CatalogError as error:
        raise GuildRuleError(str(error)) from None
    for card in card_set.cards:
        fault = custom_card_fault(card, catalog)
        if fault:
            raise GuildRuleError(fault)
        known = session.scalar(
            select(CustomCard).where(
                CustomCard.account_id == account.id, CustomCard.card_id == card.id
            )
        )
        if known:
            raise GuildRuleError(f"a card with id '{card.id}' exists already")
    for card in card_set.cards:
        session.add(CustomCard(account_id=account.id, card_id=card.id, text=text))
    flush_unique(session, f"a card with id '{card_set.cards[0].id}' was added meanwhile")
    return card_set


def custom_sets(session: Session, account: Account) -> list[CardSet]:
    """The account's custom sets, one per distinct text, in the texts' order. Each text
    is parsed once and kept by its text (_parse_custom): a changed row asks for its
    new text, so no card is served from a text the rows no longer hold."""
    # Each card of a custom set keeps the set's text: each text is asked for once. The
    # duplicates go in a Python set, not SQL's DISTINCT (a temporary b-tree of whole
    # texts: n log n comparisons of ~250 bytes sharing their first ~130, issue 16).
    _check_custom(session, account.id)
    texts = sorted(
        set(session.scalars(select(CustomCard.text).where(CustomCard.account_id == account.id)))
    )
    sets = []
    for found in _parse_custom.read(texts):
        if isinstance(found, CatalogError):
            # A custom card this build cannot read (written by hand, or under older
            # bounds) is left out and logged, never a start that fails (review, #10).
            log.warning("a custom card of account %r is skipped: %s", account.name, found)
        else:
            sets.append(found)
    return sets


def _check_custom(session: Session, account_id: int, card_ids: Sequence[str] = ()) -> None:
    """The account's custom card rows (or those of `card_ids`) about to be read: opening
    checks them only above its mark, so a value changed in place outside DemLoc is named
    here, never a traceback (R-205)."""
    from demloc.store.integrity import check_rows

    among = f" AND card_id IN ({', '.join('?' * len(card_ids))})" if card_ids else ""
    check_rows(session.connection(), "custom_card", "account_id = ?" + among,
               (account_id, *card_ids))  # fmt: skip


# Each custom card's text, parsed once and kept by the whole text (the cards are
# immutable): bounded by bytes, never thrashed by a reading (store/parse_cache.py).
_parse_custom = ParseCache(lambda text: load_set_text(text, "custom card"))


def collection(session: Session, account: Account, catalog: Catalog) -> dict[str, Card]:
    """Every card the account owns: its redeemed sets' and its custom cards."""
    owned = set(
        session.scalars(select(RedeemedSet.set_id).where(RedeemedSet.account_id == account.id))
    )
    cards: dict[str, Card] = {c.id: c for s in catalog.sets if s.id in owned for c in s.cards}
    printed = {c.id for c in catalog.cards}
    for card_set in custom_sets(session, account):
        # A custom card never stands in for a printed one, even one written into the
        # database before that was refused (issue 10 item 8).
        for card in card_set.cards:
            if card.id not in printed:
                cards[card.id] = card
    return cards


def collection_mark(session: Session, account: Account) -> tuple[Any, ...]:
    """What changes whenever the account's collection does, read from the indexes
    alone (not the cards' texts): its sets, and its custom cards' count and newest id.
    A custom card is only ever added or deleted (never rewritten in place), and an id
    is never given twice while a newer one is kept; a screen that keeps the collection
    it read reads it again when this differs (issue 31)."""
    sets = session.scalars(select(RedeemedSet.set_id).where(RedeemedSet.account_id == account.id))
    count, newest = session.execute(
        select(func.count(CustomCard.id), func.max(CustomCard.id)).where(
            CustomCard.account_id == account.id
        )
    ).one()
    return account.id, tuple(sorted(sets)), count, newest


def known_cards(
    session: Session, guild: Guild, catalog: Catalog, owned: dict[str, Card] | None = None
) -> dict[str, Card]:
    """Every card a guild's records may name: the catalog's and its account's custom
    cards (a custom mercenary is enlisted like a printed one). `owned`: the account's
    collection as the caller read it in this transaction (not read again)."""
    if owned is None:
        owned = collection(session, guild.account, catalog)
    return {c.id: c for c in catalog.cards} | owned


def guild_cards(
    session: Session, guild: Guild, catalog: Catalog, extra: Iterable[str] = ()
) -> dict[str, Card]:
    """The cards the guild's members and items name (and `extra`), as known_cards has
    them: what a service checking one action needs, read without the whole collection
    (only the custom cards named, their texts parsed once: issue 31)."""
    ids = {m.card_id for m in guild.members} | {i.card_id for i in guild.items} | set(extra)
    found: dict[str, Card] = {}
    for card_id in ids:
        with contextlib.suppress(UnknownCardError):  # a custom card: below
            found[card_id] = catalog.card(card_id)
    custom = sorted(ids - found.keys())
    if custom:
        _check_custom(session, guild.account_id, custom)
        where = CustomCard.account_id == guild.account_id, CustomCard.card_id.in_(custom)
        texts = sorted(set(session.scalars(select(CustomCard.text).where(*where))))
        for card_set in _parse_custom.read(texts):
            if not isinstance(card_set, CatalogError):
                found |= {c.id: c for c in card_set.cards if c.id in custom}
    return found


def _mercenary(cards: dict[str, Card], member: Member) -> Mercenary:
    card = cards.get(member.card_id)
    if not isinstance(card, Mercenary):
        raise GuildRuleError(f"no mercenary card '{member.card_id}' in the collection")
    return card


def _card(session: Session, guild: Guild, card_id: str, catalog: Catalog) -> Card:
    """The card `card_id` of the guild's account's collection (a redeemed set's, or a
    custom one), read alone; GuildRuleError when the collection has none."""
    try:
        card = catalog.card(card_id)
    except UnknownCardError:
        custom = guild_cards(session, guild, catalog, [card_id]).get(card_id)
        if custom is None:
            raise GuildRuleError(f"no card with id '{card_id}'") from None
        return custom
    owned = set(
        session.scalars(
            select(RedeemedSet.set_id).where(RedeemedSet.account_id == guild.account_id)
        )
    )
    if any(s.id in owned and any(c.id == card_id for c in s.cards) for s in catalog.sets):
        return card
    raise GuildRuleError(
        f"{card.name} is not in {guild.account.name}'s collection: redeem its set at the City Gate"
    )
