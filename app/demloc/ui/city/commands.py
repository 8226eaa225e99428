"""The City view's undo command (issue 14: every action undoable): each action is kept
as the rows it changed (store/city_changes.py, as the guild's, store/changes.py), and
its undo or redo puts back only those, in one transaction after what fell due is
settled. An undo the city refuses (the task is over, the spot collected or taken
since, the time to answer past, a change made in another window) says why, and the
command leaves the history: the city is as it is. One that waited for another
process's write and was cancelled stays on the history, where it was."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoCommand

from demloc.errors import BadInputError
from demloc.store import Session
from demloc.store.changes import GuildChange
from demloc.store.city_changes import apply_change
from demloc.store.database import DatabaseBusyError
from demloc.store.schema import Guild

if TYPE_CHECKING:
    from demloc.ui.city.view import CityView


class CityCommand(QUndoCommand):
    """The action ran already when the command is pushed; undo and redo replay `change`."""

    def __init__(self, view: CityView, text: str, change: GuildChange) -> None:
        super().__init__(text)
        self.view, self.change = view, change
        self.first = True
        self.stand = False  # the next undo/redo only moves the history back

    def _run(self, undo: bool) -> None:
        done = "undone" if undo else "redone"
        if self.stand:  # putting the history back where the city is
            self.stand = False
            return

        def step(session: Session, _guild: Guild, now: dt.datetime) -> None:
            view = self.view
            self.change = apply_change(
                session, self.change, undo=undo, text=self.text(), data=view.data,
                catalog=view.catalog, rules=view.rules, now=now,
            )  # fmt: skip

        try:
            self.view.run(step)
        except DatabaseBusyError as error:
            # Another process's write, waited for and cancelled (issue 27 item 8): the
            # city is as it was, so the command stays where it was on the history.
            self.view.say(f"Not {done}: {error}", refused=True)
            self.stand = True
            stack = self.view.undo_stack
            QTimer.singleShot(0, stack.redo if undo else stack.undo)
        except BadInputError as error:
            self.setObsolete(True)  # Qt takes it off the history
            self.view.say(f"Not {done}: {error}", refused=True)
        else:
            self.view.say(f"{done.capitalize()}: {self.text()}")

    def redo(self) -> None:
        if self.first:
            self.first = False
            return
        self._run(undo=False)

    def undo(self) -> None:
        self._run(undo=True)
