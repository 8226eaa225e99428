"""The free movement search (7.2.1) over bit sets: every stop and its cost at once.

`movement.reachable` answers a walker's free move (not flying, not engaged) from here.
It is the same cheapest-cost search as `movement._search`, run for all squares at once:
one integer per (facing, sidesteps used) holds, as bits by square index, the states
first reached at a cost. In a free move every state stepping into an enemy's zone stops
there (its square alone decides it: the mover starts outside every zone), so the
search needs no record of how each state was reached; `movement._search` finds paths.
"""

from __future__ import annotations

from demloc.board.board import Board, Terrain
from demloc.board.squares import NEIGHBOURS, Facing, Square
from demloc.board.steps import LONGEST_STEP, MAX_SIDESTEPS, RELATIVE_COST, SIDESTEP, neighbour_table

_FACINGS = tuple(Facing)


def _bits(indices: list[int] | range, keep: list[bool]) -> int:
    result = 0
    for i in indices:
        if keep[i]:
            result |= 1 << i
    return result


def _static(board: Board, neighbours: list[int]) -> tuple[list[int], int, int, int]:
    """Per absolute direction, the squares a walker may step from that way (onto a
    square not non-walkable); the partially walkable squares; the free squares; all
    the map's squares. Cached per board geometry."""
    cached = board.static_cache.get("free move bits")
    if cached is not None:
        return cached  # type: ignore[return-value]
    n = board.width * board.height
    terrain = board.terrain
    steps = []
    for d in range(8):
        keep = [False] * n
        for i in range(n):
            j = neighbours[i * 8 + d]
            keep[i] = j >= 0 and terrain[j] is not Terrain.BLOCKED
        steps.append(_bits(range(n), keep))
    partial = _bits(range(n), [t is Terrain.PARTIAL for t in terrain])
    free = _bits(range(n), [t is Terrain.FREE for t in terrain])
    found = (steps, partial, free, (1 << n) - 1)
    board.static_cache["free move bits"] = found
    return found


def _shift(bits: int, offset: int, full: int) -> int:
    """`bits` moved by `offset` square indices (bit i to bit i + offset)."""
    return (bits << offset) & full if offset >= 0 else bits >> -offset


class FreeStops:
    """The stops of a free move as bits: per cost and facing, the squares first reached
    at that cost where the move may end. Read as a dictionary (`best`), as sorted stop
    numbers (`keys`), or one stop's cost (`cost`), without making the others."""

    def __init__(self, board: Board, by_cost: list[tuple[int, int, int, int]]) -> None:
        self.board = board
        self.by_cost = by_cost  # by_cost[c][f]: bits of the squares first stoppable at c

    def best(self) -> dict[tuple[Square, Facing], int]:
        """Every (square, facing) a free move can end in, with its cheapest cost."""
        best: dict[tuple[Square, Facing], int] = {}
        squares = self.board.by_index
        for cost, layers in enumerate(self.by_cost):
            for f in range(4):
                bits = layers[f]
                while bits:
                    low = bits & -bits
                    best[squares[low.bit_length() - 1], _FACINGS[f]] = cost
                    bits ^= low
        return best

    def in_order(self) -> list[tuple[Square, Facing]]:
        """Every stop, in (row, column, facing) order."""
        by_facing = [0, 0, 0, 0]
        for layers in self.by_cost:
            for f in range(4):
                by_facing[f] |= layers[f]
        squares, found = self.board.by_index, []
        bits = by_facing[0] | by_facing[1] | by_facing[2] | by_facing[3]
        while bits:
            low = bits & -bits
            square = squares[low.bit_length() - 1]
            found += [(square, _FACINGS[f]) for f in range(4) if by_facing[f] & low]
            bits ^= low
        return found

    def cost(self, index: int, facing: int) -> int | None:
        """The cheapest cost of ending on square `index` facing `facing`, or None."""
        for cost, layers in enumerate(self.by_cost):
            if layers[facing] >> index & 1:
                return cost
        return None


def free_stop_bits(
    board: Board,
    start: int,
    facing: int,
    budget: int,
    occupied: int,
    zones: int,
) -> FreeStops:
    """Every (square, facing) a free move can end in, with its cheapest cost.

    `start`: the mover's square index; `occupied`: bits of the squares other characters
    stand on; `zones`: bits of the squares in an enemy's zone (the mover's own is not).
    """
    steps, partial, free, full = _static(board, neighbour_table(board))
    w = board.width
    offsets = [dx + dy * w for dx, dy in NEIGHBOURS]
    # Per direction, the squares a step may leave from: onto no character, and for a
    # diagonal past no character on either flank (7.2.1, R-14).
    leave = []
    for d, (dx, dy) in enumerate(NEIGHBOURS):
        ok = steps[d] & ~_shift(occupied, -offsets[d], full)
        if dx and dy:
            ok &= ~_shift(occupied, -dx, full) & ~_shift(occupied, -dy * w, full)
        leave.append(ok & full)
    no_partial_zone = ~(partial & zones)
    not_partial = ~partial
    # Per facing, its steps: (squares it may leave from, index offset, cost, sidestep).
    # A square's bits only move onto squares of the map, so no shift needs a mask.
    by_facing = [
        [
            (leave[(2 * f + r) % 8], offsets[(2 * f + r) % 8], RELATIVE_COST[r], SIDESTEP[r])
            for r in range(8)
        ]
        for f in range(4)
    ]
    # pending[c][f * 3 + s]: states (facing f, s sidesteps used) reached at cost c.
    pending = [[0] * 12 for _ in range(budget + 1)]
    pending[0][facing * 3] = 1 << start
    reached = [0] * 12
    first: list[list[int]] = []  # per cost, per layer: the states first reached then
    quiet = 0  # costs in a row that found no new state
    for cost in range(budget + 1):
        new = [p & ~r for p, r in zip(pending[cost], reached, strict=True)]
        quiet = 0 if any(new) else quiet + 1
        if quiet > LONGEST_STEP:
            break  # nothing is pending past here: a step costs at most LONGEST_STEP
        reached = [n | r for n, r in zip(new, reached, strict=True)]
        first.append(new)
        for layer in range(12):
            # Those in a zone stop there; a state reached as cheaply with fewer
            # sidesteps used can do all this one can.
            expand = new[layer] & ~zones
            if not expand:
                continue
            f, s = divmod(layer, 3)
            if s:
                expand &= ~reached[layer - 1]
                if s == 2:
                    expand &= ~reached[layer - 2]
                if not expand:
                    continue
            if cost < budget:
                turned = pending[cost + 1]
                turned[(layer + 3) % 12] |= expand
                turned[(layer + 9) % 12] |= expand
            for leave_d, offset, step, sidestep in by_facing[f]:
                step_cost = cost + step
                if step_cost > budget or (sidestep and s >= MAX_SIDESTEPS):
                    continue
                moved = expand & leave_d
                if not moved:
                    continue
                moved = moved << offset if offset > 0 else moved >> -offset
                target = layer + 1 if sidestep else layer
                pending[step_cost][target] |= moved & not_partial
                # +1 onto a partially walkable square, and never one in a zone,
                # where it would have to stop.
                if step_cost < budget:
                    pending[step_cost + 1][target] |= moved & partial & no_partial_zone
    stoppable = free & ~occupied
    by_cost = []
    done = [0, 0, 0, 0]
    for layers in first:
        found = []
        for f in range(4):
            bits = (layers[f * 3] | layers[f * 3 + 1] | layers[f * 3 + 2]) & stoppable & ~done[f]
            done[f] |= bits
            found.append(bits)
        by_cost.append((found[0], found[1], found[2], found[3]))
    return FreeStops(board, by_cost)
