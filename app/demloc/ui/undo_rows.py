"""The Guild's and the City's undo command: one action kept in the database as the rows
it changed (store/row_history.py; issue 28, R-177). The action ran already when the
command is pushed; undo and redo replay the kept entry, in one transaction, through the
view's `replay`. Each view fills its histories from the database at start (`fill`), so
a restart shows the same Undo and Redo entries.

An undo or redo the store refuses says why, and leaves this window's list as the
database's (R-182): one refused for good (a row changed since, a rule) goes off both;
one another window undid, redid or dropped already reads this guild's list again from
the database, where the other window left it. One that
waited for another process's write and was cancelled, or one of a guild at the table in
a mission (6.4, R-116), stays where it was on the history, to be tried again."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoCommand, QUndoStack

from demloc.errors import BadInputError
from demloc.store import Sessions
from demloc.store.errors import DatabaseBusyError, StoreError
from demloc.store.row_history import Entry, HistoryMovedError
from demloc.ui.i18n import translate


class Replayer(Protocol):
    def replay(self, entry_id: int, undo: bool, text: str) -> None:
        """Undo (or redo) the kept entry in one transaction and show the view again;
        raises what the store raised (nothing written then)."""

    def say(self, text: str, *, refused: bool = False) -> None: ...

    def reread(self, stack: QUndoStack) -> None:
        """Fill `stack` again from the database (its guild's kept history)."""

    def drop(self, entry_id: int) -> None:
        """Take the entry off the database's history (a replay refused for good)."""


class RowCommand(QUndoCommand):
    def __init__(self, view: Replayer, stack: QUndoStack, text: str, entry_id: int) -> None:
        super().__init__(text)
        self.view, self.stack, self.entry_id = view, stack, entry_id
        self.first = True  # pushed done: the push itself applies nothing
        self.stand = False  # the next undo/redo only moves the history back

    def _run(self, undo: bool) -> None:
        not_done = (
            translate("undo_rows", "Not undone: {error}")
            if undo
            else translate("undo_rows", "Not redone: {error}")
        )
        if self.stand:  # putting the history back where the rows are
            self.stand = False
            return
        # Not at the module's top: ui.guild's package imports its view, which imports
        # this module (a cycle through the package, found by a child importing the city).
        from demloc.ui.guild.lock import GuildAtTableError

        try:
            self.view.replay(self.entry_id, undo, self.text())
        except (DatabaseBusyError, GuildAtTableError) as error:
            # Nothing changed and nothing is lost: the entry stays where it was, to be
            # tried once the other writer is done (issue 27 item 8) or the mission is
            # resolved or given up (6.4).
            self.view.say(not_done.format(error=error), refused=True)
            self.stand = True
            QTimer.singleShot(0, self.stack.redo if undo else self.stack.undo)
        except HistoryMovedError as error:
            self.setObsolete(True)  # Qt takes it off; then the database's list, as it is
            self.view.say(not_done.format(error=error), refused=True)
            view, stack = self.view, self.stack  # once Qt is done with this command:
            QTimer.singleShot(0, stack, lambda: view.reread(stack))
        except BadInputError as error:
            self.setObsolete(True)  # Qt takes it off the history, and so does the store
            self.view.say(not_done.format(error=error), refused=True)
            self.view.drop(self.entry_id)
        else:
            done = (
                translate("undo_rows", "Undone: {action}")
                if undo
                else translate("undo_rows", "Redone: {action}")
            )
            self.view.say(done.format(action=self.text()))

    def redo(self) -> None:
        if self.first:
            self.first = False
            return
        self._run(undo=False)

    def undo(self) -> None:
        self._run(undo=True)


def fill(view: Replayer, stack: QUndoStack, entries: Sequence[Entry]) -> None:
    """Put a guild's kept history on `stack`, where it stands, without doing or undoing
    anything: the entries after the last one done are undone (redoable)."""
    stack.clear()
    for entry in entries:
        stack.push(RowCommand(view, stack, entry.text, entry.id))
    index = max((n + 1 for n, entry in enumerate(entries) if not entry.undone), default=0)
    for n in range(index, stack.count()):
        command = stack.command(n)
        if isinstance(command, RowCommand):
            command.stand = True
    stack.setIndex(index)


class KeptHistories:
    """A view's `reread` and `drop` for the Guild's and the City's histories: each
    guild's list (`stacks` by guild name) of the view's `kind` of kept actions."""

    sessions: Sessions
    stacks: dict[str, QUndoStack]
    kind: str  # "guild" or "city": the history's kind in store/row_history.py

    def reread(self, stack: QUndoStack) -> None:
        """The guild's list as the database holds it (another window moved it, R-182);
        a guild made in this window loses its own entry, as after a restart (R-142)."""
        from demloc.store.guilds import find_guild
        from demloc.store.row_history import history

        name = next((n for n, s in self.stacks.items() if s is stack), None)
        try:
            with self.sessions.begin() as session:
                guild = find_guild(session, name) if name else None
                entries = history(session, guild.id, self.kind) if guild else []
        except StoreError:
            return  # the refusal was said; this list is read again at the next start
        fill(self, stack, entries)  # type: ignore[arg-type]  # the view is a Replayer

    def drop(self, entry_id: int) -> None:
        from demloc.store.row_history import drop

        try:
            with self.sessions.begin() as session:
                drop(session, entry_id)
        except StoreError:
            pass  # refused again at the next start, with the same reason
