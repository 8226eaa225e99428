"""Issue 34: what a reading gives the UI: differences, the proposed board, the mapping."""

from __future__ import annotations

import pytest

from demloc.board.position import BoardMap, Character
from demloc.board.squares import Facing, Square
from demloc.photo.model import CONFIDENT, Found, Reading, differences

CORVIN = Character("c1", "red", 3, Square.parse("F6"), Facing.N, name="Corvin")
ILSA = Character("c2", "blue", 1, Square.parse("B2"), Facing.E, name="Ilsa")
BOARD = BoardMap(characters=(CORVIN, ILSA))
QUAD = ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))
# Photo pixels -> squares: 100 pixels a square, the map's corner at (50, 20).
MATRIX = ((0.01, 0.0, -0.5), (0.0, 0.01, -0.2), (0.0, 0.0, 1.0))


def _reading(*found: Found) -> Reading:
    return Reading((1000, 800), found, (), (), MATRIX)


def _found(colour: str, number: int, square: str, facing: Facing, confidence: float) -> Found:
    return Found(colour, number, Square.parse(square), facing, confidence, QUAD, 20)


def test_a_moved_miniature_is_a_difference_named_as_the_table_says() -> None:
    reading = _reading(_found("red", 3, "F7", Facing.N, 0.9), _found("blue", 1, "B2", Facing.E, 1))
    (moved,) = differences(reading, BOARD)
    assert moved.character_id == "c1"
    assert moved.text == "Corvin (red 3): F7 facing N in the photo, F6 facing N here"


def test_a_turned_miniature_is_a_difference_and_one_not_seen_is_none() -> None:
    reading = _reading(_found("blue", 1, "B2", Facing.S, 0.4))
    (turned,) = differences(reading, BOARD)
    assert (turned.character_id, turned.photo_facing, turned.here_facing) == (
        "c2", Facing.S, Facing.E,
    )  # fmt: skip
    assert turned.confidence < CONFIDENT


def test_proposed_moves_only_what_the_photo_found() -> None:
    reading = _reading(_found("red", 3, "F7", Facing.W, 0.9))
    proposed = reading.proposed(BOARD)
    assert proposed.character("c1") == Character(
        "c1", "red", 3, Square.parse("F7"), Facing.W, name="Corvin"
    )
    assert proposed.character("c2") == ILSA


def test_board_and_photo_points_map_both_ways() -> None:
    reading = _reading()
    assert reading.to_board(50, 20) == pytest.approx((0, 0))
    assert reading.to_photo(3, 2) == pytest.approx((350, 220))
    assert reading.to_board(*reading.to_photo(7.5, 1.25)) == pytest.approx((7.5, 1.25))
