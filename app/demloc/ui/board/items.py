"""One QGraphicsItem class per board concept, each drawn from the model it is given and
re-synced with `sync(...)`. Coordinates come from `demloc.render.geometry`, colours
from `demloc.render.style`: the same for the screen and every export."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from demloc.board.board import Board
from demloc.board.position import (
    Character,
    DeploymentZone,
    Element,
    ElementKind,
    PlacedTile,
    Token,
    TokenKind,
    daemon_tag,
)
from demloc.board.sight import FiringLine
from demloc.board.squares import Facing, Square, column_name
from demloc.board.tiles import Edge, Printed, TileSide
from demloc.render import geometry as geo
from demloc.render import style
from demloc.ui.plaintext import tooltip

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
    path, advance, ascent, descent = _text_path(text, text_font)
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


def _text_path(text: str, text_font: QFont) -> tuple[QPainterPath, float, float, float]:
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
def _elided(name: str, size: float, width: float) -> str:
    """`name` in bold at `size`, cut with an ellipsis to fit `width`."""
    metrics = QFontMetricsF(font(size, bold=True))
    return metrics.elidedText(name, Qt.TextElideMode.ElideRight, width)


class _Item(QGraphicsItem):
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


# ---- the map ------------------------------------------------------------------------


class TileItem(_Item):
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


class EdgesItem(_Item):
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


class RulersItem(_Item):
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


class ElementItem(_Item):
    """A scene element placed on the map (a door sits on its edge)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(6)

    def sync(self, element: Element) -> None:
        if self._unchanged(element):
            return
        self.element = element
        self._set_bounds(rect(element.at).adjusted(-4, -4, 4, 4))
        self.setToolTip(tooltip(f"{element.kind.label} on {element.at.name}"))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        element = self.element
        if element.kind is ElementKind.DOOR and element.edge is not None:
            _door(painter, QLineF(*geo.edge_line(element.at, element.edge)))
        else:
            paint_element(painter, element.kind, element.at)


class ZoneItem(_Item):
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
        self.setToolTip(tooltip(f"{zone.name} deployment zone"))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        fill = style.ZONE_FILL.get(self.zone.name, (120, 120, 120, 50))
        painter.setBrush(QColor(*fill))
        painter.setPen(QPen(QColor(*fill[:3]), 2, Qt.PenStyle.DashLine))
        for square in self.zone.squares:
            painter.drawRect(rect(square).adjusted(2, 2, -2, -2))


class TokenItem(_Item):
    """An objective or relic token."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(7)

    def sync(self, token: Token) -> None:
        if self._unchanged(token):
            return
        self.token = token
        self._set_bounds(rect(token.at))
        self.setToolTip(tooltip(f"{token.kind.value} token on {token.at.name}"))

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


BADGE_LETTERS = {
    "engaged": ("E", (200, 30, 160)),
    "exhausted": ("X", (90, 90, 90)),
    "possessed": ("P", (120, 0, 160)),
    "bleeding": ("B", (180, 0, 0)),
    "poisoned": ("V", (40, 140, 40)),
    "summoning": ("S", (200, 120, 0)),
}


class MiniatureItem(_Item):
    """A miniature: a round base in its guild's colour with its number, an arrow for its
    facing, its name (whole when hovered or selected), and status badges. Clicks and
    drags go to the scene."""

    NAME_FONT = 11.0
    NUMBER_FONT = 17.0

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_MINIATURE)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.selected = False
        self.hovered = False
        self.badges: tuple[str, ...] = ()

    def sync(self, character: Character, badges: tuple[str, ...], selected: bool) -> None:
        if self._unchanged(character, badges, selected):
            return
        self.character, self.badges, self.selected = character, badges, selected
        self.setZValue(self._z())
        self._fit()
        extra = f" ({', '.join(badges)})" if badges else ""
        self.setToolTip(
            tooltip(
                f"{character.label} on {character.at.name}, facing {character.facing.name}{extra}"
            )
        )

    @property
    def full_name(self) -> str:
        return self.character.name or self.character.id

    def shown_name(self) -> str:
        """The whole name when hovered or selected, else as much as fits the square."""
        if self.hovered or self.selected:
            return self.full_name
        return _elided(self.full_name, self.NAME_FONT, S + 10)

    def _label_rect(self) -> QRectF:
        r = rect(self.character.at)
        width = max(S + 12, _text_path(self.shown_name(), font(self.NAME_FONT, bold=True))[1] + 10)
        return QRectF(r.center().x() - width / 2, r.bottom() - 4, width, 16)

    def _fit(self) -> None:
        r = rect(self.character.at).adjusted(-6, -6, 6, 14)
        self._set_bounds(r.united(self._label_rect().adjusted(-2, -2, 2, 2)))

    def _z(self) -> float:
        # A whole name (hovered, selected) lies over its neighbours' elided ones.
        if self.hovered:
            return Z_MINIATURE_HOVER
        return Z_MINIATURE_SELECTED if self.selected else Z_MINIATURE

    def hoverEnterEvent(self, event):  # type: ignore[no-untyped-def]
        self.hovered = True
        self.setZValue(self._z())
        self._fit()

    def hoverLeaveEvent(self, event):  # type: ignore[no-untyped-def]
        self.hovered = False
        self.setZValue(self._z())
        self._fit()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        c = self.character
        r = rect(c.at)
        middle = r.center()
        base = colour(style.GUILD_COLOURS.get(c.colour, (120, 120, 120)))
        if self.selected:
            painter.setPen(QPen(colour(style.SELECTED), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(middle, S * 0.5, S * 0.5)
        # A dark rim, then a light one: the base stands out on any ground (a green base
        # on grass, a yellow one on a control zone).
        painter.setPen(QPen(colour(style.BASE_RIM), 4))
        painter.setBrush(base)
        painter.drawEllipse(middle, S * 0.4, S * 0.4)
        painter.setPen(QPen(QColor(250, 250, 250), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(middle, S * 0.4 - 2, S * 0.4 - 2)
        # The orientation arrow on the base's rim (7.1.1).
        dx, dy = c.facing.vector
        tip = middle + QPointF(dx * S * 0.5, dy * S * 0.5)
        side = QPointF(-dy, dx) * (S * 0.17)
        back = middle + QPointF(dx * S * 0.27, dy * S * 0.27)
        painter.setBrush(QColor(250, 250, 250))
        painter.setPen(QPen(colour(style.BASE_RIM), 1.5))
        painter.drawPolygon(QPolygonF([tip, back + side, back - side]))
        outlined_text(
            painter,
            r,
            daemon_tag(c.number),
            font(self.NUMBER_FONT, bold=True),
            QColor(255, 255, 255),
            colour(style.BASE_RIM),
            width=4,
        )
        label = self._label_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(15, 15, 15, 215))
        painter.drawRoundedRect(label, 3, 3)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(font(self.NAME_FONT, bold=True))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, self.shown_name())
        for k, badge in enumerate(self.badges[:4]):
            letter, rgb = BADGE_LETTERS.get(badge, (badge[:1].upper(), (60, 60, 60)))
            spot = QPointF(r.right() - 2 - k * 13, r.top() + 3)
            painter.setPen(QPen(QColor(255, 255, 255), 1.5))
            painter.setBrush(QColor(*rgb))
            painter.drawEllipse(spot, 7, 7)
            painter.setFont(font(10, bold=True))
            painter.drawText(
                QRectF(spot.x() - 7, spot.y() - 7, 14, 14), Qt.AlignmentFlag.AlignCenter, letter
            )

    def mousePressEvent(self, event):  # type: ignore[no-untyped-def]
        self.scene().press_miniature(self.character.id, event)  # type: ignore[attr-defined]

    def mouseMoveEvent(self, event):  # type: ignore[no-untyped-def]
        self.scene().drag_miniature(self.character.id, event.scenePos())  # type: ignore[attr-defined]

    def mouseReleaseEvent(self, event):  # type: ignore[no-untyped-def]
        self.scene().drop_miniature(self.character.id, event.scenePos())  # type: ignore[attr-defined]


# ---- overlays -----------------------------------------------------------------------


class SquaresOverlayItem(_Item):
    """Squares tinted with colours, optionally labelled: control zones, threats, reach,
    the build guide's highlight."""

    def __init__(self, z: float = 3) -> None:
        super().__init__()
        self.setZValue(z)
        self.fills: dict[Square, QColor] = {}
        self.labels: dict[Square, str] = {}

    def sync(self, fills: dict[Square, QColor], labels: dict[Square, str] | None = None) -> None:
        self.fills, self.labels = fills, labels or {}
        bounds = QRectF()
        for square in fills:
            bounds = bounds.united(rect(square))
        self._set_bounds(bounds)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for square, fill in self.fills.items():
            painter.setBrush(fill)
            painter.drawRect(rect(square).adjusted(1, 1, -1, -1))
        # Costs in dark figures with a light halo, large enough to read at a glance.
        cost_font = font(15, bold=True)
        for square, text in self.labels.items():
            outlined_text(
                painter,
                rect(square).adjusted(2, 1, -3, -2),
                text,
                cost_font,
                QColor(15, 15, 15),
                QColor(255, 255, 255, 230),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
            )


class PathItem(_Item):
    """The cheapest path to the square under the cursor, its cost, and the facing he
    would arrive in (an arrow on the last square)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_MINIATURE - 1)
        self.facing: Facing | None = None

    def sync(self, squares: list[Square], cost: int, facing: Facing | None = None) -> None:
        self.squares, self.cost, self.facing = squares, cost, facing
        bounds = QRectF()
        for square in squares:
            bounds = bounds.united(rect(square))
        self._set_bounds(bounds.adjusted(-10, -10, 10, 10))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.squares:
            return
        painter.setPen(
            QPen(
                colour(style.PATH),
                4,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        path = QPainterPath(centre(self.squares[0]))
        for square in self.squares[1:]:
            path.lineTo(centre(square))
        painter.drawPath(path)
        end = rect(self.squares[-1])
        if self.facing is not None:
            dx, dy = self.facing.vector
            middle = end.center()
            tip = middle + QPointF(dx * S * 0.45, dy * S * 0.45)
            side = QPointF(-dy, dx) * (S * 0.2)
            back = middle + QPointF(dx * S * 0.1, dy * S * 0.1)
            painter.setBrush(colour(style.PATH))
            painter.setPen(QPen(QColor(20, 20, 20), 1.5))
            painter.drawPolygon(QPolygonF([tip, back + side, back - side]))
        painter.setPen(Qt.PenStyle.NoPen)
        bubble = QRectF(end.center().x() - 14, end.top() - 10, 28, 20)
        painter.drawRoundedRect(bubble, 4, 4)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(font(15, bold=True))
        painter.drawText(bubble, Qt.AlignmentFlag.AlignCenter, str(self.cost))


LINE_STYLES = {
    "clear": (style.LINE_CLEAR, Qt.PenStyle.SolidLine),
    "cover": (style.LINE_COVER, Qt.PenStyle.SolidLine),
    "blocked": (style.LINE_BLOCKED, Qt.PenStyle.DashLine),
    "out of range": (style.LINE_OUT_OF_RANGE, Qt.PenStyle.DotLine),
    "out of view": (style.LINE_OUT_OF_VIEW, Qt.PenStyle.DashDotLine),
}


def line_status(line: FiringLine) -> str:
    if not line.in_view:
        return "out of view"
    if not line.in_range:
        return "out of range"
    if line.blocked:
        return "blocked"
    return "cover" if line.penalty else "clear"


class FiringLineItem(_Item):
    """A firing line: its colour and dash say clear, cover, blocked, out of range or out
    of view; a blocked line marks its first blocker; the tooltip explains in words, and
    so does the status line while the pointer is on it, its section a link (issue 15)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(11)
        self.setAcceptHoverEvents(True)
        self.words = ""

    def sync(self, line: FiringLine, start: Square, end: Square, target: str = "") -> None:
        self.line, self.start, self.end = line, start, end
        self.status = line_status(line)
        self._set_bounds(rect(start).united(rect(end)).adjusted(-8, -8, 8, 8))
        self.setToolTip(tooltip(line.explain()))
        self.words = f"Firing line to {target or line.target}: {line.explain()}"

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        message = getattr(self.scene(), "message", None)
        if message is not None:
            message.emit(self.words)
        super().hoverEnterEvent(event)

    def shape(self) -> QPainterPath:
        path = QPainterPath(centre(self.start))
        path.lineTo(centre(self.end))
        stroker_width = 8.0
        from PySide6.QtGui import QPainterPathStroker

        stroker = QPainterPathStroker()
        stroker.setWidth(stroker_width)
        return stroker.createStroke(path)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rgb, dash = LINE_STYLES[self.status]
        painter.setPen(QPen(colour(rgb), 3, dash, Qt.PenCapStyle.RoundCap))
        a, b = centre(self.start), centre(self.end)
        painter.drawLine(QLineF(a, b))
        middle = (a + b) / 2
        if self.status == "cover":
            painter.setBrush(colour(rgb))
            painter.setPen(Qt.PenStyle.NoPen)
            bubble = QRectF(middle.x() - 13, middle.y() - 9, 26, 18)
            painter.drawRoundedRect(bubble, 5, 5)
            painter.setPen(QColor(20, 20, 20))
            painter.setFont(font(11, bold=True))
            painter.drawText(bubble, Qt.AlignmentFlag.AlignCenter, f"-{self.line.penalty}")
        if self.status == "blocked":
            blocker = self.line.blockers[0]
            spot = (
                centre(blocker.square)
                if blocker.other is None
                else (centre(blocker.square) + centre(blocker.other)) / 2
            )
            painter.setPen(QPen(colour(style.LINE_BLOCKED), 4))
            k = 8
            painter.drawLine(QLineF(spot + QPointF(-k, -k), spot + QPointF(k, k)))
            painter.drawLine(QLineF(spot + QPointF(-k, k), spot + QPointF(k, -k)))


class EngagementItem(_Item):
    """An engagement: an arrow from the engager to the character he engages."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(9)

    def sync(self, engager: Square, engaged: Square, first_impact: bool) -> None:
        self.a, self.b, self.first_impact = engager, engaged, first_impact
        self._set_bounds(rect(engager).united(rect(engaged)))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        a, b = centre(self.a), centre(self.b)
        line = QLineF(a, b)
        if line.length() < 1:
            return
        dash = Qt.PenStyle.DashLine if self.first_impact else Qt.PenStyle.SolidLine
        painter.setPen(QPen(colour(style.ENGAGEMENT), 3, dash))
        shortened = QLineF(a, b)
        shortened.setLength(line.length() - S * 0.42)
        painter.drawLine(shortened)
        tip = shortened.p2()
        unit = (b - a) / line.length()
        normal = QPointF(-unit.y(), unit.x())
        painter.setBrush(colour(style.ENGAGEMENT))
        painter.drawPolygon(
            QPolygonF([tip, tip - unit * 9 + normal * 5, tip - unit * 9 - normal * 5])
        )


class OutOfControlItem(_Item):
    """The out-of-control card laid over a target: the d10 results around it (5.6)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(13)

    def sync(self, squares: dict[int, Square | None], target: Square, hit: Square | None) -> None:
        self.squares, self.target, self.hit = squares, target, hit
        self._set_bounds(rect(target).adjusted(-S, -S, S, S))
        self.setZValue(Z_MINIATURE - 2)  # under the miniatures, which stay readable

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(QPen(QColor(30, 30, 30), 2))
        painter.setBrush(QColor(255, 255, 255, 150))
        painter.drawRect(rect(self.target).adjusted(-S, -S, S, S))
        painter.setFont(font(13, bold=True))
        for roll, square in self.squares.items():
            where = rect(square if square is not None else self.target)
            if square is not None and square == self.hit:
                painter.setBrush(QColor(230, 40, 40, 160))
                painter.drawRect(where.adjusted(3, 3, -3, -3))
            painter.setPen(QColor(30, 30, 30))
            painter.drawText(where, Qt.AlignmentFlag.AlignCenter, str(roll))
