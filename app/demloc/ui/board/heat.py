"""Who threatens the selected character, drawn on the board (issue 33, R-234): each
square tinted by the worst an enemy could do to him standing there next phase (the
engine's ThreatMap), pale yellow for a little to deep red for a sure kill, its figure
written in the square's corner; and the legend that says so. The Board view's tinted
squares item (play_items.SquaresOverlayItem) draws it, above the zones, under the
miniatures; it takes no click."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QGraphicsScene,
    QLabel,
    QSizePolicy,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from demloc.board.squares import Square
from demloc.hints.model import Measure, ThreatMap
from demloc.ui.board.drawing import font, outlined_text, rect
from demloc.ui.board.play_items import SquaresOverlayItem
from demloc.ui.i18n import translate

LOW = (255, 226, 110, 80)  # a little threat
HIGH = (190, 0, 20, 175)  # the worst
Z_HEAT = 4.6  # above the zones (3, 4) and the reach (4.5), under lines and miniatures


class HeatItem(SquaresOverlayItem):
    """The tinted squares, each figure in its top left corner: the reach writes its
    costs in the bottom right one, so both read when both are on."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for square, fill in self.fills.items():
            painter.setBrush(fill)
            painter.drawRect(rect(square).adjusted(1, 1, -1, -1))
        figure_font = font(16, bold=True)
        for square, text in self.labels.items():
            outlined_text(painter, rect(square).adjusted(3, 1, -2, -2), text, figure_font,
                          QColor(90, 0, 10), QColor(255, 255, 255, 235),
                          Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # fmt: skip


def tint(level: float) -> QColor:
    """The colour of a threat from 0 (none) to 1 (the worst)."""
    level = min(1.0, max(0.0, level))
    red, green, blue, alpha = (round(a + (b - a) * level) for a, b in zip(LOW, HIGH, strict=True))
    return QColor(red, green, blue, alpha)


def scale(heat: ThreatMap, measure: Measure) -> float:
    """What a full tint stands for: a sure kill, or the most damage on the map."""
    if measure is Measure.KILL:
        return 1.0
    return max((float(v) for v in heat.expected.values()), default=0.0) or 1.0


def figure(value: Fraction, measure: Measure) -> str:
    """A square's figure: "34%" for a kill chance, "2.5" for damage points."""
    if measure is Measure.KILL:
        shown = float(value) * 100
        return "<1%" if 0 < shown < 0.5 else f"{shown:.0f}%"
    return f"{float(value):.1f}"


def heat_fills(heat: ThreatMap, measure: Measure) -> tuple[dict[Square, QColor], dict[Square, str]]:
    """Each threatened square's tint and figure: the map holds only the squares some
    enemy can attack, so even a 0 (a threat that cannot kill) is tinted, palest."""
    values = heat.kill if measure is Measure.KILL else heat.expected
    top = scale(heat, measure)
    fills, labels = {}, {}
    for square, value in values.items():
        fills[square] = tint(float(value) / top)
        labels[square] = figure(value, measure)
    return fills, labels


class HeatMap:
    """The heat map's item on a board scene, shown again only when it changed."""

    def __init__(self) -> None:
        self.item = HeatItem(z=Z_HEAT)
        self.item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # taps reach the board
        self.item.setVisible(False)
        self.shown: tuple[object, ...] | None = None

    def attach(self, scene: QGraphicsScene) -> None:
        if self.item.scene() is not scene:
            if self.item.scene() is not None:
                self.item.scene().removeItem(self.item)
            scene.addItem(self.item)

    def show(self, heat: ThreatMap | None, measure: Measure) -> None:
        """`heat` tinted by `measure`; None: nothing drawn."""
        key = (id(heat), measure) if heat is not None else None
        if key == self.shown:
            return
        self.shown = key
        if heat is None:
            self.item.sync({}, {})
        else:
            self.item.sync(*heat_fills(heat, measure))
        self.item.setVisible(bool(self.item.fills))
        self.item.update()


class _Scale(QWidget):
    """The tints from none to the worst, their figures under them."""

    def __init__(self) -> None:
        super().__init__()
        self.measure, self.top = Measure.KILL, 1.0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(50)

    def sizeHint(self) -> QSize:
        return QSize(200, 50)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        type_ = QFont(self.font())
        type_.setPixelSize(15)
        type_.setBold(True)
        painter.setFont(type_)
        bar = QRectF(1, 1, self.width() - 2, 24)
        gradient = QLinearGradient(bar.topLeft(), bar.topRight())
        gradient.setColorAt(0, tint(0.0))
        gradient.setColorAt(1, tint(1.0))
        painter.fillRect(bar, gradient)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawRect(bar)
        below = QRectF(1, bar.bottom() + 2, self.width() - 2, self.height() - bar.bottom() - 2)
        if self.measure is Measure.KILL:
            low, middle, high = "0%", "50%", "100%"
        else:
            low, middle, high = "0", f"{self.top / 2:.1f}", f"{self.top:.1f}"
        painter.drawText(below, Qt.AlignmentFlag.AlignLeft, low)
        painter.drawText(below, Qt.AlignmentFlag.AlignHCenter, middle)
        painter.drawText(below, Qt.AlignmentFlag.AlignRight, high)
        painter.end()


class HeatLegend(QWidget):
    """The heat map's legend: what the tints count, and the tints from none to the worst."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("heat-legend")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.scale = _Scale()
        layout.addWidget(self.words)
        layout.addWidget(self.scale)
        self.show_scale(Measure.KILL, 1.0)

    def show_scale(self, measure: Measure, top: float) -> None:
        self.scale.measure, self.scale.top = measure, top
        if measure is Measure.KILL:
            words = translate("board.heat", "Each square: the chance an enemy kills them there")
        else:
            words = translate("board.heat", "Each square: the damage an enemy does them there")
        self.words.setText(words)
        self.scale.update()
