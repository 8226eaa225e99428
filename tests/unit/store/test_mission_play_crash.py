"""A mission in play survives a kill (issue 12): a child process plays missions through
store/play.py against a database file (random legal events, undo and redo now and
then, a new mission when one ends), one transaction per action, printing each action
and a digest of the state after its commit; it is killed (SIGKILL) at random moments,
40 times. After every kill the database opens whole, every mission in it resumes with
exactly the acknowledged actions (at most the one in flight besides) and its redo
stack, and the resumed state is the one the child acknowledged. On PostgreSQL too, as
a club's shared server (8 kills)."""

from __future__ import annotations

import hashlib
import json
import random
import sqlite3
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from sqlalchemy import select

from demloc.catalog.catalog import Catalog
from demloc.missions.play import Context, Mission, load_mission
from demloc.store import play as p
from demloc.store.database import open_database
from demloc.store.schema_play import MissionPlay
from support.kill import ForkServer, run_and_kill
from support.play_missions import make_context

KILLS = 40
FRESH = 4  # of them in a new interpreter each (the others forked: see support.kill)

# What a child runs: `run([database, seed])` plays until it is killed. The prelude
# (imports, the catalog, a warmed-up store) is made once by the fork server.
PRELUDE = r"""
import hashlib, random, sys, tempfile
sys.path.insert(0, TESTS)
from support.play_missions import make_context, make_mission
from demloc.board.movement import MoveMode, reachable
from demloc.catalog.catalog import load_catalog
from demloc.missions.play import Phase, board_of
from demloc.paths import builtin_sets_dir
from demloc.rules.errors import IllegalActionError
from demloc.store import play as p
from demloc.store.database import open_database
from demloc.store.schema_play import MissionPlay

ctx = make_context(load_catalog([builtin_sets_dir()]))
with tempfile.TemporaryDirectory() as scratch:  # the schema check's answer, the mappers
    open_database(f"{scratch}/warm.sqlite3").kw["bind"].dispose()
rng = random.Random()

def digest(mission):
    return hashlib.sha256(mission.state.canonical().encode()).hexdigest()[:16]

def candidates(mission):
    state = mission.state
    if state.phase is Phase.TURN_OVER:
        return [{"kind": "new_turn"}, {"kind": "end_mission", "reason": "turn limit"}]
    board = board_of(state, ctx)
    events = []
    for fighter in state.fighters.values():
        miniature = board.characters.get(fighter.id)
        if miniature is None or not fighter.in_play:
            continue
        if fighter.owner == state.current and fighter.id not in state.activated:
            mode = MoveMode.ENGAGING if state.phase is Phase.BRAWL else MoveMode.FREE
            stops = sorted(reachable(board, miniature, fighter.profile.movement, mode).stops(),
                           key=lambda k: (k[0].y, k[0].x, k[1].name))
            if stops:
                to, facing = rng.choice(stops)
                events.append({"kind": "move", "character": fighter.id, "to": to.name,
                               "facing": facing.name})
            for other in board.characters.values():
                if other.colour != miniature.colour:
                    kind = "attack" if state.phase is Phase.BRAWL else "shoot"
                    events.append({"kind": kind, "character": fighter.id, "target": other.id})
        if rng.random() < 0.05:
            events.append({"kind": "damage", "character": fighter.id, "amount": 1})
    if rng.random() < 0.05:
        events.append({"kind": "fate", "player": state.current, "change": 1})
    rng.shuffle(events)
    return [*events[:6], {"kind": "pass"}]

def act(mission):
    # (what the table did, the row to keep): undo and redo now and then.
    if mission.cursor and rng.random() < 0.1:
        mission.undo()
        return "undo", None
    if mission.cursor < len(mission.events) and rng.random() < 0.5:
        mission.redo()
        return "redo", mission.events[mission.cursor - 1]
    for event in candidates(mission):
        try:
            mission.do(event)
        except IllegalActionError:
            continue
        return "do", mission.events[-1]
    raise AssertionError("no legal event")

def run(args):
    global rng
    sessions = open_database(args[0])
    rng = random.Random(int(args[1]))
    with sessions.begin() as s:
        play = p.current_play(s)
        mission = None
        if play is not None:
            mission, _redo = p.resume_play(s, play, ctx)
            play_id = play.id
    while True:
        if mission is None or (mission.state.phase is Phase.ENDED and rng.random() < 0.7):
            mission = make_mission(ctx, seed=rng.randrange(10**6), turn_limit=3)
            with sessions.begin() as s:
                play_id = p.begin_play(s, mission, mission_id="crash").id
            print(play_id, "begin", digest(mission), "-", flush=True)
            continue
        if mission.state.phase is Phase.ENDED:
            op, record = "undo", None
            mission.undo()
        else:
            op, record = act(mission)
        with sessions.begin() as s:  # one transaction per action
            play = s.get(MissionPlay, play_id)
            at = mission.cursor
            if op == "do":
                p.append_event(s, play, record, mission.state, cursor=at)
            elif op == "undo":
                p.undo_event(s, play, cursor=at)
            else:
                p.redo_event(s, play, record, mission.state, cursor=at)
        text = p.canonical_json(record) if record is not None else "-"
        print(play_id, op, digest(mission), text, flush=True)
"""


def _digest(mission: Mission) -> str:
    return hashlib.sha256(mission.state.canonical().encode()).hexdigest()[:16]


@dataclass
class Acknowledged:
    """What the child said of one mission: the events done, the redo stack (the next
    to redo last), and the digest of the state after its last action."""

    done: list[str] = field(default_factory=list)
    redo: list[str] = field(default_factory=list)
    digest: str | None = None

    def take(self, op: str, digest: str, text: str) -> None:
        if op == "do":
            self.done.append(text)
            self.redo.clear()
        elif op == "undo":
            self.redo.append(self.done.pop())
        elif op == "redo":
            assert self.redo.pop() == text
            self.done.append(text)
        self.digest = digest

    def one_more(self, done: list[str], redo: list[str]) -> bool:
        """Is (done, redo) this after one more action, the one in flight at the kill?"""
        new_event = done[:-1] == self.done and redo == [] and len(done) == len(self.done) + 1
        redone = bool(self.redo) and (done, redo) == ([*self.done, self.redo[-1]], self.redo[:-1])
        undone = bool(self.done) and (done, redo) == (self.done[:-1], [*self.redo, self.done[-1]])
        return new_event or redone or undone


@pytest.fixture
def prelude() -> str:
    return f"TESTS = {str(Path(__file__).parents[2])!r}\n" + PRELUDE


@pytest.mark.kill
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killed_at_random_moments_a_mission_resumes_with_every_acknowledged_action(
    tmp_path: Path, catalog: Catalog, prelude: str
) -> None:
    path = tmp_path / "play.sqlite3"
    with ForkServer(prelude, tmp_path) as server:
        checked = _kill_and_resume(server, prelude, str(path), make_context(catalog), KILLS, path)
    actions, missions, in_flight = checked
    print(f"{KILLS} kills, {actions} actions, {missions} missions, {in_flight} in flight")
    assert actions > KILLS and missions > 1  # how many depends on the machine's load


@pytest.mark.kill
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
def test_on_postgresql_too(
    tmp_path: Path, catalog: Catalog, prelude: str, database_url: str
) -> None:
    with ForkServer(prelude, tmp_path) as server:
        checked = _kill_and_resume(server, prelude, database_url, make_context(catalog), 8)
    actions, _missions, _in_flight = checked
    assert actions > 8


def _kill_and_resume(
    server: ForkServer, prelude: str, url: str, ctx: Context, kills: int,
    sqlite_file: Path | None = None,
) -> tuple[int, int, int]:  # fmt: skip
    """Kill, check, restart: (actions acknowledged, missions, actions in flight kept)."""
    rng = random.Random(12)
    missions: dict[int, Acknowledged] = {}
    actions = in_flight = 0
    for kill in range(kills + 1):
        touched: set[int] = set()
        if kill < kills:
            args = [url, str(kill)]
            if kill < FRESH and sqlite_file is not None:
                fresh = prelude + "run(sys.argv[1:])\n"
                lines = run_and_kill([sys.executable, "-c", fresh, *args], rng, most_s=0.3)
            else:
                lines = server.run_and_kill(args, rng, most_s=0.3)
            for line in lines:
                number, op, digest, text = line.split(" ", 3)
                missions.setdefault(int(number), Acknowledged()).take(op, digest, text)
                actions += op != "begin"
                touched.add(int(number))
        # The file is whole whatever the moment of the kill, and opens.
        if sqlite_file is not None:
            with sqlite3.connect(sqlite_file) as raw:
                assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        sessions = open_database(url)
        try:
            with sessions.begin() as s:
                # The missions the child played, and any new one: a kill between the
                # commit and the print leaves a mission (or an action) stored, not
                # acknowledged. After the last kill, every mission in the file.
                newest = max(missions, default=0)
                plays = s.scalars(
                    select(MissionPlay).where(MissionPlay.id >= min(touched, default=newest))
                    if kill < kills
                    else select(MissionPlay)
                ).all()
                for play in plays:
                    said = missions.setdefault(play.id, Acknowledged())
                    done, redo = p.event_texts(s, play), p.redo_texts(s, play)
                    mission, redo_stack = p.resume_play(s, play, ctx)
                    assert [p.canonical_json(e) for e in redo_stack] == redo
                    if (done, redo) == (said.done, said.redo):
                        if said.digest is not None:
                            assert _digest(mission) == said.digest, f"mission {play.id}"
                    else:
                        # Never an acknowledged action lost; the one in flight may be kept.
                        assert said.one_more(done, redo), (
                            f"mission {play.id}: acknowledged {len(said.done)} done and "
                            f"{len(said.redo)} undone, stored {len(done)} and {len(redo)}"
                        )
                        in_flight += 1
                        data = json.loads(play.setup) | {"events": [json.loads(t) for t in done]}
                        assert _digest(mission) == _digest(load_mission(data, ctx))
                    missions[play.id] = Acknowledged(done, redo, _digest(mission))
        finally:
            sessions.kw["bind"].dispose()
    return actions, len(missions), in_flight
