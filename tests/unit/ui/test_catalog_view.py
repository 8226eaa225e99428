"""The catalog browser: filters, search and the detail panel with keyword rules."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from demloc.catalog.cards import CardKind
from demloc.catalog.catalog import Catalog
from demloc.ui.catalog_view import CatalogView
from demloc.ui.rules_view import RulesView, glossary_html


def _view(qtbot: QtBot, catalog: Catalog) -> CatalogView:
    view = CatalogView(catalog, "/home/player/.local/share/demloc/sets")
    qtbot.addWidget(view)
    return view


def _select(box, value) -> None:  # type: ignore[no-untyped-def]
    box.setCurrentIndex(box.findData(value))


def test_everything_is_listed_and_values_are_marked_provisional(
    qtbot: QtBot, catalog: Catalog
) -> None:
    view = _view(qtbot, catalog)
    assert view.model.rowCount() == len(catalog.cards)
    assert view.count.text() == f"{len(catalog.cards)} of {len(catalog.cards)} cards"
    assert view.problems.isHidden()
    # The first card is selected and shown.
    assert catalog.cards[0].name in view.detail.toPlainText()


def test_filters_combine(qtbot: QtBot, catalog: Catalog) -> None:
    view = _view(qtbot, catalog)
    _select(view.kind, CardKind.MERCENARY)
    _select(view.set_box, "sons-of-loch")
    names = {view.model.card_at(r).name for r in range(view.model.rowCount())}
    assert names == {"Wechi", "Altai", "Jadis", "Alith"}
    _select(view.type_box, "sorcerer")
    assert view.model.rowCount() == 1
    assert view.model.card_at(0).name == "Jadis"


def test_search_and_keyword_filter(qtbot: QtBot, catalog: Catalog) -> None:
    view = _view(qtbot, catalog)
    qtbot.keyClicks(view.search, "altai")
    assert [view.model.card_at(r).name for r in range(view.model.rowCount())] == ["Altai"]
    view.search.clear()
    _select(view.keyword_box, "BLOODING")
    assert view.model.rowCount() >= 1
    for row in range(view.model.rowCount()):
        assert "BLOODING" in view.model.data(view.model.index(row, 5))


def test_no_match_says_so(qtbot: QtBot, catalog: Catalog) -> None:
    view = _view(qtbot, catalog)
    qtbot.keyClicks(view.search, "zzzz no such card")
    assert view.model.rowCount() == 0
    assert "No card matches" in view.detail.toPlainText()


def test_detail_shows_every_field_and_the_keyword_rules(qtbot: QtBot, catalog: Catalog) -> None:
    view = _view(qtbot, catalog)
    qtbot.keyClicks(view.search, "altai")  # MONSTRUOUS 1 (p), rulebook 8.4
    text = view.detail.toPlainText()
    for label in ("Armour factor", "Impact resistance", "Favourite weapon", "Personal ability"):
        assert label in text
    assert "Keyword rules" in text
    assert "MONSTRUOUS (personal ability, rulebook 8.4)" in text


def test_rules_view_searches_the_glossary(qtbot: QtBot) -> None:
    view = RulesView()
    qtbot.addWidget(view)
    assert "PERFORATING" in view.text.toPlainText()
    qtbot.keyClicks(view.search, "bleeding")
    text = view.text.toPlainText()
    assert "BLOODING" in text and "PERFORATING" not in text
    assert "No keyword matches" in glossary_html("no such rule anywhere")
