"""The catalog browser: filters, search and the detail panel with keyword rules."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from demloc.catalog.cards import CardKind
from demloc.catalog.catalog import Catalog
from demloc.ui.catalog_view import CatalogView
from demloc.ui.context import AppContext
from demloc.ui.main_window import MainWindow
from demloc.ui.rules_view import glossary_html


def _view(qtbot: QtBot, catalog: Catalog) -> CatalogView:
    view = CatalogView(catalog, "/home/player/.local/share/demloc/sets")
    qtbot.addWidget(view)
    return view


def _activate(qtbot: QtBot, window: QWidget) -> None:
    window.show()
    # Keyboard shortcuts need an active window; offscreen, activation must be asked for.
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def _ctrl_f(qtbot: QtBot, widget: QWidget) -> None:
    assert QKeySequence("Ctrl+F") in QKeySequence.keyBindings(QKeySequence.StandardKey.Find)
    qtbot.keyClick(widget, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)


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


def test_the_glossary_filters_its_keywords() -> None:
    page = glossary_html("bleeding")
    assert "BLOODING" in page and "PERFORATING" not in page
    assert "No keyword matches" in glossary_html("no such rule anywhere")


def test_ctrl_f_focuses_the_search_box_and_selects_its_text(qtbot: QtBot, catalog: Catalog) -> None:
    view = _view(qtbot, catalog)
    _activate(qtbot, view)
    qtbot.keyClicks(view.search, "altai")
    view.table.setFocus()
    qtbot.waitUntil(view.table.hasFocus)
    assert not view.search.hasFocus()
    _ctrl_f(qtbot, view.table)
    assert view.search.hasFocus()
    assert view.search.selectedText() == "altai"  # typing replaces the last search
    qtbot.keyClicks(view.search, "jadis")
    assert view.search.text() == "jadis"


def test_ctrl_f_works_whenever_the_catalog_is_shown_and_only_then(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    window = MainWindow(context, settings)
    qtbot.addWidget(window)
    _activate(qtbot, window)
    catalog_view = window.views["catalog"]
    assert isinstance(catalog_view, CatalogView)
    window.show_view("rules")
    window.nav.setFocus()
    qtbot.waitUntil(window.nav.hasFocus)
    _ctrl_f(qtbot, window.nav)
    assert window.nav.hasFocus()  # the hidden catalog does not take the key
    window.show_view("catalog")
    window.nav.setFocus()  # the focus outside the catalog view, in the navigation
    qtbot.waitUntil(window.nav.hasFocus)
    _ctrl_f(qtbot, window.nav)
    assert catalog_view.search.hasFocus()
