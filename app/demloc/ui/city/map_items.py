"""The city map's still items, one class per part of the city: the land and the sea, a
district (its ground, houses and streets), its name, the river, the wall and the
fountain square. Geometry comes from layout.py; painted once per zoom (StillItem)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QGradient,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from demloc.ui.city import layout as lay
from demloc.ui.city.layout import CityLayout, District
from demloc.ui.city.map_paint import (
    BANK,
    FIELD,
    GROUNDS,
    INK,
    LAND,
    RIVER,
    ROOFS,
    SEA,
    SEA_LIGHT,
    STONE,
    STONE_DARK,
    STREET,
    STREET_EDGE,
    Z_DISTRICT,
    Z_GROUND,
    Z_NAME,
    Z_PLAZA,
    Z_RIVER,
    Z_WALL,
    StillItem,
    font,
    halo_text,
    pen,
    wrap,
)


class GroundItem(StillItem):
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


class DistrictItem(StillItem):
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


class AreaNameItem(StillItem):
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


class RiverItem(StillItem):
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


class WallItem(StillItem):
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


class PlazaItem(StillItem):
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
