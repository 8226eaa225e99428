"""Properties of the board engine over random boards (hypothesis)."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from demloc.board.board import Board
from demloc.board.movement import MoveMode, reachable
from demloc.board.position import BoardMap, Element
from demloc.board.sight import _Line, firing_line, has_clear_shot, in_view
from demloc.board.squares import Square
from demloc.board.view import view_squares
from demloc.board.zones import zone
from support.boards import boards

# 7.2.1 costs of each action, as the rulebook gives them (RULINGS.md ).
ACTION_COST = {
    "turn": 1, "forward": 1, "sidestep": 1, "back": 2, "diagonal": 2, "back-diagonal": 3,
}  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(boards(), st.sampled_from(list(MoveMode)), st.integers(0, 8))
def test_a_paths_cost_is_the_sum_of_its_steps(board: Board, mode: MoveMode, points: int) -> None:
    mover = next(iter(board.characters.values()))
    reach = reachable(board, mover, points, mode)
    for (square, facing), cost in reach.stops().items():
        path = reach.path_to(square, facing)
        assert path is not None and path[0].square == mover.at and path[-1].cost == cost
        total = 0
        for step in path[1:]:
            # +1 for a partially walkable square entered (7.2.1).
            extra = (
                1 if board.terrain[board.index(step.square)] == 1 and step.action != "turn" else 0
            )
            total += ACTION_COST[step.action] + extra
            assert step.cost == total
        assert total <= points


@settings(max_examples=150, deadline=None)
@given(boards(), st.integers(0, 7))
def test_more_points_never_shrink_the_reach(board: Board, points: int) -> None:
    mover = next(iter(board.characters.values()))
    for mode in MoveMode:
        fewer = set(reachable(board, mover, points, mode).stops())
        more = set(reachable(board, mover, points + 1, mode).stops())
        assert fewer <= more


@settings(max_examples=150, deadline=None)
@given(boards(people=6))
def test_blocking_is_symmetric_between_two_characters(board: Board) -> None:
    # Walls, trees, columns and third characters block both ways (7.2.2). The
    # shooter-specific exceptions (an ally in front) are set aside by facing away.
    people = list(board.characters.values())
    for a in people:
        for b in people:
            if a.id >= b.id:
                continue
            others = {c.at for c in people if c.id not in (a.id, b.id)}
            ab = firing_line(board, a, b, arcane=True)
            ba = firing_line(board, b, a, arcane=True)
            fronts = {a.at.step(*a.facing.vector), b.at.step(*b.facing.vector)}
            if not fronts & others:
                assert ab.blocked == ba.blocked


@settings(max_examples=150, deadline=None)
@given(boards(people=6), st.one_of(st.none(), st.integers(0, 12)))
def test_the_quick_clear_shot_test_agrees_with_the_full_line(
    board: Board, weapon_range: int | None
) -> None:
    # 7.2.2: a shot needs the target in view, in range and not blocked; the quick test
    # skips the walk when view or range already say no, and must answer the same.
    for shooter in board.characters.values():
        for target in board.characters.values():
            if target.id != shooter.id:
                full = firing_line(board, shooter, target, weapon_range).clear
                assert has_clear_shot(board, shooter, target, weapon_range) == full


@settings(max_examples=200, deadline=None)
@given(boards(people=6))
def test_the_whole_board_view_agrees_with_each_line(board: Board) -> None:
    for shooter in board.characters.values():
        line = _Line(board, shooter, False)
        expected = {
            q
            for q in board.squares()
            if q != shooter.at and in_view(shooter, q) and not line.walk(q)[0]
        }
        assert view_squares(board, shooter) == expected


def _rotate_square(square: Square, height: int) -> Square:
    # A quarter turn clockwise of a board `height` rows high.
    return Square(height - 1 - square.y, square.x)


def _rotated(board: Board) -> Board:
    """The same board turned a quarter clockwise: tile, elements, characters."""
    original: BoardMap = board.map
    h = board.height
    tiles = tuple(dataclasses.replace(t, rotation=(t.rotation + 90) % 360) for t in original.tiles)
    elements = tuple(
        Element(e.kind, _rotate_square(e.at, h), None if e.edge is None else e.edge.turned(1))
        for e in original.elements
    )
    characters = tuple(
        dataclasses.replace(c, at=_rotate_square(c.at, h), facing=c.facing.turned(1))
        for c in original.characters
    )
    rotated_map = dataclasses.replace(
        original, tiles=tiles, elements=elements, characters=characters
    )
    return Board.build(rotated_map, board.library)


@settings(max_examples=100, deadline=None)
@given(boards(people=3))
def test_a_rotated_board_gives_rotated_answers(board: Board) -> None:
    turned = _rotated(board)
    h = board.height
    for character in board.characters.values():
        twin = turned.character(character.id)
        assert twin.at == _rotate_square(character.at, h)
        # Control zones (7.1.1).
        assert {_rotate_square(s, h) for s in zone(board, character).all} == zone(turned, twin).all
        # Movement (7.2.1).
        reach = reachable(board, character, 5, MoveMode.EVASIVE).stops()
        turned_reach = reachable(turned, twin, 5, MoveMode.EVASIVE).stops()
        assert {
            (_rotate_square(s, h), f.turned(1)): c for (s, f), c in reach.items()
        } == turned_reach
        # Firing lines (7.2.2).
        for other in board.characters.values():
            if other.id != character.id:
                line = firing_line(board, character, other)
                twin_line = firing_line(turned, twin, turned.character(other.id))
                assert (line.blocked, line.penalty, line.in_view, line.distance) == (
                    twin_line.blocked,
                    twin_line.penalty,
                    twin_line.in_view,
                    twin_line.distance,
                )
