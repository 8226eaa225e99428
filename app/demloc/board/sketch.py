"""Small boards drawn as text, for tests and examples: one tile drawing in the format of
tiles/README.md whose squares may also hold elements, tokens and characters.

    t tree   c column   b barrel   s bush   w small wall   p palisade
    o objective token   r relic token   A-Z a character, described beside the drawing
"""

from __future__ import annotations

from collections.abc import Mapping

from demloc.board.errors import BoardError
from demloc.board.position import (
    BoardMap,
    Character,
    Element,
    ElementKind,
    PlacedTile,
    Side,
    Token,
    TokenKind,
)
from demloc.board.squares import Facing, Square
from demloc.board.tiles import Tile, TileLibrary, parse_side

SKETCH_TILE = 99
_ELEMENTS = {"t": ElementKind.TREE, "c": ElementKind.COLUMN, "b": ElementKind.BARREL,
             "s": ElementKind.BUSH}  # fmt: skip
_TOKENS = {"o": TokenKind.OBJECTIVE, "r": TokenKind.RELIC}


def sketch_map(
    drawing: str, characters: Mapping[str, Mapping[str, object]] | None = None
) -> tuple[BoardMap, TileLibrary]:
    """A map and a one-tile library from a drawing; `characters` maps a letter to its
    fields (colour, facing, and optionally movement, weapon_range, long_range, fly)."""
    lines = [line for line in drawing.splitlines() if line.strip()]
    if len(lines) < 3 or len(lines) % 2 == 0:
        raise BoardError("a sketch needs an odd number of lines, at least 3")
    width = (max(len(line.rstrip()) for line in lines) - 1) // 2
    height = (len(lines) - 1) // 2
    elements: list[Element] = []
    tokens: list[Token] = []
    people: list[Character] = []
    cleaned = []
    for row, line in enumerate(lines):
        chars = list(line.ljust(2 * width + 1))
        if row % 2 == 1:
            for x in range(width):
                col = 2 * x + 1
                char = chars[col]
                at = Square(x, row // 2)
                if char in _ELEMENTS:
                    elements.append(Element(_ELEMENTS[char], at))
                elif char in _TOKENS:
                    tokens.append(Token(_TOKENS[char], at))
                elif char.isupper():
                    spec = dict((characters or {}).get(char, {}))
                    people.append(
                        Character(
                            id=char,
                            colour=str(spec.pop("colour", "red")),
                            number=int(str(spec.pop("number", len(people) + 1))),
                            at=at,
                            facing=Facing.parse(str(spec.pop("facing", "N"))),
                            name=str(spec.pop("name", char)),
                            movement=int(str(spec.pop("movement", 0))),
                            weapon_range=int(str(spec.pop("weapon_range", 0))),
                            long_range=bool(spec.pop("long_range", False)),
                            fly=int(str(spec.pop("fly", 0))),
                        )
                    )
                    if spec:
                        raise BoardError(f"character {char}: unknown fields {sorted(spec)}")
                else:
                    continue
                chars[col] = "."
        cleaned.append("".join(chars))
    side = parse_side(cleaned, (width, height), "<sketch>", 1)
    tile = Tile(SKETCH_TILE, "sketch", "<sketch>", {"A": side, "B": side})
    board_map = BoardMap(
        name="sketch",
        tiles=(PlacedTile(SKETCH_TILE, Side.A, 0, Square(0, 0)),),
        elements=tuple(elements),
        tokens=tuple(tokens),
        characters=tuple(people),
    )
    return board_map, TileLibrary({SKETCH_TILE: tile})
