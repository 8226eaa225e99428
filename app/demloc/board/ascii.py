"""The board as text, in the drawing style of the tile files (for the command line)."""

from __future__ import annotations

from collections.abc import Mapping

from demloc.board.board import Board
from demloc.board.position import ElementKind
from demloc.board.squares import Facing, Square, column_name
from demloc.board.tiles import Edge

ELEMENT_LETTERS = {
    ElementKind.TREE: "t",
    ElementKind.COLUMN: "c",
    ElementKind.BARREL: "b",
    ElementKind.BUSH: "s",
    ElementKind.SMALL_WALL: "w",
    ElementKind.PALISADE: "p",
}
ARROWS = {Facing.N: "^", Facing.E: ">", Facing.S: "v", Facing.W: "<"}
_H = {Edge.OPEN: " ", Edge.WALL: "-", Edge.DOOR: "D", Edge.WINDOW: "W"}
_V = {Edge.OPEN: " ", Edge.WALL: "|", Edge.DOOR: "D", Edge.WINDOW: "W"}


def render(board: Board, marks: Mapping[Square, str] | None = None) -> str:
    """Characters as arrows of their facing, elements as letters, `marks` over squares.

    Map edges are drawn as walls would be, so the outline of the map shows.
    """
    marks = marks or {}
    w, h = board.width, board.height
    tokens = {t.at: ("r" if t.kind.value == "relic" else "o") for t in board.map.tokens}

    def on(x: int, y: int) -> bool:
        return 0 <= x < w and 0 <= y < h and board.on_map[y * w + x]

    def h_edge(x: int, y: int) -> str:  # north edge of (x, y)
        if on(x, y) != on(x, y - 1):
            return "="
        if not on(x, y):
            return " "
        return _H[board.north[y * w + x]]

    def v_edge(x: int, y: int) -> str:  # west edge of (x, y)
        if on(x, y) != on(x - 1, y):
            return "I"
        if not on(x, y):
            return " "
        return _V[board.west[y * (w + 1) + x]]

    header = "   " + "".join(f" {column_name(x)[-1]}" for x in range(w))
    lines = [header]
    for y in range(h + 1):
        lines.append("   +" + "+".join(h_edge(x, y) for x in range(w)) + "+")
        if y == h:
            break
        row = f"{y + 1:>3}"
        for x in range(w + 1):
            row += v_edge(x, y)
            if x < w:
                row += _square_text(board, Square(x, y), marks, tokens)
        lines.append(row)
    legend = [
        f"{ARROWS[c.facing]} {c.at.name} {c.id}: {c.label}" for c in board.characters.values()
    ]
    return "\n".join(lines + legend) + "\n"


def _square_text(
    board: Board, square: Square, marks: Mapping[Square, str], tokens: Mapping[Square, str]
) -> str:
    if not board.contains(square):
        return " "
    if square in marks:
        return marks[square][:1]
    i = board.index(square)
    occupant = board.occupant.get(i)
    if occupant is not None:
        return ARROWS[occupant.facing]
    feature = board.feature[i]
    if feature is not None:
        return ELEMENT_LETTERS[feature]
    return tokens.get(square, ".")
