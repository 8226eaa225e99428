"""What the Mission view's screens share: large targets for the table (buttons at
least 40 px high), names from data always as plain text, and a screen that rebuilds
itself from the state after every step."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QMouseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from demloc.missions.setup import SetupContext, SetupState
from demloc.render import style
from demloc.ui.mission.controller import SetupController
from demloc.ui.plaintext import plain_label, tooltip

# The folders of a file's path in a message ("/home/x/My guilds/", "C:\\Users\\x\\"): a
# message too long for its room names the file by its name, the whole in its tooltip.
FOLDERS = re.compile(r"(?<![\w.])(?:[A-Za-z]:)?[\\/](?:[^\\/:\n]*[\\/])+")
TARGET = 40  # px: the smallest button at the table (Gloomhaven Secretariat #35, #346)


def button(text: str, on_click: Callable[[], object] | None = None, name: str = "") -> QPushButton:
    widget = QPushButton(text)
    widget.setMinimumHeight(TARGET)
    widget.setMinimumWidth(TARGET)
    if name:
        widget.setObjectName(name)
    if on_click is not None:
        widget.clicked.connect(lambda _=False: on_click())
    return widget


def text(value: str, *, wrap: bool = True, bold: bool = False, size: float = 0) -> QLabel:
    """A label of plain text that wraps (nothing cut off at 1024x700)."""
    label = plain_label(value)
    label.setWordWrap(wrap)
    if bold or size:
        font = QFont(label.font())
        font.setBold(bold)
        if size:
            font.setPointSizeF(size)
        label.setFont(font)
    return label


class HeightsKept(QVBoxLayout):
    """A column whose height for each width is worked out once until something in it
    changes. Qt keeps one width's: a scroll area asks two (with and without its bar),
    and each asked every card's words to wrap again, 4 ms for 16 cards at each tap
    (issue 26, section 3)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.heights: dict[int, int] = {}

    def invalidate(self) -> None:
        self.heights.clear()
        super().invalidate()

    def heightForWidth(self, width: int) -> int:
        height = self.heights.get(width)
        if height is None:
            height = self.heights[width] = super().heightForWidth(width)
        return height


def say_kept(label: QLabel, words: str) -> None:
    """`words` in a word-wrapped label that keeps the tallest height its words needed at
    its width (a new width starts again): a word more or less, a line more or less,
    moves nothing beside or below it, and Qt lays out and repaints only the label
    (issue 26, section 3: a line's words changing height laid out and repainted every
    button under it). Nothing is cut: a taller text still grows it."""
    if label.text() != words:
        label.setText(words)
    width = label.width()
    if label.property("kept_width") != width:  # another width: the lines wrap anew
        label.setProperty("kept_width", width)
        label.setMinimumHeight(0)
    wanted = label.heightForWidth(width) if width > 0 and label.wordWrap() else -1
    if wanted < 0:
        wanted = label.sizeHint().height()
    if wanted > label.minimumHeight():
        label.setMinimumHeight(wanted)


class FittedLabel(QLabel):
    """A word-wrapped label of a fixed room: its text cut at a word with "…" when it
    would not fit, the whole of it in the tooltip, shown too by a tap on it (a touch
    screen never hovers); fitted again when resized."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.full = ""
        self.tip = ""  # the tooltip: "" for the whole text when it is cut

    def say(self, value: str, tip: str = "") -> None:
        self.full, self.tip = value, tip
        self._fit()

    def room_for(self, lines: int) -> int:
        """The height `lines` lines of text take in this label, its padding included."""
        self.ensurePolished()  # a style sheet's padding counts once polished
        area = QRect(0, 0, 10_000, 100_000)
        words = "\n".join(["Ag"] * lines)
        high = self.fontMetrics().boundingRect(area, int(Qt.TextFlag.TextWordWrap), words)
        return high.height() + self.height() - self.contentsRect().height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()  # a message said while hidden is fitted as it appears

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if self.text() != self.full:  # cut: the finger lifted off it reads the whole
            event.accept()  # passed on to the parent, the release would hide the tip
            QToolTip.showText(event.globalPosition().toPoint(), self.toolTip(), self)

    def _fit(self) -> None:
        room = self.contentsRect()
        metrics = self.fontMetrics()
        flags = int(Qt.TextFlag.TextWordWrap)

        def fits(candidate: str) -> bool:
            area = QRect(0, 0, max(1, room.width()), 100_000)
            return metrics.boundingRect(area, flags, candidate).height() <= room.height()

        shown = self.full
        laid_out = self.isVisible() and room.height() >= metrics.lineSpacing()
        if shown and laid_out and not fits(shown):  # else fitted once it has its room
            shown = FOLDERS.sub(lambda path: "…" + path[0][-1], shown)  # "…/file.json"
        if shown and laid_out and not fits(shown):
            words = shown.split(" ")
            low, high = 0, len(words)
            while low < high:  # the most words that fit, with the "…"
                middle = (low + high + 1) // 2
                if fits(" ".join(words[:middle]) + " …"):
                    low = middle
                else:
                    high = middle - 1
            shown = " ".join(words[:low]) + " …"
        self.setText(shown)
        self.setToolTip(self.tip or (tooltip(self.full) if shown != self.full else ""))


def heading(value: str) -> QLabel:
    return text(value, bold=True, size=14)


def swatch(colour: str) -> QLabel:
    """A small square in a guild's sub-base colour."""
    label = QLabel()
    label.setFixedSize(22, 22)
    rgb = style.GUILD_COLOURS.get(colour, (128, 128, 128))
    label.setStyleSheet(f"background:{QColor(*rgb).name()}; border:1px solid #333;")
    label.setToolTip(colour)
    return label


def group(title: str) -> tuple[QGroupBox, QVBoxLayout]:
    box = QGroupBox()
    box.setTitle(title.replace("&", "&&"))  # a title is plain text: no mnemonics
    layout = QVBoxLayout(box)
    return box, layout


def row(*widgets: QWidget, stretch: bool = True) -> QHBoxLayout:
    layout = QHBoxLayout()
    for widget in widgets:
        layout.addWidget(widget)
    if stretch:
        layout.addStretch(1)
    return layout


def line(*widgets: QWidget) -> QHBoxLayout:
    """Widgets in a row; a label takes the room left (a narrow label wraps every word)."""
    layout = QHBoxLayout()
    labels = False
    for widget in widgets:
        wide = isinstance(widget, QLabel) and widget.wordWrap()
        labels = labels or wide
        layout.addWidget(widget, 1 if wide else 0)
    if not labels:
        layout.addStretch(1)
    return layout


def clear(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            widget.hide()
            widget.setParent(None)  # gone at once for the screen's lookups
            widget.deleteLater()
        elif inner is not None:
            clear(inner)


def show_added(root: QWidget) -> None:
    """The widgets just added under `root` shown now: Qt shows a widget added to a
    shown layout at a queued call, after the layout that a tap does at once (issue 26,
    section 3) measured the screen without them. Those hidden on purpose stay hidden."""
    if not root.isVisible():
        return
    chosen = Qt.WidgetAttribute.WA_WState_ExplicitShowHide  # shown or hidden by the code
    for widget in root.findChildren(QWidget):
        # A window inside (a list's popup) opens only when asked.
        if widget.isHidden() and not widget.testAttribute(chosen) and not widget.isWindow():
            widget.show()


class Screen(QScrollArea):
    """One phase's screen: `fill(state)` builds its content afresh after each step;
    actions go to the controller, which saves them (the screen decides nothing)."""

    title = ""
    fills_height = False  # True: the screen's last part (a board) takes the height left

    def __init__(self, controller: SetupController) -> None:
        super().__init__()
        self.controller = controller
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.body = QWidget()
        self.content = QVBoxLayout(self.body)
        if not self.fills_height:  # a layout aligned keeps to its size hint's height
            self.content.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.setWidget(self.body)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if not self.fills_height:  # its room kept: a screen that grows past the bottom
            # (a contest, a note) narrows nothing and moves no column (issue 26)
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)

    @property
    def ctx(self) -> SetupContext:
        return self.controller.ctx

    def act(self, action: str, **fields: Any) -> bool:
        return self.controller.do({"action": action, **fields})

    def act_with(self, action: str, **fields: Any) -> Callable[[], bool]:
        return lambda: self.act(action, **fields)

    def refresh(self, state: SetupState) -> None:
        focus = QApplication.focusWidget()
        if focus is not None and self.body.isAncestorOf(focus):
            # The tapped button goes with the old content: the screen keeps the focus
            # (and the keys), or the scroll area would scroll to whatever took it next
            # and move the whole screen under the finger (issue 26).
            self.setFocus()
        clear(self.content)
        self.fill(state)
        if not self.fills_height:
            self.content.addStretch(1)

    if TYPE_CHECKING:  # every phase's screen defines it (checked as the class is made)

        def fill(self, state: SetupState) -> None: ...

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "fill" not in vars(cls):
            raise TypeError(f"{cls.__name__}: a phase's screen says what it shows (fill)")
