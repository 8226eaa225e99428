"""The Mission view's controller: a thin Qt adapter over the table API (issue 29,
app/demloc/table): every step goes to `Table.step` (the core's `SetupLog.do`, then one
transaction), made on the revision this window shows, so a step from a window another
has moved since is refused and the set-up shown again (R-176, R-183). It decides no
rule and opens no session: the refusal is shown as the Table words it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal

from demloc.missions.actions import Action
from demloc.missions.log import SetupLog
from demloc.missions.setup import SetupContext, SetupState
from demloc.store import Sessions
from demloc.table import LogMovedError, NotSavedError, Table, TableError


class SetupController(QObject):
    changed = Signal()  # the state changed: every screen refreshes
    refused = Signal(str)  # a step the core or the store refused, and why

    def __init__(self, sessions: Sessions, ctx: SetupContext, table: Table | None = None) -> None:
        super().__init__()
        self.sessions, self.ctx = sessions, ctx
        self.table = table or Table(sessions, ctx)
        self.setup_id = 0
        self.revision = 0  # the revision this window shows
        self._empty = SetupLog(ctx, 0)
        self.problem = ""  # why the saved set-up could not be resumed
        self.error = ""  # the last refusal, until the next step

    @property
    def log(self) -> SetupLog:
        if not self.setup_id or self.problem:
            return self._empty
        return self.table.log(self.setup_id)

    @property
    def redo_stack(self) -> list[Action]:
        return self.table.redo_stack(self.setup_id) if self.setup_id and not self.problem else []

    @property
    def state(self) -> SetupState:
        return self.log.state

    # ---- opening ----------------------------------------------------------------------

    def open(self) -> None:
        """Resume the set-up the app shows (the newest open one, R-181), else a new one."""
        self.problem = ""
        try:
            shown = self.table.current()[0]
            view = self.table.show(shown) if shown else self.table.new()
            self.setup_id, self.revision = view.id, view.revision
            self.problem = view.problem
        except TableError as error:
            self.problem = str(error)
        if self.problem:
            self._empty = SetupLog(self.ctx, 0)
        self.changed.emit()

    def follow(self) -> bool:
        """Open the set-up again when the one shown was closed meanwhile (its mission
        given up, RULINGS.md R-131, or another window began a new one): the Mission
        view then shows the set-up the database offers. True when it changed."""
        try:
            current = self.table.current()[0]
        except TableError:  # busy too (issue 27 item 8)
            return False  # the next step names what is wrong
        if current and current == self.setup_id:
            return False
        self.open()
        return True

    def refresh(self) -> bool:
        """The set-up shown read again at its stored revision, which another device or
        window moved (issue 30: a player's step on the shared table, ui/share.py): shown
        as it is now, `changed`. False when it cannot be read (said)."""
        if not self.setup_id:
            return False
        try:
            view = self.table.show(self.setup_id)
        except TableError as error:
            self.refuse(self.tr("the set-up could not be read again: {error}").format(error=error))
            return False
        self.revision, self.problem = view.revision, view.problem
        if self.problem:
            self._empty = SetupLog(self.ctx, 0)
        self.changed.emit()
        return True

    def new_setup(self) -> None:
        """Leave the set-up shown (abandoned if open) and begin a new one (R-181: the
        one shown only; a club's other tables keep theirs)."""
        try:
            view = self.table.new(replaces=self.setup_id or None)
        except TableError as error:
            self.refuse(str(error))
            return
        self.setup_id, self.revision = view.id, view.revision
        self.problem = self.error = ""
        self.changed.emit()

    # ---- steps --------------------------------------------------------------------------

    def do(self, action: Mapping[str, Any]) -> bool:
        """Apply one step and save it; False (and `refused`) if it was refused."""
        if self.problem:
            self.refuse(self.tr("this set-up cannot go on: start a new one"))
            return False
        return self._call(
            self.tr("the step"), lambda at: self.table.step(self.setup_id, action, at=at)
        )

    def undo(self) -> bool:
        if not self.log.actions:
            self.refuse(self.tr("nothing to undo"))
            return False
        return self._call(self.tr("the undo"), lambda at: self.table.back(self.setup_id, at=at))

    def redo(self) -> bool:
        if not self.redo_stack:
            self.refuse(self.tr("nothing to redo"))
            return False
        return self._call(self.tr("the redo"), lambda at: self.table.again(self.setup_id, at=at))

    def _call(self, what: str, call: Callable[[int], Any]) -> bool:
        try:
            self.revision = call(self.revision).revision
        except LogMovedError:
            # Another window moved the set-up since this one read it.
            self.open()
            self.refuse(
                self.tr(
                    "{what} was not saved: another window changed this set-up, shown now"
                ).format(what=what)
            )
            return False
        except NotSavedError as error:
            self.refuse(self.tr("{what} was not saved: {error}").format(what=what, error=error))
            return False
        except TableError as error:
            self.refuse(str(error))
            if "(R-131)" in str(error) or "(R-133)" in str(error):
                self.follow()  # a set-up closed meanwhile: the one offered now
                self.error = str(error)
            return False
        self.error = ""
        self.changed.emit()
        return True

    def refuse(self, message: str) -> None:
        self.error = message
        self.refused.emit(message)
        self.changed.emit()
