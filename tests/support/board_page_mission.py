"""A mission in play on a map with every thing the table's page draws (issue 30): an
open tile (side A) and a room (side B) with a wall, a door, a window and a printed small
wall; elements, an objective token, two relic tokens (one the true one), two zones and
four characters. No pytest here: the page's browser tests' fake host imports it too."""

from __future__ import annotations

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
from demloc.board.tiles import TileLibrary, parse_tile
from demloc.catalog.catalog import Catalog
from demloc.missions.play import Context, Mission, new_mission
from support.play_missions import BOW, DICE

OPEN_SIDE = "\n".join(["+ + + + +", " . . . ."] * 4 + ["+ + + + +"])
ROOM_SIDE = """+-+-+D+-+
|. . . .|
+ + + + +
|. w . .D
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
PEOPLE = (
    Character("red-1", "red", 1, Square.parse("A2"), Facing.E, name="Corvin Ashblade"),
    Character("red-2", "red", 2, Square.parse("B3"), Facing.S, name="Mira"),
    Character("blue-1", "blue", 1, Square.parse("G2"), Facing.W, name="Tobias the Grey"),
    Character("blue-2", "blue", 2, Square.parse("G4"), Facing.N, name="Ysolde"),
)
BOARD = BoardMap(
    name="chapel yard",
    tiles=(PlacedTile(10, Side.A, 0, Square(0, 0)), PlacedTile(11, Side.B, 0, Square(4, 0))),
    elements=(
        Element(ElementKind.BARREL, Square.parse("C1")),
        Element(ElementKind.TREE, Square.parse("C4")),
        Element(ElementKind.BUSH, Square.parse("D4")),
    ),
    zones=(
        DeploymentZone("red", tuple(Square(0, y) for y in range(4))),
        DeploymentZone("blue", tuple(Square(7, y) for y in range(4))),
    ),
    tokens=(
        Token(TokenKind.OBJECTIVE, Square.parse("D2")),
        Token(TokenKind.RELIC, Square.parse("B1"), true_relic=True),
        Token(TokenKind.RELIC, Square.parse("E3")),
    ),
    characters=PEOPLE,
)


def board_page_mission(catalog: Catalog, seed: int = 7) -> Mission:
    """The mission, before its first turn."""
    spec = {"armour": 3, "hit": 2, "movement": 4, "hand_to_hand": "2", "ranged": "2",
            "primary": BOW}  # fmt: skip
    fighters = {c.id: dict(spec) for c in PEOPLE}
    players = [{"colour": "red", "fate_points": 2}, {"colour": "blue", "fate_points": 3}]
    return new_mission(BOARD, fighters, players, Context(LIBRARY, catalog, DICE), seed)
