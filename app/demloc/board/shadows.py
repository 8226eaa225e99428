"""Shadows: for a board size, the set of lines that one blocking cell cuts.

Cells are those of `view`'s drawing grid, taken relative to the shooter's square at
(0, 0) and in doubled units: square (x, y) is cell (2y, 2x), the edge between two
squares is the cell between them, and a grid corner is a cell with both coordinates
odd. A line is named by its offset (dx, dy) and is bit `line(dx, dy)` of a Python
integer used as a bit set; a shadow is such an integer.

Each shadow is worked out the first time a view needs it, from the geometry (an
angle and a row of targets at a time) rather than by walking every line:

- A square or an edge cuts the lines that cross its inside (7.2.2: a square touched
  "even partially" counts; the line's own start and end do not). Those are the
  targets strictly inside the angle the cell spans from (0, 0), beyond the cell: per
  row of targets an interval, found with integer arithmetic.
- A line exactly through a grid corner passes if either side of it is open (RULINGS.md
  R-18). A corner whose both sides are closed (by walls meeting there, a wall and a
  tree, two characters...) cuts every line through it beyond it: the lines of the
  offsets n * (p, q) for the corner at m/2 * (p, q), p and q coprime and odd, n > m/2.
  Which two of the four quarters around a corner are a line's sides depends on the
  way the line runs through it: lines running down-right or up-left (in y-down grid
  terms) have the north-east and south-west quarters as sides, the others the
  north-west and south-east ones.

`tests/unit/board/test_shadows.py` checks these shadows against the lines walked one
by one (`lines.events`).

The shadows kept are bounded (issue 31: +340 MiB on a 96x96 board after 1,500 shooter
positions): all board sizes together keep about `BUDGET` bytes at most. A size's table
past half of it ages: it becomes the old table (the one before is dropped) and a new
table starts; a shadow asked for again is moved from the old table to the new one, so
what the shooters keep asking for stays (a cheap least-recently-used order, nothing
added to a view's lookups). Past BUDGET in all, the other sizes' shadows are dropped. A
dropped shadow is worked out again when next asked for: the same answer.
"""

from __future__ import annotations

import functools
import math
import sys
import weakref

# A quarter around a grid corner, by the square it holds (with the two half-edges
# from the corner on that square's sides).
NE, NW, SE, SW = 1, 2, 4, 8
# Closed for the lines running down-right/up-left (`DIAGONAL`: NE and SW closed) or
# down-left/up-right (`ANTI`: NW and SE closed).
DIAGONAL, ANTI = 1, 2
# The bytes of shadows kept for all board sizes together (each shadow counted as its
# integer's size and its table entry's), checked each time a table grew by CHECK_BYTES.
BUDGET = 32 * 2**20
CHECK_BYTES = 2**20
_ENTRY_BYTES = 100  # a dict slot and its integer key, about


def closure(quarters: int) -> int:
    """Which ways a corner with these `quarters` closed stops the lines through it."""
    code = 0
    if quarters & (NE | SW) == NE | SW:
        code |= DIAGONAL
    if quarters & (NW | SE) == NW | SE:
        code |= ANTI
    return code


class Shadows:
    """The shadows of one board size, filled as they are asked for.

    Keys: a cell (row, col) relative to the shooter, biased to be non-negative, times
    4, plus a corner's closure code (0 for a square or an edge): `key(row, col) * 4 +
    code`, where `key` is linear so a shooter's keys are its board's keys plus one
    shift.
    """

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.stride = 4 * width + 1
        self.table: dict[int, int] = {}  # the newer shadows: what a view looks up first
        self.old: dict[int, int] = {}  # the table before the last ageing
        self.table_bytes = self.old_bytes = 0
        self._next_check = CHECK_BYTES
        _kept.add(self)

    @property
    def kept_bytes(self) -> int:
        return self.table_bytes + self.old_bytes

    def drop(self) -> None:
        """Drop every shadow kept (they are worked out again when asked for)."""
        self.table, self.old = {}, {}
        self.table_bytes = self.old_bytes = 0
        self._next_check = CHECK_BYTES

    def age(self) -> None:
        """The table becomes the old one, the old one is dropped, a new one starts."""
        self.old, self.old_bytes = self.table, self.table_bytes
        self.table, self.table_bytes = {}, 0

    def key(self, drow: int, dcol: int) -> int:
        return (drow + 2 * self.height) * self.stride + dcol + 2 * self.width

    def line(self, dx: int, dy: int) -> int:
        return (dy + self.height - 1) * (2 * self.width - 1) + dx + self.width - 1

    def shadow(self, entry: int) -> int:
        """The lines cut by table entry `entry` (worked out and kept on first asking)."""
        found = self.table.get(entry)
        if found is not None:
            return found
        found = self.old.pop(entry, None)
        size = 0
        if found is not None:
            size = sys.getsizeof(found) + _ENTRY_BYTES
            self.old_bytes -= size
        else:
            code = entry & 3
            drow, dcol = divmod(entry >> 2, self.stride)
            drow -= 2 * self.height
            dcol -= 2 * self.width
            if code:
                # The lines through the corner run one way: it cuts them if closed for it.
                way = DIAGONAL if (drow > 0) == (dcol > 0) else ANTI
                found = self.through_corner(drow, dcol) if code & way else 0
            else:
                found = self.inside(drow, dcol)
            size = sys.getsizeof(found) + _ENTRY_BYTES
        self.table[entry] = found
        self.table_bytes += size
        if self.table_bytes + self.old_bytes >= self._next_check:
            _trim(self)
        return found

    def through_corner(self, drow: int, dcol: int) -> int:
        """The lines that pass exactly through the corner (drow, dcol), both odd, and go
        on beyond it."""
        w, h = self.width, self.height
        m = math.gcd(drow, dcol)
        p, q = dcol // m, drow // m
        bits = 0
        n = (m + 1) // 2
        while abs(n * p) < w and abs(n * q) < h:
            bits |= 1 << self.line(n * p, n * q)
            n += 1
        return bits

    def inside(self, drow: int, dcol: int) -> int:
        """The lines that cross the inside of the square or edge at (drow, dcol)."""
        w, h = self.width, self.height
        if drow == dcol == 0:
            return 0  # the shooter's own square is on no line of its own
        x_lo, x_hi, y_lo, y_hi = -(w - 1), w - 1, -(h - 1), h - 1
        own = None
        if drow % 2 == 0 and dcol % 2 == 0:  # a square: the targets beyond it
            a, b = dcol // 2, drow // 2
            corners = [(dcol + i, drow + j) for i in (-1, 1) for j in (-1, 1)]
            if a > 0:
                x_lo = a
            elif a < 0:
                x_hi = a
            if b > 0:
                y_lo = b
            elif b < 0:
                y_hi = b
            own = (a, b)
        elif drow % 2 == 0:  # an edge between two squares of a row, at x = dcol / 2
            corners = [(dcol, drow - 1), (dcol, drow + 1)]
            if dcol > 0:
                x_lo = (dcol + 1) // 2
            else:
                x_hi = (dcol - 1) // 2
        else:  # an edge between two squares of a column, at y = drow / 2
            corners = [(dcol - 1, drow), (dcol + 1, drow)]
            if drow > 0:
                y_lo = (drow + 1) // 2
            else:
                y_hi = (drow - 1) // 2
        # The two corners the cell's angle runs between, seen from (0, 0): the first and
        # the last in the order u before v when u x v > 0 (a cross product), an order
        # within an angle under 180 degrees.
        first = last = corners[0]
        for c in corners[1:]:
            if c[0] * first[1] - c[1] * first[0] > 0:
                first = c
            if last[0] * c[1] - last[1] * c[0] > 0:
                last = c
        # Inside the angle: first x T > 0 and T x last > 0 (cross products), that is
        # a1 * dx < b1 * dy and a2 * dx < b2 * dy: per target row dy, bounds on dx.
        a1, b1, a2, b2 = first[1], first[0], -last[1], -last[0]
        row = 2 * w - 1
        base = (h - 1) * row + w - 1  # line(0, 0)
        bits = 0
        # Two sweeps of the rows away from the cell's own row. The targets inside the
        # angle and the board's columns make a convex region, so its rows on each
        # side are a run: a sweep stops at the first row past it.
        start = min(max(drow // 2, y_lo), y_hi)
        if y_lo > y_hi:
            return 0  # no row of targets lies beyond the cell
        for rows in (range(start, y_hi + 1), range(start - 1, y_lo - 1, -1)):
            seen = False
            for dy in rows:
                # a * dx <= b * dy - 1: an upper bound for a > 0, a lower one for a < 0.
                far_lo, far_hi = x_lo, x_hi
                if a1 > 0:
                    far_hi = (b1 * dy - 1) // a1
                else:
                    far_lo = -((1 - b1 * dy) // a1)
                if a2 > 0:
                    bound = (b2 * dy - 1) // a2
                    if bound < far_hi:
                        far_hi = bound
                else:
                    bound = -((1 - b2 * dy) // a2)
                    if bound > far_lo:
                        far_lo = bound
                lo = far_lo if far_lo > x_lo else x_lo
                hi = far_hi if far_hi < x_hi else x_hi
                if lo <= hi:
                    seen = True
                    bits |= ((1 << (hi - lo + 1)) - 1) << (dy * row + lo + base)
                elif seen and (far_lo > x_hi or far_hi < x_lo):
                    break  # the angle has left the board's columns for good
        if own is not None and abs(own[0]) < w and abs(own[1]) < h:
            bits &= ~(1 << self.line(*own))  # the line's own end does not cut it
        return bits


# Every board size's shadows alive (the cache below holds the last 16).
_kept: weakref.WeakSet[Shadows] = weakref.WeakSet()


def _trim(growing: Shadows) -> None:
    """A table past half of BUDGET ages (so one size keeps at most BUDGET, its two
    tables together); all sizes over BUDGET: the other sizes' shadows are dropped."""
    if growing.table_bytes > BUDGET // 2:
        growing.age()
    if sum(s.kept_bytes for s in _kept) > BUDGET:
        for other in list(_kept):
            if other is not growing:
                other.drop()
    growing._next_check = growing.kept_bytes + CHECK_BYTES


def kept_bytes() -> int:
    """The bytes of shadows kept, all board sizes together (at most about BUDGET)."""
    return sum(s.kept_bytes for s in _kept)


@functools.lru_cache(maxsize=16)
def shadows(width: int, height: int) -> Shadows:
    """The (lazily filled) shadows of a board size, kept by the process."""
    return Shadows(width, height)
