"""A mission in play in the database (issue 12): the setup written once, one row per
event with its dice, undo marks the last row undone (redo survives a restart; a new
event drops the undone), a resume replays the rows into the same state, a damaged row
is named with the events before it kept, the end of the mission sets the status.
SQLite and PostgreSQL."""

from __future__ import annotations

import json
import logging
import random
from typing import Any

import pytest
from alembic import command
from sqlalchemy import create_engine, inspect, select, update
from sqlalchemy.orm import Session
from sqlalchemy.pool import NullPool

from demloc.catalog.catalog import Catalog
from demloc.missions.play import Context, Mission, Phase, load_mission
from demloc.missions.play.dice import recorded_dice
from demloc.missions.play.simulate import play_random_mission
from demloc.store import play as p
from demloc.store.database import alembic_config, open_database
from demloc.store.schema_play import MissionPlay, MissionPlayEvent
from demloc.store.steplog import LogMovedError, StepLogError
from support.play_missions import make_context, make_mission


def _do(session: Session, play: MissionPlay, mission: Mission, event: dict[str, Any]) -> None:
    """One action as the tracker takes it: apply, then append in its transaction."""
    mission.do(event)
    p.append_event(session, play, mission.events[-1], mission.state, cursor=mission.cursor)


def _undo(session: Session, play: MissionPlay, mission: Mission) -> None:
    mission.undo()
    p.undo_event(session, play, cursor=mission.cursor)


def _redo(session: Session, play: MissionPlay, mission: Mission) -> None:
    mission.redo()
    record = mission.events[mission.cursor - 1]
    p.redo_event(session, play, record, mission.state, cursor=mission.cursor)


def _mine(mission: Mission) -> tuple[str, str]:
    """(a character of the current player, an enemy of his)."""
    return ("A", "E") if mission.state.current == "red" else ("E", "A")


def _first_turn(session: Session, play: MissionPlay, mission: Mission) -> None:
    """A turn of every kind of event: the draw, a shot, the counters, a move, passes."""
    _do(session, play, mission, {"kind": "new_turn"})
    mine, enemy = _mine(mission)
    _do(session, play, mission, {"kind": "shoot", "character": mine, "target": enemy})
    _do(session, play, mission, {"kind": "damage", "character": enemy, "amount": 1})
    _do(session, play, mission, {"kind": "fate", "player": mission.state.current, "change": 1})
    _do(session, play, mission, {"kind": "seals", "character": mine, "change": 1})
    _do(session, play, mission, {"kind": "bleeding", "character": enemy, "change": 1})
    _do(session, play, mission, {"kind": "pass"})
    mine, _enemy = _mine(mission)
    mover = "F" if mine == "E" else "B"
    at = mission.state.board_map.character(mover).at  # type: ignore[union-attr]
    _do(session, play, mission,
        {"kind": "move", "character": mover, "to": at.step(0, -1).name, "facing": "N"})  # fmt: skip
    for _ in range(3):
        _do(session, play, mission, {"kind": "pass"})
    assert mission.state.phase is Phase.TURN_OVER


def _same(resumed: Mission, mission: Mission) -> None:
    assert resumed.state.canonical() == mission.state.canonical()
    assert resumed.events[: resumed.cursor] == mission.events[: mission.cursor]


@pytest.fixture
def ctx(catalog: Catalog) -> Context:
    return make_context(catalog)


def test_every_action_is_a_row_and_a_resume_replays_the_same_state(
    session: Session, ctx: Context
) -> None:
    mission = make_mission(ctx)
    play = p.begin_play(session, mission, mission_id="first-blood", charged=True)
    assert play.status == "playing" and play.charged and play.setup_id is None
    assert json.loads(play.setup) == mission.setup  # the fixed part, written once
    _first_turn(session, play, mission)
    resumed, redo = p.resume_play(session, play, ctx)
    _same(resumed, mission)
    assert redo == []
    texts = p.event_texts(session, play)
    assert [json.loads(t) for t in texts] == mission.events
    assert "draws" in json.loads(texts[0]) and "dice" in json.loads(texts[1])  # the rolls kept
    damage = mission.events[2]["character"]
    assert texts[2] == '{"amount":1,"character":"' + damage + '","kind":"damage"}'  # one line
    # A longer mission, resumed at several points: the same state each time.
    played = play_random_mission(make_mission(ctx), turns=3, seed=5)
    other = make_mission(ctx)
    play = p.begin_play(session, other)
    for number, event in enumerate(played.events, start=1):
        other.do(event, recorded_dice(ctx.dice, event))
        p.append_event(session, play, other.events[-1], other.state)
        if number % 17 == 0 or number == len(played.events):
            _same(p.resume_play(session, play, ctx)[0], other)
    assert other.state.canonical() == played.state.canonical()
    assert p.current_play(session) is play


def test_rows_are_appended_never_rewritten(session: Session, ctx: Context) -> None:
    mission = make_mission(ctx)
    play = p.begin_play(session, mission)
    _do(session, play, mission, {"kind": "new_turn"})
    first = session.scalars(select(MissionPlayEvent).where(MissionPlayEvent.play_id == play.id))
    row = first.one()
    at, text = row.at, row.text
    _do(session, play, mission, {"kind": "pass"})
    session.refresh(row)
    assert (row.seq, row.at, row.text) == (1, at, text)
    seqs = session.scalars(select(MissionPlayEvent.seq).where(MissionPlayEvent.play_id == play.id))
    assert sorted(seqs) == [1, 2]


def test_undo_and_redo_survive_a_restart(session: Session, ctx: Context) -> None:
    mission = make_mission(ctx)
    play = p.begin_play(session, mission)
    _first_turn(session, play, mission)
    done = p.event_texts(session, play)
    for _ in range(3):
        _undo(session, play, mission)
    assert p.event_texts(session, play) == done[:-3]
    assert p.redo_texts(session, play) == [done[-1], done[-2], done[-3]]  # next to redo last
    # A restart: the state before the three undone events, and the three as redo.
    resumed, redo = p.resume_play(session, play, ctx)
    _same(resumed, mission)
    assert [p.canonical_json(e) for e in redo] == p.redo_texts(session, play)
    assert resumed.cursor == len(done) - 3 and len(resumed.events) == len(done)
    # Redo after the restart, with the resumed mission's own redo.
    _redo(session, play, resumed)
    mission.redo()
    _same(resumed, mission)
    assert p.event_texts(session, play) == done[:-2]
    again, redo = p.resume_play(session, play, ctx)
    _same(again, resumed)
    assert len(redo) == 2
    while resumed.cursor < len(resumed.events):
        _redo(session, play, resumed)
    assert p.event_texts(session, play) == done and p.redo_texts(session, play) == []
    with pytest.raises(StepLogError, match="nothing to redo"):
        p.redo_event(session, play, resumed.events[-1], resumed.state)
    while resumed.cursor:
        _undo(session, play, resumed)
    with pytest.raises(StepLogError, match="nothing to undo"):
        p.undo_event(session, play)
    assert p.resume_play(session, play, ctx)[0].state.canonical() == resumed.states[0].canonical()


def test_a_new_event_after_an_undo_drops_the_redo(session: Session, ctx: Context) -> None:
    mission = make_mission(ctx)
    play = p.begin_play(session, mission)
    _first_turn(session, play, mission)
    count = len(mission.events)
    _undo(session, play, mission)
    _undo(session, play, mission)
    _do(session, play, mission, {"kind": "pass"})
    assert p.redo_texts(session, play) == []
    seqs = session.scalars(select(MissionPlayEvent.seq).where(MissionPlayEvent.play_id == play.id))
    assert sorted(seqs) == list(range(1, count))  # no seq reused twice, none left behind
    resumed, redo = p.resume_play(session, play, ctx)
    _same(resumed, mission)
    assert redo == [] and len(resumed.events) == count - 1


def test_the_end_of_the_mission_sets_its_status(session: Session, ctx: Context) -> None:
    mission = make_mission(ctx, turn_limit=1)
    play = p.begin_play(session, mission)
    _do(session, play, mission, {"kind": "new_turn"})
    for _ in range(4):
        _do(session, play, mission, {"kind": "pass"})
    assert play.status == "playing"
    _do(session, play, mission, {"kind": "end_mission", "reason": "turn limit"})
    assert mission.state.phase is Phase.ENDED and play.status == "ended"
    assert p.current_play(session) is play  # still offered: its end can be undone
    _undo(session, play, mission)
    assert play.status == "playing"
    _redo(session, play, mission)
    assert play.status == "ended"
    resumed, _redo_stack = p.resume_play(session, play, ctx)
    assert resumed.state.phase is Phase.ENDED and resumed.state.result == mission.state.result


def test_one_mission_at_a_time(session: Session, ctx: Context) -> None:
    first = p.begin_play(session, make_mission(ctx))
    second = p.begin_play(session, make_mission(ctx, seed=8), setup_id=None)
    assert first.status == "abandoned" and p.current_play(session) is second
    with pytest.raises(p.PlayStoreError, match=f"mission in play {first.id} was abandoned"):
        p.append_event(session, first, {"kind": "pass"}, make_mission(ctx).state)
    p.abandon_play(session, second)
    assert p.current_play(session) is None


def test_a_mission_moved_on_in_another_window_is_refused(session: Session, ctx: Context) -> None:
    # Two windows on one mission (GH Secretariat #826: undo with gaps, several clients):
    # the second one's action, on a mission the first has moved, writes nothing.
    mission = make_mission(ctx)
    play = p.begin_play(session, mission)
    _first_turn(session, play, mission)
    other, _redo = p.resume_play(session, play, ctx)
    _do(session, play, mission, {"kind": "new_turn"})
    before = p.event_texts(session, play)
    other.do({"kind": "new_turn"})  # the same event, but the log is one further
    with pytest.raises(LogMovedError, match=rf"mission in play {play.id} has moved on"):
        p.append_event(session, play, other.events[-1], other.state, cursor=other.cursor)
    other.undo()
    other.undo()
    with pytest.raises(LogMovedError, match="resume it again"):
        p.undo_event(session, play, cursor=other.cursor)
    _undo(session, play, mission)
    _undo(session, play, mission)
    with pytest.raises(LogMovedError, match="has moved on"):
        p.redo_event(session, play, other.events[-1], other.state, cursor=other.cursor + 5)
    assert p.event_texts(session, play) == before[:-2] and play.status == "playing"


def test_a_mission_begun_with_events_keeps_them_and_its_redo(
    session: Session, ctx: Context
) -> None:
    # A mission begun from a save file: its events, and those past its cursor as redo.
    mission = play_random_mission(make_mission(ctx), turns=1, seed=2)
    mission.undo()
    play = p.begin_play(session, mission)
    resumed, redo = p.resume_play(session, play, ctx)
    _same(resumed, mission)
    assert redo == [mission.events[-1]]


def test_a_mission_from_a_set_up_names_it(session: Session, ctx: Context) -> None:
    from demloc.store import missions as m

    setup = m.start_setup(session, seed=1)
    play = p.begin_play(session, make_mission(ctx), setup_id=setup.id, mission_id="x" * 99)
    assert play.setup_id == setup.id and play.mission_id == "x" * 80


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "expected a JSON object"),
        ('{"kind": "teleport"}', "'teleport' is not an event"),
        (
            '{"kind": "move", "character": [1]}',
            "move (7.2.1, 7.3.1, 8.4): character: expected text, got a list",
        ),
        ('{"kind": "shoot", "dice": 5}', "cannot be replayed: dice: expected the faces rolled"),
        ('{"kind": "new_turn"}', "a new turn starts when the turn is over"),
    ],
)
def test_a_damaged_row_is_named_and_the_events_before_it_kept(
    session: Session, ctx: Context, text: str, named: str
) -> None:
    mission = make_mission(ctx)
    play = p.begin_play(session, mission)
    _first_turn(session, play, mission)
    before = p.event_texts(session, play)
    session.execute(
        update(MissionPlayEvent)
        .where(MissionPlayEvent.play_id == play.id, MissionPlayEvent.seq == 3)
        .values(text=text)
    )
    with pytest.raises(p.PlayStoreError) as raised:
        p.resume_play(session, play, ctx)
    error = raised.value
    assert f"mission in play {play.id}, event 3 cannot be replayed" in str(error)
    assert named in str(error), str(error)
    assert "Traceback" not in str(error) and (error.play_id, error.event) == (play.id, 3)
    assert error.kept is not None and error.kept.events == mission.events[:2]
    assert error.kept.state.canonical() == mission.states[2].canonical()
    texts = p.event_texts(session, play)
    assert texts[:2] == before[:2] and texts[3:] == before[3:]  # nothing deleted


def test_a_damaged_setup_is_named(session: Session, ctx: Context) -> None:
    play = p.begin_play(session, make_mission(ctx))
    play.setup = '{"format": "demloc-mission", "version": 1}'
    with pytest.raises(p.PlayStoreError, match=rf"mission in play {play.id}: its setup") as e:
        p.resume_play(session, play, ctx)
    assert e.value.event == 0 and "map" in str(e.value)
    play.setup = "{"
    with pytest.raises(p.PlayStoreError, match="its setup cannot be read"):
        p.resume_play(session, play, ctx)


def test_a_damaged_undone_row_only_cuts_the_redo(
    session: Session, ctx: Context, caplog: pytest.LogCaptureFixture
) -> None:
    mission = make_mission(ctx)
    play = p.begin_play(session, mission)
    _first_turn(session, play, mission)
    for _ in range(3):
        _undo(session, play, mission)
    last = len(mission.events) - 1  # the second undone event (the next to redo is seq last-1)
    session.execute(
        update(MissionPlayEvent)
        .where(MissionPlayEvent.play_id == play.id, MissionPlayEvent.seq == last)
        .values(text='{"kind": "teleport"}')
    )
    with caplog.at_level(logging.WARNING, "demloc.store.play"):
        resumed, redo = p.resume_play(session, play, ctx)
    _same(resumed, mission)
    assert redo == [mission.events[mission.cursor]]  # the one before the damaged row
    assert f"undone event {last} cannot be replayed" in caplog.text


def test_an_event_past_its_bound_is_refused(session: Session, ctx: Context) -> None:
    mission = make_mission(ctx)
    play = p.begin_play(session, mission)
    with pytest.raises(p.PlayStoreError, match="an event is at most 64 kB"):
        p.append_event(session, play, {"kind": "pass", "note": "x" * 70_000}, mission.state)
    with pytest.raises(p.PlayStoreError, match="an event is not JSON"):
        p.append_event(session, play, {"kind": "pass", "note": {1, 2}}, mission.state)
    assert p.event_texts(session, play) == []


def test_the_migration_goes_down_and_up(database_url: str) -> None:
    open_database(database_url).kw["bind"].dispose()
    engine = create_engine(database_url, poolclass=NullPool)
    try:
        with engine.begin() as connection:
            command.downgrade(alembic_config(connection), "0005")
        with engine.connect() as connection:
            tables = set(inspect(connection).get_table_names())
        assert "mission_play" not in tables and "mission_play_event" not in tables
        assert "mission_setup" in tables
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "head")
        with engine.connect() as connection:
            assert {"mission_play", "mission_play_event"} <= set(
                inspect(connection).get_table_names()
            )
    finally:
        engine.dispose()


def test_a_mission_resumed_and_saved_is_the_save_of_the_rows(
    session: Session, ctx: Context
) -> None:
    mission = make_mission(ctx)
    play = p.begin_play(session, mission)
    _first_turn(session, play, mission)
    _undo(session, play, mission)
    resumed, _redo = p.resume_play(session, play, ctx)
    # A save of the resumed mission (the file a table exports) replays the same.
    assert load_mission(resumed.save_json(), ctx).state.canonical() == mission.state.canonical()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_any_mix_of_actions_undo_and_redo_resumes_as_played(
    session: Session, ctx: Context, seed: int
) -> None:
    # The events of a legal mission, done, undone and redone in a random order (a new
    # event after an undo drops the redo): every resume is the mission on screen.
    rng = random.Random(seed)
    played = play_random_mission(make_mission(ctx, seed), turns=3, seed=seed)
    mission = make_mission(ctx, seed)
    play = p.begin_play(session, mission)
    for step in range(160):
        roll = rng.random()
        if mission.cursor and roll < 0.25:
            _undo(session, play, mission)
        elif mission.cursor < len(mission.events) and roll < 0.5:
            _redo(session, play, mission)
        elif mission.cursor < len(played.events):
            event = played.events[mission.cursor]
            mission.do(event, recorded_dice(ctx.dice, event))
            record = mission.events[-1]
            p.append_event(session, play, record, mission.state, cursor=mission.cursor)
        if step % 9 == 0:
            resumed, redo = p.resume_play(session, play, ctx)
            _same(resumed, mission)
            assert redo == mission.events[mission.cursor :][::-1]
            assert resumed.events == mission.events  # redo() on it goes where this goes


@pytest.mark.parametrize("status", ["playing", "ended", "abandoned", "resolved"])
def test_only_a_mission_still_at_the_table_is_offered_on_start_6_4_1(
    session: Session, ctx: Context, status: str
) -> None:
    play = p.begin_play(session, make_mission(ctx))
    play.status = status
    session.flush()
    offered = p.current_play(session)
    assert (offered is play) == (status in ("playing", "ended"))
