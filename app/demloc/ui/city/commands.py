"""The City view's undo commands (issue 14: every action undoable): each runs its store
service in one transaction; its undo runs the service's inverse (store/city.py unsend,
resend, uncollect; store/city_events.py unanswer). An undo the city refuses (the task
is over, the money spent, the time to answer past) says why, and the command leaves the
history: the city is as it is. One that waited for another process's write and was
cancelled stays on the history, where it was."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoCommand

from demloc.errors import BadInputError
from demloc.store import Session
from demloc.store.database import DatabaseBusyError
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
        self.stand = False  # the next undo/redo only moves the history back

    def _run(self, step: Step, done: str) -> None:
        if self.stand:  # putting the history back where the city is
            self.stand = False
            return
        try:
            self.view.run(step)
        except DatabaseBusyError as error:
            # Another process's write, waited for and cancelled (issue 27 item 8): the
            # city is as it was, so the command stays where it was on the history.
            self.view.say(f"Not {done}: {error}", refused=True)
            self.stand = True
            stack = self.view.undo_stack
            QTimer.singleShot(0, stack.redo if done == "undone" else stack.undo)
        except BadInputError as error:
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
