"""One QGraphicsItem class per board concept, each drawn from the model it is given and
re-synced with `sync(...)`. Coordinates come from `demloc.render.geometry`, colours
from `demloc.render.style`: the same for the screen and every export.
The map's items live here; the miniatures and what is drawn over them in
`play_items.py`; what they share in `drawing.py`."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from demloc.board.board import Board
from demloc.board.position import (
    DeploymentZone,
    Element,
    ElementKind,
    PlacedTile,
    Token,
    TokenKind,
)
from demloc.board.squares import Facing, Square, column_name
from demloc.board.tiles import Edge, Printed, TileSide
from demloc.render import geometry as geo
from demloc.render import style
from demloc.ui.board.drawing import (
    BoardItem,
    S,
    colour,
    font,
    rect,
)
from demloc.ui.i18n import translate
from demloc.ui.plaintext import tooltip

# ---- the map ------------------------------------------------------------------------


class TileItem(BoardItem):
    """A placed tile: its side's floor, printed features, grid, and (toggle) outline."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(0)
        # Tile art changes only with the map: paint it once per zoom level.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.show_outline = False
        self.highlighted = False

    def sync(self, placed: PlacedTile, side: TileSide, name: str) -> None:
        if self._unchanged(placed, side, self.show_outline, self.highlighted):
            return
        self.placed, self.side, self.name = placed, side, name
        top_left = rect(placed.at)
        self._set_bounds(QRectF(top_left.x(), top_left.y(), side.width * S, side.height * S))
        self._floor = self._floor_of(placed, side)

    @staticmethod
    def _floor_of(
        placed: PlacedTile, side: TileSide
    ) -> list[tuple[bool, QRectF, list[QLineF], ElementKind | None, Square]]:
        """Each square's floor, in painting order, worked out once per map (a repaint,
        at a new zoom, only draws): alternate colour, rectangle, planks, printed element."""
        interior = placed.side.value == "B"
        floor = []
        for y in range(side.height):
            for x in range(side.width):
                square = Square(placed.at.x + x, placed.at.y + y)
                r = rect(square)
                planks = [
                    QLineF(r.left(), r.top() + k * S / 4, r.right(), r.top() + k * S / 4)
                    for k in (1, 2, 3)
                ] if interior else []  # fmt: skip
                printed = side.squares[y][x]
                element = {
                    Printed.SMALL_WALL: ElementKind.SMALL_WALL,
                    Printed.PALISADE: ElementKind.PALISADE,
                }.get(printed)
                floor.append((bool((x + y) % 2), r, planks, element, square))
        return floor

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        interior = self.placed.side.value == "B"
        base = colour(style.INTERIOR if interior else style.EXTERIOR)
        alt = colour(style.INTERIOR_ALT if interior else style.EXTERIOR_ALT)
        plank = QPen(alt.darker(115), 1)
        painter.setPen(Qt.PenStyle.NoPen)
        for odd, r, planks, element, square in self._floor:
            # Deterministic texture: planks inside, cobbles outside.
            painter.setBrush(alt if odd else base)
            painter.drawRect(r)
            if planks:
                painter.setPen(plank)
                painter.drawLines(planks)
                painter.setPen(Qt.PenStyle.NoPen)
            if element is not None:
                paint_element(painter, element, square)
        painter.setPen(QPen(colour(style.GRID), 1))
        bounds = self._bounds
        for x in range(self.side.width + 1):
            painter.drawLine(
                QLineF(bounds.left() + x * S, bounds.top(), bounds.left() + x * S, bounds.bottom())
            )
        for y in range(self.side.height + 1):
            painter.drawLine(
                QLineF(bounds.left(), bounds.top() + y * S, bounds.right(), bounds.top() + y * S)
            )
        if self.show_outline or self.highlighted:
            pen = QPen(colour(style.TILE_OUTLINE), 3, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(
                QBrush(colour(style.GUIDE_HIGHLIGHT)) if self.highlighted else Qt.BrushStyle.NoBrush
            )
            painter.drawRect(bounds.adjusted(2, 2, -2, -2))
            painter.setFont(font(12, bold=True))
            painter.setPen(colour(style.TILE_OUTLINE[:3]))
            label = f"{self.placed.tile}{self.placed.side.value}"
            painter.drawText(
                bounds.adjusted(5, 3, -5, -3),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                label,
            )


class EdgesItem(BoardItem):
    """Every wall, door and window of the board, and the outline of the map."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def sync(self, board: Board) -> None:
        if self._unchanged(board.map.tiles, board.map.elements):
            return
        self.board = board
        r = geo.board_rect(board.width, board.height)
        self._set_bounds(QRectF(r.x, r.y, r.width, r.height))
        self._runs = self._runs_of(board)

    @staticmethod
    def _runs_of(board: Board) -> list[tuple[str, list[QLineF]]]:
        """The edges to draw, in painting order, as runs of one kind (a wall, a door, a
        window, the map's outline): worked out once per map, drawn a run a call."""
        runs: list[tuple[str, list[QLineF]]] = []
        for square in board.squares():
            for side in (Facing.N, Facing.W, Facing.S, Facing.E):
                neighbour = square.step(*side.vector)
                on = board.contains(neighbour)
                if on and side in (Facing.S, Facing.E):
                    continue  # drawn once, from the other square
                kind = board.edge(square, side)
                name = {Edge.WALL: "wall", Edge.DOOR: "door", Edge.WINDOW: "window"}.get(kind)
                if name is None:
                    if on:
                        continue
                    name = "outline"
                line = QLineF(*geo.edge_line(square, side))
                if runs and runs[-1][0] == name:
                    runs[-1][1].append(line)
                else:
                    runs.append((name, [line]))
        return runs

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        wall = QPen(colour(style.WALL), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap)
        outline = QPen(colour(style.WALL), 2)
        for name, lines in self._runs:
            if name == "wall":
                painter.setPen(wall)
                painter.drawLines(lines)
            elif name == "outline":
                painter.setPen(outline)
                painter.drawLines(lines)
            else:
                for line in lines:
                    (_door if name == "door" else _window)(painter, line)


def _door(painter: QPainter, line: QLineF) -> None:
    painter.setPen(QPen(colour(style.WALL), 5))
    a, b = line.p1(), line.p2()
    painter.drawLine(QLineF(a, a + (b - a) * 0.15))
    painter.drawLine(QLineF(b, b + (a - b) * 0.15))
    painter.setPen(QPen(colour(style.DOOR), 4))
    painter.drawLine(QLineF(a + (b - a) * 0.2, b + (a - b) * 0.2))


def _window(painter: QPainter, line: QLineF) -> None:
    painter.setPen(QPen(colour(style.WALL), 5))
    painter.drawLine(line)
    painter.setPen(QPen(colour(style.WINDOW), 2))
    a, b = line.p1(), line.p2()
    painter.drawLine(QLineF(a + (b - a) * 0.2, b + (a - b) * 0.2))


class RulersItem(BoardItem):
    """Column letters and row numbers around the map."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def sync(self, width: int, height: int) -> None:
        if self._unchanged(width, height):
            return
        self.width, self.height = width, height
        r = geo.board_rect(width, height)
        self._set_bounds(QRectF(r.x, r.y, r.width, r.height))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setFont(font(11))
        painter.setPen(QColor(80, 80, 80))
        m = geo.MARGIN
        for x in range(self.width):
            for top in (0.0, m + self.height * S):
                painter.drawText(
                    QRectF(m + x * S, top, S, m), Qt.AlignmentFlag.AlignCenter, column_name(x)
                )
        for y in range(self.height):
            for left in (0.0, m + self.width * S):
                painter.drawText(
                    QRectF(left, m + y * S, m, S), Qt.AlignmentFlag.AlignCenter, str(y + 1)
                )


def paint_element(painter: QPainter, kind: ElementKind, square: Square) -> None:
    """The symbol of a scene element on a square."""
    r = rect(square)
    c = r.center()
    main = colour(style.ELEMENT_COLOURS[kind])
    painter.save()
    if kind is ElementKind.TREE:
        painter.setPen(QPen(main.darker(150), 2))
        painter.setBrush(main)
        painter.drawEllipse(c, S * 0.42, S * 0.42)
        painter.setBrush(main.lighter(130))
        for dx, dy in ((-6, -5), (6, -4), (0, 6)):
            painter.drawEllipse(c + QPointF(dx, dy), S * 0.16, S * 0.16)
        painter.setBrush(QColor(90, 60, 30))
        painter.drawEllipse(c, 3, 3)
    elif kind is ElementKind.COLUMN:
        painter.setPen(QPen(main.darker(160), 2))
        painter.setBrush(main)
        painter.drawEllipse(c, S * 0.36, S * 0.36)
        painter.setBrush(main.lighter(120))
        painter.drawEllipse(c, S * 0.22, S * 0.22)
    elif kind is ElementKind.BARREL:
        painter.setPen(QPen(main.darker(170), 2))
        painter.setBrush(main)
        painter.drawEllipse(c, S * 0.3, S * 0.3)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, S * 0.2, S * 0.2)
    elif kind is ElementKind.BUSH:
        painter.setPen(QPen(main.darker(140), 1))
        painter.setBrush(main)
        for dx, dy in ((-7, -3), (6, -5), (-2, 7), (7, 5), (0, 0)):
            painter.drawEllipse(c + QPointF(dx, dy), S * 0.17, S * 0.17)
    elif kind is ElementKind.PALISADE:
        painter.setPen(QPen(main.darker(130), 3))
        for k in range(4):
            x = r.left() + S * (0.2 + 0.2 * k)
            painter.drawLine(QLineF(x, r.top() + S * 0.15, x, r.bottom() - S * 0.15))
        painter.drawLine(QLineF(r.left() + 4, c.y(), r.right() - 4, c.y()))
    elif kind is ElementKind.SMALL_WALL:
        painter.setPen(QPen(main.darker(150), 1))
        painter.setBrush(main)
        body = QRectF(r.left() + 3, c.y() - S * 0.18, S - 6, S * 0.36)
        painter.drawRect(body)
        painter.drawLine(QLineF(c.x(), body.top(), c.x(), body.bottom()))
    painter.restore()


class ElementItem(BoardItem):
    """A scene element placed on the map (a door sits on its edge)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(6)

    def sync(self, element: Element) -> None:
        if self._unchanged(element):
            return
        self.element = element
        self._set_bounds(rect(element.at).adjusted(-4, -4, 4, 4))
        self.setToolTip(
            tooltip(
                translate("board.items", "{element} on {square}").format(
                    element=element.kind.label, square=element.at.name
                )
            )
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        element = self.element
        if element.kind is ElementKind.DOOR and element.edge is not None:
            _door(painter, QLineF(*geo.edge_line(element.at, element.edge)))
        else:
            paint_element(painter, element.kind, element.at)


class ZoneItem(BoardItem):
    """A deployment zone, in its guild's colour."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(2)

    def sync(self, zone: DeploymentZone) -> None:
        if self._unchanged(zone):
            return
        self.zone = zone
        bounds = QRectF()
        for square in zone.squares:
            bounds = bounds.united(rect(square))
        self._set_bounds(bounds)
        self.setToolTip(
            tooltip(translate("board.items", "{zone} deployment zone").format(zone=zone.name))
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        fill = style.ZONE_FILL.get(self.zone.name, (120, 120, 120, 50))
        painter.setBrush(QColor(*fill))
        painter.setPen(QPen(QColor(*fill[:3]), 2, Qt.PenStyle.DashLine))
        for square in self.zone.squares:
            painter.drawRect(rect(square).adjusted(2, 2, -2, -2))


class TokenItem(BoardItem):
    """An objective or relic token."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(7)

    def sync(self, token: Token) -> None:
        if self._unchanged(token):
            return
        self.token = token
        self._set_bounds(rect(token.at))
        said = (
            translate("board.items", "objective token on {square}")
            if token.kind is TokenKind.OBJECTIVE
            else translate("board.items", "relic token on {square}")
        )
        self.setToolTip(tooltip(said.format(square=token.at.name)))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        c = rect(self.token.at).center()
        k = S * 0.3
        if self.token.kind is TokenKind.OBJECTIVE:
            shape = QPolygonF(
                [c + QPointF(0, -k), c + QPointF(k, 0), c + QPointF(0, k), c + QPointF(-k, 0)]
            )
            painter.setBrush(QColor(240, 200, 40))
        else:
            shape = QPolygonF(
                [
                    c + QPointF(k * math.cos(a), k * math.sin(a))
                    for a in [i * math.pi / 3 for i in range(6)]
                ]
            )
            painter.setBrush(QColor(150, 80, 190))
        painter.setPen(QPen(QColor(40, 30, 20), 2))
        painter.drawPolygon(shape)
        painter.setFont(font(11, bold=True))
        painter.drawText(
            rect(self.token.at),
            Qt.AlignmentFlag.AlignCenter,
            "O" if self.token.kind is TokenKind.OBJECTIVE else "R",
        )
