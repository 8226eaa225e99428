"""Drives the tracker the way the table does: the set-up to Ready by its screens (the
set-up's driver), "Play the mission", then buttons, taps on the board and keys."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from driver import drive, press
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.missions.play import MissionState
from demloc.render import geometry as geo
from demloc.ui.main_window import MainWindow
from demloc.ui.mission import MissionView
from demloc.ui.tracker import MissionArea, TrackerView
from support.windows import mission_window

MakeWindow = Callable[[], MainWindow]  # the conftest's `make_window`


def area_of(window: MainWindow) -> MissionArea:
    area = window.views["mission"]
    assert isinstance(area, MissionArea)
    return area


def play_from_setup(window: MainWindow, mission: str = "first-blood") -> TrackerView:
    """A 2-player mission set up from the screens to Ready, then handed to the tracker."""
    area = area_of(window)
    assert isinstance(area.setup, MissionView)
    drive(area.setup, mission, "training")
    press(area.setup, "play-mission")
    assert area.currentWidget() is area.tracker
    return area.tracker


def state(tracker: TrackerView) -> MissionState:
    return tracker.controller.state


def tap(tracker: QWidget, name: str) -> None:
    """A real click on the visible, enabled button `name` inside `tracker` (or any
    other screen)."""
    QApplication.processEvents()
    found = [b for b in tracker.findChildren(QPushButton, name) if b.isVisible()]
    assert found, f"no button {name} on the tracker"
    assert found[0].isEnabled(), f"{name} is disabled"
    QTest.mouseClick(found[0], Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def key(tracker: TrackerView, sequence: str) -> None:
    """A key as the table presses it, with the board holding the focus."""
    assert tracker.board is not None
    target: QWidget = tracker.board.view
    target.setFocus()
    QApplication.processEvents()
    from PySide6.QtGui import QKeySequence

    combo = QKeySequence(sequence)[0]
    QTest.keyClick(target, combo.key(), combo.keyboardModifiers())
    QApplication.processEvents()


def tap_character(tracker: TrackerView, fighter_id: str) -> None:
    """A real click on the character's miniature on the board."""
    assert tracker.board is not None
    miniature = state(tracker).board_map.character(fighter_id)
    assert miniature is not None
    view = tracker.board.view
    x, y = geo.centre(miniature.at)
    point: QPoint = view.mapFromScene(x, y)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QApplication.processEvents()


def kill_an_enemy(tracker: TrackerView) -> tuple[str, str]:
    """The turn begun (T), an enemy of the player to act tapped on the board and hit (H)
    until he dies (6.4.2): that player's colour and the dead man's id."""
    key(tracker, "T")
    me = state(tracker).current
    target = next(f for f, x in state(tracker).fighters.items() if x.owner != me)
    tap_character(tracker, target)
    for _ in range(20):
        if state(tracker).fighters[target].dead:
            return me, target
        key(tracker, "H")
    raise AssertionError(f"{target} still lives after 20 hits")


def shown_text(widget: QWidget) -> str:
    return " ".join(label.text() for label in widget.findChildren(QLabel) if label.isVisible())


def refusal(tracker: TrackerView) -> str:
    return tracker.refusal.text() if tracker.refusal.isVisible() else ""


def pass_round(tracker: TrackerView) -> None:
    """Every player passes both phases: the turn ends (7.3.2.3)."""
    for _ in range(20):
        if not state(tracker).current:
            return
        key(tracker, "P")
    raise AssertionError("the turn did not end")


def rows(tracker: TrackerView, which: str) -> list[str]:
    """The lines of the Log or History tab as the table sees them: the tab opened first
    (a hidden list is brought up to date only when shown)."""
    widget = tracker.log_list if which == "log" else tracker.history
    tracker.tabs.setCurrentWidget(widget)
    return [widget.item(i).text() for i in range(widget.count())]


def four_banners(
    qtbot: QtBot, four_guilds: sessionmaker[Session], catalog: Catalog, tmp_path: Path
) -> TrackerView:
    """Four guilds' Four Banners set up from the screens (the set-up's driver) at
    1920x1080 and handed to the tracker (the four-player tests' start)."""
    window = mission_window(qtbot, four_guilds, catalog, tmp_path, (1920, 1080))
    area = area_of(window)
    drive(area.setup, "four-banners", "training")
    press(area.setup, "play-mission")
    return area.tracker
