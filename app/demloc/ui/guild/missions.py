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

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt
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
from demloc.ui.i18n import translate

if TYPE_CHECKING:
    from demloc.missions.play import Context, Mission
    from demloc.ui.guild.view import GuildView

HEADERS = ["When", "Mission", "Mode", "Result", "Winner", "Who played"]  # shown: HEADER_WORDS
HEADER_WORDS = (
    str(QT_TRANSLATE_NOOP("guild.missions", "When")),
    str(QT_TRANSLATE_NOOP("guild.missions", "Mission")),
    str(QT_TRANSLATE_NOOP("guild.missions", "Mode")),
    str(QT_TRANSLATE_NOOP("guild.missions", "Result")),
    str(QT_TRANSLATE_NOOP("guild.missions", "Winner")),
    str(QT_TRANSLATE_NOOP("guild.missions", "Who played")),
)
PDF_FILES = "PDF (*.pdf)"
EITHER_MODE = str(QT_TRANSLATE_NOOP("guild.missions", "either mode"))
FATE_WORDS = {  # translated where said
    Fate.FINE: str(QT_TRANSLATE_NOOP("guild.missions", "fine")),
    Fate.INJURED: str(QT_TRANSLATE_NOOP("guild.missions", "seriously injured")),
    Fate.DEAD: str(
        QT_TRANSLATE_NOOP(
            "guild.missions", "dead: shown in the dormitory, never usable again (6.4.1)"
        )
    ),
    Fate.ESCAPED: str(QT_TRANSLATE_NOOP("guild.missions", "escaped (7.2.3)")),
}
NO_REPORT = str(QT_TRANSLATE_NOOP(
    "guild.missions",
    "No report was kept for this mission: it was played before the app kept mission "
    "reports. Its result line is all there is.",
))  # fmt: skip


def either_mode() -> str:
    return translate("guild.missions", EITHER_MODE)


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
        return translate("guild.missions", "none (a draw)")
    name = next((n for c, n in row.players if c == row.winner), "")
    return f"{row.winner} ({name})" if name else row.winner


def mission_cells(row: MissionRow) -> list[str]:
    title = row.title
    return [row.at.strftime("%Y-%m-%d %H:%M"), title, row.mode, outcome(row.result, title),
            row_winner(row), ", ".join(f"{c} {n}" for c, n in row.players) or "—"]  # fmt: skip


def _signed(amount: int) -> str:
    return f"{amount:+d}"


def _lines(label: str, lines: tuple[Line, ...]) -> list[str]:
    return [
        translate("guild.missions", "  {label} {amount}: {why}").format(
            label=label, amount=_signed(line.amount), why=line.why
        )
        for line in lines
    ]


def _ours(resolution: Resolution, uuid: str, name: str) -> GuildResult | None:
    found = next((g for g in resolution.guilds if g.guild == uuid), None)
    return found or next((g for g in resolution.guilds if g.name == name), None)


def winner_text(record: Played) -> str:
    if record.resolution is None and not record.winner:
        return "—"
    colour = record.resolution.winner if record.resolution is not None else record.winner
    if not colour:
        return translate("guild.missions", "none (a draw)")
    name = record.guild_name(colour)
    return f"{colour} ({name})" if name else colour


def report_text(record: Played, uuid: str, name: str) -> str:
    """The report of `record` as the guild `name` (identity `uuid`) reads it; plain
    text (names from data are never read as HTML)."""

    def said(text: str) -> str:
        return translate("guild.missions", text)

    head = [
        translate("guild.missions", "{mission} · {mode} mission · played {when} (UTC)").format(
            mission=record.title, mode=record.mode, when=record.when
        )
    ]
    if record.damage:
        head.append(
            translate(
                "guild.missions",
                "The report of {mission} cannot be read, so it is not shown "
                "({damage}). Its result: {result}",
            ).format(mission=record.title, damage=record.damage, result=record.result)
        )
        return "\n".join(head + _log(record.log))
    resolution = record.resolution
    who = translate("guild.missions", "Who played: {players}").format(
        players=", ".join(f"{c} {n}" for c, n in record.players) or "—"
    )
    if resolution is None:  # who played: the list's cell shows it elided
        played = [who] if record.players else []
        result = translate("guild.missions", "Result: {result}").format(result=record.result)
        return "\n".join([*head, result, *played, "", said(NO_REPORT), *_log(record.log)])
    out = [
        *head,
        translate("guild.missions", "Result: {winner} won").format(winner=winner_text(record))
        if resolution.winner
        else translate("guild.missions", "Result: no winner"),
        translate("guild.missions", "  How it ended: {reason}").format(reason=resolution.reason),
        who,
    ]
    if resolution.story:
        out.append(translate("guild.missions", "The story: {story}").format(story=resolution.story))
    if not resolution.writes:
        out.append(
            translate(
                "guild.missions", "A training mission: nothing was written to the guilds (6.4)."
            )
        )
    if resolution.provisional:
        out.append(
            translate(
                "guild.missions",
                "The reward, injury and title tables used are provisional "
                "(resources/injuries.toml, resources/titles.toml).",
            )
        )
    ours = _ours(resolution, uuid, name)
    if ours is None:
        out += [
            "",
            translate("guild.missions", "{guild} is not among this report's guilds.").format(
                guild=name
            ),
        ]
    else:
        # The resolution's package brings its controller and screens: not at start-up.
        from demloc.ui.resolution.words import possessive

        out += [
            "",
            translate("guild.missions", "{guild_s} rewards (6.4.1):").format(
                guild_s=possessive(ours.name)
            ),
        ]
        rewards = (
            _lines(translate("guild.missions", "Fame"), ours.fame)
            + _lines(translate("guild.missions", "Feods"), ours.feods)
            + _lines(translate("guild.missions", "Blood stones"), ours.blood_stones)
            + [
                translate("guild.missions", "  Item: {why}").format(why=line.why)
                for line in ours.items
            ]
        )
        out += rewards or [translate("guild.missions", "  none")]
        out += ["", translate("guild.missions", "Casualties (6.4.1):")]
        fallen = [c for c in ours.characters if c.fate is not Fate.FINE]
        for c in fallen:
            fate = said(FATE_WORDS[c.fate])
            out.append(
                translate(
                    "guild.missions", "  {name}: {fate}: {why}; to be active again: {needs}"
                ).format(name=c.name, fate=fate, why=c.why, needs=c.needs)
                if c.needs
                else translate("guild.missions", "  {name}: {fate}: {why}").format(
                    name=c.name, fate=fate, why=c.why
                )
            )
        if not fallen:
            out.append(translate("guild.missions", "  none"))
        fine = [c.name for c in ours.characters if c.fate is Fate.FINE]
        if fine:
            out.append(
                translate("guild.missions", "  Came back fine: {names}").format(
                    names=", ".join(fine)
                )
            )
        if ours.titles:
            names = {c.card_id: c.name for c in ours.characters}
            out += ["", translate("guild.missions", "Titles earned (provisional, R-104):")]
            out += [f"  {names.get(card, card)}: {title}" for card, title in ours.titles]
    spot = resolution.spot
    if spot is not None:
        at_stake = (
            translate(
                "guild.missions", "The control spot at stake: {spot}: {why}. Its effects: {effects}"
            )
            if spot.effects
            else translate("guild.missions", "The control spot at stake: {spot}: {why}.")
        )
        out += ["", at_stake.format(spot=spot.name, why=spot.why, effects=spot.effects)]
    elif resolution.writes:
        out += ["", translate("guild.missions", "No control spot was at stake.")]
    return "\n".join(out + _log(record.log))


def _log(log: str) -> list[str]:
    lines = [line for line in log.splitlines() if line.strip()]
    heading = translate("guild.missions", "The log:")
    return ["", heading, *(f"  {line}" for line in lines)] if lines else []


class MissionsTab(HistoryTab):
    def __init__(self, view: GuildView) -> None:
        super().__init__(view)
        self.guild_uuid = ""
        self.state = (-1, -1)  # its records' count and newest id when the list was read
        self.shown_as = (0, "")  # the record whose report is shown, and for which guild name
        self.record: Played | None = None
        self.filter = QLineEdit(placeholderText=self.tr("Filter by mission or result…"))
        self.filter.setClearButtonEnabled(True)
        self.mode = QComboBox()
        self.mode.addItems([either_mode(), *MISSION_MODES])
        self.since = DayBox(self.tr("from the first day"))
        self.until = DayBox(self.tr("to this day"))
        self.since.setToolTip(self.tr("The first day of the missions shown (UTC)"))
        self.until.setToolTip(self.tr("The last day of the missions shown (UTC)"))
        self.found = QLabel()
        self.found.setObjectName("missions-found")
        self.model = PagedModel(
            [translate("guild.missions", h) for h in HEADER_WORDS], mission_cells, self._said
        )
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
        self.report.setPlaceholderText(self.tr("Select a mission to read its report"))
        font = self.report.font()  # read at the table: larger than the lists
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.report.setFont(font)
        self.empty = plain_label(
            self.tr("No mission played yet: the history fills as missions end.")
        )
        self.empty.setWordWrap(True)
        self.pdf_button = QPushButton(self.tr("Save the report as PDF…"))
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
        filters.addWidget(QLabel(self.tr("From")))
        filters.addWidget(self.since)
        filters.addWidget(QLabel(self.tr("to")))
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
            self.filter.text(), "" if mode == either_mode() else mode, self.since.day(),
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
        self.found.setText(self.tr("{count} mission(s)", "", found).format(count=f"{found:,}"))
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
            self.pdf_button.setToolTip(self.tr("Select a mission first"))
            return
        self.report.setPlainText(report_text(record, self.guild_uuid, self.view.guild_name))
        usable = record.resolution is not None
        self.pdf_button.setEnabled(usable)
        self.pdf_button.setToolTip(
            tooltip(
                self.tr(
                    "Save the report of {mission} as a PDF for the guild's binder (6.3)"
                ).format(mission=record.title)
            )
            if usable
            else tooltip(
                self.tr("The report of {mission} cannot be read").format(mission=record.title)
                if record.damage
                else self.tr("No report was kept for this mission")
            )
        )

    def _pdf_dialog(self) -> None:
        record = self.selected()
        if record is None:
            return
        path = save_file_name(self, self.tr("Save the mission report"),
                              suggested(self.tr("{mission} report").format(mission=record.title),
                                        ".pdf"), PDF_FILES)  # fmt: skip
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
            self.view.message.setText(self.tr("Not written: select a mission with a report first"))
            return False
        try:  # the report's PDF module is large (the map's drawing): loaded on use
            from demloc.ui.resolution.report import save_record_report
            from demloc.ui.resolution.report_rows import ReportError
        except ImportError as error:
            self.view.message.setText(
                self.tr("Not written: the PDF report cannot be made ({error})").format(error=error)
            )
            return False
        mission, ctx = self._mission_of(record)
        try:
            save_record_report(
                path, record.report, record.log, mission=mission, ctx=ctx, when=record.at.date()
            )
        except (OSError, ReportError) as error:
            self.view.message.setText(self.tr("Not written: {error}").format(error=error))
            return False
        self.view.message.setText(
            self.tr("Wrote the report of {mission} to {path}").format(
                mission=record.title, path=path
            )
        )
        return True
