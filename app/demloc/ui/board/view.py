"""The board view: zoom around the cursor, pan by dragging, fit to the map."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from demloc.render import geometry as geo
from demloc.ui.board.scene import BoardScene

ZOOM_STEP = 1.15
MIN_ZOOM, MAX_ZOOM = 0.1, 8.0


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.board_scene = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The board fits the window until the player zooms; a resize or a new map fits
        # it again while it does.
        self.fitted = True
        scene.sceneRectChanged.connect(self._follow_scene)
        self._follow_scene(scene.sceneRect())

    def _follow_scene(self, rect: QRectF) -> None:
        # A square of room around the map: the out-of-control card laid over a target
        # on the edge is seen whole (it reaches a square beyond its target).
        self.setSceneRect(rect.adjusted(-geo.SQUARE, -geo.SQUARE, geo.SQUARE, geo.SQUARE))
        if self.fitted:
            self.fit()

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        target = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom * factor))
        self.scale(target / self.zoom, target / self.zoom)
        self.fitted = False

    def fit(self) -> None:
        # The view's rect (the map and a square of room): fitted, no scroll bars.
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.fitted = True

    def set_edit_frame(self, on: bool) -> None:
        """Edit mode shows: a purple frame round the board."""
        self.setStyleSheet("BoardView { border: 4px solid #5a2a82; }" if on else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.fitted:
            self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        # Zoom around the cursor (the transformation anchor is under the mouse).
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(ZOOM_STEP**steps)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        scene = self.board_scene
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(ZOOM_STEP)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(1 / ZOOM_STEP)
        elif key == Qt.Key.Key_0:
            self.fit()
        elif (
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
