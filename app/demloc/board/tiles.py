"""Double-sided map tiles (rulebook 5.4) in the text format of tiles/README.md."""

from __future__ import annotations

import dataclasses
import enum
import re
from collections.abc import Iterable
from pathlib import Path

from demloc import textio
from demloc.board.errors import BoardError, TileFormatError

MAX_TILE_BYTES = 64 * 1024  # the largest tile drawing is under 1 kB
MAX_TILE_SIDE = 20  # squares along a tile's side; the box's largest is 8x8 (5.4)
MAX_NAME = 100  # characters of a tile's name


class TileLibraryError(BoardError):
    """A tile folder, or a file in it, that cannot be read at all (not one bad line)."""


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


_SIZE = re.compile(r"^([0-9]{1,2})x([0-9]{1,2})$")


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
            if not (len(value) <= 2 and value.isascii() and value.isdigit() and int(value)):
                raise TileFormatError("not a tile number: write 1 to 99", source, line_no)
            number = int(value)
        elif keyword == "name":
            if len(value) > MAX_NAME:
                raise TileFormatError(f"a name is at most {MAX_NAME} characters", source, line_no)
            name = value
        elif keyword == "size":
            match = _SIZE.match(value)
            if match is None or not all(1 <= int(n) <= MAX_TILE_SIDE for n in match.groups()):
                raise TileFormatError(
                    f"not a size: write WxH, each 1 to {MAX_TILE_SIDE}, e.g. 6x4", source, line_no
                )
            size = (int(match[1]), int(match[2]))
        elif keyword == "side":
            if value not in ("A", "B"):
                raise TileFormatError("not a side: use A or B", source, line_no)
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
            sides[value] = parse_side(drawing, size, source, index + 1)
            index += height
        else:
            # Never the line itself: a file linked here may hold anything (issue 10).
            raise TileFormatError(
                "not a tile line: a line starts with tile, name, size or side", source, line_no
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


def parse_side(drawing: list[str], size: tuple[int, int], source: str, first_line: int) -> TileSide:
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


def read_tile_file(path: Path) -> Tile:
    """One tile file: a folder, bad UTF-8 or a control character named with its line."""
    try:
        text = textio.read_text(path, max_bytes=MAX_TILE_BYTES)
    except textio.InputError as error:
        if error.line is not None:
            raise TileFormatError(error.detail, str(path), error.line) from None
        raise TileLibraryError(str(error)) from None
    return parse_tile(text, str(path))


def load_tile_library(folder: Path) -> TileLibrary:
    """Read every `*.tile` file of `folder`; the first bad file raises its error. A
    missing folder, or one without tiles, is an error: no map can be built from it."""
    try:
        textio.require_folder(folder, f"the tile folder {folder}")
    except textio.InputError as error:
        raise TileLibraryError(str(error)) from None
    tiles: dict[int, Tile] = {}
    paths = sorted(folder.glob("*.tile"))
    if not paths:
        raise TileLibraryError(f"the tile folder {folder}: holds no .tile file")
    for path in paths:
        tile = read_tile_file(path)
        if tile.number in tiles:
            raise TileFormatError(
                f"tile {tile.number} is also defined in {tiles[tile.number].source}",
                str(path),
                1,
            )
        tiles[tile.number] = tile
    return TileLibrary(tiles)
