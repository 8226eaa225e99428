"""The steps a character may take from each square (7.2.1, 8.4): their costs by
direction relative to the facing, and per board the tables the movement searches use."""

from __future__ import annotations

from demloc.board.board import Board, Terrain
from demloc.board.squares import NEIGHBOURS
from demloc.board.tiles import Edge

# The eight steps by direction relative to the facing, clockwise from straight ahead
# (7.2.1, R-14): (squares forward, squares right), cost, whether a sidestep, its name.
STEPS = (
    ((1, 0), 1, False, "forward"),
    ((1, 1), 2, False, "diagonal"),  # diagonal +1
    ((0, 1), 1, True, "sidestep"),
    ((-1, 1), 3, False, "back-diagonal"),  # diagonal +1, backwards +1
    ((-1, 0), 2, False, "back"),  # backwards +1
    ((-1, -1), 3, False, "back-diagonal"),
    ((0, -1), 1, True, "sidestep"),
    ((1, -1), 2, False, "diagonal"),
)
RELATIVE_COST = tuple(cost for _, cost, _, _ in STEPS)
SIDESTEP = tuple(sidestep for _, _, sidestep, _ in STEPS)
_ACTION = tuple(action for _, _, _, action in STEPS)
MAX_SIDESTEPS = 2  # 7.2.1; per move, RULINGS.md R-13
# The dearest single step: a diagonal back (3) onto a partially walkable square (+1).
LONGEST_STEP = max(RELATIVE_COST) + 1


def neighbour_table(board: Board) -> list[int]:
    """For each square and each of the 8 directions, the square a step reaches, or -1.

    Orthogonal steps stop at walls and windows; diagonal steps need both flank squares
    on the map and not non-walkable, and all four edges at the corner open (R-14).
    Characters are checked at search time.
    """
    cached = board.static_cache.get("neighbours")
    if cached is not None:
        return cached  # type: ignore[return-value]
    w, h = board.width, board.height
    table = [-1] * (w * h * 8)
    for i in range(w * h):
        if not board.on_map[i]:
            continue
        a = board.square(i)
        for d, (dx, dy) in enumerate(NEIGHBOURS):
            b = a.step(dx, dy)
            if not board.contains(b):
                continue
            if dx == 0 or dy == 0:
                if not board.between(a, b).stops_movement:
                    table[i * 8 + d] = board.index(b)
                continue
            s1, s2 = a.step(dx, 0), a.step(0, dy)
            if not (board.contains(s1) and board.contains(s2)):
                continue
            if Terrain.BLOCKED in (board.terrain[board.index(s1)], board.terrain[board.index(s2)]):
                continue
            edges = (
                board.between(a, s1),
                board.between(a, s2),
                board.between(s1, b),
                board.between(s2, b),
            )
            if all(e is Edge.OPEN for e in edges):
                table[i * 8 + d] = board.index(b)
    board.static_cache["neighbours"] = table
    return table


def neighbour(board: Board, index: int, direction: int) -> int:
    """The square index a step from square `index` in `direction` (an index into
    `NEIGHBOURS`) reaches, or -1 if walls, windows, the map's edge or a corner cut
    (R-14) stop it: `neighbour_table`'s entry."""
    return neighbour_table(board)[index * 8 + direction]


_Move = tuple[int, int, int, str, int, int]


def moves_table(board: Board, fly: bool) -> list[tuple[_Move, ...]]:
    """For each square and facing, the steps a walker (or a flyer) may take from it:
    (square reached, cost, 1 if a sidestep, action, flank squares of a diagonal or -1).
    Costs include +1 into partially walkable squares; a flyer ignores terrain (8.4)."""
    key = "fly moves" if fly else "walk moves"
    cached = board.static_cache.get(key)
    if cached is not None:
        return cached  # type: ignore[return-value]
    neighbours = neighbour_table(board)
    w = board.width
    table: list[tuple[_Move, ...]] = []
    for i in range(board.width * board.height):
        for f in range(4):
            moves = []
            for r in range(8):
                d = (2 * f + r) % 8
                j = neighbours[i * 8 + d]
                if j < 0:
                    continue
                cost = RELATIVE_COST[r]
                flank_a = flank_b = -1
                if not fly:
                    if board.terrain[j] is Terrain.BLOCKED:
                        continue
                    if board.terrain[j] is Terrain.PARTIAL:
                        cost += 1
                    if d % 2 == 1:
                        dx, dy = NEIGHBOURS[d]
                        flank_a, flank_b = i + dx, i + dy * w
                moves.append((j, cost, 1 if SIDESTEP[r] else 0, _ACTION[r], flank_a, flank_b))
            table.append(tuple(moves))
    board.static_cache[key] = table
    return table
