"""Squares, facings and directions on the grid.

A square is named like a spreadsheet cell: column letters then row number, "A1" at the
top-left (north-west) corner, rows counting southwards.
"""

from __future__ import annotations

import enum
import re
from typing import NamedTuple

from demloc.board.errors import BoardError

# No table holds a map wider or longer than this many squares: a bigger offset in a
# file is damage, refused before a grid is made for it.
MAX_OFFSET = 200


class Square(NamedTuple):
    x: int
    y: int

    @property
    def name(self) -> str:
        return f"{column_name(self.x)}{self.y + 1}"

    @classmethod
    def parse(cls, text: str) -> Square:
        match = _SQUARE.match(text.strip().upper())
        if match is None:
            raise BoardError(f"'{text}' is not a square: write a column and a row, like 'C4'")
        column = 0
        for letter in match[1]:
            column = column * 26 + (ord(letter) - 64)
        return cls(column - 1, int(match[2]) - 1)

    def step(self, dx: int, dy: int) -> Square:
        return Square(self.x + dx, self.y + dy)

    def __str__(self) -> str:
        return self.name


_SQUARE = re.compile(r"^([A-Z]+)([1-9][0-9]*)$")


def column_name(x: int) -> str:
    if x < 0:  # off the map's left edge: no letter names it
        return f"(column {x + 1})"
    letters = ""
    x += 1
    while x:
        x, rest = divmod(x - 1, 26)
        letters = chr(65 + rest) + letters
    return letters


class Facing(enum.IntEnum):
    """A character's orientation: the arrow on its coloured base (7.1.1)."""

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def vector(self) -> tuple[int, int]:
        return _VECTORS[self]

    def turned(self, quarter_turns: int) -> Facing:
        """Turned clockwise by `quarter_turns` (negative: anticlockwise)."""
        return Facing((self + quarter_turns) % 4)

    @property
    def left(self) -> tuple[int, int]:
        return _VECTORS[self.turned(-1)]

    @property
    def right(self) -> tuple[int, int]:
        return _VECTORS[self.turned(1)]

    @classmethod
    def parse(cls, text: str) -> Facing:
        try:
            return cls[text.strip().upper()]
        except KeyError:
            raise BoardError(f"'{text}' is not a facing: use N, E, S or W") from None


_VECTORS = {Facing.N: (0, -1), Facing.E: (1, 0), Facing.S: (0, 1), Facing.W: (-1, 0)}

# The eight neighbours, clockwise from north.
NEIGHBOURS = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))


def relative(facing: Facing, forward: int, right: int) -> tuple[int, int]:
    """The offset `forward` squares ahead and `right` squares to the right of `facing`."""
    fx, fy = facing.vector
    rx, ry = facing.right
    return (fx * forward + rx * right, fy * forward + ry * right)


def behind_squares(square: Square, facing: Facing) -> tuple[Square, ...]:
    """The 3 squares opposite a character's orientation (7.1.1, 7.3.2.1)."""
    return tuple(square.step(*relative(facing, -1, side)) for side in (-1, 0, 1))
