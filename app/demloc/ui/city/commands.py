"""The City view's undo commands (issue 14: every action undoable): each runs its store
service in one transaction; its undo runs the service's inverse (store/city.py unsend,
resend, uncollect; store/city_events.py unanswer). An undo the city refuses (the task
is over, the money spent, the time to answer past) says why, and the command leaves the
history: the city is as it is."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand
from sqlalchemy.orm import Session

from demloc.rules.errors import RulesError
from demloc.store.database import StoreError
from demloc.store.schema import Guild

if TYPE_CHECKING:
    from demloc.ui.city.view import CityView

# A step of a command: (session, guild, now) -> None, inside the view's transaction.
Step = Callable[[Session, Guild, dt.datetime], None]


class CityCommand(QUndoCommand):
    """`do` ran already when the command is pushed; undo runs `undo`, redo runs `redo`."""

    def __init__(self, view: CityView, text: str, undo: Step, redo: Step) -> None:
        super().__init__(text)
        self.view, self._undo, self._redo = view, undo, redo
        self.first = True

    def _run(self, step: Step, done: str) -> None:
        try:
            self.view.run(step)
        except (StoreError, RulesError) as error:
            self.setObsolete(True)  # Qt takes it off the history
            self.view.say(f"Not {done}: {error}", refused=True)
        else:
            self.view.say(f"{done.capitalize()}: {self.text()}")

    def redo(self) -> None:
        if self.first:
            self.first = False
            return
        self._run(self._redo, "redone")

    def undo(self) -> None:
        self._run(self._undo, "undone")
