"""Past missions, read-only, for the replay (issue 12 "replayed turn by turn
afterwards"; RULINGS.md R-91): every mission this table played, newest first, with its
status and the actions done; one loaded back as a `Mission`, and no row changed."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
from demloc.missions.play import Context, Phase
from demloc.missions.play.simulate import play_random_mission
from demloc.store import play as p
from demloc.store.schema_play import MissionPlay, MissionPlayEvent
from support.play_missions import make_context, make_mission


@pytest.fixture
def ctx(catalog: Catalog) -> Context:
    return make_context(catalog)


def _rows(session: Session) -> tuple[int, int, list[tuple[int, str]], list[str]]:
    """Everything a replay could touch: counts, statuses and the events' texts."""
    plays = session.scalar(select(func.count(MissionPlay.id))) or 0
    events = session.scalar(select(func.count(MissionPlayEvent.id))) or 0
    statuses = [(r.id, r.status) for r in session.scalars(select(MissionPlay))]
    texts = list(session.scalars(select(MissionPlayEvent.text).order_by(MissionPlayEvent.id)))
    return plays, events, sorted(statuses), texts


def test_r91_every_mission_played_is_listed_newest_first(session: Session, ctx: Context) -> None:
    assert p.past_plays(session) == []
    ended = play_random_mission(make_mission(ctx, seed=3, turn_limit=2), 5, 3)
    ended.do({"kind": "end_mission", "reason": "turn limit"})
    first = p.begin_play(session, ended, mission_id="first-blood")
    left = p.begin_play(session, make_mission(ctx, seed=4))  # an ended one stays ended
    p.abandon_play(session, left)  # given up with no action done
    playing = play_random_mission(make_mission(ctx, seed=5), 1, 5)
    playing.undo()  # one undone: not counted as done
    third = p.begin_play(session, playing)
    listed = p.past_plays(session)
    assert [x.play_id for x in listed] == [third.id, left.id, first.id]
    by_id = {x.play_id: x for x in listed}
    assert by_id[first.id].status == "ended" and by_id[first.id].mission_id == "first-blood"
    assert by_id[first.id].actions == len(ended.events)
    assert by_id[left.id].actions == 0 and by_id[left.id].last is None  # 0 is a count
    assert by_id[third.id].actions == playing.cursor == len(playing.events) - 1
    assert by_id[third.id].status == "playing"
    assert by_id[third.id].last is not None and by_id[third.id].begun is not None


def test_r91_a_past_mission_loads_back_as_it_was_played(session: Session, ctx: Context) -> None:
    ended = play_random_mission(make_mission(ctx, seed=3, turn_limit=2), 5, 3)
    ended.do({"kind": "end_mission", "reason": "turn limit"})
    play = p.begin_play(session, ended)
    p.begin_play(session, make_mission(ctx, seed=9))  # the first is left behind
    before = _rows(session)
    loaded = p.load_play(session, play.id, ctx)
    assert loaded.state.phase is Phase.ENDED
    assert loaded.state.canonical() == ended.state.canonical()
    assert loaded.events[: loaded.cursor] == ended.events
    session.flush()
    assert _rows(session) == before  # read-only: nothing written, no status changed


def test_a_play_not_there_is_named(session: Session, ctx: Context) -> None:
    with pytest.raises(p.PlayStoreError, match="no mission play 999999"):
        p.load_play(session, 999999, ctx)
