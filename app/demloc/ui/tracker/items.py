"""The board's items as the table reads them from 1.5 m (issue 12, table mode): the
Board view's own items with larger type (names, badges, rulers, tokens), so that no
text on the tracker's board is smaller than TEXT_MIN scene units (about 14 px at
1920x1080, tested). One item class per board concept still: these only restyle."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from demloc.board.position import TokenKind
from demloc.board.squares import column_name
from demloc.render import geometry as geo
from demloc.ui.board.items import (
    BADGE_LETTERS,
    MiniatureItem,
    RulersItem,
    TokenItem,
    font,
    outlined_text,
    rect,
)

S = geo.SQUARE
TEXT_MIN = 13.0  # scene units: the smallest type on the tracker's board


class TableMiniature(MiniatureItem):
    NAME_FONT = 13.0
    NUMBER_FONT = 20.0
    BADGE_FONT = TEXT_MIN

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        badges, self.badges = self.badges, ()
        try:
            super().paint(painter, option, widget)
        finally:
            self.badges = badges
        r = rect(self.character.at)
        for k, badge in enumerate(badges[:3]):
            letter, rgb = BADGE_LETTERS.get(badge, (badge[:1].upper(), (60, 60, 60)))
            spot = QPointF(r.right() - 1 - k * 19, r.top() + 2)
            painter.setPen(QPen(QColor(255, 255, 255), 2))
            painter.setBrush(QColor(*rgb))
            painter.drawEllipse(spot, 10, 10)
            painter.setFont(font(self.BADGE_FONT, bold=True))
            painter.drawText(
                QRectF(spot.x() - 10, spot.y() - 10, 20, 20), Qt.AlignmentFlag.AlignCenter, letter
            )

    def _fit(self) -> None:
        super()._fit()
        # Room for the larger badges above the base.
        self._set_bounds(
            self.boundingRect().united(rect(self.character.at).adjusted(-60, -14, 14, 0))
        )


class TableRulers(RulersItem):
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setFont(font(16, bold=True))
        painter.setPen(QColor(20, 20, 20))
        m = geo.MARGIN
        for x in range(self.width):
            for top in (0.0, m + self.height * S):
                painter.drawText(
                    QRectF(m + x * S, top, S, m), Qt.AlignmentFlag.AlignCenter, column_name(x)
                )
        for y in range(self.height):
            for left in (-4.0, m + self.width * S + 4):
                painter.drawText(
                    QRectF(left, m + y * S, m, S), Qt.AlignmentFlag.AlignCenter, str(y + 1)
                )


class TableToken(TokenItem):
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        square = rect(self.token.at)
        c = square.center()
        k = S * 0.42
        objective = self.token.kind is TokenKind.OBJECTIVE
        if objective:
            points = [QPointF(0, -k), QPointF(k, 0), QPointF(0, k), QPointF(-k, 0)]
            painter.setBrush(QColor(240, 200, 40))
        else:
            angles = [i * math.pi / 3 for i in range(6)]
            points = [QPointF(k * math.cos(a), k * math.sin(a)) for a in angles]
            painter.setBrush(QColor(150, 80, 190))
        painter.setPen(QPen(QColor(20, 15, 10), 2.5))
        painter.drawPolygon(QPolygonF([c + p for p in points]))
        outlined_text(painter, square, "O" if objective else "R", font(17, bold=True),
                      QColor(255, 255, 255), QColor(20, 20, 20))  # fmt: skip


# The Board view's item classes and the tracker's, for TrackerScene.make_item.
TABLE_ITEMS: dict[type[QGraphicsItem], type[QGraphicsItem]] = {
    MiniatureItem: TableMiniature,
    RulersItem: TableRulers,
    TokenItem: TableToken,
}
