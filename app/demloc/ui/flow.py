"""A row of widgets that wraps to the next line when the window is too narrow for it
(Qt's flow layout example): a translated row of buttons 30% longer than the English
never widens the window past the screen nor cuts a button (issue 32)."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QWidget


class FlowLayout(QLayout):
    """Its items left to right at their size hints, on as many lines as the width needs;
    an item whose `stretch` is set (addWidget's) takes what its line leaves."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._stretch: dict[int, int] = {}
        self.setSpacing(spacing)
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def add(self, widget: QWidget, stretch: int = 0) -> None:
        """`widget` next in the row; with `stretch`, it widens into its line's room."""
        self.addWidget(widget)
        if stretch:
            self._stretch[id(self._items[-1])] = stretch

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if 0 <= index < len(self._items):
            item = self._items.pop(index)
            self._stretch.pop(id(item), None)
            return item
        return None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        """As wide as its widest item: the rest wraps."""
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize()).expandedTo(item.sizeHint())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _lines(self, width: int) -> list[list[QLayoutItem]]:
        lines: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._items:
            widget = item.widget()
            if widget is not None and widget.isHidden():
                continue
            wide = item.sizeHint().width()
            if lines[-1] and used + self.spacing() + wide > width:
                lines.append([])
                used = 0
            used += (self.spacing() if lines[-1] else 0) + wide
            lines[-1].append(item)
        return lines

    def _place(self, rect: QRect, *, move: bool) -> int:
        margins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        y = area.y()
        for line in self._lines(area.width()):
            if not line:
                continue
            hints = [item.sizeHint() for item in line]
            height = max(h.height() for h in hints)
            room = area.width() - sum(h.width() for h in hints) - self.spacing() * (len(line) - 1)
            stretches = [self._stretch.get(id(item), 0) for item in line]
            total = sum(stretches)
            x = area.x()
            for item, hint, stretch in zip(line, hints, stretches, strict=True):
                wide = hint.width() + (room * stretch // total if total and room > 0 else 0)
                wide = min(wide, item.maximumSize().width())  # the rest stays empty
                if move:
                    top = y + (height - hint.height()) // 2
                    item.setGeometry(QRect(QPoint(x, top), QSize(wide, hint.height())))
                x += wide + self.spacing()
            y += height + self.spacing()
        return y - self.spacing() - area.y() + margins.top() + margins.bottom()


def flow_row(parent: QWidget | None = None) -> tuple[QWidget, FlowLayout]:
    """A widget holding a FlowLayout, its height following its width."""
    holder = QWidget(parent)
    policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(True)
    holder.setSizePolicy(policy)
    return holder, FlowLayout(holder)
