"""What a centre-to-centre line crosses, and firing lines answered with bit sets.

`events` is the geometry of a line: the squares, edges and exact corners it touches
(7.2.2: every square it touches counts, "even partially"; RULINGS.md R-18 for a line
exactly through a grid corner). `line_bits` answers a firing line by the same rule as
`sight._Line.walk` (7.2.2, R-17, R-18), blocked or not and the partial cover penalty,
without making an `Obstacle` for anything: `sight.firing_line` names the obstacles
only when they are read. `tests/unit/board/test_sight_bits.py` checks that the two
agree on random boards.

How: squares and edges share one "drawing grid" (square (x, y) at cell (2y+1, 2x+1),
its north edge at (2y, 2x+1), its west edge at (2y+1, 2x)), read as one Python integer
with bit `row * (2 * width + 1) + col` per cell. A board keeps two such integers:
what blocks (walls, full cover, the squares where characters stand) and what gives
partial cover (windows, partial cover). A line's cells depend only on its offset
(`events`), so each offset's cells are bit masks made once per board width; a line is
then a few shifts and ANDs.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from demloc.board.board import Board, Cover
from demloc.board.position import Character
from demloc.board.tiles import Edge

SQUARE, EDGE, CORNER = 0, 1, 2


@functools.lru_cache(maxsize=4096)
def events(dx: int, dy: int) -> tuple[tuple[int, ...], ...]:
    """What a centre-to-centre line over the offset (dx, dy) touches, relative to its
    start, in order: (SQUARE, x, y) for a square entered, (EDGE, ax, ay, bx, by) for the
    edge crossed between two squares, (CORNER, hx, hy, s1x, s1y, s2x, s2y, ex, ey) for a
    grid corner passed exactly, from square h to square e with the sides s1 and s2. The
    start and the end square are not listed. The same for every line of that offset, so
    it is worked out once."""
    nx, ny = abs(dx), abs(dy)
    sx, sy = (1 if dx > 0 else -1), (1 if dy > 0 else -1)
    x = y = ix = iy = 0
    found: list[tuple[int, ...]] = []
    while ix < nx or iy < ny:
        # Compare where the line next crosses a vertical and a horizontal grid line.
        decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
        if decision == 0:
            found.append((CORNER, x, y, x + sx, y, x, y + sy, x + sx, y + sy))
            x, y, ix, iy = x + sx, y + sy, ix + 1, iy + 1
        elif decision < 0:
            found.append((EDGE, x, y, x + sx, y))
            x, ix = x + sx, ix + 1
        else:
            found.append((EDGE, x, y, x, y + sy))
            y, iy = y + sy, iy + 1
        if ix < nx or iy < ny:
            found.append((SQUARE, x, y))
    return tuple(found)


class _Geometry(NamedTuple):
    """The cells of the line over one offset, as masks whose bit 0 is cell `low`
    (relative to the shooter's square)."""

    low: int
    plain: int  # squares and edges crossed
    plain_cover: int  # of those, the ones whose partial cover counts (7.2.2, R-17)
    # Per exact corner, its two sides: cells, and the cells whose cover counts.
    corners: tuple[tuple[int, int, int, int], ...]


class _BoardBits(NamedTuple):
    stride: int
    block: int  # walls and full cover
    cover: int  # windows and partial cover


@functools.lru_cache(maxsize=8192)
def _geometry(stride: int, dx: int, dy: int) -> _Geometry:
    cells: list[tuple[int, bool]] = []  # (relative cell, its cover counts)
    corners: list[tuple[list[tuple[int, bool]], list[tuple[int, bool]]]] = []
    for event in events(dx, dy):
        if event[0] == SQUARE:
            _, x, y = event
            # Elements in contact with the shooter do not count (7.2.2).
            cells.append((2 * y * stride + 2 * x, max(abs(x), abs(y)) > 1))
        elif event[0] == EDGE:
            _, ax, ay, bx, by = event
            # A window on the shooter's own square does not count.
            cells.append(((ay + by) * stride + ax + bx, (0, 0) not in ((ax, ay), (bx, by))))
        else:
            assert event[0] == CORNER
            _, hx, hy, s1x, s1y, s2x, s2y, ex, ey = event
            routes: list[list[tuple[int, bool]]] = []
            for sx, sy in ((s1x, s1y), (s2x, s2y)):
                routes.append(
                    [
                        ((hy + sy) * stride + hx + sx, (0, 0) not in ((hx, hy), (sx, sy))),
                        (2 * sy * stride + 2 * sx, max(abs(sx), abs(sy)) > 1),
                        ((sy + ey) * stride + sx + ex, True),
                    ]
                )
            corners.append((routes[0], routes[1]))
    every = [c for c, _ in cells] + [c for pair in corners for route in pair for c, _ in route]
    low = min(every, default=0)

    def mask(route: list[tuple[int, bool]], cover_only: bool) -> int:
        bits = 0
        for cell, counts in route:
            if counts or not cover_only:
                bits |= 1 << (cell - low)
        return bits

    return _Geometry(
        low,
        mask(cells, False),
        mask(cells, True),
        tuple(
            (mask(one, False), mask(one, True), mask(two, False), mask(two, True))
            for one, two in corners
        ),
    )


def board_bits(board: Board) -> _BoardBits:
    """The walls, full cover and partial cover of `board` as bit sets (cached: they
    depend on tiles and elements only)."""
    cached = board.static_cache.get("sight_bits")
    if cached is not None:
        return cached  # type: ignore[return-value]
    w = board.width
    stride = 2 * w + 1
    block = cover = 0
    for i, kind in enumerate(board.cover):
        if board.on_map[i] and kind is not Cover.NONE:
            bit = 1 << ((2 * (i // w) + 1) * stride + 2 * (i % w) + 1)
            if kind is Cover.FULL:
                block |= bit
            else:
                cover |= bit
    for j, edge in enumerate(board.north):
        bit = 1 << (2 * (j // w) * stride + 2 * (j % w) + 1)
        if edge is Edge.WALL:
            block |= bit
        elif edge is Edge.WINDOW:
            cover |= bit
    for j, edge in enumerate(board.west):
        bit = 1 << ((2 * (j // (w + 1)) + 1) * stride + 2 * (j % (w + 1)))
        if edge is Edge.WALL:
            block |= bit
        elif edge is Edge.WINDOW:
            cover |= bit
    bits = _BoardBits(stride, block, cover)
    board.static_cache["sight_bits"] = bits
    return bits


def _with_characters(board: Board) -> _BoardBits:
    """`board_bits` with the squares where characters stand added to what blocks, kept
    on the board for as long as its `occupant` dict is the same object
    (`with_characters` makes a new one)."""
    cached: tuple[object, _BoardBits] | None = board.__dict__.get("_sight_bits")
    if cached is not None and cached[0] is board.occupant:
        return cached[1]
    grid = board_bits(board)
    w = board.width
    stride = grid.stride
    block = grid.block
    for i in board.occupant:
        if board.on_map[i]:
            block |= 1 << ((2 * (i // w) + 1) * stride + 2 * (i % w) + 1)
    bits = _BoardBits(stride, block, grid.cover)
    board.__dict__["_sight_bits"] = (board.occupant, bits)
    return bits


def line_bits(
    board: Board, shooter: Character, tx: int, ty: int, arcane: bool, count_cover: bool = True
) -> tuple[bool, int] | None:
    """(blocked, partial cover penalty) of the line from `shooter` to square (tx, ty),
    as `sight._Line.walk` finds them; None when a square lies off the board's grid
    (the walk answers those). Without `count_cover` the penalty is 0 and a blocked
    line stops at what blocks it."""
    ox, oy = shooter.at
    w, h = board.width, board.height
    if not (0 <= ox < w and 0 <= oy < h and 0 <= tx < w and 0 <= ty < h):
        return None
    grid = _with_characters(board)
    stride = grid.stride
    geometry = _geometry(stride, tx - ox, ty - oy)
    block = grid.block
    fx, fy = shooter.facing.vector
    front = board.occupant.get((oy + fy) * w + ox + fx) if 0 <= ox + fx < w else None
    if front is not None and not front.is_enemy_of(shooter):
        # An ally frontally adjacent to the shooter is no interposition (7.2.2).
        block &= ~(1 << ((2 * (oy + fy) + 1) * stride + 2 * (ox + fx) + 1))
    shift = (2 * oy + 1) * stride + 2 * ox + 1 + geometry.low
    near_block = block >> shift
    blocked = bool(near_block & geometry.plain)
    if not count_cover or arcane:
        # An arcane line: only what hides the view completely counts (7.2.3.1).
        if not blocked and geometry.corners:
            for one, _, two, _ in geometry.corners:
                if near_block & one and near_block & two:
                    return True, 0
        return blocked, 0
    near_cover = grid.cover >> shift
    penalty = (near_cover & geometry.plain_cover).bit_count()
    for one, one_cover, two, two_cover in geometry.corners:
        one_open = not near_block & one
        two_open = not near_block & two
        if one_open and two_open:
            # Through a corner the line takes the more open side (RULINGS.md R-18).
            penalty += min(
                (near_cover & one_cover).bit_count(), (near_cover & two_cover).bit_count()
            )
        elif one_open:
            penalty += (near_cover & one_cover).bit_count()
        elif two_open:
            penalty += (near_cover & two_cover).bit_count()
        else:
            blocked = True
    return blocked, penalty
