"""The tracker's keys in the menus (issue 12 "At the table": keyboard for everything
frequent, with the shortcuts shown in menus): Edit > Undo and Redo, and a Mission menu
built from TrackerView.key_actions as it is when the menu opens. Each entry shows the
tracker's own keys, triggers the tracker's own QAction and registers no key of its own
(a key bound twice is ambiguous and fires nothing): every key fires exactly once, with
the menu bar shown and hidden. Entries are enabled only while the tracker is shown with
a mission in play."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings
from PySide6.QtGui import QAction, QKeySequence, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.ui.context import AppContext
from demloc.ui.keys import redo_shortcuts, shortcut_text
from demloc.ui.main_window import MainWindow
from demloc.ui.menus import EDIT_KEYS
from demloc.ui.tracker import TrackerView
from support.shots import save_shot
from support.templates import copied

sys.path[:0] = [
    str(Path(__file__).parents[1] / "store"),
    str(Path(__file__).parent / "mission"),
    str(Path(__file__).parent / "tracker"),
]
from table import area_of, play_from_setup, state, tap  # noqa: E402
from test_mission_setup import make_database  # noqa: E402

MakeWindow = Callable[[], MainWindow]
# The keys the tracker had when the menus were made (view.py); others may join.
KNOWN = {
    "Next character": "Tab, N", "Pass": "P", "Next turn": "T, Ctrl+Return", "Damage": "D",
    "Hit": "H", "Seal": "S", "Bleeding": "B", "Poison": "V", "Panels": "F9",
    "Full screen": "F11",
}  # fmt: skip


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    """The database of `make_window` (tests/unit/ui/conftest.py)."""
    return copied(
        "two-guilds", lambda path: make_database(path, catalog), tmp_path / "menus.sqlite3"
    )


def tracker_of(window: MainWindow) -> TrackerView:
    tracker = window.tracker()
    assert tracker is not None
    return tracker


def split(entry: QAction) -> tuple[str, str]:
    label, _tab, keys = entry.text().partition("\t")
    return label.replace("&", ""), keys


def test_every_tracker_key_is_a_menu_entry_with_its_shortcut(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    window.sync_menus()
    keys = tracker.key_actions
    assert list(window.entries) == [*EDIT_KEYS, *(n for n in keys if n not in EDIT_KEYS)]
    for name, source in keys.items():
        entry = window.entries[name]
        label, shown = split(entry)
        assert label == name
        assert shown == shortcut_text(source.shortcuts()) and shown, name
        # Its own key would make the tracker's ambiguous: it has none.
        assert entry.shortcut().isEmpty() and not entry.shortcuts(), name
        menu = window.edit_menu if name in EDIT_KEYS else window.mission_menu
        assert entry in menu.actions(), name
    for name, shown in KNOWN.items():
        assert split(window.entries[name])[1] == shown, name
    # Undo and Redo show the platform's standard keys, and Ctrl+Shift+Z and Ctrl+Y.
    undo = QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
    assert split(window.entries["Undo"])[1] == shortcut_text(undo)
    assert split(window.entries["Redo"])[1] == shortcut_text(redo_shortcuts())
    assert {"Ctrl+Shift+Z", "Ctrl+Y"} <= set(split(window.entries["Redo"])[1].split(", "))
    # The table's own keys last, after a separator.
    actions = window.mission_menu.actions()
    panels = actions.index(window.entries["Panels"])
    assert actions[panels - 1].isSeparator()
    # A key the tracker gains later is in the menu when it next opens.
    extra = QAction("Later key", tracker)
    extra.setShortcut(QKeySequence("Ctrl+Alt+L"))
    tracker.key_actions["Later key"] = extra
    window.mission_menu.aboutToShow.emit()
    assert split(window.entries["Later key"]) == ("Later key", "Ctrl+Alt+L")
    del tracker.key_actions["Later key"]
    window.sync_menus()
    assert "Later key" not in window.entries


def test_entries_are_enabled_only_while_the_tracker_is_shown_in_play(
    make_window: MakeWindow,
) -> None:
    window = make_window()
    window.sync_menus()
    area = area_of(window)
    assert area.currentWidget() is area.setup  # the set-up: no mission in play
    assert window.entries and not any(e.isEnabled() for e in window.entries.values())
    tracker = play_from_setup(window)

    def enabled() -> set[str]:
        return {n for n, e in window.entries.items() if e.isEnabled()}

    # The keys of a declaration only while one is open (issue 26, item 2: a window's
    # key must not take Enter or Esc from a field outside the tracker).
    declaring = set(tracker.DECLARATION_KEYS)
    others = {n for n in tracker.key_actions if n not in EDIT_KEYS} - declaring
    assert enabled() == others  # nothing to undo or redo yet
    tracker.declare("move", next(iter(tracker.controller.state.fighters)))
    window.sync_menus()
    assert enabled() == others | declaring
    tracker.assist.cancel()
    window.sync_menus()
    tap(tracker, "next-turn")
    assert enabled() == others | {"Undo"}
    window.entries["Undo"].trigger()  # Edit > Undo: the tracker's own Undo
    assert tracker.controller.redo_count == 1
    assert enabled() == others | {"Redo"}
    window.entries["Redo"].trigger()
    assert tracker.controller.redo_count == 0 and enabled() == others | {"Undo"}
    # Another view shown: every entry disabled; back on the tracker, enabled again.
    for view in ("guild", "city", "board", "catalog", "rules"):
        window.show_view(view)
        assert enabled() == set(), view
    window.show_view("mission")
    assert enabled() == others | {"Undo"}
    # The mission given up: the set-up is shown, nothing in play.
    tap(tracker, "abandon")
    assert area.currentWidget() is area.setup and enabled() == set()


def test_a_menu_entry_triggers_the_trackers_own_action(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    fired: list[str] = []
    for name, source in tracker.key_actions.items():
        source.triggered.connect(lambda _=False, n=name: fired.append(n))
    window.entries["Next turn"].trigger()
    assert fired == ["Next turn"] and state(tracker).turn == 1
    fired.clear()
    before = state(tracker).current
    window.entries["Pass"].trigger()
    assert fired == ["Pass"]
    assert state(tracker).current != before  # the next player plays (7)
    fired.clear()
    window.entries["Next character"].trigger()
    assert fired == ["Next character"] and tracker.selected


def test_without_a_database_the_menus_say_where_the_keys_are(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    window = MainWindow(context, settings)
    qtbot.addWidget(window)
    assert window.tracker() is None and window.entries == {}
    for menu in (window.edit_menu, window.mission_menu):
        own = [a for a in menu.actions() if a is not window.preferences_action]
        (only,) = [a for a in own if not a.isSeparator()]
        assert "tracker" in only.text() and not only.isEnabled()


def counted(window: MainWindow, tracker: TrackerView) -> tuple[dict[str, int], Callable[[], None]]:
    """How many times each key's action fires from now on. The actions do nothing else
    here: what each does is the tracker's tests'; a key's reaching it once is ours."""
    fired: dict[str, int] = {}
    for source in (*tracker.key_actions.values(), window.help_action):
        source.triggered.disconnect()

    def count(name: str) -> Callable[..., None]:
        return lambda *_: fired.__setitem__(name, fired.get(name, 0) + 1)

    for name, source in tracker.key_actions.items():
        source.triggered.connect(count(name))  # an ambiguous key: a Qt warning, a failure
    for name, entry in window.entries.items():
        entry.triggered.connect(count(f"menu {name}"))
    window.help_action.triggered.connect(count("F1"))
    return fired, fired.clear


# QTest has no text for the Undo and Redo keys (it says so); the keys still fire.
@pytest.mark.qt_log_ignore("keyToAscii Unhandled key code")
@pytest.mark.parametrize("menu_bar", ["shown", "hidden"])
def test_each_key_fires_exactly_once(make_window: MakeWindow, menu_bar: str) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    window.menuBar().setVisible(menu_bar == "shown")
    window.sync_menus()
    fired, clear = counted(window, tracker)
    assert tracker.board is not None
    board = tracker.board.view
    pressed = 0
    for name, source in list(tracker.key_actions.items()):
        if not source.isEnabled():  # a key off for now: its entry is off too
            assert not window.entries[name].isEnabled()
            continue
        for sequence in source.shortcuts():
            combo = sequence[0]
            board.setFocus()
            QApplication.processEvents()
            clear()
            QTest.keyClick(board, combo.key(), combo.keyboardModifiers())
            QApplication.processEvents()
            assert fired == {name: 1}, (name, sequence.toString(), fired)
            pressed += 1
    assert pressed >= 17  # the twelve names' keys at least (Tab/N, T/Ctrl+Return, ...)
    # F1: once too, and no key reached a menu entry.
    board.setFocus()
    clear()
    QTest.keyClick(board, QKeySequence("F1")[0].key())
    assert fired == {"F1": 1}


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_mission_menu_open_shot(make_window: MakeWindow, size: tuple[int, int]) -> None:
    window = make_window()
    window.resize(*size)
    play_from_setup(window)
    for menu in (window.mission_menu, window.edit_menu):
        bar = window.menuBar()
        place = bar.actionGeometry(menu.menuAction()).bottomLeft()
        menu.popup(bar.mapToGlobal(place))
        QApplication.processEvents()
        assert menu.isVisible()
        # Every entry's keys are painted in the menu's shortcut column: wide enough.
        assert menu.width() > max(
            menu.fontMetrics().horizontalAdvance(a.text().replace("\t", "    "))
            for a in menu.actions()
        )
        shot = window.grab()
        painter = QPainter(shot)
        painter.drawPixmap(window.mapFromGlobal(menu.mapToGlobal(QPoint(0, 0))), menu.grab())
        painter.end()
        name = menu.objectName()
        save_shot(shot, "shots12s", f"{name}-open-{size[0]}x{size[1]}.png")
        menu.hide()
        QApplication.processEvents()
