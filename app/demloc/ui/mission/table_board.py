"""The mission's map on screen, drawn by the Board view's scene: its zones in the
colours of the players who chose them, the miniatures placed so far and the optional
elements. A click on a square is only reported: the deployment screen asks the core."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from demloc.board.position import BoardMap, Character, DeploymentZone, Element, ElementKind
from demloc.board.squares import Facing, Square
from demloc.missions.library import board_map
from demloc.missions.setup import SetupContext, SetupState, mission_of
from demloc.render import geometry as geo
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.drawing import font, outlined_text, rect
from demloc.ui.board.scene import BoardScene
from demloc.ui.board.view import BoardView


def setup_map(state: SetupState, ctx: SetupContext) -> BoardMap:
    """The board as the table sees it now (a view of the state, no rule)."""
    mission = mission_of(state, ctx)
    base = board_map(mission, len(state.players))
    colour_of = {p.zone: p.colour for p in state.players if p.zone}
    zones = tuple(DeploymentZone(colour_of.get(z.name, z.name), z.squares) for z in base.zones)
    miniatures, elements = [], []
    for player in state.players:
        for picked in player.picks:
            if picked.at:
                miniatures.append(
                    Character(
                        picked.id, player.colour, picked.base, Square.parse(picked.at),
                        Facing.parse(picked.facing if picked.facing != "" else "N"),
                        name=ctx.card(picked.card).name,
                        card=picked.card,
                    )
                )  # fmt: skip
        elements += [Element(ElementKind(k), Square.parse(at)) for k, at in player.elements]
    return dataclasses.replace(
        base, zones=zones, elements=(*base.elements, *elements), characters=tuple(miniatures)
    )


class MissionScene(BoardScene):
    """The Board view's scene, read-only: a click names its square, nothing moves."""

    square_clicked = Signal(str)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        square = geo.square_at(event.scenePos().x(), event.scenePos().y())
        if self.document.board.contains(square):
            self.square_clicked.emit(square.name)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()


class LitSquares(QGraphicsItem):
    """The squares the table may tap now, in a white frame (the build guide's yellow is
    a guild's colour too: the yellow guild took a lit zone for his own), and names
    written across groups of squares (the zones to choose from)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(15)  # above zones and elements, below nothing that takes a click
        self.squares: tuple[Square, ...] = ()
        self.labels: dict[str, tuple[Square, ...]] = {}
        self._bounds = QRectF()

    def light(self, squares: tuple[Square, ...], labels: dict[str, tuple[Square, ...]]) -> None:
        self.prepareGeometryChange()
        self.squares, self.labels = squares, labels
        bounds = QRectF()
        for square in (*squares, *(s for group in labels.values() for s in group)):
            bounds = bounds.united(rect(square))
        self._bounds = bounds.adjusted(-60, -30, 60, 30)  # room for a name past an edge
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setBrush(QColor(255, 255, 255, 110))
        for square in self.squares:
            box = rect(square).adjusted(2, 2, -2, -2)
            painter.setPen(QPen(QColor(30, 30, 30), 5))
            painter.drawRect(box)
            painter.setPen(QPen(QColor(255, 255, 255), 3))
            painter.drawRect(box)
        for name, squares in self.labels.items():
            bounds = QRectF()
            for square in squares:
                bounds = bounds.united(rect(square))
            centre = bounds.center()
            box = QRectF(centre.x() - 80, centre.y() - 16, 160, 32)
            outlined_text(painter, box, name, font(20, bold=True), QColor(255, 255, 255),
                          QColor(20, 20, 20, 235), Qt.AlignmentFlag.AlignCenter)  # fmt: skip


class MissionBoard:
    """A document, its scene and a view, shown again whenever the state changes."""

    def __init__(self, ctx: SetupContext, board: BoardMap) -> None:
        self.ctx = ctx
        self.document = BoardDocument(ctx.tiles, board)
        self.scene = MissionScene(self.document)
        for name in self.scene.overlays:
            self.scene.overlays[name] = name == "outlines"
        self.lit = LitSquares()
        self.scene.addItem(self.lit)
        self.view = BoardView(self.scene)
        self.view.setMinimumSize(320, 240)

    def show(self, board: BoardMap, highlight: tuple[str, ...] = ()) -> None:
        if board != self.document.map:
            self.document.replace(board, None)
        self.highlight(highlight)

    def highlight(
        self, squares: tuple[str, ...], labels: dict[str, tuple[str, ...]] | None = None
    ) -> None:
        """Light `squares` (those a tap may go to now) and write each label across its
        squares."""
        named = {k: tuple(Square.parse(s) for s in v) for k, v in (labels or {}).items()}
        self.lit.light(tuple(Square.parse(s) for s in squares), named)
