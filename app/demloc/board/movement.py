"""Movement (7.2.1, 7.3.1, 8.4 FLY): every square and facing a character can reach.

`movement_reference` states the rules plainly, square by square; the tests hold every
answer of this module to it. Here the same cheapest-cost search runs fast, over states
(square, facing, sidesteps used, points spent inside the zone of an enemy already
engaged) packed into one integer each: this module alone packs and reads them (see
`_STATES_PER_SQUARE`), and answers in squares and facings. The steps and their costs
are `steps.STEPS`.

`reachable` answers a walker's free move with the same search over bit sets
(`free_moves`: twice as fast), running the search state by state only when a path is
asked. `move_cost` answers one stop (a move being checked): the search ends once that
stop's cost is known, and in a free move skips the states too far from it to get there
in budget.
"""

from __future__ import annotations

import array
import dataclasses
import enum
from collections.abc import Callable, Mapping, Sequence

from demloc.board.board import Board, Terrain
from demloc.board.distances import king_distances, near_squares
from demloc.board.errors import BoardError
from demloc.board.free_moves import FreeStops, free_stop_bits
from demloc.board.position import Character
from demloc.board.squares import Facing, Square
from demloc.board.steps import MAX_SIDESTEPS, moves_table
from demloc.board.zones import enemy_zone_bits, enemy_zone_masks, zone_bits, zone_of


class MoveMode(enum.Enum):
    FREE = "free"  # 7.2.1: not engaged, moves freely
    EVASIVE = "evasive"  # 7.2.1: engaged, passed the hand-to-hand test
    ENGAGING = "engaging"  # 7.3.1: moves to engage an enemy


@dataclasses.dataclass(frozen=True)
class Step:
    square: Square
    facing: Facing
    cost: int  # points spent so far
    action: str

    def __str__(self) -> str:
        return f"{self.square.name}:{self.facing.name}"


_FACINGS = tuple(Facing)

# A search state packs (square i, facing f, sidesteps used s, points spent inside an
# engaged enemy's zone n) as i * 24 + f * 6 + s * 2 + n; so state // 6 is i * 4 + f,
# a "stop" (square and facing). The hot loops of `_search` read states inline; the rest
# of this module, and nothing outside it, through `_stop` and `_square_and_facing`.
_STATES_PER_SQUARE = 24
# Turning 90 degrees right or left changes the state by this much, by facing.
_TURNS = tuple((((f + 1) % 4 - f) * 6, ((f + 3) % 4 - f) * 6) for f in range(4))
_BIG = 1 << 30


class _Parents:
    """A search's parent links: the state each state was reached from, and how."""

    def __init__(self, states: Sequence[int], actions: Mapping[int, str]) -> None:
        self._states, self._actions = states, actions

    def get(self, state: int) -> tuple[int, str] | None:
        previous = self._states[state]
        return (previous, self._actions[state]) if previous >= 0 else None


class Reach:
    """The result of `reachable`: costs and cheapest paths to every stopping state."""

    def __init__(
        self,
        board: Board,
        character: Character,
        points: int,
        mode: MoveMode,
        fly: bool,
        dist: Mapping[int, int] | Sequence[int],
        parent: Mapping[int, tuple[int, str]] | _Parents,
        stops: set[int],
        reason: str = "",
    ) -> None:
        self.board, self.character, self.points = board, character, points
        self.mode, self.fly, self.reason = mode, fly, reason
        self._dist, self._parent, self._stops = dist, parent, stops
        self._best: dict[tuple[Square, Facing], int] | None = None
        # A reach found by the bit set search knows its stops only (as bits): the paths
        # are asked of the same search run state by state, when wanted.
        self._free: FreeStops | None = None
        self._paths: Callable[[], Reach] | None = None

    @classmethod
    def of_stops(
        cls,
        board: Board,
        character: Character,
        points: int,
        free: FreeStops,
        paths: Callable[[], Reach],
    ) -> Reach:
        """A free move's reach from its stops; `paths` finds the same reach in full."""
        reach = cls(board, character, points, MoveMode.FREE, False, {}, {}, set())
        reach._free, reach._paths = free, paths
        return reach

    @staticmethod
    def _decode(state: int) -> tuple[int, int]:
        return _square_and_facing(_stop(state))

    def stops(self) -> dict[tuple[Square, Facing], int]:
        """Every (square, facing) the move can end in, with its cheapest cost."""
        if self._best is None and self._free is not None:
            self._best = self._free.best()
        if self._best is None:
            best: dict[tuple[Square, Facing], int] = {}
            squares, dist = self.board.by_index, self._dist
            for state in self._stops:
                i, f = self._decode(state)
                key = (squares[i], _FACINGS[f])
                cost = dist[state]
                if cost < best.get(key, _BIG):
                    best[key] = cost
            self._best = best
        return dict(self._best)

    def in_order(self) -> list[tuple[Square, Facing]]:
        """Every stop (square, facing) of `stops`, in (row, column, facing) order."""
        if self._best is None and self._free is not None:
            return self._free.in_order()
        if self._best is None:
            squares = self.board.by_index
            pairs = map(_square_and_facing, sorted({_stop(state) for state in self._stops}))
            return [(squares[i], _FACINGS[f]) for i, f in pairs]
        return sorted(self._best, key=lambda stop: (stop[0].y, stop[0].x, stop[1]))

    def cost(self, square: Square, facing: Facing) -> int | None:
        """The cheapest cost to end on `square` facing `facing`, or None."""
        if self._best is None and self._free is not None:
            if not self.board.contains(square):
                return None
            return self._free.cost(self.board.index(square), int(facing))
        self.stops()
        assert self._best is not None
        return self._best.get((square, facing))

    def squares(self) -> dict[Square, int]:
        """Every square the move can end on, with its cheapest cost over facings."""
        best: dict[Square, int] = {}
        for (square, _facing), cost in self.stops().items():
            if square not in best or cost < best[square]:
                best[square] = cost
        return best

    def path_to(self, square: Square, facing: Facing | None = None) -> list[Step] | None:
        """The cheapest path to `square` (in `facing`, or any), start included; or None."""
        if self._paths is not None:
            full = self._paths()
            self._paths, self._dist, self._parent = None, full._dist, full._parent
            self._stops = full._stops
        candidates = [
            s
            for s in self._stops
            if self._decode(s)[0] == self.board.index(square)
            and (facing is None or self._decode(s)[1] == facing)
        ]
        if not candidates:
            return None
        state = min(candidates, key=lambda s: (self._dist[s], s))
        steps = []
        while True:
            i, f = self._decode(state)
            previous = self._parent.get(state)
            steps.append(
                Step(
                    self.board.square(i),
                    Facing(f),
                    self._dist[state],
                    previous[1] if previous else "start",
                )
            )
            if previous is None:
                break
            state = previous[0]
        return steps[::-1]


def reachable(
    board: Board,
    character: Character,
    points: int | None = None,
    mode: MoveMode = MoveMode.FREE,
    fly: bool = False,
) -> Reach:
    """Every square and facing `character` can end a move on, with costs and paths.

    `points` defaults to the character's movement factor. With `fly`, the move is its
    FLY x flight: at most x points, ignoring control zones and terrain, never through
    walls or windows, ending on free ground (8.4, RULINGS.md R-23).
    """
    budget = character.movement if points is None else points
    # The same question on the same board gets the same answer: boards never change.
    cache: dict[object, Reach] = board.__dict__.setdefault("_reach_cache", {})
    key = (character, budget, mode, fly)
    if key in cache:
        return cache[key]
    if mode is MoveMode.FREE and not fly and budget >= 0:
        found = _free_reach(board, character, budget)
    else:
        searched = _search(board, character, budget, mode, fly, None)
        assert isinstance(searched, Reach)
        found = searched
    cache[key] = found
    return found


def _free_reach(board: Board, character: Character, budget: int) -> Reach:
    """A walker's free move, searched over bit sets (`free_moves`)."""
    zones = enemy_zone_bits(board, character)
    start = board.index(character.at)
    if zones >> start & 1:
        # Engaged: `_search` says so, and that only an evasive movement is left.
        found = _search(board, character, budget, MoveMode.FREE, False, None)
        assert isinstance(found, Reach)
        return found
    occupied = 0
    for i, other in board.occupant.items():
        if other.id != character.id:
            occupied |= 1 << i
    best = free_stop_bits(board, start, int(character.facing), budget, occupied, zones)

    def paths() -> Reach:
        found = _search(board, character, budget, MoveMode.FREE, False, None)
        assert isinstance(found, Reach)
        return found

    return Reach.of_stops(board, character, budget, best, paths)


def move_cost(
    board: Board,
    character: Character,
    square: Square,
    facing: Facing,
    points: int | None = None,
    mode: MoveMode = MoveMode.FREE,
    fly: bool = False,
) -> tuple[int | None, str]:
    """What `reachable(...).stops().get((square, facing))` answers, with the reach's
    reason: the cost of ending the move on `square` facing `facing` (None if it cannot),
    and why no move at all is possible, if so ("" otherwise).

    When only this one stop is asked, the same search runs but stops as soon as the
    cheapest cost of that stop is known, instead of finding every stop (a reach the
    board already holds is read instead).
    """
    budget = character.movement if points is None else points
    cache: dict[object, Reach] = board.__dict__.get("_reach_cache", {})
    known = cache.get((character, budget, mode, fly))
    if known is not None:
        return known.cost(square, facing), known.reason
    # Off the map: searched in full, so that the errors stay the same.
    target = _stop_of(board.index(square), facing) if board.contains(square) else -1
    found = _search(board, character, budget, mode, fly, target)
    if isinstance(found, Reach):
        return found.cost(square, facing), found.reason
    return found


def _state_of(index: int, facing: int, sidesteps: int = 0, inside: int = 0) -> int:
    """The state of square `index`, `facing`, `sidesteps` used and `inside` points."""
    return index * _STATES_PER_SQUARE + facing * 6 + sidesteps * 2 + inside


def _stop_of(index: int, facing: int) -> int:
    """The stop (square index, facing) as one number: a state's `_stop`."""
    return index * 4 + facing


def _stop(state: int) -> int:
    """The stop (square, facing) of a state, as `_stop_of` numbers it."""
    return state // 6


def _square_and_facing(stop: int) -> tuple[int, int]:
    """The square index and facing of a stop."""
    return stop >> 2, stop & 3


def _search(
    board: Board, character: Character, budget: int, mode: MoveMode, fly: bool, target: int | None
) -> Reach | tuple[int | None, str]:
    """The cheapest-cost search. With `target` (a stop, `_stop_of`), it answers
    (cost to that stop or None, "") as soon as the cost is known, otherwise a `Reach`.

    States are expanded in order of cost (a bucket per cost); every state of a bucket has
    its final cost, and its final "terminal" mark, when that bucket's turn comes.
    """
    if budget < 0:
        raise BoardError(f"{character.label} cannot move {budget} points")
    if fly:
        if character.fly <= 0:
            raise BoardError(f"{character.label} has no FLY ability (8.4)")
        budget = min(budget, character.fly)
    w = board.width
    n_squares = w * board.height
    start_i = board.index(character.at)
    masks = [0] * n_squares if fly else enemy_zone_masks(board, character)
    start_mask = masks[start_i]
    start = _state_of(start_i, int(character.facing))
    if start_mask and mode is MoveMode.FREE and not fly:
        reason = (
            f"{character.label} is engaged and may only make an evasive movement, after "
            "passing a hand-to-hand test (7.2.1)"
        )
        if target is not None and target >= 0:
            return (0 if target == _stop(start) else None), reason
        return Reach(board, character, budget, mode, fly, {start: 0}, {}, {start}, reason)
    occupant = board.occupant
    # A flyer ignores characters (8.4); a walker may not cross them, flanks included.
    # Index -1 (no flank square) reads the extra last entry, never occupied.
    occupied = bytearray(n_squares + 1)
    for i, c in occupant.items():
        if c.id != character.id:
            occupied[i] = 1
    blocked = bytearray(n_squares + 1) if fly else occupied
    engaging = mode is MoveMode.ENGAGING
    enemies = [c for c in board.characters.values() if c.is_enemy_of(character)]
    if engaging:
        # 7.3.1: the zone of an enemy he is already engaged with when the move starts.
        start_mask |= _engaged_mask(
            board, character, character.at, character.facing, enemies, masks
        )
    # States (index * 4 + facing) engaging an enemy: state // 6 is a state's.
    engaging_at = _engaging_states(board, character, enemies) if engaging else set()
    # An engaging move ends where it engages, so, by bucket, the squares near enough to
    # one (`distances.near_squares`; to the target alone when one is asked) for the points left.
    near: list[int] = []
    if engaging:
        ends = {_square_and_facing(s)[0] for s in engaging_at}
        if target is not None and target >= 0:
            ends &= {_square_and_facing(target)[0]}
        near = near_squares(board, ends, budget)
    terrain = board.terrain
    free, partial = Terrain.FREE, Terrain.PARTIAL
    goal = goal_f = -1
    if target is not None and target >= 0:
        ti, goal_f = _square_and_facing(target)
        if terrain[ti] is not free or occupied[ti]:
            return None, ""
        goal = _state_of(ti, goal_f)
    # Square i's lower bound on the points still needed to end on the target, and by
    # facing the turns still needed; 0 when every stop is asked. A free move's search
    # skips states that cannot reach the target in budget: there a state's "terminal"
    # mark (it entered a zone) depends only on its square, not on the way it was
    # reached, so the states kept are searched exactly as in the whole search.
    ahead = [0] * n_squares
    turns_left: tuple[int, ...] = (0, 0, 0, 0)
    if goal >= 0 and mode is MoveMode.FREE:
        ahead = king_distances(board, ti)
        turns_left = tuple(min((goal_f - f) % 4, (f - goal_f) % 4) for f in range(4))
    moves = _search_moves(board, fly)
    # Costs fit a byte below 255 points (255 marks a state not reached yet): the
    # arrays are made and kept cheaply, and the garbage collector never reads them.
    n_states = n_squares * _STATES_PER_SQUARE
    dist: bytearray | list[int]
    if budget < 255:
        big, dist = 255, bytearray(b"\xff") * n_states
    else:
        big, dist = _BIG, [_BIG] * n_states
    dist[start] = 0
    parent_state = array.array("i", [-1]) * n_states
    parent_action: dict[int, str] = {}
    seen = [start]  # states in the order first reached
    terminal = bytearray(n_squares * _STATES_PER_SQUARE)
    buckets: list[list[int]] = [[] for _ in range(budget + 1)]
    buckets[0].append(start)
    turns = _TURNS
    for cost in range(budget + 1):
        if goal >= 0:
            for s in range(goal, goal + 6):
                if dist[s] == cost and (
                    not engaging or (s != start and terminal[s] and s // 6 in engaging_at)
                ):
                    return cost, ""
        next_cost = cost + 1
        turn_ok = next_cost <= budget
        allowed = near[budget - cost] if engaging else -1
        for state in buckets[cost]:
            if dist[state] != cost or terminal[state]:
                continue
            if not allowed >> (state // 24) & 1:
                continue  # no engaging stop within the points left (`distances.near_squares`)
            i_f, rest = divmod(state, 6)
            sides, inside = rest >> 1, rest & 1
            # A state reached as cheaply with fewer sidesteps used can do all this one
            # can, so this one need not be expanded.
            if sides and (dist[state - 2] <= cost or (sides == 2 and dist[state - 4] <= cost)):
                continue
            i = i_f >> 2
            here_mask = masks[i]
            if not engaging:
                # Turns in place.
                if turn_ok:
                    for delta in turns[i_f & 3]:
                        ns = state + delta
                        d = dist[ns]
                        if (
                            next_cost < d
                            and next_cost + ahead[i] + turns_left[(ns // 6) & 3] <= budget
                        ):
                            if d == big:
                                seen.append(ns)
                            dist[ns] = next_cost
                            parent_state[ns] = state
                            parent_action[ns] = "turn"
                            buckets[next_cost].append(ns)
                # Steps.
                side_room = sides < MAX_SIDESTEPS
                base = rest
                limit = budget - turns_left[i_f & 3]
                for j, step_cost, sidestep, action, flank_a, flank_b, jbase in moves[i_f]:
                    new_cost = cost + step_cost
                    if new_cost + ahead[j] > limit or (sidestep and not side_room):
                        continue
                    if blocked[j] or blocked[flank_a] or blocked[flank_b]:
                        continue  # characters are non-walkable, flanks included (7.2.1)
                    enters_zone = masks[j] & ~here_mask
                    if enters_zone and terrain[j] is partial:
                        continue  # it would have to stop where no one may stop
                    ns = jbase + base
                    d = dist[ns]
                    if new_cost < d:
                        if d == big:
                            seen.append(ns)
                        dist[ns] = new_cost
                        parent_state[ns] = state
                        parent_action[ns] = action
                        buckets[new_cost].append(ns)
                        if enters_zone:
                            terminal[ns] = 1
                continue
            # 7.3.1: 1 point at most inside an already engaged enemy's zone.
            counts_inside = bool(here_mask & start_mask)
            f = i_f & 3
            # Turns in place.
            if turn_ok and not (counts_inside and inside):
                add = 1 if counts_inside and not inside else 0
                for delta in turns[f]:
                    ns = state + delta + add
                    d = dist[ns]
                    if next_cost < d:
                        if d == big:
                            seen.append(ns)
                        dist[ns] = next_cost
                        parent_state[ns] = state
                        parent_action[ns] = "turn"
                        buckets[next_cost].append(ns)
                        if ns // 6 in engaging_at:
                            terminal[ns] = 1
            # Steps.
            base = sides * 2 + (0 if counts_inside else inside)
            for j, step_cost, sidestep, action, flank_a, flank_b, jbase in moves[i_f]:
                new_cost = cost + step_cost
                if new_cost > budget or (sidestep and sides >= MAX_SIDESTEPS):
                    continue
                if blocked[j] or blocked[flank_a] or blocked[flank_b]:
                    continue  # characters are non-walkable, flanks included (7.2.1)
                if counts_inside and inside + step_cost > 1:
                    continue
                enters_zone = masks[j] & ~here_mask
                if enters_zone and terrain[j] is partial:
                    continue  # it would have to stop where no one may stop
                ns = jbase + base
                if counts_inside:
                    ns += inside + step_cost
                d = dist[ns]
                if new_cost < d:
                    if d == big:
                        seen.append(ns)
                    dist[ns] = new_cost
                    parent_state[ns] = state
                    parent_action[ns] = action
                    buckets[new_cost].append(ns)
                    if enters_zone or jbase // 6 in engaging_at:
                        terminal[ns] = 1
    if goal >= 0:
        return None, ""
    stops: set[int] = set()
    for state in seen:
        i = state // 24
        if terrain[i] is not free or occupied[i]:
            continue
        if engaging:
            if state == start or not terminal[state]:
                continue
            if state // 6 not in engaging_at:
                continue
        stops.add(state)
    parents = _Parents(parent_state, parent_action)
    return Reach(board, character, budget, mode, fly, dist, parents, stops, "")


_SearchMove = tuple[int, int, int, str, int, int, int]


def _search_moves(board: Board, fly: bool) -> list[tuple[_SearchMove, ...]]:
    """`steps.moves_table`, each step also with the state it reaches less its sidesteps and
    points inside: square * 24 + facing * 6 + 2 for a sidestep."""
    key = "fly search moves" if fly else "walk search moves"
    cached = board.static_cache.get(key)
    if cached is not None:
        return cached  # type: ignore[return-value]
    table = [
        tuple(
            (j, cost, side, action, fa, fb, _state_of(j, i_f % 4, side))
            for j, cost, side, action, fa, fb in moves
        )
        for i_f, moves in enumerate(moves_table(board, fly))
    ]
    board.static_cache[key] = table
    return table


def _engaging_states(board: Board, character: Character, enemies: list[Character]) -> set[int]:
    """Every square index * 4 + facing from which `character` would have an enemy in
    his zone (control zone, or first impact zone with a long range weapon)."""
    found: set[int] = set()
    for enemy in enemies:
        found |= _covering(board, board.index(enemy.at), character.long_range)
    return found


def _covering(board: Board, target: int, long_range: bool) -> frozenset[int]:
    """Every square index * 4 + facing whose zone covers square index `target`. A zone
    reaches two squares at most (7.1.1, R-21). Cached per board geometry."""
    cache: dict[tuple[int, bool], frozenset[int]] = board.static_cache.setdefault(  # type: ignore[assignment]
        "covering", {}
    )
    key = (target, long_range)
    found = cache.get(key)
    if found is None:
        w, h, on_map = board.width, board.height, board.on_map
        ty, tx = divmod(target, w)
        covering = set()
        for y in range(max(0, ty - 2), min(h, ty + 3)):
            for x in range(max(0, tx - 2), min(w, tx + 3)):
                i = y * w + x
                if on_map[i]:
                    for f in range(4):
                        if zone_bits(board, i, f, long_range) >> target & 1:
                            covering.add(_stop_of(i, f))
        found = cache[key] = frozenset(covering)
    return found


def _engaged_mask(
    board: Board,
    character: Character,
    at: Square,
    facing: Facing,
    enemies: list[Character],
    masks: list[int],
) -> int:
    """Bits of the enemies `character` engages from where he stands."""
    z = zone_of(board, at, facing, character.long_range).all
    result = 0
    bit = 1
    for other in board.characters.values():
        if other.is_enemy_of(character):
            if other.at in z:
                result |= bit
            bit <<= 1
    return result


def path_to(
    board: Board,
    character: Character,
    square: Square,
    facing: Facing | None = None,
    points: int | None = None,
    mode: MoveMode = MoveMode.FREE,
    fly: bool = False,
) -> list[Step] | None:
    """One cheapest path to `square` (and `facing`), or None if it cannot be reached."""
    return reachable(board, character, points, mode, fly).path_to(square, facing)
