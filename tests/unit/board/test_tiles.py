"""Rulebook 5.4: the 14 double-sided tiles, their text format and its errors."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from demloc.board.errors import BoardError, TileFormatError
from demloc.board.tiles import Edge, Tile, TileLibraryError, load_tile_library, parse_tile
from demloc.paths import tiles_dir

GOOD = """tile 3
name Test
size 3x2

side A
+ + + +
 . w .
+ + + +
 . . p
+ + + +

side B
+-+D+-+
|. . .W
+ +-+ +
|.|. .|
+-+-+-+
"""


def test_the_box_has_fourteen_unique_tiles_of_different_sizes() -> None:
    library = load_tile_library(tiles_dir())
    assert sorted(library.tiles) == list(range(1, 15))
    assert len({t.size for t in library.tiles.values()}) >= 8
    for tile in library.tiles.values():
        # 5.4: side B is an interior, walled all round, with at least one door.
        assert all(e is not Edge.OPEN for e in tile.sides["B"].border())
        assert Edge.DOOR in set(tile.sides["B"].border())


def _parse(text: str) -> Tile:
    return parse_tile(text, "t03.tile")


def test_a_tile_reads_squares_and_edges() -> None:
    side = _parse(GOOD).sides["B"]
    assert (side.width, side.height) == (3, 2)
    assert side.north[0] == (Edge.WALL, Edge.DOOR, Edge.WALL)
    assert side.west[0][3] is Edge.WINDOW  # the east border of row 1
    assert side.north[1][1] is Edge.WALL  # an inner wall
    assert side.west[1][1] is Edge.WALL


def test_drawing_round_trips_and_rotation_turns_edges() -> None:
    tile = _parse(GOOD)
    b = tile.sides["B"]
    assert b.drawing() == GOOD.split("side B\n")[1].strip().splitlines()
    turned = b.rotated(90)
    assert (turned.width, turned.height) == (2, 3)
    # The north door ends up on the east border, the east window on the south border.
    assert turned.west[1][2] is Edge.DOOR
    assert turned.north[3][1] is Edge.WINDOW
    assert b.rotated(90).rotated(270) == b and b.rotated(180).rotated(180) == b


@pytest.mark.parametrize(
    ("broken", "fragment", "line", "column"),
    [
        (GOOD.replace(" . w .", " . X ."), "'X' is not a square", 7, 4),
        (GOOD.replace("+-+D+-+", "+-+Q+-+"), "'Q' is not a horizontal edge", 13, 4),
        (GOOD.replace("|.|. .|", "|.-. .|"), "'-' is not a vertical edge", 16, 3),
        (GOOD.replace("+ +-+ +", "+ +-x +"), "stands on a corner", 15, 5),
        (GOOD.replace(" . . p", " . . p . ."), "allows 7", 9, 8),
        (GOOD.replace("|.|. .|", "|.|. . "), "every border edge", 17, None),
        (GOOD.replace("size 3x2", "size 3by2"), "not a size", 3, None),
        (GOOD.replace("tile 3", "tile three"), "not a tile number", 1, None),
        (GOOD.split("side B")[0], "missing side B", 11, None),
        (GOOD.replace("name Test", "colour red"), "2: not a tile line", 2, None),
        (GOOD.replace("size 3x2", "size 3x99"), "each 1 to 20", 3, None),
        (GOOD.replace("size 3x2", "size 999999999x2"), "not a size", 3, None),
        (GOOD.replace("tile 3", "tile 300"), "not a tile number", 1, None),
    ],
)
def test_format_errors_name_file_line_and_column(
    broken: str, fragment: str, line: int, column: int | None
) -> None:
    with pytest.raises(TileFormatError, match=fragment) as caught:
        _parse(broken)
    error = caught.value
    assert (error.file, error.line, error.column) == ("t03.tile", line, column)
    assert str(error).startswith(f"t03.tile:{line}")


def test_two_files_with_one_number_are_refused(tmp_path: Path) -> None:
    (tmp_path / "a.tile").write_text(GOOD)
    (tmp_path / "b.tile").write_text(GOOD)
    with pytest.raises(TileFormatError, match="tile 3 is also defined in"):
        load_tile_library(tmp_path)


def test_a_linked_file_is_located_never_repeated(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("password hunter2\n", encoding="utf-8")
    (tmp_path / "t01.tile").symlink_to(secret)
    with pytest.raises(TileFormatError) as caught:
        load_tile_library(tmp_path)
    assert str(caught.value) == (
        f"{tmp_path / 't01.tile'}:1: not a tile line: a line starts with tile, name, size or side"
    )


@pytest.mark.parametrize(
    ("make", "fragment"),
    [
        (lambda p: (p / "t01.tile").mkdir(), "t01.tile: is a folder, not a file"),
        (
            lambda p: (p / "t01.tile").write_bytes(b"tile 1\nname \xff\n"),
            "t01.tile:2: is not valid",
        ),
        (
            lambda p: (p / "t01.tile").write_bytes(b"tile 1\nname a\x00\n"),
            "t01.tile:2: holds a control",
        ),
        (lambda p: (p / "t01.tile").symlink_to(p / "gone"), "t01.tile: is a link to nothing"),
        (lambda p: (p / "notes.txt").write_text("x"), "holds no .tile file"),
    ],
)
def test_what_is_not_a_tile_file_is_named(
    tmp_path: Path, make: Callable[[Path], object], fragment: str
) -> None:
    make(tmp_path)
    with pytest.raises(BoardError, match=re.escape(fragment)):
        load_tile_library(tmp_path)


def test_a_missing_tile_folder_is_an_error_not_an_empty_library(tmp_path: Path) -> None:
    with pytest.raises(TileLibraryError, match="the folder is missing"):
        load_tile_library(tmp_path / "tiles")
