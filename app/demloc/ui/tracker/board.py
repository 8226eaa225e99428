"""The mission's board in the tracker: the Board view's scene showing the state's map,
the miniatures with badges for their effects, read-only. The players move the
miniatures on the table; a tap here only selects a character (the tracker's cards
select the same one)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from demloc.board.position import BoardMap
from demloc.board.squares import Square
from demloc.board.tiles import TileLibrary
from demloc.missions.play import MissionState
from demloc.render import geometry as geo
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.scene import BoardScene
from demloc.ui.board.view import BoardView
from demloc.ui.mission.table_board import LitSquares
from demloc.ui.tracker.items import TABLE_ITEMS


def badges(state: MissionState) -> dict[str, tuple[str, ...]]:
    """The badges on each miniature's base: what its card says, seen from the table."""
    shown: dict[str, tuple[str, ...]] = {}
    for fid, f in state.fighters.items():
        marks = [
            name
            for name, on in (
                ("possessed", f.possessed),
                ("bleeding", f.bleeding > 0),
                ("poisoned", f.poison > 0),
                ("summoning", bool(f.summoned)),
                ("exhausted", f.exhausted),
            )
            if on
        ]
        shown[fid] = tuple(marks)
    return shown


class TrackerScene(BoardScene):
    """The board scene, read-only: a tap on a miniature selects it (`picked`), a tap
    elsewhere clears the selection; nothing is dragged, nothing moves."""

    picked = Signal(str)  # a character id, or "" for none
    square_tapped = Signal(str)  # a square with no miniature on it

    def addItem(self, item: QGraphicsItem) -> None:
        # The Board view's scene makes its own items; the tracker's restyle them with
        # larger type (items.py), before their first sync.
        table = TABLE_ITEMS.get(type(item))
        if table is not None:
            item.__class__ = table
        super().addItem(item)

    def press_miniature(self, character_id: str, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if self.selected != character_id:
            self.select(character_id)
        self.picked.emit(character_id)

    def drag_miniature(self, character_id: str, position: object) -> None:
        return

    def drop_miniature(self, character_id: str, position: object) -> None:
        return

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        square = geo.square_at(event.scenePos().x(), event.scenePos().y())
        found = next((c for c in self.document.map.characters if c.at == square), None)
        if found is not None:
            self.press_miniature(found.id, event)
            return
        if self.document.board.contains(square):
            self.square_tapped.emit(square.name)
        event.accept()

    def contextMenuEvent(self, event: object) -> None:  # no turning: the table moves them
        return


class TrackerBoardView(BoardView):
    """The board view; zoom keys only (Q/E would turn a miniature in the Board view;
    here the keys go on to the tracker's shortcuts)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus, Qt.Key.Key_0):
            super().keyPressEvent(event)
        else:
            event.ignore()


class TrackerBoard:
    """A document, its scene and a view, shown again whenever the mission moves."""

    def __init__(self, library: TileLibrary, board_map: BoardMap) -> None:
        self.document = BoardDocument(library, board_map)
        self.document.enforce_rules = False  # no drag here: the table moves them
        self.scene = TrackerScene(self.document)
        # The table reads the zones and who fights whom; firing lines and reach belong to
        # the assisted mode's declarations.
        self.scene.overlays.update(reach=False, outlines=False, lines=False)
        self.lit = LitSquares()  # where a wave character may enter
        self.scene.addItem(self.lit)
        self.view = TrackerBoardView(self.scene)
        self.view.setObjectName("tracker-board")
        self.view.setMinimumSize(320, 240)

    def light(self, squares: tuple[str, ...]) -> None:
        self.lit.light(tuple(Square.parse(s) for s in squares), {})

    def show(self, state: MissionState, selected: str | None) -> None:
        marks = badges(state)
        changed = marks != self.document.statuses
        self.document.statuses = marks
        if state.board_map != self.document.map:
            self.document.replace(state.board_map, None)
            changed = False  # replace synced the scene
        if selected not in self.document.board.characters:
            selected = None
        if selected != self.scene.selected:
            self.scene.select(selected)
        elif changed:
            self.scene.sync()
