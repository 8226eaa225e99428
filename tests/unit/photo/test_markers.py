"""Issue 34, R-237/R-238: the marker scheme: ids, meanings, references round each map."""

from __future__ import annotations

import itertools
from pathlib import Path

import cv2
import numpy as np
import pytest

from demloc.board import mapfile
from demloc.board.position import COLOURS
from demloc.paths import resources_dir
from demloc.photo import markers
from support.photos import library

MAPS = sorted((resources_dir() / "maps").glob("*.json"))


def test_the_committed_bits_are_opencvs_markers() -> None:
    """The sheets are drawn from markers.BITS without OpenCV (the bundle): they must be
    the very markers cv2.aruco detects."""
    dictionary = cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_4X4_100)
    for marker in range(100):
        made = cv2.aruco.generateImageMarker(dictionary, marker, 6) > 0
        assert (made == np.array(markers.cells(marker))).all(), marker


def test_every_base_has_its_own_marker_and_back() -> None:
    seen = set()
    for colour in COLOURS:
        for number in (*range(1, 17), 101, 102, 103, 104):
            marker = markers.base_marker(colour, number)
            assert marker is not None and marker >= markers.REFERENCES
            assert markers.base_of(marker) == markers.Base(colour, number)
            seen.add(marker)
    assert len(seen) == 80
    assert markers.base_marker("red", 17) is None  # past the sheets: named as unread
    assert markers.base_marker("purple", 1) is None
    assert markers.base_of(5) is None and markers.base_of(100) is None


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.stem)
def test_each_map_has_at_least_eight_references_spread_round_it(path: Path) -> None:
    lay = markers.layout(mapfile.load(path), library())
    refs = lay.references
    assert 8 <= len(refs) <= markers.REFERENCES
    assert [p.marker for p in refs] == list(range(len(refs)))
    xs = sorted(p.centre[0] for p in refs)
    ys = sorted(p.centre[1] for p in refs)
    assert xs[0] < 0 and xs[-1] > lay.width and ys[0] < 0 and ys[-1] > lay.height
    # Along an edge no gap past MAX_GAP squares, but the 24x20 map's (20 references at
    # most), with the corner's REFERENCE_GAP: 4.8 + 0.6.
    north = sorted(p.centre[0] for p in refs if p.centre[1] < 0)
    assert max(b - a for a, b in itertools.pairwise(north)) <= 6
    for placed in refs:  # never on a square a miniature could stand on
        x, y = placed.centre
        assert x < 0 or y < 0 or x > lay.width or y > lay.height


def test_the_listing_names_every_marker_and_with_a_map_where_each_goes() -> None:
    rows = markers.listing()
    assert [r["id"] for r in rows] == list(range(100))
    assert rows[20] == {"id": 20, "kind": "base", "colour": "red", "number": 1, "tag": "1",
                        "size_mm": 9}  # fmt: skip
    assert rows[39]["tag"] == "D4"
    lay = markers.layout(mapfile.load(MAPS[0]), library())
    placed = [r for r in markers.listing(lay) if r["kind"] == "reference"]
    assert len(placed) == len(lay.references)
    assert placed[0]["where"] == "beyond the north-west corner"
