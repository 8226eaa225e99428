"""The marker scheme (docs/markers.md, R-237): which ArUco marker means what, where the
reference markers lie around a map, and each marker's bits for printing without OpenCV.

Dictionary: OpenCV's DICT_4X4_100 (4x4 bits inside a one-cell black border). Ids 0-19
are reference markers, laid around the map's outline; ids 20-99 are base markers, 20 a
colour: numbers 1-16, then daemons D1-D4. A base marker is stuck on the front rim of
its base, its top toward the arrow: its rotation in the photo is the facing (R-238).
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from demloc.board.board import Board
from demloc.board.position import COLOURS, DAEMON_NUMBERS, BoardMap, daemon_tag
from demloc.board.tiles import TileLibrary

DICTIONARY = "DICT_4X4_100"
REFERENCES = 20  # ids 0..19
PER_COLOUR = 20  # ids per colour: numbers 1..16, daemons D1..D4
NUMBERS = 16
DAEMONS = PER_COLOUR - NUMBERS
# Sizes in squares (a square is 25 mm at the table, R-40): the black square's side.
REFERENCE_SIZE = 0.8  # 20 mm
REFERENCE_GAP = 0.6  # a reference's centre lies this far outside the map's edge (15 mm)
BASE_SIZE = 0.36  # 9 mm; with its white margin (a cell, 1.5 mm) a 12 mm sticker
# The base sticker (sheet_pdf.draw_marker draws it from these): the black square, a
# white margin of MARGIN_CELLS cells (a cell is a sixth of the side) and a point
# POINT_CELLS further at its top, laid with the point on the rim of a base one square
# across. So the marker's centre lies BASE_OFFSET in front of the base's centre,
# the distance the reader steps back: 0.2 square, 5 mm.
MARGIN_CELLS = 1
POINT_CELLS = 1
BASE_RIM = 0.5  # the base's radius, in squares
BASE_OFFSET = BASE_RIM - BASE_SIZE / 2 - (MARGIN_CELLS + POINT_CELLS) * BASE_SIZE / 6
GAP = 4  # one reference every GAP squares or less along each edge, or, on a map
MAX_GAP = 5  # too long for that with twenty (all-fourteen-tiles, 24 x 20), every MAX_GAP

# The 16 inner bits of each marker of DICT_4X4_100, row by row from its top-left, 1 for
# white: cv2.aruco.generateImageMarker's, kept here so that a bundle without OpenCV
# prints the same sheets (tests/unit/photo/test_markers.py checks them against cv2).
BITS = (
    0xB532,
    0x0F9A,
    0x332D,
    0x9946,
    0x549E,
    0x79CD,
    0x9E2E,
    0xC4F2,
    0xFEDA,
    0xCF56,
    0xF991,
    0x11A7,
    0x0EB7,
    0x2A0F,
    0x24B1,
    0x263E,
    0x4665,
    0x6600,
    0x6C5E,
    0x76AF,
    0x868B,
    0xB02B,
    0xCCD5,
    0xDD82,
    0xFE47,
    0x9471,
    0xACE4,
    0xA554,
    0x2123,
    0x346F,
    0x4415,
    0x57B2,
    0x9ECF,
    0xF0CB,
    0x08AE,
    0x0929,
    0x1875,
    0x04FF,
    0x0DF6,
    0x1C5A,
    0x1718,
    0x2A28,
    0x328C,
    0x38B2,
    0x24E8,
    0x2EEB,
    0x2D3F,
    0x4B64,
    0x502E,
    0x5013,
    0x5194,
    0x5568,
    0x5D41,
    0x5F97,
    0x6801,
    0x6867,
    0x6124,
    0x61E9,
    0x6B12,
    0x6FE5,
    0x67DF,
    0x7E1B,
    0x80A0,
    0x8344,
    0x8BA2,
    0x937A,
    0x846C,
    0x852A,
    0x859C,
    0x9C89,
    0x9FA1,
    0xBB7C,
    0xBC04,
    0xB65B,
    0xBFC8,
    0xB7AB,
    0xCA1F,
    0xC962,
    0xD958,
    0xD3D5,
    0xCC98,
    0xC7A0,
    0xC537,
    0xE95D,
    0xF925,
    0xFBBB,
    0xEE2A,
    0xF74D,
    0x3575,
    0x8AAD,
    0x7617,
    0x0ACF,
    0x064B,
    0x2DC1,
    0x49D8,
    0x43F4,
    0x4F36,
    0x4FD3,
    0x69E4,
    0x70C7,
)


def cells(marker: int) -> tuple[tuple[bool, ...], ...]:
    """The marker's 6x6 cells with its black border, True for white, rows from the top."""
    value = BITS[marker]
    inner = [bool(value >> (15 - i) & 1) for i in range(16)]
    rows: list[tuple[bool, ...]] = [(False,) * 6]
    for r in range(4):
        rows.append((False, *inner[4 * r : 4 * r + 4], False))
    rows.append((False,) * 6)
    return tuple(rows)


@dataclasses.dataclass(frozen=True)
class Base:
    """What a base marker stands for."""

    colour: str
    number: int  # a daemon's is DAEMON_NUMBERS + n

    @property
    def tag(self) -> str:
        return f"{self.colour} {daemon_tag(self.number)}"


def base_marker(colour: str, number: int) -> int | None:
    """The id of the marker for a base, or None when the scheme has none for it."""
    if colour not in COLOURS:
        return None
    if 1 <= number <= NUMBERS:
        slot = number - 1
    elif 1 <= number - DAEMON_NUMBERS <= DAEMONS:
        slot = NUMBERS + number - DAEMON_NUMBERS - 1
    else:
        return None
    return REFERENCES + COLOURS.index(colour) * PER_COLOUR + slot


def base_of(marker: int) -> Base | None:
    """The base a marker id stands for; None for a reference or an id out of range."""
    if not REFERENCES <= marker < REFERENCES + len(COLOURS) * PER_COLOUR:
        return None
    colour, slot = divmod(marker - REFERENCES, PER_COLOUR)
    number = slot + 1 if slot < NUMBERS else DAEMON_NUMBERS + slot - NUMBERS + 1
    return Base(COLOURS[colour], number)


@dataclasses.dataclass(frozen=True)
class Placed:
    """A reference marker's place: its centre in squares (model.py's board coordinates)
    and where it goes, in words."""

    marker: int
    centre: tuple[float, float]
    where: str


@dataclasses.dataclass(frozen=True)
class Layout:
    """A map's outline and its reference markers."""

    width: int
    height: int
    on_map: frozenset[tuple[int, int]]
    references: tuple[Placed, ...]

    def reference(self, marker: int) -> Placed | None:
        return next((p for p in self.references if p.marker == marker), None)


def _stops(length: int, between: int) -> list[int]:
    """Grid lines along an edge of `length` squares for `between` inner references."""
    return [round(length * (k + 1) / (between + 1)) for k in range(between)]


def layout(board_map: BoardMap, library: TileLibrary) -> Layout:
    """The reference markers of a map (R-237): one beyond each corner of its outline and
    one every GAP squares or less along each edge (every MAX_GAP on a map too long for
    that with twenty), at least eight, at most twenty (a map past 25 x 25 gets its
    twenty spread evenly, further apart).
    Raises the board's MapError for a map that cannot be built."""
    board = Board.build(dataclasses.replace(board_map, characters=()), library)
    w, h = board.width, board.height
    across, down = max(1, math.ceil(w / GAP) - 1), max(1, math.ceil(h / GAP) - 1)
    if 4 + 2 * (across + down) > REFERENCES:
        across, down = max(1, math.ceil(w / MAX_GAP) - 1), max(1, math.ceil(h / MAX_GAP) - 1)
    while 4 + 2 * (across + down) > REFERENCES:
        if across >= down:
            across -= 1
        else:
            down -= 1
    g = REFERENCE_GAP
    spots: list[tuple[tuple[float, float], str]] = [
        ((-g, -g), "beyond the north-west corner"),
        ((w + g, -g), "beyond the north-east corner"),
        ((w + g, h + g), "beyond the south-east corner"),
        ((-g, h + g), "beyond the south-west corner"),
    ]
    for x in _stops(w, across):
        line = _line(x, w)
        spots.append(((float(x), -g), f"north of the map, on the line {line}"))
        spots.append(((float(x), h + g), f"south of the map, on the line {line}"))
    for y in _stops(h, down):
        line = f"between rows {y} and {y + 1}" if 0 < y < h else f"at row {max(y, 1)}"
        spots.append(((-g, float(y)), f"west of the map, on the line {line}"))
        spots.append(((w + g, float(y)), f"east of the map, on the line {line}"))
    on_map = frozenset((s.x, s.y) for s in board.squares() if board.on_map[board.index(s)])
    placed = tuple(Placed(i, c, w) for i, (c, w) in enumerate(spots))
    return Layout(w, h, on_map, placed)


def _line(x: int, width: int) -> str:
    from demloc.board.squares import column_name

    if 0 < x < width:
        return f"between columns {column_name(x - 1)} and {column_name(x)}"
    return f"at column {column_name(min(max(x, 0), width - 1))}"


def listing(lay: Layout | None = None) -> list[dict[str, Any]]:
    """Every marker's id and meaning (`demloc markers --json`); with a map's layout, the
    references it uses and where each goes."""
    rows: list[dict[str, Any]] = []
    for marker in range(REFERENCES):
        row: dict[str, Any] = {"id": marker, "kind": "reference", "size_mm": 20}
        placed = lay.reference(marker) if lay is not None else None
        if lay is not None:
            if placed is None:
                continue
            row["where"] = placed.where
            row["centre_squares"] = list(placed.centre)
        rows.append(row)
    for marker in range(REFERENCES, REFERENCES + len(COLOURS) * PER_COLOUR):
        base = base_of(marker)
        assert base is not None
        rows.append(
            {
                "id": marker,
                "kind": "base",
                "colour": base.colour,
                "number": base.number,
                "tag": daemon_tag(base.number),
                "size_mm": 9,
            }
        )
    return rows
