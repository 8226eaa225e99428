"""The shadows of a board size, worked out from the geometry, against the lines
walked one by one (`lines.events`, RULINGS.md R-18)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from demloc.board.lines import CORNER, EDGE, SQUARE, events
from demloc.board.shadows import ANTI, DIAGONAL, NE, NW, SE, SW, Shadows, closure

# A quarter around a corner by the side of it the square lies (x east, y south).
_QUARTER = {(1, -1): NE, (-1, -1): NW, (1, 1): SE, (-1, 1): SW}
_SIDES = {DIAGONAL: NE | SW, ANTI: NW | SE}


def _walked(
    width: int, height: int
) -> tuple[dict[tuple[int, int], int], dict[tuple[int, int], int]]:
    """Per cell (drow, dcol), the lines crossing it; per exact corner, the lines through
    it; each as the bit set `Shadows.line` numbers."""
    shadows = Shadows(width, height)
    inside: dict[tuple[int, int], int] = {}
    corners: dict[tuple[int, int], int] = {}
    for dy in range(-height + 1, height):
        for dx in range(-width + 1, width):
            bit = 1 << shadows.line(dx, dy)
            for event in events(dx, dy):
                if event[0] == SQUARE:
                    cell = (2 * event[2], 2 * event[1])
                    inside[cell] = inside.get(cell, 0) | bit
                elif event[0] == EDGE:
                    _, ax, ay, bx, by = event
                    cell = (ay + by, ax + bx)
                    inside[cell] = inside.get(cell, 0) | bit
                else:
                    assert event[0] == CORNER
                    _, hx, hy, s1x, s1y, s2x, s2y, ex, ey = event
                    point = (hy + ey, hx + ex)
                    corners[point] = corners.get(point, 0) | bit
                    # Its sides are the two quarters of the way its lines run.
                    way = DIAGONAL if (point[0] > 0) == (point[1] > 0) else ANTI
                    sides = {
                        _QUARTER[(2 * sx - point[1], 2 * sy - point[0])]
                        for sx, sy in ((s1x, s1y), (s2x, s2y))
                    }
                    assert sum(sides) == _SIDES[way]
                    # The route of each side: the two half-edges on that side.
                    for sx, sy in ((s1x, s1y), (s2x, s2y)):
                        assert {(hy + sy, hx + sx), (sy + ey, sx + ex)} <= {
                            (point[0] + r, point[1] + c)
                            for r, c in ((-1, 0), (1, 0), (0, -1), (0, 1))
                        }
    return inside, corners


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 16), st.integers(1, 16))
def test_each_shadow_is_the_set_of_lines_walked_through_it(width: int, height: int) -> None:
    inside, corners = _walked(width, height)
    shadows = Shadows(width, height)
    for drow in range(-2 * height, 2 * height + 1):
        for dcol in range(-2 * width, 2 * width + 1):
            if drow % 2 and dcol % 2:
                for code in (DIAGONAL, ANTI, DIAGONAL | ANTI):
                    way = DIAGONAL if (drow > 0) == (dcol > 0) else ANTI
                    expected = corners.get((drow, dcol), 0) if code & way else 0
                    assert shadows.shadow(shadows.key(drow, dcol) * 4 + code) == expected
            else:
                expected = inside.get((drow, dcol), 0)
                assert shadows.shadow(shadows.key(drow, dcol) * 4) == expected


def test_a_corner_is_closed_by_two_opposite_quarters() -> None:
    assert closure(NE | SW) == DIAGONAL
    assert closure(NW | SE) == ANTI
    assert closure(NE | NW | SE | SW) == DIAGONAL | ANTI
    assert closure(NE | NW) == closure(SE) == 0
