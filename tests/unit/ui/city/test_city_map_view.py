"""The city map's view and its markers (issue 14 "The city map"; 6.2): every state and
kind of spot drawn, the holders' ensigns in the 4 guild colours, the task's badge
counting down from the caller's now, hover and click, zoom within bounds, fit, pan,
and the keyboard. Readable from 1.5 m at 1024x700."""

from __future__ import annotations

import datetime as dt
import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from demloc.city.model import City, SpotKind, load_city
from demloc.city.rules import CityRules, load_rules
from demloc.city.tasks import SpotState
from demloc.paths import resources_dir
from demloc.render import style
from demloc.ui.city import CityMapView, SpotMark, map_items, map_paint
from demloc.ui.city import layout as lay
from demloc.ui.city.map_view import MAX_ZOOM, READABLE_SIZE
from demloc.ui.city.marks import KIND_SYMBOLS

NOW = dt.datetime(2026, 5, 1, 12, 0, tzinfo=dt.UTC)
RULES: CityRules = load_rules()
COLOURS = ("red", "blue", "yellow", "green")


@pytest.fixture(autouse=True)
def app_font(qapp: QApplication) -> Iterator[None]:
    """The bundled DejaVu Sans, as ui/application.py qt_application loads it."""
    for font_file in sorted((resources_dir() / "fonts").glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(font_file))
    yield


@pytest.fixture
def city() -> City:
    return load_city()


@pytest.fixture
def view(qtbot: QtBot, city: City) -> CityMapView:
    widget = CityMapView(city, RULES)
    qtbot.addWidget(widget)
    widget.resize(1024, 700)
    widget.show()
    qtbot.waitExposed(widget)
    widget.fit()
    return widget


def _all_kinds_city() -> City:
    kinds = itertools.cycle(SpotKind)
    areas = [
        {
            "id": f"area-{a}",
            "name": f"Area {a}",
            "spots": [
                {"id": f"s-{a}-{s}", "name": f"Spot {a} {s}", "kind": next(kinds).value}
                for s in range(3)
            ],
        }
        for a in range(5)
    ]
    return City.model_validate({"name": "All kinds", "areas": areas})


def _viewport_point(view: CityMapView, spot_id: str) -> QPoint:
    return view.mapFromScene(view.city_layout.spots[spot_id].centre)


def _mouse(view: CityMapView, kind: QEvent.Type, pos: QPoint) -> None:
    buttons = (
        Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
    )
    held = Qt.MouseButton.LeftButton if kind == QEvent.Type.MouseButtonPress else buttons
    if kind == QEvent.Type.MouseButtonRelease:
        held = Qt.MouseButton.NoButton
    event = QMouseEvent(
        kind,
        QPointF(pos),
        QPointF(view.viewport().mapToGlobal(pos)),
        buttons,
        held,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), event)


# -- every kind and every state ---------------------------------------------------------


def test_6_2_every_kind_is_drawn_with_its_own_symbol_in_the_bundled_font(
    qtbot: QtBot,
) -> None:
    city = _all_kinds_city()
    view = CityMapView(city, RULES)
    qtbot.addWidget(view)
    marks = {s.id: SpotMark(SpotState.KNOWN) for s in city.spots}
    view.set_marks(marks)
    seen = {}
    for spot in city.spots:
        item = view.spot_items[spot.id]
        assert item.symbol == KIND_SYMBOLS[spot.kind]
        seen[spot.kind] = item.symbol
    assert set(seen) == set(SpotKind)
    assert len(set(seen.values())) == len(SpotKind)
    metrics = QFontMetricsF(QFont(map_paint.FAMILY))
    for symbol in [*KIND_SYMBOLS.values(), "?"]:
        assert metrics.inFontUcs4(ord(symbol)), symbol


def test_6_2_a_spot_without_a_mark_is_drawn_unknown(view: CityMapView) -> None:
    view.set_marks({})
    for item in view.spot_items.values():
        assert item.state is SpotState.UNKNOWN
        assert item.symbol == "?"
        assert item.dimmed
        assert item.name_text == "unexplored"
        assert item.ensign is None
        assert item.badge_text == ""


def test_6_2_a_known_spot_shows_its_kind_and_name(view: CityMapView, city: City) -> None:
    view.set_marks({"drowned-lantern": SpotMark(SpotState.KNOWN)})
    item = view.spot_items["drowned-lantern"]
    assert item.symbol == KIND_SYMBOLS[SpotKind.TAVERN]
    assert item.name_text == "The Drowned Lantern"
    assert item.name_lines() == ["The Drowned", "Lantern"]
    assert not item.dimmed
    assert item.ensign is None


@pytest.mark.parametrize("state", [SpotState.HELD, SpotState.RIVAL])
@pytest.mark.parametrize("colour", COLOURS)
def test_6_2_a_held_spot_flies_its_holders_ensign_in_the_guilds_colour(
    view: CityMapView, state: SpotState, colour: str
) -> None:
    view.set_marks({"pier-nine": SpotMark(state, "A Guild", colour)})
    item = view.spot_items["pier-nine"]
    assert item.state is state
    assert item.ensign == QColor(*style.GUILD_COLOURS[colour])
    assert item.symbol == KIND_SYMBOLS[SpotKind.DOCK]
    assert item.name_text == "Pier Nine"


@pytest.mark.parametrize("state", [SpotState.HELD, SpotState.RIVAL])
def test_6_2_a_held_spot_flies_an_ensign_even_without_a_colour(
    view: CityMapView, state: SpotState
) -> None:
    view.set_marks({"pier-nine": SpotMark(state)})
    assert view.spot_items["pier-nine"].ensign == map_paint.UNDYED


def test_6_2_the_four_ensigns_differ(view: CityMapView) -> None:
    spots = ["drowned-lantern", "salt-market", "pier-nine", "tide-chapel"]
    view.set_marks(
        {s: SpotMark(SpotState.RIVAL, c, c) for s, c in zip(spots, COLOURS, strict=True)}
    )
    ensigns = {view.spot_items[s].ensign.name() for s in spots}  # type: ignore[union-attr]
    assert len(ensigns) == 4


def test_6_2_the_badge_counts_down_to_the_callers_now(view: CityMapView) -> None:
    due = NOW + dt.timedelta(hours=3, minutes=12)
    view.set_marks(
        {
            "salt-market": SpotMark(SpotState.KNOWN, task="acquiring", due_at=due),
            "slag-yard": SpotMark(
                SpotState.UNKNOWN, task="exploring", due_at=NOW - dt.timedelta(minutes=1)
            ),
        }
    )
    view.set_now(NOW)
    assert view.spot_items["salt-market"].badge_text == "3 h 12 min"
    assert view.spot_items["slag-yard"].badge_text == "due"
    view.set_now(NOW + dt.timedelta(hours=3))
    assert view.spot_items["salt-market"].badge_text == "12 min"
    view.set_now(due)
    assert view.spot_items["salt-market"].badge_text == "due"


def test_a_task_without_a_deadline_or_a_clock_shows_its_name(view: CityMapView) -> None:
    view.set_marks({"salt-market": SpotMark(SpotState.KNOWN, task="acquiring")})
    assert view.spot_items["salt-market"].badge_text == "acquiring"


def test_the_map_reads_no_clock_and_refuses_a_naive_now(view: CityMapView) -> None:
    due = NOW + dt.timedelta(hours=1)
    view.set_marks({"salt-market": SpotMark(SpotState.KNOWN, task="acquiring", due_at=due)})
    assert view.spot_items["salt-market"].badge_text == "acquiring"  # no now given yet
    with pytest.raises(ValueError, match="aware UTC"):
        view.set_now(dt.datetime(2026, 5, 1, 12))


def test_marks_for_spots_the_city_lacks_are_ignored(view: CityMapView) -> None:
    view.set_marks({"nowhere": SpotMark(SpotState.KNOWN), "pier-nine": SpotMark(SpotState.KNOWN)})
    assert set(view.marks()) == {"pier-nine"}


# -- hover and click --------------------------------------------------------------------


@pytest.mark.parametrize("state", list(SpotState))
def test_6_2_the_hover_tells_the_spot_in_every_state(view: CityMapView, state: SpotState) -> None:
    mark = SpotMark(
        state,
        "The Blue Tide" if state is SpotState.RIVAL else "",
        "blue" if state is SpotState.RIVAL else "",
    )
    view.set_marks({"pier-nine": mark})
    text = view.hover_text("pier-nine")
    tip = view.spot_items["pier-nine"].toolTip()
    assert "The Old Harbour" in text and "The Old Harbour" in tip
    if state is SpotState.UNKNOWN:
        assert "explore it to learn more" in text
        assert "Pier Nine" not in tip and "yields" not in tip
    else:
        assert "Pier Nine" in tip
        assert "dock in The Old Harbour" in text
        assert "yields" in tip
        assert "when acquired" in tip
    words = {
        SpotState.UNKNOWN: "unknown",
        SpotState.KNOWN: "known",
        SpotState.HELD: "held by your guild",
        SpotState.RIVAL: "held by The Blue Tide",
    }
    assert words[state] in text


def test_a_name_that_looks_like_html_is_shown_as_written(qtbot: QtBot, city: City) -> None:
    """ui/plaintext.py: names from data are plain text, in a tooltip too."""
    area = city.areas[0]
    odd = area.spots[0].model_copy(update={"name": "<b>Bold</b> & Co"})
    areas = [area.model_copy(update={"spots": [odd, *area.spots[1:]]}), *city.areas[1:]]
    view = CityMapView(city.model_copy(update={"areas": areas}), RULES)
    qtbot.addWidget(view)
    view.set_marks({odd.id: SpotMark(SpotState.KNOWN)})
    tip = view.spot_items[odd.id].toolTip()
    assert "<b>Bold</b>" not in tip
    assert "&lt;b&gt;Bold&lt;/b&gt; &amp; Co" in tip
    assert view.spot_items[odd.id].name_text == "<b>Bold</b> & Co"


def test_hovering_a_spot_says_so_and_leaving_it_says_none(qtbot: QtBot, view: CityMapView) -> None:
    heard: list[str] = []
    view.spot_hovered.connect(heard.append)
    _mouse(view, QEvent.Type.MouseMove, _viewport_point(view, "gutter-pit"))
    assert heard == ["gutter-pit"]
    assert view.spot_items["gutter-pit"].hovered
    _mouse(view, QEvent.Type.MouseMove, _viewport_point(view, "gutter-pit") + QPoint(2, 2))
    assert heard == ["gutter-pit"]  # said once
    _mouse(view, QEvent.Type.MouseMove, QPoint(3, 3))  # the land outside the wall
    assert heard == ["gutter-pit", ""]
    assert not view.spot_items["gutter-pit"].hovered
    _mouse(view, QEvent.Type.MouseMove, _viewport_point(view, "pier-nine"))
    QApplication.sendEvent(view, QEvent(QEvent.Type.Leave))
    assert heard[-2:] == ["pier-nine", ""]


def test_a_click_on_a_spot_says_which_and_selects_it(qtbot: QtBot, view: CityMapView) -> None:
    with qtbot.waitSignal(view.spot_clicked, timeout=1000) as signal:
        qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=_viewport_point(view, "grey-tower")
        )
    assert signal.args == ["grey-tower"]
    assert view.selected_spot() == "grey-tower"
    assert view.spot_items["grey-tower"].selected


def test_a_click_beside_every_spot_and_a_drag_say_nothing(qtbot: QtBot, view: CityMapView) -> None:
    heard: list[str] = []
    view.spot_clicked.connect(heard.append)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(3, 3))
    start = _viewport_point(view, "grey-tower")
    _mouse(view, QEvent.Type.MouseButtonPress, start)
    _mouse(view, QEvent.Type.MouseButtonRelease, start + QPoint(40, 0))
    assert heard == []


def test_every_spot_can_be_clicked_at_its_centre(qtbot: QtBot, view: CityMapView) -> None:
    for spot_id in view.spot_items:
        assert view.spot_at(_viewport_point(view, spot_id)) == spot_id


# -- the keyboard and selection ---------------------------------------------------------


def test_enter_acts_on_the_selected_spot(qtbot: QtBot, view: CityMapView) -> None:
    heard: list[str] = []
    view.spot_clicked.connect(heard.append)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert heard == []  # nothing selected
    view.select_spot("pier-nine")
    assert view.selected_spot() == "pier-nine"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert heard == ["pier-nine", "pier-nine"]
    view.select_spot("")
    assert view.selected_spot() == ""
    assert not view.spot_items["pier-nine"].selected


def test_tab_goes_through_the_spots_then_out_of_the_map(
    qtbot: QtBot, view: CityMapView, city: City
) -> None:
    order = [s.id for s in city.spots]
    view.setFocus()
    assert view.hasFocus()
    for spot_id in order:
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        assert view.selected_spot() == spot_id
    qtbot.keyClick(view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert view.selected_spot() == order[-2]
    view.select_spot(order[-1])
    assert not view.select_next()  # past the last: the focus may leave
    assert view.selected_spot() == order[-1]
    view.select_spot(order[0])
    assert not view.select_next(forward=False)
    view.select_spot("")
    assert view.select_next(forward=False) and view.selected_spot() == order[-1]


def test_selecting_a_spot_the_city_lacks_is_refused(view: CityMapView) -> None:
    with pytest.raises(KeyError, match="no control spot 'nowhere'"):
        view.select_spot("nowhere")


def test_a_mark_may_select_its_spot(view: CityMapView) -> None:
    view.set_marks({"tide-chapel": SpotMark(SpotState.KNOWN, selected=True)})
    assert view.selected_spot() == "tide-chapel"
    assert view.spot_items["tide-chapel"].selected
    view.select_spot("pier-nine")
    assert not view.spot_items["tide-chapel"].selected


# -- zoom, fit and pan ------------------------------------------------------------------


def _world_visible(view: CityMapView) -> bool:
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    return shown.adjusted(-1, -1, 1, 1).contains(view.city_layout.world)


def test_the_whole_city_fits_at_first_and_after_a_resize(qtbot: QtBot, view: CityMapView) -> None:
    assert view.fitted and _world_visible(view)
    assert view.zoom == pytest.approx(1.0)
    view.resize(1920, 1080)
    qtbot.wait(1)
    assert view.fitted and _world_visible(view)


def test_zoom_keys_stay_within_bounds(qtbot: QtBot, view: CityMapView) -> None:
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == pytest.approx(1.25)
    assert not view.fitted
    for _ in range(30):
        qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == pytest.approx(MAX_ZOOM)
    for _ in range(30):
        qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == pytest.approx(1.0)  # never smaller than the whole city
    assert _world_visible(view)


def test_a_window_too_small_to_read_the_whole_city_shows_it_readable_on_the_spot(
    qtbot: QtBot, view: CityMapView
) -> None:
    """Table mode: names readable from 1.5 m first; the rest is a drag away."""
    spot = next(iter(view.spot_items))
    view.select_spot(spot)
    view.resize(520, 480)
    qtbot.wait(1)
    assert view.fitted and view.transform().m11() == pytest.approx(view.readable_scale())
    assert view.zoom > 1.0 and not _world_visible(view)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(view.spot_items[spot].sceneBoundingRect().center())
    view.zoom_by(0.01)  # the overview, asked for: the whole city, small
    assert view.zoom == pytest.approx(1.0) and _world_visible(view) and not view.fitted


def test_ctrl_0_fits_the_whole_city_and_a_resize_keeps_a_zoom(
    qtbot: QtBot, view: CityMapView
) -> None:
    view.zoom_by(3)
    assert view.zoom == pytest.approx(3)
    view.resize(1000, 690)
    qtbot.wait(1)
    assert not view.fitted and not _world_visible(view)
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.fitted and _world_visible(view)


def test_the_wheel_zooms(qtbot: QtBot, view: CityMapView) -> None:
    centre = QPointF(view.viewport().rect().center())
    for delta, expected in ((120, 1.25), (-120, 1.0), (-120, 1.0)):
        wheel = QWheelEvent(
            centre,
            QPointF(view.viewport().mapToGlobal(centre.toPoint())),
            QPoint(0, 0),
            QPoint(0, delta),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(view.viewport(), wheel)
        assert view.zoom == pytest.approx(expected)


def test_arrow_keys_pan_a_zoomed_map(qtbot: QtBot, view: CityMapView) -> None:
    view.zoom_by(2)
    view.centerOn(view.city_layout.world.center())
    h, v = view.horizontalScrollBar(), view.verticalScrollBar()
    x, y = h.value(), v.value()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert h.value() > x
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert h.value() == x
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert v.value() > y
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert v.value() == y


def test_the_map_pans_by_dragging(view: CityMapView) -> None:
    assert view.dragMode() == view.DragMode.ScrollHandDrag


# -- readable from 1.5 m ----------------------------------------------------------------


@pytest.mark.parametrize("size", [(1024, 700), (READABLE_SIZE.width(), READABLE_SIZE.height())])
def test_text_and_targets_are_large_enough_at_1024x700(
    qtbot: QtBot, view: CityMapView, size: tuple[int, int]
) -> None:
    view.resize(*size)
    qtbot.wait(1)
    view.fit()
    scale = view.transform().m11()
    assert lay.MARKER * scale >= 40  # a target of 40 px
    assert lay.NAME_SIZE * scale >= 11
    assert lay.BADGE_SIZE * scale >= 11  # the countdown
    names = [i for i in view.scene().items() if isinstance(i, map_items.AreaNameItem)]
    assert len(names) == 5
    for name in names:
        assert name.pixel_size * scale >= 14, name.name
        assert name.lines == [name.name]  # the real city's names fit on one line


def test_a_long_area_name_is_wrapped_and_stays_large(qtbot: QtBot) -> None:
    city = load_city()
    long_name = "The Very Long and Winding Quarter of the Lamplighters and Their Apprentices"
    areas = [city.areas[0].model_copy(update={"name": long_name}), *city.areas[1:]]
    view = CityMapView(city.model_copy(update={"areas": areas}), RULES)
    qtbot.addWidget(view)
    name = next(
        i
        for i in view.scene().items()
        if isinstance(i, map_items.AreaNameItem) and i.name == long_name
    )
    assert len(name.lines) == 2
    assert name.pixel_size == lay.AREA_NAME_MIN
    assert name.lines[-1].endswith("…")
    metrics = QFontMetricsF(map_paint.font(name.pixel_size, bold=True))
    assert all(metrics.horizontalAdvance(line) <= name.box.width() for line in name.lines)


def test_the_grab_is_not_blank(tmp_path: Path, view: CityMapView) -> None:
    picture = view.grab().toImage()
    colours = {picture.pixelColor(x, y).name() for x in range(0, 1024, 64) for y in (100, 400)}
    assert len(colours) > 4
