"""Zones read as square indices, and boards rebuilt for other characters (issue 16),
against the straightforward code: the same zone bits and masks, the same boards and
the same refusals as `Board.build`."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from demloc.board.board import Board
from demloc.board.errors import MapError
from demloc.board.sketch import sketch_map
from demloc.board.squares import Facing, Square
from demloc.board.zones import enemy_zone_bits, enemy_zone_masks, zone_of
from support.boards import boards


@settings(max_examples=150, deadline=None)
@given(boards(people=8))
def test_enemy_zone_bits_and_masks_are_the_straightforward_ones(board: Board) -> None:
    for mover in board.characters.values():
        masks = [0] * (board.width * board.height)
        bits = 0
        bit = 1
        for other in board.characters.values():
            if other.is_enemy_of(mover):
                for square in zone_of(board, other.at, other.facing, other.long_range).all:
                    masks[board.index(square)] |= bit
                    bits |= 1 << board.index(square)
                bit <<= 1
        assert enemy_zone_masks(board, mover) == masks
        assert enemy_zone_bits(board, mover) == bits


def _error(action: object) -> str | None:
    try:
        action()  # type: ignore[operator]
    except MapError as error:
        return str(error)
    return None


@settings(max_examples=150, deadline=None)
@given(boards(people=6), st.data())
def test_with_characters_is_build(board: Board, data: st.DataObject) -> None:
    characters = list(board.map.characters)
    n = data.draw(st.integers(0, len(characters) - 1))
    x = data.draw(st.integers(-1, board.width))
    y = data.draw(st.integers(-1, board.height))
    facing = data.draw(st.sampled_from(list(Facing)))
    characters[n] = dataclasses.replace(characters[n], at=Square(x, y), facing=facing)
    if data.draw(st.booleans()) and len(characters) > 1:
        characters[0] = dataclasses.replace(characters[0], id=characters[1].id)
    moved = tuple(characters)
    built: list[Board] = []
    expected = _error(
        lambda: built.append(
            Board.build(dataclasses.replace(board.map, characters=moved), board.library)
        )
    )
    made: list[Board] = []
    assert _error(lambda: made.append(board.with_characters(moved))) == expected
    if expected is None:
        assert made[0].occupant == built[0].occupant
        assert list(made[0].occupant) == list(built[0].occupant)
        assert list(made[0].characters.items()) == list(built[0].characters.items())


def test_a_character_off_the_map_is_named() -> None:
    board = Board.build(*sketch_map("+-+\n|A|\n+-+", {"A": {"colour": "red"}}))
    far = dataclasses.replace(board.map.characters[0], at=Square(5, 0))
    with pytest.raises(MapError, match="off the map"):
        board.with_characters((far,))
