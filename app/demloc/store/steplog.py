"""A log of text steps with a cursor (issue 28): the one undo mechanism of the set-up
(store/missions.py) and of the mission in play (store/play.py).

A log is the rows of one owner (a set-up, a mission in play) in its table of steps:
each row has its place `seq` (1, 2, 3 ...), its text and an `undone` flag. The rows
done always come first and the undone ones after them, so the log's cursor is the
number of rows done. `append` drops the undone rows and adds one (a new step ends
redo); `undo` marks the last row done undone; `redo` marks the first undone row done
again, with the text the caller recorded on redoing it. Nothing else is ever written,
so undo and redo survive a restart: `done_texts` is what to replay, `redo_texts` the
redo stack.

Every write is made under the log's lock (`StepLog.lock`: its owner's row, updated
under the transaction's write lock, store/transactions.py), then the owner's own check
(`Steps.check`: a set-up given up, a mission abandoned), then, with the caller's
`cursor` (the number of steps its own copy holds once the write is made), the check
that no other writer (window, process) has moved the log since the caller read it:
LogMovedError, and nothing is written. The caller reads the log again and goes on.

What the texts say is not this module's business: its owner parses and replays them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from sqlalchemy import ColumnElement, delete, select, update
from sqlalchemy.orm import InstrumentedAttribute, Session

from demloc.store.errors import StoreError


class StepLogError(StoreError):
    """A write the log refused (nothing to undo, nothing to redo); nothing written.
    `log_id` is the owner's id, `step` the place in the log the refusal is about."""

    def __init__(self, message: str, *, log_id: int, step: int) -> None:
        super().__init__(message)
        self.log_id, self.step = log_id, step


class LogMovedError(StepLogError):
    """Another writer moved the log since the caller read it: nothing written; read the
    log again (`step`: where the log is, the caller's cursor being elsewhere)."""


@dataclasses.dataclass(frozen=True)
class Steps:
    """Where one kind of log keeps its rows (the adapter its owner module gives): the
    owner's class (an `id` and a `status` column), the rows' class (`seq`, `text`,
    `undone` columns) and the column naming a row's owner; `name` and `what` word the
    refusals ("mission set-up 3 has moved on elsewhere (step 5, not 4) ..."); `check`
    is the owner's refusal of a write (given the owner's id), under the lock."""

    owner: type[Any]
    row: type[Any]
    log: InstrumentedAttribute[int]
    name: str
    what: str
    check: Callable[[Session, int], None]


class StepLog:
    """The log of the owner `owner_id` in `steps`, read and written through `session`
    (never committed here: the caller owns one transaction per step)."""

    def __init__(self, session: Session, steps: Steps, owner_id: int) -> None:
        self.session, self.steps, self.owner_id = session, steps, owner_id

    # ---- reading ------------------------------------------------------------------------

    def done_texts(self) -> list[str]:
        """The steps done, in order: what to replay."""
        return self._texts(undone=False)

    def redo_texts(self) -> list[str]:
        """The undone steps as a redo stack: the next to redo last."""
        return self._texts(undone=True)[::-1]

    # ---- writing ------------------------------------------------------------------------

    def start(self, texts: Sequence[str], cursor: int) -> None:
        """The rows of a new log: `texts` in order, those past `cursor` undone (redo's)."""
        for seq, text in enumerate(texts, start=1):
            self.session.add(self._row(seq, text, undone=seq > cursor))
        self.session.flush()

    def append(self, text: str, *, cursor: int | None = None) -> None:
        """`text` as the next step; the undone steps go (a new step ends redo)."""
        self.lock()
        seq = self._last(undone=False) + 1
        self._moved(cursor, seq)
        row = self.steps.row
        self.session.execute(delete(row).where(self._mine(), row.undone.is_(True)))
        self.session.add(self._row(seq, text, undone=False))
        self.session.flush()

    def undo(self, *, cursor: int | None = None) -> None:
        """The last step done marked undone (kept for redo)."""
        self.lock()
        seq = self._last(undone=False)
        if seq == 0:
            raise StepLogError("nothing to undo", log_id=self.owner_id, step=0)
        self._moved(cursor, seq - 1)
        self._set(seq, undone=True)

    def redo(self, text: str, *, cursor: int | None = None) -> None:
        """The first undone step done again, as `text` (what the caller recorded on
        redoing it: the same step, with what it drew)."""
        self.lock()
        seq = self._last(undone=False) + 1
        if self._last(undone=True) == 0:
            raise StepLogError("nothing to redo", log_id=self.owner_id, step=seq)
        self._moved(cursor, seq)
        self._set(seq, undone=False, text=text)

    def lock(self) -> None:
        """Take the log's lock and refuse a write its owner refuses: the owner's row is
        updated (the transaction's write lock is held already, on both engines; this
        locks the row too, a second guard), then the owner's check reads it."""
        owner = self.steps.owner
        self.session.flush()
        self.session.execute(
            update(owner)
            .where(owner.id == self.owner_id)
            .values(status=owner.status)
            .execution_options(synchronize_session=False)
        )
        self.steps.check(self.session, self.owner_id)

    # ---- inside -------------------------------------------------------------------------

    def _moved(self, cursor: int | None, expected: int) -> None:
        """Refuse a write whose caller is not where the log is: another writer has
        moved it since the caller read it."""
        if cursor is not None and cursor != expected:
            raise LogMovedError(
                f"{self.steps.name} {self.owner_id} has moved on elsewhere "
                f"({self.steps.what} {expected}, not {cursor}): resume it again",
                log_id=self.owner_id,
                step=expected,
            )

    def _mine(self) -> ColumnElement[bool]:
        return self.steps.log == self.owner_id

    def _row(self, seq: int, text: str, *, undone: bool) -> object:
        fields = {self.steps.log.key: self.owner_id, "seq": seq, "text": text, "undone": undone}
        return self.steps.row(**fields)

    def _set(self, seq: int, **values: object) -> None:
        """Step `seq` marked done or undone (redo: with its text as recorded again);
        the rows in the session follow."""
        row = self.steps.row
        self.session.execute(update(row).where(self._mine(), row.seq == seq).values(**values))
        self.session.flush()

    def _last(self, *, undone: bool) -> int:
        """The last done (or undone) step's place in the log; 0: none."""
        row = self.steps.row
        found = self.session.scalar(
            select(row.seq)
            .where(self._mine(), row.undone.is_(undone))
            .order_by(row.seq.desc())
            .limit(1)
        )
        return found or 0

    def _texts(self, *, undone: bool) -> list[str]:
        row = self.steps.row
        return list(
            self.session.scalars(
                select(row.text).where(self._mine(), row.undone.is_(undone)).order_by(row.seq)
            )
        )
