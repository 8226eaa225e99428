"""A mission in play, kept in the database (issue 12): services that take a Session and
never commit; the caller owns one transaction per action (`with sessions.begin()`).

Nothing is ever rewritten: `begin_play` writes the mission's fixed part once, and each
action is one small transaction on its log of events (store/steplog.py, as the
set-up's): `append_event` adds one row (the event as the `Mission` recorded it, with
its dice), `undo_event` marks the last row undone and `redo_event` the first undone
row done again, so redo survives a restart; a new event deletes the undone rows.
`resume_play` replays the rows into a `Mission` with its redo stack, so the restart
after a kill shows the mission exactly where it was. A row that cannot be replayed is
named (mission in play, event, why), never a traceback, and the rows before it are
kept.

One table, one mission at a time: `begin_play` abandons any other mission in play.

The setup and the events are opaque JSON here: `missions.play.load_mission` is the one
reader of what they hold.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import logging
import re
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from demloc import textio
from demloc.missions.play import (
    Context,
    Mission,
    MissionSaveError,
    MissionState,
    Phase,
    load_mission,
)
from demloc.store.errors import StoreError
from demloc.store.integrity import check_rows
from demloc.store.schema_play import (
    MAX_EVENT_TEXT,
    MAX_SETUP_TEXT,
    MissionPlay,
    MissionPlayEvent,
)
from demloc.store.steplog import StepLog, Steps

log = logging.getLogger(__name__)


class PlayStoreError(StoreError):
    """A mission in play that cannot be saved or resumed as it is: the message names the
    mission in play and the event (and what is wrong). `play_id`, `event` (its place in
    the log; 0: the mission's fixed part) and `kept` (the mission replayed up to the
    event before it, when there is one) let a screen offer to go on from there."""

    def __init__(
        self,
        message: str,
        *,
        play_id: int | None = None,
        event: int | None = None,
        kept: Mission | None = None,
    ) -> None:
        super().__init__(message)
        self.play_id, self.event, self.kept = play_id, event, kept


# ---- text --------------------------------------------------------------------------------


def canonical_json(data: Mapping[str, Any]) -> str:
    """One line, keys sorted: the same event always gives the same text."""
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _text(data: Mapping[str, Any], most: int, what: str) -> str:
    try:
        text = canonical_json(data)
    except (TypeError, ValueError) as error:
        raise PlayStoreError(f"{what} is not JSON: {error}") from None
    if len(text.encode()) > most:
        raise PlayStoreError(f"{what} is at most {most // 1024} kB")
    return text


def _status(state: MissionState) -> str:
    return "ended" if state.phase is Phase.ENDED else "playing"


# ---- the log -----------------------------------------------------------------------------


def begin_play(
    session: Session,
    mission: Mission,
    *,
    setup_id: int | None = None,
    mission_id: str = "",
    charged: bool = False,
    guests: Mapping[str, Any] | None = None,
    alone: bool = True,
) -> MissionPlay:
    """A new mission in play: its fixed part written once, and the events `mission`
    holds already (those past its cursor as undone, for redo). Any other mission in
    play is abandoned: one table, one mission at a time. What the guests' guild files
    give the mission (`guests` by colour, store/missions.py guest_content) is kept with
    it; no file is read here: a path in the set-up is never opened (RULINGS.md R-159).
    `alone=False`: the other missions in play are left as they are (R-181)."""
    from demloc.store.missions import check_open

    if setup_id is not None:
        check_open(session, setup_id)
    setup = _text(mission.setup, MAX_SETUP_TEXT, "the mission's setup")
    brought = dict(guests or {})
    kept = _text(brought, MAX_SETUP_TEXT, "the guests' guild files") if brought else ""
    texts = [_text(e, MAX_EVENT_TEXT, "an event") for e in mission.events]
    if alone:  # the table API keeps the club's other tables playing
        session.execute(
            update(MissionPlay).where(MissionPlay.status == "playing").values(status="abandoned")
        )
    play = MissionPlay(
        setup_id=setup_id,
        mission_id=mission_id[:80],
        status=_status(mission.state),
        charged=charged,
        setup=setup,
        guests=kept,
    )
    session.add(play)
    session.flush()
    StepLog(session, PLAY_STEPS, play.id).start(texts, mission.cursor)
    return play


def current_play(session: Session) -> MissionPlay | None:
    """The newest mission in play, the one to offer on start: playing, or ended and its
    results not yet written (its last event can still be undone). Not one given up, nor
    one resolved (its results written, 6.4.1)."""
    check_rows(session.connection(), "mission_play", "status IN ('playing', 'ended')")
    return session.scalar(
        select(MissionPlay)
        .where(MissionPlay.status.in_(("playing", "ended")))
        .order_by(MissionPlay.id.desc())
        .limit(1)
    )


def _check_playing(session: Session, play_id: int) -> None:
    """Refuse an event of a mission given up (read under the log's lock)."""
    status = session.scalar(select(MissionPlay.status).where(MissionPlay.id == play_id))
    if status == "abandoned":
        raise PlayStoreError(
            f"mission in play {play_id} was abandoned: it takes no more events", play_id=play_id
        )


# The mission's event log (store/steplog.py): one row per event, refused when the
# mission was abandoned or when another window moved it meanwhile.
PLAY_STEPS = Steps(
    MissionPlay, MissionPlayEvent, MissionPlayEvent.play_id, "mission in play", "event",
    _check_playing,
)  # fmt: skip


def steps(session: Session, play: MissionPlay) -> StepLog:
    return StepLog(session, PLAY_STEPS, play.id)


def append_event(
    session: Session,
    play: MissionPlay,
    record: Mapping[str, Any],
    state_after: MissionState,
    *,
    cursor: int | None = None,
) -> None:
    """Keep `record` (the event as `Mission.do` recorded it, with its dice: the
    mission's `events[-1]`) as the next event of `play`; the undone events go (a new
    event ends redo). The status follows `state_after`: ended when the mission is.
    `cursor`: the caller's `Mission.cursor` after the action; given, a log another
    writer has moved is refused (LogMovedError) and nothing is written (so for undo
    and redo)."""
    steps(session, play).append(_text(record, MAX_EVENT_TEXT, "an event"), cursor=cursor)
    play.status = _status(state_after)
    session.flush()


def undo_event(session: Session, play: MissionPlay, *, cursor: int | None = None) -> None:
    """Mark the last event undone (the caller has undone it in its `Mission`). The
    mission is in play again: only its last event can have ended it."""
    steps(session, play).undo(cursor=cursor)
    play.status = "playing"
    session.flush()


def redo_event(
    session: Session,
    play: MissionPlay,
    record: Mapping[str, Any],
    state_after: MissionState,
    *,
    cursor: int | None = None,
) -> None:
    """The first undone event done again, as the caller's `Mission` recorded it (it has
    redone it); the status follows `state_after`."""
    steps(session, play).redo(_text(record, MAX_EVENT_TEXT, "an event"), cursor=cursor)
    play.status = _status(state_after)
    session.flush()


def abandon_play(session: Session, play: MissionPlay) -> None:
    """The table gives the mission up: it is no longer offered on start, and its set-up
    is closed with it, never played again (RULINGS.md R-131)."""
    from demloc.store.missions import close_setup

    play.status = "abandoned"
    if play.setup_id is not None:
        close_setup(session, play.setup_id)
    session.flush()


def event_texts(session: Session, play: MissionPlay) -> list[str]:
    """The events done, in order (the undone ones are not), as stored."""
    return steps(session, play).done_texts()


def redo_texts(session: Session, play: MissionPlay) -> list[str]:
    """The undone events as a redo stack: the next to redo last."""
    return steps(session, play).redo_texts()


# ---- resuming ----------------------------------------------------------------------------


def _parse(text: str, source: str) -> dict[str, Any]:
    try:
        value = textio.loads_json(text, source)
    except textio.InputError as error:
        raise ValueError(error.located) from None
    if not isinstance(value, dict):
        raise ValueError("expected a JSON object")
    return value


def _replay(setup: dict[str, Any], events: Sequence[dict[str, Any]], ctx: Context) -> Mission:
    return load_mission(setup | {"events": list(events)}, ctx, "")


def _longest_replay(
    setup: dict[str, Any], events: Sequence[dict[str, Any]], ctx: Context, failed: Exception
) -> tuple[Mission | None, int, Exception]:
    """The mission of the longest prefix of `events` that replays (None: not even the
    setup does), its length, and why the next event does not (`failed`: why all of
    `events` do not). A replay is deterministic, so a prefix replays exactly when each
    of its events does: a binary search, a few replays, only when a row is damaged."""
    try:
        best = _replay(setup, [], ctx)
    except MissionSaveError as error:
        return None, 0, error
    good, bad = 0, len(events)
    while bad - good > 1:
        middle = (good + bad) // 2
        try:
            best, good = _replay(setup, events[:middle], ctx), middle
        except MissionSaveError as error:
            bad, failed = middle, error
    return best, good, failed


# What load_mission puts before its reason (its source is empty): the event, which the
# message names already.
_PREFIX = re.compile(r"^: (event \d+ \([^)]*\): |events\[\d+\](: |\.))?")


def _why(error: Exception | None) -> str:
    return _PREFIX.sub("", str(error), count=1)


def resume_play(
    session: Session, play: MissionPlay, ctx: Context
) -> tuple[Mission, list[dict[str, Any]]]:
    """The mission replayed from its rows, exactly where it was, and its redo stack (the
    undone events as recorded, the next to redo last). The mission holds the undone
    events past its cursor, so its own `redo()` goes on where the table left off.

    A damaged row among the events done (not JSON, or an event the rules refuse) raises
    PlayStoreError naming the mission in play, the event and why, with the mission up
    to the event before it (`kept`); no row is changed. A damaged undone row only cuts
    the redo stack there (it is logged): the mission itself is whole."""
    try:
        setup = _parse(play.setup, "setup")
    except ValueError as error:
        raise PlayStoreError(
            f"mission in play {play.id}: its setup cannot be read ({error}); abandon the "
            "mission to begin another",
            play_id=play.id,
            event=0,
        ) from None
    saved = steps(session, play)
    done_texts = saved.done_texts()
    rows = done_texts + saved.redo_texts()[::-1]  # the undone ones after, in order
    done = len(done_texts)
    events: list[dict[str, Any]] = []
    why: Exception | None = None  # why the event after `events` cannot be replayed
    for number, text in enumerate(rows, start=1):
        try:
            events.append(_parse(text, f"event {number}"))
        except ValueError as error:
            why = error
            break
    best: Mission | None
    try:
        best, replayed = _replay(setup, events, ctx), len(events)
    except MissionSaveError as error:
        best, replayed, why = _longest_replay(setup, events, ctx, error)
    if best is None:
        raise PlayStoreError(
            f"mission in play {play.id}: its setup cannot be replayed: {_why(why)}; "
            "abandon the mission to begin another",
            play_id=play.id,
            event=0,
        )
    if replayed < done:
        number = replayed + 1
        raise PlayStoreError(
            f"mission in play {play.id}, event {number} cannot be replayed: {_why(why)}. "
            "The events before it are kept; abandon the mission to begin another",
            play_id=play.id,
            event=number,
            kept=best,
        )
    if replayed < len(rows):
        log.warning(
            "mission in play %s: undone event %s cannot be replayed (%s); redo stops there",
            play.id,
            replayed + 1,
            _why(why),
        )
    mission = best
    for _ in range(replayed - done):
        mission.undo()
    return mission, mission.events[done:][::-1]


# ---- past missions (read-only) -----------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class PastPlay:
    """A mission played at this table, for the list of replays (R-91): its row's id,
    the mission file's id ("" for one begun from a file), when it began and when its
    last action was done, its status as stored and how many actions were done."""

    play_id: int
    mission_id: str
    begun: datetime.datetime
    last: datetime.datetime | None
    status: str
    actions: int


def past_plays(session: Session) -> list[PastPlay]:
    """Every mission this table has played, newest first: in play, ended, or left
    (R-91). Read-only: no row is changed."""
    done = (
        select(
            MissionPlayEvent.play_id,
            func.count(MissionPlayEvent.id).label("actions"),
            func.max(MissionPlayEvent.at).label("last"),
        )
        .where(MissionPlayEvent.undone.is_(False))
        .group_by(MissionPlayEvent.play_id)
        .subquery()
    )
    rows = session.execute(
        select(
            MissionPlay.id, MissionPlay.mission_id, MissionPlay.created_at, MissionPlay.status,
            done.c.last, done.c.actions,
        )
        .outerjoin(done, done.c.play_id == MissionPlay.id)
        .order_by(MissionPlay.id.desc())
    ).all()  # fmt: skip
    return [
        PastPlay(pid, mission_id, begun, last, status, int(actions or 0))
        for pid, mission_id, begun, status, last, actions in rows
    ]


def play_by_uuid(session: Session, uuid: str) -> MissionPlay | None:
    check_rows(session.connection(), "mission_play", "uuid = ?", (uuid,))
    return session.scalar(select(MissionPlay).where(MissionPlay.uuid == uuid))


def find_play(session: Session, play_id: int) -> MissionPlay:
    """The mission in play `play_id`; PlayStoreError when it is not in the database. Its
    row is checked first (R-205)."""
    check_rows(session.connection(), "mission_play", "id = ?", (play_id,))
    play = session.get(MissionPlay, play_id)
    if play is None:
        raise PlayStoreError(f"there is no mission play {play_id} in the database")
    return play


def load_play(session: Session, play_id: int, ctx: Context) -> Mission:
    """The mission of `play_id` replayed from its rows (the actions done; the undone
    ones past its cursor), to be replayed on screen: read-only, whatever its status.
    A play that is not there or cannot be replayed raises PlayStoreError naming it
    (with the part that replays as `kept`, as `resume_play` says)."""
    mission, _redo = resume_play(session, find_play(session, play_id), ctx)
    return mission
