"""Drives a mission to its end from the screens (the set-up's driver, the tracker's
taps) and on into the resolution: the resolution tests' start."""

from __future__ import annotations

from pathlib import Path

from driver import drive, press
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton, QWidget
from table import area_of, key, pass_round, state, tap

from demloc.missions.play import Phase
from demloc.missions.setup import Phase as SetupPhase
from demloc.ui.main_window import MainWindow
from demloc.ui.mission.players import PlayersScreen
from demloc.ui.resolution import ResolutionView
from demloc.ui.tracker import MissionArea, TrackerView

STANDARD = "blood-in-the-gutters"  # 2 players, rewards per kill (resources/missions)
TRAINING = "first-blood"


def start(window: MainWindow, mission: str, mode: str) -> TrackerView:
    area = area_of(window)
    drive(area.setup, mission, mode)
    press(area.setup, "play-mission")
    assert area.currentWidget() is area.tracker
    return area.tracker


def end_by_elimination(tracker: TrackerView) -> str:
    """The player who plays first in turn 1 kills every enemy (the kill counter, 6.4.2),
    then the turn ends and the mission by elimination (7.3.2.3). Returns his colour."""
    key(tracker, "T")
    me = state(tracker).current
    enemies = [f for f, x in state(tracker).fighters.items() if x.owner != me and x.in_play]
    for target in enemies:
        QTest.mouseClick(tracker.cards[target], Qt.MouseButton.LeftButton)
        tap(tracker, f"kill-by-{me}")
    pass_round(tracker)
    tap(tracker, "end-elimination")
    assert state(tracker).phase is Phase.ENDED
    return me


def end_by_surrender(tracker: TrackerView, colour: str = "") -> None:
    """Turn 1 played through, then `colour` (the second player) surrenders."""
    key(tracker, "T")
    pass_round(tracker)
    colour = colour or state(tracker).players[1].colour
    tap(tracker, "end-surrender")
    tap(tracker, f"surrender-by-{colour}")
    assert state(tracker).phase is Phase.ENDED


def results(window: MainWindow) -> ResolutionView:
    """The tracker's "Results ▶" tapped: the resolution's first screen."""
    area = area_of(window)
    assert area.tracker.abandon_button.text() == "Results ▶"
    tap(area.tracker, "abandon")
    assert area.currentWidget() is area.resolution
    return area.resolution


press_on = tap  # a real click on a visible, enabled button (the tracker's table.py)


def area(window: MainWindow) -> MissionArea:
    return area_of(window)


def start_with_guest(window: MainWindow, guest_file: Path, mission: str = STANDARD) -> TrackerView:
    """The Red Lantern of this computer and a guest guild brought on `guest_file` (6.4),
    the set-up driven on from there to the tracker."""
    setup = area_of(window).setup
    players = setup.screens[SetupPhase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    index = players.mission_box.findData(mission)
    players.mission_box.setCurrentIndex(index)
    players.mission_box.activated.emit(index)
    local = dict(players.local_guilds()[0])
    red = next(g for g in local if g.name == "The Red Lantern")
    press(setup, f"add-{red.key}")
    assert players.bring(guest_file), setup.controller.error
    assert [p.guild.source for p in setup.state.players] == ["local", "file"]
    drive(setup, mission, "standard")  # the other local guild's Add is refused: 2 players
    press(setup, "play-mission")
    return area_of(window).tracker


def written(view: ResolutionView) -> bool:
    """The view's controller says the results are written (a training one: finished)."""
    return view.controller.written


def button_of(view: QWidget, name: str) -> QPushButton:
    found = view.findChild(QPushButton, name)
    assert found is not None, f"no button {name}"
    return found
