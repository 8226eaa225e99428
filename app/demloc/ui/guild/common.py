"""What the Guild view's tabs share: the state one refresh shows, tables that keep their
column widths, plain-text labels, and file names that get their suffix."""

from __future__ import annotations

import dataclasses
import difflib
import functools
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
)

from demloc.catalog.cards import Card
from demloc.store import Session
from demloc.store.schema import Guild
from demloc.ui.i18n import translate
from demloc.ui.plaintext import plain_label, tooltip

__all__ = [
    "Action",
    "Ask",
    "HintList",
    "Shown",
    "fill",
    "living_first",
    "plain_label",
    "table",
    "tooltip",
]

Action = Callable[[Session, Guild], Any]
Ask = Callable[[str], bool]


@dataclasses.dataclass(frozen=True)
class Shown:
    """One refresh: the guild in its session, and the names its records need. The
    account's collection (its custom cards parsed) is read only when a tab asks for it,
    once (`owned`, `cards`): a tab with no shop never does (issue 31, R-212)."""

    session: Session
    guild: Guild
    named: dict[str, Card]  # the cards the guild's members and items name
    members: dict[int, str]  # member id -> the mercenary's name
    collect: Callable[[], tuple[dict[str, Card], dict[str, Card]]]  # (owned, cards)
    cuts: dict[str, int] = dataclasses.field(default_factory=dict)  # price -> % off

    @functools.cached_property
    def _collection(self) -> tuple[dict[str, Card], dict[str, Card]]:
        return self.collect()

    @property
    def owned(self) -> dict[str, Card]:
        """The account's collection: what it may enlist or buy."""
        return self._collection[0]

    @property
    def cards(self) -> dict[str, Card]:
        """Every card the guild's records may name: the catalog's and the collection."""
        return self._collection[1]

    def price(self, kind: str, base: int) -> str:
        """A price as the shop shows it, after the cut of a spot the guild holds."""
        percent = self.cuts.get(kind, 0)
        if not percent:
            return translate("guild.common", "{feods} feods").format(feods=base)
        from demloc.city.grants import cut_price  # the city, once a spot cuts (issue 16)

        return translate("guild.common", "{feods} feods, {percent}% off: a spot you hold").format(
            feods=cut_price(base, percent), percent=percent
        )

    def name(self, card_id: str) -> str:
        card = self.named.get(card_id)
        return card.name if card else card_id


T = TypeVar("T")


def living_first(rows: Iterable[T], member: Callable[[T], Any] = lambda row: row) -> list[T]:
    """The guild's mercenaries (or rows of theirs: `member` gives each row's) as its
    lists show them: those holding a slot in enlisting order, then the escaped, then
    the dead (6.4.1: neither holds a slot; the dead are never usable again); a long
    campaign's guild has far more graves than fighters (review of issue 31)."""
    return sorted(rows, key=lambda row: _LIST_RANK.get(member(row).status, 0))


_LIST_RANK = {"escaped": 1, "dead": 2}


def table(headers: list[str]) -> QTableWidget:
    widget = QTableWidget(0, len(headers))
    widget.setHorizontalHeaderLabels(headers)
    table_look(widget)
    return widget


def table_look(widget: QTableView) -> None:
    """How the Guild view's tables behave: read only, whole rows selected one at a time,
    no row numbers, the last column stretching, Tab leaving the table for the next
    control (the arrows move between cells)."""
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    widget.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    widget.verticalHeader().setVisible(False)
    widget.horizontalHeader().setStretchLastSection(True)
    widget.setTabKeyNavigation(False)


def fill(
    widget: QTableWidget, rows: Sequence[Sequence[str]], keys: list[int] | None = None
) -> list[int]:
    """Fill `widget` again, keeping the selected row and the columns' widths (a refresh
    after each change must not collapse or reset them, issue 9 item 15). Only the rows
    whose texts or key changed are set again, and only their cells are measured (a
    refresh after an action changes one row of 150, issue 31, R-201): the rows changed,
    for the caller's own touches (colours, tooltips, heights)."""
    role = Qt.ItemDataRole.UserRole
    current = widget.currentRow()
    if keys is not None:
        current = _follow_keys(widget, keys, current)
    widget.setRowCount(len(rows))
    changed: list[int] = []
    for r, row in enumerate(rows):
        key = keys[r] if keys is not None else None
        cells = [widget.item(r, c) for c in range(len(row))]
        if all(cell is not None and cell.text() == text and cell.data(role) == key
               for cell, text in zip(cells, row, strict=True)):  # fmt: skip
            continue
        changed.append(r)
        for c, text in enumerate(row):
            cell = QTableWidgetItem(text)
            cell.setToolTip(tooltip(text))  # a cell's text is plain; its tooltip too
            if key is not None:
                cell.setData(role, key)
            widget.setItem(r, c, cell)
    header = widget.horizontalHeader()
    # What each column's contents needed so far: a width the player set stays until a
    # text needs more than any before it.
    needed: list[int] = list(widget.property("needed") or [])
    grid = 1 if widget.showGrid() else 0
    model = widget.model()
    for column in range(widget.columnCount() - 1):  # the last column stretches
        before = needed[column] if column < len(needed) else 0
        if column < len(needed):  # measured before: only the rows set again
            hints = (widget.sizeHintForIndex(model.index(r, column)).width() + grid
                     for r in changed)  # fmt: skip
            wanted = max(hints, default=0)
        else:
            wanted = max(widget.sizeHintForColumn(column), header.sectionSizeHint(column))
        if wanted > before:
            header.resizeSection(column, wanted)
        needed[column : column + 1] = [max(wanted, before)]
    widget.setProperty("needed", needed)
    if 0 <= current < len(rows):
        widget.selectRow(current)
    return changed


def _follow_keys(widget: QTableWidget, keys: list[int], current: int) -> int:
    """The rows moved where `keys` wants them, inserted and removed rather than set again
    (a mercenary enlisted among the living shifts every grave below it by one row: 150
    rows set and measured, review of issue 31); the current row's place after it."""
    role = Qt.ItemDataRole.UserRole
    old = [cell.data(role) if (cell := widget.item(r, 0)) is not None else None
           for r in range(widget.rowCount())]  # fmt: skip
    held = old[current] if 0 <= current < len(old) else None
    steps = difflib.SequenceMatcher(None, old, keys, autojunk=False).get_opcodes()
    for tag, i1, i2, j1, j2 in reversed(steps):
        if tag in ("delete", "replace"):
            for _ in range(i2 - i1):
                widget.removeRow(i1)
        if tag in ("insert", "replace"):
            for _ in range(j2 - j1):
                widget.insertRow(i1)
    return keys.index(held) if held in keys else current


class HintList(QListWidget):
    """A list that says, while it is empty, why and what to do (issue 26): the hint is
    painted in the empty list itself, so nothing moves when the first card comes."""

    def __init__(self) -> None:
        super().__init__()
        self.hint = ""

    def set_hint(self, text: str) -> None:
        self.hint = text
        self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.count() or not self.hint:
            return
        painter = QPainter(self.viewport())
        font = painter.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)  # read from across the table
        painter.setFont(font)
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        painter.drawText(self.viewport().rect().adjusted(10, 8, -10, -8), int(flags), self.hint)
        painter.end()
