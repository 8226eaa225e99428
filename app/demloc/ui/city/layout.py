"""Where the city map puts everything: a walled city of five districts around a river
that runs into the harbour, and each area's control spots inside its district.

Pure geometry (QPointF, QPolygonF, QPainterPath; no widgets, no painting), worked out
from the City alone and the same on every machine: the five districts are one drawn
plan (the city always has 5 areas, 5.1.1), the area at index 0 is the harbour district
on the sea, and a district's spots are placed by a fixed search over a grid, so every
valid city.toml (3 to 5 spots an area) lays out without overlaps (tested for every
count). Scene units: the world is WIDTH x HEIGHT; the map view fits it to the window.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QPolygonF

from demloc.city.model import City

WIDTH, HEIGHT = 1600.0, 1120.0
RIVER_WIDTH = 34.0
STREET_MARGIN = 22.0  # a spot keeps this far from its district's edge (the street)

# A spot's marker (a disc) and its name under it, in scene units. At the fitted scale
# of a 1024x700 window (about 0.62) the disc is 42 px and the name 11.8 px.
MARKER = 68.0
NAME_WIDTH = 160.0
NAME_SIZE = 19.0
NAME_LINE = 22.0
BADGE_HEIGHT = 24.0
BADGE_SIZE = 19.0  # the countdown's letters, as large as the names
AREA_NAME_SIZE = 38.0
AREA_NAME_MIN = 24.0  # 15 px at a 1024x700 fit
GAP = 12.0  # between two spots' footprints
# The footprint, from the marker's centre: the ensign hangs on the disc's left, the
# task's badge on its lower edge, the name (two lines at most) under both.
BADGE_TOP = MARKER / 2 - BADGE_HEIGHT / 2
NAME_TOP = BADGE_TOP + BADGE_HEIGHT + 2
FOOT_LEFT, FOOT_TOP = -NAME_WIDTH / 2, -MARKER / 2 - 2
FOOT_RIGHT, FOOT_BOTTOM = NAME_WIDTH / 2, NAME_TOP + 2 * NAME_LINE
GRID_STEP = 8.0

Point = tuple[float, float]
Lane = tuple[QPointF, QPointF]

# The plan, drawn once: the wall's corners and the streets between the districts.
_WALL_LEFT: list[Point] = [(30, 500), (40, 290), (80, 120)]
_WALL_TOP: list[Point] = [(80, 120), (320, 50), (600, 62), (770, 38)]
_WALL_TOP_RIGHT: list[Point] = [(770, 38), (960, 32), (1210, 52), (1450, 100)]
_WALL_RIGHT: list[Point] = [(1450, 100), (1558, 280), (1572, 490)]
_WALL_RIGHT_LOW: list[Point] = [(1572, 490), (1566, 700), (1525, 900), (1440, 1012)]
_QUAY_RIGHT: list[Point] = [(1440, 1012), (1110, 1040)]
_QUAY: list[Point] = [(1110, 1040), (530, 1040)]
_WALL_LEFT_LOW: list[Point] = [(530, 1040), (300, 1030), (110, 950), (36, 740), (30, 500)]
# Streets: the river's bank from the north gate down to the crossing, the cross street.
_NORTH_STREET: list[Point] = [(770, 38), (745, 270), (785, 476)]
_WEST_ROW: list[Point] = [(30, 500), (290, 468), (515, 496)]
_EAST_ROW: list[Point] = [(1100, 486), (1320, 462), (1572, 490)]
_CROSS: list[Point] = [(515, 496), (785, 476), (930, 500), (1100, 486)]
_WEST_STREET: list[Point] = [(515, 496), (528, 770), (530, 1040)]
_EAST_STREET: list[Point] = [(1100, 486), (1122, 770), (1110, 1040)]


def _run(*parts: list[Point]) -> list[Point]:
    """Polylines joined end to start, without repeating the shared corners."""
    points: list[Point] = []
    for part in parts:
        for p in part:
            if not points or points[-1] != p:
                points.append(p)
    if len(points) > 1 and points[0] == points[-1]:
        points.pop()
    return points


def _back(points: list[Point]) -> list[Point]:
    return list(reversed(points))


# Index 0 is the harbour (on the sea); then east, north-east, west, north-west.
_DISTRICTS: tuple[list[Point], ...] = (
    _run(_CROSS, _EAST_STREET, _QUAY, _back(_WEST_STREET)),
    _run(_EAST_ROW, _WALL_RIGHT_LOW, _QUAY_RIGHT, _back(_EAST_STREET)),
    _run(_WALL_TOP_RIGHT, _WALL_RIGHT, _back(_EAST_ROW), _back(_CROSS)[:-1], _back(_NORTH_STREET)),
    _run(_WEST_ROW, _WEST_STREET, _WALL_LEFT_LOW),
    _run(_WALL_LEFT, _WALL_TOP, _NORTH_STREET, _back(_CROSS)[-2:], _back(_WEST_ROW)),
)
# Where each district's name goes (a box its spots keep clear of): centre, width.
_LABELS: tuple[tuple[Point, float], ...] = (
    ((820, 1004), 440),
    ((1335, 528), 420),
    ((1130, 108), 560),
    ((272, 538), 420),
    ((486, 138), 440),
)
LABEL_HEIGHT = 56.0  # one line, or two of a long name in smaller letters
_RIVER: list[Point] = [
    (790, -20),
    (770, 38),
    (745, 270),
    (785, 476),
    (650, 486),
    (515, 496),
    (528, 770),
    (530, 1040),
    (560, 1140),
]
_PLAZA: Point = (862, 489)  # the fountain square where the cross street meets the bridge
_GATES: tuple[Point, ...] = ((30, 500), (1572, 490), (960, 32))
_PIERS: tuple[tuple[float, float], ...] = ((640, 60), (760, 72), (880, 60), (1000, 68))


@dataclasses.dataclass(frozen=True)
class House:
    """A block of houses: the ground's texture, drawn under everything else."""

    centre: QPointF
    width: float
    height: float
    angle: float  # degrees


@dataclasses.dataclass(frozen=True)
class SpotPlace:
    spot_id: str
    area_id: str
    centre: QPointF  # the marker's centre

    @property
    def marker(self) -> QRectF:
        r = MARKER / 2
        return QRectF(self.centre.x() - r, self.centre.y() - r, MARKER, MARKER)

    @property
    def footprint(self) -> QRectF:
        return footprint_at(self.centre)

    @property
    def name_box(self) -> QRectF:
        x, y = self.centre.x(), self.centre.y()
        return QRectF(x - NAME_WIDTH / 2, y + NAME_TOP, NAME_WIDTH, 2 * NAME_LINE)


@dataclasses.dataclass(frozen=True)
class District:
    area_id: str
    index: int  # 0 is the harbour; the palette is by index
    polygon: QPolygonF
    label_box: QRectF
    houses: tuple[House, ...]
    lanes: tuple[Lane, ...] = ()  # from each spot out to a street
    trees: tuple[QPointF, ...] = ()

    @property
    def path(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self.polygon)
        path.closeSubpath()
        return path


@dataclasses.dataclass(frozen=True)
class CityLayout:
    world: QRectF
    wall: QPolygonF  # the city's outline: its wall, and the quay on the harbour side
    quay: tuple[QPointF, QPointF]  # the open stretch of the wall on the sea
    sea: QPolygonF
    river: QPainterPath  # the river's centre line (stroke it RIVER_WIDTH wide)
    plaza: QPointF
    gates: tuple[QPointF, ...]
    piers: tuple[QRectF, ...]
    districts: tuple[District, ...]
    spots: dict[str, SpotPlace]

    def district(self, area_id: str) -> District:
        return next(d for d in self.districts if d.area_id == area_id)


def footprint_at(centre: QPointF) -> QRectF:
    x, y = centre.x(), centre.y()
    return QRectF(x + FOOT_LEFT, y + FOOT_TOP, FOOT_RIGHT - FOOT_LEFT, FOOT_BOTTOM - FOOT_TOP)


def _polygon(points: list[Point]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def _river_path() -> QPainterPath:
    """A smooth line through the river's points: quadratic curves between midpoints."""
    pts = [QPointF(x, y) for x, y in _RIVER]
    path = QPainterPath(pts[0])
    for a, b in itertools.pairwise(pts[1:]):
        path.quadTo(a, (a + b) / 2)
    path.lineTo(pts[-1])
    return path


def _sea() -> QPolygonF:
    coast = [
        (-40, 1075),
        (200, 1066),
        (330, 1052),
        (530, 1052),
        (1110, 1052),
        (1440, 1030),
        (1640, 1060),
    ]
    return _polygon([*coast, (3600, 3000), (-2000, 3000)])  # past any window's edge


def _keep_out(district_path: QPainterPath, river: QPainterPath) -> QPainterPath:
    """The part of a district a spot's footprint may cover: inside the district, its
    edge streets kept clear, and off the river."""
    stroker = QPainterPathStroker()
    stroker.setWidth(2 * STREET_MARGIN)
    edge = stroker.createStroke(district_path)
    stroker.setWidth(RIVER_WIDTH + 2 * STREET_MARGIN)
    return district_path.subtracted(edge).subtracted(stroker.createStroke(river))


def _candidates(room: QPainterPath, label: QRectF) -> list[Point]:
    """Every grid point where a spot's footprint lies wholly in the room, off the name."""
    box = room.boundingRect()
    clear = label.adjusted(-GAP, -GAP, GAP, GAP)
    out: list[Point] = []
    y = box.top() - FOOT_TOP
    while y <= box.bottom():
        x = box.left() - FOOT_LEFT
        while x <= box.right():
            foot = footprint_at(QPointF(x, y))
            if not foot.intersects(clear) and room.contains(foot):
                out.append((x, y))
            x += GRID_STEP
        y += GRID_STEP
    return out


_APART_X = FOOT_RIGHT - FOOT_LEFT + GAP
_APART_Y = FOOT_BOTTOM - FOOT_TOP + GAP


def _apart(a: Point, b: Point) -> bool:
    """Two footprints with at least GAP between them."""
    return abs(a[0] - b[0]) >= _APART_X or abs(a[1] - b[1]) >= _APART_Y


def _spread(candidates: list[Point], count: int) -> list[Point]:
    """`count` places among the candidates, none overlapping, spread over the district:
    packed first in reading order (or by columns, or from the far end: the first that
    holds them all, so a district that has room finds it), then a
    few rounds that move each place towards the middle of the candidates nearest it, a
    move taken only where it overlaps no other place."""

    def dist2(a: Point, b: Point) -> float:
        return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2

    chosen: list[Point] = []
    orders = (candidates, sorted(candidates), candidates[::-1], sorted(candidates, reverse=True))
    for order in orders:  # rows, columns, and both from the other end
        chosen = []
        for c in order:
            if len(chosen) == count:
                break
            if all(_apart(c, p) for p in chosen):
                chosen.append(c)
        if len(chosen) == count:
            break
    else:
        raise ValueError(f"a district has room for {len(chosen)} control spots, not {count}")
    for _ in range(8):
        groups: list[list[Point]] = [[] for _ in chosen]
        for c in candidates:
            groups[min(range(len(chosen)), key=lambda i: dist2(c, chosen[i]))].append(c)
        for i, group in enumerate(groups):
            mean = (sum(c[0] for c in group) / len(group), sum(c[1] for c in group) / len(group))
            others = chosen[:i] + chosen[i + 1 :]
            fits = [c for c in group if all(_apart(c, o) for o in others)]
            if fits:
                chosen[i] = min(fits, key=lambda c: (dist2(c, mean), c[1], c[0]))
    return sorted(chosen, key=lambda c: (round(c[1] / 60), c[0]))


class _Sequence:
    """A fixed stream of numbers in [0, 1) per district (a linear congruential
    generator): the same houses on every machine, no randomness."""

    def __init__(self, seed: int) -> None:
        self.state = 1013904223 * (seed + 7) % 2**32

    def __call__(self) -> float:
        self.state = (1664525 * self.state + 1013904223) % 2**32
        return self.state / 2**32


def _segment_distance(p: QPointF, a: QPointF, b: QPointF) -> float:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / length2
    t = max(0.0, min(1.0, t))
    return math.hypot(p.x() - (a.x() + t * dx), p.y() - (a.y() + t * dy))


def _lanes(polygon: QPolygonF, centres: list[QPointF], river: QPainterPath) -> list[Lane]:
    """From each spot, the shortest lane out to a street round its district (not to the
    river's bank), passing under no other spot."""
    stroker = QPainterPathStroker()
    stroker.setWidth(RIVER_WIDTH + 30)
    wet = stroker.createStroke(river)
    edge_points: list[QPointF] = []
    n = polygon.count()
    for i in range(n):
        a, b = polygon.at(i), polygon.at((i + 1) % n)
        steps = max(1, int(math.hypot(b.x() - a.x(), b.y() - a.y()) / 10))
        for k in range(steps):
            p = a + (b - a) * (k / steps)
            if not wet.contains(p):
                edge_points.append(p)
    lanes: list[Lane] = []
    for i, c in enumerate(centres):
        others = [footprint_at(o).adjusted(-4, -4, 4, 4) for j, o in enumerate(centres) if j != i]

        def clear(p: QPointF, c: QPointF = c, others: list[QRectF] = others) -> bool:
            return not any(o.contains(c + (p - c) * (k / 20)) for k in range(1, 21) for o in others)

        ranked = sorted(
            edge_points, key=lambda p: (math.hypot(p.x() - c.x(), p.y() - c.y()), p.y(), p.x())
        )
        end = next((p for p in ranked[:400] if clear(p)), None)
        if end is not None:
            lanes.append((QPointF(c), end))
    return lanes


def _houses(
    index: int, path: QPainterPath, clear: list[QRectF], river: QPainterPath, lanes: list[Lane]
) -> tuple[list[House], list[QPointF]]:
    """Blocks of houses on a jittered grid, off the streets, the lanes, the river, the
    spots and the name; here and there an empty lot with a tree."""
    rand = _Sequence(index)
    stroker = QPainterPathStroker()
    stroker.setWidth(RIVER_WIDTH + 16)
    wet = stroker.createStroke(river)
    stroker.setWidth(26)
    room = path.subtracted(stroker.createStroke(path)).subtracted(wet)
    box = room.boundingRect()
    step = 36.0
    houses: list[House] = []
    trees: list[QPointF] = []
    y = box.top() + step / 2
    row = 0
    lean = index * 7 % 20 - 10
    while y < box.bottom():
        x = box.left() + step / 2 + (step / 2 if row % 2 else 0)
        while x < box.right():
            w, h = 20 + 12 * rand(), 15 + 9 * rand()
            centre = QPointF(x + 6 * (rand() - 0.5), y + 6 * (rand() - 0.5))
            angle = 8 * (rand() - 0.5) + lean
            lot = rand()
            block = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h).adjusted(-3, -3, 3, 3)
            if (
                room.contains(block)
                and not any(block.intersects(c) for c in clear)
                and all(_segment_distance(centre, a, b) > 20 for a, b in lanes)
            ):
                if lot > 0.1:
                    houses.append(House(centre, w, h, angle))
                elif lot > 0.04:
                    trees.append(centre)
            x += step
        y += step * 0.78
        row += 1
    return houses, trees


def layout_city(city: City) -> CityLayout:
    """The whole map of `city`, worked out once per city (half a second) and shared: a
    layout is never changed after it is made."""
    return _layout_of(city.model_dump_json())


@functools.lru_cache(maxsize=8)
def _layout_of(city_json: str) -> CityLayout:
    return compute_layout(City.model_validate_json(city_json))


def compute_layout(city: City) -> CityLayout:
    """The whole map of `city`: raises ValueError only for a city that breaks its own
    file's rules (not 5 areas, or an area outside 3 to 5 spots)."""
    if len(city.areas) != len(_DISTRICTS):
        raise ValueError(f"the map draws {len(_DISTRICTS)} areas, the city has {len(city.areas)}")
    river = _river_path()
    districts: list[District] = []
    spots: dict[str, SpotPlace] = {}
    for index, (area, points, ((lx, ly), lw)) in enumerate(
        zip(city.areas, _DISTRICTS, _LABELS, strict=True)
    ):
        polygon = _polygon(points)
        district_path = QPainterPath()
        district_path.addPolygon(polygon)
        district_path.closeSubpath()
        label = QRectF(lx - lw / 2, ly - LABEL_HEIGHT / 2, lw, LABEL_HEIGHT)
        room = _keep_out(district_path, river)
        places = _spread(_candidates(room, label), len(area.spots))
        centres = [QPointF(x, y) for x, y in places]
        for spot, centre in zip(area.spots, centres, strict=True):
            spots[spot.id] = SpotPlace(spot.id, area.id, centre)
        clear = [label] + [footprint_at(c).adjusted(-6, -6, 6, 6) for c in centres]
        lanes = _lanes(polygon, centres, river)
        houses, trees = _houses(index, district_path, clear, river, lanes)
        districts.append(
            District(area.id, index, polygon, label, tuple(houses), tuple(lanes), tuple(trees))
        )
    wall = _polygon(
        _run(
            _WALL_LEFT,
            _WALL_TOP,
            _WALL_TOP_RIGHT,
            _WALL_RIGHT,
            _WALL_RIGHT_LOW,
            _QUAY_RIGHT,
            _QUAY,
            _WALL_LEFT_LOW,
        )
    )
    piers = tuple(QRectF(x - 11, 1040, 22, length) for x, length in _PIERS)
    return CityLayout(
        world=QRectF(0, 0, WIDTH, HEIGHT),
        wall=wall,
        quay=(QPointF(*_QUAY[0]), QPointF(*_QUAY[1])),
        sea=_sea(),
        river=river,
        plaza=QPointF(*_PLAZA),
        gates=tuple(QPointF(x, y) for x, y in _GATES),
        piers=piers,
        districts=tuple(districts),
        spots=spots,
    )


__all__ = [
    "CityLayout",
    "District",
    "House",
    "SpotPlace",
    "compute_layout",
    "footprint_at",
    "layout_city",
]
