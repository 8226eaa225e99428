"""What the table API holds of a mission between calls (issue 29), and how it reads and
writes the store: the copy of one mission at its revision (`Held`), the session that
says a store error as a TableError (`guarded`), and the refusals."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from demloc.errors import BadInputError
from demloc.missions.actions import Action, parse_action
from demloc.missions.errors import SetupError
from demloc.missions.log import SetupLog
from demloc.missions.play import Mission
from demloc.store import Session, Sessions
from demloc.store.errors import StoreError
from demloc.store.steplog import LogMovedError as StepLogMoved
from demloc.table.views import Stage


class TableError(BadInputError):
    """A call refused: one line naming the rule and the thing refused; nothing changed.
    `index`: in a call of several steps, the refused one's place (0 first)."""

    index: int | None = None


class NotSavedError(TableError):
    """The store refused or failed to keep a change (a step of a set-up given up
    elsewhere, the database busy or damaged): nothing kept; the store's message.
    `moved`: another writer moved the log under its cursor (store/steplog.py)."""

    def __init__(self, message: str, *, moved: bool = False) -> None:
        super().__init__(message)
        self.moved = moved


class LogMovedError(TableError):
    """Refused: the mission moved since the revision the call was made on (R-183)."""

    def __init__(self, mission_id: int, revision: int, at: int) -> None:
        super().__init__(
            f"mission {mission_id} moved: it is at revision {revision}, this was made on {at}"
        )
        self.mission_id, self.revision, self.at = mission_id, revision, at


NOT_SAVED = "this mission cannot go on as saved: give it up to begin another"
GUEST = (
    "{name} came to the table on a guild file: bring that file again to play the "
    "mission (a guest's file is read only when it is picked, R-159)"
)


@dataclasses.dataclass
class Held:
    """A mission as this Table holds it, at `revision`: the set-up's log and redo
    stack, and once begun the mission in play."""

    revision: int
    status: str  # the set-up's: open | started | abandoned
    wanted: str  # the mode asked for at `new` ("": none)
    log: SetupLog
    redo: list[Action]
    play_id: int = 0
    play_status: str = ""
    mission: Mission | None = None
    problem: str = ""  # why it cannot go on as saved

    def snapshot(self) -> Callable[[], None]:
        """What undoes any change made to this copy since: a change refused or not
        kept leaves it as the database still holds it."""
        log, mission = self.log, self.mission
        kept = (self.status, self.play_status, self.play_id, mission, list(self.redo))
        steps = (list(log.actions), list(log.states))
        play = (list(mission.events), mission.states.copy(), mission.cursor) if mission else None

        def restore() -> None:
            self.status, self.play_status, self.play_id, self.mission, redo = kept
            self.redo[:] = redo
            log.actions[:], log.states[:] = steps
            if mission is not None and play is not None:
                mission.events[:], mission.states = play[0], play[1].copy()
                mission.cursor = play[2]

        return restore

    @property
    def stage(self) -> Stage:
        if self.status == "abandoned" or self.play_status == "abandoned":
            return Stage.GIVEN_UP
        return {"playing": Stage.PLAYING, "ended": Stage.ENDED, "resolved": Stage.WRITTEN}.get(
            self.play_status, Stage.SETUP
        )


class RefusedError(Exception):
    """The core refused: said as a TableError, this Table's copy kept. `index`: the
    refused step's place in a call of several (R-185)."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


@dataclasses.dataclass(frozen=True)
class Origin:
    """Who asked for a change over the net (issue 30): the command's id, unique per
    mission (a resend of an applied id is answered, never applied twice), and the colour
    of the player who sent it. `keep`: more rows of the same change, written in its
    transaction (a guild brought over the net, R-189)."""

    command: str
    sender: str
    keep: Callable[[Session], None] | None = None
    what: str = ""  # what it does, in a few words ("pass"), for who missed it


class AppliedBeforeError(Exception):
    """The command's id was applied before: nothing done; `revision` is what its
    acknowledgement named (the host answers the resend with it)."""

    def __init__(self, revision: int) -> None:
        super().__init__(f"applied before, at revision {revision}")
        self.revision = revision


class UnchangedError(Exception):
    """Nothing to change (a second writing): the transaction rolled back, no error."""


class Guarded:
    """`sessions()` or `sessions.begin()`, a store error said as a TableError (its own
    message: it names the mission, the step or the file)."""

    def __init__(self, sessions: Sessions, *, write: bool) -> None:
        self.sessions, self.write = sessions, write
        self.context: Any = None

    def __enter__(self) -> Session:
        self.context = self.sessions.begin() if self.write else self.sessions()
        try:
            return self.context.__enter__()  # type: ignore[no-any-return]
        except StoreError as error:  # the database busy (issue 27 item 8)
            raise NotSavedError(str(error)) from None

    def __exit__(self, kind: Any, error: Any, trace: Any) -> None:
        try:
            self.context.__exit__(kind, error, trace)
        except StoreError as failed:  # the commit
            raise NotSavedError(str(failed)) from None
        if isinstance(error, StoreError):
            raise NotSavedError(str(error), moved=isinstance(error, StepLogMoved)) from None


def redo_stack(texts: list[str]) -> list[Action]:
    """The saved redo list; a step this build cannot read ends it there (redo is a
    convenience: the set-up itself is whole without it)."""
    stack: list[Action] = []
    for text in reversed(texts):  # the next to redo first
        try:
            stack.insert(0, parse_action(text))
        except SetupError:
            break
    return stack
