"""A shop's list of cards, for a combo box: replaced in one go, each label made when
Qt first asks for it (issue 16).

The armory's Buy list holds every weapon of the collection: with 2000 custom cards,
adding the items one by one (each with its data and tooltip) was most of a refresh.
This model is replaced whole, once a refresh, and makes a row's text only when it is
shown or read (the current item, the popup's visible rows)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QComboBox

from demloc.ui.plaintext import tooltip

Index = QModelIndex | QPersistentModelIndex


class Choices(QAbstractListModel):
    """Rows of (key, label): the key is the item's data (Qt.UserRole), the label its
    text, made by `label(row)` on first use; with `tips`, its plain-text tooltip."""

    def __init__(self, parent: QObject | None = None, *, tips: bool = False) -> None:
        super().__init__(parent)
        self.tips = tips
        self._keys: list[str] = []
        self._label: Callable[[int], str] = lambda _row: ""
        self._texts: dict[int, str] = {}
        self._rows: dict[str, int] = {}

    def replace(self, keys: Sequence[str], label: Callable[[int], str]) -> None:
        """Every row anew: `keys` in order, `label(row)` the text of row `row`."""
        self.beginResetModel()
        self._keys, self._label, self._texts = list(keys), label, {}
        self._rows = {}
        for row, key in enumerate(self._keys):
            self._rows.setdefault(key, row)
        self.endResetModel()

    def row_of(self, key: object) -> int:
        """The first row holding `key`, or -1 (as QComboBox.findData, without asking
        Qt for every row's data)."""
        return self._rows.get(key, -1) if isinstance(key, str) else -1

    def text(self, row: int) -> str:
        found = self._texts.get(row)
        if found is None:
            found = self._texts[row] = self._label(row)
        return found

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008  (Qt's default)
        return 0 if parent.isValid() else len(self._keys)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = index.row()
        if not index.isValid() or not 0 <= row < len(self._keys):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self.text(row)
        if role == Qt.ItemDataRole.UserRole:
            return self._keys[row]
        if role == Qt.ItemDataRole.ToolTipRole and self.tips:
            return tooltip(self.text(row))
        return None


def shop_box(combo: QComboBox, *, tips: bool = False) -> Choices:
    """Give `combo` a Choices model (its items are then set through the model)."""
    model = Choices(combo, tips=tips)
    combo.setModel(model)
    return model


def refill(
    combo: QComboBox,
    model: Choices,
    keys: Sequence[str],
    label: Callable[[int], str],
    empty: str = "",
) -> None:
    """Replace the shop's rows, keeping the chosen key when it is still offered (else
    the first row), as the tabs did item by item; none offered: `empty` says why."""
    wanted = combo.currentData()
    model.replace(keys, label)
    combo.setPlaceholderText(empty)
    combo.setCurrentIndex(max(model.row_of(wanted), 0) if keys else -1)
