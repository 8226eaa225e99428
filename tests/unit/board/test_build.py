"""Building a board from a map: every impossible map refused with a named error."""

from __future__ import annotations

import dataclasses

import pytest

from demloc.board.board import Board, Cover, Terrain
from demloc.board.errors import MapError, UnknownCharacterError
from demloc.board.position import (
    BoardMap,
    Character,
    DeploymentZone,
    Element,
    ElementKind,
    PlacedTile,
    Side,
    Token,
    TokenKind,
)
from demloc.board.squares import Facing, Square
from demloc.board.tiles import Edge, TileLibrary, parse_tile

OPEN_SIDE = "\n".join(["+ + + + +", " . . . ."] * 4 + ["+ + + + +"])
ROOM_SIDE = """+-+-+D+-+
|. . . .|
+ + + + +
|. . . .D
+ + + + +
|. . . .W
+ + + + +
|. . . .|
+-+-+-+-+"""
LIBRARY = TileLibrary(
    {
        n: parse_tile(f"tile {n}\nsize 4x4\nside A\n{OPEN_SIDE}\nside B\n{ROOM_SIDE}\n", f"t{n}")
        for n in (10, 11)
    }
)
TWO_TILES = BoardMap(
    tiles=(
        PlacedTile(10, Side.A, 0, Square(0, 0)),
        PlacedTile(11, Side.A, 0, Square(4, 0)),
    )
)


def _free(board: Board) -> list[Square]:
    return [q for q in board.squares() if board.terrain[board.index(q)] is Terrain.FREE]


def _with(**changes: object) -> BoardMap:
    return dataclasses.replace(TWO_TILES, **changes)  # type: ignore[arg-type]


def test_two_tiles_side_by_side() -> None:
    board = Board.build(TWO_TILES, LIBRARY)
    assert (board.width, board.height) == (8, 4)
    assert len(board.squares()) == 32


@pytest.mark.parametrize(
    ("board_map", "fragment"),
    [
        (
            _with(
                tiles=(
                    PlacedTile(10, Side.A, 0, Square(0, 0)),
                    PlacedTile(11, Side.A, 0, Square(2, 1)),
                )
            ),
            "tile 11 overlaps tile 10 at C2",
        ),
        (
            _with(tiles=(PlacedTile(40, Side.A, 0, Square(0, 0)),)),
            "tile 40 is not in the tile library",
        ),
        (BoardMap(), "the map has no tiles"),
        (
            _with(elements=(Element(ElementKind.TREE, Square(9, 1)),)),
            "the tree at J2 is off the map",
        ),
        (
            _with(
                elements=(
                    Element(ElementKind.TREE, Square(1, 1)),
                    Element(ElementKind.BARREL, Square(1, 1)),
                )
            ),
            "the barrel at B2 stands on the tree",
        ),
        (
            _with(elements=(Element(ElementKind.DOOR, Square(1, 1), Facing.N),)),
            "the door at B2 N must stand on a wall; that edge is open",
        ),
        (
            _with(
                characters=(
                    Character("a", "red", 1, Square(1, 1), Facing.N),
                    Character("b", "blue", 1, Square(1, 1), Facing.S),
                )
            ),
            "shares the square with",
        ),
        (
            _with(
                characters=(
                    Character("a", "red", 1, Square(1, 1), Facing.N),
                    Character("a", "blue", 1, Square(2, 1), Facing.S),
                )
            ),
            "two characters have the id 'a'",
        ),
        (
            _with(
                elements=(Element(ElementKind.BARREL, Square(1, 1)),),
                characters=(Character("a", "red", 1, Square(1, 1), Facing.N),),
            ),
            "stands on the barrel: no character may stop there",
        ),
        (
            _with(tokens=(Token(TokenKind.RELIC, Square(0, 7)),)),
            "the relic token at A8 is off the map",
        ),
        (
            _with(zones=(DeploymentZone("red", (Square(0, 0), Square(0, 9))),)),
            "deployment zone 'red' has squares off the map: A10",
        ),
        (
            _with(tiles=(*TWO_TILES.tiles, PlacedTile(10, Side.B, 0, Square(8, 0)))),
            "tile 10 is placed twice",
        ),
        (
            _with(tiles=(PlacedTile(10, Side.A, 0, Square(0, 99_999_998)),)),
            "beyond any table",
        ),
    ],
)
def test_impossible_maps_are_named(board_map: BoardMap, fragment: str) -> None:
    with pytest.raises(MapError, match=fragment):
        Board.build(board_map, LIBRARY)


def test_elements_follow_the_rules_of_terrain_and_cover() -> None:
    # 7.2.1 terrain, 7.2.2 cover, RULINGS.md R-16 for bushes and palisades.
    kinds = [ElementKind.TREE, ElementKind.COLUMN, ElementKind.BARREL, ElementKind.BUSH]
    squares = [Square(0, 0), Square(2, 0), Square(0, 2), Square(2, 2)]
    board = Board.build(
        _with(elements=tuple(Element(k, s) for k, s in zip(kinds, squares, strict=True))), LIBRARY
    )
    got = [(board.terrain[board.index(s)], board.cover[board.index(s)]) for s in squares]
    assert got == [
        (Terrain.BLOCKED, Cover.FULL),
        (Terrain.BLOCKED, Cover.FULL),
        (Terrain.PARTIAL, Cover.PARTIAL),
        (Terrain.PARTIAL, Cover.PARTIAL),
    ]


def test_more_elements_than_the_box_holds_is_a_warning() -> None:
    board = Board.build(TWO_TILES, LIBRARY)
    trees = tuple(Element(ElementKind.TREE, s) for s in _free(board)[:7:1])
    assert (
        "the map uses 7 trees; the Rise of Guilds box has 6"
        in Board.build(_with(elements=trees), LIBRARY).warnings
    )


def test_where_tiles_meet_the_stronger_edge_wins() -> None:
    # RULINGS.md R-15: wall > window > door > open.
    board = Board.build(
        _with(
            tiles=(PlacedTile(10, Side.B, 0, Square(0, 0)), PlacedTile(11, Side.A, 0, Square(4, 0)))
        ),
        LIBRARY,
    )
    seam = [board.edge(Square(3, y), Facing.E) for y in range(4)]
    # Side A's open border gives way to side B's walls, door and window.
    assert seam == [Edge.WALL, Edge.DOOR, Edge.WINDOW, Edge.WALL]


def test_a_door_turns_a_wall_into_a_door() -> None:
    base = Board.build(_with(tiles=(PlacedTile(10, Side.B, 0, Square(0, 0)),)), LIBRARY)
    wall = (Square(0, 0), Facing.N)
    assert base.edge(*wall) is Edge.WALL
    board = Board.build(
        _with(
            tiles=(PlacedTile(10, Side.B, 0, Square(0, 0)),),
            elements=(Element(ElementKind.DOOR, wall[0], wall[1]),),
        ),
        LIBRARY,
    )
    assert board.edge(*wall) is Edge.DOOR


def test_unknown_character_lists_the_known_ones() -> None:
    board = Board.build(
        _with(characters=(Character("r1", "red", 1, Square(1, 1), Facing.N),)), LIBRARY
    )
    with pytest.raises(UnknownCharacterError, match=r"no character 'x1' on the board.*r1"):
        board.character("x1")


def test_a_diagonal_step_never_passes_the_map_edge() -> None:
    # 7.2.1, RULINGS.md R-14: from D2 to E3 the corner's flank E2 is off the map.
    from demloc.board.movement import reachable

    board = Board.build(
        BoardMap(
            tiles=(
                PlacedTile(10, Side.A, 0, Square(0, 0)),
                PlacedTile(11, Side.A, 0, Square(4, 2)),
            ),
            characters=(Character("a", "red", 1, Square(3, 1), Facing.E, movement=2),),
        ),
        LIBRARY,
    )
    assert not board.contains(Square(4, 1))
    path = reachable(board, board.character("a")).path_to(Square(4, 2))
    assert path is not None and [str(s) for s in path] == ["D2:E", "D3:E", "E3:E"]


def test_a_board_with_moved_characters_forgets_what_it_knew_of_the_old_places() -> None:
    # 7.1.1: who engages whom depends on where the characters stand; the caches a
    # board keeps (engagements, reach, zone masks) must follow `with_characters`.
    from demloc.board.movement import reachable
    from demloc.board.zones import engagements

    red = Character("r1", "red", 1, Square(1, 1), Facing.E, movement=4)
    blue = Character("b1", "blue", 1, Square(2, 1), Facing.W)
    near = Board.build(_with(characters=(red, blue)), LIBRARY)
    assert {(e.engager, e.engaged) for e in engagements(near)} == {("r1", "b1"), ("b1", "r1")}
    engaged_reach = reachable(near, red).squares()  # engaged: evasive moves only (7.2.1)
    far_blue = dataclasses.replace(blue, at=Square(7, 3))
    far = near.with_characters((red, far_blue))
    assert engagements(far) == []
    assert len(reachable(far, red).squares()) > len(engaged_reach)
    assert engagements(near) != []  # the first board is untouched
