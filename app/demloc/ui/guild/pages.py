"""A history shown a page at a time (issue 31): a table model as long as the history the
filter finds (counted by the database: the scroll bar and End reach its oldest row),
whose rows the store reads a page at a time when they are shown, newest first, to which
a refresh adds the rows written since at the top; and the filter controls the history
tabs share.

The rows are the store's frozen dataclasses (store/guild_history.py), each with its `id`;
their cells are worded once, when their page comes. A page that cannot be read is said
through `said` (the view's message line), never raised out of Qt's call."""

from __future__ import annotations

import contextlib
import datetime
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QDate,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QAbstractSpinBox, QDateEdit, QTableView, QWidget

from demloc.store import Session, Sessions, guild_history
from demloc.store.errors import StoreError
from demloc.ui.guild.common import table_look
from demloc.ui.plaintext import tooltip

Index = QModelIndex | QPersistentModelIndex
NO_DAY = QDate(2000, 1, 1)  # a date box at its lowest: no bound
MEASURED_ROWS = 40
CACHED_PAGES = 25  # pages of rows kept: 5,000 rows, the memory of a few screens


class Keyed(Protocol):
    @property
    def id(self) -> int: ...


class Reading:
    """Where a tab reads: the refresh's session while the view's refresh holds it (a
    second transaction would wait for the first's lock), else one of its own."""

    def __init__(self, sessions: Callable[[], Sessions]) -> None:
        self.sessions = sessions  # looked up at each read: the view's, as it is then
        self.current: Session | None = None

    @contextlib.contextmanager
    def using(self, session: Session) -> Iterator[None]:
        self.current = session
        try:
            yield
        finally:
            self.current = None

    @contextlib.contextmanager
    def session(self) -> Iterator[Session]:
        if self.current is not None:
            yield self.current
        else:
            with self.sessions()() as session:  # reads only
                yield session


class HistoryTab(QWidget):
    """What the Ledger and the Missions tabs share: the view, where they read, the guild
    shown, a new filter read again, a refusal said, and a model's page reader."""

    def __init__(self, view: Any) -> None:
        super().__init__()
        self.view = view  # the GuildView
        self.reading = Reading(lambda: self.view.sessions)
        self.guild_id = 0  # the guild shown, 0: none yet

    def _load(self, session: Session, guild_id: int) -> None:
        raise NotImplementedError

    def _refilter(self) -> None:
        """A new filter: its first page (and count, totals) read again."""
        if not self.guild_id:
            return
        try:
            with self.reading.session() as session:
                self._load(session, self.guild_id)
        except StoreError as error:  # busy or damaged: said, never raised from the slot
            self._said(error)

    def _said(self, error: StoreError) -> None:
        self.view.message.setText(self.tr("Not shown: {error}").format(error=error))

    def pager(self, read: str, guild_id: int, wanted: Any) -> Any:
        """The model's page reader: store/guild_history.py's `read` ("ledger_page" or
        "mission_page", looked up at each page) of the guild's rows the filter `wanted`
        finds, in a session of its own or the refresh's."""

        def page(before: int | None, offset: int, limit: int) -> list[Any]:
            with self.reading.session() as session:
                found: list[Any] = getattr(guild_history, read)(
                    session, guild_id, wanted, before=before, offset=offset, limit=limit
                )
                return found

        return page


class PagedModel(QAbstractTableModel):
    """Rows newest first, as many as the filter finds (the database counts them), so the
    scroll bar is the whole history's and End reaches its first line. A row's page is
    read when Qt first asks for it (`fetch(before, offset, limit)`: the rows older than
    the row `before`, `offset` of them skipped), from the page above it when that one is
    kept (a seek by key), else at its offset; at most CACHED pages are kept. The rows
    written since the pages were counted come on top (`add_newer`); `cells(row)` words
    a row's columns."""

    def __init__(
        self,
        headers: Sequence[str],
        cells: Callable[[Any], Sequence[str]],
        said: Callable[[StoreError], None],
        *,
        page: int = 200,
        cached: int = CACHED_PAGES,
    ) -> None:
        super().__init__()
        self.headers = list(headers)
        self.cells = cells
        self.said = said
        self.page = page
        self.cached = cached
        self.fetch: Callable[[int | None, int, int], list[Any]] | None = None
        self.top: list[tuple[Any, Sequence[str]]] = []  # rows written since the count
        self.count = 0  # the rows counted at `load`, below `top`
        self.bound: int | None = None  # their newest's id + 1: the pages' `before`
        self.pages: OrderedDict[int, list[tuple[Any, Sequence[str]]]] = OrderedDict()
        self.unread: set[int] = set()  # pages that could not be read: said once

    # ---- what Qt asks -------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.top) + self.count

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role not in (
            Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.UserRole
        ):  # fmt: skip
            return None
        found = self._row(index.row())
        if found is None:
            return None
        row, texts = found
        if role == Qt.ItemDataRole.UserRole:
            return row.id
        text = texts[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(text) if text else None  # plain text, never read as HTML
        return text

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    # ---- the pages ----------------------------------------------------------------------

    def _row(self, row: int) -> tuple[Any, Sequence[str]] | None:
        if row < len(self.top):
            return self.top[row]
        number, at = divmod(row - len(self.top), self.page)
        rows = self._page(number)
        return rows[at] if at < len(rows) else None

    def _page(self, number: int) -> list[tuple[Any, Sequence[str]]]:
        kept = self.pages.get(number)
        if kept is not None:
            self.pages.move_to_end(number)
            return kept
        if number in self.unread or self.fetch is None or self.bound is None:
            return []
        above = self.pages.get(number - 1)
        try:
            if above and len(above) == self.page:  # from the row above it, by key
                rows = self.fetch(above[-1][0].id, 0, self.page)
            else:
                rows = self.fetch(self.bound, number * self.page, self.page)
        except StoreError as error:
            self.unread.add(number)  # said once, not at every paint
            self.said(error)
            return []
        kept = [(r, self.cells(r)) for r in rows]
        self.pages[number] = kept
        while len(self.pages) > self.cached:
            self.pages.popitem(last=False)
        return kept

    def record(self, row: int) -> Any | None:
        """The record shown at `row` (its page read if it is not kept), None if none."""
        found = self._row(row) if 0 <= row < self.rowCount() else None
        return found[0] if found is not None else None

    # ---- what the tab does --------------------------------------------------------------

    def load(
        self, rows: list[Any], count: int, fetch: Callable[[int | None, int, int], list[Any]]
    ) -> None:
        """Show the `count` rows a filter finds, of which `rows` is the first page (a new
        filter, another guild), the others read through `fetch` when they are shown."""
        self.beginResetModel()
        self.fetch = fetch
        self.top = []
        self.count = max(count, len(rows))
        self.bound = rows[0].id + 1 if rows else None
        self.pages = OrderedDict([(0, [(r, self.cells(r)) for r in rows])])
        self.unread = set()
        self.endResetModel()

    def add_newer(self, rows: Sequence[Any]) -> None:
        """The rows written since, newest first, above those shown."""
        if not rows:
            return
        self.beginInsertRows(QModelIndex(), 0, len(rows) - 1)
        self.top[0:0] = [(r, self.cells(r)) for r in rows]
        self.endInsertRows()

    def row_of(self, key: int) -> int:
        """The row showing the record `key`, -1 if none is kept (its page not read)."""
        found = next((i for i, (r, _t) in enumerate(self.top) if r.id == key), -1)
        if found >= 0:
            return found
        for number, rows in self.pages.items():
            at = next((i for i, (r, _t) in enumerate(rows) if r.id == key), -1)
            if at >= 0:
                return len(self.top) + number * self.page + at
        return -1


def history_table(model: PagedModel) -> QTableView:
    """A table as common.table makes them, on a paged model: whole rows selected, one at
    a time, read only, the last column stretching, Tab leaving it, one line a row."""
    view = QTableView()
    view.setModel(model)
    table_look(view)
    # A column's width is measured on the rows in sight and a few more, never on every
    # row loaded (Qt's default: 1,000 of them, at each refresh).
    view.horizontalHeader().setResizeContentsPrecision(MEASURED_ROWS)
    view.verticalHeader().setResizeContentsPrecision(MEASURED_ROWS)
    # One line a row, what does not fit elided (its tooltip says it whole): rows of one
    # height, never measured, however far the history is scrolled (review 31b).
    view.setWordWrap(False)
    return view


def selected_key(view: QTableView) -> int | None:
    """The id of the selected row's record, None if none is selected."""
    rows = view.selectionModel().selectedRows()
    return int(rows[0].data(Qt.ItemDataRole.UserRole)) if rows else None


def select_key(view: QTableView, key: int | None) -> bool:
    """Select the row of the record `key` if it is loaded; say whether it was."""
    model = view.model()
    assert isinstance(model, PagedModel)
    row = model.row_of(key) if key is not None else -1
    if row < 0:
        return False
    view.selectRow(row)
    return True


def fit_columns(view: QTableView, rows: int | None = None) -> None:
    """Each column (but the last, which stretches) as wide as its header and the rows in
    sight need (or only the first `rows`: those a refresh added), and never narrower
    than it was: a width the player set stays until a text needs more than any before
    it (common.fill's rule, issue 9 item 15)."""
    header, model = view.horizontalHeader(), view.model()
    needed: list[int] = list(view.property("needed") or [])
    for column in range(model.columnCount() - 1):
        if rows is None:
            wanted = view.sizeHintForColumn(column)
        else:
            wanted = max((view.sizeHintForIndex(model.index(r, column)).width()
                          for r in range(rows)), default=0)  # fmt: skip
        wanted = max(wanted, header.sectionSizeHint(column))
        before = needed[column] if column < len(needed) else 0
        if wanted > before:
            header.resizeSection(column, wanted)
        needed[column : column + 1] = [max(wanted, before)]
    view.setProperty("needed", needed)


class DayBox(QDateEdit):
    """A day, or none (its lowest value, shown as `none`): a filter's bound. By keyboard
    (review 31b): a day typed into an empty box is that day, Up or Down in an empty box
    starts at today, Delete (or Backspace over the whole text selected) empties it; the
    filter follows when the day is whole (Enter, leaving the box, the arrows)."""

    day_changed = Signal()

    def __init__(self, none: str) -> None:
        super().__init__()
        self.setCalendarPopup(True)
        self.setDisplayFormat("yyyy-MM-dd")
        self.setMinimumDate(NO_DAY)
        self.setSpecialValueText(none)
        self.setDate(NO_DAY)
        self.setKeyboardTracking(False)  # not a filter at each digit typed
        self.dateChanged.connect(lambda _d: self.day_changed.emit())

    def _today(self) -> None:
        """Today, the text all selected to be typed over; the filter not changed yet."""
        self.blockSignals(True)
        try:
            self.setDate(QDate.currentDate())
        finally:
            self.blockSignals(False)
        self.selectAll()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, empty = event.key(), self.date() == NO_DAY
        if key == Qt.Key.Key_Delete or (  # Backspace mends a digit typed, unless all is
            key == Qt.Key.Key_Backspace and self.lineEdit().selectedText() == self.text()
        ):
            self.setDate(NO_DAY)
            return
        if empty and event.text().isdigit():
            self._today()  # typed over: the digits make the day
        super().keyPressEvent(event)

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        if self.date() == NO_DAY:  # Down too: to today
            return QAbstractSpinBox.StepEnabledFlag.StepUpEnabled | (
                QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
            )
        return super().stepEnabled()

    def stepBy(self, steps: int) -> None:
        if self.date() == NO_DAY:
            self.setDate(QDate.currentDate())  # from today, not from the year 2000
            return
        super().stepBy(steps)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)  # opens the calendar, at the box's day
        calendar = self.calendarWidget()
        if self.date() == NO_DAY and calendar is not None and calendar.isVisible():
            today = QDate.currentDate()  # none chosen: the calendar opens at this month
            calendar.setCurrentPage(today.year(), today.month())

    def day(self) -> datetime.date | None:
        date = self.date()
        if date == NO_DAY:
            return None
        return datetime.date(date.year(), date.month(), date.day())

    def set_day(self, day: datetime.date | None) -> None:
        self.setDate(QDate(day.year, day.month, day.day) if day else NO_DAY)
