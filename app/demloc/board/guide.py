"""The step-by-step build guide of a map and the parts to gather from the box
(6.4.1 "Map creation phase")."""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

from demloc.board.position import BOX_ELEMENTS, BoardMap, ElementKind, daemon_tag
from demloc.board.squares import Facing, Square
from demloc.board.tiles import TileLibrary

SIDE_WORDS = {"A": "exterior", "B": "interior"}
EDGE_WORDS = {Facing.N: "north", Facing.E: "east", Facing.S: "south", Facing.W: "west"}


@dataclasses.dataclass(frozen=True)
class GuideStep:
    number: int
    text: str
    squares: tuple[Square, ...]  # what to highlight on the map
    tile: int | None = None  # the tile this step lays, if it lays one


def build_guide(board_map: BoardMap, library: TileLibrary) -> list[GuideStep]:
    """Tiles in order, then scene elements, deployment zones, tokens and miniatures."""
    steps: list[tuple[str, tuple[Square, ...], int | None]] = []
    for placed in board_map.tiles:
        tile = library.get(placed.tile)
        name = f" ({tile.name})" if tile else ""
        side = tile.sides[placed.side.value].rotated(placed.rotation) if tile else None
        width, height = (side.width, side.height) if side else (1, 1)
        squares = tuple(
            Square(placed.at.x + x, placed.at.y + y) for y in range(height) for x in range(width)
        )
        turn = f", turned {placed.rotation} degrees clockwise" if placed.rotation else ""
        steps.append((
            f"Tile {placed.tile}{name}, side {placed.side.value} "
            f"({SIDE_WORDS[placed.side.value]}){turn}, its top-left square on "
            f"{placed.at.name} (column {placed.at.x + 1}, row {placed.at.y + 1})",
            squares,
            placed.tile,
        ))  # fmt: skip
    for element in board_map.elements:
        if element.kind is ElementKind.DOOR and element.edge is not None:
            text = f"A door on the {EDGE_WORDS[element.edge]} edge of {element.at.name}"
        else:
            text = f"A {element.kind.label} on {element.at.name}"  # no element starts with a vowel
        steps.append((text, (element.at,), None))
    for zone in board_map.zones:
        names = ", ".join(s.name for s in zone.squares[:6]) + (
            "..." if len(zone.squares) > 6 else ""
        )
        steps.append((f"The {zone.name} deployment zone: {names}", zone.squares, None))
    for token in board_map.tokens:
        article = "An" if token.kind.value[0] in "aeiou" else "A"
        steps.append((f"{article} {token.kind.value} token on {token.at.name}", (token.at,), None))
    for c in board_map.characters:
        who = f" ({c.name})" if c.name else ""
        steps.append((
            f"Miniature {c.colour} {daemon_tag(c.number)}{who} on {c.at.name}, "
            f"facing {EDGE_WORDS[c.facing]}",
            (c.at,),
            None,
        ))  # fmt: skip
    return [GuideStep(n, text, squares, tile) for n, (text, squares, tile) in enumerate(steps, 1)]


def parts_list(board_map: BoardMap, library: TileLibrary) -> dict[str, Any]:
    """What to take out of the box: tiles with the side up, elements by count."""
    tiles = []
    for placed in board_map.tiles:
        tile = library.get(placed.tile)
        tiles.append(
            f"tile {placed.tile}{f' ({tile.name})' if tile else ''}, side {placed.side.value}"
        )
    elements = Counter(e.kind for e in board_map.elements)
    shortfall = {
        kind.label: used - BOX_ELEMENTS[kind]
        for kind, used in elements.items()
        if kind in BOX_ELEMENTS and used > BOX_ELEMENTS[kind]
    }
    return {
        "tiles": tiles,
        "elements": {
            kind.label: n for kind, n in sorted(elements.items(), key=lambda kv: kv[0].value)
        },
        "tokens": dict(Counter(t.kind.value for t in board_map.tokens)),
        "miniatures": dict(Counter(c.colour for c in board_map.characters)),
        "more_than_the_box_has": shortfall,
    }
