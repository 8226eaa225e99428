"""The mission's map on screen, drawn by the Board view's scene: its zones in the
colours of the players who chose them, the miniatures placed so far and the optional
elements. A click on a square is only reported: the deployment screen asks the core."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from demloc.board.guide import GuideStep
from demloc.board.position import BoardMap, Character, DeploymentZone, Element, ElementKind
from demloc.board.squares import Facing, Square
from demloc.missions.library import board_map
from demloc.missions.setup import SetupContext, SetupState, mission_of
from demloc.render import geometry as geo
from demloc.ui.board.document import BoardDocument
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


class MissionBoard:
    """A document, its scene and a view, shown again whenever the state changes."""

    def __init__(self, ctx: SetupContext, board: BoardMap) -> None:
        self.ctx = ctx
        self.document = BoardDocument(ctx.tiles, board)
        self.scene = MissionScene(self.document)
        for name in self.scene.overlays:
            self.scene.overlays[name] = name == "outlines"
        self.view = BoardView(self.scene)
        self.view.setMinimumSize(320, 240)

    def show(self, board: BoardMap, highlight: tuple[str, ...] = ()) -> None:
        if board != self.document.map:
            self.document.replace(board, None)
        self.highlight(highlight)

    def highlight(self, squares: tuple[str, ...], words: str = "") -> None:
        step = GuideStep(0, words, tuple(Square.parse(s) for s in squares)) if squares else None
        self.scene.set_guide_step(step)
