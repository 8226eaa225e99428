"""King's-move distances on a board: lower bounds on the points a move still needs,
which `movement`'s search uses to skip the states that cannot end a move in budget
(a step moves one square at most each way and costs 1 point at least)."""

from __future__ import annotations

import itertools

from demloc.board.board import Board


def near_squares(board: Board, ends: set[int], budget: int) -> list[int]:
    """Per number of points left r (0 to `budget`), the bits of the squares at most r
    king's moves from one of `ends` (square indices): a step moves one square at most
    and costs 1 point at least, so from any other square no end is within reach.

    Not expanding a state outside these bits, in `movement`'s engaging search, changes no stop,
    cost, path or "must stop" mark of any state that can still end the move: a state
    first reached, or reached more cheaply, from a state not expanded is itself too far
    from every end for its cost (its cost is at least that state's plus one, its
    distance at most one less), so only states that can end no move differ."""
    w, h = board.width, board.height
    full = (1 << (w * h)) - 1
    column = sum(1 << (y * w) for y in range(h))  # the first column's bits
    not_first, not_last = full & ~column, full & ~(column << (w - 1))
    found = sum(1 << i for i in ends)
    near = [found]
    for _ in range(budget):
        if found == full:
            near.append(full)
            continue
        row = found | (found << 1 & not_first) | (found >> 1 & not_last)
        found = (row | row << w | row >> w) & full
        near.append(found)
    return near


def king_distances(board: Board, target: int) -> list[int]:
    """Per square index, the king's-move distance to square index `target`: a lower
    bound on the points to get there, each step moving at most one square each way and
    costing at least 1. Cached per board geometry."""
    cache: dict[int, list[int]] = board.static_cache.setdefault("chebyshev", {})  # type: ignore[assignment]
    found = cache.get(target)
    if found is None:
        w = board.width
        tx, ty = target % w, target // w
        row = [abs(x - tx) for x in range(w)]
        found = []
        for y in range(board.height):
            found += map(max, row, itertools.repeat(abs(y - ty), w))
        cache[target] = found
    return found
