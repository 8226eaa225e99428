"""Double-sided map tiles (rulebook 5.4) in the text format of tiles/README.md."""

from __future__ import annotations

import dataclasses
import enum
import re
from collections.abc import Iterable
from pathlib import Path

from demloc.board.errors import TileFormatError


class Edge(enum.IntEnum):
    """What lies between two squares. Stronger values win where tiles meet (R-15)."""

    OPEN = 0
    DOOR = 1
    WINDOW = 2
    WALL = 3

    @property
    def stops_movement(self) -> bool:
        # 7.2.1: walls and windows cannot be crossed; doors are crossed freely.
        return self >= Edge.WINDOW

    @property
    def cuts_control_zone(self) -> bool:
        # 7.1.1: walls and windows cut a control zone, doors do not.
        return self >= Edge.WINDOW


class Printed(enum.Enum):
    """What a tile square has printed on it (tiles/README.md)."""

    FREE = "."
    SMALL_WALL = "w"
    PALISADE = "p"


EDGE_CHARS = {" ": Edge.OPEN, "-": Edge.WALL, "|": Edge.WALL, "D": Edge.DOOR, "W": Edge.WINDOW}
EDGE_TEXT = {Edge.OPEN: " ", Edge.DOOR: "D", Edge.WINDOW: "W"}
SQUARE_CHARS = {p.value: p for p in Printed}


@dataclasses.dataclass(frozen=True)
class TileSide:
    """One face of a tile: printed squares and the edges between and around them.

    `north[y][x]` is the edge on the north side of square (x, y), for y in 0..height
    (row `height` is the south border); `west[y][x]` the edge on the west side of (x, y),
    for x in 0..width (column `width` is the east border).
    """

    width: int
    height: int
    squares: tuple[tuple[Printed, ...], ...]
    north: tuple[tuple[Edge, ...], ...]
    west: tuple[tuple[Edge, ...], ...]

    def rotated(self, rotation: int) -> TileSide:
        """This side turned clockwise by `rotation` degrees (0, 90, 180, 270)."""
        side = self
        for _ in range((rotation // 90) % 4):
            side = side._quarter_turn()
        return side

    def _quarter_turn(self) -> TileSide:
        w, h = self.width, self.height
        # Old square (x, y) goes to (h-1-y, x); old corner (cx, cy) to (h-cy, cx).
        squares = tuple(tuple(self.squares[h - 1 - nx][ny] for nx in range(h)) for ny in range(w))
        # New north edge of (nx, ny) was the old west edge of (ny, h-1-nx).
        north = tuple(tuple(self.west[h - 1 - nx][ny] for nx in range(h)) for ny in range(w + 1))
        # New west edge of (nx, ny) was the old north edge of (ny, h-nx).
        west = tuple(tuple(self.north[h - nx][ny] for nx in range(h + 1)) for ny in range(w))
        return TileSide(h, w, squares, north, west)

    def border(self) -> Iterable[Edge]:
        yield from self.north[0]
        yield from self.north[self.height]
        for row in self.west:
            yield row[0]
            yield row[self.width]

    def drawing(self) -> list[str]:
        """The side in the text format it was read from (walls as - and |)."""
        lines = []
        for y in range(self.height + 1):
            lines.append("+" + "+".join(EDGE_TEXT.get(e, "-") for e in self.north[y]) + "+")
            if y < self.height:
                row = ""
                for x in range(self.width + 1):
                    row += EDGE_TEXT.get(self.west[y][x], "|")
                    if x < self.width:
                        row += self.squares[y][x].value
                lines.append(row)
        return lines


@dataclasses.dataclass(frozen=True)
class Tile:
    number: int
    name: str
    source: str
    sides: dict[str, TileSide]

    @property
    def size(self) -> tuple[int, int]:
        side = self.sides["A"]
        return side.width, side.height


_SIZE = re.compile(r"^(\d+)x(\d+)$")


def parse_tile(text: str, source: str) -> Tile:
    """Read one tile file; raise TileFormatError naming file, line and column."""
    lines = text.splitlines()
    number: int | None = None
    name = ""
    size: tuple[int, int] | None = None
    sides: dict[str, TileSide] = {}
    index = 0
    while index < len(lines):
        raw = lines[index]
        line_no = index + 1
        index += 1
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        keyword, _, value = stripped.partition(" ")
        value = value.strip()
        if keyword == "tile":
            if not value.isdigit() or not 1 <= int(value) <= 99:
                raise TileFormatError(f"'{value}' is not a tile number (1-99)", source, line_no)
            number = int(value)
        elif keyword == "name":
            name = value
        elif keyword == "size":
            match = _SIZE.match(value)
            if match is None or min(int(match[1]), int(match[2])) < 1:
                raise TileFormatError(
                    f"'{value}' is not a size: write WxH, e.g. 6x4", source, line_no
                )
            size = (int(match[1]), int(match[2]))
        elif keyword == "side":
            if value not in ("A", "B"):
                raise TileFormatError(f"'{value}' is not a side: use A or B", source, line_no)
            if value in sides:
                raise TileFormatError(f"side {value} is drawn twice", source, line_no)
            if size is None:
                raise TileFormatError("'size WxH' must come before the sides", source, line_no)
            height = 2 * size[1] + 1
            drawing = lines[index : index + height]
            if len(drawing) < height:
                raise TileFormatError(
                    f"side {value} needs {height} lines of drawing, found {len(drawing)}",
                    source,
                    line_no,
                )
            sides[value] = _parse_side(drawing, size, source, index + 1)
            index += height
        else:
            raise TileFormatError(
                f"'{keyword}' is not a tile line: use tile, name, size or side", source, line_no
            )
    missing = [label for label, present in (("tile N", number), ("size WxH", size)) if not present]
    missing += [f"side {s}" for s in ("A", "B") if s not in sides]
    if missing:
        raise TileFormatError(f"missing {', '.join(missing)}", source, len(lines))
    assert number is not None
    if any(e is Edge.OPEN for e in sides["B"].border()):
        raise TileFormatError(
            "side B is an interior: every border edge must be a wall, door or window (5.4)",
            source,
            len(lines),
        )
    return Tile(number, name or f"Tile {number}", source, sides)


def _parse_side(
    drawing: list[str], size: tuple[int, int], source: str, first_line: int
) -> TileSide:
    width, height = size
    columns = 2 * width + 1
    squares: list[tuple[Printed, ...]] = []
    north: list[tuple[Edge, ...]] = []
    west: list[tuple[Edge, ...]] = []
    for offset, raw in enumerate(drawing):
        line_no = first_line + offset
        if len(raw.rstrip()) > columns:
            raise TileFormatError(
                f"the line is {len(raw.rstrip())} characters long; size {width}x{height} "
                f"allows {columns}",
                source,
                line_no,
                columns + 1,
            )
        line = raw.ljust(columns)

        if offset % 2 == 0:  # corners and horizontal edges
            for col in range(0, columns, 2):
                if line[col] not in "+ ":
                    raise TileFormatError(
                        f"'{line[col]}' stands on a corner; corners are '+' or space",
                        source,
                        line_no,
                        col + 1,
                    )
            north.append(
                tuple(_edge(line, col, "-", source, line_no) for col in range(1, columns, 2))
            )
        else:  # vertical edges and squares
            west.append(
                tuple(_edge(line, col, "|", source, line_no) for col in range(0, columns, 2))
            )
            row = []
            for col in range(1, columns, 2):
                char = line[col]
                if char not in SQUARE_CHARS:
                    raise TileFormatError(
                        f"'{char}' is not a square (use {' '.join(SQUARE_CHARS)})",
                        source,
                        line_no,
                        col + 1,
                    )
                row.append(SQUARE_CHARS[char])
            squares.append(tuple(row))
    return TileSide(width, height, tuple(squares), tuple(north), tuple(west))


def _edge(line: str, col: int, wall: str, source: str, line_no: int) -> Edge:
    """The edge at `col` of a drawing line; `wall` is its wall character (- or |)."""
    char = line[col]
    if char not in (" ", wall, "D", "W"):
        what = "a horizontal" if wall == "-" else "a vertical"
        raise TileFormatError(
            f"'{char}' is not {what} edge (use space, {wall}, D or W)", source, line_no, col + 1
        )
    return EDGE_CHARS[char]


@dataclasses.dataclass(frozen=True)
class TileLibrary:
    tiles: dict[int, Tile]

    def get(self, number: int) -> Tile | None:
        return self.tiles.get(number)


def load_tile_library(folder: Path) -> TileLibrary:
    """Read every `*.tile` file of `folder`; the first bad file raises its error."""
    tiles: dict[int, Tile] = {}
    for path in sorted(folder.glob("*.tile")):
        tile = parse_tile(path.read_text(encoding="utf-8"), str(path))
        if tile.number in tiles:
            raise TileFormatError(
                f"tile {tile.number} is also defined in {tiles[tile.number].source}",
                str(path),
                1,
            )
        tiles[tile.number] = tile
    return TileLibrary(tiles)
