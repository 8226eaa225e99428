"""Square-to-pixel geometry of the board: one module for the scene and the exporter.

Scene units are "board units": one square is `SQUARE` units wide; a margin around the
map leaves room for the column letters and row numbers. Exports scale these units to
pixels or millimetres.
"""

from __future__ import annotations

import dataclasses

from demloc.board.squares import Facing, Square

SQUARE = 40.0  # scene units per square
MARGIN = 24.0  # room for the rulers
# A physical tile square, for printing at "table scale" (RULINGS.md R-40).
SQUARE_MM = 25.0


@dataclasses.dataclass(frozen=True)
class Rect:
    x: float
    y: float
    width: float
    height: float

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)


def square_rect(square: Square) -> Rect:
    return Rect(MARGIN + square.x * SQUARE, MARGIN + square.y * SQUARE, SQUARE, SQUARE)


def centre(square: Square) -> tuple[float, float]:
    return square_rect(square).centre


def square_at(x: float, y: float) -> Square:
    """The square under a scene point (it may lie off the map)."""
    return Square(int((x - MARGIN) // SQUARE), int((y - MARGIN) // SQUARE))


def edge_line(square: Square, side: Facing) -> tuple[float, float, float, float]:
    """The segment (x1, y1, x2, y2) of the edge on `side` of `square`."""
    r = square_rect(square)
    if side is Facing.N:
        return (r.x, r.y, r.x + r.width, r.y)
    if side is Facing.S:
        return (r.x, r.y + r.height, r.x + r.width, r.y + r.height)
    if side is Facing.W:
        return (r.x, r.y, r.x, r.y + r.height)
    return (r.x + r.width, r.y, r.x + r.width, r.y + r.height)


def board_rect(width: int, height: int) -> Rect:
    """The whole scene: the squares and the margin around them."""
    return Rect(0.0, 0.0, 2 * MARGIN + width * SQUARE, 2 * MARGIN + height * SQUARE)


def arrow(
    square: Square, facing: Facing, length: float = 0.42
) -> tuple[float, float, float, float]:
    """A miniature's orientation arrow: from its centre towards its facing."""
    cx, cy = centre(square)
    dx, dy = facing.vector
    return (cx, cy, cx + dx * SQUARE * length, cy + dy * SQUARE * length)


def pixels_per_unit(dpi: float, table_scale: bool = True) -> float:
    """Export scale: at table scale a square prints `SQUARE_MM` wide."""
    mm_per_unit = SQUARE_MM / SQUARE if table_scale else 25.4 / 96
    return dpi * mm_per_unit / 25.4
