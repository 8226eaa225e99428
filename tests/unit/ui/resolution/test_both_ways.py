"""One mission both ways (issue 29 "Done when"): the screens (the set-up's driver, the
tracker's taps, the resolution's Write, through pytest-qt) on one copy of a database,
the table API (as `demloc mission new/do/begin/play/write` calls it) on another, with
the same seed and the same actions: the stored set-up steps, the stored events and the
guilds after writing are the same."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot
from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker
from test_mission_setup import make_context, make_database

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import load_guild_rules
from demloc.paths import resources_dir
from demloc.store import missions as setups
from demloc.store import play as plays
from demloc.store.database import open_database
from demloc.store.schema import Guild, LedgerEntry, Member
from demloc.store.schema_missions import ControlSpotHolder
from demloc.table import Table, WriteOutcome
from support import resolution_table as rt

STANDARD = "blood-in-the-gutters"  # two guilds, rewards per kill (resources/missions)
SEED = 20261206


def logs(sessions: sessionmaker[Session]) -> tuple[list[str], list[str]]:
    """The set-up's steps and the mission's events as stored (the first set-up's)."""
    with sessions() as session:
        setup = setups.find_setup(session, 1)
        play = setups.play_of(session, 1)
        assert play is not None
        return setups.action_texts(session, setup), plays.event_texts(session, play)


def guilds(sessions: sessionmaker[Session]) -> dict[str, Any]:
    with sessions() as session:
        return {
            "guilds": sorted(session.execute(
                select(Guild.uuid, Guild.name, Guild.fame, Guild.feods, Guild.blood_stones)
            ).all()),
            "members": sorted(session.execute(
                select(Member.card_id, Member.status, Member.recovery)
            ).all()),
            "ledger": sorted(session.execute(  # whose line it is too: the same ids (copies)
                select(LedgerEntry.guild_id, LedgerEntry.reason, LedgerEntry.fame,
                       LedgerEntry.feods)
            ).all()),
            "spots": sorted(session.execute(  # the control spot won (6.4.1)
                select(ControlSpotHolder.spot_id, ControlSpotHolder.guild_id)
            ).all()),
        }  # fmt: skip


def test_one_mission_both_ways_gives_the_same_logs_and_guilds(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, monkeypatch: Any
) -> None:
    made = make_database(tmp_path / "base.sqlite3", catalog)
    made.kw["bind"].dispose()
    for name in ("screens", "api"):  # the same guilds, the same uuids
        shutil.copy(tmp_path / "base.sqlite3", tmp_path / f"{name}.sqlite3")
    screens = open_database(str(tmp_path / "screens.sqlite3"))
    api = open_database(str(tmp_path / "api.sqlite3"))
    rules = load_guild_rules(resources_dir() / "guild.toml")
    before = guilds(screens)

    # The screens: a set-up of the seed (made as `demloc mission new --seed` makes it),
    # which the Mission view opens, driven by taps to the end and written.
    Table(screens, make_context(catalog), rules).new(seed=SEED)
    area = rt.area_of(rt.window(qtbot, screens, catalog, tmp_path / "window"))
    assert area.setup.controller.setup_id == 1
    tracker = rt.play_from_setup(area, STANDARD, "standard")
    rt.key(tracker, "T")
    for victim in rt.fighters_of(tracker, "blue")[:1]:
        rt.killed_by(tracker, victim, "red")
    rt.end_by(tracker, "surrender", "blue")
    view = rt.results(tracker, area)
    rt.walk(view)
    rt.press(view, "write-results")
    assert view.controller.written and not view.controller.problem
    steps, events = logs(screens)

    # The table API: the same seed, the same set-up actions and events, as stored.
    table = Table(api, make_context(catalog), rules)
    mission = table.new(seed=SEED).id
    for text in steps:
        table.do(mission, json.loads(text))
    table.begin(mission)
    for text in events:
        event = json.loads(text)
        event.pop("dice", None)  # what the mission drew: drawn again the same (its seed)
        event.pop("draws", None)
        table.play(mission, event)
    assert table.write(mission) is WriteOutcome.WRITTEN

    assert logs(api) == (steps, events)
    assert guilds(api) == guilds(screens) != before
    assert guilds(api)["spots"] != before["spots"]  # the stake was won: compared too
