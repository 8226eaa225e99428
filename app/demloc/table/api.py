"""The table API (issue 29): one mission's set-up and play through one object, for the
screens, the command line and (next) remote players. No Qt, no SQL: it calls the core
(`missions/`) for every rule and the store's services for every row.

A mission's id is its set-up's id. Every change is one transaction: the mission's
revision is read under the transaction's write lock (store/database.py), the copy this
Table holds is read again only when the revision moved (another window, process or
table changed it), the change is applied by the core, appended to its log, and the
revision goes up by one (R-183). A call given `at` is refused with LogMovedError unless
the mission is still at that revision. A refused step or event changes nothing, and its
message names the rule (TableError)."""

from __future__ import annotations

import dataclasses
import enum
import functools
import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from demloc import textio
from demloc.catalog.catalog import Catalog
from demloc.errors import BadInputError
from demloc.guild.rules import GuildRules
from demloc.missions.actions import Action, parse_action
from demloc.missions.errors import SetupError
from demloc.missions.log import SetupLog
from demloc.missions.play import Context, Mission, begin
from demloc.missions.resolution.model import Resolution
from demloc.missions.resolution.resolve import resolve
from demloc.missions.setup import Mode, Phase, SetupContext
from demloc.missions.start import start_game
from demloc.missions.table import TableGuild
from demloc.rules.dice import DiceSource
from demloc.rules.errors import RulesError
from demloc.store import Session, Sessions
from demloc.store import missions as setups
from demloc.store import play as plays
from demloc.store import results as results_store
from demloc.store.database import StoreError
from demloc.store.guilds import all_guilds, find_guild
from demloc.store.steplog import LogMovedError as StepLogMoved
from demloc.table.views import MissionView, OpenMission, Stage, play_view, setup_view

T = TypeVar("T")


class TableError(BadInputError):
    """A call refused: one line naming the rule and the thing refused; nothing changed."""


class LogMovedError(TableError):
    """Refused: the mission moved since the revision the call was made on (R-183)."""

    def __init__(self, mission_id: int, revision: int, at: int) -> None:
        super().__init__(
            f"mission {mission_id} moved: it is at revision {revision}, this was made on {at}"
        )
        self.mission_id, self.revision, self.at = mission_id, revision, at


class WriteOutcome(enum.Enum):
    WRITTEN = "written"  # the results are in the guilds now
    WRITTEN_BEFORE = "written before"  # a second writing: nothing changed
    TRAINING_FINISHED = "training finished"  # a training mission: nothing written (6.4)


NOT_SAVED = "this mission cannot go on as saved: give it up to begin another"
GUEST = (
    "{name} came to the table on a guild file: bring that file again to play the "
    "mission (a guest's file is read only when it is picked, R-159)"
)


@dataclasses.dataclass
class _Loaded:
    """A mission as this Table holds it, at `revision`: the set-up's log and redo
    stack, and once begun the mission in play."""

    revision: int
    status: str  # the set-up's: open | started | abandoned
    wanted: str  # the mode asked for at `new` ("": none)
    log: SetupLog
    redo: list[Action]
    play_id: int = 0
    play_status: str = ""
    mission: Mission | None = None
    problem: str = ""  # why it cannot go on as saved

    @property
    def stage(self) -> Stage:
        if self.status == "abandoned" or self.play_status == "abandoned":
            return Stage.GIVEN_UP
        return {"playing": Stage.PLAYING, "ended": Stage.ENDED, "resolved": Stage.WRITTEN}.get(
            self.play_status, Stage.SETUP
        )


class Table:
    """The missions of one database, set-up and play (module docstring)."""

    def __init__(self, sessions: Sessions, ctx: SetupContext, rules: GuildRules) -> None:
        self.sessions, self.ctx, self.rules = sessions, ctx, rules
        self.play_ctx = Context(ctx.tiles, ctx.catalog, ctx.dice)
        self._loaded: dict[int, _Loaded] = {}

    @classmethod
    def load(cls, sessions: Sessions, catalog: Catalog | None = None) -> Table:
        """The data files as the app loads them (table/context.py)."""
        from demloc.table.context import load_catalog, load_context

        loaded = load_context(sessions, catalog or load_catalog())
        return cls(sessions, loaded.ctx, loaded.rules)

    # ---- reading ------------------------------------------------------------------------

    def guilds(self) -> list[tuple[TableGuild, str]]:
        """Every guild of this database as the set-up reads it, and its account's name."""
        with self._reading() as session:
            return [
                (setups.table_guild(session, g, self.ctx.catalog), g.account.name)
                for g in all_guilds(session)
            ]

    def open_missions(self) -> list[OpenMission]:
        """The set-ups and the missions in progress, oldest first (R-181)."""
        with self._reading() as session:
            found = []
            for setup, _play in setups.open_setups(session):
                loaded = self._load(session, setup.id)
                players = tuple(p.name for p in loaded.log.state.players)
                found.append(OpenMission(setup.id, loaded.stage, self._phase(loaded),
                                         setup.mission_id, players, loaded.revision))  # fmt: skip
            return found

    def show(self, mission_id: int) -> MissionView:
        with self._reading() as session:
            return self._view(mission_id, self._load(session, mission_id))

    def current(self) -> tuple[int, int]:
        """The Mission view's set-up (the newest open one, store current_setup; 0: none)
        and the tracker's mission (the newest in play or ended, current_play: its set-up
        id, or 0). The app shows these (R-181)."""
        with self._reading() as session:
            setup = setups.current_setup(session)
            play = plays.current_play(session)
            return (setup.id if setup else 0, (play.setup_id or 0) if play else 0)

    def mission(self, mission_id: int) -> Mission | None:
        """The mission in play as this Table holds it (the tracker draws it)."""
        return self._get(mission_id).mission

    def log(self, mission_id: int) -> SetupLog:
        return self._get(mission_id).log

    def redo_stack(self, mission_id: int) -> list[Action]:
        return self._get(mission_id).redo

    def problem(self, mission_id: int) -> str:
        return self._get(mission_id).problem

    def play_id(self, mission_id: int) -> int:
        return self._get(mission_id).play_id

    def _get(self, mission_id: int) -> _Loaded:
        loaded = self._loaded.get(mission_id)
        if loaded is None:
            with self._reading() as session:
                loaded = self._load(session, mission_id)
        return loaded

    # ---- the set-up -----------------------------------------------------------------------

    def new(
        self,
        guilds: Sequence[str] = (),
        *,
        training: bool | None = None,
        seed: int | None = None,
        replaces: int | None = None,
    ) -> MissionView:
        """A new set-up with the guilds of this database named (in order, clockwise),
        the mode set once the mission is chosen and the set-up reaches its Mode phase.
        It abandons no other set-up (R-181), unless `replaces` names one (the Mission
        view's "New mission": the one it shows)."""
        mode = "" if training is None else (Mode.TRAINING if training else Mode.STANDARD).value
        try:
            with self._writing() as session:
                setup = setups.start_setup(
                    session, seed, abandon=() if replaces is None else (replaces,), mode=mode
                )
                log = SetupLog(self.ctx, setup.seed)
                for name in guilds:
                    guild = find_guild(session, name)
                    seated = setups.table_guild(session, guild, self.ctx.catalog).to_json()
                    self._core(functools.partial(log.do, {"action": "add_player", "guild": seated}))
                    setups.append(session, setup, log.actions[-1], log)
                made = setup.id
                loaded = _Loaded(setups.bump(session, made), setup.status, mode, log, [])
        except _RefusedError as refused:
            raise TableError(str(refused)) from None
        self._loaded[made] = loaded
        return self._view(made, loaded)

    def do(
        self, mission_id: int, action: Mapping[str, Any], *, at: int | None = None
    ) -> MissionView:
        """One set-up step (the log's own JSON action object)."""

        def change(session: Session, loaded: _Loaded) -> None:
            self._setting_up(loaded)
            log = loaded.log
            self._core(lambda: log.do(action))
            try:
                setups.append(session, setups.find_setup(session, mission_id), log.actions[-1], log)
            except BaseException:
                log.undo()
                raise
            loaded.redo.clear()
            self._wanted_mode(session, mission_id, loaded)

        return self._change(mission_id, at, change)

    def _wanted_mode(self, session: Session, mission_id: int, loaded: _Loaded) -> None:
        """The mode asked for at `new`, set as a step of its own on reaching Mode."""
        log = loaded.log
        if not loaded.wanted or log.state.phase is not Phase.MODE or log.state.mode:
            return
        if any(a.action == "set_mode" for a in log.actions):
            return  # set once: changed since by the table, it is the table's
        try:
            log.do({"action": "set_mode", "mode": loaded.wanted})
        except SetupError:
            return  # not this mission's mode (a training mission, R-50): the table's choice
        setups.append(session, setups.find_setup(session, mission_id), log.actions[-1], log)

    def _setting_up(self, loaded: _Loaded) -> None:
        if loaded.problem:
            raise TableError(loaded.problem)
        if loaded.stage is Stage.GIVEN_UP:
            raise TableError(f"this mission {setups.GIVEN_UP}")
        if loaded.stage is not Stage.SETUP:
            raise TableError(f"this set-up {setups.PLAYED}")

    # ---- undo and redo: the set-up's steps, or once begun the mission's events -------------

    def undo(self, mission_id: int, *, at: int | None = None) -> MissionView:
        def change(session: Session, loaded: _Loaded) -> None:
            if loaded.problem:
                raise TableError(NOT_SAVED)
            if loaded.mission is not None:
                self._in_play(loaded)
                mission = loaded.mission
                if mission.cursor == 0:
                    raise TableError("nothing to undo")
                mission.undo()
                plays.undo_event(session, self._play(session, loaded), cursor=mission.cursor)
                return
            self._setting_up(loaded)
            log = loaded.log
            if not log.actions:
                raise TableError("nothing to undo")
            action = log.actions[-1]
            log.undo()
            setups.undo(session, setups.find_setup(session, mission_id), log)
            loaded.redo.append(action)

        return self._change(mission_id, at, change)

    def redo(self, mission_id: int, *, at: int | None = None) -> MissionView:
        def change(session: Session, loaded: _Loaded) -> None:
            if loaded.problem:
                raise TableError(NOT_SAVED)
            if loaded.mission is not None:
                self._in_play(loaded)
                mission = loaded.mission
                if mission.cursor == len(mission.events):
                    raise TableError("nothing to redo")
                mission.redo()  # as recorded: the same dice, the same draw
                plays.redo_event(
                    session, self._play(session, loaded), mission.events[mission.cursor - 1],
                    mission.state, cursor=mission.cursor,
                )  # fmt: skip
                return
            self._setting_up(loaded)
            if not loaded.redo:
                raise TableError("nothing to redo")
            log = loaded.log
            self._core(lambda: log.do(loaded.redo[-1]))  # as recorded: the same draw
            setups.redo(session, setups.find_setup(session, mission_id), log.actions[-1], log)
            loaded.redo.pop()
            self._wanted_mode(session, mission_id, loaded)

        return self._change(mission_id, at, change)

    # ---- the play ---------------------------------------------------------------------------

    def begin(
        self,
        mission_id: int,
        *,
        guests: Mapping[str, Any] | None = None,
        at: int | None = None,
    ) -> MissionView:
        """ "Play the mission": the Ready set-up begun (6.4.1 "start game"), with what
        each guest's guild file gives it (`guests` by colour, R-159: read when picked,
        never opened here). Other missions in play are left playing (R-181)."""

        def change(session: Session, loaded: _Loaded) -> None:
            self._setting_up(loaded)
            state = loaded.log.state
            if state.phase is not Phase.READY:
                raise TableError(
                    f"the set-up is at {state.phase.label}: it begins once every player has "
                    "tapped 'start game' (6.4.1)"
                )
            brought = dict(guests or {})
            for player in state.players:
                if player.guild.source == "file" and player.colour not in brought:
                    raise TableError(GUEST.format(name=player.name))
            start = self._core(lambda: start_game(state, self.ctx))
            gods = setups.pantheons(session, start.players, self.ctx.catalog)
            ctx = dataclasses.replace(self.play_ctx, pantheons=dict(gods), boards={},
                                      boards_by_id={})  # fmt: skip
            seed = (loaded.log.seed * 7919 + mission_id) % 2**31
            try:
                mission = begin(start, ctx, seed)
            except RulesError as error:
                raise TableError(f"the mission cannot begin: {error}") from None
            play = plays.begin_play(
                session, mission, setup_id=mission_id, mission_id=start.mission.id,
                charged=start.charged, guests=brought or None, alone=False,
            )  # fmt: skip
            loaded.mission, loaded.play_id, loaded.play_status = mission, play.id, play.status

        return self._change(mission_id, at, change)

    def play(
        self,
        mission_id: int,
        event: Mapping[str, Any],
        *,
        faces: DiceSource | None = None,
        at: int | None = None,
    ) -> MissionView:
        """One event of the mission in play (the tracker's event object); `faces`: the
        dice rolled at the table, else the mission's own."""

        def change(session: Session, loaded: _Loaded) -> None:
            self._in_play(loaded)
            mission = loaded.mission
            assert mission is not None
            kept = (list(mission.events), list(mission.states), mission.cursor)
            self._core(lambda: mission.do(event, faces))
            try:
                play = self._play(session, loaded)
                plays.append_event(session, play, mission.events[-1], mission.state,
                                   cursor=mission.cursor)  # fmt: skip
            except BaseException:
                mission.events, mission.states, mission.cursor = kept
                raise
            loaded.play_status = play.status

        return self._change(mission_id, at, change)

    def _in_play(self, loaded: _Loaded) -> None:
        if loaded.problem:
            raise TableError(NOT_SAVED)
        if loaded.mission is None:
            raise TableError("the mission has not begun: its set-up is still being prepared")
        if loaded.stage not in (Stage.PLAYING, Stage.ENDED):
            raise TableError(f"the mission is {loaded.stage.value}: it takes no more events")

    def _play(self, session: Session, loaded: _Loaded) -> Any:
        return plays.find_play(session, loaded.play_id)

    # ---- the end ----------------------------------------------------------------------------

    def results(self, mission_id: int) -> Resolution:
        """The resolution (6.4.1): computed by the core before it is written; once
        written, what was written, never computed again."""
        with self._reading() as session:
            loaded = self._load(session, mission_id)
            return self._resolution(session, loaded)

    def _resolution(self, session: Session, loaded: _Loaded) -> Resolution:
        if loaded.mission is None:
            raise TableError("the mission has not begun: no results yet (6.4.1)")
        play = plays.find_play(session, loaded.play_id)
        stored = results_store.resolution_of(session, play)
        if stored is not None:
            return stored
        if loaded.stage is not Stage.ENDED and loaded.stage is not Stage.WRITTEN:
            raise TableError(
                f"the mission is {loaded.stage.value}, not over: end it first (7.3.2.3)"
            )
        resolution = self._core(lambda: resolve(loaded.mission, play.uuid, city=self.ctx.city))  # type: ignore[arg-type]
        return results_store.with_titles(session, play, resolution)

    def write(self, mission_id: int) -> WriteOutcome:
        """The results into every guild of this database, once, in one transaction: a
        second call says they were written before and changes nothing; a training
        mission writes nothing (6.4) and is finished."""
        outcome = WriteOutcome.WRITTEN

        def change(session: Session, loaded: _Loaded) -> None:
            nonlocal outcome
            resolution = self._resolution(session, loaded)
            assert loaded.mission is not None
            play = plays.find_play(session, loaded.play_id)
            now = results_store.write_results(
                session, play, resolution, catalog=self.ctx.catalog,
                log="\n".join(loaded.mission.state.log),
            )  # fmt: skip
            if not now:
                outcome = WriteOutcome.WRITTEN_BEFORE
                raise _UnchangedError
            outcome = WriteOutcome.WRITTEN if resolution.writes else WriteOutcome.TRAINING_FINISHED
            loaded.play_status = play.status

        self._change(mission_id, None, change)
        return outcome

    def give_up(self, mission_id: int, *, at: int | None = None) -> None:
        """The set-up, or the mission begun from it, given up: closed for good (R-131)."""

        def change(session: Session, loaded: _Loaded) -> None:
            if loaded.stage in (Stage.GIVEN_UP, Stage.WRITTEN):
                raise TableError(f"mission {mission_id} is {loaded.stage.value} already")
            if loaded.play_id:
                plays.abandon_play(session, plays.find_play(session, loaded.play_id))
                loaded.play_status = "abandoned"
            else:
                setups.abandon(session, setups.find_setup(session, mission_id))
            loaded.status = "abandoned"

        self._change(mission_id, at, change)

    def save(self, mission_id: int, path: Path) -> None:
        """The set-up's log, or the mission in play, to a file (whole or not at all)."""
        loaded = self._get(mission_id)
        data = loaded.mission.save_json() if loaded.mission else loaded.log.save_json()
        try:
            textio.write_atomic(path, json.dumps(data, indent=2) + "\n")
        except OSError as error:
            raise TableError(f"{path}: the mission was not saved: {error}") from None

    # ---- inside -------------------------------------------------------------------------------

    def _reading(self) -> Any:
        """A session that reads only (never committed); a store error is a TableError."""
        return _Guarded(self.sessions, write=False)

    def _writing(self) -> Any:
        return _Guarded(self.sessions, write=True)

    def _change(
        self, mission_id: int, at: int | None, change: Callable[[Session, _Loaded], None]
    ) -> MissionView:
        """One change in one transaction (module docstring). A refusal by the core
        leaves this Table's copy as it was (the core changes nothing); any other failure
        drops the copy, read again on the next call."""
        try:
            with self._writing() as session:
                loaded = self._load(session, mission_id)
                if at is not None and at != loaded.revision:
                    raise LogMovedError(mission_id, loaded.revision, at)
                change(session, loaded)
                loaded.revision = setups.bump(session, mission_id)
                return self._view(mission_id, loaded)
        except _UnchangedError:
            return self._view(mission_id, self._get(mission_id))
        except _RefusedError as refused:
            raise TableError(str(refused)) from None
        except BaseException:
            self._loaded.pop(mission_id, None)
            raise

    @staticmethod
    def _core(call: Callable[[], T]) -> T:
        """A call to the core: its refusal (naming the rule) is a TableError that keeps
        this Table's copy (the core changed nothing)."""
        try:
            return call()
        except (SetupError, RulesError) as error:
            raise _RefusedError(str(error)) from None

    def _load(self, session: Session, mission_id: int) -> _Loaded:
        """The mission at its stored revision: this Table's copy, or read again."""
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
        redo = _redo_stack(setups.redo_texts(session, setup))
        loaded = _Loaded(revision, setup.status, setup.mode, log, redo, problem=problem)
        play = setups.play_of(session, mission_id)
        if play is not None:
            loaded.play_id, loaded.play_status = play.id, play.status
            try:
                loaded.mission, _redo = plays.resume_play(session, play, self.play_ctx)
            except plays.PlayStoreError as error:
                loaded.mission, loaded.problem = error.kept, str(error)
        self._loaded[mission_id] = loaded
        return loaded

    def _view(self, mission_id: int, loaded: _Loaded) -> MissionView:
        if loaded.mission is not None:
            return play_view(mission_id, loaded.revision, loaded.stage, loaded.mission,
                             loaded.log.state, problem=loaded.problem)  # fmt: skip
        return setup_view(
            mission_id, loaded.revision, loaded.stage, loaded.log.state, self.ctx,
            can_undo=bool(loaded.log.actions), can_redo=bool(loaded.redo),
            problem=loaded.problem,
        )  # fmt: skip

    @staticmethod
    def _phase(loaded: _Loaded) -> str:
        if loaded.mission is not None:
            return loaded.mission.state.phase.value
        return loaded.log.state.phase.value


class _RefusedError(Exception):
    """The core refused: said as a TableError, this Table's copy kept."""


class _UnchangedError(Exception):
    """Nothing to change (a second writing): the transaction rolled back, no error."""


class _Guarded:
    """`sessions()` or `sessions.begin()`, a store error said as a TableError (its own
    message: it names the mission, the step or the file)."""

    def __init__(self, sessions: Sessions, *, write: bool) -> None:
        self.sessions, self.write = sessions, write
        self.context: Any = None

    def __enter__(self) -> Session:
        self.context = self.sessions.begin() if self.write else self.sessions()
        try:
            return self.context.__enter__()  # type: ignore[no-any-return]
        except StepLogMoved as error:  # pragma: no cover - begin reads nothing
            raise TableError(str(error)) from None

    def __exit__(self, kind: Any, error: Any, trace: Any) -> None:
        self.context.__exit__(kind, error, trace)
        if isinstance(error, StoreError):
            raise TableError(str(error)) from None


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
