"""The city map's QGraphicsItems, one class per thing on the map: the land and the sea,
a district (its ground, houses and streets), its name, the river, the wall, the
fountain square, and a control spot's marker. Geometry comes from layout.py; a spot's
marker is re-drawn from its SpotMark with `sync(mark, now)`."""

from __future__ import annotations

import datetime as dt
import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGradient,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from demloc.city.model import ControlSpot
from demloc.city.tasks import SpotState
from demloc.render import style
from demloc.ui.city import layout as lay
from demloc.ui.city.layout import CityLayout, District, SpotPlace
from demloc.ui.city.marks import KIND_SYMBOLS, UNKNOWN, UNKNOWN_SYMBOL, SpotMark, countdown

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


class _Item(QGraphicsItem):
    """A fixed bounding rectangle; painting is the subclass's."""

    def __init__(self, bounds: QRectF, z: float) -> None:
        super().__init__()
        self._bounds = bounds
        self.setZValue(z)

    def boundingRect(self) -> QRectF:
        return self._bounds


class _StillItem(_Item):
    """A part of the city that never changes: painted once per zoom into a pixmap
    (in the window's pixels: sharp at any zoom), so a hover or a pan only copies it."""

    def __init__(self, bounds: QRectF, z: float) -> None:
        super().__init__(bounds, z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


class GroundItem(_StillItem):
    """The land around the city (fields) and the sea it opens on."""

    def __init__(self, layout: CityLayout) -> None:
        margin = 2000.0  # the land reaches past any window's edge
        super().__init__(layout.world.adjusted(-margin, -margin, margin, margin), Z_GROUND)
        self.layout = layout
        self._waves = QPainterPath()
        for row in range(4):
            y = 1080.0 + row * 22
            for col in range(-30, 60):
                x = col * 84.0 + (42 if row % 2 else 0)
                if layout.sea.containsPoint(QPointF(x, y - 8), Qt.FillRule.OddEvenFill):
                    self._waves.moveTo(QPointF(x - 12, y))
                    self._waves.quadTo(QPointF(x, y - 8), QPointF(x + 12, y))

    def paint(
        self, painter: QPainter, _o: QStyleOptionGraphicsItem, _w: QWidget | None = None
    ) -> None:
        painter.fillRect(self._bounds, LAND)
        world = self.layout.world
        # Strips of fields, leaning a little: a gradient repeated, one fill.
        normal = QPointF(2000, -300) / (2000**2 + 300**2) ** 0.5
        strips = QLinearGradient(QPointF(0, 0), normal * 59.3)
        strips.setSpread(QGradient.Spread.RepeatSpread)
        for stop, colour in ((0.0, FIELD), (0.43, FIELD), (0.44, LAND), (0.99, LAND), (1.0, FIELD)):
            strips.setColorAt(stop, colour)
        painter.fillRect(self._bounds, QBrush(strips))
        # The roads out of the gates, across the fields.
        for gate in self.layout.gates:
            away = gate - world.center()
            length = max(1.0, (away.x() ** 2 + away.y() ** 2) ** 0.5)
            end = gate + away * (900 / length)
            bend = gate + away * (300 / length) + QPointF(away.y(), -away.x()) * (60 / length)
            road = QPainterPath(gate)
            road.quadTo(bend, end)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(pen(QColor(128, 116, 84), 20))
            painter.drawPath(road)
            painter.setPen(pen(QColor(196, 178, 136), 15))
            painter.drawPath(road)
        sea = QPolygonF(self.layout.sea)
        sea_path = QPainterPath()
        sea_path.addPolygon(sea)
        sea_path.closeSubpath()
        painter.setBrush(SEA)
        painter.setPen(QPen(QColor(226, 214, 170), 6))
        painter.drawPath(sea_path)
        painter.setPen(pen(SEA_LIGHT, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._waves)
        # The piers, and a boat moored at each.
        for i, pier in enumerate(self.layout.piers):
            painter.setPen(QPen(STONE_DARK, 2))
            painter.setBrush(QColor(134, 104, 70))
            painter.drawRect(pier)
            hull = QRectF(pier.right() + 6, pier.top() + 14 + (i % 2) * 10, 14, 36)
            painter.setBrush(QColor(96, 66, 40))
            painter.drawRoundedRect(hull, 7, 7)
        self._paint_compass(painter, QPointF(world.right() - 70, world.bottom() - 34))

    @staticmethod
    def _paint_compass(painter: QPainter, centre: QPointF) -> None:
        """A small compass rose on the sea: north is up."""
        painter.setPen(pen(QColor(236, 226, 196), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, 22, 22)
        for turn in range(4):
            painter.save()
            painter.translate(centre)
            painter.rotate(90 * turn)
            point = QPolygonF([QPointF(0, -30), QPointF(6, 0), QPointF(-6, 0)])
            painter.setBrush(QColor(236, 226, 196) if turn else QColor(196, 60, 40))
            painter.drawPolygon(point)
            painter.restore()


class DistrictItem(_StillItem):
    """One area of the city as a district: its ground, its blocks of houses, and the
    streets round it (its outline, drawn wide in cobble colour)."""

    def __init__(self, district: District, area_name: str) -> None:
        super().__init__(district.polygon.boundingRect().adjusted(-20, -20, 20, 20), Z_DISTRICT)
        self.district = district
        self.area_name = area_name
        self.ground = GROUNDS[district.index % len(GROUNDS)]
        # The houses as two paths, built once: one call paints them all.
        self._houses, self._ridges = QPainterPath(), QPainterPath()
        for house in district.houses:
            turn = QTransform().translate(house.centre.x(), house.centre.y()).rotate(house.angle)
            w, h = house.width / 2, house.height / 2
            self._houses.addPolygon(turn.map(QPolygonF(QRectF(-w, -h, 2 * w, 2 * h))))
            self._houses.closeSubpath()
            self._ridges.moveTo(turn.map(QPointF(-w + 2, 0)))
            self._ridges.lineTo(turn.map(QPointF(w - 2, 0)))

    def shape(self) -> QPainterPath:
        return self.district.path

    def paint(
        self, painter: QPainter, _o: QStyleOptionGraphicsItem, _w: QWidget | None = None
    ) -> None:
        path = self.district.path
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.ground)
        painter.drawPath(path)
        # A shade along the district's edge, inside it: the ground reads as raised.
        painter.save()
        painter.setClipPath(path)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        shade = QColor(self.ground.darker(125))
        shade.setAlpha(90)
        painter.setPen(pen(shade, 56))
        painter.drawPath(path)
        painter.restore()
        roof = ROOFS[self.district.index % len(ROOFS)]
        painter.setBrush(roof)
        painter.setPen(pen(roof.darker(135), 1.2))
        painter.drawPath(self._houses)
        painter.setPen(pen(roof.lighter(118), 1.2))
        painter.drawPath(self._ridges)
        # Lanes from the spots out to the streets, and a few trees in the yards.
        for a, b in self.district.lanes:
            painter.setPen(pen(STREET_EDGE, 12))
            painter.drawLine(a, b)
            painter.setPen(pen(STREET, 9))
            painter.drawLine(a, b)
        painter.setPen(pen(QColor(52, 84, 44), 1.5))
        painter.setBrush(QColor(92, 128, 70))
        for tree in self.district.trees:
            painter.drawEllipse(tree, 9, 9)
        # The streets between districts: a cobbled band with darker kerbs.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        join = Qt.PenJoinStyle.RoundJoin
        painter.setPen(QPen(STREET_EDGE, 22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, join))
        painter.drawPath(path)
        painter.setPen(QPen(STREET, 18, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, join))
        painter.drawPath(path)


class AreaNameItem(_StillItem):
    """An area's name in large letters across its district (1024x700: 15 px or more)."""

    def __init__(self, district: District, name: str) -> None:
        super().__init__(district.label_box.adjusted(-8, -8, 8, 8), Z_NAME)
        self.name = name
        self.box = district.label_box
        self.lines, self.pixel_size = self._fit(name)

    def _fit(self, name: str) -> tuple[list[str], float]:
        width = self.box.width()
        size = lay.AREA_NAME_SIZE
        while size >= lay.AREA_NAME_MIN:
            if QFontMetricsF(font(size, bold=True)).horizontalAdvance(name) <= width:
                return [name], size
            size -= 2
        size = lay.AREA_NAME_MIN
        return wrap(name, font(size, bold=True), width, 2), size

    def paint(
        self, painter: QPainter, _o: QStyleOptionGraphicsItem, _w: QWidget | None = None
    ) -> None:
        text_font = font(self.pixel_size, bold=True)
        metrics = QFontMetricsF(text_font)
        height = metrics.height()
        top = self.box.center().y() - height * len(self.lines) / 2
        for i, line in enumerate(self.lines):
            x = self.box.center().x() - metrics.horizontalAdvance(line) / 2
            y = top + i * height + metrics.ascent()
            halo_text(painter, QPointF(x, y), line, text_font, INK, QColor(250, 242, 222, 230), 6)


class RiverItem(_StillItem):
    """The river from the north gate to the harbour, with its bridges."""

    BRIDGES = (0.16, 0.36, 0.52, 0.74)

    def __init__(self, layout: CityLayout) -> None:
        super().__init__(layout.river.boundingRect().adjusted(-40, -40, 40, 40), Z_RIVER)
        self.river = layout.river

    def paint(
        self, painter: QPainter, _o: QStyleOptionGraphicsItem, _w: QWidget | None = None
    ) -> None:
        cap, join = Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(BANK, lay.RIVER_WIDTH + 6, Qt.PenStyle.SolidLine, cap, join))
        painter.drawPath(self.river)
        painter.setPen(QPen(RIVER, lay.RIVER_WIDTH, Qt.PenStyle.SolidLine, cap, join))
        painter.drawPath(self.river)
        painter.setPen(QPen(SEA_LIGHT, 2, Qt.PenStyle.DashLine, cap, join))
        painter.drawPath(self.river)
        for t in self.BRIDGES:
            point = self.river.pointAtPercent(t)
            painter.save()
            painter.translate(point)
            painter.rotate(-self.river.angleAtPercent(t))
            painter.setPen(QPen(STONE_DARK, 2.5))
            painter.setBrush(QColor(170, 156, 132))
            painter.drawRect(QRectF(-9, -lay.RIVER_WIDTH / 2 - 10, 18, lay.RIVER_WIDTH + 20))
            painter.restore()


class WallItem(_StillItem):
    """The city wall with its towers and gates; on the sea, the open quay."""

    def __init__(self, layout: CityLayout) -> None:
        super().__init__(layout.wall.boundingRect().adjusted(-30, -30, 30, 30), Z_WALL)
        self.layout = layout

    def paint(
        self, painter: QPainter, _o: QStyleOptionGraphicsItem, _w: QWidget | None = None
    ) -> None:
        wall = self.layout.wall
        quay_a, quay_b = self.layout.quay
        points = [wall.at(i) for i in range(wall.count())]
        cap, join = Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i, a in enumerate(points):
            b = points[(i + 1) % len(points)]
            if {(a.x(), a.y()), (b.x(), b.y())} == {
                (quay_a.x(), quay_a.y()),
                (quay_b.x(), quay_b.y()),
            }:
                painter.setPen(QPen(QColor(150, 140, 120), 8, Qt.PenStyle.SolidLine, cap, join))
                painter.drawLine(a, b)
                continue
            painter.setPen(QPen(STONE_DARK, 16, Qt.PenStyle.SolidLine, cap, join))
            painter.drawLine(a, b)
            painter.setPen(QPen(STONE, 10, Qt.PenStyle.SolidLine, cap, join))
            painter.drawLine(a, b)
        painter.setPen(QPen(STONE_DARK, 3))
        for point in points:
            radius = 17.0 if any(_near(point, g) for g in self.layout.gates) else 12.0
            painter.setBrush(STONE.lighter(110))
            painter.drawEllipse(point, radius, radius)
            painter.setBrush(STONE_DARK)
            painter.drawEllipse(point, radius * 0.35, radius * 0.35)


def _near(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) < 1 and abs(a.y() - b.y()) < 1


class PlazaItem(_StillItem):
    """The fountain square where the cross street meets the bridge."""

    RADIUS = 30.0

    def __init__(self, layout: CityLayout) -> None:
        r = self.RADIUS
        centre = layout.plaza
        super().__init__(
            QRectF(centre.x() - r - 4, centre.y() - r - 4, 2 * r + 8, 2 * r + 8), Z_PLAZA
        )
        self.centre = centre

    def paint(
        self, painter: QPainter, _o: QStyleOptionGraphicsItem, _w: QWidget | None = None
    ) -> None:
        painter.setPen(QPen(STREET_EDGE, 2))
        painter.setBrush(STREET)
        painter.drawEllipse(self.centre, self.RADIUS, self.RADIUS)
        painter.setPen(QPen(STONE_DARK, 2))
        painter.setBrush(RIVER)
        painter.drawEllipse(self.centre, 12, 12)


class SpotItem(_Item):
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
        return "unexplored" if self.state is SpotState.UNKNOWN else self.spot.name

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
            painter.setBrush(BADGE_DUE if badge == "due" else BADGE)
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
