"""`demloc --self-test` (issue 32, RULINGS.md R-217): does this installation work? Run
from the bundle by CI (under Xvfb) and by a player after installing it.

Four steps, in a temporary folder, each with the app's own functions and files:
- "database": a database of the first schema, made by the migrations as the first
  release did, brought to this version's schema (Alembic reads the migrations from their
  folder); then a new database created as a first start does, with the starter account
  and guild;
- "main window": the main window on the Guild view with that database, shown (on the
  screen there is, else offscreen) and painted;
- "board picture": a map of the app's resources drawn with its tiles to a PNG;
- "mission step": the mission library read from resources/missions (as the Mission
  view reads it), then a mission on that map, with the built-in cards and dice, and one
  scripted step played as the tracker plays it (a new turn, then the first player passes).

It ends 0 with one line saying so, or 1 with one line naming the step that failed and
why (its traceback goes to the log); so too no usable temporary folder, and a Qt that
cannot start, which would abort the process (QtFatal, R-235). It writes none of the
player's files but the log: its databases, settings, board autosave and pictures are in
the temporary folder."""

from __future__ import annotations

import dataclasses
import logging
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from demloc import paths

if TYPE_CHECKING:
    from demloc.ui.context import AppContext

log = logging.getLogger(__name__)

MAP = "market-brawl.json"  # resources/maps: two players, three miniatures each
FOLLOWERS = ("rog-f-city-guard", "rog-f-pathfinder", "rog-f-cultist")  # built-in cards
FIRST_SCHEMA = "0001"  # the migrations' first revision


@dataclasses.dataclass
class Run:
    """What a step leaves for the next ones."""

    folder: Path
    context: AppContext | None = None


def database(run: Run) -> None:
    from alembic import command
    from sqlalchemy import create_engine, text

    from demloc.store import integrity
    from demloc.store.database import open_database
    from demloc.store.migrate import alembic_config
    from demloc.store.starter import active_guild, load_starter_content
    from demloc.ui.application import build_context

    old = run.folder / "old.sqlite3"
    engine = create_engine(f"sqlite:///{old}")
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), FIRST_SCHEMA)
    finally:
        engine.dispose()
    sessions = open_database(str(old))  # a copy kept, then migrated to the newest schema
    try:
        with sessions() as session:
            found = session.scalar(text("SELECT version_num FROM alembic_version"))
    finally:
        sessions.kw["bind"].dispose()
    head = integrity.head()[0]
    if found != head:
        raise RuntimeError(f"the first schema was migrated to {found}, not to {head}")
    context = build_context(str(run.folder / "demloc.sqlite3"))
    if context.sessions is None:
        raise RuntimeError("a first start opened no database")
    # A guild to show: the starter account's, as the command line makes it on a new
    # database (a first start of the app may leave that to the player's welcome).
    with context.sessions.begin() as session:
        load_starter_content(session, context.catalog)
        guild = active_guild(session)
        if guild is None:
            raise RuntimeError("the new database holds no guild")
        run.context = dataclasses.replace(context, guild_name=guild.name)


def main_window(run: Run) -> None:
    from PySide6.QtCore import QSettings

    from demloc.ui.application import qt_application
    from demloc.ui.main_window import MainWindow

    if run.context is None:
        raise RuntimeError("no database to show")
    app = qt_application()
    settings = QSettings(str(run.folder / "settings.ini"), QSettings.Format.IniFormat)
    context = dataclasses.replace(run.context, autosave_path=run.folder / "board-autosave.json")
    window = MainWindow(context, settings, "guild")
    window.resize(1024, 700)
    window.show()
    try:
        app.processEvents()
        guild = window.views.built.get("guild")
        if guild is None or not guild.isVisible():
            raise RuntimeError("the Guild view is not shown")
        picture = window.grab()
        if picture.isNull() or picture.width() < 1024:
            raise RuntimeError(f"the window painted {picture.width()}x{picture.height()}")
    finally:
        window.hide()
        window.deleteLater()
        app.processEvents()


def board_picture(run: Run) -> None:
    from PySide6.QtGui import QImage

    from demloc.board.tiles import load_tile_library
    from demloc.ui.application import qt_application
    from demloc.ui.board.export import render_map_file

    qt_application()
    out = run.folder / "board.png"
    library = load_tile_library(paths.tiles_dir())
    render_map_file(paths.resources_dir() / "maps" / MAP, out, library, ["zones"], dpi=50)
    image = QImage(str(out))
    if image.isNull() or image.width() < 100:
        raise RuntimeError(f"{out.name} is not a picture of the board")


def mission_step(run: Run) -> None:
    from demloc.board import mapfile
    from demloc.board.tiles import load_tile_library
    from demloc.catalog.catalog import load_catalog
    from demloc.missions.library import load_library
    from demloc.missions.play import Context, Phase, new_mission
    from demloc.rules.dice import load_dice

    ctx = Context(
        load_tile_library(paths.tiles_dir()),
        load_catalog([paths.builtin_sets_dir()]),
        load_dice(paths.resources_dir() / "dice.toml"),
    )
    # The library the Mission view offers (table/context.py), read from the same folder.
    folder = paths.resources_dir() / "missions"
    if not folder.is_dir():
        raise FileNotFoundError(f"DemLoc's missions folder is missing: {folder}")
    library = load_library([folder], ctx.library, ctx.catalog)
    if library.skipped:
        raise RuntimeError(str(library.skipped[0]))
    if not library.missions:
        raise RuntimeError(f"the missions folder holds no mission: {folder}")
    board_map = mapfile.load(paths.resources_dir() / "maps" / MAP)
    fighters = {c.id: {"card": FOLLOWERS[c.number - 1]} for c in board_map.characters}
    players = [{"colour": c, "fate_points": 1} for c in ("red", "blue")]
    mission = new_mission(board_map, fighters, players, ctx, seed=32)
    mission.do({"kind": "new_turn"})
    first = mission.state.current
    mission.do({"kind": "pass"})
    state = mission.state
    if state.turn != 1 or state.phase is not Phase.STRATEGIC or state.current == first:
        raise RuntimeError(f"after a pass: turn {state.turn}, {state.phase}, {state.current}")


STEPS: tuple[tuple[str, Callable[[Run], None]], ...] = (
    ("database", database),
    ("main window", main_window),
    ("board picture", board_picture),
    ("mission step", mission_step),
)


def run_self_test() -> int:
    """The steps in turn; the first that fails ends the test (1) with one line."""
    started = time.monotonic()
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from demloc.ui.application import quiet_qt

    quiet_qt()
    if not logging.getLogger().hasHandlers():  # no log file: the traceback goes nowhere,
        logging.getLogger().addHandler(logging.NullHandler())  # never to the terminal
    try:
        made = tempfile.TemporaryDirectory(prefix="demloc-self-test-")
    except OSError as error:  # none usable: read-only, full or gone
        return _failed("temporary folder", error)
    qt = QtFatal()
    with made as folder, qt:
        run = Run(Path(folder))
        try:
            for name, step in STEPS:
                qt.step = name
                try:
                    step(run)
                except Exception as error:  # the answer is the step named, not a traceback
                    return _failed(name, error)
        finally:
            _close(run)
    names = ", ".join(name for name, _ in STEPS)
    print(f"demloc --self-test: passed ({names}) in {time.monotonic() - started:.1f} s")
    return 0


def _failed(step: str, error: Exception) -> int:
    log.error("self-test: %s failed", step, exc_info=error)
    print(f"demloc --self-test: FAILED at {step}: {_said(error)}", file=sys.stderr)
    return 1


class QtFatal:
    """Qt ends the process on a fatal error (qFatal: no platform plugin could be loaded,
    no display to connect to) before a step can say anything: its message handler,
    while the steps run, says it in the one line first, with the warnings Qt gave
    before it (which plugin, why), and ends the test (1). Every other message goes where
    it went before (the log)."""

    def __init__(self) -> None:
        self.step = ""
        self.said: list[str] = []
        self.previous: Any = None

    def __enter__(self) -> QtFatal:
        from PySide6.QtCore import qInstallMessageHandler

        self.previous = qInstallMessageHandler(self)
        return self

    def __exit__(self, *_exc: object) -> None:
        from PySide6.QtCore import qInstallMessageHandler

        qInstallMessageHandler(self.previous)

    def __call__(self, kind: Any, context: Any, message: str) -> None:
        from PySide6.QtCore import QtMsgType

        if self.previous is not None:
            self.previous(kind, context, message)
        if kind != QtMsgType.QtFatalMsg:
            self.said = [*self.said[-3:], message]
            return
        why = "; ".join(" ".join(m.split()) for m in [*self.said, message])
        log.critical("self-test: %s failed: Qt: %s", self.step, why)
        print(f"demloc --self-test: FAILED at {self.step}: Qt: {why}", file=sys.stderr)
        sys.stderr.flush()
        logging.shutdown()
        os._exit(1)  # Qt aborts once this returns


def _said(error: Exception) -> str:
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def _close(run: Run) -> None:
    """The database closed before its folder goes (Windows keeps an open file)."""
    sessions: Any = run.context.sessions if run.context else None
    if sessions is not None:
        sessions.kw["bind"].dispose()
