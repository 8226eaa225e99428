"""Movement (7.2.1, 7.3.1, 8.4 FLY): every square and facing a character can reach.

A cheapest-cost search over states (square, facing, sidesteps used, points spent inside
the zone of an enemy already engaged). Costs, relative to the facing:

| action | cost | rule |
| --- | --- | --- |
| turn 90 degrees | 1 | 7.2.1 orientation |
| step forward | 1 | 7.2.1 |
| step sideways, facing kept | 1 | at most 2 such steps in a move (RULINGS.md R-13) |
| step back | 2 | +1 per square moved backwards |
| step diagonally forward | 2 | +1 per diagonal square; no corner cutting (R-14) |
| step diagonally back | 3 | diagonal and backwards (R-14) |
| into a partially walkable square | +1 | and no stopping there |
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable

from demloc.board.board import Board, Terrain
from demloc.board.errors import BoardError
from demloc.board.position import Character
from demloc.board.squares import NEIGHBOURS, Facing, Square
from demloc.board.tiles import Edge
from demloc.board.zones import enemy_zone_masks, zone_of


class MoveMode(enum.Enum):
    FREE = "free"  # 7.2.1: not engaged, moves freely
    EVASIVE = "evasive"  # 7.2.1: engaged, passed the hand-to-hand test
    ENGAGING = "engaging"  # 7.3.1: moves to engage an enemy


# Cost of a step by its direction relative to the facing, clockwise from straight ahead.
_RELATIVE_COST = (1, 2, 1, 3, 2, 3, 1, 2)
_SIDESTEP = (False, False, True, False, False, False, True, False)
_ACTION = (
    "forward",
    "diagonal",
    "sidestep",
    "back-diagonal",
    "back",
    "back-diagonal",
    "sidestep",
    "diagonal",
)
MAX_SIDESTEPS = 2  # 7.2.1; per move, RULINGS.md R-13


@dataclasses.dataclass(frozen=True)
class Step:
    square: Square
    facing: Facing
    cost: int  # points spent so far
    action: str

    def __str__(self) -> str:
        return f"{self.square.name}:{self.facing.name}"


def _neighbour_table(board: Board) -> list[int]:
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


_Move = tuple[int, int, int, str, int, int]


def _moves_table(board: Board, fly: bool) -> list[tuple[_Move, ...]]:
    """For each square and facing, the steps a walker (or a flyer) may take from it:
    (square reached, cost, 1 if a sidestep, action, flank squares of a diagonal or -1).
    Costs include +1 into partially walkable squares; a flyer ignores terrain (8.4)."""
    key = "fly moves" if fly else "walk moves"
    cached = board.static_cache.get(key)
    if cached is not None:
        return cached  # type: ignore[return-value]
    neighbours = _neighbour_table(board)
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
                cost = _RELATIVE_COST[r]
                flank_a = flank_b = -1
                if not fly:
                    if board.terrain[j] is Terrain.BLOCKED:
                        continue
                    if board.terrain[j] is Terrain.PARTIAL:
                        cost += 1
                    if d % 2 == 1:
                        dx, dy = NEIGHBOURS[d]
                        flank_a, flank_b = i + dx, i + dy * w
                moves.append((j, cost, 1 if _SIDESTEP[r] else 0, _ACTION[r], flank_a, flank_b))
            table.append(tuple(moves))
    board.static_cache[key] = table
    return table


_FACINGS = tuple(Facing)


class Reach:
    """The result of `reachable`: costs and cheapest paths to every stopping state."""

    def __init__(
        self,
        board: Board,
        character: Character,
        points: int,
        mode: MoveMode,
        fly: bool,
        dist: dict[int, int],
        parent: dict[int, tuple[int, str]],
        stops: set[int],
        reason: str = "",
    ) -> None:
        self.board, self.character, self.points = board, character, points
        self.mode, self.fly, self.reason = mode, fly, reason
        self._dist, self._parent, self._stops = dist, parent, stops

    @staticmethod
    def _decode(state: int) -> tuple[int, int]:
        return state // 24, (state // 6) % 4

    def stops(self) -> dict[tuple[Square, Facing], int]:
        """Every (square, facing) the move can end in, with its cheapest cost."""
        best: dict[tuple[Square, Facing], int] = {}
        squares, dist = self.board.by_index, self._dist
        for state in self._stops:
            key = (squares[state // 24], _FACINGS[(state // 6) % 4])
            cost = dist[state]
            if cost < best.get(key, 1 << 30):
                best[key] = cost
        return best

    def squares(self) -> dict[Square, int]:
        """Every square the move can end on, with its cheapest cost over facings."""
        best: dict[Square, int] = {}
        for (square, _facing), cost in self.stops().items():
            if square not in best or cost < best[square]:
                best[square] = cost
        return best

    def path_to(self, square: Square, facing: Facing | None = None) -> list[Step] | None:
        """The cheapest path to `square` (in `facing`, or any), start included; or None."""
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
    cache[key] = answer = _reachable(board, character, budget, mode, fly)
    return answer


def _reachable(board: Board, character: Character, budget: int, mode: MoveMode, fly: bool) -> Reach:
    if budget < 0:
        raise BoardError(f"{character.label} cannot move {budget} points")
    if fly:
        if character.fly <= 0:
            raise BoardError(f"{character.label} has no FLY ability (8.4)")
        budget = min(budget, character.fly)
    w = board.width
    start_i = board.index(character.at)
    masks = [0] * (w * board.height) if fly else enemy_zone_masks(board, character)
    start_mask = masks[start_i]
    occupied = {i for i, c in board.occupant.items() if c.id != character.id}
    enemies = [c for c in board.characters.values() if c.is_enemy_of(character)]
    start = ((start_i * 4 + int(character.facing)) * 3) * 2
    dist: dict[int, int] = {start: 0}
    parent: dict[int, tuple[int, str]] = {}
    stops: set[int] = set()
    reason = ""
    if start_mask and mode is MoveMode.FREE and not fly:
        reason = (
            f"{character.label} is engaged and may only make an evasive movement, after "
            "passing a hand-to-hand test (7.2.1)"
        )
        return Reach(board, character, budget, mode, fly, dist, parent, {start}, reason)
    if mode is MoveMode.ENGAGING:
        # 7.3.1: the zone of an enemy he is already engaged with when the move starts.
        engaged_with = start_mask | _engaged_mask(
            board, character, character.at, character.facing, enemies, masks
        )
        start_mask = engaged_with
    moves = _moves_table(board, fly)
    engages = _engage_test(board, character, enemies)
    terrain = board.terrain
    partial = Terrain.PARTIAL
    engaging = mode is MoveMode.ENGAGING
    big = 1 << 30
    buckets: list[list[int]] = [[] for _ in range(budget + 1)]
    buckets[0].append(start)
    terminal: set[int] = set()
    get = dist.get
    # A flyer ignores characters (8.4); a walker may not cross them, flanks included.
    blocked = frozenset() if fly else occupied
    for cost in range(budget + 1):
        for state in buckets[cost]:
            if get(state) != cost or state in terminal:
                continue
            i, rest = divmod(state, 24)
            f, rest = divmod(rest, 6)
            sides, inside = divmod(rest, 2)
            # A state reached as cheaply with fewer sidesteps used can do all this one
            # can, so this one need not be expanded.
            if sides and (
                get(state - 2, big) <= cost or (sides == 2 and get(state - 4, big) <= cost)
            ):
                continue
            here_mask = masks[i]
            # 7.3.1: 1 point at most inside an already engaged enemy's zone.
            counts_inside = engaging and bool(here_mask & start_mask)
            # Turns in place.
            new_cost = cost + 1
            if new_cost <= budget and not (counts_inside and inside):
                n_inside = inside + 1 if counts_inside else inside
                for nf in ((f + 1) % 4, (f + 3) % 4):
                    ns = ((i * 4 + nf) * 3 + sides) * 2 + n_inside
                    if new_cost < get(ns, big):
                        dist[ns] = new_cost
                        parent[ns] = (state, "turn")
                        buckets[new_cost].append(ns)
                        if engaging and engages(i, nf):
                            terminal.add(ns)
            # Steps.
            base = sides * 2 + (0 if counts_inside else inside)
            for j, step_cost, sidestep, action, flank_a, flank_b in moves[i * 4 + f]:
                new_cost = cost + step_cost
                if new_cost > budget or (sidestep and sides >= MAX_SIDESTEPS):
                    continue
                if j in blocked or flank_a in blocked or flank_b in blocked:
                    continue  # characters are non-walkable, flanks included (7.2.1)
                if counts_inside and inside + step_cost > 1:
                    continue
                enters_zone = masks[j] & ~here_mask
                if enters_zone and terrain[j] is partial:
                    continue  # it would have to stop where no one may stop
                ns = (j * 4 + f) * 6 + base + sidestep * 2
                if counts_inside:
                    ns += inside + step_cost
                if new_cost < get(ns, big):
                    dist[ns] = new_cost
                    parent[ns] = (state, action)
                    buckets[new_cost].append(ns)
                    if enters_zone or (engaging and engages(j, f)):
                        terminal.add(ns)
    for state, _cost in dist.items():
        i = state // 24
        if terrain[i] is not Terrain.FREE or i in occupied:
            continue
        if mode is MoveMode.ENGAGING:
            if state == start or state not in terminal:
                continue
            if not engages(i, (state // 6) % 4):
                continue
        stops.add(state)
    return Reach(board, character, budget, mode, fly, dist, parent, stops, reason)


def _engage_test(
    board: Board, character: Character, enemies: list[Character]
) -> Callable[[int, int], bool]:
    """Would `character` at square index `i` facing `f` have an enemy in its zone?
    Answers are kept on the board (its characters never move) per character."""
    cache: dict[int, bool] = board.__dict__.setdefault("_engage_cache", {}).setdefault(
        (character.id, character.long_range), {}
    )
    spots = {e.at for e in enemies}

    def engages(i: int, f: int) -> bool:
        found = cache.get(i * 4 + f)
        if found is None:
            zone = zone_of(board, board.by_index[i], _FACINGS[f], character.long_range).all
            found = cache[i * 4 + f] = not zone.isdisjoint(spots)
        return found

    return engages


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
