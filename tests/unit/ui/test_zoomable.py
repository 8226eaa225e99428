"""The one zoom, pan and fit (ui/zoomable.py, issue 28 §1): every key, every bound, what
fit keeps, the fitted state across resizes; and that the board, the tracker's board and
the city map use it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene
from pytestqt.qtbot import QtBot

from demloc.board import mapfile
from demloc.board.tiles import load_tile_library
from demloc.city.model import load_city
from demloc.city.rules import load_rules
from demloc.paths import resources_dir, tiles_dir
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.scene import BoardScene
from demloc.ui.board.view import BoardView
from demloc.ui.city import CityMapView
from demloc.ui.tracker.board import TrackerBoardView
from demloc.ui.zoomable import ZoomableView

SCENE = QRectF(0, 0, 2000, 1000)
SIZE = (604, 404)  # the viewport less 2 px each side: 600 x 400, so fit is 0.3

Mod = Qt.KeyboardModifier
CTRL, SHIFT, ALT, NONE = Mod.ControlModifier, Mod.ShiftModifier, Mod.AltModifier, Mod.NoModifier


class Plain(ZoomableView):
    """The shared view with its own defaults: absolute zoom 0.1 to 8, 2 px margin."""


class OfFit(ZoomableView):
    ZOOM_STEP = 1.25
    ZOOM_RANGE = (1.0, 5.0)
    ZOOM_OF_FIT = True
    FIT_MARGIN = 0


def _view(qtbot: QtBot, kind: type[ZoomableView] = Plain) -> ZoomableView:
    scene = QGraphicsScene()
    scene.setSceneRect(SCENE)
    view = kind(scene)
    view.setFrameShape(ZoomableView.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.scene_kept = scene  # type: ignore[attr-defined]  # the scene lives with the view
    qtbot.addWidget(view)
    view.resize(*SIZE)
    view.show()
    qtbot.waitExposed(view)
    return view


def _shown(view: ZoomableView) -> QRectF:
    return view.mapToScene(view.viewport().rect()).boundingRect()


def _press(view: ZoomableView, key: Qt.Key, mods: Qt.KeyboardModifier = NONE) -> bool:
    """The key sent to the view; True when the view took it."""
    event = QKeyEvent(QKeyEvent.Type.KeyPress, key, mods)
    QApplication.sendEvent(view, event)
    return event.isAccepted()


def _wheel(view: ZoomableView, at: QPointF, delta: int) -> None:
    QApplication.sendEvent(
        view.viewport(),
        QWheelEvent(at, QPointF(view.viewport().mapToGlobal(at.toPoint())), QPoint(0, 0),
                    QPoint(0, delta), Qt.MouseButton.NoButton, NONE,
                    Qt.ScrollPhase.NoScrollPhase, False),
    )  # fmt: skip


# -- fit --------------------------------------------------------------------------------


def test_fit_shows_the_whole_scene_with_its_margin_centred(qtbot: QtBot) -> None:
    view = _view(qtbot)
    assert view.fitted and view.fit_scale() == pytest.approx(0.3)
    assert view.transform().m11() == pytest.approx(0.3)
    shown = _shown(view)
    assert shown.contains(SCENE) and shown.center() == SCENE.center()
    assert shown.width() == pytest.approx(SIZE[0] / 0.3, abs=1)  # 2 px each side


def test_fit_matches_qts_fit_in_view_for_the_board(qtbot: QtBot) -> None:
    view = _view(qtbot)
    view.fitInView(SCENE, Qt.AspectRatioMode.KeepAspectRatio)
    qt = view.transform().m11(), _shown(view)
    view.fit()
    assert view.transform().m11() == pytest.approx(qt[0]) and _shown(view) == qt[1]


def test_the_fitted_state_lasts_through_resizes_until_a_zoom(qtbot: QtBot) -> None:
    view = _view(qtbot)
    view.resize(1204, 604)
    assert view.fitted and view.transform().m11() == pytest.approx(0.6)
    view.zoom_by(2)
    view.resize(604, 404)
    assert not view.fitted and view.transform().m11() == pytest.approx(1.2)
    view.fit()
    view.resize(1204, 604)
    assert view.fitted and view.transform().m11() == pytest.approx(0.6)


def test_fit_in_a_window_of_no_size_changes_nothing(qtbot: QtBot) -> None:
    view = _view(qtbot)
    view.zoom_by(2)
    view.resize(3, 3)  # less than the margins
    assert view.fit_scale() == 0.0
    view.fit()
    assert view.fitted and view.transform().m11() == pytest.approx(0.6)


def test_the_home_view_is_never_below_the_readable_scale(qtbot: QtBot) -> None:
    class Readable(Plain):
        def readable_scale(self) -> float:
            return 0.5

        def home_centre(self, zoomed: bool) -> QPointF:
            return QPointF(1300, 500) if zoomed else self.sceneRect().center()

    view = _view(qtbot, Readable)
    assert view.fitted and view.transform().m11() == pytest.approx(0.5)
    assert _shown(view).center().x() == pytest.approx(1300, abs=2)
    view.resize(4004, 2004)  # the whole scene is readable: fitted, centred
    assert view.transform().m11() == pytest.approx(2.0)
    assert _shown(view).center() == SCENE.center()


# -- zoom keys and bounds ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "mods", "factor"),
    [
        (Qt.Key.Key_Plus, NONE, 1.15),
        (Qt.Key.Key_Plus, SHIFT, 1.15),
        (Qt.Key.Key_Plus, CTRL, 1.15),
        (Qt.Key.Key_Equal, NONE, 1.15),
        (Qt.Key.Key_Equal, CTRL, 1.15),
        (Qt.Key.Key_Plus, Mod.KeypadModifier, 1.15),
        (Qt.Key.Key_Minus, NONE, 1 / 1.15),
        (Qt.Key.Key_Minus, CTRL, 1 / 1.15),
        (Qt.Key.Key_Minus, Mod.KeypadModifier, 1 / 1.15),
    ],
)
def test_each_zoom_key_zooms_by_one_step(
    qtbot: QtBot, key: Qt.Key, mods: Qt.KeyboardModifier, factor: float
) -> None:
    view = _view(qtbot)
    assert _press(view, key, mods)
    assert view.zoom == pytest.approx(0.3 * factor) and not view.fitted


@pytest.mark.parametrize("mods", [NONE, CTRL, Mod.KeypadModifier])
def test_0_and_ctrl_0_fit(qtbot: QtBot, mods: Qt.KeyboardModifier) -> None:
    view = _view(qtbot)
    view.zoom_by(3)
    assert _press(view, Qt.Key.Key_0, mods)
    assert view.fitted and view.zoom == pytest.approx(0.3)


@pytest.mark.parametrize("key", [Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_0])
def test_zoom_keys_with_alt_are_left_to_others(qtbot: QtBot, key: Qt.Key) -> None:
    view = _view(qtbot)
    view.zoom_by(2)
    _press(view, key, ALT)
    assert view.zoom == pytest.approx(0.6) and not view.fitted


def test_the_zoom_stays_within_its_range(qtbot: QtBot) -> None:
    view = _view(qtbot)
    for _ in range(40):
        _press(view, Qt.Key.Key_Plus)
    assert view.zoom == pytest.approx(8.0)
    for _ in range(60):
        _press(view, Qt.Key.Key_Minus)
    assert view.zoom == pytest.approx(0.1)
    assert _shown(view).center() == SCENE.center()  # the least zoom: the scene centred


def test_a_zoom_against_the_fit_counts_in_fitted_scales(qtbot: QtBot) -> None:
    view = _view(qtbot, OfFit)  # no margin: 604 / 2000
    fitted = 604 / 2000
    assert view.zoom == pytest.approx(1.0) and view.transform().m11() == pytest.approx(fitted)
    _press(view, Qt.Key.Key_Equal, CTRL)
    assert view.zoom == pytest.approx(1.25)
    view.zoom_by(100)
    assert view.zoom == pytest.approx(5.0)
    view.centerOn(0, 0)
    view.zoom_by(0.001)  # the least: the whole scene, centred, not "fitted"
    assert view.zoom == pytest.approx(1.0) and not view.fitted
    assert _shown(view).adjusted(-1, -1, 1, 1).contains(SCENE)
    view.resize(1208, 808)  # not fitted: the scale stays, so the zoom counts less
    assert view.zoom == pytest.approx(0.5)


def test_a_zoom_against_the_fit_in_a_window_of_no_size_does_nothing(qtbot: QtBot) -> None:
    view = _view(qtbot, OfFit)
    view.resize(0, 0)
    before = view.transform().m11()
    view.zoom_by(2)
    assert view.zoom == 1.0 and view.transform().m11() == before and view.fitted


def test_the_wheel_zooms_a_step_a_notch(qtbot: QtBot) -> None:
    """Around the cursor: the anchor under the mouse (test_the_drag_mode_and_anchor)."""
    view = _view(qtbot)
    view.zoom_by(2)
    at = QPointF(150, 100)
    _wheel(view, at, 120)
    assert view.zoom == pytest.approx(0.6 * 1.15) and not view.fitted
    _wheel(view, at, -240)
    assert view.zoom == pytest.approx(0.6 / 1.15)
    _wheel(view, at, 0)  # a sideways scroll: nothing
    assert view.zoom == pytest.approx(0.6 / 1.15)


# -- pan --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "dx", "dy"),
    [
        (Qt.Key.Key_Left, -1, 0),
        (Qt.Key.Key_Right, 1, 0),
        (Qt.Key.Key_Up, 0, -1),
        (Qt.Key.Key_Down, 0, 1),
    ],
)
def test_each_arrow_pans_a_share_of_the_window(qtbot: QtBot, key: Qt.Key, dx: int, dy: int) -> None:
    view = _view(qtbot)
    view.zoom_by(4)  # 1.2: the scene larger than the window both ways
    view.centerOn(SCENE.center())
    h, v = view.horizontalScrollBar(), view.verticalScrollBar()
    x, y = h.value(), v.value()
    assert _press(view, key)
    assert h.value() - x == dx * round(0.15 * SIZE[0])
    assert v.value() - y == dy * round(0.15 * SIZE[1])
    assert _press(view, key, Mod.KeypadModifier)  # the keypad's arrows too
    assert h.value() - x == 2 * dx * round(0.15 * SIZE[0])


@pytest.mark.parametrize("mods", [CTRL, SHIFT, ALT])
def test_an_arrow_with_a_modifier_does_not_pan(qtbot: QtBot, mods: Qt.KeyboardModifier) -> None:
    view = _view(qtbot)
    view.zoom_by(4)
    view.centerOn(SCENE.center())
    h = view.horizontalScrollBar()
    x = h.value()
    _press(view, Qt.Key.Key_Right, mods)
    assert h.value() - x != round(0.15 * SIZE[0])


def test_the_drag_mode_and_anchor(qtbot: QtBot) -> None:
    view = _view(qtbot)
    assert view.dragMode() == ZoomableView.DragMode.ScrollHandDrag
    assert view.transformationAnchor() == ZoomableView.ViewportAnchor.AnchorUnderMouse


# -- the three views built on it ----------------------------------------------------------

LIBRARY = load_tile_library(tiles_dir())
MAP = resources_dir() / "maps" / "market-brawl.json"


def _board(qtbot: QtBot, kind: type[BoardView] = BoardView) -> BoardView:
    view = kind(BoardScene(BoardDocument(LIBRARY, mapfile.load(MAP))))
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_the_boards_arrows_pan_a_share_of_the_window(qtbot: QtBot) -> None:
    view = _board(qtbot)
    view.zoom_by(3)
    h = view.horizontalScrollBar()
    h.setValue((h.minimum() + h.maximum()) // 2)
    x = h.value()
    assert _press(view, Qt.Key.Key_Right)
    assert h.value() - x == round(0.15 * view.viewport().width())


def test_the_trackers_board_takes_the_zoom_keys_only(qtbot: QtBot) -> None:
    view = _board(qtbot, TrackerBoardView)
    assert _press(view, Qt.Key.Key_Plus) and not view.fitted
    assert _press(view, Qt.Key.Key_0) and view.fitted
    view.zoom_by(3)
    h = view.horizontalScrollBar()
    x = h.value()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Q, Qt.Key.Key_Escape):
        assert not _press(view, key)  # left to the tracker's and the replay's keys
    assert h.value() == x


def test_the_city_zooms_with_plus_and_fits_with_0_without_ctrl(qtbot: QtBot) -> None:
    view = CityMapView(load_city(), load_rules())
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    assert _press(view, Qt.Key.Key_Plus)
    assert view.zoom == pytest.approx(1.25)
    assert _press(view, Qt.Key.Key_0)
    assert view.fitted and view.zoom == pytest.approx(1.0)
