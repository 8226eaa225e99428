"""The state after each event of a mission, kept in memory linear in its events.

Each state's log is the log of the one before and the lines its event added (the core
only ever appends to it), so a mission that kept every state with its own log held the
square of its events (a 100,000-event save: 17 GB, issue 33's review). `States` keeps
each state without its log, the lines once (one list, only ever appended to: a copy
that shares it never sees a line change) and where each state's log ends; a state is
made whole again when read, and the same object is given back while anyone holds it
(`replay.state is mission.states[i]`): the state without its log, shared by every
copy, keeps a weak reference to its whole self.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Iterator, Sequence
from typing import overload

from demloc.missions.play.copies import replace
from demloc.missions.play.state import MissionState

# Where a state without its log keeps a weak reference to its whole self (not a field:
# `replace` never copies it).
_WHOLE = "_whole"


class States(Sequence[MissionState]):
    """A mission's states (`states[0]` the start), each whole when read."""

    def __init__(self, start: MissionState) -> None:
        self._bare: list[MissionState] = []
        self._ends: list[int] = []
        self._lines: list[str] = []
        self.append(start)

    def __len__(self) -> int:
        return len(self._bare)

    @overload
    def __getitem__(self, index: int) -> MissionState: ...
    @overload
    def __getitem__(self, index: slice) -> States: ...
    def __getitem__(self, index: int | slice) -> MissionState | States:
        if isinstance(index, slice):
            part = self.copy()
            part._bare, part._ends = self._bare[index], self._ends[index]
            return part
        bare = self._bare[index]
        known: weakref.ref[MissionState] | None = bare.__dict__.get(_WHOLE)
        made = known() if known is not None else None
        if made is None:
            made = replace(bare, log=tuple(self._lines[: self._ends[index]]))
            bare.__dict__[_WHOLE] = weakref.ref(made)
        return made

    def __setitem__(self, index: int, state: MissionState) -> None:
        """A state put in place of another (tests do; the log must be the one it had)."""
        if len(state.log) != self._ends[index]:
            raise ValueError("a state put in place keeps the log of the one it replaces")
        bare = replace(state, log=())
        bare.__dict__[_WHOLE] = weakref.ref(state)
        self._bare[index] = bare

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]

    def __iter__(self) -> Iterator[MissionState]:
        return (self[i] for i in range(len(self)))

    def bare(self, index: int) -> MissionState:
        """The state `index` without its log (all but the log, at no cost)."""
        return self._bare[index]

    def added(self, index: int) -> tuple[str, ...]:
        """The log's lines the event before state `index` added (none for the start's)."""
        start = self._ends[index - 1] if index > 0 else 0
        return tuple(self._lines[start : self._ends[index]])

    def append(self, state: MissionState) -> None:
        """`state` after the last one: its log is the last one's and its own lines."""
        end = self._ends[-1] if self._ends else 0
        self.append_bare(replace(state, log=()), state.log[end:])

    def append_bare(self, bare: MissionState, lines: Iterable[str]) -> None:
        """A state without its log after the last one, and the lines its event added."""
        end = self._ends[-1] if self._ends else 0
        if len(self._lines) != end:  # after an undo: the lines past it stay with the copies
            self._lines = self._lines[:end]
        self._lines.extend(lines)
        self._bare.append(bare)
        self._ends.append(len(self._lines))

    def truncate(self, length: int) -> None:
        """Keep the first `length` states (those past them were undone)."""
        del self._bare[length:], self._ends[length:]

    def copy(self) -> States:
        """A copy that this one's later changes leave as it is."""
        other = States.__new__(States)
        other._bare, other._ends, other._lines = list(self._bare), list(self._ends), self._lines
        return other


def whole(states: Sequence[MissionState]) -> States:
    """`states` (each whole, each log the one before's and more) as `States`."""
    found = States(states[0])
    for state in states[1:]:
        found.append(state)
    return found
