"""What one character sees: every square its firing lines reach unblocked.

The same rule as `sight.firing_line` (7.2.2, RULINGS.md R-18, R-19), computed for the
whole board at once, because the threat and visibility overlays redraw on every mouse
move. `tests/unit/board/test_properties.py` checks that the two agree on random boards.

How: squares and edges share one "drawing grid" laid out like the tile files (square
(x, y) at cell (2y+1, 2x+1), its north edge at (2y, 2x+1), its west edge at
(2y+1, 2x), the grid corners at even, even). Each blocking cell casts a *shadow*: the
set of line offsets whose line it cuts, a Python integer used as a bit set, kept per
board size (`shadows`). A shooter's blocked lines are the union of the shadows of the
cells that block, a few hundred integer ORs; cells behind the shooter's shoulders are
left out, their shadows fall behind too. A line exactly through a grid corner is cut
only when both of its sides are closed (R-18): the corners that walls, full cover and
characters close are listed with the cells, each with the way of the lines it cuts.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import reduce
from operator import or_
from typing import NamedTuple

from demloc.board.board import Board, Cover
from demloc.board.position import Character
from demloc.board.shadows import ANTI, DIAGONAL, NE, NW, SE, SW, Shadows, closure, shadows
from demloc.board.squares import Facing, Square
from demloc.board.tiles import Edge

# The tables of a board size, kept by the process (the benchmarks clear them).
_shadows = shadows

# The quarters that are the sides of the lines running each way; what closes a corner.
_SIDES = {DIAGONAL: NE | SW, ANTI: NW | SE}
_CLOSURE = tuple(closure(quarters) for quarters in range(16))


class _Entries(NamedTuple):
    """What blocks on a board, as shadow table entries (drawing-grid cell key * 4, plus
    a closed corner's closure code), sorted by row and by column."""

    by_row: list[int]
    rows: list[int]
    by_col: list[int]
    cols: list[int]
    quarters: dict[int, int]  # grid corner key -> the quarters closed there


class _Static(NamedTuple):
    """What depends on tiles and elements only."""

    entries: _Entries  # full cover and walls
    keys: list[int]  # the same cells' drawing-grid keys (row * (4 * width + 1) + col)
    on_map_rows: list[int]  # per row y, a bit set of the columns x on the map


def _close(quarters: dict[int, int], keys: list[int], stride: int) -> None:
    """Record the quarters that the blocking cells (drawing-grid keys) close at their
    corners: a square one quarter of each of its four corners, a wall the two quarters
    on its side at each of its two ends."""
    square = ((-stride - 1, SE), (-stride + 1, SW), (stride - 1, NE), (stride + 1, NW))
    in_row = ((-stride, SE | SW), (stride, NE | NW))  # between two squares of a row
    in_column = ((-1, NE | SE), (1, NW | SW))  # between two squares of a column
    get = quarters.get
    for key in keys:
        row, col = divmod(key, stride)
        closes = (square if col % 2 else in_row) if row % 2 else in_column
        for step, quarter in closes:
            quarters[key + step] = get(key + step, 0) | quarter


def _entries(keys: list[int], quarters: dict[int, int], stride: int) -> _Entries:
    """The entries of the blocking cells `keys` and of the corners `quarters` close."""
    listed = [key * 4 for key in keys]
    listed += [key * 4 + _CLOSURE[closed] for key, closed in quarters.items() if _CLOSURE[closed]]
    by_row = sorted(listed)
    by_col = sorted(listed, key=lambda e: ((e >> 2) % stride, e))
    return _Entries(
        by_row,
        [(e >> 2) // stride for e in by_row],
        by_col,
        [(e >> 2) % stride for e in by_col],
        quarters,
    )


def _static(board: Board) -> _Static:
    """Full cover and walls, whoever shoots (cached: tiles and elements only)."""
    cached = board.static_cache.get("view_static")
    if cached is not None:
        return cached  # type: ignore[return-value]
    w, h = board.width, board.height
    stride = 4 * w + 1
    on_map = board.on_map
    keys = [
        (2 * (i // w) + 1) * stride + 2 * (i % w) + 1
        for i, c in enumerate(board.cover)
        if c is Cover.FULL and on_map[i]
    ]
    keys += [
        2 * (j // w) * stride + 2 * (j % w) + 1 for j, e in enumerate(board.north) if e is Edge.WALL
    ]
    keys += [
        (2 * (j // (w + 1)) + 1) * stride + 2 * (j % (w + 1))
        for j, e in enumerate(board.west)
        if e is Edge.WALL
    ]
    quarters: dict[int, int] = {}
    _close(quarters, keys, stride)
    # Per row, the on-map flags as binary digits, the last column first.
    rows = [
        int("".join(map("01".__getitem__, on_map[(y + 1) * w - 1 :: -1][:w])), 2) for y in range(h)
    ]
    static = _Static(_entries(keys, quarters, stride), keys, rows)
    board.static_cache["view_static"] = static
    return static


def _with_characters(board: Board) -> _Entries:
    """Full cover, walls and every character's square, and the corners they close,
    kept on the board for as long as its `occupant` dict is the same object
    (`with_characters` makes a new one)."""
    cached: tuple[object, _Entries] | None = board.__dict__.get("_view_entries")
    if cached is not None and cached[0] is board.occupant:
        return cached[1]
    w = board.width
    stride = 4 * w + 1
    static = _static(board)
    standing = [(2 * (i // w) + 1) * stride + 2 * (i % w) + 1 for i in board.occupant]
    quarters = dict(static.entries.quarters)
    _close(quarters, standing, stride)
    entries = _entries(static.keys + standing, quarters, stride)
    board.__dict__["_view_entries"] = (board.occupant, entries)
    return entries


def view_rows(board: Board, shooter: Character) -> list[int]:
    """Per row y, a bit set of the columns x whose square `shooter` sees (bit x set).

    Arcane lines see the same squares: partial cover only changes the dice (7.2.3.1).
    """
    w, h = board.width, board.height
    shadows = _shadows(w, h)
    static = _static(board)
    ox, oy = shooter.at
    fx, fy = shooter.facing.vector
    facing = shooter.facing
    front = board.occupant.get((oy + fy) * w + ox + fx) if 0 <= ox + fx < w else None
    myself = board.characters.get(shooter.id)
    # Every character on the board blocks but the shooter, whose own square and the
    # quarters it closes are never on its own lines; so the board's list serves,
    # unless the shooter is placed elsewhere on the board (its square there blocks
    # nothing) or an ally stands in front of it (no interposition, 7.2.2).
    everyone = (myself is None or myself.at == shooter.at) and (
        front is None or front.is_enemy_of(shooter)
    )
    entries = _with_characters(board) if everyone else static.entries
    origin_row, origin_col = 2 * oy + 1, 2 * ox + 1
    shift = shadows.key(-origin_row, -origin_col) * 4
    # 7.2.2: only the 180 degrees in front are seen, level squares included:
    # a cell behind the shooter cuts only lines behind it.
    if facing is Facing.N:
        cells = entries.by_row[: bisect_right(entries.rows, origin_row)]
    elif facing is Facing.S:
        cells = entries.by_row[bisect_left(entries.rows, origin_row) :]
    elif facing is Facing.W:
        cells = entries.by_col[: bisect_right(entries.cols, origin_col)]
    else:
        cells = entries.by_col[bisect_left(entries.cols, origin_col) :]
    keys = list(map(shift.__add__, cells))
    try:
        blocked = reduce(or_, map(shadows.table.__getitem__, keys), 0)
    except KeyError:  # shadows not worked out yet for this size
        blocked = reduce(or_, map(shadows.shadow, keys), 0)
    if not everyone:
        blocked |= _characters(board, shooter, static.entries.quarters, shadows, shift)
    full = (1 << w) - 1
    if facing is Facing.E:
        in_view = full & ~((1 << ox) - 1)
    elif facing is Facing.W:
        in_view = (1 << (ox + 1)) - 1
    else:
        in_view = full
    line_row = 2 * w - 1
    at = shadows.line(-ox, -oy)
    result = []
    for y in range(h):
        if (facing is Facing.N and y > oy) or (facing is Facing.S and y < oy):
            seen = 0
        else:
            row_blocked = (blocked >> (at + y * line_row)) & full
            seen = static.on_map_rows[y] & in_view & ~row_blocked
            if y == oy:
                seen &= ~(1 << ox)
        result.append(seen)
    return result


def _characters(
    board: Board, shooter: Character, static_quarters: dict[int, int], shadows: Shadows, shift: int
) -> int:
    """The lines the characters cut, one character at a time: the shooter itself and
    an ally frontally adjacent to it left out (7.2.2)."""
    w = board.width
    stride = shadows.stride
    ox, oy = shooter.at
    fx, fy = shooter.facing.vector
    blocked = 0
    closed: dict[int, int] = {}  # corner key * 4 + the way its lines run -> quarters
    for i, occupant in board.occupant.items():
        y, x = divmod(i, w)
        dx, dy = x - ox, y - oy
        if (
            dx * fx + dy * fy < 0  # behind the shoulders: cuts only lines behind
            or (dx == dy == 0)
            or occupant.id == shooter.id
            or ((dx, dy) == (fx, fy) and not occupant.is_enemy_of(shooter))
        ):
            continue
        key = (2 * y + 1) * stride + 2 * x + 1
        blocked |= shadows.shadow(key * 4 + shift)
        for corner, quarter, r, c in (
            (key - stride - 1, SE, -1, -1),
            (key - stride + 1, SW, -1, 1),
            (key + stride - 1, NE, 1, -1),
            (key + stride + 1, NW, 1, 1),
        ):
            way = DIAGONAL if (2 * dy + r > 0) == (2 * dx + c > 0) else ANTI
            if quarter & _SIDES[way]:
                closed[corner * 4 + way] = closed.get(corner * 4 + way, 0) | quarter
    for entry, quarters in closed.items():
        if _CLOSURE[quarters | static_quarters.get(entry >> 2, 0)] & entry & 3:
            blocked |= shadows.shadow(entry + shift)
    return blocked


def view_squares(board: Board, shooter: Character) -> set[Square]:
    return {
        Square(x, y)
        for y, bits in enumerate(view_rows(board, shooter))
        for x in range(board.width)
        if bits >> x & 1
    }
