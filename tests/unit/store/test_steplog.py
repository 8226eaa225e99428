"""One log of steps with a cursor for the set-up and the mission in play (issue 28,
store/steplog.py): append drops the undone steps, undo and redo move the cursor and
survive a restart, and a writer whose copy another writer has moved is refused with
nothing written. Each test runs on both logs (through their adapters), on SQLite and
PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session
from test_mission_setup import make_context, make_database

from demloc.catalog.catalog import Catalog
from demloc.missions.log import SetupLog
from demloc.store import missions as m
from demloc.store import play as p
from demloc.store.database import open_database
from demloc.store.guilds import all_guilds
from demloc.store.schema_play import MissionPlay
from demloc.store.steplog import LogMovedError, StepLog, StepLogError, Steps

LOGS: dict[str, Steps] = {"set-up": m.SETUP_STEPS, "play": p.PLAY_STEPS}


@pytest.fixture(params=list(LOGS))
def kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def _owner(session: Session, kind: str) -> int:
    """A new set-up, or a new mission in play (its setup is opaque here)."""
    if kind == "set-up":
        return m.start_setup(session, seed=1).id
    play = MissionPlay(setup="{}", status="playing")
    session.add(play)
    session.flush()
    return play.id


def _seqs(session: Session, kind: str, owner: int) -> list[int]:
    steps = LOGS[kind]
    rows = session.scalars(select(steps.row.seq).where(steps.log == owner))
    return sorted(rows)


def test_append_undo_redo_and_a_new_step_ends_redo(session: Session, kind: str) -> None:
    owner = _owner(session, kind)
    log = StepLog(session, LOGS[kind], owner)
    for cursor, text in enumerate("abc", start=1):
        log.append(text, cursor=cursor)
    log.undo(cursor=2)
    log.undo(cursor=1)
    assert log.done_texts() == ["a"] and log.redo_texts() == ["c", "b"]  # next to redo last
    log.redo("B", cursor=2)  # redone as the caller recorded it again
    assert log.done_texts() == ["a", "B"] and log.redo_texts() == ["c"]
    log.append("d", cursor=3)  # a new step: the undone "c" goes, its place is reused
    assert log.done_texts() == ["a", "B", "d"] and log.redo_texts() == []
    assert _seqs(session, kind, owner) == [1, 2, 3]
    with pytest.raises(StepLogError, match="nothing to redo"):
        log.redo("e", cursor=4)
    for cursor in (2, 1, 0):
        log.undo(cursor=cursor)
    with pytest.raises(StepLogError, match="nothing to undo"):
        log.undo(cursor=0)
    assert log.done_texts() == [] and log.redo_texts() == ["d", "B", "a"]


def test_a_new_log_starts_with_its_redo(session: Session, kind: str) -> None:
    log = StepLog(session, LOGS[kind], _owner(session, kind))
    log.start(["a", "b", "c"], cursor=1)  # a mission begun from a save, two undone
    assert log.done_texts() == ["a"] and log.redo_texts() == ["c", "b"]


def test_undo_and_redo_survive_a_restart(database_url: str, kind: str) -> None:
    first = open_database(database_url)
    with first.begin() as session:
        owner = _owner(session, kind)
        for cursor, text in enumerate("abc", start=1):
            StepLog(session, LOGS[kind], owner).append(text, cursor=cursor)
    for cursor in (2, 1):  # one transaction per undo, as the screens do
        with first.begin() as session:
            StepLog(session, LOGS[kind], owner).undo(cursor=cursor)
    first.kw["bind"].dispose()  # the program ends
    again = open_database(database_url)
    try:
        with again.begin() as session:
            log = StepLog(session, LOGS[kind], owner)
            assert log.done_texts() == ["a"] and log.redo_texts() == ["c", "b"]
            log.redo("b", cursor=2)
        with again.begin() as session:
            log = StepLog(session, LOGS[kind], owner)
            assert log.done_texts() == ["a", "b"] and log.redo_texts() == ["c"]
    finally:
        again.kw["bind"].dispose()


def test_a_stale_writer_is_refused_and_writes_nothing(database_url: str, kind: str) -> None:
    # Two windows on one log, each read it when it held "a"; the first writes "b".
    sessions = open_database(database_url)
    try:
        with sessions.begin() as session:
            owner = _owner(session, kind)
            StepLog(session, LOGS[kind], owner).append("a", cursor=1)
        with sessions.begin() as session:
            StepLog(session, LOGS[kind], owner).append("b", cursor=2)
        # The second window's step, undo and redo, each from its copy of one step.
        moved = rf"{LOGS[kind].name} {owner} has moved on .*: resume it again"
        with pytest.raises(LogMovedError, match=moved), sessions.begin() as session:
            StepLog(session, LOGS[kind], owner).append("x", cursor=2)
        with pytest.raises(LogMovedError) as raised, sessions.begin() as session:
            StepLog(session, LOGS[kind], owner).undo(cursor=0)
        assert (raised.value.log_id, raised.value.step) == (owner, 1)
        with sessions.begin() as session:
            StepLog(session, LOGS[kind], owner).undo(cursor=1)  # the first window's undo
        with pytest.raises(LogMovedError), sessions.begin() as session:
            StepLog(session, LOGS[kind], owner).redo("y", cursor=3)
        with sessions() as session:
            log = StepLog(session, LOGS[kind], owner)
            assert log.done_texts() == ["a"] and log.redo_texts() == ["b"]
    finally:
        sessions.kw["bind"].dispose()


def test_a_set_up_step_from_a_stale_window_is_refused_not_doubled_or_lost(
    tmp_path: Path, catalog: Catalog
) -> None:
    # Two windows resume one set-up (two sessions): the first adds a player, then the
    # second, still at the mission chosen, adds one too (doubled before: two players
    # from two different states) and undoes (lost before: the first window's player).
    sessions = make_database(tmp_path / "two.sqlite3", catalog)
    try:
        with sessions.begin() as session:
            ctx = make_context(catalog)
            guilds = [m.table_guild(session, g, catalog) for g in all_guilds(session)]
            setup = m.start_setup(session, seed=9)
            log = SetupLog(ctx, setup.seed)
            log.do({"action": "choose_mission", "mission": "first-blood"})
            m.append(session, setup, log.actions[-1], log)
            setup_id = setup.id
        with sessions() as session:
            window_a = m.resume(session, m.find_setup(session, setup_id), ctx)
            window_b = m.resume(session, m.find_setup(session, setup_id), ctx)
        window_a.do({"action": "add_player", "guild": guilds[0].to_json()})
        with sessions.begin() as session:
            m.append(session, m.find_setup(session, setup_id), window_a.actions[-1], window_a)
        window_b.do({"action": "add_player", "guild": guilds[1].to_json()})
        moved = f"mission set-up {setup_id} has moved on"
        with pytest.raises(LogMovedError, match=moved), sessions.begin() as session:
            m.append(session, m.find_setup(session, setup_id), window_b.actions[-1], window_b)
        window_b.undo()
        window_b.undo()
        with pytest.raises(LogMovedError), sessions.begin() as session:
            m.undo(session, m.find_setup(session, setup_id), window_b)
        with sessions() as session:
            saved = m.resume(session, m.find_setup(session, setup_id), ctx)
        assert saved.actions == window_a.actions
        assert [pl.guild.key for pl in saved.state.players] == [guilds[0].key]
    finally:
        sessions.kw["bind"].dispose()
