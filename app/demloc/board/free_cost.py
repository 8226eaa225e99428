"""The cost of one stop of a walker's free move (7.2.1), searched towards it (A*).

`movement.move_cost` asks this when a move is checked (a move being made, a saved one
replayed): only the cost of one (square, facing) is wanted, not every stop. The states
are those of `movement._search` (square, facing, sidesteps used), its moves and rules;
they are expanded in order of cost plus a lower bound on the cost still to pay (the
king's-move distance to the square, and the turns still needed to face the facing), so
the search ends when that stop's cheapest cost is known, having looked at the states
that could be on a path as cheap as it, not at every state within the budget.

This order gives the same cost as the search in cost order because, in a free move,
what a state may do depends only on the state, never on the way it was reached: the
mover starts outside every enemy's zone, and a state stops (may not go on) exactly
when its square is in one. Any order of search then finds the one cheapest cost.
"""

from __future__ import annotations

from collections.abc import Sequence

from demloc.board.board import Terrain
from demloc.board.steps import MAX_SIDESTEPS

_BIG = 1 << 30
# Turning 90 degrees right or left changes a state by this much, by facing
# (states are square * 24 + facing * 6 + sidesteps * 2, as in `movement._search`).
_TURNS = tuple((((f + 1) % 4 - f) * 6, ((f + 3) % 4 - f) * 6) for f in range(4))

SearchMove = tuple[int, int, int, str, int, int, int]


def free_move_cost(
    moves: Sequence[Sequence[SearchMove]],
    masks: Sequence[int],
    blocked: bytes | bytearray,
    terrain: Sequence[Terrain],
    width: int,
    start: int,
    target: int,
    budget: int,
) -> int | None:
    """The cheapest cost of ending a free move on stop `target` (square index * 4 +
    facing) from state `start`, or None if it costs more than `budget` or cannot be.

    `moves`: `movement._search_moves`; `masks`: per square, the enemies whose zone
    covers it (the start's is 0: the mover is not engaged); `blocked`: per square (and
    one extra entry, for no flank square), whether another character stands there;
    `width`: the board's. The target's square is free ground no one stands on (the
    caller checks it).
    """
    goal_f = target % 4
    turns_left = tuple(min((goal_f - f) % 4, (f - goal_f) % 4) for f in range(4))
    ty, tx = divmod(target // 4, width)
    # Square i's king's-move distance to the target's square: each step moves at most
    # one square each way and costs 1 or more, each turn costs 1 and moves none.
    ahead: dict[int, int] = {}

    def distance(i: int) -> int:
        y, x = divmod(i, width)
        found = ahead[i] = max(abs(x - tx), abs(y - ty))
        return found

    first = distance(start // 24) + turns_left[(start // 6) % 4]
    if first > budget:
        return None
    partial = Terrain.PARTIAL
    dist = {start: 0}
    get = dist.get
    # buckets[b]: the states whose cost plus lower bound is b, when they were reached.
    buckets: list[list[int]] = [[] for _ in range(budget + 1)]
    buckets[first].append(start)
    for bound in range(first, budget + 1):
        # A move to a state with the same bound appends to this bucket: it is read too.
        for state in buckets[bound]:
            cost = dist[state]
            i_f, rest = divmod(state, 6)
            i, f = i_f >> 2, i_f & 3
            here = ahead[i]
            if cost + here + turns_left[f] != bound:
                continue  # reached more cheaply since: read in an earlier bucket
            if i_f == target:
                return cost
            if masks[i]:
                continue  # in an enemy's zone: the move stops there (7.2.1)
            sides = rest >> 1
            # A state reached as cheaply with fewer sidesteps used can do all this one
            # can, so this one need not be expanded.
            if sides and (
                get(state - 2, _BIG) <= cost or (sides == 2 and get(state - 4, _BIG) <= cost)
            ):
                continue
            # Turns in place.
            turned = cost + 1
            for delta in _TURNS[f]:
                ns = state + delta
                reach = turned + here + turns_left[(ns // 6) & 3]
                if reach <= budget and turned < get(ns, _BIG):
                    dist[ns] = turned
                    buckets[reach].append(ns)
            # Steps: the facing is kept, so are the turns still needed.
            limit = budget - turns_left[f]
            side_room = sides < MAX_SIDESTEPS
            for j, step_cost, sidestep, _action, flank_a, flank_b, jbase in moves[i_f]:
                new_cost = cost + step_cost
                to_go = ahead.get(j)
                if to_go is None:
                    to_go = distance(j)
                if new_cost + to_go > limit or (sidestep and not side_room):
                    continue
                if blocked[j] or blocked[flank_a] or blocked[flank_b]:
                    continue  # characters are non-walkable, flanks included (7.2.1)
                if masks[j] and terrain[j] is partial:
                    continue  # it would have to stop where no one may stop
                ns = jbase + rest
                if new_cost < get(ns, _BIG):
                    dist[ns] = new_cost
                    buckets[new_cost + to_go + turns_left[f]].append(ns)
    return None
