"""The custom cards' parse cache (issue 16): each text parsed at most once a reading,
never a card from a text the rows no longer hold."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import delete, update
from sqlalchemy.orm import Session

from demloc.catalog.cards import CardSet, Weapon
from demloc.catalog.catalog import Catalog
from demloc.catalog.errors import CatalogError
from demloc.catalog.loader import load_set_text
from demloc.store import guilds as g
from demloc.store.parse_cache import ParseCache
from demloc.store.schema import CustomCard, Guild


def weapon_text(n: int, damage: int = 2) -> str:
    return f"""[set]
id = "custom"
name = "Custom cards"
box = "Custom"
redeem_code = "CUSTOM"
provisional = false

[[weapon]]
id = "my-blade-{n}"
name = "Blade {n}"
count = 1
type = "sword"
characteristic = "normal"
grip = "one-handed"
damage = {damage}
"""


def counting() -> tuple[ParseCache, list[str]]:
    seen: list[str] = []

    def parse(text: str) -> CardSet:
        seen.append(text)
        return load_set_text(text, "custom card")

    return ParseCache(parse), seen


def test_a_reading_beyond_the_bound_parses_each_text_once() -> None:
    cache, seen = counting()
    cache.max_bytes = 1  # far less than one text: only the reading in progress is kept
    texts = [weapon_text(n) for n in range(40)]
    first = cache.read(texts + texts)  # a text asked twice in one reading
    assert len(seen) == 40
    assert [s.cards[0].id for s in first] == [f"my-blade-{n}" for n in range(40)] * 2  # type: ignore[union-attr]
    assert cache.read(texts) == first[:40]
    assert len(seen) == 40  # all kept: none was evicted while asked for
    cache.read([weapon_text(99)])
    assert len(cache) == 1  # the bound again, once the others are no longer asked for


def test_a_text_that_cannot_be_read_is_kept_as_its_error() -> None:
    cache, seen = counting()
    bad = weapon_text(1).replace("damage = 2", 'damage = "two"')
    (found,) = cache.read([bad])
    assert isinstance(found, CatalogError) and "damage" in str(found)
    with pytest.raises(CatalogError, match="damage"):
        cache(bad)
    assert len(seen) == 1
    cache.cache_clear()
    cache.read([bad])
    assert len(seen) == 2


@settings(max_examples=60, deadline=None)
@given(
    readings=st.lists(st.lists(st.integers(0, 12), max_size=8), max_size=8),
    bound=st.integers(0, 2000),
)
def test_the_cache_reads_as_parsing_does(readings: list[list[int]], bound: int) -> None:
    """Against the straightforward way (parse every text every time): the same sets,
    whatever the bound; within one reading no text is parsed twice."""
    cache, seen = counting()
    cache.max_bytes = bound
    for numbers in readings:
        texts = [weapon_text(n % 6, damage=1 + n // 6) for n in numbers]
        before = len(seen)
        got = cache.read(texts)
        assert got == [load_set_text(t, "custom card") for t in texts]
        assert len(seen) - before <= len(set(texts))


def _blade(session: Session, guild: Guild, catalog: Catalog, n: int) -> Weapon | None:
    card = g.collection(session, guild.account, catalog).get(f"my-blade-{n}")
    assert card is None or isinstance(card, Weapon)
    return card


def test_a_changed_or_deleted_row_is_never_served_from_the_cache(
    guild: Guild, catalog: Catalog, session: Session
) -> None:
    for n in range(3):
        g.add_custom_card(session, guild.account, weapon_text(n), catalog)
    blade = _blade(session, guild, catalog, 1)
    assert blade is not None and blade.damage == 2
    # The row changes underneath (another process, an undo, an import): read anew.
    session.execute(
        update(CustomCard)
        .where(CustomCard.account_id == guild.account_id, CustomCard.card_id == "my-blade-1")
        .values(text=weapon_text(1, damage=4))
    )
    blade = _blade(session, guild, catalog, 1)
    assert blade is not None and blade.damage == 4
    session.execute(
        delete(CustomCard).where(
            CustomCard.account_id == guild.account_id, CustomCard.card_id == "my-blade-1"
        )
    )
    assert _blade(session, guild, catalog, 1) is None
    assert _blade(session, guild, catalog, 2) is not None


def test_known_cards_takes_the_collection_read_once(
    guild: Guild, catalog: Catalog, session: Session
) -> None:
    g.add_custom_card(session, guild.account, weapon_text(7), catalog)
    owned = g.collection(session, guild.account, catalog)
    assert g.known_cards(session, guild, catalog, owned) == g.known_cards(session, guild, catalog)


def test_custom_sets_are_one_per_text_in_the_texts_order(
    guild: Guild, catalog: Catalog, session: Session
) -> None:
    # Two cards typed in as one set: two rows holding the same text, one set.
    pair = weapon_text(5) + weapon_text(6).split("\n\n", 1)[1]
    for text in (weapon_text(9), pair, weapon_text(1)):
        g.add_custom_card(session, guild.account, text, catalog)
    sets = g.custom_sets(session, guild.account)
    assert [[c.id for c in s.cards] for s in sets] == [
        ["my-blade-1"], ["my-blade-5", "my-blade-6"], ["my-blade-9"]
    ]  # fmt: skip
