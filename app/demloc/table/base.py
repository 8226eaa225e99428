"""What every call of the table API shares (table/api.py's module docstring): the
missions this Table holds, each change in one transaction under the write lock with the
revision checked (R-183), a core's refusal said as a TableError, a mission read again
from the store when it moved."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from demloc.city.model import City
from demloc.guild.rules import GuildRules
from demloc.missions.errors import SetupError
from demloc.missions.log import SetupLog
from demloc.missions.play import Context
from demloc.missions.setup import SetupContext
from demloc.rules.errors import RulesError
from demloc.store import Session, Sessions, table_seats
from demloc.store import missions as setups
from demloc.store import play as plays
from demloc.store.errors import StoreError
from demloc.table.held import (
    NOT_SAVED,
    AppliedBeforeError,
    Guarded,
    Held,
    LogMovedError,
    NotSavedError,
    Origin,
    RefusedError,
    TableError,
    UnchangedError,
    redo_stack,
)
from demloc.table.views import MissionView, Stage, play_view, setup_view

if TYPE_CHECKING:
    from demloc.store.schema_play import MissionPlay

T = TypeVar("T")


class TableBase:
    """The machinery of a `Table`: its held missions and how a change is made."""

    def __init__(
        self, sessions: Sessions, ctx: SetupContext, rules: GuildRules | None = None
    ) -> None:
        self.sessions, self.ctx, self.rules = sessions, ctx, rules
        self.play_ctx = Context(ctx.tiles, ctx.catalog, ctx.dice)
        self.city: City | None = ctx.city  # the resolution's (the control spot, 6.4.1)
        self._loaded: dict[int, Held] = {}

    def _get(self, mission_id: int) -> Held:
        loaded = self._loaded.get(mission_id)
        if loaded is None:
            with self._reading() as session:
                loaded = self._load(session, mission_id)
        return loaded

    @staticmethod
    def _setting_up(loaded: Held) -> None:
        if loaded.problem:
            raise TableError("this set-up cannot go on: start a new one")
        if loaded.stage is Stage.GIVEN_UP:
            raise TableError(f"this mission {setups.GIVEN_UP}")
        if loaded.stage is not Stage.SETUP:
            raise TableError(f"this set-up {setups.PLAYED}")

    @staticmethod
    def _in_play(loaded: Held) -> None:
        if loaded.problem:
            raise TableError(NOT_SAVED)
        if loaded.mission is None:
            if loaded.stage is Stage.GIVEN_UP:
                raise TableError(f"this mission {setups.GIVEN_UP}")
            raise TableError("the mission has not begun: its set-up is still being prepared")
        if loaded.stage not in (Stage.PLAYING, Stage.ENDED):
            raise TableError(f"the mission is {loaded.stage.value}: it takes no more events")

    def _either(self, loaded: Held) -> None:
        """Undo and redo: the mission's events once begun, else the set-up's steps."""
        (self._in_play if loaded.mission is not None else self._setting_up)(loaded)

    @staticmethod
    def _ended(loaded: Held) -> None:
        if loaded.problem:
            raise TableError(NOT_SAVED)

    # ---- inside -------------------------------------------------------------------------------

    def _reading(self) -> Any:
        """A session that reads only (never committed); a store error is a TableError."""
        return Guarded(self.sessions, write=False)

    def _writing(self) -> Any:
        return Guarded(self.sessions, write=True)

    def _change(
        self,
        mission_id: int,
        at: int | None,
        change: Callable[[Session, Held], None],
        check: Callable[[Held], None] | None = None,
        origin: Origin | None = None,
    ) -> Held:
        """One change in one transaction (module docstring): a command of `origin`
        applied before is answered first (AppliedBeforeError: nothing done), `check`
        refuses what is refused whatever the revision (a mission given up), then `at`
        is checked; the command is recorded with the change. A refusal by the core
        leaves this Table's copy as it was (the core changes nothing); any other failure
        drops the copy, read again on the next call."""
        restore: Callable[[], None] | None = None
        try:
            with self._writing() as session:
                # Bumped first, one statement (rolled back with a refused change): the
                # revision before it is the stored one, under the write lock.
                after = setups.bump(session, mission_id) if mission_id > 0 else None
                loaded = self._load(session, mission_id, None if after is None else after - 1)
                if origin is not None and after is not None:
                    self._not_applied(session, mission_id, origin)
                if check is not None:
                    check(loaded)
                if at is not None and mission_id > 0 and at != loaded.revision:
                    raise LogMovedError(mission_id, loaded.revision, at)
                restore = loaded.snapshot()
                phase = loaded.log.state.phase
                change(session, loaded)
                if loaded.log.state.phase is not phase:  # Nexts were for the phase left
                    table_seats.clear_ready(session, mission_id)
                if origin is not None and after is not None:
                    table_seats.record(session, mission_id, origin.command, origin.sender,
                                       after, changed=True, what=origin.what)  # fmt: skip
                    if origin.keep is not None:
                        origin.keep(session)
            loaded.revision += 1
            return loaded
        except UnchangedError:
            return self._get(mission_id)
        except BaseException as error:
            if restore is not None:
                restore()  # as the database holds it still: nothing was kept
            if isinstance(error, NotSavedError) and error.moved:
                self._loaded.pop(mission_id, None)  # moved elsewhere: read it again
            if isinstance(error, RefusedError):
                refused = TableError(str(error))
                refused.index = error.index
                raise refused from None
            raise

    @staticmethod
    def _not_applied(session: Session, mission_id: int, origin: Origin) -> None:
        done = table_seats.applied(session, mission_id, origin.command)
        if done is not None:
            raise AppliedBeforeError(done)

    def mark(
        self,
        mission_id: int,
        origin: Origin,
        work: Callable[[Session, Held], T],
        *,
        at: int | None = None,
    ) -> tuple[T, int]:
        """A command that changes the table's rows beside the log, not the log (a
        player's Next marking him ready, R-187): in one transaction under the write
        lock, answered if applied before, refused if the mission moved since `at`,
        recorded at the revision it leaves unchanged. `work`'s answer, and the revision."""
        with self._writing() as session:
            revision = setups.revision(session, mission_id)
            self._not_applied(session, mission_id, origin)
            loaded = self._load(session, mission_id, revision)
            if at is not None and at != revision:
                raise LogMovedError(mission_id, revision, at)
            done = work(session, loaded)
            table_seats.record(session, mission_id, origin.command, origin.sender, revision,
                               changed=False)  # fmt: skip
        return done, revision

    @staticmethod
    def _core(call: Callable[[], T], index: int | None = None) -> T:
        """A call to the core: its refusal (naming the rule) is a TableError that keeps
        this Table's copy (the core changed nothing); `index`: which of several steps."""
        try:
            return call()
        except (SetupError, RulesError) as error:
            raise RefusedError(str(error), index) from None

    def _load(self, session: Session, mission_id: int, revision: int | None = None) -> Held:
        """The mission at its stored revision (read here, unless given): this Table's
        copy, or read again. A negative id is a mission in play begun without a set-up
        (older data, a saved hand-off): the screens' only, at the revision this Table
        counts."""
        if mission_id < 0:
            return self._loaded.get(mission_id) or self._load_play(session, mission_id)
        if revision is None:
            revision = setups.revision(session, mission_id)
        loaded = self._loaded.get(mission_id)
        if loaded is not None and loaded.revision == revision:
            return loaded
        setup = setups.find_setup(session, mission_id)
        problem = ""
        try:
            log = setups.resume(session, setup, self.ctx)
        except StoreError as error:
            log, problem = SetupLog(self.ctx, setup.seed), str(error)
        redo = redo_stack(setups.redo_texts(session, setup))
        loaded = Held(revision, setup.status, setup.mode, log, redo, problem=problem)
        self._resume(session, loaded, setups.play_of(session, mission_id))
        self._loaded[mission_id] = loaded
        return loaded

    def _load_play(self, session: Session, mission_id: int) -> Held:
        loaded = Held(0, "started", "", SetupLog(self.ctx, 0), [])
        self._resume(session, loaded, plays.find_play(session, -mission_id))
        self._loaded[mission_id] = loaded
        return loaded

    def _resume(self, session: Session, loaded: Held, play: MissionPlay | None) -> None:
        if play is None:
            return
        loaded.play_id, loaded.play_status = play.id, play.status
        try:
            loaded.mission, _redo = plays.resume_play(session, play, self.play_ctx)
        except plays.PlayStoreError as error:
            loaded.mission, loaded.problem = error.kept, str(error)

    def _view(self, mission_id: int, loaded: Held) -> MissionView:
        if loaded.mission is not None:
            view = play_view(mission_id, loaded.revision, loaded.stage, loaded.mission,
                             loaded.log.state, problem=loaded.problem)  # fmt: skip
        else:
            view = setup_view(
                mission_id, loaded.revision, loaded.stage, loaded.log.state, self.ctx,
                can_undo=bool(loaded.log.actions), can_redo=bool(loaded.redo),
                problem=loaded.problem,
            )  # fmt: skip
        if view.stage in (Stage.WRITTEN, Stage.GIVEN_UP):  # it takes no more steps
            return dataclasses.replace(view, needs=(), can_undo=False, can_redo=False)
        return view

    @staticmethod
    def _phase(loaded: Held) -> str:
        if loaded.mission is not None:
            return loaded.mission.state.phase.value
        return loaded.log.state.phase.value
