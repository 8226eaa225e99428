"""Editing a map's tiles as one lays them on the table: a tile moved, turned or flipped
takes with it everything that stands on it (doors, scene elements, tokens, deployment
squares and miniatures). Pure functions from a map to a new map; the caller checks the
result with `Board.build`, whose refusal names what is wrong."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from demloc.board.errors import MapError
from demloc.board.position import BoardMap, Side
from demloc.board.squares import Facing, Square
from demloc.board.tiles import TileLibrary

Carry = Callable[[Square], Square]


def tile_squares(board_map: BoardMap, library: TileLibrary, index: int) -> frozenset[Square]:
    """The squares the tile at `index` of the map covers."""
    placed = board_map.tiles[index]
    tile = library.get(placed.tile)
    if tile is None:
        raise MapError(f"tile {placed.tile} is not in the tile library")
    side = tile.sides[placed.side.value].rotated(placed.rotation)
    return frozenset(
        Square(placed.at.x + x, placed.at.y + y)
        for y in range(side.height)
        for x in range(side.width)
    )


def _carried(board_map: BoardMap, on_tile: frozenset[Square], carry: Carry, turns: int) -> BoardMap:
    """The map with everything on `on_tile` carried (squares by `carry`, facings and
    door sides turned clockwise by `turns`)."""

    def where(square: Square) -> Square:
        return carry(square) if square in on_tile else square

    def facing(old: Facing, square: Square) -> Facing:
        return old.turned(turns) if square in on_tile else old

    def edge(old: Facing | None, square: Square) -> Facing | None:
        return None if old is None else facing(old, square)

    return dataclasses.replace(
        board_map,
        elements=tuple(
            dataclasses.replace(e, at=where(e.at), edge=edge(e.edge, e.at))
            for e in board_map.elements
        ),
        tokens=tuple(dataclasses.replace(t, at=where(t.at)) for t in board_map.tokens),
        zones=tuple(
            dataclasses.replace(z, squares=tuple(where(s) for s in z.squares))
            for z in board_map.zones
        ),
        characters=tuple(
            dataclasses.replace(c, at=where(c.at), facing=facing(c.facing, c.at))
            for c in board_map.characters
        ),
    )


def _with_tile(board_map: BoardMap, index: int, **changes: object) -> BoardMap:
    tiles = list(board_map.tiles)
    tiles[index] = dataclasses.replace(tiles[index], **changes)  # type: ignore[arg-type]
    return dataclasses.replace(board_map, tiles=tuple(tiles))


def move_tile(board_map: BoardMap, library: TileLibrary, index: int, at: Square) -> BoardMap:
    """The tile's top-left square to `at`, and all on it moved by the same step."""
    placed = board_map.tiles[index]
    if at.x < 0 or at.y < 0:
        raise MapError(f"tile {placed.tile} cannot go to a negative offset")
    dx, dy = at.x - placed.at.x, at.y - placed.at.y
    on_tile = tile_squares(board_map, library, index)
    carried = _carried(board_map, on_tile, lambda s: s.step(dx, dy), 0)
    return _with_tile(carried, index, at=at)


def rotate_tile(board_map: BoardMap, library: TileLibrary, index: int) -> BoardMap:
    """A quarter turn clockwise about the tile's top-left corner square: the tile keeps
    its top-left square, what stands on it turns with it (a door keeps its wall, a
    miniature his facing relative to the tile)."""
    placed = board_map.tiles[index]
    on_tile = tile_squares(board_map, library, index)
    height = max(s.y for s in on_tile) - placed.at.y + 1
    origin = placed.at

    def turn(square: Square) -> Square:
        # As TileSide._quarter_turn: local (x, y) goes to (h - 1 - y, x).
        x, y = square.x - origin.x, square.y - origin.y
        return Square(origin.x + height - 1 - y, origin.y + x)

    carried = _carried(board_map, on_tile, turn, 1)
    return _with_tile(carried, index, rotation=(placed.rotation + 90) % 360)


def flip_tile(board_map: BoardMap, library: TileLibrary, index: int) -> BoardMap:
    """The other side up, in the same place; what stands on it stays where it is, and
    anything that no longer fits (a door on side A has no wall) is refused by the board's
    checks, naming it."""
    placed = board_map.tiles[index]
    side = Side.B if placed.side is Side.A else Side.A
    before = tile_squares(board_map, library, index)
    flipped = _with_tile(board_map, index, side=side)
    after = tile_squares(flipped, library, index)
    if before != after:
        raise MapError(f"tile {placed.tile}'s side {side.value} has another shape")
    return flipped
