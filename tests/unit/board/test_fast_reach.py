"""The fast movement and zone searches against the straightforward ones (issue 16).

The references are the searches as they were before issue 16, state by state with
dictionaries, zones square by square: the fast ones must find the same stops, costs,
paths, reasons and refusals on random boards.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from demloc.board.board import Board, Terrain
from demloc.board.errors import BoardError
from demloc.board.movement import MoveMode, move_cost, reachable
from demloc.board.position import Character
from demloc.board.squares import Facing, Square, relative
from demloc.board.steps import MAX_SIDESTEPS, _moves_table
from demloc.board.zones import (
    Engagement,
    Zone,
    _zone_cells,
    _zone_of,
    enemy_zone_masks,
    engagements,
    zone_bits,
    zone_of,
)
from support.boards import boards

Answer = tuple[dict[int, int], dict[int, tuple[int, str]], set[int], str]


def _open(board: Board, a: Square, b: Square) -> bool:
    """Can a zone spread from `a` to the adjacent `b`? Map edges, walls and windows cut
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
    if _open(board, at, ahead):
        control.add(ahead)
    for side in (-1, 1):
        flank = at.step(*relative(facing, 0, side))
        if _open(board, at, flank):
            control.add(flank)
            diagonal = at.step(*relative(facing, 1, side))
            if _open(board, flank, diagonal):
                control.add(diagonal)
    impact: set[Square] = set()
    if long_range:
        for side in (-1, 0, 1):
            near = at.step(*relative(facing, 1, side))
            far = at.step(*relative(facing, 2, side))
            if near in control and _open(board, near, far):
                impact.add(far)
    return Zone(frozenset(control), frozenset(impact))


def _reference_masks(board: Board, mover: Character) -> list[int]:
    masks = [0] * (board.width * board.height)
    bit = 1
    for other in board.characters.values():
        if other.is_enemy_of(mover):
            for square in reference_zone(board, other.at, other.facing, other.long_range).all:
                masks[board.index(square)] |= bit
            bit <<= 1
    return masks


def reference_reach(
    board: Board, character: Character, budget: int, mode: MoveMode, fly: bool
) -> Answer:
    if budget < 0:
        raise BoardError(f"{character.label} cannot move {budget} points")
    if fly:
        if character.fly <= 0:
            raise BoardError(f"{character.label} has no FLY ability (8.4)")
        budget = min(budget, character.fly)
    w = board.width
    start_i = board.index(character.at)
    masks = [0] * (w * board.height) if fly else _reference_masks(board, character)
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
        return dist, parent, {start}, reason
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
    return dist, parent, stops, reason


def _engage_test(
    board: Board, character: Character, enemies: list[Character]
) -> Callable[[int, int], bool]:
    """Would `character` at square index `i` facing `f` have an enemy in its zone?
    Worked out afresh."""
    cache: dict[int, bool] = {}
    spots = {e.at for e in enemies}

    def engages(i: int, f: int) -> bool:
        found = cache.get(i * 4 + f)
        if found is None:
            zone = reference_zone(board, board.by_index[i], Facing(f), character.long_range).all
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
    z = reference_zone(board, at, facing, character.long_range).all
    result = 0
    bit = 1
    for other in board.characters.values():
        if other.is_enemy_of(character):
            if other.at in z:
                result |= bit
            bit <<= 1
    return result


def reference_stops(board: Board, answer: Answer) -> dict[tuple[Square, Facing], int]:
    dist, _parent, stops, _reason = answer
    best: dict[tuple[Square, Facing], int] = {}
    for state in stops:
        key = (board.square(state // 24), Facing((state // 6) % 4))
        if dist[state] < best.get(key, 1 << 30):
            best[key] = dist[state]
    return best


def reference_path(board: Board, answer: Answer, square: Square, facing: Facing) -> list[str]:
    dist, parent, stops, _reason = answer
    candidates = [
        s for s in stops if s // 24 == board.index(square) and (s // 6) % 4 == int(facing)
    ]
    state = min(candidates, key=lambda s: (dist[s], s))
    steps = []
    while True:
        previous = parent.get(state)
        steps.append(
            f"{board.square(state // 24).name}:{Facing((state // 6) % 4).name}"
            f" {dist[state]} {previous[1] if previous else 'start'}"
        )
        if previous is None:
            return steps[::-1]
        state = previous[0]


def _flyer(board: Board, mover: Character, fly: int) -> Character:
    return dataclasses.replace(mover, fly=fly)


@settings(max_examples=150, deadline=None)
@given(
    boards(people=6),
    st.sampled_from(list(MoveMode)),
    st.integers(-1, 8),
    st.integers(0, 5),
    st.data(),
)
def test_reach_is_the_straightforward_searchs(
    board: Board, mode: MoveMode, points: int, fly: int, data: st.DataObject
) -> None:
    mover = data.draw(st.sampled_from(sorted(board.characters.values(), key=lambda c: c.id)))
    flying = fly > 0 and data.draw(st.booleans())
    mover = _flyer(board, mover, fly)
    try:
        expected = reference_reach(board, mover, points, mode, flying)
    except BoardError as error:
        for call in (
            lambda: reachable(board, mover, points, mode, flying),
            lambda: move_cost(board, mover, mover.at, mover.facing, points, mode, flying),
        ):
            try:
                call()
            except BoardError as again:
                assert str(again) == str(error)
            else:
                raise AssertionError("the fast search does not refuse")
        return
    stops = reference_stops(board, expected)
    # A single stop asked first (the targeted search), then the whole reach.
    for square in [*board.squares(), Square(-1, 0), Square(board.width, board.height)]:
        for facing in Facing:
            assert move_cost(board, mover, square, facing, points, mode, flying) == (
                stops.get((square, facing)),
                expected[3],
            )
    reach = reachable(board, mover, points, mode, flying)
    assert reach.stops() == stops
    assert reach.reason == expected[3]
    for (square, facing), cost in stops.items():
        path = reach.path_to(square, facing)
        assert path is not None and path[-1].cost == cost
        assert [f"{s} {s.cost} {s.action}" for s in path] == reference_path(
            board, expected, square, facing
        )
    # And once the reach is known, a single stop is read from it.
    assert move_cost(board, mover, mover.at, mover.facing, points, mode, flying) == (
        stops.get((mover.at, mover.facing)),
        expected[3],
    )


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(boards(people=6))
def test_zones_are_the_straightforward_ones(board: Board) -> None:
    for square in board.squares():
        for facing in Facing:
            for long_range in (False, True):
                fast = _zone_of(board, square, facing, long_range)
                slow = reference_zone(board, square, facing, long_range)
                assert fast == slow == zone_of(board, square, facing, long_range)
                assert list(fast.control) == list(slow.control)
                assert list(fast.first_impact) == list(slow.first_impact)
                # The same zone on square indices, as movement and engagements read it.
                i = board.index(square)
                pairs, bits = _zone_cells(board, (i * 4 + facing) * 2 + long_range)
                assert sorted(pairs) == sorted(
                    (board.index(s), s not in slow.control) for s in slow.all
                )
                assert len(pairs) == len(slow.all)
                assert (
                    bits
                    == zone_bits(board, i, facing, long_range)
                    == sum(1 << board.index(s) for s in slow.all)
                )


@settings(max_examples=200, deadline=None)
@given(boards(people=8))
def test_engagements_are_the_straightforward_ones(board: Board) -> None:
    expected = []
    for a in board.characters.values():
        z = reference_zone(board, a.at, a.facing, a.long_range)
        for b in board.characters.values():
            if a.is_enemy_of(b) and b.at in z.all:
                expected.append(Engagement(a.id, b.id, b.at not in z.control))
    assert engagements(board) == expected


@settings(max_examples=150, deadline=None)
@given(boards(people=8), st.integers(0, 9), st.data())
def test_a_free_moves_one_stop_searched_towards_it_costs_what_the_whole_search_says(
    board: Board, points: int, data: st.DataObject
) -> None:
    """`move_cost` of a free move is searched towards its stop (free_cost.py, A*): the
    same cost as the straightforward search's, for every stop and every refusal."""
    mover = data.draw(st.sampled_from(sorted(board.characters.values(), key=lambda c: c.id)))
    expected = reference_reach(board, mover, points, MoveMode.FREE, False)
    stops = reference_stops(board, expected)
    for square in board.squares():
        for facing in Facing:
            asked = move_cost(board, mover, square, facing, points, MoveMode.FREE)
            assert asked == (stops.get((square, facing)), expected[3])
    assert "_reach_cache" not in board.__dict__  # every answer was searched, none read


@settings(max_examples=120, deadline=None)
@given(boards(people=6), st.sampled_from(list(MoveMode)), st.integers(0, 8), st.data())
def test_a_reachs_stops_read_as_numbers_and_one_by_one_are_its_stops(
    board: Board, mode: MoveMode, points: int, data: st.DataObject
) -> None:
    """`stop_keys` and `cost` read before the stops' dictionary is made (a free move's
    bits, a search's states) say what `stops()` says, in (row, column, facing) order."""
    mover = data.draw(st.sampled_from(sorted(board.characters.values(), key=lambda c: c.id)))
    expected = reference_stops(board, reference_reach(board, mover, points, mode, False))
    keys = reachable(board, mover, points, mode).stop_keys()
    board.__dict__.pop("_reach_cache", None)
    squares = [*board.squares(), Square(-1, 0)]
    costs = {
        (square, facing): reachable(board, mover, points, mode).cost(square, facing)
        for square in squares
        for facing in Facing
    }
    assert {k: v for k, v in costs.items() if v is not None} == expected
    ordered = sorted(expected, key=lambda k: (k[0].y, k[0].x, k[1]))
    assert keys == [board.index(square) * 4 + int(facing) for square, facing in ordered]
    reach = reachable(board, mover, points, mode)
    assert reach.stops() == expected and reach.stop_keys() == keys


@settings(max_examples=200, deadline=None)
@given(boards(people=8))
def test_a_square_in_an_enemys_zone_mask_is_one_he_engages(board: Board) -> None:
    """strategic.move asks the zone masks whether a mover is engaged by an enemy."""
    for character in board.characters.values():
        masks = enemy_zone_masks(board, character)
        engaged = any(e.engaged == character.id for e in engagements(board))
        assert bool(masks[board.index(character.at)]) == engaged
