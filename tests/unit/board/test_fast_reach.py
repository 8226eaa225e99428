"""The fast movement and zone searches against the straightforward ones (issues 16, 28).

The references (`board/movement_reference.py`) state the rules square by square: the
fast searches must find the same stops, costs, paths, reasons and refusals on random
boards.
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from demloc.board.board import Board
from demloc.board.errors import BoardError
from demloc.board.movement import MoveMode, move_cost, reachable
from demloc.board.movement_reference import reference_reach, reference_zone
from demloc.board.position import Character
from demloc.board.squares import Facing, Square
from demloc.board.zones import (
    Engagement,
    _zone_cells,
    _zone_of,
    enemy_zone_masks,
    engagements,
    zone_bits,
    zone_of,
)
from support.boards import boards


def _flyer(board: Board, mover: Character, fly: int) -> Character:
    return dataclasses.replace(mover, fly=fly)


@settings(max_examples=150, deadline=None)
@given(
    boards(people=6),
    st.sampled_from(list(MoveMode)),
    st.integers(-1, 8),
    st.integers(0, 5),
    st.data(),
)
def test_reach_is_the_straightforward_searchs(
    board: Board, mode: MoveMode, points: int, fly: int, data: st.DataObject
) -> None:
    mover = data.draw(st.sampled_from(sorted(board.characters.values(), key=lambda c: c.id)))
    flying = fly > 0 and data.draw(st.booleans())
    mover = _flyer(board, mover, fly)
    try:
        expected = reference_reach(board, mover, points, mode, flying)
    except BoardError as error:
        for call in (
            lambda: reachable(board, mover, points, mode, flying),
            lambda: move_cost(board, mover, mover.at, mover.facing, points, mode, flying),
        ):
            try:
                call()
            except BoardError as again:
                assert str(again) == str(error)
            else:
                raise AssertionError("the fast search does not refuse")
        return
    stops = expected.stops()
    # A single stop asked first (the targeted search), then the whole reach.
    for square in [*board.squares(), Square(-1, 0), Square(board.width, board.height)]:
        for facing in Facing:
            assert move_cost(board, mover, square, facing, points, mode, flying) == (
                stops.get((square, facing)),
                expected.reason,
            )
    reach = reachable(board, mover, points, mode, flying)
    assert reach.stops() == stops
    assert reach.reason == expected.reason
    for (square, facing), cost in stops.items():
        path = reach.path_to(square, facing)
        assert path is not None and path[-1].cost == cost
        assert path == expected.path_to(square, facing)
    # And once the reach is known, a single stop is read from it.
    assert move_cost(board, mover, mover.at, mover.facing, points, mode, flying) == (
        stops.get((mover.at, mover.facing)),
        expected.reason,
    )


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(boards(people=6))
def test_zones_are_the_straightforward_ones(board: Board) -> None:
    for square in board.squares():
        for facing in Facing:
            for long_range in (False, True):
                fast = _zone_of(board, square, facing, long_range)
                slow = reference_zone(board, square, facing, long_range)
                assert fast == slow == zone_of(board, square, facing, long_range)
                assert list(fast.control) == list(slow.control)
                assert list(fast.first_impact) == list(slow.first_impact)
                # The same zone on square indices, as movement and engagements read it.
                i = board.index(square)
                pairs, bits = _zone_cells(board, (i * 4 + facing) * 2 + long_range)
                assert sorted(pairs) == sorted(
                    (board.index(s), s not in slow.control) for s in slow.all
                )
                assert len(pairs) == len(slow.all)
                assert (
                    bits
                    == zone_bits(board, i, facing, long_range)
                    == sum(1 << board.index(s) for s in slow.all)
                )


@settings(max_examples=200, deadline=None)
@given(boards(people=8))
def test_engagements_are_the_straightforward_ones(board: Board) -> None:
    expected = []
    for a in board.characters.values():
        z = reference_zone(board, a.at, a.facing, a.long_range)
        for b in board.characters.values():
            if a.is_enemy_of(b) and b.at in z.all:
                expected.append(Engagement(a.id, b.id, b.at not in z.control))
    assert engagements(board) == expected


@settings(max_examples=150, deadline=None)
@given(boards(people=8), st.integers(0, 9), st.data())
def test_a_free_moves_one_stop_searched_towards_it_costs_what_the_whole_search_says(
    board: Board, points: int, data: st.DataObject
) -> None:
    """`move_cost` of a free move is searched towards its stop (the search skips the
    states too far from it): the same cost as the reference's, for every stop and every
    refusal."""
    mover = data.draw(st.sampled_from(sorted(board.characters.values(), key=lambda c: c.id)))
    expected = reference_reach(board, mover, points, MoveMode.FREE, False)
    stops = expected.stops()
    for square in board.squares():
        for facing in Facing:
            asked = move_cost(board, mover, square, facing, points, MoveMode.FREE)
            assert asked == (stops.get((square, facing)), expected.reason)
    assert "_reach_cache" not in board.__dict__  # every answer was searched, none read


@settings(max_examples=120, deadline=None)
@given(boards(people=6), st.sampled_from(list(MoveMode)), st.integers(0, 8), st.data())
def test_a_reachs_stops_in_order_and_one_by_one_are_its_stops(
    board: Board, mode: MoveMode, points: int, data: st.DataObject
) -> None:
    """`in_order` and `cost` read before the stops' dictionary is made (a free move's
    bits, a search's states) say what `stops()` says, in (row, column, facing) order."""
    mover = data.draw(st.sampled_from(sorted(board.characters.values(), key=lambda c: c.id)))
    expected = reference_reach(board, mover, points, mode, False).stops()
    keys = reachable(board, mover, points, mode).in_order()
    board.__dict__.pop("_reach_cache", None)
    squares = [*board.squares(), Square(-1, 0)]
    costs = {
        (square, facing): reachable(board, mover, points, mode).cost(square, facing)
        for square in squares
        for facing in Facing
    }
    assert {k: v for k, v in costs.items() if v is not None} == expected
    ordered = sorted(expected, key=lambda k: (k[0].y, k[0].x, k[1]))
    assert keys == ordered
    reach = reachable(board, mover, points, mode)
    assert reach.stops() == expected and reach.in_order() == keys


@settings(max_examples=200, deadline=None)
@given(boards(people=8))
def test_a_square_in_an_enemys_zone_mask_is_one_he_engages(board: Board) -> None:
    """strategic.move asks the zone masks whether a mover is engaged by an enemy."""
    for character in board.characters.values():
        masks = enemy_zone_masks(board, character)
        engaged = any(e.engaged == character.id for e in engagements(board))
        assert bool(masks[board.index(character.at)]) == engaged
