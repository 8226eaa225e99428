"""The Ledger tab: every change of fame, feods and blood stones, newest first, filtered
by its reason, its kind, a mission it names and the days it was written, with what the
lines found add up to. The store reads it a page at a time as it is scrolled to, and
sums it (store/guild_history.py, issue 31); after an action only the lines written
since are read, and shown at the top."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout

from demloc.store import Session
from demloc.store import guild_history as history
from demloc.store.guild_history import DamagedValueError, Kind, LedgerFilter, Totals
from demloc.ui.guild.common import Shown
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
    from demloc.ui.guild.view import GuildView

LEDGER_HEADERS = [  # translated where shown (ledger_headers)
    str(QT_TRANSLATE_NOOP("guild.ledger", "When")),
    str(QT_TRANSLATE_NOOP("guild.ledger", "Reason")),
    str(QT_TRANSLATE_NOOP("guild.ledger", "Fame")),
    str(QT_TRANSLATE_NOOP("guild.ledger", "Feods")),
    str(QT_TRANSLATE_NOOP("guild.ledger", "Blood stones")),
]
EVERY_MISSION = str(QT_TRANSLATE_NOOP("guild.ledger", "every mission"))
KIND_WORDS = {  # the ledger's kinds of lines (store/guild_history.py Kind), as shown
    Kind.EVERY: str(QT_TRANSLATE_NOOP("guild.ledger", "every change")),
    Kind.FAME: str(QT_TRANSLATE_NOOP("guild.ledger", "fame")),
    Kind.FEODS: str(QT_TRANSLATE_NOOP("guild.ledger", "feods")),
    Kind.BLOOD_STONES: str(QT_TRANSLATE_NOOP("guild.ledger", "blood stones")),
}


def ledger_headers() -> list[str]:
    return [translate("guild.ledger", header) for header in LEDGER_HEADERS]


def every_mission() -> str:
    return translate("guild.ledger", EVERY_MISSION)


def ledger_cells(e: Any) -> list[str]:
    return [e.at.strftime("%Y-%m-%d %H:%M"), e.reason, str(e.fame), str(e.feods),
            str(e.blood_stones)]  # fmt: skip


def ledger_rows(entries: Sequence[Any]) -> list[list[str]]:
    return [ledger_cells(e) for e in entries]


class LedgerTab(HistoryTab):
    def __init__(self, view: GuildView) -> None:
        super().__init__(view)
        self.filter = QLineEdit(placeholderText=self.tr("Filter by reason…"))
        self.filter.setClearButtonEnabled(True)
        self.kind = QComboBox()
        for kind in Kind:
            self.kind.addItem(translate("guild.ledger", KIND_WORDS[kind]), kind)
        self.kind.setToolTip(self.tr("Which lines: every change, or those that change one purse"))
        self.mission = QComboBox()
        self.mission.addItem(every_mission())
        self.mission.setToolTip(self.tr("The lines that name a mission the guild played"))
        self.since = DayBox(self.tr("from the first day"))
        self.until = DayBox(self.tr("to this day"))
        self.since.setToolTip(self.tr("The first day of the lines shown (UTC)"))
        self.until.setToolTip(self.tr("The last day of the lines shown (UTC)"))
        self.totals = QLabel()
        self.totals.setObjectName("ledger-totals")
        self.totals.setWordWrap(True)  # a longer language: two lines, never cut (issue 32)
        self.model = PagedModel(ledger_headers(), ledger_cells, self._said)
        self.table = history_table(self.model)
        self.table.setObjectName("ledger")
        self.table.viewport().installEventFilter(self)
        self.newest = 0  # the guild's newest line when last read: newer ones come on top
        self.sums = Totals()
        self.records = (-1, -1)  # the guild's mission records when the names were read
        self.filter.textChanged.connect(lambda _t: self._refilter())
        self.kind.currentIndexChanged.connect(lambda _i: self._refilter())
        self.mission.currentIndexChanged.connect(lambda _i: self._refilter())
        self.since.day_changed.connect(self._refilter)
        self.until.day_changed.connect(self._refilter)
        row = QHBoxLayout()
        row.addWidget(self.filter, 1)
        row.addWidget(self.kind)
        row.addWidget(self.mission, 1)
        days = QHBoxLayout()
        days.addWidget(QLabel(self.tr("From")))
        days.addWidget(self.since)
        days.addWidget(QLabel(self.tr("to")))
        days.addWidget(self.until)
        days.addStretch(1)
        days.addWidget(self.totals)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addLayout(days)
        layout.addWidget(self.table, 1)

    def totals_text(self, totals: Totals) -> str:
        lines = self.tr("{count} line(s)", "", totals.lines).format(count=f"{totals.lines:,}")
        return self.tr("{lines} · fame {fame} · feods {feods} · blood stones {stones}").format(
            lines=lines,
            fame=f"{totals.fame:+,}",
            feods=f"{totals.feods:+,}",
            stones=f"{totals.blood_stones:+,}",
        )

    def wanted(self) -> LedgerFilter:
        mission = self.mission.currentText()
        return LedgerFilter(
            self.filter.text(),
            Kind(self.kind.currentData()),
            self.since.day(),
            self.until.day(),
            "" if mission == every_mission() else mission,
        )

    def show_guild(self, shown: Shown) -> None:
        """The lines written since those shown, on top (flat in the ledger's size); the
        first page again for another guild, or a ledger an import replaced."""
        try:
            with self.reading.using(shown.session):
                self._show(shown.session, shown.guild.id)
        except DamagedValueError as error:  # a value, not the database: the rest is shown
            self._said(error)

    def _show(self, session: Session, guild_id: int) -> None:
        self._mission_names(session, guild_id)
        if guild_id == self.guild_id:
            newer = history.ledger_newer(session, guild_id, self.wanted(), self.newest)
            if newer is not None:
                lines, self.newest = newer
                self.model.add_newer(lines)
                self.sums = self.sums.plus(lines)
                self.totals.setText(self.totals_text(self.sums))
                if lines:
                    fit_columns(self.table, len(lines))
                return
        self._load(session, guild_id)

    def _load(self, session: Session, guild_id: int) -> None:
        wanted = self.wanted()
        kept = selected_key(self.table) if guild_id == self.guild_id else None
        first = history.ledger_page(session, guild_id, wanted, limit=self.model.page)
        sums = history.ledger_totals(session, guild_id, wanted)
        self.newest = history.ledger_newest(session, guild_id)
        self.guild_id, self.sums = guild_id, sums
        self.model.load(first, sums.lines, self.pager("ledger_page", guild_id, wanted))
        self.totals.setText(self.totals_text(sums))
        fit_columns(self.table)
        self.fit_reason()
        select_key(self.table, kept)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_reason()
        return super().eventFilter(watched, event)

    def fit_reason(self) -> None:
        """The reason takes the room the other columns leave (at 1920x1080 it was 300 px
        beside a 1,200 px "Blood stones"), never narrower than its text in sight needs;
        the last column keeps its header's width."""
        header = self.table.horizontalHeader()
        reason, last = LEDGER_HEADERS.index("Reason"), len(LEDGER_HEADERS) - 1
        others = sum(header.sectionSize(c) for c in range(last) if c != reason)
        needed = list(self.table.property("needed") or [])
        text = needed[reason] if reason < len(needed) else header.sectionSizeHint(reason)
        # The stretching last column is never narrower than Qt's default width.
        least = max(header.sectionSizeHint(last), header.defaultSectionSize())
        room = self.table.viewport().width() - others - least
        header.resizeSection(reason, max(text, room))

    def _mission_names(self, session: Session, guild_id: int) -> None:
        """The missions the filter offers: read again when the records changed."""
        records = history.mission_state(session, guild_id)
        if (guild_id, records) == (self.guild_id, self.records):
            return
        self.records = records
        names = history.mission_names(session, guild_id)
        chosen = self.mission.currentText()
        self.mission.blockSignals(True)
        try:
            self.mission.clear()
            self.mission.addItems([every_mission(), *names])
            self.mission.setCurrentText(chosen if chosen in names else every_mission())
        finally:
            self.mission.blockSignals(False)
        if chosen != self.mission.currentText() and guild_id == self.guild_id:
            self.guild_id = -1  # the chosen mission went (an undo): read the pages again
