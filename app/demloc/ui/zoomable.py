"""One way to look at a scene larger than its window (issue 28): zoom around the cursor,
pan, fit. The board (ui/board/view.py, and through it the set-up's and the tracker's
boards) and the city's map (ui/city/map_view.py) are the two views built on it; each
says its zoom step and bounds, what fit keeps round the scene and, for the city, the
least scale its names stay readable at.

The player's keys: the wheel zooms around the cursor; + (or =) and - zoom, 0 fits, with
or without Ctrl (and the platform's zoom keys); the arrows pan a share of the window;
dragging pans. The view is fitted at first and stays fitted through every resize (and
a new scene rect) until the player zooms; 0 fits it again."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import (
    QKeyEvent,
    QKeySequence,
    QPainter,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

# The modifiers the zoom keys may come with: Ctrl (the standard Ctrl+=, Ctrl+-, Ctrl+0),
# Shift (+ is Shift+= on many keyboards) and the keypad's.
_ZOOM_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.ShiftModifier
    | Qt.KeyboardModifier.KeypadModifier
)
_ARROWS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}


class ZoomableView(QGraphicsView):
    """A QGraphicsView that zooms, pans and fits the one way both views share.

    `zoom` is the view's scale, or, when ZOOM_OF_FIT, the scale against the fitted one
    (1.0: the whole scene); ZOOM_RANGE bounds it, in the same unit. At the least zoom
    the scene's centre is shown. `fit()` is the home view: the scene rect in the window,
    FIT_MARGIN px left round it, centred; never below `readable_scale()` (then centred on
    `home_centre`)."""

    ZOOM_STEP = 1.15  # a wheel notch or a key press
    ZOOM_RANGE = (0.1, 8.0)
    ZOOM_OF_FIT = False
    FIT_MARGIN = 2  # px of the window round the fitted scene (as QGraphicsView.fitInView)
    PAN_SHARE = 0.15  # an arrow key pans this share of the window

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Fitted until the player zooms: a resize (or a new scene rect) fits it again.
        self.fitted = True

    # -- the scale ------------------------------------------------------------------------

    def fit_scale(self) -> float:
        """The scale that shows the whole scene rect (FIT_MARGIN px round it); 0.0 while
        the window has no size."""
        scene, margin = self.sceneRect(), self.FIT_MARGIN
        view = self.viewport().rect().adjusted(margin, margin, -margin, -margin)
        if view.width() <= 0 or view.height() <= 0 or scene.isEmpty():
            return 0.0
        return min(view.width() / scene.width(), view.height() / scene.height())

    def readable_scale(self) -> float:
        """The least scale of the home view (a subclass's readable size); none here."""
        return 0.0

    def home_centre(self, zoomed: bool) -> QPointF:
        """Where the home view is centred; `zoomed` when the readable scale is above the
        fitted one (the scene then does not fit whole)."""
        return self.sceneRect().center()

    def _unit(self) -> float:
        return self.fit_scale() if self.ZOOM_OF_FIT else 1.0

    @property
    def zoom(self) -> float:
        unit = self._unit()
        return self.transform().m11() / unit if unit else 1.0

    def zoom_by(self, factor: float) -> None:
        """Zoom by `factor` (around the cursor), kept within ZOOM_RANGE."""
        unit = self._unit()
        if not unit:
            return
        least, most = self.ZOOM_RANGE
        target = min(most, max(least, self.zoom * factor))
        if target <= least:  # the least zoom: the scene's centre, however small
            self.setTransform(QTransform.fromScale(least * unit, least * unit))
            self.centerOn(self.sceneRect().center())
        else:
            scale = target * unit / self.transform().m11()
            self.scale(scale, scale)
        self.fitted = False

    def fit(self) -> None:
        """The home view (see the class); fitted, so a resize fits again."""
        scale = self.fit_scale()
        if scale:
            home = max(scale, self.readable_scale())
            self.setTransform(QTransform.fromScale(home, home))
            self.centerOn(self.home_centre(home > scale))
        self.fitted = True

    def pan(self, dx: float, dy: float) -> None:
        """Move the scene by a share of the window (an arrow key's step is PAN_SHARE)."""
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx * self.viewport().width()))
        v.setValue(v.value() + round(dy * self.viewport().height()))

    # -- keys and events ------------------------------------------------------------------

    def zoom_key(self, event: QKeyEvent) -> bool:
        """+ or =, - and 0 (Ctrl or not; the platform's zoom keys): done and True."""
        key = event.key()
        plain = not event.modifiers() & ~_ZOOM_MODIFIERS
        if event.matches(QKeySequence.StandardKey.ZoomIn) or (
            plain and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal)
        ):
            self.zoom_by(self.ZOOM_STEP)
        elif event.matches(QKeySequence.StandardKey.ZoomOut) or (plain and key == Qt.Key.Key_Minus):
            self.zoom_by(1 / self.ZOOM_STEP)
        elif plain and key == Qt.Key.Key_0:
            self.fit()
        else:
            return False
        event.accept()
        return True

    def pan_key(self, event: QKeyEvent) -> bool:
        """An arrow, alone: pans PAN_SHARE of the window; True."""
        step = _ARROWS.get(Qt.Key(event.key()))
        if step is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        self.pan(step[0] * self.PAN_SHARE, step[1] * self.PAN_SHARE)
        event.accept()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not (self.zoom_key(event) or self.pan_key(event)):
            super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        # Zoom around the cursor (the transformation anchor is under the mouse).
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(self.ZOOM_STEP**steps)
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.fitted:
            self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.fitted:
            self.fit()
