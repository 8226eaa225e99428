"""The Missions tab: every mission the guild played, newest first (its history, issue
13), and the selected one's report: the result, this guild's rewards with their
reasons, its casualties with their fate and needs, the titles earned, the control
spot, then the log (6.4.1). A report that cannot be read says so in one message naming
the mission; a record from before reports were kept shows its result line only."""

from __future__ import annotations

import dataclasses
import datetime
import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from demloc.missions.resolution.model import (
    Fate,
    GuildResult,
    Line,
    Resolution,
    ResolutionFormatError,
)
from demloc.store.schema import MissionRecord
from demloc.ui.files import save_file_name, suggested
from demloc.ui.guild.common import Shown, fill, plain_label, table, tooltip

if TYPE_CHECKING:
    from demloc.missions.play import Context, Mission
    from demloc.ui.guild.view import GuildView

HEADERS = ["When", "Mission", "Mode", "Result", "Winner", "Who played"]
PDF_FILES = "PDF (*.pdf)"
FATE_WORDS = {
    Fate.FINE: "fine",
    Fate.INJURED: "seriously injured",
    Fate.DEAD: "dead: shown in the dormitory, never usable again (6.4.1)",
    Fate.ESCAPED: "escaped (7.2.3)",
}
NO_REPORT = (
    "No report was kept for this mission: it was played before the app kept mission "
    "reports. Its result line is all there is."
)


@dataclasses.dataclass(frozen=True)
class Played:
    """One record as the tab shows it: read once per refresh, so selecting a row needs
    no database."""

    id: int
    at: datetime.datetime
    mode: str
    result: str
    mission_id: str
    winner: str
    players: tuple[tuple[str, str], ...]  # (colour, guild name)
    report: str
    log: str
    resolution: Resolution | None
    damage: str  # why the report cannot be read, "" when it can (or there is none)

    @property
    def title(self) -> str:
        """The mission's name: the report's, else the result line's head, else its id."""
        if self.resolution is not None and self.resolution.title:
            return self.resolution.title
        head = self.result.split(": ", 1)[0] if ": " in self.result else ""
        return head or self.mission_id or "a mission"

    @property
    def when(self) -> str:
        return self.at.strftime("%Y-%m-%d %H:%M")

    @property
    def outcome(self) -> str:
        """The result without the mission's name before it (its own column has it)."""
        head = f"{self.title}: "
        return self.result[len(head) :] if self.result.startswith(head) else self.result

    def guild_name(self, colour: str) -> str:
        return next((name for c, name in self.players if c == colour), "")


def _players(text: str) -> tuple[tuple[str, str], ...]:
    """Who played, from the record's JSON; what cannot be read is left out."""
    try:
        data = json.loads(text) if text else []
    except ValueError:
        return ()
    if not isinstance(data, list):
        return ()
    return tuple(
        (str(p.get("colour", "")), str(p.get("name", ""))) for p in data if isinstance(p, dict)
    )


def played(record: MissionRecord) -> Played:
    resolution, damage = None, ""
    if record.report:
        try:
            resolution = Resolution.from_text(record.report)
        except ResolutionFormatError as error:
            damage = str(error)
    players = _players(record.players)
    if not players and resolution is not None:
        players = tuple((g.colour, g.name) for g in resolution.guilds)
    return Played(
        record.id, record.at, record.mode, record.result, record.mission_id, record.winner,
        players, record.report, record.log, resolution, damage,
    )  # fmt: skip


def _signed(amount: int) -> str:
    return f"{amount:+d}"


def _lines(label: str, lines: tuple[Line, ...]) -> list[str]:
    return [f"  {label} {_signed(line.amount)}: {line.why}" for line in lines]


def _ours(resolution: Resolution, uuid: str, name: str) -> GuildResult | None:
    found = next((g for g in resolution.guilds if g.guild == uuid), None)
    return found or next((g for g in resolution.guilds if g.name == name), None)


def winner_text(record: Played) -> str:
    if record.resolution is None and not record.winner:
        return "—"
    colour = record.resolution.winner if record.resolution is not None else record.winner
    if not colour:
        return "none (a draw)"
    name = record.guild_name(colour)
    return f"{colour} ({name})" if name else colour


def report_text(record: Played, uuid: str, name: str) -> str:
    """The report of `record` as the guild `name` (identity `uuid`) reads it; plain
    text (names from data are never read as HTML)."""
    head = [f"{record.title} · {record.mode} mission · played {record.when} (UTC)"]
    if record.damage:
        head.append(
            f"The report of {record.title} cannot be read, so it is not shown "
            f"({record.damage}). Its result: {record.result}"
        )
        return "\n".join(head + _log(record.log))
    resolution = record.resolution
    if resolution is None:
        return "\n".join([*head, f"Result: {record.result}", "", NO_REPORT, *_log(record.log)])
    out = [
        *head,
        f"Result: {winner_text(record)} won" if resolution.winner else "Result: no winner",
        f"  How it ended: {resolution.reason}",
        "Who played: " + (", ".join(f"{c} {n}" for c, n in record.players) or "—"),
    ]
    if resolution.story:
        out.append(f"The story: {resolution.story}")
    if not resolution.writes:
        out.append("A training mission: nothing was written to the guilds (6.4).")
    if resolution.provisional:
        out.append(
            "The reward, injury and title tables used are provisional "
            "(resources/injuries.toml, resources/titles.toml)."
        )
    ours = _ours(resolution, uuid, name)
    if ours is None:
        out += ["", f"{name} is not among this report's guilds."]
    else:
        # The resolution's package brings its controller and screens: not at start-up.
        from demloc.ui.resolution.words import possessive

        out += ["", f"{possessive(ours.name)} rewards (6.4.1):"]
        rewards = (
            _lines("Fame", ours.fame)
            + _lines("Feods", ours.feods)
            + _lines("Blood stones", ours.blood_stones)
            + [f"  Item: {line.why}" for line in ours.items]
        )
        out += rewards or ["  none"]
        out += ["", "Casualties (6.4.1):"]
        fallen = [c for c in ours.characters if c.fate is not Fate.FINE]
        for c in fallen:
            needs = f"; to be active again: {c.needs}" if c.needs else ""
            out.append(f"  {c.name}: {FATE_WORDS[c.fate]}: {c.why}{needs}")
        if not fallen:
            out.append("  none")
        fine = [c.name for c in ours.characters if c.fate is Fate.FINE]
        if fine:
            out.append("  Came back fine: " + ", ".join(fine))
        if ours.titles:
            names = {c.card_id: c.name for c in ours.characters}
            out += ["", "Titles earned (provisional, R-104):"]
            out += [f"  {names.get(card, card)}: {title}" for card, title in ours.titles]
    spot = resolution.spot
    if spot is not None:
        effects = f" Its effects: {spot.effects}" if spot.effects else ""
        out += ["", f"The control spot at stake: {spot.name}: {spot.why}.{effects}"]
    elif resolution.writes:
        out += ["", "No control spot was at stake."]
    return "\n".join(out + _log(record.log))


def _log(log: str) -> list[str]:
    lines = [line for line in log.splitlines() if line.strip()]
    return ["", "The log:", *(f"  {line}" for line in lines)] if lines else []


class MissionsTab(QWidget):
    def __init__(self, view: GuildView) -> None:
        super().__init__()
        self.view = view
        self.played: dict[int, Played] = {}
        self.guild_uuid = ""
        self.table = table(HEADERS)
        self.table.setObjectName("mission-history")
        self.table.setWordWrap(True)
        # Rows as tall as their wrapped text at the width the columns have now.
        self.table.horizontalHeader().sectionResized.connect(
            lambda *_: self.table.resizeRowsToContents()
        )
        self.table.itemSelectionChanged.connect(self.show_selected)
        self.table.viewport().installEventFilter(self)
        self.report = QPlainTextEdit()
        self.report.setObjectName("mission-report")
        self.report.setReadOnly(True)
        self.report.setPlaceholderText("Select a mission to read its report")
        font = self.report.font()  # read at the table: larger than the lists
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.report.setFont(font)
        self.empty = plain_label("No mission played yet: the history fills as missions end.")
        self.empty.setWordWrap(True)
        self.pdf_button = QPushButton("Save the report as PDF…")
        self.pdf_button.setObjectName("save-record-report")
        self.pdf_button.clicked.connect(self._pdf_dialog)
        self.pdf_button.setEnabled(False)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.report)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.pdf_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(split, 1)
        layout.addLayout(row)

    def show_guild(self, shown: Shown) -> None:
        records = sorted(shown.guild.missions, key=lambda r: (r.at, r.id), reverse=True)
        if shown.guild.uuid != self.guild_uuid:
            self.table.clearSelection()
            self.table.setCurrentCell(-1, -1)
        self.guild_uuid = shown.guild.uuid
        self.played = {r.id: played(r) for r in records}
        rows = [
            [p.when, p.title, p.mode, p.outcome, winner_text(p),
             ", ".join(f"{c} {n}" for c, n in p.players) or "—"]
            for p in self.played.values()
        ]  # fmt: skip
        fill(self.table, rows, list(self.played))
        self.fit_columns()
        self.empty.setVisible(not rows)
        self.show_selected()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    def fit_columns(self) -> None:
        """Every column in sight: the long ones (the mission, the result) at most their
        share of the table's width, their text wrapping in the cell; who played takes
        the rest and wraps too (found in review at 1024x700)."""
        header = self.table.horizontalHeader()
        room = self.table.viewport().width()
        for name, share in (("Mission", 0.16), ("Result", 0.22), ("Winner", 0.16)):
            column = HEADERS.index(name)
            if header.sectionSize(column) > int(room * share):
                header.resizeSection(column, max(60, int(room * share)))
        self.table.resizeRowsToContents()

    def selected(self) -> Played | None:
        row = self.table.currentRow()
        cell = self.table.item(row, 0) if row >= 0 and self.table.selectedItems() else None
        return self.played.get(int(cell.data(Qt.ItemDataRole.UserRole))) if cell else None

    def select(self, record_id: int) -> None:
        """Select the record with id `record_id` (its report is shown)."""
        for row in range(self.table.rowCount()):
            cell = self.table.item(row, 0)
            if cell is not None and cell.data(Qt.ItemDataRole.UserRole) == record_id:
                self.table.selectRow(row)
                return

    def show_selected(self) -> None:
        record = self.selected()
        if record is None:
            self.report.setPlainText("")
            self.pdf_button.setEnabled(False)
            self.pdf_button.setToolTip("Select a mission first")
            return
        self.report.setPlainText(report_text(record, self.guild_uuid, self.view.guild_name))
        usable = record.resolution is not None
        self.pdf_button.setEnabled(usable)
        self.pdf_button.setToolTip(
            tooltip(f"Save the report of {record.title} as a PDF for the guild's binder (6.3)")
            if usable
            else tooltip(
                f"The report of {record.title} cannot be read"
                if record.damage
                else "No report was kept for this mission"
            )
        )

    def _pdf_dialog(self) -> None:
        record = self.selected()
        if record is None:
            return
        path = save_file_name(self, "Save the mission report",
                              suggested(f"{record.title} report", ".pdf"), PDF_FILES)  # fmt: skip
        if path is not None:
            self.save_pdf(path)

    def _mission_of(self, record: Played) -> tuple[Mission | None, Context | None]:
        """The mission as played, replayed from this computer's rows for the report's map
        (None, None: a mission played elsewhere, or its rows cannot be replayed: the
        report says the map was not kept)."""
        if record.resolution is None or not record.resolution.play:
            return None, None
        try:
            from demloc.board.tiles import load_tile_library
            from demloc.missions.play import Context as PlayContext
            from demloc.paths import resources_dir, tiles_dir
            from demloc.rules.dice import load_dice
            from demloc.store.play import load_play, play_by_uuid

            ctx = PlayContext(
                load_tile_library(tiles_dir()),
                self.view.catalog,
                load_dice(resources_dir() / "dice.toml"),
            )
            with self.view.sessions() as session:  # reads only
                play = play_by_uuid(session, record.resolution.play)
                if play is None:
                    return None, None
                return load_play(session, play.id, ctx), ctx
        except (ValueError, OSError):  # a StoreError, a file: no map then
            return None, None

    def save_pdf(self, path: Path) -> bool:
        """Write the selected mission's report as a PDF; any failure is said in the
        message line, naming the file."""
        record = self.selected()
        if record is None or record.resolution is None:
            self.view.message.setText("Not written: select a mission with a report first")
            return False
        try:  # the report's PDF module is large (the map's drawing): loaded on use
            from demloc.ui.resolution.report import save_record_report
            from demloc.ui.resolution.report_rows import ReportError
        except ImportError as error:
            self.view.message.setText(f"Not written: the PDF report cannot be made ({error})")
            return False
        mission, ctx = self._mission_of(record)
        try:
            save_record_report(
                path, record.report, record.log, mission=mission, ctx=ctx, when=record.at.date()
            )
        except (OSError, ReportError) as error:
            self.view.message.setText(f"Not written: {error}")
            return False
        self.view.message.setText(f"Wrote the report of {record.title} to {path}")
        return True
