"""A mission replayed turn by turn (issue 12, "never lose a thing"; 6.4.2, 7): read
from its event log, never writing to it.

A `Mission` keeps the state after every event (`states[0]` the start), so a replay is
a view of what it holds: the turns (where each starts and ends in `states`), what the
log said in each, and a position (an index in `states`) stepped by one action or by a
whole turn. Only the actions done are replayed: those past the cursor were undone
(kept for redo) and never happened at the table (RULINGS.md R-90).

Turn 0 is the start: the miniatures as deployed and what was done before the first
"new turn" (fate points given, say). Turn k runs from its "new turn" (its draw and
what the app did at its start) to the action before the next "new turn"; its end is
the board the table saw when it was over (R-90).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from demloc.missions.play.mission import Mission
from demloc.missions.play.state import MissionState
from demloc.missions.play.states import States, whole
from demloc.rules.errors import IllegalActionError


@dataclasses.dataclass(frozen=True)
class Step:
    """One action replayed: `index` is the state after it (1 for the first action),
    `lines` what the log said of it (none for a quiet pass)."""

    index: int
    event: Mapping[str, Any]
    turn: int
    lines: tuple[str, ...]

    @property
    def kind(self) -> str:
        return str(self.event.get("kind", ""))


@dataclasses.dataclass(frozen=True)
class Turn:
    """A turn of the mission: `start` the index in `states` where it begins (0 for the
    start, turn 0; else the state after its "new turn"), `end` the state at its end;
    `steps` its actions in order, `lines` the log's lines of the turn."""

    number: int
    start: int
    end: int
    steps: tuple[Step, ...]
    lines: tuple[str, ...]

    @property
    def indices(self) -> range:
        """The positions inside the turn: its start to its end."""
        return range(self.start, self.end + 1)


def new_lines(before: MissionState, after: MissionState) -> tuple[str, ...]:
    """What the log gained from `before` to `after` (the log only grows; should a
    handler ever rewrite it, the whole later log is the safe answer)."""
    if after.log[: len(before.log)] == before.log:
        return after.log[len(before.log) :]
    return after.log


class Replay:
    """The actions done of a mission, turn by turn, and a position among them.

    `states` and `events` are the mission's (copied: the replay does not follow the
    mission if it moves on); the position starts at the last state, where the table is.
    """

    def __init__(self, states: Sequence[MissionState], events: Sequence[Mapping[str, Any]]):
        if not states:
            raise IllegalActionError("a replay needs the mission's start")
        if len(events) < len(states) - 1:
            raise IllegalActionError(
                f"a replay needs the event of each state: {len(events)} events for "
                f"{len(states) - 1} actions"
            )
        # A mission's own `States` (a copy): each state made whole only when shown, so a
        # long mission's replay holds each log line once, as the mission does.
        self.states = kept = states.copy() if isinstance(states, States) else whole(states)
        self.events = tuple(dict(e) for e in events[: len(states) - 1])
        self.steps = tuple(
            Step(i, self.events[i - 1], kept.bare(i).turn, kept.added(i))
            for i in range(1, len(kept))
        )  # fmt: skip
        self.turns = _turns(kept, self.steps)
        self.position = self.last

    @classmethod
    def of(cls, mission: Mission) -> Replay:
        """The replay of what `mission` has done: its states up to its cursor."""
        return cls(mission.states[: mission.cursor + 1], mission.events[: mission.cursor])

    # ---- where ------------------------------------------------------------------------

    @property
    def last(self) -> int:
        return len(self.states) - 1

    @property
    def state(self) -> MissionState:
        return self.states[self.position]

    @property
    def step(self) -> Step | None:
        """The action that led to the position (None at the start)."""
        return self.steps[self.position - 1] if self.position > 0 else None

    @property
    def turn(self) -> Turn:
        """The turn the position is in."""
        return self.turn_at(self.position)

    def turn_at(self, index: int) -> Turn:
        self._check(index)
        return next(t for t in self.turns if t.start <= index <= t.end)

    def turn_numbered(self, number: int) -> Turn:
        for turn in self.turns:
            if turn.number == number:
                return turn
        raise IllegalActionError(f"this mission has no turn {number}")

    def _check(self, index: int) -> None:
        if not 0 <= index <= self.last:
            raise IllegalActionError(
                f"no action {index} to replay: this mission has 0 to {self.last}"
            )

    # ---- moving -----------------------------------------------------------------------

    def go(self, index: int) -> MissionState:
        """The state after action `index` (0: the start)."""
        self._check(index)
        self.position = index
        return self.state

    def first(self) -> MissionState:
        return self.go(0)

    def end(self) -> MissionState:
        return self.go(self.last)

    def next_action(self) -> MissionState:
        if self.position == self.last:
            raise IllegalActionError("this is the last action of the mission")
        return self.go(self.position + 1)

    def previous_action(self) -> MissionState:
        if self.position == 0:
            raise IllegalActionError("this is the start of the mission")
        return self.go(self.position - 1)

    @property
    def stops(self) -> tuple[int, ...]:
        """Where a step by turn stops: the start, then the end of every turn (R-90)."""
        return tuple(sorted({0, *(t.end for t in self.turns)}))

    def next_turn(self) -> MissionState:
        """The end of the turn the position is in, or of the next one if it is there."""
        later = [s for s in self.stops if s > self.position]
        if not later:
            raise IllegalActionError("this is the end of the mission's last turn")
        return self.go(later[0])

    def previous_turn(self) -> MissionState:
        """The end of the turn before the position's (the start before turn 1)."""
        earlier = [s for s in self.stops if s < self.position]
        if not earlier:
            raise IllegalActionError("this is the start of the mission")
        return self.go(earlier[-1])

    def go_turn(self, number: int) -> MissionState:
        """The end of turn `number`."""
        return self.go(self.turn_numbered(number).end)

    # ---- saying -----------------------------------------------------------------------

    def heading(self) -> str:
        """Where the replay stands, in a line for the screen."""
        turn, state = self.turn, self.state
        turns = self.turns[-1].number
        where = "the start" if turn.number == 0 else f"turn {turn.number} of {turns} played"
        if self.position == 0:
            action = "before the first action"
        elif self.position == turn.end and turn.number > 0:
            action = f"its end (action {self.position} of {self.last})"
        else:
            action = f"action {self.position} of {self.last}"
        phase = f", {state.phase.value}" if turn.number > 0 else ""
        return f"{where.capitalize()}{phase}: {action}"


def _turns(states: States, steps: Sequence[Step]) -> tuple[Turn, ...]:
    """The states grouped by turn: a turn starts where `turn` changes (the "new turn"
    event's state); the start is turn 0 whatever its number says."""
    bounds: list[tuple[int, int]] = [(states.bare(0).turn, 0)]
    for index in range(1, len(states)):
        if states.bare(index).turn != states.bare(index - 1).turn:
            bounds.append((states.bare(index).turn, index))
    turns = []
    for n, (number, start) in enumerate(bounds):
        end = bounds[n + 1][1] - 1 if n + 1 < len(bounds) else len(states) - 1
        own = tuple(steps[i - 1] for i in range(max(start, 1), end + 1))
        lines = states.added(0) if start == 0 else ()
        lines += tuple(line for step in own for line in step.lines)
        turns.append(Turn(number, start, end, own, lines))
    return tuple(turns)
