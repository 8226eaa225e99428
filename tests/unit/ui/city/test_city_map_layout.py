"""The city map's layout (issue 14 "The city map"; 5.1.1: the city's 5 areas; 6.2 its
control spots): every spot inside its district, off the streets and the river, clear
of every other spot and of the districts' names, for the real city and for generated
cities of every allowed size (3 to 5 spots an area, city/model.py)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker

from demloc.city.model import City, SpotKind, load_city
from demloc.ui.city import layout as lay
from demloc.ui.city.layout import CityLayout, compute_layout, layout_city

KINDS = list(SpotKind)


def generated_city(counts: tuple[int, ...], name_length: int = 12) -> City:
    """A valid city with `counts[i]` spots in area i, kinds in turn, long names if asked."""
    kinds = itertools.cycle(KINDS)
    areas = []
    for a, count in enumerate(counts):
        spots = [
            {
                "id": f"spot-{a}-{s}",
                "name": ("W" * name_length)[:80],
                "kind": next(kinds).value,
            }
            for s in range(count)
        ]
        areas.append({"id": f"area-{a}", "name": f"Area {a}", "spots": spots})
    return City.model_validate({"name": "Generated", "areas": areas})


def _district_path(layout: CityLayout, area_id: str) -> QPainterPath:
    return layout.district(area_id).path


def _river_band(layout: CityLayout) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(lay.RIVER_WIDTH)
    return stroker.createStroke(layout.river)


def assert_well_placed(city: City, layout: CityLayout) -> None:
    assert set(layout.spots) == {s.id for s in city.spots}
    river = _river_band(layout)
    labels = [d.label_box for d in layout.districts]
    feet: list[tuple[str, QRectF]] = []
    for area in city.areas:
        district = _district_path(layout, area.id)
        for spot in area.spots:
            place = layout.spots[spot.id]
            assert place.area_id == area.id
            foot = place.footprint
            assert district.contains(foot), f"{spot.id} is not inside {area.id}"
            assert not river.intersects(foot), f"{spot.id} is in the river"
            for label in labels:
                assert not foot.intersects(label), f"{spot.id} covers a district's name"
            assert place.marker.width() == lay.MARKER
            assert foot.contains(place.marker) and foot.contains(place.name_box)
            feet.append((spot.id, foot))
    for (a, fa), (b, fb) in itertools.combinations(feet, 2):
        assert not fa.intersects(fb), f"{a} and {b} overlap"
    for each in layout.districts:
        assert layout.wall.boundingRect().contains(each.polygon.boundingRect())


def test_5_1_1_the_real_city_lays_out_every_spot_in_its_district() -> None:
    city = load_city()
    assert_well_placed(city, layout_city(city))


@pytest.mark.parametrize("count", [3, 4, 5])
def test_5_1_1_a_generated_city_of_the_same_count_everywhere_lays_out(count: int) -> None:
    city = generated_city((count,) * 5)
    assert_well_placed(city, layout_city(city))


def test_every_mix_of_counts_lays_out() -> None:
    """A district's spots depend on its own count only: one city per rotation of
    (3, 4, 5, 3, 5) puts every count in every district."""
    base = (3, 4, 5, 3, 5)
    for shift in range(5):
        counts = base[shift:] + base[:shift]
        city = generated_city(counts)
        assert_well_placed(city, layout_city(city))


def test_names_of_80_characters_change_nothing_in_the_layout() -> None:
    short, long = generated_city((5,) * 5, 3), generated_city((5,) * 5, 80)
    a, b = layout_city(short), layout_city(long)
    assert {k: v.centre for k, v in a.spots.items()} == {k: v.centre for k, v in b.spots.items()}


def test_the_layout_is_the_same_every_time() -> None:
    city = load_city()
    a, b = compute_layout(city), compute_layout(city)
    assert layout_city(city) is layout_city(load_city())  # worked out once per city
    assert {k: v.centre for k, v in a.spots.items()} == {k: v.centre for k, v in b.spots.items()}
    for da, db in zip(a.districts, b.districts, strict=True):
        assert [h.centre for h in da.houses] == [h.centre for h in db.houses]
        assert da.lanes == db.lanes


def test_the_first_area_is_the_harbour_on_the_sea() -> None:
    layout = layout_city(load_city())
    harbour = layout.districts[0]
    quay_a, quay_b = layout.quay
    assert harbour.index == 0
    # Both ends of the quay are corners of the harbour district, and the sea lies below.
    corners = [harbour.polygon.at(i) for i in range(harbour.polygon.count())]
    assert quay_a in corners and quay_b in corners
    middle = (quay_a + quay_b) / 2
    assert layout.sea.containsPoint(middle + QPointF(0, 14), Qt.FillRule.OddEvenFill)
    assert not layout.sea.containsPoint(middle - QPointF(0, 14), Qt.FillRule.OddEvenFill)


def test_five_districts_that_do_not_overlap() -> None:
    layout = layout_city(load_city())
    assert len(layout.districts) == 5
    for a, b in itertools.combinations(layout.districts, 2):
        shared = a.path.intersected(b.path)
        assert shared.boundingRect().width() * shared.boundingRect().height() < 1.0


def test_houses_stand_clear_of_spots_names_and_the_river() -> None:
    layout = layout_city(load_city())
    river = _river_band(layout)
    feet = [p.footprint for p in layout.spots.values()]
    for district in layout.districts:
        assert len(district.houses) >= 10, district.area_id
        for house in district.houses:
            box = QRectF(
                house.centre.x() - house.width / 2,
                house.centre.y() - house.height / 2,
                house.width,
                house.height,
            )
            assert district.path.contains(box)
            assert not river.intersects(box)
            assert not box.intersects(district.label_box)
            assert not any(box.intersects(f) for f in feet)


def test_a_city_of_other_than_five_areas_is_refused_by_name() -> None:
    city = load_city()
    four = city.model_copy(update={"areas": city.areas[:4]})
    with pytest.raises(ValueError, match="the map draws 5 areas, the city has 4"):
        compute_layout(four)
