"""A guild brought over the network (R-189, issue 30) plays the mission from the app's
own "Play the mission": what the host kept of it (`Table.brought`) is the guest's file,
so the app does not ask for a file the player never had."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from driver import drive_on, press
from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker
from table import MakeWindow, area_of

from demloc.missions.setup import Phase
from demloc.store.guild_file import export_guild
from demloc.store.guilds import all_guilds
from demloc.store.schema_play import MissionPlay
from demloc.ui.mission.players import PlayersScreen
from demloc.ui.share import host_maker

sys.path.insert(0, str(Path(__file__).parents[2] / "net"))
from helpers_net import acked, join, send


def test_play_the_mission_takes_the_guild_brought_over_the_net(
    make_window: MakeWindow,
    sessions: sessionmaker[Session],
    other_computer: object,
    tmp_path: Path,
) -> None:
    home = other_computer(tmp_path / "home.sqlite3")  # type: ignore[operator]
    with home() as session:
        pale = next(g for g in all_guilds(session) if g.name == "The Pale Masks")
        brought = export_guild(session, pale)
    window = make_window()
    setup = area_of(window).setup
    players = setup.screens[Phase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    index = players.mission_box.findData("blood-in-the-gutters")
    players.mission_box.setCurrentIndex(index)
    players.mission_box.activated.emit(index)
    red = next(g for g, _ in players.local_guilds()[0] if g.name == "The Red Lantern")
    assert setup.controller.do({"action": "add_player", "guild": red.to_json()})
    host = host_maker(setup.controller.table, setup.controller.setup_id)()  # the app's own
    acked(send(host, join(host, "player", "blue", host.token), {"type": "bring", "guild": brought}))
    setup.controller.refresh()  # as the share's bridge does when a device moved it
    press(setup, "next")
    drive_on(setup, "standard")
    assert setup.state.phase is Phase.READY
    asked: list[str] = []
    players.ask_guest_file = lambda name: asked.append(name) and None  # type: ignore[func-returns-value]
    press(setup, "play-mission")
    assert asked == [], "the app asked for a file the player brought over the net"
    with sessions() as session:
        assert session.scalar(select(func.count()).select_from(MissionPlay)) == 1
        kept = json.loads(session.scalars(select(MissionPlay)).one().guests)
    assert [g["guild"]["name"] for g in kept.values()] == ["The Pale Masks"]


def test_the_apps_shared_table_checks_a_guild_brought(
    make_window: MakeWindow, other_computer: object, tmp_path: Path
) -> None:
    """The app's own host (ui/share.py) has the guild rules to check a guild file with:
    `demloc join` was refused "this table cannot check a guild file" at every app."""
    home = other_computer(tmp_path / "home.sqlite3")  # type: ignore[operator]
    with home() as session:
        pale = next(g for g in all_guilds(session) if g.name == "The Pale Masks")
        brought = export_guild(session, pale)
    setup = area_of(make_window()).setup
    host = host_maker(setup.controller.table, setup.controller.setup_id)()
    acked(send(host, join(host, "player", "blue", host.token), {"type": "bring", "guild": brought}))
    seated = setup.controller.table.show(setup.controller.setup_id).players
    assert [(p.colour, p.guild) for p in seated] == [("blue", "The Pale Masks")]
