"""A control spot's marker on the city map: re-drawn from its SpotMark with
`sync(mark, now)`."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from demloc.city.model import ControlSpot
from demloc.city.tasks import SpotState
from demloc.ui.city import layout as lay
from demloc.ui.city.layout import SpotPlace
from demloc.ui.city.map_paint import (
    BADGE,
    BADGE_DUE,
    HOVERED,
    INK,
    PAPER,
    RIVAL_FILL,
    SELECTED,
    UNDYED,
    UNKNOWN_FILL,
    UNKNOWN_INK,
    Z_SPOT,
    MapItem,
    font,
    guild_colour,
    halo_text,
    pen,
    wrap,
)
from demloc.ui.city.marks import KIND_SYMBOLS, UNKNOWN, UNKNOWN_SYMBOL, SpotMark, countdown
from demloc.ui.i18n import translate


class SpotItem(MapItem):
    """A control spot: a disc with its kind's symbol ("?" while unknown), the holder's
    ensign, a badge counting down the task under way, and its name under it."""

    def __init__(self, spot: ControlSpot, place: SpotPlace) -> None:
        super().__init__(place.footprint.adjusted(-10, -10, 10, 10), Z_SPOT)
        self.spot, self.place = spot, place
        self.mark = UNKNOWN
        self.now: dt.datetime | None = None
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.sync(UNKNOWN, None)

    # What the marker shows, for the view and the tests.
    @property
    def state(self) -> SpotState:
        return self.mark.state

    @property
    def symbol(self) -> str:
        return UNKNOWN_SYMBOL if self.state is SpotState.UNKNOWN else KIND_SYMBOLS[self.spot.kind]

    @property
    def name_text(self) -> str:
        if self.state is SpotState.UNKNOWN:
            return translate("city.spot_item", "unexplored")
        return self.spot.name

    @property
    def dimmed(self) -> bool:
        return self.state is SpotState.UNKNOWN

    @property
    def ensign(self) -> QColor | None:
        """The holder's colour on the ensign, or None when no ensign flies. A held spot
        always flies one (6.2: the ensign shows it is held): undyed if the mark gives
        no colour."""
        if self.state not in (SpotState.HELD, SpotState.RIVAL):
            return None
        return guild_colour(self.mark.colour) if self.mark.colour else UNDYED

    @property
    def badge_text(self) -> str:
        if not self.mark.task:
            return ""
        if self.mark.due_at is None or self.now is None:
            return self.mark.task
        return countdown(self.mark.due_at, self.now)

    @property
    def selected(self) -> bool:
        return self.mark.selected

    def name_lines(self) -> list[str]:
        italic = self.state is SpotState.UNKNOWN
        return wrap(
            self.name_text, font(lay.NAME_SIZE, bold=not italic, italic=italic), lay.NAME_WIDTH, 2
        )

    def shape(self) -> QPainterPath:
        """What a click or a hover hits: the disc and the name (the target is at least
        the disc, 42 px at a 1024x700 fit)."""
        path = QPainterPath()
        path.addEllipse(self.place.marker.adjusted(-4, -4, 4, 4))
        path.addRect(self.place.name_box)
        return path

    def sync(self, mark: SpotMark, now: dt.datetime | None) -> None:
        if (mark, now) == (self.mark, self.now):
            return
        self.mark, self.now = mark, now
        self.update()

    def set_hovered(self, on: bool) -> None:
        if on != self.hovered:
            self.hovered = on
            self.update()

    def paint(
        self, painter: QPainter, _o: QStyleOptionGraphicsItem, _w: QWidget | None = None
    ) -> None:
        c = self.place.centre
        r = lay.MARKER / 2
        state = self.state
        ensign = self.ensign
        if self.selected or self.hovered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SELECTED if self.selected else HOVERED)
            painter.drawEllipse(c, r + 9, r + 9)
        if ensign is not None:
            self._paint_ensign(painter, ensign, rival=state is SpotState.RIVAL)
        # The disc.
        if state is SpotState.UNKNOWN:
            painter.setPen(QPen(QColor(70, 68, 64), 3, Qt.PenStyle.DashLine))
            painter.setBrush(UNKNOWN_FILL)
        else:
            painter.setPen(QPen(INK, 3))
            painter.setBrush(RIVAL_FILL if state is SpotState.RIVAL else PAPER)
        painter.drawEllipse(c, r, r)
        if ensign is not None:
            ring = QPen(ensign, 6)
            if state is SpotState.RIVAL:
                ring.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(ring)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(c, r - 5, r - 5)
        # The kind's symbol, or "?".
        unknown = state is SpotState.UNKNOWN
        glyph_font = font(40 if unknown else 36, bold=unknown)
        metrics = QFontMetricsF(glyph_font)
        symbol = self.symbol
        box = metrics.tightBoundingRect(symbol)
        origin = QPointF(
            c.x() - box.center().x(), c.y() - box.center().y() - (4 if self.badge_text else 0)
        )
        painter.setPen(UNKNOWN_INK if unknown else INK)
        painter.setFont(glyph_font)
        painter.drawText(origin, symbol)
        # The task's badge, on the disc's lower edge.
        badge = self.badge_text
        if badge:
            badge_font = font(lay.BADGE_SIZE, bold=True)
            badge_metrics = QFontMetricsF(badge_font)
            # Never wider than the spot's footprint: a long task's name is cut short.
            badge = badge_metrics.elidedText(
                badge, Qt.TextElideMode.ElideRight, lay.NAME_WIDTH - 16
            )
            width = badge_metrics.horizontalAdvance(badge) + 16
            pill = QRectF(c.x() - width / 2, c.y() + lay.BADGE_TOP, width, lay.BADGE_HEIGHT)
            painter.setPen(QPen(QColor(250, 240, 220), 1.5))
            due = self.badge_text == translate("city.marks", "due")  # in any language
            painter.setBrush(BADGE_DUE if due else BADGE)
            painter.drawRoundedRect(pill, lay.BADGE_HEIGHT / 2, lay.BADGE_HEIGHT / 2)
            painter.setPen(QColor(255, 250, 240))
            painter.setFont(badge_font)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, badge)
        # The name, under it all.
        italic = unknown
        name_font = font(lay.NAME_SIZE, bold=not italic, italic=italic)
        name_metrics = QFontMetricsF(name_font)
        top = c.y() + lay.NAME_TOP
        fill = QColor(236, 232, 222) if unknown else INK
        halo = QColor(60, 58, 54, 220) if unknown else QColor(250, 244, 226, 235)
        for i, line in enumerate(self.name_lines()):
            x = c.x() - name_metrics.horizontalAdvance(line) / 2
            y = top + i * lay.NAME_LINE + name_metrics.ascent() - 1
            halo_text(painter, QPointF(x, y), line, name_font, fill, halo, 5)

    def _paint_ensign(self, painter: QPainter, colour: QColor, rival: bool) -> None:
        """A banner on a pole at the disc's left: swallow-tailed for the guild looking,
        a pennant (a triangle) for a rival."""
        c = self.place.centre
        r = lay.MARKER / 2
        pole_x, top = c.x() - r - 2, c.y() - r + 2
        painter.setPen(pen(INK, 3))
        painter.drawLine(QPointF(pole_x, top - 2), QPointF(pole_x, c.y() + r - 6))
        left = c.x() - lay.NAME_WIDTH / 2 + 2
        if rival:
            flag = QPolygonF(
                [QPointF(pole_x, top), QPointF(left, top + 16), QPointF(pole_x, top + 32)]
            )
        else:
            mid = (pole_x + left) / 2
            flag = QPolygonF(
                [
                    QPointF(pole_x, top),
                    QPointF(left, top),
                    QPointF(left, top + 40),
                    QPointF(mid, top + 30),
                    QPointF(pole_x, top + 40),
                ]
            )
        painter.setPen(pen(INK, 2, join=Qt.PenJoinStyle.MiterJoin))
        painter.setBrush(colour)
        painter.drawPolygon(flag)
