"""What the city map's items paint with: the look's colours in one place, fonts, pens,
a guild's colour, text with a halo, wrapped text, the stacking order, and the items'
base classes (a fixed bounding rectangle; a still part painted once per zoom)."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem

from demloc.render import style

FAMILY = "DejaVu Sans"

# The look, in one place: a pale city in an old map's colours.
LAND = QColor(163, 168, 120)
FIELD = QColor(150, 158, 108)
SEA = QColor(54, 92, 112)
SEA_LIGHT = QColor(120, 160, 176)
RIVER = QColor(70, 118, 140)
BANK = QColor(52, 70, 64)
STREET = QColor(226, 214, 186)
STREET_EDGE = QColor(120, 104, 80)
STONE = QColor(104, 96, 88)
STONE_DARK = QColor(58, 52, 48)
INK = QColor(56, 38, 24)
PAPER = QColor(246, 238, 214)
# Per district (by index; 0 is the harbour): ground, and its houses' roofs.
GROUNDS = (
    QColor(178, 184, 176),  # harbour: grey stone and tar
    QColor(188, 150, 126),  # east: brick and soot
    QColor(214, 204, 172),  # north-east: pale limestone
    QColor(172, 160, 122),  # west: mud and thatch
    QColor(198, 182, 150),  # north-west: sandstone
)
ROOFS = (
    QColor(122, 112, 110),
    QColor(146, 84, 66),
    QColor(164, 140, 116),
    QColor(128, 104, 72),
    QColor(150, 112, 84),
)
UNKNOWN_FILL = QColor(112, 110, 104)
UNKNOWN_INK = QColor(236, 232, 220)
RIVAL_FILL = QColor(222, 214, 196)
SELECTED = QColor(255, 212, 80)
UNDYED = QColor(232, 228, 216)  # an ensign whose guild's colour the map was not told
HOVERED = QColor(255, 246, 210)
BADGE = QColor(44, 36, 30, 235)
BADGE_DUE = QColor(176, 64, 30, 240)

Z_GROUND, Z_DISTRICT, Z_RIVER, Z_WALL, Z_PLAZA, Z_NAME, Z_SPOT = 0, 1, 2, 3, 4, 5, 10


def font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont(FAMILY)
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    f.setItalic(italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def pen(
    colour: QColor,
    width: float,
    line: Qt.PenStyle = Qt.PenStyle.SolidLine,
    cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap,
    join: Qt.PenJoinStyle = Qt.PenJoinStyle.RoundJoin,
) -> QPen:
    return QPen(QBrush(colour), width, line, cap, join)


def guild_colour(name: str) -> QColor:
    return QColor(*style.GUILD_COLOURS[name])


@functools.lru_cache(maxsize=1024)
def _text_paths(
    x: float, y: float, text: str, size: int, bold: bool, italic: bool, width: float
) -> tuple[QPainterPath, QPainterPath]:
    """A text's outline and its halo's, made once: stroking text is the slow part of
    painting the map."""
    path = QPainterPath()
    path.addText(QPointF(x, y), font(size, bold, italic), text)
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return path, stroker.createStroke(path)


def halo_text(
    painter: QPainter,
    origin: QPointF,
    text: str,
    text_font: QFont,
    fill: QColor,
    halo: QColor,
    width: float,
) -> None:
    """Text with a halo: readable over houses, streets and water alike."""
    path, outline = _text_paths(
        origin.x(),
        origin.y(),
        text,
        text_font.pixelSize(),
        text_font.bold(),
        text_font.italic(),
        width,
    )
    painter.fillPath(outline, halo)
    painter.fillPath(path, fill)


def wrap(text: str, text_font: QFont, width: float, lines: int) -> list[str]:
    """`text` in at most `lines` lines of `width`, broken between words, the last one
    elided ("…") if the rest does not fit."""
    metrics = QFontMetricsF(text_font)
    words: list[str] = text.split()
    out: list[str] = []
    while words and len(out) < lines:
        line = words.pop(0)
        while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= width:
            line = f"{line} {words.pop(0)}"
        out.append(line)
    if words or (out and metrics.horizontalAdvance(out[-1]) > width):
        rest = " ".join([out[-1], *words]) if out else " ".join(words)
        out[-1] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return out


class MapItem(QGraphicsItem):
    """A fixed bounding rectangle; painting is the subclass's."""

    def __init__(self, bounds: QRectF, z: float) -> None:
        super().__init__()
        self._bounds = bounds
        self.setZValue(z)

    def boundingRect(self) -> QRectF:
        return self._bounds


class StillItem(MapItem):
    """A part of the city that never changes: painted once per zoom into a pixmap
    (in the window's pixels: sharp at any zoom), so a hover or a pan only copies it."""

    def __init__(self, bounds: QRectF, z: float) -> None:
        super().__init__(bounds, z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
