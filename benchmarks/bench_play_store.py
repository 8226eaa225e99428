"""A mission in play in the database (issue 12), on the largest map (all 14 tiles,
16 characters, 4 players), in an SQLite file as the app keeps it.

Run: .venv/bin/python benchmarks/bench_play_store.py [--json]

- one action: the event applied (`Mission.do`) and saved (`append_event`, its own
  transaction and commit): goal < 50 ms median (the Qt refresh is measured apart);
- resume: an 8-turn mission of 211 events replayed from its rows
  (`resume_play`, in a new session): goal < 1 s;
- open a long campaign's database: that mission's rows a hundred times over (some
  20,000 events), the file opened (`open_database`) as each start does: goal < 40 ms (issue
  28: every stored value is scanned by `demloc db check`, no longer at each open).
"""

from __future__ import annotations

import sqlite3
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from common import Figure, main

from demloc.board import mapfile
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import load_catalog
from demloc.missions.play import Context, Mission, new_mission
from demloc.missions.play.dice import recorded_dice
from demloc.missions.play.simulate import play_random_mission
from demloc.paths import builtin_sets_dir, resources_dir, tiles_dir
from demloc.rules.dice import load_dice
from demloc.store import play as p
from demloc.store.database import open_database
from demloc.store.schema_play import MissionPlay

FOLLOWERS = ["rog-f-city-guard", "rog-f-pathfinder", "rog-f-hunting-mastiff", "rog-f-cultist"]
TURNS = 8
SEED = 4  # a mission of 211 events (most seeds make 175 to 195)


def mission(ctx: Context, seed: int) -> Mission:
    board_map = mapfile.load(resources_dir() / "maps" / "all-fourteen-tiles.json")
    fighters = {c.id: {"card": FOLLOWERS[c.number - 1]} for c in board_map.characters}
    players = [{"colour": c, "fate_points": 2} for c in ("red", "blue", "yellow", "green")]
    return new_mission(board_map, fighters, players, ctx, seed)


def figure(name: str, what: str, seconds: list[float], goal_ms: float) -> Figure:
    return Figure(
        name,
        what,
        "ms",
        statistics.median(seconds) * 1000,
        max(seconds) * 1000,
        goal=goal_ms,
    )


def figures() -> list[Figure]:
    out: list[Figure] = []
    ctx = Context(
        load_tile_library(tiles_dir()),
        load_catalog([builtin_sets_dir()]),
        load_dice(resources_dir() / "dice.toml"),
    )
    # The events of a random legal 8-turn mission, with the dice they rolled.
    events: list[dict[str, Any]] = play_random_mission(mission(ctx, SEED), TURNS, seed=SEED).events
    with tempfile.TemporaryDirectory() as folder:
        sessions = open_database(str(Path(folder) / "bench.sqlite3"))
        live = mission(ctx, SEED)
        with sessions.begin() as session:
            play_id = p.begin_play(session, live, mission_id="bench").id
        actions, saves = [], []
        for event in events:
            start = time.process_time()
            live.do(event, recorded_dice(ctx.dice, event))
            applied = time.process_time()
            with sessions.begin() as session:  # one transaction per action, as the app
                play = session.get(MissionPlay, play_id)
                assert play is not None
                p.append_event(session, play, live.events[-1], live.state, cursor=live.cursor)
            actions.append(time.process_time() - start)
            saves.append(time.process_time() - applied)
        out.append(
            figure(
                "play action applied and saved",
                f"Mission.do + append_event in its own transaction, each of the {len(events)} "
                f"events of an {TURNS}-turn mission, 16 characters (the save alone: median "
                f"{statistics.median(saves) * 1000:.2f} ms); CPU time (a wait on the disk not "
                "counted)",
                actions,
                50,
            )
        )
        resumes = []
        for _ in range(3):
            start = time.process_time()
            with sessions.begin() as session:
                play = session.get(MissionPlay, play_id)
                assert play is not None
                resumed, _redo = p.resume_play(session, play, ctx)
                setup_kb = len(play.setup) / 1024
            resumes.append(time.process_time() - start)
        assert resumed.state.canonical() == live.state.canonical()
        out.append(
            figure(
                "resume a mission",
                f"resume_play in a new session: an {TURNS}-turn mission of {len(events)} events "
                f"replayed from its rows (its setup {setup_kb:.0f} kB); CPU time",
                resumes,
                1000,
            )
        )
        sessions.kw["bind"].dispose()
        out.append(open_long_campaign(Path(folder) / "bench.sqlite3", play_id))
    return out


def open_long_campaign(path: Path, play_id: int) -> Figure:
    """The mission `play_id` copied 99 times (its rows, through SQL), then the file opened."""
    with sqlite3.connect(path) as db:
        for table, key in (("mission_play", "id"), ("mission_play_event", "play_id")):
            columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
            copied = [c for c in columns if c != "id" or key == "id"]
            values = [f"{c} + ?" if c == key else "NULL" if c == "uuid" else c for c in copied]
            for n in range(1, 100):
                db.execute(f"INSERT INTO {table} ({', '.join(copied)}) SELECT "
                           f"{', '.join(values)} FROM {table} WHERE {key} = ?",
                           (n * 1000, play_id))  # fmt: skip
        events = db.execute("SELECT count(*) FROM mission_play_event").fetchone()[0]
    db.close()
    opens = []
    for _ in range(5):
        start = time.process_time()
        sessions = open_database(str(path))
        opens.append(time.process_time() - start)
        sessions.kw["bind"].dispose()
    size = path.stat().st_size / 1e6
    return figure("open a long campaign's database",
                  f"open_database on a file of 100 missions, {events} events ({size:.1f} MB), "
                  "CPU time",
                  opens, 40)  # fmt: skip


if __name__ == "__main__":
    main(figures)
