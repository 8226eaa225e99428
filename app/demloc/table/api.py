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

import datetime
import enum
import functools
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from demloc import textio
from demloc.catalog.catalog import Catalog
from demloc.city.model import City
from demloc.errors import BadInputError
from demloc.missions.actions import Action
from demloc.missions.errors import SetupError
from demloc.missions.log import SetupLog
from demloc.missions.play import Context, Mission, begin
from demloc.missions.resolution.model import Resolution
from demloc.missions.resolution.resolve import resolve
from demloc.missions.setup import Mode, Phase, SetupContext
from demloc.missions.start import MissionStart, start_game
from demloc.missions.table import TableGuild
from demloc.rules.dice import DiceSource
from demloc.rules.errors import RulesError
from demloc.store import Session, Sessions, guild_file, table_seats
from demloc.store import missions as setups
from demloc.store import play as plays
from demloc.store import results as results_store
from demloc.store.guilds import all_guilds, find_guild
from demloc.table.base import TableBase
from demloc.table.held import (
    GUEST,
    AppliedBeforeError,
    Held,
    LogMovedError,
    NotSavedError,
    Origin,
    RefusedError,
    TableError,
    UnchangedError,
)
from demloc.table.views import MissionView, OpenMission, Stage

__all__ = [
    "AppliedBeforeError", "LogMovedError", "NotSavedError", "Origin", "Table", "TableError",
    "WriteOutcome",
]  # fmt: skip

if TYPE_CHECKING:
    from demloc.store.schema_play import MissionPlay


class WriteOutcome(enum.Enum):
    WRITTEN = "written"  # the results are in the guilds now
    WRITTEN_BEFORE = "written before"  # a second writing: nothing changed
    TRAINING_FINISHED = "training finished"  # a training mission: nothing written (6.4)


class Table(TableBase):
    """The missions of one database, set-up and play (module docstring)."""

    @classmethod
    def for_play(cls, sessions: Sessions, ctx: Context, city: City | None = None) -> Table:
        """A table for missions in play only (a tracker opened on its own): no mission
        library; `city` the resolution's."""
        from demloc.city.model import load_city

        setup = SetupContext(missions={}, catalog=ctx.catalog, tiles=ctx.library,
                             city=city or load_city(), dice=ctx.dice)  # fmt: skip
        table = cls(sessions, setup, None)
        table.play_ctx, table.city = ctx, city
        return table

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
        """What the app shows (R-181): the Mission view's set-up (the newest, unless
        closed: store current_setup; 0: none) and the tracker's mission (the newest in
        play or ended: current_play; its set-up's id, minus its own id when it has no
        set-up; 0: none)."""
        with self._reading() as session:
            setup = setups.current_setup(session)
            play = plays.current_play(session)
            shown = 0 if play is None else (play.setup_id or -play.id)
            return (setup.id if setup else 0, shown)

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
                loaded = Held(setups.bump(session, made), setup.status, mode, log, [])
        except RefusedError as refused:
            raise TableError(str(refused)) from None
        self._loaded[made] = loaded
        return self._view(made, loaded)

    def do(
        self, mission_id: int, action: Mapping[str, Any], *, at: int | None = None
    ) -> MissionView:
        """One set-up step (the log's own JSON action object)."""
        return self._view(mission_id, self.step(mission_id, action, at=at))

    def step(
        self,
        mission_id: int,
        action: Mapping[str, Any],
        *,
        at: int | None = None,
        origin: Origin | None = None,
    ) -> Held:
        """`do` without the view (the Mission view's adapter reads the log itself);
        `origin`: a command sent over the net (issue 30), recorded with the change."""
        return self.steps(mission_id, [action], at=at, origin=origin)

    def do_all(
        self, mission_id: int, actions: Sequence[Mapping[str, Any]], *, at: int | None = None
    ) -> MissionView:
        """Set-up steps in order, in one change: all kept, or none when one is refused
        (its place in the TableError's `index`; RULINGS.md R-185)."""
        return self._view(mission_id, self.steps(mission_id, actions, at=at))

    def steps(
        self,
        mission_id: int,
        actions: Sequence[Mapping[str, Any]],
        *,
        at: int | None = None,
        origin: Origin | None = None,
    ) -> Held:
        def change(session: Session, loaded: Held) -> None:
            log = loaded.log
            setup = setups.find_setup(session, mission_id)
            for index, action in enumerate(actions):
                self._core(functools.partial(log.do, action), index if len(actions) > 1 else None)
                setups.append(session, setup, log.actions[-1], log)
                loaded.redo.clear()
                self._wanted_mode(session, mission_id, loaded)

        return self._change(mission_id, at, change, self._setting_up, origin)

    def _wanted_mode(self, session: Session, mission_id: int, loaded: Held) -> None:
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

    # ---- undo and redo: the set-up's steps, or once begun the mission's events -------------

    def undo(self, mission_id: int, *, at: int | None = None) -> MissionView:
        return self._view(mission_id, self.back(mission_id, at=at))

    def redo(self, mission_id: int, *, at: int | None = None) -> MissionView:
        return self._view(mission_id, self.again(mission_id, at=at))

    def back(self, mission_id: int, *, at: int | None = None, origin: Origin | None = None) -> Held:
        """`undo` without the view (the screens' adapters; `origin`: over the net)."""

        def change(session: Session, loaded: Held) -> None:
            mission = loaded.mission
            if mission is not None:
                if mission.cursor == 0:
                    raise TableError(
                        "nothing to undo: the mission has begun, and its set-up is played "
                        "once (R-133)"
                    )
                mission.undo()
                plays.undo_event(session, self._play(session, loaded), cursor=mission.cursor)
                loaded.play_status = "playing"
                return
            log = loaded.log
            if not log.actions:
                raise TableError("nothing to undo")
            action = log.actions[-1]
            log.undo()
            setups.undo(session, setups.find_setup(session, mission_id), log)
            loaded.redo.append(action)

        return self._change(mission_id, at, change, self._either, origin)

    def again(self, mission_id: int, *, at: int | None = None) -> Held:
        """`redo` without the view (the screens' adapters)."""

        def change(session: Session, loaded: Held) -> None:
            mission = loaded.mission
            if mission is not None:
                if mission.cursor == len(mission.events):
                    raise TableError("nothing to redo")
                mission.redo()  # as recorded: the same dice, the same draw
                play = self._play(session, loaded)
                plays.redo_event(session, play, mission.events[mission.cursor - 1],
                                 mission.state, cursor=mission.cursor)  # fmt: skip
                loaded.play_status = play.status
                return
            if not loaded.redo:
                raise TableError("nothing to redo")
            log = loaded.log
            self._core(lambda: log.do(loaded.redo[-1]))  # as recorded: the same draw
            setups.redo(session, setups.find_setup(session, mission_id), log.actions[-1], log)
            loaded.redo.pop()
            self._wanted_mode(session, mission_id, loaded)

        return self._change(mission_id, at, change, self._either)

    # ---- the play ---------------------------------------------------------------------------

    def begin(
        self,
        mission_id: int,
        *,
        guests: Mapping[str, Any] | None = None,
        at: int | None = None,
        origin: Origin | None = None,
    ) -> MissionView:
        """ "Play the mission": the Ready set-up begun (6.4.1 "start game"), with what
        each guest's guild file gives it (`guests` by colour, R-159: read when picked,
        never opened here; `brought` gives those brought over the net). Other missions
        in play are left playing (R-181)."""

        def change(session: Session, loaded: Held) -> None:
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
            seed = (loaded.log.seed * 7919 + mission_id) % 2**31
            self._begin(session, loaded, start, seed, gods, mission_id, brought, alone=False)

        return self._view(
            mission_id, self._change(mission_id, at, change, self._setting_up, origin)
        )

    def brought(self, mission_id: int) -> dict[str, Any]:
        """What the guilds brought over the net give the hand-off, by the colour each
        plays now (R-189: for `begin`'s `guests`): those still at the table as seated."""
        with self._reading() as session:
            kept = table_seats.guests(session, mission_id)
            state = self._load(session, mission_id).log.state
        found: dict[str, Any] = {}
        for player in state.players:
            seated = player.guild.to_json()
            for guild, guest in kept:
                if guild == seated:
                    found[player.colour] = guest
        return found

    def begin_start(
        self,
        start: MissionStart,
        seed: int,
        pantheons: Mapping[str, tuple[str, ...]],
        *,
        guests: Mapping[str, Any] | None = None,
    ) -> int:
        """A mission begun from a hand-off with no set-up in the database (the
        tracker's tests, a saved hand-off): its id here is minus its play's id, and any
        other mission in play is abandoned (one table, one mission: the app's way)."""
        loaded = Held(0, "started", "", SetupLog(self.ctx, 0), [])
        try:
            with self._writing() as session:
                self._begin(session, loaded, start, seed, pantheons, None, dict(guests or {}))
        except RefusedError as refused:
            raise TableError(str(refused)) from None
        self._loaded[-loaded.play_id] = loaded
        return -loaded.play_id

    def _begin(
        self, session: Session, loaded: Held, start: MissionStart, seed: int,
        pantheons: Mapping[str, tuple[str, ...]], setup_id: int | None,
        guests: dict[str, Any], *, alone: bool = True,
    ) -> None:  # fmt: skip
        ctx = Context(self.play_ctx.library, self.play_ctx.catalog, self.play_ctx.dice,
                      dict(pantheons))  # fmt: skip
        try:
            mission = begin(start, ctx, seed)
        except RulesError as error:
            raise RefusedError(f"the mission cannot begin: {error}") from None
        play = plays.begin_play(
            session, mission, setup_id=setup_id, mission_id=start.mission.id,
            charged=start.charged, guests=guests or None, alone=alone,
        )  # fmt: skip
        loaded.mission, loaded.play_id, loaded.play_status = mission, play.id, play.status

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
        return self._view(mission_id, self.event(mission_id, event, faces=faces, at=at))

    def event(
        self,
        mission_id: int,
        event: Mapping[str, Any],
        *,
        faces: DiceSource | None = None,
        at: int | None = None,
        origin: Origin | None = None,
    ) -> Held:
        """`play` without the view: the tracker's tap (it draws the mission itself);
        `origin`: a command sent over the net (issue 30), recorded with the change."""
        return self.events(mission_id, [event], faces=faces, at=at, origin=origin)

    def play_all(
        self, mission_id: int, events: Sequence[Mapping[str, Any]], *, at: int | None = None
    ) -> MissionView:
        """Events in order, in one change: all kept, or none when one is refused (its
        place in the TableError's `index`; R-185)."""
        return self._view(mission_id, self.events(mission_id, events, at=at))

    def events(
        self,
        mission_id: int,
        events: Sequence[Mapping[str, Any]],
        *,
        faces: DiceSource | None = None,
        at: int | None = None,
        origin: Origin | None = None,
    ) -> Held:
        def change(session: Session, loaded: Held) -> None:
            mission = loaded.mission
            assert mission is not None
            play = self._play(session, loaded)
            for index, event in enumerate(events):
                self._core(functools.partial(mission.do, event, faces),
                           index if len(events) > 1 else None)  # fmt: skip
                plays.append_event(session, play, mission.events[-1], mission.state,
                                   cursor=mission.cursor)  # fmt: skip
            loaded.play_status = play.status

        return self._change(mission_id, at, change, self._in_play, origin)

    def _play(self, session: Session, loaded: Held) -> MissionPlay:
        return plays.find_play(session, loaded.play_id)

    # ---- the end ----------------------------------------------------------------------------

    def results(self, mission_id: int) -> Resolution:
        """The resolution (6.4.1): computed by the core before it is written; once
        written, what was written, never computed again."""
        with self._reading() as session:
            loaded = self._load(session, mission_id)
            return self._resolution(session, loaded)

    def key_of_play(self, play_id: int) -> int:
        """The id here of the mission in play `play_id`: its set-up's, or minus its own
        when it was begun without one (the screens')."""
        with self._reading() as session:
            play = plays.find_play(session, play_id)
            return play.setup_id or -play.id

    def guest_file(self, mission_id: int, colour: str) -> str:
        """The guild file the guest playing `colour` takes home, his results applied
        once (store/results.py guest_result_file), as an export writes it."""
        with self._reading() as session:
            loaded = self._load(session, mission_id)
            resolution = self._resolution(session, loaded)
            log = "\n".join(loaded.mission.state.log) if loaded.mission else ""
            data = results_store.guest_result_file(
                session, self._play(session, loaded), colour, resolution, log=log
            )
        return guild_file.dumps(data)

    def written_at(self, mission_id: int) -> datetime.datetime | None:
        """When the results were written into the guilds (None: not yet, or training)."""
        with self._reading() as session:
            loaded = self._load(session, mission_id)
            if not loaded.play_id:
                return None
            return results_store.written_at(session, self._play(session, loaded))

    def _resolution(self, session: Session, loaded: Held) -> Resolution:
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
        mission = loaded.mission
        try:
            resolution = resolve(mission, play.uuid, city=self.city)
        except (BadInputError, OSError) as error:  # RulesError, a damaged table file
            raise TableError(str(error)) from None
        return results_store.with_titles(session, play, resolution)

    def write(self, mission_id: int, *, at: int | None = None) -> WriteOutcome:
        """The results into every guild of this database, once, in one transaction: a
        second call says they were written before and changes nothing; a training
        mission writes nothing (6.4) and is finished, each time it is called."""
        outcome = WriteOutcome.WRITTEN

        def change(session: Session, loaded: Held) -> None:
            nonlocal outcome
            resolution = self._resolution(session, loaded)
            assert loaded.mission is not None
            play = plays.find_play(session, loaded.play_id)
            now = results_store.write_results(
                session, play, resolution, catalog=self.ctx.catalog,
                log="\n".join(loaded.mission.state.log),
            )  # fmt: skip
            done = WriteOutcome.WRITTEN if resolution.writes else WriteOutcome.TRAINING_FINISHED
            if not now:  # a training mission wrote nothing either time: it says so again
                outcome = (
                    done if done is WriteOutcome.TRAINING_FINISHED else WriteOutcome.WRITTEN_BEFORE
                )
                raise UnchangedError
            outcome = done
            loaded.play_status = play.status

        self._change(mission_id, at, change, self._ended)
        return outcome

    def give_up(self, mission_id: int, *, at: int | None = None) -> None:
        """The set-up, or the mission begun from it, given up: closed for good (R-131)."""

        def change(session: Session, loaded: Held) -> None:
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
