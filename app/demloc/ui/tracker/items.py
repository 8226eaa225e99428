"""The board's items as the table reads them from 1.5 m (issue 12, table mode): the
Board view's own items with larger type (names, badges, rulers, tokens), so that no
text on the tracker's board is smaller than TEXT_MIN scene units (20 px in table mode
at 1920x1080, tested; issue 26), and each miniature's state at a glance. One item
class per board concept still: these only restyle."""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from demloc.board.position import TokenKind
from demloc.board.squares import column_name
from demloc.render import geometry as geo
from demloc.render.gauge import MARK_COLOURS, Gauge, gauge
from demloc.rules.fighter import Fighter
from demloc.ui.board.drawing import font, outlined_text, rect
from demloc.ui.board.items import RulersItem, TokenItem
from demloc.ui.board.play_items import BADGE_LETTERS, MiniatureItem

S = geo.SQUARE
TEXT_MIN = 17.0  # scene units: the smallest type on the tracker's board (20 px, R-145)


class TableMiniature(MiniatureItem):
    """The miniature with what it has left, read from 1.5 m (issue 26): armour (grey)
    and hearts (red) as pips down its left edge, hollow once broken; its tokens as
    marks over its top right ("B2" bleeding, "V1" poison, "S1" seals, "P" possessed,
    "St" stunned, "X" exhausted). The view gives each its `Gauge` (view.py)."""

    NAME_FONT = TEXT_MIN
    NUMBER_FONT = 20.0
    BADGE_FONT = TEXT_MIN
    gauge: Gauge | None = None

    def show_gauge(self, gauge: Gauge | None) -> None:
        """Repainted only when what it shows changed (a refresh sets every one)."""
        if gauge != self.gauge:
            self.gauge = gauge
            self.update()

    def _label_rect(self) -> QRectF:
        box = super()._label_rect()
        return QRectF(box.x(), box.y(), box.width(), self.NAME_FONT + 5)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        badges, self.badges = self.badges, ()
        try:
            super().paint(painter, option, widget)
        finally:
            self.badges = badges
        r = rect(self.character.at)
        gauge = self.gauge
        if gauge is None:
            marks = [BADGE_LETTERS.get(b, (b[:1].upper(), (60, 60, 60))) for b in badges]
        else:
            self._pips(painter, r, gauge)
            marks = [(m, MARK_COLOURS.get(m[:1] if m != "St" else m, (60, 60, 60)))
                     for m in gauge.marks]  # fmt: skip
            if gauge.exhausted:
                marks.append(("X", MARK_COLOURS["X"]))
            marks += [BADGE_LETTERS[b] for b in badges if b in ("summoning", "engaged")]
        painter.setFont(font(self.BADGE_FONT, bold=True))
        right = r.right() + 4
        for letter, rgb in marks[:4]:
            width = max(20.0, QFontMetricsF(painter.font()).horizontalAdvance(letter) + 8)
            pill = QRectF(right - width, r.top() - 15, width, self.BADGE_FONT + 5)
            painter.setPen(QPen(QColor(255, 255, 255), 2))
            painter.setBrush(QColor(*rgb))
            painter.drawRoundedRect(pill, 8, 8)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, letter)
            right -= width + 1

    @staticmethod
    def _pips(painter: QPainter, r: QRectF, gauge: Gauge) -> None:
        """Hearts on the base's left rim, armour on its right: a thick arc a token, lit
        while whole, dark once broken; seen from across the table."""
        box = r.adjusted(-1.5, -1.5, 1.5, 1.5)  # just outside the base and its rim
        for count, left, rgb, middle in (
            (gauge.hearts_max, gauge.hearts_left, (225, 25, 35), 180.0),
            (gauge.armour_max, gauge.armour_left, (170, 185, 205), 0.0),
        ):
            if not count:
                continue
            span = 130.0 / count
            for k in range(count):  # k = 0 the top one: what is lost goes bottom up
                start = (-65.0 if middle == 0 else 115.0) + k * span
                whole = (count - 1 - k if middle == 0 else k) < left
                for width, colour, inset in (
                    (9.0, QColor(15, 15, 15), 3.0),
                    (6.0, QColor(*rgb) if whole else QColor(70, 70, 70), 4.5),
                ):
                    pen = QPen(colour, width)
                    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                    painter.setPen(pen)
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawArc(
                        box, round((start + inset) * 16), round((span - 2 * inset) * 16)
                    )

    def _fit(self) -> None:
        super()._fit()
        # Room for the marks above the base and the pips left of it.
        self._set_bounds(
            self.boundingRect().united(rect(self.character.at).adjusted(-60, -16, 14, 0))
        )


class TableRulers(RulersItem):
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setFont(font(TEXT_MIN, bold=True))
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


def show_gauges(items: Mapping[Hashable, QGraphicsItem], fighters: Mapping[str, Fighter]) -> None:
    """Each miniature's state at a glance, set where it changed (the scene's items by
    key): a refresh repaints only the miniatures the action touched."""
    for fid, fighter in fighters.items():
        item = items.get(("character", fid))
        if isinstance(item, TableMiniature):
            item.show_gauge(gauge(fighter))


# The Board view's item classes and the tracker's, for TrackerScene.make_item.
TABLE_ITEMS: dict[type[QGraphicsItem], type[QGraphicsItem]] = {
    MiniatureItem: TableMiniature,
    RulersItem: TableRulers,
    TokenItem: TableToken,
}
