"""The random player's shortcut (issue 16): a free move that can turn in place has a
stop other than where the mover stands, as the whole search says, so the player may
search its stops only when it makes the move."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from demloc.board.board import Board
from demloc.board.movement import MoveMode, reachable
from demloc.missions.play.simulate import can_turn_in_place
from support.boards import boards


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(boards(people=6), st.integers(0, 6))
def test_turning_in_place_is_having_another_stop(board: Board, points: int) -> None:
    for mover in board.characters.values():
        stops = dict(reachable(board, mover, points, MoveMode.FREE).stops())
        stops.pop((mover.at, mover.facing), None)
        assert can_turn_in_place(board, mover, points) == bool(stops)
