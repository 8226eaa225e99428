"""Every Guild tab works in a 1024x700 window (issue 9, item 11): the view fits beside
the navigation, no button or one-line label is cut, Undo keeps its short text."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from demloc.paths import resources_dir
from demloc.ui.guild import GuildView
from demloc.ui.plaintext import tooltip
from support.guild_tabs import on

# A 1024x700 window less the navigation (150 px), the menu and the status bar.
ROOM = (1024 - 150 - 8, 700 - 60)
TABS = ["Overview", "Dormitory", "Armory", "Arcane library", "Pantheon", "Guesthouse",
        "City Gate", "Ledger", "Missions", "History"]  # fmt: skip


@pytest.fixture(autouse=True)
def app_font(qapp: QApplication) -> Iterator[None]:
    """The app's own font (ui/application.py qt_application), not the test platform's:
    the widths measured are the ones the players see."""
    before = qapp.font()
    for font_file in sorted((resources_dir() / "fonts").glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(font_file))
    qapp.setFont(QFont("DejaVu Sans", 10))
    yield
    qapp.setFont(before)


def test_the_view_fits_a_1024_by_700_window(view: GuildView) -> None:
    hint = view.minimumSizeHint()
    assert hint.width() <= ROOM[0] and hint.height() <= ROOM[1], hint


@pytest.mark.parametrize("tab", TABS)
def test_nothing_is_cut_at_1024_by_700(view: GuildView, qtbot: QtBot, tab: str) -> None:
    view.resize(*ROOM)
    view.show()
    qtbot.waitExposed(view)
    index = next(i for i in range(view.tabs.count()) if view.tabs.tabText(i) == tab)
    view.tabs.setCurrentIndex(index)
    QApplication.processEvents()
    assert view.tabs.tabBar().tabRect(view.tabs.count() - 1).right() <= view.tabs.width()
    for widget in view.findChildren(QPushButton) + view.findChildren(QLabel):
        if not widget.isVisible() or (isinstance(widget, QLabel) and widget.wordWrap()):
            continue
        if not widget.text():
            continue
        assert widget.width() >= widget.sizeHint().width(), (tab, widget.text())


def test_undo_keeps_its_short_text(view: GuildView) -> None:
    on(view.dormitory).members.selectRow(0)
    on(view.dormitory).status_box.setCurrentText("injured")
    on(view.dormitory).set_status()
    assert view.undo_stack.undoText().startswith("Set ")
    assert view.undo_button.text() == "Undo"
    assert view.undo_button.toolTip() == tooltip(f"Undo {view.undo_stack.undoText()}")


def test_the_dormitorys_columns_are_all_in_sight_at_1024_by_700(
    view: GuildView, qtbot: QtBot
) -> None:
    """Deeds and titles too (issue 13): a long text wraps in its cell, no column hides
    behind the scroll bar."""
    import json

    from demloc.store.guilds import find_guild

    with view.sessions.begin() as session:
        for m in find_guild(session, view.guild_name).members:
            m.status, m.recovery = "injured", "2 missions out and 30 feods at the healer's"
            m.deeds = json.dumps({"kills": 12, "missions": 10, "objectives": 3})
            m.titles = json.dumps(["Blooded", "Butcher", "Veteran", "Champion of the Guild"])
    view.resize(*ROOM)
    view.show()
    qtbot.waitExposed(view)
    view.tabs.setCurrentWidget(view.dormitory)
    view.refresh()
    QApplication.processEvents()
    members = on(view.dormitory).members
    header = members.horizontalHeader()
    last = header.count() - 1
    assert not members.horizontalScrollBar().isVisible()
    assert header.sectionViewportPosition(last) + 60 <= members.viewport().width()


def test_the_mission_history_is_never_cut_at_1024_by_700(view: GuildView, qtbot: QtBot) -> None:
    """One line a mission (review 31b: several missions in sight): who played elided in
    its cell, whole in its tooltip and in the report (issue 13: never cut off)."""
    import json

    from demloc.store.guilds import find_guild
    from demloc.store.schema import MissionRecord

    names = ["The Red Lantern of the Lower Docks", "The Blue Knives of the Old Mill",
             "The Yellow Hand", "The Green Choir of the Drowned Bell"]  # fmt: skip
    colours = ["red", "blue", "yellow", "green"]
    with view.sessions.begin() as session:
        players = [
            {"colour": c, "guild": "", "name": n} for c, n in zip(colours, names, strict=True)
        ]
        guild = find_guild(session, view.guild_name)
        guild.missions.append(
            MissionRecord(
                mode="standard",
                result="The Long Night: a draw (turn limit)",
                players=json.dumps(players),
            )
        )
    view.resize(*ROOM)
    view.show()
    qtbot.waitExposed(view)
    view.tabs.setCurrentWidget(view.missions)
    view.refresh()
    QApplication.processEvents()
    table = on(view.missions).table
    from PySide6.QtCore import Qt

    from demloc.ui.guild.missions import HEADERS
    from demloc.ui.plaintext import tooltip

    assert not table.horizontalScrollBar().isVisible()
    assert table.rowHeight(0) == table.verticalHeader().defaultSectionSize()  # one line
    index = table.model().index(0, HEADERS.index("Who played"))
    whole = ", ".join(f"{c} {n}" for c, n in zip(colours, names, strict=True))
    assert index.data() == whole and index.data(Qt.ItemDataRole.ToolTipRole) == tooltip(whole)
    assert table.visualRect(index).width() < table.fontMetrics().horizontalAdvance(whole)
    table.selectRow(0)
    assert f"Who played: {whole}" in on(view.missions).report.toPlainText()


def test_the_dormitorys_long_columns_widen_with_the_window_and_keep_the_players_width(
    view: GuildView, qtbot: QtBot
) -> None:
    from demloc.ui.guild.dormitory import HEADERS

    members = on(view.dormitory).members
    header = members.horizontalHeader()
    weapons, status = HEADERS.index("Weapons"), HEADERS.index("Status")
    view.resize(*ROOM)
    view.show()
    qtbot.waitExposed(view)
    view.tabs.setCurrentWidget(view.dormitory)
    QApplication.processEvents()
    narrow = header.sectionSize(weapons)
    header.resizeSection(status, 77)  # the player's
    view.resize(1900, 1000)
    QApplication.processEvents()
    assert header.sectionSize(weapons) > narrow  # room enough: no wrapping needed
    view.refresh()
    view.resize(*ROOM)
    QApplication.processEvents()
    assert header.sectionSize(status) == 77
    assert header.sectionSize(weapons) == narrow
