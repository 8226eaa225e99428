"""A guest's file picked, then the app killed (SIGKILL) before "Play the mission"
(issue 27 item 5 review, R-159): the restarted app never opens the path the set-up
names, keeps the guest seated, and reads the file the player picks again, once."""

from __future__ import annotations

import builtins
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from driver import drive_on, phase, press
from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker
from table import MakeWindow, area_of

from demloc import textio
from demloc.missions.setup import Phase
from demloc.store.guild_file import dumps, export_guild
from demloc.store.guilds import all_guilds
from demloc.store.schema_play import MissionPlay
from demloc.ui.mission.players import PlayersScreen
from support.kill import run_and_kill

HERE = Path(__file__).parent
# The child: the app's window on the database, the Red Lantern seated, the guest's file
# brought ("picked" once stored), or the set-up driven on to "Play the mission" too
# ("ready"); then it waits for the kill.
CHILD = """
import sys
from pathlib import Path
sys.path[:0] = {paths!r}
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from driver import drive
from table import area_of
from demloc.catalog.catalog import load_catalog
from demloc.missions.setup import Phase
from demloc.paths import builtin_sets_dir
from demloc.store.database import open_database
from demloc.ui.context import AppContext
from demloc.ui.main_window import MainWindow

app = QApplication([])
catalog = load_catalog([builtin_sets_dir()])
folder = Path({folder!r})
settings = QSettings(str(folder / "child.ini"), QSettings.Format.IniFormat)
window = MainWindow(AppContext(catalog, open_database({db!r}), "test", None, str(folder)),
                    settings)
window.show_view("mission")
window.resize(1024, 700)
window.show()
setup = area_of(window).setup
players = setup.screens[Phase.PLAYERS]
index = players.mission_box.findData("blood-in-the-gutters")
players.mission_box.setCurrentIndex(index)
players.mission_box.activated.emit(index)
red = next(g for g, _ in players.local_guilds()[0] if g.name == "The Red Lantern")
setup.controller.do({{"action": "add_player", "guild": red.to_json()}})
assert players.bring(Path({guest!r})), setup.controller.error
if {until!r} == "ready":
    drive(setup, "blood-in-the-gutters", "standard")
print({until!r}, flush=True)
import time
time.sleep(120)
"""


def _plays(sessions: sessionmaker[Session]) -> int:
    with sessions() as session:
        return session.scalar(select(func.count()).select_from(MissionPlay)) or 0


@pytest.mark.kill
@pytest.mark.parametrize(("until", "trial"), [("picked", 0), ("ready", 1), ("ready", 2)])
def test_a_kill_between_the_pick_and_play_reads_no_unpicked_path(
    make_window: MakeWindow,
    sessions: sessionmaker[Session],
    tmp_path: Path,
    other_computer: Callable[[Path], sessionmaker[Session]],
    monkeypatch: pytest.MonkeyPatch,
    until: str,
    trial: int,
) -> None:
    home = other_computer(tmp_path / "home.sqlite3")
    with home() as session:
        pale = next(g for g in all_guilds(session) if g.name == "The Pale Masks")
        guest = tmp_path / "pale-masks.json"
        guest.write_text(dumps(export_guild(session, pale)), encoding="utf-8")
    paths = [str(HERE.parent / "mission"), str(HERE.parent / "tracker"), *sys.path]
    child = CHILD.format(paths=paths, folder=str(tmp_path), guest=str(guest), until=until,
                         db=str(tmp_path / "resolution.sqlite3"))  # fmt: skip
    said = run_and_kill([sys.executable, "-c", child], random.Random(trial), most_s=0.5,
                        timeout_s=120)  # fmt: skip
    assert said == [until], said
    # The restart: every file this process opens from now on, and every guild file read.
    opened: list[str] = []
    real_open, real_read = builtins.open, textio.read_bytes

    def watched_open(file: Any, *args: Any, **kwargs: Any) -> Any:
        opened.append(str(file))
        return real_open(file, *args, **kwargs)

    def watched_read(path: Path, *args: Any, **kwargs: Any) -> Any:
        opened.append(str(path))
        return real_read(path, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", watched_open)
    monkeypatch.setattr(textio, "read_bytes", watched_read)  # every reader's
    window = make_window()
    setup = area_of(window).setup
    players = setup.screens[Phase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    seated = [(p.name, p.guild.source, p.file) for p in setup.state.players]
    assert seated == [("The Red Lantern", "local", ""),
                      ("The Pale Masks", "file", str(guest))], seated  # fmt: skip
    if phase(setup) is Phase.PLAYERS:
        press(setup, "next")
        drive_on(setup, "standard")
    assert phase(setup) is Phase.READY
    asked: list[str] = []
    players.ask_guest_file = lambda name: asked.append(name) and None
    press(setup, "play-mission")
    assert asked == ["The Pale Masks"] and _plays(sessions) == 0
    assert str(guest) not in opened, opened
    players.ask_guest_file = lambda name: (asked.append(name) and None) or guest
    press(setup, "play-mission")
    assert _plays(sessions) == 1, setup.controller.error
    assert opened.count(str(guest)) == 1 and len(asked) == 2, (opened, asked)
    with sessions() as session:
        kept = json.loads(session.scalars(select(MissionPlay)).one().guests)
    assert [g["guild"]["name"] for g in kept.values()] == ["The Pale Masks"]
