"""The city map (issue 14 "The city map"): `CityMapView` draws the five areas of the
city and their control spots from `SpotMark`s (marks.py); layout.py places them,
map_items.py (the still parts) and spot_item.py (the spots) draw them, with
map_paint.py's colours, fonts and base items."""

from demloc.ui.city.layout import CityLayout, layout_city
from demloc.ui.city.map_view import CityMapView
from demloc.ui.city.marks import SpotMark, countdown, hover_text

__all__ = ["CityLayout", "CityMapView", "SpotMark", "countdown", "hover_text", "layout_city"]
