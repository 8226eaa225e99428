"""The canonical map file (JSON): exact round trips and named errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from demloc.board import mapfile
from demloc.board.errors import MapFormatError
from demloc.board.position import ElementKind
from demloc.board.squares import Facing, Square
from demloc.paths import resources_dir

MAPS = sorted((resources_dir() / "maps").glob("*.json"))


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.stem)
def test_sample_maps_round_trip_exactly(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    board_map = mapfile.loads(text, str(path))
    assert mapfile.dumps(board_map) == text
    assert mapfile.loads(mapfile.dumps(board_map)) == board_map


def test_save_and_load(tmp_path: Path) -> None:
    board_map = mapfile.load(MAPS[0])
    target = tmp_path / "saved.json"
    mapfile.save(board_map, target)
    assert mapfile.load(target) == board_map
    assert not (tmp_path / "saved.json.tmp").exists()


def test_squares_accept_rectangles_and_doors_keep_their_edge() -> None:
    text = json.dumps(
        {
            "format": "demloc-map",
            "version": 1,
            "tiles": [{"tile": 1, "side": "A", "rotation": 0, "at": "A1"}],
            "elements": [{"kind": "door", "at": "B2", "edge": "N"}],
            "zones": [{"name": "red", "squares": ["A1:B2"]}],
        }
    )
    board_map = mapfile.loads(text)
    assert board_map.zones[0].squares == (Square(0, 0), Square(1, 0), Square(0, 1), Square(1, 1))
    (door,) = board_map.elements
    assert (door.kind, door.edge) == (ElementKind.DOOR, Facing.N)
    assert '"edge": "N"' in mapfile.dumps(board_map)


BASE = {"format": "demloc-map", "version": 1, "tiles": [{"tile": 1, "side": "A", "at": "A1"}]}


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        ({"format": "other"}, "format: expected 'demloc-map'"),
        ({"version": 9}, "version: 9 is newer"),
        (
            {"tiles": [{"tile": "one", "side": "A", "at": "A1"}]},
            "tiles[0].tile: expected a whole number",
        ),
        (
            {"tiles": [{"tile": 1, "side": "C", "at": "A1"}]},
            "tiles[0].side: 'C' is not one of: A, B",
        ),
        ({"tiles": [{"tile": 1, "side": "A", "at": "A1", "rotation": 45}]}, "rotation: 45 is not"),
        ({"tiles": [{"tile": 1, "side": "A"}]}, "tiles[0].at: this field is required"),
        ({"elements": [{"kind": "statue", "at": "A1"}]}, "elements[0].kind: 'statue'"),
        ({"elements": [{"kind": "door", "at": "A1"}]}, "a door needs an edge"),
        ({"elements": [{"kind": "tree", "at": "1A"}]}, "'1A' is not a square"),
        (
            {"characters": [{"id": "a", "colour": "pink", "number": 1, "at": "A1", "facing": "N"}]},
            "characters[0].colour: 'pink' is not a guild colour",
        ),
        (
            {"characters": [{"id": "a", "colour": "red", "number": 1, "at": "A1", "facing": "Q"}]},
            "characters[0].facing: 'Q' is not a facing",
        ),
    ],
)
def test_bad_map_files_name_the_field(change: dict[str, object], fragment: str) -> None:
    with pytest.raises(MapFormatError) as caught:
        mapfile.loads(json.dumps(BASE | change), "my.json")
    assert fragment in str(caught.value)
    assert str(caught.value).startswith("my.json: ")


def test_bad_json_is_named(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{ not json")
    with pytest.raises(MapFormatError, match=r"broken\.json: line 1, column 3: not valid JSON"):
        mapfile.load(path)


CHARACTER = {"id": "r1", "colour": "red", "number": 1, "at": "A1", "facing": "N"}


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        ({"fly": -1}, "characters[0].fly: -1 is out of range: FLY x (8.4) is 0 to 20"),
        ({"movement": -3}, "characters[0].movement: -3 is out of range"),
        ({"movement": 1_000_000_000}, "a movement factor (5.1.1) is 0 to 20"),
        ({"weapon_range": 3000}, "a weapon range (5.1.4) is 0 to 30"),
        ({"number": -1}, "characters[0].number: -1 is out of range"),
        ({"number": 0}, "the number on a base (5.2) is 1 to 99"),
        ({"id": ""}, "characters[0].id: must not be empty"),
        ({"id": " r1"}, "characters[0].id: must be one line"),
        ({"name": "a\nb"}, "characters[0].name: must be one line"),
        ({"at": "A9999"}, "characters[0].at: 'A9999' reaches beyond any table (200 squares)"),
        ({"at": "A" + "9" * 500}, "characters[0].at: is not a square"),
        ({"at": "A1" + "x" * 50}, "characters[0].at: is not a square"),
        ({"colour": "x" * 500}, "characters[0].colour: is not a guild colour"),
    ],
)
def test_wrong_values_are_refused_naming_file_field_and_bound(
    change: dict[str, object], fragment: str
) -> None:
    text = json.dumps(BASE | {"characters": [CHARACTER | change]})
    with pytest.raises(MapFormatError) as caught:
        mapfile.loads(text, "my.json")
    assert str(caught.value).startswith("my.json: ")
    assert fragment in str(caught.value)
    assert "x" * 20 not in str(caught.value)  # long values are located, not repeated


def test_a_tile_number_is_bounded() -> None:
    text = json.dumps(BASE | {"tiles": [{"tile": -4, "side": "A", "at": "A1"}]})
    with pytest.raises(MapFormatError, match=r"tiles\[0\]\.tile: -4 is out of range"):
        mapfile.loads(text, "my.json")


def test_wrong_types_are_named_not_repeated() -> None:
    text = json.dumps(BASE | {"name": ["secret"] * 3})
    with pytest.raises(MapFormatError) as caught:
        mapfile.loads(text, "my.json")
    assert str(caught.value) == "my.json: name: expected text, got a list"


@pytest.mark.parametrize("kind", ["folder", "dangling link", "link to a folder", "bad utf-8"])
def test_what_is_not_a_map_file_is_named(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "m.json"
    if kind == "folder":
        path.mkdir()
    elif kind == "dangling link":
        path.symlink_to(tmp_path / "gone.json")
    elif kind == "link to a folder":
        path.symlink_to(tmp_path)
    else:
        path.write_bytes(b'{"format": "demloc-map",\n"name": "\xff"}')
    with pytest.raises(MapFormatError, match=r"m\.json: "):
        mapfile.load(path)


def test_a_zone_square_of_5000_digits_is_refused() -> None:
    # Found by the fuzz test: Python refused to read the number, a bare ValueError.
    text = json.dumps(BASE | {"zones": [{"name": "red", "squares": ["A" + "9" * 5000]}]})
    with pytest.raises(MapFormatError, match=r"zones\[0\]\.squares\[0\]: is not a square"):
        mapfile.loads(text, "my.json")
