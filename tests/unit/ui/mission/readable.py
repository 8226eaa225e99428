"""Nothing cut off: the check the Mission view's readability tests make on every screen
(issue 11), grown from tests/unit/ui/guild/test_guild_layout.py's (a button or a label
that does not wrap is at least as wide as its size hint) with what a screen of
boxes, wrapped labels and scroll areas needs besides."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QStyle,
    QWidget,
)


def _name(widget: QWidget) -> str:
    words = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
    if isinstance(widget, QGroupBox):
        words = widget.title()
    if isinstance(widget, QComboBox):
        words = widget.currentText()
    return f"{type(widget).__name__} {widget.objectName() or ''} {words[:60]!r}"


def _outside(widget: QWidget, root: QWidget) -> str:
    """Where `widget` reaches past the part of an ancestor that shows it: never sideways
    (the screens scroll only up and down); downwards only inside a scroll area."""
    child: QWidget = widget
    area = QRect(QPoint(0, 0), widget.size())
    parent = widget.parentWidget()
    while parent is not None:
        area = QRect(child.mapTo(parent, area.topLeft()), area.size())
        bounds = parent.rect()
        scroller = parent.parentWidget()
        scrolls = isinstance(scroller, QAbstractScrollArea) and scroller.viewport() is parent
        if scrolls:
            return ""  # inside a scroll area's viewport: the bar reaches the rest
        if area.left() < bounds.left() or area.right() > bounds.right():
            return f"reaches past the sides of {_name(parent)} ({area} in {bounds})"
        if area.top() < bounds.top() or area.bottom() > bounds.bottom():
            return f"reaches past the bottom of {_name(parent)} ({area} in {bounds})"
        if parent is root:
            return ""
        area, child, parent = area.intersected(bounds), parent, parent.parentWidget()
    return ""


def _sideways(widget: QWidget) -> str:
    """A screen's content is never wider than the viewport that shows it (no bar)."""
    parent = widget.parentWidget()
    scroller = parent.parentWidget() if parent is not None else None
    if (
        isinstance(scroller, QAbstractScrollArea)
        and scroller.viewport() is parent
        and widget.width() > parent.width() + 1
        and not scroller.horizontalScrollBar().isVisible()
    ):
        return f"is {widget.width()} px wide in a viewport of {parent.width()} px, no bar"
    return ""


def _text_width(button: QPushButton) -> int:
    """What a push button's text and icon need: its size hint is at least 80 px wide
    in most styles (a nicety of the style: a 77 px "north" is not cut)."""
    style = button.style()
    margins = 2 * (
        style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button)
        + style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, button)
    )
    icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
    text = button.fontMetrics().horizontalAdvance(button.text().replace("&&", "&"))
    return min(button.sizeHint().width(), text + icon + margins)


def cut(widget: QWidget, root: QWidget) -> str:
    """Why the visible `widget` is cut off, or ""."""
    if isinstance(widget, QLabel) and widget.wordWrap():
        if widget.text() and widget.height() < widget.heightForWidth(widget.width()):
            need = widget.heightForWidth(widget.width())
            return f"is {widget.height()} px high, its wrapped text needs {need}"
        if widget.width() < widget.minimumSizeHint().width():
            return f"is {widget.width()} px wide, its longest word needs more"
    elif isinstance(widget, QLabel | QAbstractButton | QComboBox):
        hint = widget.sizeHint()
        need = _text_width(widget) if isinstance(widget, QPushButton) else hint.width()
        if widget.width() < need:
            return f"is {widget.width()} px wide, its text needs {need}"
        if widget.height() < widget.minimumSizeHint().height():
            return f"is {widget.height()} px high, its text needs {hint.height()}"
    elif isinstance(widget, QGroupBox):
        hint = widget.minimumSizeHint()
        if widget.width() < hint.width():
            return f"is {widget.width()} px wide, its title needs {hint.width()}"
    return _outside(widget, root) or _sideways(widget)


CHECKED = (QAbstractButton, QLabel, QComboBox, QGroupBox)


def cut_widgets(root: QWidget) -> list[str]:
    """Every visible button, label, list box and box under `root` that is cut off."""
    found = []
    for kind in CHECKED:
        for widget in root.findChildren(kind):
            if not widget.isVisible() or widget.window() is not root.window():
                continue
            why = cut(widget, root)
            if why:
                found.append(f"{_name(widget)} {why}")
    for body in root.findChildren(QWidget, "qt_scrollarea_viewport"):
        for child in body.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            why = _sideways(child) if child.isVisible() else ""
            if why:
                found.append(f"{_name(child)} {why}")
    return found
