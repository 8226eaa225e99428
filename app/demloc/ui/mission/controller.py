"""The Mission view's controller: every step through `SetupLog.do`, then saved in one
transaction (store/missions.py), so a restart resumes the same step with the same
choices. It decides no rule: the core refuses a step with a SetupError, shown as is."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal

from demloc.missions.actions import Action, parse_action
from demloc.missions.errors import SetupError
from demloc.missions.log import SetupLog
from demloc.missions.setup import SetupContext, SetupState
from demloc.store import Sessions
from demloc.store import missions as store
from demloc.store.errors import StoreError
from demloc.store.steplog import LogMovedError


class SetupController(QObject):
    changed = Signal()  # the state changed: every screen refreshes
    refused = Signal(str)  # a step the core or the store refused, and why

    def __init__(self, sessions: Sessions, ctx: SetupContext) -> None:
        super().__init__()
        self.sessions, self.ctx = sessions, ctx
        self.setup_id = 0
        self.log = SetupLog(ctx, 0)
        self.redo_stack: list[Action] = []
        self.problem = ""  # why the saved set-up could not be resumed
        self.error = ""  # the last refusal, until the next step

    @property
    def state(self) -> SetupState:
        return self.log.state

    # ---- opening ----------------------------------------------------------------------

    def open(self) -> None:
        """Resume the set-up left open (or started) in the database, else a new one."""
        self.problem = ""
        try:
            with self.sessions.begin() as session:
                setup = store.current_setup(session)
                if setup is None:
                    setup = store.start_setup(session)
                self.setup_id = setup.id
                self.log = SetupLog(self.ctx, setup.seed)
                self.log = store.resume(session, setup, self.ctx)
                self.redo_stack = _redo_stack(store.redo_texts(session, setup))
        except StoreError as error:
            self.problem = str(error)
            self.redo_stack = []
        self.changed.emit()

    def follow(self) -> bool:
        """Open the set-up again when the one shown was closed meanwhile (its mission
        given up, RULINGS.md R-131, or another window began a new one): the Mission
        view then shows the set-up the database offers. True when it changed."""
        try:
            with self.sessions() as session:  # reads only
                current = store.current_setup(session)
        except StoreError:  # busy too (issue 27 item 8)
            return False  # the next step names what is wrong
        if current is not None and current.id == self.setup_id:
            return False
        self.open()
        return True

    def new_setup(self) -> None:
        """Leave the set-up shown (abandoned if open) and begin a new one."""
        try:
            with self.sessions.begin() as session:
                setup = store.start_setup(session)
                self.setup_id, self.log = setup.id, SetupLog(self.ctx, setup.seed)
        except StoreError as error:
            self.refuse(str(error))
            return
        self.problem = self.error = ""
        self.redo_stack.clear()
        self.changed.emit()

    # ---- steps --------------------------------------------------------------------------

    def do(self, action: Mapping[str, Any]) -> bool:
        """Apply one step and save it; False (and `refused`) if it was refused."""
        if self.problem:
            self.refuse("this set-up cannot go on: start a new one")
            return False
        try:
            self.log.do(action)
        except SetupError as error:
            self.refuse(str(error))
            return False
        if not self._save(self.log.actions[-1]):
            self.follow()  # a set-up closed meanwhile: the one offered now
            return False
        self.redo_stack.clear()
        self.error = ""
        self.changed.emit()
        return True

    def _save(self, action: Action) -> bool:
        try:
            with self.sessions.begin() as session:
                store.append(session, store.find_setup(session, self.setup_id), action, self.log)
        except StoreError as error:
            self.log.undo()  # not kept: the screen shows what the database holds
            self._not_saved("the step", error)
            return False
        return True

    def undo(self) -> bool:
        if not self.log.actions:
            self.refuse("nothing to undo")
            return False
        action = self.log.actions[-1]
        self.log.undo()
        try:
            with self.sessions.begin() as session:
                store.undo(session, store.find_setup(session, self.setup_id), self.log)
        except StoreError as error:
            self.log.do(action)
            self._not_saved("the undo", error)
            return False
        self.redo_stack.append(action)
        self.error = ""
        self.changed.emit()
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            self.refuse("nothing to redo")
            return False
        action = self.redo_stack.pop()
        try:
            self.log.do(action)  # as recorded: the same draw, the same dice
        except SetupError as error:
            self.refuse(str(error))
            return False
        try:
            with self.sessions.begin() as session:
                store.redo(
                    session,
                    store.find_setup(session, self.setup_id),
                    self.log.actions[-1],
                    self.log,
                )
        except StoreError as error:
            self.log.undo()
            self.redo_stack.append(action)
            self._not_saved("the redo", error)
            return False
        self.error = ""
        self.changed.emit()
        return True

    def _not_saved(self, what: str, error: StoreError) -> None:
        """A write refused; when another window moved the set-up since this one read
        it (store/steplog.py), the set-up is shown again as the database holds it (R-176)."""
        if isinstance(error, LogMovedError):
            self.open()
            self.refuse(f"{what} was not saved: another window changed this set-up, shown now")
            return
        self.refuse(f"{what} was not saved: {error}")

    def refuse(self, message: str) -> None:
        self.error = message
        self.refused.emit(message)
        self.changed.emit()


def _redo_stack(texts: list[str]) -> list[Action]:
    """The saved redo list; a step this build cannot read ends it there (redo is a
    convenience: the set-up itself is whole without it)."""
    stack: list[Action] = []
    for text in reversed(texts):  # the next to redo first
        try:
            stack.insert(0, parse_action(text))
        except SetupError:
            break
    return stack
