"""The Guild view's tables: Tab leaves them; a change keeps the columns' widths."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.qtbot import QtBot

from demloc.ui.guild import GuildView


def test_no_guild_table_traps_the_tab_key(view: GuildView) -> None:
    tables = view.findChildren(QTableView)  # the tables, and the history's views on models
    assert len(tables) >= 5 and view.ledger.table in tables and view.missions.table in tables
    assert not any(t.tabKeyNavigation() for t in tables)


def test_tab_leaves_the_buildings_table(view: GuildView, qtbot: QtBot) -> None:
    view.show()
    buildings = view.overview.buildings
    buildings.setFocus()
    buildings.selectRow(0)
    qtbot.waitUntil(buildings.hasFocus)
    qtbot.keyClick(buildings, "\t")
    assert QApplication.focusWidget() is view.overview.upgrade_button


def test_a_change_keeps_the_column_widths(view: GuildView) -> None:
    header = view.overview.buildings.horizontalHeader()
    header.resizeSection(0, 300)  # the player widens a column
    members = view.dormitory.members.horizontalHeader()
    members.resizeSection(1, 40)  # and narrows another
    view.overview.buildings.selectRow(1)
    view.ask = lambda _text: True  # the upgrade's question
    view.overview.upgrade()
    assert "Done" in view.message.text()
    assert header.sectionSize(0) == 300 and members.sectionSize(1) == 40
    assert view.overview.buildings.currentRow() == 1  # the selection stays too
