"""The tracker's controller: a thin Qt adapter over the table API (issue 29,
app/demloc/table): every event goes to `Table.event` (the core's `Mission.do`, then one
small transaction: one row appended, marked undone, or done again), so a kill at any
moment loses no acknowledged action and a restart resumes the mission exactly where it
was, its redo list too. It decides no rule and opens no session: a refusal is shown as
the Table words it (the core's names the rule)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal

from demloc.missions.play import Context, Mission, MissionState
from demloc.missions.start import MissionStart
from demloc.rules.dice import DiceSource
from demloc.store import Sessions
from demloc.table import LogMovedError, NotSavedError, Table, TableError


class PlayController(QObject):
    changed = Signal()  # the mission moved: every part of the tracker refreshes
    refused = Signal(str)  # an event the core or the store refused, and why

    def __init__(self, sessions: Sessions, ctx: Context, table: Table | None = None) -> None:
        super().__init__()
        self.sessions, self.base = sessions, ctx
        self.table = table or Table.for_play(sessions, ctx)
        self.key = 0  # the mission's id at the table (0: none shown)
        self.revision = 0  # the revision this window shows
        self.error = ""  # the last refusal, until the next action
        self.resumed = ""  # said once in the banner: where the mission was resumed
        self.problem = ""  # why the mission in play could not be resumed

    @property
    def mission(self) -> Mission | None:
        return self.table.mission(self.key) if self.key else None

    @property
    def play_id(self) -> int:
        return self.table.play_id(self.key) if self.key else 0

    @property
    def ctx(self) -> Context:
        """The mission's rules context (its pantheons), else the tracker's own."""
        mission = self.mission
        return mission.ctx if mission is not None else self.base

    @property
    def state(self) -> MissionState:
        mission = self.mission
        assert mission is not None
        return mission.state

    @property
    def redo_count(self) -> int:
        mission = self.mission
        return 0 if mission is None else len(mission.events) - mission.cursor

    # ---- opening ------------------------------------------------------------------------

    def resume(self) -> bool:
        """The mission in play the database holds (playing, or ended and still
        undoable), replayed exactly where it was; False when there is none."""
        self.problem = ""
        try:
            self.key = self.table.current()[1]
            if not self.key:
                return False
            view = self.table.show(self.key)
        except TableError as error:
            self.problem, self.key = str(error), 0
            return False
        self.revision, self.problem = view.revision, view.problem
        mission = self.mission
        if mission is None:  # not even its start replays: the problem says so
            return False
        state = mission.state
        where = self.tr("turn {turn}, {phase}").format(turn=state.turn, phase=state.phase.value)
        if state.current:
            where = self.tr("{where}, {player} plays").format(where=where, player=state.current)
        actions = self.tr("%n action(s)", "", mission.cursor)
        if self.redo_count:
            actions = self.tr("{actions}, {count} to redo").format(
                actions=actions, count=self.redo_count
            )
        self.resumed = self.tr("Mission resumed where it was: {where} ({actions})").format(
            where=where, actions=actions
        ) + "".join(
            self.tr(". Warning: {warning}").format(warning=w) for w in mission.warnings
        )
        self.changed.emit()
        return True

    def begin_setup(self, setup_id: int, guests: Mapping[str, Any] | None = None) -> bool:
        """ "Play the mission": the Ready set-up `setup_id` begun (6.4.1 "start game")
        with what the guests' files give it (R-159); False (and `refused`) if refused."""
        try:
            view = self.table.begin(setup_id, guests=guests)
        except TableError as error:
            self.refuse(str(error))
            return False
        return self._opened(setup_id, view.revision)

    def begin(self, start: MissionStart, seed: int, pantheons: Mapping[str, tuple[str, ...]],
              guests: Mapping[str, Any] | None = None) -> bool:  # fmt: skip
        """A hand-off begun with no set-up in the database (a saved one, the tests'):
        the mission begun and kept in one transaction; False (and `refused`) if refused."""
        try:
            key = self.table.begin_start(start, seed, pantheons, guests=guests)
        except NotSavedError as error:
            self.refuse(self.tr("the mission was not saved: {error}").format(error=error))
            return False
        except TableError as error:
            self.refuse(str(error))
            return False
        return self._opened(key, 0)

    def _opened(self, key: int, revision: int) -> bool:
        self.key, self.revision = key, revision
        self.error = self.problem = self.resumed = ""
        self.changed.emit()
        return True

    def abandon(self) -> bool:
        """The table gives the mission up (it is no longer offered on start)."""
        try:
            self.table.give_up(self.key)
        except TableError as error:
            self.refuse(self.tr("the mission could not be given up: {error}").format(error=error))
            return False
        self.close()
        self.changed.emit()
        return True

    def refresh(self) -> bool:
        """The mission shown read again at its stored revision, which another device or
        window moved (issue 30: a player's tap on the shared table, ui/share.py): shown
        as it is now, no "resumed" banner, `changed`. False when it cannot be read (said)."""
        problem = self._reread()
        if problem:
            self.refuse(problem)
            return False
        self.changed.emit()
        return True

    def _reread(self) -> str:
        """The revision and the problem as stored now (the Table reads the mission again
        when it moved); why not, if it cannot be read."""
        if not self.key:
            return ""
        try:
            view = self.table.show(self.key)
        except TableError as error:
            return self.tr("the mission could not be read again: {error}").format(error=error)
        self.revision, self.problem, self.resumed = view.revision, view.problem, ""
        return ""

    def close(self) -> None:
        """The mission is no longer the tracker's: given up, or its results written
        (6.4.1). The database says so already; nothing is written here."""
        self.key = 0
        self.error = self.problem = self.resumed = ""

    # ---- events -------------------------------------------------------------------------

    def do(self, event: Mapping[str, Any], faces: DiceSource | None = None) -> bool:
        """Apply one event and save it; False (and `refused`) if it was refused."""
        if not self.key:
            self.refuse(self.tr("no mission in play"))
            return False
        return self._call(
            self.tr("the action"), lambda at: self.table.event(self.key, event, faces=faces, at=at)
        )

    def undo(self) -> bool:
        if not self.problem and (self.mission is None or self.mission.cursor == 0):
            self.refuse(self.tr("nothing to undo"))
            return False
        return self._call(self.tr("the undo"), lambda at: self.table.back(self.key, at=at))

    def redo(self) -> bool:
        if not self.problem and (self.mission is None or not self.redo_count):
            self.refuse(self.tr("nothing to redo"))
            return False
        return self._call(self.tr("the redo"), lambda at: self.table.again(self.key, at=at))

    def _call(self, what: str, call: Callable[[int], Any]) -> bool:
        try:
            self.revision = call(self.revision).revision
        except LogMovedError as error:
            # Another device or window acted first: nothing applied on top of
            # it; the mission shown as it is now, its revision the next tap's.
            self.refuse(
                self.tr("{what} was not saved: {error}: {now}").format(
                    what=what, error=error, now=self._reread() or self.tr("shown now")
                )
            )
            return False
        except NotSavedError as error:
            self.refuse(self.tr("{what} was not saved: {error}").format(what=what, error=error))
            return False
        except TableError as error:
            self.refuse(str(error))
            return False
        self.error = self.resumed = ""
        self.changed.emit()
        return True

    def refuse(self, message: str) -> None:
        self.error = message
        self.refused.emit(message)
        self.changed.emit()
