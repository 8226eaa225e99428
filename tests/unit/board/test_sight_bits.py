"""The bit-set answers of firing lines and views against the plain walk (7.2.2).

`lines.line_bits` and `view.view_rows` replace walking each line square by square;
these properties hold them to the walk (`sight._Line.walk`), which names every
obstacle, on random boards and on the largest map.
"""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from demloc.board import mapfile
from demloc.board.board import Board
from demloc.board.lines import line_bits
from demloc.board.position import Character
from demloc.board.sight import _Line, firing_line, has_clear_shot, in_view
from demloc.board.sketch import sketch_map
from demloc.board.squares import Square
from demloc.board.tiles import load_tile_library
from demloc.board.view import view_squares
from demloc.paths import resources_dir, tiles_dir
from support.boards import boards


def _walked_view(board: Board, shooter: Character) -> set[Square]:
    line = _Line(board, shooter, False)
    return {
        q
        for q in board.squares()
        if q != shooter.at and in_view(shooter, q) and not line.walk(q)[0]
    }


@settings(max_examples=200, deadline=None)
@given(boards(people=8), st.booleans())
def test_the_bit_set_line_agrees_with_the_walk(board: Board, arcane: bool) -> None:
    people = list(board.characters.values())
    for shooter in people:
        walk = _Line(board, shooter, arcane)
        for target in board.squares():
            blockers, cover = walk.walk(target)
            assert line_bits(board, shooter, target.x, target.y, arcane) == (
                bool(blockers),
                len(cover),
            )
            quick = line_bits(board, shooter, target.x, target.y, arcane, count_cover=False)
            assert quick == (bool(blockers), 0)


@settings(max_examples=150, deadline=None)
@given(boards(people=6), st.booleans(), st.one_of(st.none(), st.integers(0, 8)))
def test_a_firing_line_names_what_the_walk_finds(
    board: Board, arcane: bool, weapon_range: int | None
) -> None:
    for shooter in board.characters.values():
        for target in board.characters.values():
            if target.id == shooter.id:
                continue
            line = firing_line(board, shooter, target, weapon_range, arcane)
            blockers, cover = _Line(board, shooter, arcane).walk(target.at)
            assert (line.blocked, line.penalty) == (bool(blockers), len(cover))
            assert (line.blockers, line.cover) == (tuple(blockers), tuple(cover))
            assert line == firing_line(board, shooter, target, weapon_range, arcane)
            assert line.to_json()["explanation"] == line.explain()
            if not arcane:
                assert has_clear_shot(board, shooter, target, weapon_range) == line.clear


@settings(max_examples=60, deadline=None)
@given(boards(max_side=14, people=8))
def test_the_view_of_a_larger_board_agrees_with_each_line(board: Board) -> None:
    for shooter in board.characters.values():
        assert view_squares(board, shooter) == _walked_view(board, shooter)


@settings(max_examples=150, deadline=None)
@given(boards(max_side=5, people=8), st.data())
def test_the_view_after_a_move_and_from_elsewhere(board: Board, data: st.DataObject) -> None:
    # The board keeps what its characters block for as long as they stand still: a
    # moved board answers for its own characters, and a shooter placed elsewhere on
    # the board (a move being tried) does not block its own lines from its old square.
    shooter = data.draw(st.sampled_from(list(board.characters.values())))
    view_squares(board, shooter)
    free = [
        q
        for q in board.squares()
        if board.index(q) not in board.occupant and board.terrain[board.index(q)] == 0
    ]
    if not free:
        return
    at = data.draw(st.sampled_from(free))
    moved = dataclasses.replace(shooter, at=at)
    after = board.with_character(moved)
    assert view_squares(after, moved) == _walked_view(after, moved)
    assert view_squares(board, moved) == _walked_view(after, moved)
    for other in after.characters.values():
        assert view_squares(after, other) == _walked_view(after, other)


def test_the_largest_map_every_view_and_line() -> None:
    path = resources_dir() / "maps" / "all-fourteen-tiles.json"
    board = Board.build(mapfile.load(path), load_tile_library(tiles_dir()))
    people = list(board.characters.values())
    for shooter in people:
        assert view_squares(board, shooter) == _walked_view(board, shooter)
        for target in people:
            if target.id != shooter.id:
                line = firing_line(board, shooter, target)
                blockers, cover = _Line(board, shooter, False).walk(target.at)
                assert (line.blocked, line.penalty) == (bool(blockers), len(cover))


def test_an_ally_in_front_blocks_no_view_an_enemy_there_does() -> None:
    # 7.2.2: an ally frontally adjacent to the shooter is no interposition; the view
    # leaves it out of what blocks, an enemy in its place blocks.
    drawing = """
+ + + + +
 . . G .
+ + + + +
 . . . .
+ + + + +
 . . R .
+ + + + +
 . s M t
+ + + + +
"""
    for colour, behind_seen in (("red", True), ("blue", False)):
        board_map, library = sketch_map(
            drawing,
            {
                "M": {"colour": "red", "facing": "N"},
                "R": {"colour": colour, "facing": "N"},
                "G": {"colour": "blue", "facing": "S"},
            },
        )
        board = Board.build(board_map, library)
        shooter = board.character("M")
        seen = view_squares(board, shooter)
        assert seen == _walked_view(board, shooter)
        assert (Square(2, 1) in seen) is behind_seen
        for other in board.characters.values():
            assert view_squares(board, other) == _walked_view(board, other)
