"""The resolution's controller (6.4.1 "Resolution phase"): a thin Qt adapter over the
table API (issue 29, app/demloc/table): the Resolution of the mission in play as the
core computes it, or, once written, what was written, never computed again
(`Table.results`); the writing is one transaction, all of it or nothing, and a second
writing changes nothing (`Table.write`). It decides no rule and opens no session."""

from __future__ import annotations

import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from demloc import textio
from demloc.catalog.catalog import Catalog
from demloc.city.model import City
from demloc.missions.play import Mission
from demloc.missions.resolution.model import Resolution
from demloc.store import Sessions
from demloc.table import Stage, Table, TableError, WriteOutcome

# What may refuse: the table API's one message (it names the rule, the file or the
# row), or the disk a results file is written to.
PROBLEMS = (TableError, OSError)


class ResolutionController(QObject):
    changed = Signal()

    def __init__(
        self,
        sessions: Sessions,
        catalog: Catalog,
        city: City | None = None,
        table: Table | None = None,
    ) -> None:
        super().__init__()
        self.sessions, self.catalog, self.city = sessions, catalog, city
        self._table = table
        self.mission: Mission | None = None
        self.play_id = 0
        self.key = 0  # the mission's id at the table
        self.resolution: Resolution | None = None
        self.written = False  # written into the guilds (a training one: finished)
        self.written_at: datetime.datetime | None = None
        self.problem = ""  # why the resolution cannot be shown or written
        self.said = ""  # the last thing done, for the banner
        self.saved_files: dict[str, Path] = {}  # a guest's colour -> his results file

    @property
    def table(self) -> Table:
        """The Mission area's Table; a screen opened on its own makes one for plays."""
        if self._table is None:
            from demloc.board.tiles import load_tile_library
            from demloc.missions.play import Context
            from demloc.paths import resources_dir, tiles_dir
            from demloc.rules.dice import load_dice

            ctx = Context(load_tile_library(tiles_dir()), self.catalog,
                          load_dice(resources_dir() / "dice.toml"))  # fmt: skip
            self._table = Table.for_play(self.sessions, ctx, self.city)
        return self._table

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
            self.key = self.table.key_of_play(play_id)
            self.mission = mission or self.table.mission(self.key)
            self._read()
        except PROBLEMS as error:
            self.problem = self.tr("the results cannot be shown: {error}").format(error=error)
        self.changed.emit()
        return not self.problem

    def _read(self) -> None:
        self.resolution = self.table.results(self.key)
        self.written = self.table.show(self.key).stage is Stage.WRITTEN
        self.written_at = self.table.written_at(self.key)

    # ---- writing ------------------------------------------------------------------------

    def write(self) -> bool:
        """The results into every guild of this computer, in one transaction (a
        training mission: the play finished, nothing written). False with `problem`
        set when refused: then nothing at all was written."""
        if self.resolution is None:
            self.problem = self.problem or self.tr("no results to write")
            self.changed.emit()
            return False
        try:
            outcome = self.table.write(self.key)
        except PROBLEMS as error:
            self.problem = self.tr("the results were not written, nothing changed: {error}").format(
                error=error
            )
            self.changed.emit()
            return False
        self.problem = ""
        try:
            self._read()
        except PROBLEMS as error:  # pragma: no cover - written, read back failing
            self.problem = self.tr(
                "the results were written but cannot be read back: {error}"
            ).format(error=error)
        self.written = True
        self.said = {
            WriteOutcome.TRAINING_FINISHED: self.tr(
                "Training mission finished: nothing was written to the guilds (6.4)"
            ),
            WriteOutcome.WRITTEN: self.tr("The results are written into the guilds"),
            WriteOutcome.WRITTEN_BEFORE: self.tr(
                "The results were written before: nothing was paid twice"
            ),
        }[outcome]
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
        """The guest's guild file with his results applied (Table.guest_file)."""
        return self.table.guest_file(self.key, colour)

    def save_guest_file(self, colour: str, path: Path) -> bool:
        try:
            text = self.guest_file_text(colour)
            textio.write_atomic(path, text)  # whole or not at all (issue 27)
        except PROBLEMS as error:
            self.problem = self.tr("the results file was not saved ({path}): {error}").format(
                path=path, error=error
            )
            self.changed.emit()
            return False
        self.saved_files[colour] = path
        self.problem = ""
        self.said = self.tr("Results file saved: {path}").format(path=path)
        self.changed.emit()
        return True

    def refuse(self, message: str) -> None:
        self.problem = message
        self.changed.emit()
