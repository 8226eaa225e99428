"""Synthetic photos of the table (issue 34), for the photo tests and bench_photo.

The map is drawn by the app's own renderer (ui/board/export.render_image), seen from
above; the reference markers are laid around it and each miniature's base gets its
marker on the front rim (docs/markers.md); a blob stands for the miniature, covering the
back of its base but not the marker. The flat table is then seen through a camera tilted
up to 35 degrees, blurred, noised, lit unevenly, and written as JPEG or PNG at 1 to
12 MP. Everything is drawn from the seed.
"""

from __future__ import annotations

import dataclasses
import math
import random
from functools import cache
from typing import Any

import cv2
import numpy as np

from demloc.board import mapfile
from demloc.board.position import COLOURS, BoardMap, Character
from demloc.board.squares import Facing, Square
from demloc.board.tiles import TileLibrary, load_tile_library
from demloc.paths import resources_dir, tiles_dir
from demloc.photo import markers

PAD = 1.6  # squares of table around the map's outline
TABLE = 110  # the table's grey
BASE_GREY = {"red": 90, "blue": 70, "yellow": 190, "green": 120}


@dataclasses.dataclass(frozen=True)
class Truth:
    colour: str
    number: int
    square: Square
    facing: Facing


@dataclasses.dataclass(frozen=True)
class Photo:
    data: bytes
    board_map: BoardMap
    truth: tuple[Truth, ...]
    size: tuple[int, int]
    tilt: float


@cache
def library() -> TileLibrary:
    return load_tile_library(tiles_dir())


@cache
def bundled_map(name: str) -> BoardMap:
    return mapfile.load(resources_dir() / "maps" / f"{name}.json")


@cache
def _rendered(board_map: BoardMap, px: int) -> Any:
    """The map without miniatures through the app's renderer: grey, `px` a square,
    cropped to the squares' outline (the renderer's margin cut off)."""
    from demloc.render import geometry as geo
    from demloc.ui.application import qt_application
    from demloc.ui.board.document import BoardDocument
    from demloc.ui.board.export import prepare_scene, render_image

    qt_application()
    document = BoardDocument(library(), dataclasses.replace(board_map, characters=()))
    scene = prepare_scene(document, [], None, False)
    image = render_image(scene, px / geo.SQUARE).convertToFormat(
        render_image(scene, 0.1).Format.Format_Grayscale8
    )
    width, height, stride = image.width(), image.height(), image.bytesPerLine()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=stride * height)
    grey = raw.reshape(height, stride)[:, :width].copy()
    m = round(geo.MARGIN / geo.SQUARE * px)
    lay = markers.layout(board_map, library())
    return grey[m : m + lay.height * px, m : m + lay.width * px]


def _marker_patch(marker: int, cell: int) -> Any:
    """The marker with a one-cell white quiet zone, `cell` pixels a cell."""
    cells = np.array(markers.cells(marker), dtype=np.uint8) * 255
    framed = np.pad(cells, 1, constant_values=255)
    return np.kron(framed, np.ones((cell, cell), dtype=np.uint8))


def _paste(canvas: Any, patch: Any, centre: tuple[float, float], angle: float, side: float) -> None:
    """Draw `patch` (its inner 6/8 the marker, `side` pixels) centred at `centre`, turned
    `angle` degrees clockwise."""
    full = side * 8 / 6
    half = full / 2 * math.sqrt(2) + 2
    x0, y0 = int(centre[0] - half), int(centre[1] - half)
    x1, y1 = int(centre[0] + half) + 1, int(centre[1] + half) + 1
    if x0 < 0 or y0 < 0 or x1 > canvas.shape[1] or y1 > canvas.shape[0]:
        return
    scale = full / patch.shape[0]
    rot = cv2.getRotationMatrix2D((patch.shape[1] / 2, patch.shape[0] / 2), -angle, scale)
    rot[0, 2] += centre[0] - x0 - patch.shape[1] / 2
    rot[1, 2] += centre[1] - y0 - patch.shape[0] / 2
    size = (x1 - x0, y1 - y0)
    drawn = cv2.warpAffine(patch, rot, size, flags=cv2.INTER_AREA, borderValue=0)
    mask = cv2.warpAffine(np.full_like(patch, 255), rot, size, flags=cv2.INTER_AREA)
    roi = canvas[y0:y1, x0:x1]
    alpha = mask.astype(np.float32) / 255
    roi[:] = (drawn * alpha + roi * (1 - alpha)).astype(np.uint8)


def random_position(
    board_map: BoardMap, rng: random.Random, count: int, daemons: bool = True
) -> BoardMap:
    """`count` miniatures on distinct squares of the map, with random bases and facings
    (daemons' bases too unless `daemons` is False: a map file holds numbers to 99)."""
    lay = markers.layout(board_map, library())
    squares = rng.sample(sorted(lay.on_map), min(count, len(lay.on_map)))
    numbers = (*range(1, 17), *((101, 102, 103, 104) if daemons else ()))
    bases = [(c, n) for c in COLOURS for n in numbers]
    chosen = rng.sample(bases, len(squares))
    people = tuple(
        Character(f"m{i}", c, n, Square(*sq), Facing(rng.randrange(4)), name=f"Mini {i}")
        for i, ((c, n), sq) in enumerate(zip(chosen, squares, strict=True))
    )
    return dataclasses.replace(board_map, characters=people)


def flat_table(
    board_map: BoardMap,
    px: int,
    rng: random.Random,
    covered: frozenset[int],
    moved: frozenset[int] = frozenset(),
) -> Any:
    """The table seen from straight above, `px` pixels a square, board (0, 0) at
    (PAD * px, PAD * px); the `covered` references left out, the `moved` ones laid a
    square and a half off their place."""
    lay = markers.layout(board_map, library())
    w, h = round((lay.width + 2 * PAD) * px), round((lay.height + 2 * PAD) * px)
    canvas = np.full((h, w), TABLE, dtype=np.uint8)
    small = _rendered(board_map, 24)
    top = round(PAD * px)
    canvas[top : top + lay.height * px, top : top + lay.width * px] = cv2.resize(
        small, (lay.width * px, lay.height * px), interpolation=cv2.INTER_LINEAR
    )

    def at(x: float, y: float) -> tuple[float, float]:
        return ((x + PAD) * px, (y + PAD) * px)

    cell = max(4, px // 6)
    for placed in lay.references:
        if placed.marker in covered:
            continue
        jitter = (rng.uniform(-0.04, 0.04), rng.uniform(-0.04, 0.04))
        if placed.marker in moved:
            jitter = (1.5 if placed.centre[0] < 0 else -1.5, 0.0)
        centre = at(placed.centre[0] + jitter[0], placed.centre[1] + jitter[1])
        angle = 90 * rng.randrange(4) + rng.uniform(-4, 4)  # laid any way round
        side = markers.REFERENCE_SIZE * px
        _paste(canvas, _marker_patch(placed.marker, cell), centre, angle, side)
    poses = []
    for c in board_map.characters:
        turn = rng.uniform(-10, 10)  # a base is rarely set square to the grid
        angle = 90 * int(c.facing) + turn
        cx = c.at.x + 0.5 + rng.uniform(-0.06, 0.06)
        cy = c.at.y + 0.5 + rng.uniform(-0.06, 0.06)
        poses.append((c, angle, cx, cy))
        centre = at(cx, cy)
        cv2.circle(canvas, (round(centre[0]), round(centre[1])), round(0.46 * px),
                   BASE_GREY[c.colour], -1, cv2.LINE_AA)  # fmt: skip
    for c, angle, cx, cy in poses:  # the bases first: a neighbour's never hides a marker
        marker = markers.base_marker(c.colour, c.number)
        assert marker is not None
        ux, uy = math.sin(math.radians(angle)), -math.cos(math.radians(angle))
        off = markers.BASE_OFFSET
        _paste(canvas, _marker_patch(marker, cell), at(cx + off * ux, cy + off * uy), angle,
               markers.BASE_SIZE * px)  # fmt: skip
        body = at(cx - 0.24 * ux, cy - 0.24 * uy)
        tone = rng.randrange(20, 230)
        axes = (round(0.22 * px), round(0.2 * px))
        cv2.ellipse(canvas, (round(body[0]), round(body[1])), axes, angle, 0, 360, tone, -1,
                    cv2.LINE_AA)  # fmt: skip
        cv2.circle(canvas, (round(body[0]), round(body[1])), round(0.09 * px), 255 - tone, -1)
    return canvas


def camera(shape: tuple[int, int], tilt: float, yaw: float, out: tuple[int, int]) -> Any:
    """The homography flat table -> photo of a camera tilted `tilt` degrees from straight
    down and turned `yaw` degrees, the table filling most of `out` (width, height)."""
    h, w = shape
    corners = np.array([(0, 0), (w, 0), (w, h), (0, h)], dtype=np.float64)
    centred = corners - (w / 2, h / 2)
    t, y = math.radians(tilt), math.radians(yaw)
    rz = np.array([[math.cos(y), -math.sin(y), 0], [math.sin(y), math.cos(y), 0], [0, 0, 1]])
    rx = np.array([[1, 0, 0], [0, math.cos(t), -math.sin(t)], [0, math.sin(t), math.cos(t)]])
    distance = 1.3 * max(w, h)
    points = []
    for px_, py_ in centred:
        x, yy, z = rx @ (rz @ np.array([px_, py_, 0.0]))
        points.append((x / (z + distance), yy / (z + distance)))
    projected = np.array(points)
    lo, hi = projected.min(axis=0), projected.max(axis=0)
    scale = min(out[0] * 0.92 / (hi[0] - lo[0]), out[1] * 0.92 / (hi[1] - lo[1]))
    shift = (np.array(out) - (hi - lo) * scale) / 2 - lo * scale
    target = projected * scale + shift
    return cv2.getPerspectiveTransform(corners.astype(np.float32), target.astype(np.float32))


def make_photo(
    seed: int,
    megapixels: float,
    board_map: BoardMap | None = None,
    miniatures: int = 10,
    max_tilt: float = 35.0,
    covered: frozenset[int] = frozenset(),
    moved: frozenset[int] = frozenset(),
    form: str = "",
    daemons: bool = True,
) -> Photo:
    """One synthetic photo, all drawn from `seed`."""
    rng = random.Random(seed)
    noise = np.random.default_rng(seed)
    if board_map is None:
        board_map = bundled_map(rng.choice(("market-brawl", "chapel-ambush")))
    board_map = random_position(board_map, rng, miniatures, daemons)
    width = round(math.sqrt(megapixels * 1e6 * 4 / 3))
    out = (width, round(width * 3 / 4))
    lay = markers.layout(board_map, library())
    span = max(lay.width, lay.height) + 2 * PAD
    px = max(24, round(max(out) / span * 1.1))
    flat = flat_table(board_map, px, rng, covered, moved)
    tilt = rng.uniform(0, max_tilt)
    matrix = camera(flat.shape, tilt, rng.uniform(0, 360), out)
    photo = cv2.warpPerspective(flat, matrix, out, flags=cv2.INTER_AREA, borderValue=60)
    sigma = rng.uniform(0.3, 1.2) * max(1.0, width / 2000)
    photo = cv2.GaussianBlur(photo, (0, 0), sigma)
    gx = np.linspace(rng.uniform(0.45, 0.8), rng.uniform(0.9, 1.15), out[0], dtype=np.float32)
    gy = np.linspace(rng.uniform(0.8, 1.0), rng.uniform(0.9, 1.1), out[1], dtype=np.float32)
    light = gy[:, None] * gx[None, :]
    if rng.random() < 0.5:
        light = light[:, ::-1]
    lit = photo.astype(np.float32) * light + noise.normal(0, rng.uniform(2, 7), photo.shape)
    final = np.clip(lit, 0, 255).astype(np.uint8)
    form = form or rng.choice(("jpg", "jpg", "png"))
    params = [cv2.IMWRITE_JPEG_QUALITY, rng.randrange(80, 95)] if form == "jpg" else []
    ok, encoded = cv2.imencode(f".{form}", final, params)
    assert ok
    truth = tuple(Truth(c.colour, c.number, c.at, c.facing) for c in board_map.characters)
    return Photo(encoded.tobytes(), board_map, truth, out, tilt)
