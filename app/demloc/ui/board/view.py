"""The board view: the shared zoom, pan and fit (ui/zoomable.py) round the map, and the
board's own keys (R, F, Delete in edit mode; Q and E turn; Escape)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsView

from demloc.render import geometry as geo
from demloc.ui.board.scene import BoardScene
from demloc.ui.looks import PURPLE
from demloc.ui.zoomable import ZoomableView


class BoardView(ZoomableView):
    """Its zoom is the view's scale, 0.1 to 8 (ZoomableView's); fit keeps 2 px round the
    map and a square of room."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.board_scene = scene
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        scene.sceneRectChanged.connect(self._follow_scene)
        self._follow_scene(scene.sceneRect())

    def _follow_scene(self, rect: QRectF) -> None:
        # A square of room around the map: the out-of-control card laid over a target
        # on the edge is seen whole (it reaches a square beyond its target).
        self.setSceneRect(rect.adjusted(-geo.SQUARE, -geo.SQUARE, geo.SQUARE, geo.SQUARE))
        if self.fitted:
            self.fit()

    def set_edit_frame(self, on: bool) -> None:
        """Edit mode shows: a purple frame round the board."""
        self.setStyleSheet(f"BoardView {{ border: 4px solid {PURPLE}; }}" if on else "")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        scene = self.board_scene
        key = event.key()
        if (
            scene.edit_mode
            and scene.selected_element is not None
            and key in (Qt.Key.Key_R, Qt.Key.Key_Delete)
        ):
            element = scene.selected_element
            document = scene.document
            if key == Qt.Key.Key_R:

                def turn() -> None:
                    scene.selected_element = document.rotate_element(element)

                scene.edit(turn)
            else:
                scene.selected_element = None
                scene.edit(lambda: document.remove_element(element))
        elif (
            scene.edit_mode
            and scene.selected_tile is not None
            and key in (Qt.Key.Key_R, Qt.Key.Key_F, Qt.Key.Key_Delete)
        ):
            index = scene.selected_tile
            document = scene.document
            if key == Qt.Key.Key_R:
                scene.edit(lambda: document.rotate_tile(index))
            elif key == Qt.Key.Key_F:
                scene.edit(lambda: document.flip_tile(index))
            else:
                scene.selected_tile = None
                scene.edit(lambda: document.remove_tile(index))
        elif (
            not scene.edit_mode
            and scene.selected is not None
            and key in (Qt.Key.Key_Q, Qt.Key.Key_E)
        ):
            # Q turns anticlockwise, E clockwise: a quarter turn each; during a drag they
            # choose the facing to arrive in.
            turns = -1 if key == Qt.Key.Key_Q else 1
            selected = scene.selected
            if not scene.turn_drag(turns):
                scene.edit(lambda: scene.document.rotate_character(selected, turns))
        elif key == Qt.Key.Key_Escape:
            scene.select(None)
        else:
            super().keyPressEvent(event)
