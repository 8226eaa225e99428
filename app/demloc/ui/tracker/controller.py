"""The tracker's controller: every event through `Mission.do`, then saved in one small
transaction (store/play.py: one row appended, marked undone, or done again), so a kill
at any moment loses no acknowledged action and a restart resumes the mission exactly
where it was, its redo list too. It decides no rule: the core refuses an event with a
RulesError naming the rule, shown as is."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal

from demloc.missions.play import Context, Mission, MissionState, begin
from demloc.missions.start import MissionStart
from demloc.rules.dice import DiceSource
from demloc.rules.errors import RulesError
from demloc.store import Sessions
from demloc.store import play as store
from demloc.store.errors import StoreError


class PlayController(QObject):
    changed = Signal()  # the mission moved: every part of the tracker refreshes
    refused = Signal(str)  # an event the core or the store refused, and why

    def __init__(self, sessions: Sessions, ctx: Context) -> None:
        super().__init__()
        self.sessions, self.ctx = sessions, ctx
        self.mission: Mission | None = None
        self.play_id = 0
        self.error = ""  # the last refusal, until the next action
        self.resumed = ""  # said once in the banner: where the mission was resumed
        self.problem = ""  # why the mission in play could not be resumed

    @property
    def state(self) -> MissionState:
        assert self.mission is not None
        return self.mission.state

    @property
    def redo_count(self) -> int:
        return 0 if self.mission is None else len(self.mission.events) - self.mission.cursor

    # ---- opening ------------------------------------------------------------------------

    def resume(self) -> bool:
        """The mission in play the database holds (playing, or ended and still
        undoable), replayed exactly where it was; False when there is none."""
        self.problem = ""
        try:
            with self.sessions.begin() as session:
                play = store.current_play(session)
                if play is None:
                    return False
                self.play_id = play.id
                self.mission, _redo = store.resume_play(session, play, self.ctx)
        except store.PlayStoreError as error:
            self.problem = str(error)
            self.mission = error.kept
            if self.mission is None:
                return False
        except StoreError as error:
            self.problem = str(error)
            return False
        state = self.state
        self.resumed = (
            f"Mission resumed where it was: turn {state.turn}, {state.phase.value}"
            + (f", {state.current} plays" if state.current else "")
            + f" ({self.mission.cursor} actions"
            + (f", {self.redo_count} to redo" if self.redo_count else "")
            + ")"
        ) + "".join(f". Warning: {w}" for w in self.mission.warnings)
        self.changed.emit()
        return True

    def begin(self, start: MissionStart, seed: int, pantheons: Mapping[str, tuple[str, ...]],
              setup_id: int | None = None,
              guests: Mapping[str, Any] | None = None) -> bool:  # fmt: skip
        """The set-up handed to the tracker (6.4.1 "start game"): the mission begun and
        kept in one transaction, with what the guests' files give it (`guests` by colour,
        R-159); False (and `refused`) if either refuses it."""
        ctx = Context(self.ctx.library, self.ctx.catalog, self.ctx.dice, dict(pantheons))
        try:
            mission = begin(start, ctx, seed)
        except RulesError as error:
            self.refuse(f"the mission cannot begin: {error}")
            return False
        try:
            with self.sessions.begin() as session:
                play = store.begin_play(
                    session, mission, setup_id=setup_id, mission_id=start.mission.id,
                    charged=start.charged, guests=guests,
                )  # fmt: skip
                self.play_id = play.id
        except StoreError as error:
            self.refuse(f"the mission was not saved: {error}")
            return False
        self.ctx, self.mission = ctx, mission
        self.error = self.problem = self.resumed = ""
        self.changed.emit()
        return True

    def abandon(self) -> bool:
        """The table gives the mission up (it is no longer offered on start)."""
        try:
            with self.sessions.begin() as session:
                play = store.find_play(session, self.play_id)
                store.abandon_play(session, play)
        except StoreError as error:
            self.refuse(f"the mission could not be given up: {error}")
            return False
        self.close()
        self.changed.emit()
        return True

    def close(self) -> None:
        """The mission is no longer the tracker's: given up, or its results written
        (6.4.1). The database says so already; nothing is written here."""
        self.mission, self.play_id = None, 0
        self.error = self.problem = self.resumed = ""

    # ---- events -------------------------------------------------------------------------

    def do(self, event: Mapping[str, Any], faces: DiceSource | None = None) -> bool:
        """Apply one event and save it; False (and `refused`) if it was refused."""
        mission = self.mission
        if mission is None:
            self.refuse("no mission in play")
            return False
        if self.problem:
            # The rows past the damaged one are still in the database: an event added
            # now would follow them, not the state shown.
            self.refuse("this mission cannot go on as saved: give it up to begin another")
            return False
        kept = (list(mission.events), list(mission.states), mission.cursor)
        try:
            mission.do(event, faces)
        except RulesError as error:
            self.refuse(str(error))
            return False
        try:
            with self.sessions.begin() as session:
                # cursor: refused if another window or process moved the log meanwhile
                play = store.find_play(session, self.play_id)
                store.append_event(session, play, mission.events[-1], mission.state,
                                   cursor=mission.cursor)  # fmt: skip
        except StoreError as error:
            # Not kept: the screen shows what the database holds, the redo list too.
            mission.events, mission.states, mission.cursor = kept
            self.refuse(f"the action was not saved: {error}")
            return False
        self._done()
        return True

    def undo(self) -> bool:
        mission = self.mission
        if self.problem:
            self.refuse("this mission cannot go on as saved: give it up to begin another")
            return False
        if mission is None or mission.cursor == 0:
            self.refuse("nothing to undo")
            return False
        mission.undo()
        try:
            with self.sessions.begin() as session:
                store.undo_event(
                    session, store.find_play(session, self.play_id), cursor=mission.cursor
                )
        except StoreError as error:
            mission.redo()
            self.refuse(f"the undo was not saved: {error}")
            return False
        self._done()
        return True

    def redo(self) -> bool:
        mission = self.mission
        if self.problem:
            self.refuse("this mission cannot go on as saved: give it up to begin another")
            return False
        if mission is None or not self.redo_count:
            self.refuse("nothing to redo")
            return False
        mission.redo()  # as recorded: the same dice, the same draw
        try:
            with self.sessions.begin() as session:
                store.redo_event(session, store.find_play(session, self.play_id),
                                 mission.events[mission.cursor - 1], mission.state,
                                 cursor=mission.cursor)  # fmt: skip
        except StoreError as error:
            mission.undo()
            self.refuse(f"the redo was not saved: {error}")
            return False
        self._done()
        return True

    def _done(self) -> None:
        self.error = self.resumed = ""
        self.changed.emit()

    def refuse(self, message: str) -> None:
        self.error = message
        self.refused.emit(message)
        self.changed.emit()
