"""The Missions tab: every mission the guild played, newest first (its history, issue
13), filtered by the days, the mode and a text, and the selected one's report: the
result, this guild's rewards with their reasons, its casualties with their fate and
needs, the titles earned, the control spot, then the log (6.4.1). A report that cannot
be read says so in one message naming the mission; a record from before reports were
kept shows its result line only.

The list reads a page of records at a time, without their reports (issue 31: every
report was parsed at every refresh); the selected record's report and log are read
when it is selected (store/guild_history.py)."""

from __future__ import annotations

import dataclasses
import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
)

from demloc.missions.resolution.model import (
    Fate,
    GuildResult,
    Line,
    Resolution,
    ResolutionFormatError,
)
from demloc.store import Session
from demloc.store import guild_history as history
from demloc.store.errors import StoreError
from demloc.store.guild_history import (
    DamagedValueError,
    MissionFilter,
    MissionReport,
    MissionRow,
    mission_title,
)
from demloc.store.schema import MISSION_MODES
from demloc.ui.files import save_file_name, suggested
from demloc.ui.guild.common import Shown, plain_label, tooltip
from demloc.ui.guild.pages import (
    DayBox,
    HistoryTab,
    PagedModel,
    fit_columns,
    history_table,
    select_key,
    selected_key,
)

if TYPE_CHECKING:
    from demloc.missions.play import Context, Mission
    from demloc.ui.guild.view import GuildView

HEADERS = ["When", "Mission", "Mode", "Result", "Winner", "Who played"]
PDF_FILES = "PDF (*.pdf)"
EITHER_MODE = "either mode"
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
    """The selected record with its report and log, read when it is selected (issue 31:
    the list reads no report)."""

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
        """The mission's name: the report's, else the result line's, else its id."""
        if self.resolution is not None and self.resolution.title:
            return self.resolution.title
        return mission_title(self.result, self.mission_id)

    @property
    def when(self) -> str:
        return self.at.strftime("%Y-%m-%d %H:%M")

    def guild_name(self, colour: str) -> str:
        return next((name for c, name in self.players if c == colour), "")


def played(row: MissionRow, kept: MissionReport | None) -> Played:
    """The record `row` with its report and log `kept` (None: it is gone, an undo)."""
    report, log = (kept.report, kept.log) if kept is not None else ("", "")
    resolution, damage = None, ""
    if report:
        try:
            resolution = Resolution.from_text(report)
        except ResolutionFormatError as error:
            damage = str(error)
    players = row.players
    if not players and resolution is not None:
        players = tuple((g.colour, g.name) for g in resolution.guilds)
    return Played(
        row.id, row.at, row.mode, row.result, row.mission_id, row.winner, players, report, log,
        resolution, damage,
    )  # fmt: skip


def outcome(result: str, title: str) -> str:
    """The result without the mission's name before it (its own column has it)."""
    head = f"{title}: "
    return result[len(head) :] if result.startswith(head) else result


def row_winner(row: MissionRow) -> str:
    """The winner as the list says it: a record from before reports were kept, "—"."""
    if not row.has_report and not row.winner:
        return "—"
    if not row.winner:
        return "none (a draw)"
    name = next((n for c, n in row.players if c == row.winner), "")
    return f"{row.winner} ({name})" if name else row.winner


def mission_cells(row: MissionRow) -> list[str]:
    title = row.title
    return [row.at.strftime("%Y-%m-%d %H:%M"), title, row.mode, outcome(row.result, title),
            row_winner(row), ", ".join(f"{c} {n}" for c, n in row.players) or "—"]  # fmt: skip


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
    who = "Who played: " + (", ".join(f"{c} {n}" for c, n in record.players) or "—")
    if resolution is None:  # who played: the list's cell shows it elided
        played = [who] if record.players else []
        return "\n".join([*head, f"Result: {record.result}", *played, "", NO_REPORT,
                          *_log(record.log)])  # fmt: skip
    out = [
        *head,
        f"Result: {winner_text(record)} won" if resolution.winner else "Result: no winner",
        f"  How it ended: {resolution.reason}",
        who,
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


class MissionsTab(HistoryTab):
    def __init__(self, view: GuildView) -> None:
        super().__init__(view)
        self.guild_uuid = ""
        self.state = (-1, -1)  # its records' count and newest id when the list was read
        self.shown_as = (0, "")  # the record whose report is shown, and for which guild name
        self.record: Played | None = None
        self.filter = QLineEdit(placeholderText="Filter by mission or result…")
        self.filter.setClearButtonEnabled(True)
        self.mode = QComboBox()
        self.mode.addItems([EITHER_MODE, *MISSION_MODES])
        self.since, self.until = DayBox("from the first day"), DayBox("to this day")
        self.since.setToolTip("The first day of the missions shown (UTC)")
        self.until.setToolTip("The last day of the missions shown (UTC)")
        self.found = QLabel()
        self.found.setObjectName("missions-found")
        self.model = PagedModel(HEADERS, mission_cells, self._said)
        self.table = history_table(self.model)
        self.table.setObjectName("mission-history")
        # One line a mission (history_table), the report saying it whole: several in sight
        # at 1024x700 (review 31b: "who played" wrapped to four lines, two missions shown).
        self.table.selectionModel().selectionChanged.connect(lambda *_: self.show_selected())
        self.table.viewport().installEventFilter(self)
        self.filter.textChanged.connect(lambda _t: self._refilter())
        self.mode.currentIndexChanged.connect(lambda _i: self._refilter())
        self.since.day_changed.connect(self._refilter)
        self.until.day_changed.connect(self._refilter)
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
        split.setStretchFactor(0, 3)  # the list the larger: several missions in sight
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        filters = QHBoxLayout()
        filters.addWidget(self.filter, 1)
        filters.addWidget(self.mode)
        filters.addWidget(QLabel("From"))
        filters.addWidget(self.since)
        filters.addWidget(QLabel("to"))
        filters.addWidget(self.until)
        row = QHBoxLayout()
        row.addWidget(self.found)
        row.addStretch(1)
        row.addWidget(self.pdf_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addLayout(filters)
        layout.addWidget(split, 1)
        layout.addLayout(row)

    def wanted(self) -> MissionFilter:
        mode = self.mode.currentText()
        return MissionFilter(
            self.filter.text(), "" if mode == EITHER_MODE else mode, self.since.day(),
            self.until.day(),
        )  # fmt: skip

    def show_guild(self, shown: Shown) -> None:
        """Nothing read but the records' count and newest id when they did not change
        (most actions); the list's first page again when they did."""
        self.guild_uuid = shown.guild.uuid
        try:
            with self.reading.using(shown.session):
                state = history.mission_state(shown.session, shown.guild.id)
                if (shown.guild.id, state) != (self.guild_id, self.state):
                    self._load(shown.session, shown.guild.id, state[0])
                    self.state = state
                elif self.shown_as[1] != self.view.guild_name:
                    self.show_selected()  # the report as the guild, renamed, reads it
        except DamagedValueError as error:  # a value, not the database: the rest is shown
            self._said(error)

    def _load(self, session: Session, guild_id: int, records: int | None = None) -> None:
        """The first page the filter finds; `records`: how many the guild has (for the
        line saying it played none), None: as before."""
        wanted = self.wanted()
        kept = selected_key(self.table) if guild_id == self.guild_id else None
        first = history.mission_page(session, guild_id, wanted, limit=self.model.page)
        found = history.mission_count(session, guild_id, wanted)
        self.guild_id = guild_id
        self.model.load(first, found, self.pager("mission_page", guild_id, wanted))
        self.found.setText(f"{found:,} mission" + ("" if found == 1 else "s"))
        if records is not None:
            self.empty.setVisible(records == 0)
        fit_columns(self.table)
        self.fit_columns()
        if not select_key(self.table, kept):
            self.show_selected()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    def fit_columns(self) -> None:
        """Every column in sight: the long ones (the mission, the result, the winner) as
        wide as their text needs up to their share of the table's width, elided past
        it; who played takes the rest, elided too (found in review at 1024x700; at
        1920x1080 they widen with the window, issue 31)."""
        header = self.table.horizontalHeader()
        room = self.table.viewport().width()
        for name, share in (("Mission", 0.16), ("Result", 0.22), ("Winner", 0.16)):
            column = HEADERS.index(name)
            wanted = max(self.table.sizeHintForColumn(column), header.sectionSizeHint(column))
            width = max(60, min(wanted, int(room * share)))
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)

    def selected(self) -> Played | None:
        """The selected record with its report (read once, when it was selected)."""
        key = selected_key(self.table)
        return self.record if self.record is not None and self.record.id == key else None

    def select(self, record_id: int) -> None:
        """Select the record with id `record_id` (its report is shown)."""
        select_key(self.table, record_id)

    def show_selected(self) -> None:
        """The selected record's report: only its report and log are read."""
        key = selected_key(self.table)
        row = self.model.record(self.model.row_of(key)) if key is not None else None
        self.record = None
        if row is not None:
            try:
                with self.reading.session() as session:
                    kept = history.mission_report(session, self.guild_id, row.id)
            except StoreError as error:
                self._said(error)
            else:
                self.record = played(row, kept)
        record = self.record
        self.shown_as = (record.id if record else 0, self.view.guild_name)
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
