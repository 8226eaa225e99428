"""The resolution's controller (6.4.1 "Resolution phase"): the Resolution of the mission
in play computed by the core (missions/resolution resolve, with the play's uuid read from
the store), or, once written, what was written (store/results.py resolution_of), never
computed again. Writing is one transaction (write_results in `sessions.begin()`): all of
it or nothing, and a second writing changes nothing. It decides no rule itself."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from demloc import textio
from demloc.catalog.catalog import Catalog
from demloc.city.model import City
from demloc.missions.play import Mission, Phase
from demloc.missions.resolution.injuries import TableFileError
from demloc.missions.resolution.model import Resolution, ResolutionFormatError
from demloc.missions.resolution.resolve import resolve
from demloc.missions.resolution.titles import TitlesFileError
from demloc.rules.errors import RulesError
from demloc.store import Session, Sessions, guild_file
from demloc.store import results as results_store
from demloc.store.errors import StoreError
from demloc.store.play import find_play
from demloc.store.schema_play import MissionPlay

# What the core or the store may refuse with: one message, never a traceback.
PROBLEMS = (
    StoreError,  # GuildRuleError and ResultsStoreError among them
    RulesError,
    TableFileError,
    TitlesFileError,
    ResolutionFormatError,
    OSError,
)


class ResolutionController(QObject):
    changed = Signal()

    def __init__(self, sessions: Sessions, catalog: Catalog, city: City | None = None) -> None:
        super().__init__()
        self.sessions, self.catalog, self.city = sessions, catalog, city
        self.mission: Mission | None = None
        self.play_id = 0
        self.resolution: Resolution | None = None
        self.written = False  # written into the guilds (a training one: finished)
        self.written_at: datetime.datetime | None = None
        self.problem = ""  # why the resolution cannot be shown or written
        self.said = ""  # the last thing done, for the banner
        self.saved_files: dict[str, Path] = {}  # a guest's colour -> his results file

    @property
    def training(self) -> bool:
        return self.resolution is not None and not self.resolution.writes

    # ---- opening ------------------------------------------------------------------------

    def open(self, mission: Mission | None, play_id: int) -> bool:
        """The results of `play_id` (its `mission` as the tracker holds it): what was
        written if it was, else the core's resolution of it."""
        self.mission, self.play_id = mission, play_id
        self.resolution, self.written, self.written_at = None, False, None
        self.problem = self.said = ""
        self.saved_files = {}
        try:
            with self.sessions() as session:  # reads only: never committed
                play = find_play(session, self.play_id)
                self._read(session, play)
        except PROBLEMS as error:
            self.problem = f"the results cannot be shown: {error}"
        self.changed.emit()
        return not self.problem

    def _read(self, session: Session, play: MissionPlay) -> None:
        stored = results_store.resolution_of(session, play)
        if stored is not None:  # written: what was written, never computed again
            self.resolution, self.written = stored, True
            self.written_at = results_store.written_at(session, play)
            return
        mission = self.mission
        if mission is None:
            raise StoreError(f"mission in play {play.id}: no mission to resolve")
        if mission.state.phase is not Phase.ENDED:
            raise RulesError("the mission is not over: end it first (7.3.2.3)")
        resolution = resolve(mission, play.uuid, city=self.city)
        # The titles each mercenary earns (his deeds before are the store's, R-104).
        resolution = results_store.with_titles(session, play, resolution)
        self.resolution = resolution
        # Resolved with no row: a training mission finished, or only guests' results.
        self.written = play.status == "resolved"

    # ---- writing ------------------------------------------------------------------------

    def write(self) -> bool:
        """The results into every guild of this computer, in one transaction (a
        training mission: the play finished, nothing written). False with `problem`
        set when refused: then nothing at all was written."""
        resolution = self.resolution
        if resolution is None:
            self.problem = self.problem or "no results to write"
            self.changed.emit()
            return False
        log = self.log_text()
        try:
            with self.sessions.begin() as session:
                play = find_play(session, self.play_id)
                now = results_store.write_results(
                    session, play, resolution, catalog=self.catalog, log=log
                )
        except PROBLEMS as error:
            self.problem = f"the results were not written, nothing changed: {error}"
            self.changed.emit()
            return False
        self.problem = ""
        was_training = not resolution.writes
        try:
            with self.sessions() as session:
                play = find_play(session, self.play_id)
                self._read(session, play)
        except PROBLEMS as error:  # pragma: no cover - written, read back failing
            self.problem = f"the results were written but cannot be read back: {error}"
        self.written = True
        if was_training:
            self.said = "Training mission finished: nothing was written to the guilds (6.4)"
        elif now:
            self.said = "The results are written into the guilds"
        else:
            self.said = "The results were written before: nothing was paid twice"
        self.changed.emit()
        return True

    # ---- a guest's file -----------------------------------------------------------------

    def guest_colours(self) -> list[tuple[str, str]]:
        """(colour, name) of each guild brought on a file (a standard mission's)."""
        if self.resolution is None or not self.resolution.writes:
            return []
        return [(g.colour, g.name) for g in self.resolution.guilds if g.source == "file"]

    def log_text(self) -> str:
        """The mission's log, a line each, as the history keeps it."""
        return "\n".join(self.mission.state.log) if self.mission is not None else ""

    def guest_file_text(self, colour: str) -> str:
        """The guest's guild file with his results applied (store/results.py
        guest_result_file), as an export writes guild files (store/guild_file.py)."""
        assert self.resolution is not None
        with self.sessions() as session:  # reads only
            data: dict[str, Any] = results_store.guest_result_file(
                session,
                find_play(session, self.play_id),
                colour,
                self.resolution,
                log=self.log_text(),
            )
        return guild_file.dumps(data)

    def save_guest_file(self, colour: str, path: Path) -> bool:
        try:
            text = self.guest_file_text(colour)
            textio.write_atomic(path, text)  # whole or not at all (issue 27)
        except PROBLEMS as error:
            self.problem = f"the results file was not saved ({path}): {error}"
            self.changed.emit()
            return False
        self.saved_files[colour] = path
        self.problem = ""
        self.said = f"Results file saved: {path}"
        self.changed.emit()
        return True

    def refuse(self, message: str) -> None:
        self.problem = message
        self.changed.emit()
