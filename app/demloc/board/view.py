"""What one character sees: every square its firing lines reach unblocked.

The same rule as `sight.firing_line` (7.2.2, RULINGS.md R-18, R-19), computed for the
whole board at once, because the threat and visibility overlays redraw on every mouse
move. `tests/unit/board/test_view.py` checks that the two agree on random boards.

How: squares and edges share one "drawing grid" laid out like the tile files (square
(x, y) at cell (2y+1, 2x+1), its north edge at (2y, 2x+1), its west edge at
(2y+1, 2x)). For a board size, we work out once, for every cell offset, the *shadow*
it casts: the set of line offsets whose line checks that cell, as a Python integer
used as a bit set. A shooter's blocked lines are then the union of the shadows of the
cells that block, a few hundred integer ORs. Exact corners need both of their sides
blocked (R-18): their sides have shadows of their own over the corner events.
"""

from __future__ import annotations

import dataclasses
import functools

from demloc.board.board import Board, Cover
from demloc.board.position import Character
from demloc.board.sight import _CORNER, _EDGE, _SQUARE, _events
from demloc.board.squares import Facing, Square
from demloc.board.tiles import Edge


@dataclasses.dataclass(frozen=True)
class _Shadows:
    width: int
    height: int
    # cell offset key -> (bit set of the lines it blocks, bit sets of the corner events
    # whose first / second side it closes)
    shadow: dict[int, tuple[int, int, int]]
    corner_line: tuple[int, ...]  # corner event -> its line offset

    def key(self, drow: int, dcol: int) -> int:
        return (drow + 2 * self.height) * (4 * self.width + 1) + dcol + 2 * self.width

    def line(self, dx: int, dy: int) -> int:
        return (dy + self.height - 1) * (2 * self.width - 1) + dx + self.width - 1


@functools.lru_cache(maxsize=16)
def _shadows(width: int, height: int) -> _Shadows:
    shadows = _Shadows(width, height, {}, ())
    plain: dict[int, int] = {}
    sides: tuple[dict[int, int], dict[int, int]] = ({}, {})
    corner_line: list[int] = []
    for dy in range(-height + 1, height):
        for dx in range(-width + 1, width):
            bit = 1 << shadows.line(dx, dy)
            for event in _events(dx, dy):
                if event[0] == _SQUARE:
                    key = shadows.key(2 * event[2], 2 * event[1])
                    plain[key] = plain.get(key, 0) | bit
                elif event[0] == _EDGE:
                    _, ax, ay, bx, by = event
                    key = shadows.key(ay + by, ax + bx)
                    plain[key] = plain.get(key, 0) | bit
                else:
                    assert event[0] == _CORNER
                    _, hx, hy, s1x, s1y, s2x, s2y, ex, ey = event
                    corner_bit = 1 << len(corner_line)
                    corner_line.append(shadows.line(dx, dy))
                    for table, (sx, sy) in zip(sides, ((s1x, s1y), (s2x, s2y)), strict=True):
                        for drow, dcol in (
                            (hy + sy, hx + sx),
                            (2 * sy, 2 * sx),
                            (sy + ey, sx + ex),
                        ):
                            key = shadows.key(drow, dcol)
                            table[key] = table.get(key, 0) | corner_bit
    keys = set(plain) | set(sides[0]) | set(sides[1])
    shadow = {k: (plain.get(k, 0), sides[0].get(k, 0), sides[1].get(k, 0)) for k in keys}
    return _Shadows(width, height, shadow, tuple(corner_line))


def _static_cells(board: Board) -> list[tuple[int, int]]:
    """Drawing-grid cells that block whoever shoots: full cover and walls (cached)."""
    cached = board.static_cache.get("view_cells")
    if cached is not None:
        return cached  # type: ignore[return-value]
    w, h = board.width, board.height
    cells = [
        (2 * (i // w) + 1, 2 * (i % w) + 1) for i, c in enumerate(board.cover) if c is Cover.FULL
    ]
    cells += [(2 * (j // w), 2 * (j % w) + 1) for j, e in enumerate(board.north) if e is Edge.WALL]
    cells += [
        (2 * (j // (w + 1)) + 1, 2 * (j % (w + 1)))
        for j, e in enumerate(board.west)
        if e is Edge.WALL
    ]
    rows = [sum(1 << x for x in range(w) if board.on_map[y * w + x]) for y in range(h)]
    board.static_cache["view_cells"] = cells
    board.static_cache["view_rows"] = rows
    return cells


def view_rows(board: Board, shooter: Character) -> list[int]:
    """Per row y, a bit set of the columns x whose square `shooter` sees (bit x set).

    Arcane lines see the same squares: partial cover only changes the dice (7.2.3.1).
    """
    w, h = board.width, board.height
    shadows = _shadows(w, h)
    cells = _static_cells(board)
    on_map_rows: list[int] = board.static_cache["view_rows"]  # type: ignore[assignment]
    ox, oy = shooter.at
    fx, fy = shooter.facing.vector
    front = Square(ox + fx, oy + fy)
    blockers = list(cells)
    for i, occupant in board.occupant.items():
        at = board.square(i)
        # An ally frontally adjacent to the shooter is no interposition (7.2.2).
        if occupant.id != shooter.id and (occupant.is_enemy_of(shooter) or at != front):
            blockers.append((2 * at.y + 1, 2 * at.x + 1))
    shift = shadows.key(-(2 * oy + 1), -(2 * ox + 1))
    stride = 4 * w + 1
    table = shadows.shadow
    blocked = first = second = 0
    for row, col in blockers:
        found = table.get(row * stride + col + shift)
        if found is not None:
            blocked |= found[0]
            first |= found[1]
            second |= found[2]
    # Through a corner the line passes if either side is open (RULINGS.md R-18).
    both = first & second
    while both:
        lowest = both & -both
        blocked |= 1 << shadows.corner_line[lowest.bit_length() - 1]
        both ^= lowest
    full = (1 << w) - 1
    result = []
    for y in range(h):
        # 7.2.2: the 180 degrees in front, level squares included.
        if shooter.facing is Facing.N:
            in_view = full if y <= oy else 0
        elif shooter.facing is Facing.S:
            in_view = full if y >= oy else 0
        elif shooter.facing is Facing.E:
            in_view = full & ~((1 << ox) - 1)
        else:
            in_view = (1 << (ox + 1)) - 1
        row_blocked = (blocked >> shadows.line(-ox, y - oy)) & full
        seen = on_map_rows[y] & in_view & ~row_blocked
        if y == oy:
            seen &= ~(1 << ox)
        result.append(seen)
    return result


def view_squares(board: Board, shooter: Character) -> set[Square]:
    return {
        Square(x, y)
        for y, bits in enumerate(view_rows(board, shooter))
        for x in range(board.width)
        if bits >> x & 1
    }
