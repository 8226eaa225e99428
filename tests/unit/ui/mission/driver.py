"""Drives the Mission view the way the table does: by its buttons, its lists and taps
on the board, phase by phase to "start game". `shoot(phase)` is called on each screen."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.board.board import Terrain
from demloc.board.squares import Square
from demloc.catalog.catalog import Catalog
from demloc.missions.deployment import deployer, elements_owed, legal_squares, zones
from demloc.missions.setup import Phase
from demloc.render import geometry as geo
from demloc.ui.main_window import MainWindow
from demloc.ui.mission import MissionView
from demloc.ui.mission.deployment import DeploymentScreen
from demloc.ui.mission.players import PlayersScreen
from support.windows import mission_window

SIZES = ((1024, 700), (1920, 1080))  # the sizes the screens are checked at (issue 11)


def window_on(
    qtbot: QtBot, sessions: sessionmaker[Session], catalog: Catalog, tmp_path: Path
) -> tuple[MainWindow, MissionView]:
    """The main window at 1024x700 on its Mission view, as the table sees it."""
    window = mission_window(qtbot, sessions, catalog, tmp_path, SIZES[0])
    view = window.views["mission"]
    # The Mission area holds the set-up and the tracker (issue 12).
    view = getattr(view, "setup", view)
    assert isinstance(view, MissionView)
    return window, view


def press(view: MissionView, name: str) -> None:
    QApplication.processEvents()
    found = [b for b in view.findChildren(QPushButton, name) if b.isVisible()]
    assert found, f"no button {name} on the {view.state.phase.value} screen"
    assert found[0].isEnabled(), f"{name} is disabled: {view.missing.text()}"
    QTest.mouseClick(found[0], Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def buttons(view: MissionView, prefix: str) -> list[str]:
    QApplication.processEvents()  # a rebuilt screen's widgets are shown by the event loop
    return sorted(
        b.objectName() for b in view.findChildren(QPushButton)
        if b.objectName().startswith(prefix) and b.isVisible() and b.isEnabled()
    )  # fmt: skip


def phase(view: MissionView) -> Phase:
    return view.state.phase


def tap_square(view: MissionView, square: str) -> None:
    """A real click on the board's square, through the view's viewport."""
    screen = view.screens[Phase.DEPLOYMENT]
    assert isinstance(screen, DeploymentScreen) and screen.board is not None
    board_view = screen.board.view
    x, y = geo.centre(Square.parse(square))
    point: QPoint = board_view.mapFromScene(x, y)
    QTest.mouseClick(board_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QApplication.processEvents()


def drive(
    view: MissionView,
    mission: str,
    mode: str,
    shoot: Callable[[str], None] = lambda _p: None,
    stop: Phase | None = None,
    hire: str = "",
) -> None:
    """From the players to "start game" (`stop`: on arriving at that phase, its screen
    untouched); `shoot(name)` on every screen. `hire`: a follower card the first
    player hires in the characters phase, before the picks (5.1.2)."""
    players = view.screens[Phase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    shoot("players-empty")
    index = players.mission_box.findData(mission)
    players.mission_box.setCurrentIndex(index)
    players.mission_box.activated.emit(index)
    for name in buttons(view, "add-"):
        press(view, name)
    shoot("players")
    press(view, "next")
    if phase(view) is stop:
        return
    assert phase(view) is Phase.MODE
    drive_on(view, mode, shoot, stop, hire)


def drive_on(
    view: MissionView,
    mode: str = "",
    shoot: Callable[[str], None] = lambda _p: None,
    stop: Phase | None = None,
    hire: str = "",
) -> None:
    """From the phase the set-up is at (past the players) to "start game", as `drive`."""
    steps: dict[Phase, Callable[[], None]] = {
        Phase.MODE: lambda: _mode(view, mode, shoot),
        Phase.RAFFLE: lambda: _raffle(view, shoot),
        Phase.OBJECTIVE: lambda: shoot("objective"),
        Phase.MAP: lambda: shoot("map"),
        Phase.CHARACTERS: lambda: _characters(view, shoot, hire),
        Phase.CARDS: lambda: _cards(view, shoot),
        Phase.MINIATURES: lambda: shoot("miniatures"),
        Phase.DEPLOYMENT: lambda: _deployment(view, shoot),
    }
    while phase(view) is not Phase.READY:
        steps[phase(view)]()
        press(view, "next")
        if phase(view) is stop:
            return
    shoot("ready")


def _mode(view: MissionView, mode: str, shoot: Callable[[str], None]) -> None:
    press(view, f"mode-{mode}")
    shoot("mode")


def _raffle(view: MissionView, shoot: Callable[[str], None]) -> None:
    shoot("raffle-before")
    press(view, "draw-stake")
    shoot("raffle")


def _characters(view: MissionView, shoot: Callable[[str], None], hire: str) -> None:
    if hire:
        press(view, f"hire-{view.state.players[0].key}-{hire}")
    for player in view.state.players:
        for _ in range(2):
            taken = {p.card for pl in view.state.players for p in pl.picks}
            prefix = f"pick-{player.key}-"
            free = [n for n in buttons(view, prefix) if n.removeprefix(prefix) not in taken]
            press(view, free[0])
    shoot("characters")


def _cards(view: MissionView, shoot: Callable[[str], None]) -> None:
    shoot("cards-before")
    while rolls := buttons(view, "roll-"):
        press(view, rolls[0])
    shoot("cards")


def _deployment(view: MissionView, shoot: Callable[[str], None]) -> None:
    shoot("deployment-zones")
    while zone := buttons(view, "zone-"):
        press(view, zone[0])
    ctx = view.controller.ctx
    shots = 0
    while (due := deployer(view.state)) is not None:
        tap_square(view, legal_squares(view.state, ctx, due.key)[0])
        shots += 1
        if shots == 1:
            shoot("deployment")
    board = ctx.board(ctx.mission(view.state.mission), len(view.state.players))
    for player in view.state.players:
        while elements_owed(view.state, ctx, player.key):
            used = {p.at for pl in view.state.players for p in pl.picks}
            used |= {at for pl in view.state.players for _k, at in pl.elements}
            zoned = {s for z in zones(view.state, ctx) for s in z.squares}
            square = next(
                s.name for s in board.squares()
                if s.name not in used and s.name not in zoned
                and board.terrain[board.index(s)] is Terrain.FREE
            )  # fmt: skip
            tap_square(view, square)
    shoot("deployment-done")
    assert view.next.text().startswith("Start game"), view.missing.text()
