"""Movement as the rulebook states it (7.2.1, 7.3.1, 8.4 FLY), and the control zones a
move stops at (7.1.1): square by square and facing by facing, nothing packed.

This is the readable statement of the rules. `movement` answers the same questions
fast (its search on packed states, `free_moves` on bit sets); the tests hold every
answer of those (stops, costs, paths, reasons, refusals) to this one on random boards.
The app never calls it.

A move is a cheapest-cost search over `State`s. Each turn of 90 degrees costs 1; the
steps and their costs are `steps.STEPS`; stepping onto partially walkable ground costs
1 more, and no move ends there. At most 2 sidesteps a move (R-13). A diagonal step may
not cut a corner (R-14). Characters are non-walkable; a flyer ignores them, terrain and
zones, never walls and windows (8.4, R-23). A move stops on entering the zone of an
enemy whose zone the square before was not in (R-25). An engaging move (7.3.1) ends
where the mover has an enemy in his zone, and spends 1 point at most inside the zone of
an enemy he was engaged with when it began (R-24).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable

from demloc.board.board import Board, Terrain
from demloc.board.errors import BoardError
from demloc.board.movement import MoveMode, Step
from demloc.board.position import Character
from demloc.board.squares import Facing, Square, relative
from demloc.board.steps import MAX_SIDESTEPS, STEPS
from demloc.board.tiles import Edge
from demloc.board.zones import Zone


@dataclasses.dataclass(frozen=True)
class State:
    """Where a move stands: square, facing, sidesteps used (R-13) and, in an engaging
    move, points spent inside the zone of an enemy already engaged (R-24)."""

    square: Square
    facing: Facing
    sidesteps: int = 0
    inside: int = 0


@dataclasses.dataclass
class ReferenceReach:
    """Every state reached, its cheapest cost and the state and action it came from;
    the states the move may end in; why no move is possible, if so."""

    cost: dict[State, int]
    came_from: dict[State, tuple[State, str]]
    ends: set[State]
    reason: str = ""

    def stops(self) -> dict[tuple[Square, Facing], int]:
        """Every (square, facing) the move can end in, with its cheapest cost."""
        best: dict[tuple[Square, Facing], int] = {}
        for state in self.ends:
            key = (state.square, state.facing)
            best[key] = min(best.get(key, self.cost[state]), self.cost[state])
        return best

    def path_to(self, square: Square, facing: Facing) -> list[Step] | None:
        """A cheapest path to `square` facing `facing`, the start included. Of equally
        cheap ends, the one with the fewest sidesteps, then points inside, is taken."""
        ends = [s for s in self.ends if (s.square, s.facing) == (square, facing)]
        if not ends:
            return None
        state = min(ends, key=lambda s: (self.cost[s], s.sidesteps, s.inside))
        path = []
        while True:
            came = self.came_from.get(state)
            action = came[1] if came else "start"
            path.append(Step(state.square, state.facing, self.cost[state], action))
            if came is None:
                return path[::-1]
            state = came[0]


def reference_reach(
    board: Board, character: Character, points: int, mode: MoveMode, fly: bool
) -> ReferenceReach:
    """Every state `character` can reach with `points` movement points.

    States of one cost are taken in the order they were first reached at it, each turn
    (right, then left) before its steps (in `STEPS` order); a state keeps the first way
    found to reach it at its cheapest cost. That fixes which of equally cheap paths is
    the one answered."""
    if points < 0:
        raise BoardError(f"{character.label} cannot move {points} points")
    if fly:
        if character.fly <= 0:
            raise BoardError(f"{character.label} has no FLY ability (8.4)")
        points = min(points, character.fly)
    start = State(character.at, character.facing)
    enemies = [c for c in board.characters.values() if c.is_enemy_of(character)]
    others = {c.at for c in board.characters.values() if c.id != character.id}

    @functools.cache
    def zones_over(square: Square) -> frozenset[str]:
        """The enemies whose zone covers `square` (none for a flyer)."""
        if fly:
            return frozenset()
        zones = {e.id: reference_zone(board, e.at, e.facing, e.long_range) for e in enemies}
        return frozenset(e for e, zone in zones.items() if square in zone.all)

    @functools.cache
    def engages(square: Square, facing: Facing) -> bool:
        zone = reference_zone(board, square, facing, character.long_range).all
        return any(e.at in zone for e in enemies)

    engaged_with = zones_over(character.at)
    if engaged_with and mode is MoveMode.FREE and not fly:
        reason = (
            f"{character.label} is engaged and may only make an evasive movement, after "
            "passing a hand-to-hand test (7.2.1)"
        )
        return ReferenceReach({start: 0}, {}, {start}, reason)
    engaging = mode is MoveMode.ENGAGING
    if engaging:  # also the enemies he engages where he starts (7.3.1)
        mine = reference_zone(board, character.at, character.facing, character.long_range)
        engaged_with |= {e.id for e in enemies if e.at in mine.all}
    walks = _walk(board, others, fly)
    cost = {start: 0}
    came_from: dict[State, tuple[State, str]] = {}
    stopped: set[State] = set()  # reached by entering a zone, or engaging: it ends there
    by_cost: list[list[State]] = [[] for _ in range(points + 1)]
    by_cost[0].append(start)

    def reach(state: State, new_cost: int, came: State, action: str, stops: bool) -> None:
        if new_cost < cost.get(state, points + 1):
            cost[state] = new_cost
            came_from[state] = (came, action)
            by_cost[new_cost].append(state)
            if stops:
                stopped.add(state)

    for spent in range(points + 1):
        for state in by_cost[spent]:
            if cost[state] != spent or state in stopped:
                continue
            fewer_sidesteps = (
                dataclasses.replace(state, sidesteps=n) for n in range(state.sidesteps)
            )
            if any(cost.get(s, points + 1) <= spent for s in fewer_sidesteps):
                continue  # that state can do all this one can, as cheaply
            here = state.square
            # 7.3.1: 1 point at most inside an already engaged enemy's zone.
            counts_inside = engaging and not zones_over(here).isdisjoint(engaged_with)
            if spent + 1 <= points and not (counts_inside and state.inside):
                inside = state.inside + counts_inside
                for quarter in (1, -1):
                    facing = state.facing.turned(quarter)
                    turned = dataclasses.replace(state, facing=facing, inside=inside)
                    reach(turned, spent + 1, state, "turn", engaging and engages(here, facing))
            for (forward, right), step_cost, sidestep, action in STEPS:
                to = walks(here, state.facing, forward, right)
                if to is None:
                    continue
                partial = not fly and _terrain(board, to) is Terrain.PARTIAL
                new_cost = spent + step_cost + partial
                if new_cost > points or (sidestep and state.sidesteps >= MAX_SIDESTEPS):
                    continue
                inside = state.inside
                if counts_inside:
                    inside += new_cost - spent
                    if inside > 1:
                        continue
                enters = not zones_over(to) <= zones_over(here)
                if enters and _terrain(board, to) is Terrain.PARTIAL:
                    continue  # it would have to stop where no one may stop
                moved = State(to, state.facing, state.sidesteps + sidestep, inside)
                ends_here = enters or (engaging and engages(to, state.facing))
                reach(moved, new_cost, state, action, ends_here)
    ends = set()
    for state in cost:
        if _terrain(board, state.square) is not Terrain.FREE or state.square in others:
            continue
        if engaging and (state == start or state not in stopped):
            continue
        if engaging and not engages(state.square, state.facing):
            continue
        ends.add(state)
    return ReferenceReach(cost, came_from, ends)


def _terrain(board: Board, square: Square) -> Terrain:
    return board.terrain[board.index(square)]


def _walk(
    board: Board, others: set[Square], fly: bool
) -> Callable[[Square, Facing, int, int], Square | None]:
    """Where a step `forward` and `right` of a facing leads from a square, or None if
    it may not be taken: off the map, through a wall or a window, onto non-walkable
    ground or a character, or diagonally past either (7.2.1, R-14). A flyer ignores
    the ground and the characters (8.4)."""

    def walks(at: Square, facing: Facing, forward: int, right: int) -> Square | None:
        to = at.step(*relative(facing, forward, right))
        if not board.contains(to):
            return None
        if not fly and (_terrain(board, to) is Terrain.BLOCKED or to in others):
            return None
        if not (forward and right):
            return None if board.between(at, to).stops_movement else to
        # A diagonal: both squares beside the corner on the map and walkable, all four
        # edges at the corner open.
        beside = (Square(to.x, at.y), Square(at.x, to.y))
        for square in beside:
            if not board.contains(square) or _terrain(board, square) is Terrain.BLOCKED:
                return None
            if not fly and square in others:
                return None
            if board.between(at, square) is not Edge.OPEN:
                return None
            if board.between(square, to) is not Edge.OPEN:
                return None
        return to

    return walks


def _spreads(board: Board, a: Square, b: Square) -> bool:
    """Does a zone spread from `a` to the adjacent `b`? Map edges, walls and windows cut
    it; doors do not (7.1.1)."""
    return board.contains(b) and not board.between(a, b).cuts_control_zone


def reference_zone(board: Board, at: Square, facing: Facing, long_range: bool) -> Zone:
    """The zone of a character standing at `at` facing `facing`.

    The 8 surrounding squares except the 3 behind (7.1.1). A front diagonal square
    needs its flank square in the zone and an open edge from it (7.1.1 "flanking zone",
    RULINGS.md R-26). A long range weapon adds the first impact zone: the three squares
    two rows ahead, each reached from the zone square behind it (RULINGS.md R-21).
    """
    ahead = at.step(*relative(facing, 1, 0))
    control: set[Square] = set()
    if _spreads(board, at, ahead):
        control.add(ahead)
    for side in (-1, 1):
        flank = at.step(*relative(facing, 0, side))
        if _spreads(board, at, flank):
            control.add(flank)
            diagonal = at.step(*relative(facing, 1, side))
            if _spreads(board, flank, diagonal):
                control.add(diagonal)
    impact: set[Square] = set()
    if long_range:
        for side in (-1, 0, 1):
            near = at.step(*relative(facing, 1, side))
            far = at.step(*relative(facing, 2, side))
            if near in control and _spreads(board, near, far):
                impact.add(far)
    return Zone(frozenset(control), frozenset(impact))
