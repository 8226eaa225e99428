"""A history shown a page at a time (issue 31): a table model whose rows the store reads
as they are scrolled to (Qt's canFetchMore/fetchMore), newest first, to which a refresh
adds the rows written since at the top; and the filter controls the history tabs share.

The rows are the store's frozen dataclasses (store/guild_history.py), each with its `id`;
their cells are worded once, when their page comes. A page that cannot be read is said
through `said` (the view's message line), never raised out of Qt's call."""

from __future__ import annotations

import contextlib
import datetime
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
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QAbstractItemView, QDateEdit, QTableView

from demloc.store import Session, Sessions
from demloc.store.errors import StoreError
from demloc.ui.plaintext import tooltip

Index = QModelIndex | QPersistentModelIndex
NO_DAY = QDate(2000, 1, 1)  # a date box at its lowest: no bound
MEASURED_ROWS = 40


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


class PagedModel(QAbstractTableModel):
    """Rows newest first: `fetch(before, limit)` reads the page after the row `before`
    (None: the newest); `cells(row)` words a row's columns."""

    def __init__(
        self,
        headers: Sequence[str],
        cells: Callable[[Any], Sequence[str]],
        said: Callable[[StoreError], None],
        *,
        page: int = 200,
    ) -> None:
        super().__init__()
        self.headers = list(headers)
        self.cells = cells
        self.said = said
        self.page = page
        self.fetch: Callable[[int | None, int], list[Any]] | None = None
        self.rows: list[Any] = []
        self.texts: list[Sequence[str]] = []
        self.more = False

    # ---- what Qt asks -------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.texts[index.row()][index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            text = self.texts[index.row()][index.column()]
            return tooltip(text) if text else None  # plain text, never read as HTML
        if role == Qt.ItemDataRole.UserRole:
            return self.rows[index.row()].id
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def canFetchMore(self, parent: Index) -> bool:
        return not parent.isValid() and self.more

    def fetchMore(self, parent: Index) -> None:
        if parent.isValid() or not self.more or self.fetch is None:
            return
        try:
            rows = self.fetch(self.rows[-1].id if self.rows else None, self.page)
        except StoreError as error:
            self.more = False  # the rest cannot be read: said once, not at every scroll
            self.said(error)
            return
        self.more = len(rows) == self.page
        if rows:
            first = len(self.rows)
            self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
            self.rows += rows
            self.texts += [self.cells(r) for r in rows]
            self.endInsertRows()

    # ---- what the tab does --------------------------------------------------------------

    def load(self, rows: list[Any], fetch: Callable[[int | None, int], list[Any]]) -> None:
        """Show `rows`, the first page (a new filter, another guild), and read the next
        ones through `fetch` when they are scrolled to."""
        self.beginResetModel()
        self.fetch = fetch
        self.rows = rows
        self.texts = [self.cells(r) for r in rows]
        self.more = len(rows) == self.page
        self.endResetModel()

    def add_newer(self, rows: Sequence[Any]) -> None:
        """The rows written since, newest first, above those shown."""
        if not rows:
            return
        self.beginInsertRows(QModelIndex(), 0, len(rows) - 1)
        self.rows[0:0] = rows
        self.texts[0:0] = [self.cells(r) for r in rows]
        self.endInsertRows()

    def row_of(self, key: int) -> int:
        """The row showing the record `key`, -1 if none is loaded."""
        return next((i for i, r in enumerate(self.rows) if r.id == key), -1)


def history_table(model: PagedModel) -> QTableView:
    """A table as common.table makes them, on a paged model: whole rows selected, one at
    a time, read only, the last column stretching, Tab leaving it."""
    view = QTableView()
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setStretchLastSection(True)
    # A column's width is measured on the rows in sight and a few more, never on every
    # row loaded (Qt's default: 1,000 of them, at each refresh).
    view.horizontalHeader().setResizeContentsPrecision(MEASURED_ROWS)
    view.verticalHeader().setResizeContentsPrecision(MEASURED_ROWS)
    view.setTabKeyNavigation(False)
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
    """A day, or none (its lowest value, shown as `none`): a filter's bound."""

    day_changed = Signal()

    def __init__(self, none: str) -> None:
        super().__init__()
        self.setCalendarPopup(True)
        self.setDisplayFormat("yyyy-MM-dd")
        self.setMinimumDate(NO_DAY)
        self.setSpecialValueText(none)
        self.setDate(NO_DAY)
        self.dateChanged.connect(lambda _d: self.day_changed.emit())

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
