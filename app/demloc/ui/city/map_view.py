"""The map of the city (issue 14 "The city map"; 6.2 "Look at the map of the city"): its
five districts and their control spots on a QGraphicsScene, in a view that zooms,
pans, shows a spot's details on hover and says which spot was clicked.

The view draws; it decides nothing. The screen around it gives it the marks (what the
guild knows of each spot, from the store) and the time (`set_now`, from the screen's
own timer: the view reads no clock), and acts on `spot_clicked`."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping

from PySide6.QtCore import QEvent, QPoint, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from demloc.city.model import City
from demloc.city.rules import CityRules
from demloc.ui.city import map_items as items
from demloc.ui.city.layout import CityLayout, layout_city
from demloc.ui.city.map_paint import LAND
from demloc.ui.city.marks import UNKNOWN, SpotMark, hover_text
from demloc.ui.city.spot_item import SpotItem
from demloc.ui.plaintext import tooltip
from demloc.ui.zoomable import ZoomableView

MAX_ZOOM = 5.0  # times the fitted scale; the fitted scale is the least (the whole city)
CLICK_SLOP = 6  # px a press may move and still be a click, not a drag
# The least size of the view at which the fitted map is readable from 1.5 m (names of
# 11 px, areas' of 14 px, spots 40 px across): the screen around it should leave it this.
READABLE_SIZE = QSize(944, 662)


class CityMapView(ZoomableView):
    """The city's map. `spot_clicked(spot_id)` on a click or Enter on the selected spot;
    `spot_hovered(spot_id)` when the pointer comes over a spot, `spot_hovered("")` when it
    leaves it. Tab and Shift+Tab go through the spots (then on out of the map).

    Zoom, pan and fit are ZoomableView's; here `zoom` counts in fitted scales, from the
    whole city (1.0) to MAX_ZOOM, and the home view is edge to edge (no margin: the
    fitted scale is exactly 1.0) but never below the readable scale."""

    ZOOM_STEP = 1.25
    ZOOM_RANGE = (1.0, MAX_ZOOM)
    ZOOM_OF_FIT = True
    FIT_MARGIN = 0

    spot_clicked = Signal(str)
    spot_hovered = Signal(str)

    def __init__(self, city: City, rules: CityRules, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        self.city, self.rules = city, rules
        self.city_layout: CityLayout = layout_city(city)
        self.setScene(QGraphicsScene(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(LAND)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAccessibleName(self.tr("Map of {city}").format(city=city.name))
        self.spot_items: dict[str, SpotItem] = {}
        self._marks: dict[str, SpotMark] = {}
        self._now: dt.datetime | None = None
        self._selected = ""
        self._hovered = ""
        self._press: QPoint | None = None
        self._build()
        self.setSceneRect(self.city_layout.world)
        self.fit()

    # -- building ---------------------------------------------------------------------

    def _build(self) -> None:
        scene = self.scene()
        layout = self.city_layout
        scene.addItem(items.GroundItem(layout))
        names = {a.id: a.name for a in self.city.areas}
        for district in layout.districts:
            scene.addItem(items.DistrictItem(district, names[district.area_id]))
            scene.addItem(items.AreaNameItem(district, names[district.area_id]))
        scene.addItem(items.RiverItem(layout))
        scene.addItem(items.WallItem(layout))
        scene.addItem(items.PlazaItem(layout))
        for spot in self.city.spots:
            item = SpotItem(spot, layout.spots[spot.id])
            scene.addItem(item)
            self.spot_items[spot.id] = item
        self._sync_all()

    def _sync(self, spot_id: str) -> None:
        item = self.spot_items[spot_id]
        mark = self._marks.get(spot_id, UNKNOWN)
        selected = spot_id == self._selected
        if mark.selected != selected:
            mark = SpotMark(
                mark.state, mark.holder, mark.colour, mark.task, mark.due_at, mark.detail, selected
            )
        item.sync(mark, self._now)
        item.setToolTip(tooltip(hover_text(self.city, self.rules, spot_id, mark, self._now)))

    def _sync_all(self) -> None:
        for spot_id in self.spot_items:
            self._sync(spot_id)

    # -- what the caller tells it -----------------------------------------------------

    def set_marks(self, marks: Mapping[str, SpotMark]) -> None:
        """What the guild knows of each spot; a spot left out is drawn unknown. A mark
        with `selected` set selects its spot (the last such one, if several); marks
        for spots this city does not have are ignored."""
        self._marks = {k: v for k, v in marks.items() if k in self.spot_items}
        chosen = [k for k, v in self._marks.items() if v.selected]
        if chosen:
            self._selected = chosen[-1]
        self._sync_all()

    def set_now(self, now: dt.datetime) -> None:
        """The caller's clock (aware UTC): the badges count down to it."""
        if now.utcoffset() is None:
            raise ValueError("the map's now is an aware UTC time")
        self._now = now
        self._sync_all()

    def marks(self) -> dict[str, SpotMark]:
        return dict(self._marks)

    def hover_text(self, spot_id: str) -> str:
        """The spot's details as the hover shows them (for a side panel)."""
        return hover_text(
            self.city, self.rules, spot_id, self._marks.get(spot_id, UNKNOWN), self._now
        )

    # -- selection --------------------------------------------------------------------

    def select_spot(self, spot_id: str) -> None:
        """Select a spot ("" for none); Enter then acts on it. An unknown id is refused."""
        if spot_id and spot_id not in self.spot_items:
            raise KeyError(f"no control spot '{spot_id}' in {self.city.name}")
        before, self._selected = self._selected, spot_id
        for changed in {before, spot_id} - {""}:
            self._sync(changed)
        if spot_id:
            self.ensureVisible(self.spot_items[spot_id].sceneBoundingRect(), 20, 20)

    def selected_spot(self) -> str:
        return self._selected

    def select_next(self, forward: bool = True) -> bool:
        """Select the next spot in the city's order (area by area), or the previous one;
        False, selecting nothing new, past the last (or before the first)."""
        order = list(self.spot_items)
        if not self._selected:
            target = 0 if forward else len(order) - 1
        else:
            target = order.index(self._selected) + (1 if forward else -1)
        if not 0 <= target < len(order):
            return False
        self.select_spot(order[target])
        return True

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab and Shift+Tab go through the spots; past the last one, on to the next
        # widget, so the keyboard is never trapped in the map.
        if self.hasFocus() and self.select_next(next):
            return True
        return super().focusNextPrevChild(next)

    def spot_at(self, pos: QPoint) -> str:
        """The spot under a point of the viewport, or ""."""
        for item in self.items(pos):
            if isinstance(item, SpotItem):
                return item.spot.id
        return ""

    # -- zoom and fit (ZoomableView's, with the city's readable scale) -------------------

    def readable_scale(self) -> float:
        """The least scale at which names are readable from 1.5 m (READABLE_SIZE's fit):
        in a window too small for the whole city to be readable, the home view is this
        scale, on the selected spot (drag or the arrows show the rest)."""
        world = self.city_layout.world
        return min(READABLE_SIZE.width() / world.width(), READABLE_SIZE.height() / world.height())

    def home_centre(self, zoomed: bool) -> QPointF:
        item = self.spot_items.get(self._selected)
        if zoomed and item is not None:
            return item.sceneBoundingRect().center()
        return self.city_layout.world.center()

    # -- events -----------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._selected:
            self.spot_clicked.emit(self._selected)
            event.accept()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        event.accept()  # the view answers every release (a click, or the end of a drag)
        press, self._press = self._press, None
        if event.button() != Qt.MouseButton.LeftButton or press is None:
            return
        pos = event.position().toPoint()
        if (pos - press).manhattanLength() > CLICK_SLOP:
            return  # a drag that panned the map
        spot_id = self.spot_at(pos)
        if spot_id:
            self.select_spot(spot_id)
            self.spot_clicked.emit(spot_id)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        self._hover(self.spot_at(event.position().toPoint()))

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self._hover("")

    def _hover(self, spot_id: str) -> None:
        if spot_id == self._hovered:
            return
        if self._hovered:
            self.spot_items[self._hovered].set_hovered(False)
        self._hovered = spot_id
        if spot_id:
            self.spot_items[spot_id].set_hovered(True)  # its own cursor: a pointing hand
        self.spot_hovered.emit(spot_id)

    def hovered_spot(self) -> str:
        return self._hovered
