"""The catalog browser's filters, as pure functions of a card."""

from __future__ import annotations

from demloc.catalog.cards import CardKind, Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.catalog.query import CardFilter


def _names(catalog: Catalog, wanted: CardFilter) -> set[str]:
    return {c.name for c in catalog.cards if wanted.matches(c)}


def test_no_criterion_lets_everything_through(catalog: Catalog) -> None:
    assert len(_names(catalog, CardFilter())) == len(catalog.cards)


def test_filter_by_kind_and_set(catalog: Catalog) -> None:
    merc = _names(catalog, CardFilter(kind=CardKind.MERCENARY, set_id="sons-of-loch"))
    assert merc == {"Wechi", "Altai", "Jadis", "Alith"}


def test_filter_by_type_level_and_keyword(catalog: Catalog) -> None:
    hunters = [c for c in catalog.cards if CardFilter(type="hunter").matches(c)]
    assert hunters and all(isinstance(c, Mercenary) and c.type.value == "hunter" for c in hunters)
    bows = [c for c in catalog.cards if CardFilter(type="bow", kind=CardKind.WEAPON).matches(c)]
    assert len(bows) >= 3 and all(isinstance(c, Weapon) for c in bows)
    level_two = [c for c in catalog.cards if CardFilter(level=2).matches(c)]
    assert level_two and all(getattr(c, "level", None) == 2 for c in level_two)
    perforating = _names(catalog, CardFilter(keyword="PERFORATING"))
    assert perforating
    assert not perforating & _names(catalog, CardFilter(kind=CardKind.ARCANE_CODE))


def test_text_search_is_case_free_and_reads_abilities(catalog: Catalog) -> None:
    assert _names(catalog, CardFilter(text="wECHI")) == {"Wechi"}
    assert _names(catalog, CardFilter(text="fly 3"))  # a keyword as printed
    assert not _names(catalog, CardFilter(text="no card says this"))
