"""What every board item shares: the square's rectangle and centre, fonts, outlined
text, the stacking order, and `BoardItem`, the base each item class builds on
(coordinates from `demloc.render.geometry`, colours from `demloc.render.style`)."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
)

from demloc.board.squares import Square
from demloc.render import geometry as geo

S = geo.SQUARE


def colour(rgb: tuple[int, ...]) -> QColor:
    return QColor(*rgb)


def rect(square: Square) -> QRectF:
    r = geo.square_rect(square)
    return QRectF(r.x, r.y, r.width, r.height)


def centre(square: Square) -> QPointF:
    return QPointF(*geo.centre(square))


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


# Stacking, bottom to top: overlays and lines lie under the miniatures, so a token, its
# number and its name are never crossed by a firing line (issue 9, readability).
Z_MINIATURE = 20.0
Z_MINIATURE_SELECTED = 20.5  # the selected one's whole name lies over its neighbours'
Z_MINIATURE_HOVER = 21.0


def outlined_text(
    painter: QPainter,
    box: QRectF,
    text: str,
    text_font: QFont,
    fill: QColor,
    outline: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    width: float = 3.0,
) -> None:
    """Text with a halo of another colour: readable on any base or overlay colour."""
    path, advance, ascent, descent = text_path(text, text_font)
    if align & Qt.AlignmentFlag.AlignRight:
        x = box.right() - advance
    elif align & Qt.AlignmentFlag.AlignLeft:
        x = box.left()
    else:
        x = box.center().x() - advance / 2
    if align & Qt.AlignmentFlag.AlignBottom:
        y = box.bottom() - descent
    elif align & Qt.AlignmentFlag.AlignTop:
        y = box.top() + ascent
    else:
        y = box.center().y() + (ascent - descent) / 2
    path = path.translated(x, y)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.strokePath(
        path,
        QPen(
            outline,
            width,
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        ),
    )
    painter.fillPath(path, fill)
    painter.restore()


# A text's outline and metrics by (text, font): laying the glyphs out was the largest
# part of a repaint (issue 16: each miniature's number and name, at every paint).
_TEXT_PATHS: dict[tuple[str, str], tuple[QPainterPath, float, float, float]] = {}
TEXT_PATHS_KEPT = 4096


def text_path(text: str, text_font: QFont) -> tuple[QPainterPath, float, float, float]:
    """The text's outline at the origin, its advance, ascent and descent."""
    key = (text, text_font.key())
    found = _TEXT_PATHS.get(key)
    if found is None:
        metrics = QFontMetricsF(text_font)
        path = QPainterPath()
        path.addText(QPointF(0, 0), text_font, text)
        if len(_TEXT_PATHS) >= TEXT_PATHS_KEPT:
            _TEXT_PATHS.clear()
        found = (path, metrics.horizontalAdvance(text), metrics.ascent(), metrics.descent())
        _TEXT_PATHS[key] = found
    return found


@functools.lru_cache(maxsize=1024)
def elided(name: str, size: float, width: float) -> str:
    """`name` in bold at `size`, cut with an ellipsis to fit `width`."""
    metrics = QFontMetricsF(font(size, bold=True))
    return metrics.elidedText(name, Qt.TextElideMode.ElideRight, width)


class BoardItem(QGraphicsItem):
    """Base: a bounding rectangle set by `sync`, painting done by subclasses."""

    def __init__(self) -> None:
        super().__init__()
        self._bounds = QRectF()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def _set_bounds(self, bounds: QRectF) -> None:
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds
        self.update()

    def _unchanged(self, *model: object) -> bool:
        """True if the item shows this model already: no repaint, caches kept."""
        if getattr(self, "_model", None) == model:
            return True
        self._model = model
        return False
