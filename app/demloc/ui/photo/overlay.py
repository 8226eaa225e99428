"""The photo with what was read drawn over it (issue 34): the board's squares where the
fit puts them (the reading's homography), the reference markers seen, and each base
marker read, sure in green and to check in orange (R-241), with its square."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsPolygonItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from demloc.board.board import Board
from demloc.photo.model import Point, Reading
from demloc.ui.i18n import translate
from demloc.ui.zoomable import ZoomableView

GRID = QColor(40, 200, 255, 200)
REFERENCE = QColor(40, 110, 255)
OUTLIER = QColor(150, 150, 150)
SURE = QColor(30, 200, 60)
UNSURE = QColor(255, 140, 0)


class PhotoView(ZoomableView):
    """The photo scaled to the room it has (wheel and keys zoom, as on the board)."""

    def __init__(self) -> None:
        super().__init__(QGraphicsScene())
        self.setObjectName("photo-view")
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # the keys are the board's
        self.setMinimumSize(200, 160)

    def show_reading(self, image: QImage, reading: Reading, board: Board) -> None:
        scene = self.scene()
        scene.clear()
        width, height = reading.size
        # The preview is smaller than the photo the reading measured: its pixels scaled.
        sx = image.width() / width if width else 1.0
        sy = image.height() / height if height else 1.0
        scene.addItem(QGraphicsPixmapItem(QPixmap.fromImage(image)))
        line = max(1.5, image.width() / 600)

        def photo(point: Point) -> QPointF:
            return QPointF(point[0] * sx, point[1] * sy)

        grid = QPainterPath()
        for square in board.squares():
            x, y = square.x, square.y
            corners = [reading.to_photo(a, b) for a, b in ((x, y), (x + 1, y), (x + 1, y + 1),
                                                           (x, y + 1))]  # fmt: skip
            if all(abs(c[0]) < 1e7 and abs(c[1]) < 1e7 for c in corners):
                grid.addPolygon(QPolygonF([photo(c) for c in [*corners, corners[0]]]))
        grid_item = QGraphicsPathItem(grid)
        grid_item.setPen(QPen(GRID, line * 0.6))
        scene.addItem(grid_item)
        for reference in reading.references:
            colour = REFERENCE if reference.inlier else OUTLIER
            self._marker(reference.corners, photo, colour, line, str(reference.marker))
        label_font = QFont()
        label_font.setPixelSize(max(12, round(image.width() / 45)))
        label_font.setBold(True)
        for found in reading.found:
            colour = SURE if found.sure else UNSURE
            item = self._marker(found.corners, photo, colour, line * 1.5, found.square.name)
            item.setToolTip(
                translate("photo.overlay", "{base}: {square}, {sure} sure").format(
                    base=found.label, square=found.square.name, sure=f"{found.confidence:.0%}"
                )
            )
            text = QGraphicsSimpleTextItem(found.square.name)
            text.setFont(label_font)
            text.setBrush(QBrush(colour))
            text.setPen(QPen(QColor(0, 0, 0), max(1.0, line / 2)))
            corner = item.polygon().boundingRect()
            text.setPos(corner.right() + line, corner.top())
            scene.addItem(text)
        self.setSceneRect(scene.itemsBoundingRect())
        self.fit()

    def _marker(self, corners: tuple[Point, ...], photo: Callable[[Point], QPointF],
                colour: QColor, line: float, tip: str) -> QGraphicsPolygonItem:  # fmt: skip
        item = QGraphicsPolygonItem(QPolygonF([photo(c) for c in corners]))
        item.setPen(QPen(colour, line))
        fill = QColor(colour)
        fill.setAlpha(60)
        item.setBrush(fill)
        item.setToolTip(tip)
        self.scene().addItem(item)
        return item
