"""Control zones (7.1.1), the first impact zone (7.3.1) and who engages whom."""

from __future__ import annotations

import dataclasses
import functools

from demloc.board.board import Board
from demloc.board.position import Character
from demloc.board.squares import Facing, Square, behind_squares, relative


@dataclasses.dataclass(frozen=True)
class Zone:
    """A character's control zone and, with a long range weapon, its first impact zone."""

    control: frozenset[Square]
    first_impact: frozenset[Square] = frozenset()

    @functools.cached_property
    def all(self) -> frozenset[Square]:
        return self.control | self.first_impact


_FACINGS = tuple(Facing)
# The side of a square an orthogonal step by this offset crosses.
_CROSSES = {f.vector: f for f in Facing}
# Per facing, `relative(facing, forward, right)` for the offsets a zone uses.
_RELATIVE = {
    facing: {(a, b): relative(facing, a, b) for a in (1, 2) for b in (-1, 0, 1)}
    | {(0, b): relative(facing, 0, b) for b in (-1, 1)}
    for facing in Facing
}


def _spreads(board: Board, a: Square, b: Square, offset: tuple[int, int]) -> bool:
    """Can a zone spread from `a` to `b`, one orthogonal step `offset` away? Map edges,
    walls and windows cut it; doors do not (7.1.1)."""
    return board.contains(b) and not board.edge(a, _CROSSES[offset]).cuts_control_zone


def zone_of(board: Board, at: Square, facing: Facing, long_range: bool = False) -> Zone:
    """Cached per board geometry: the zone depends on walls and edges only."""
    cache: dict[tuple[Square, Facing, bool], Zone] = board.static_cache.setdefault(  # type: ignore[assignment]
        "zones", {}
    )
    key = (at, facing, long_range)
    found = cache.get(key)
    if found is None:
        found = cache[key] = _zone_of(board, at, facing, long_range)
    return found


def _zone_of(board: Board, at: Square, facing: Facing, long_range: bool) -> Zone:
    """The zone of a character standing at `at` facing `facing`.

    The 8 surrounding squares except the 3 behind (7.1.1). A front diagonal square
    needs its flank square in the zone and an open edge from it (7.1.1 "flanking zone",
    RULINGS.md R-26). A long range weapon adds the first impact zone: the three squares
    two rows ahead, each reached from the zone square behind it (RULINGS.md R-21).
    """
    offsets = _RELATIVE[facing]
    forward = offsets[1, 0]
    ahead = at.step(*forward)
    control: set[Square] = set()
    if _spreads(board, at, ahead, forward):
        control.add(ahead)
    for side in (-1, 1):
        sideways = offsets[0, side]
        flank = at.step(*sideways)
        if _spreads(board, at, flank, sideways):
            control.add(flank)
            diagonal = at.step(*offsets[1, side])
            if _spreads(board, flank, diagonal, forward):
                control.add(diagonal)
    impact: set[Square] = set()
    if long_range:
        for side in (-1, 0, 1):
            near = at.step(*offsets[1, side])
            far = at.step(*offsets[2, side])
            if near in control and _spreads(board, near, far, forward):
                impact.add(far)
    return Zone(frozenset(control), frozenset(impact))


def zone(board: Board, character: Character) -> Zone:
    return zone_of(board, character.at, character.facing, character.long_range)


@dataclasses.dataclass(frozen=True)
class Engagement:
    """`engager` has `engaged` in its zone (7.1.1: you can engage without being engaged)."""

    engager: str
    engaged: str
    first_impact: bool  # only in the first impact zone: it defends without dealing damage


def engagements(board: Board) -> list[Engagement]:
    """Every (engager, engaged) pair; worked out once per board (boards never change)."""
    found: tuple[Engagement, ...] | None = board.__dict__.get("_engagements")
    if found is None:
        pairs = []
        # Who stands in a zone is looked up by square; each engager's pairs keep the
        # order of the board's characters.
        order = {c.id: n for n, c in enumerate(board.characters.values())}
        occupant = board.occupant
        w = board.width
        for a in board.characters.values():
            covered = [
                (order[b.id], b.id, first_impact)
                for i, first_impact in _zone_cells(board, _zone_key(w, a))[0]
                if (b := occupant.get(i)) is not None and a.is_enemy_of(b)
            ]
            if covered:
                covered.sort()
                pairs += [Engagement(a.id, b, first_impact) for _, b, first_impact in covered]
        found = board.__dict__["_engagements"] = tuple(pairs)
    return list(found)


_Cells = tuple[tuple[tuple[int, bool], ...], int]  # a zone's (square, first impact) pairs, bits


def _zone_key(width: int, character: Character) -> int:
    """`_zone_cells`' key of `character`'s zone on a board `width` squares wide."""
    at = character.at
    return ((at.y * width + at.x) * 4 + character.facing) * 2 + character.long_range


def _zone_cells(board: Board, key: int) -> _Cells:
    """The zone of state `key` (square index * 8 + facing * 2 + long range, a square of
    the map) as (square index, only in the first impact zone) pairs of `zone_of(...).all`
    and as bits by square index. Cached per board geometry under integer keys: cheaper
    to find than (square, facing) ones."""
    cache: dict[int, _Cells] = board.static_cache.setdefault("zone cells", {})  # type: ignore[assignment]
    found = cache.get(key)
    if found is None:
        found = cache[key] = _cells_of(_spread_table(board), key >> 3, (key >> 1) & 3, key & 1)
    return found


def _cells_of(spread: list[int], at: int, f: int, long_range: int) -> _Cells:
    """`_zone_of` on square indices (the same squares: a test holds them equal), read
    from the board's `_spread_table`, for the zones a mission works out by the
    thousand (issue 16: made with squares, they were most of a first replay's time).
    The rule is `_zone_of`'s: ahead and the flanks, a front diagonal past its flank
    (7.1.1, R-26), and with a long range weapon the first impact zone (R-21)."""
    ahead = spread[at * 4 + f]
    control = [ahead] if ahead >= 0 else []
    diagonals = []
    for side in (3, 1):  # left, right: the flank, then the front diagonal beyond it
        flank = spread[at * 4 + (f + side) % 4]
        if flank >= 0:
            control.append(flank)
            diagonal = spread[flank * 4 + f]
            if diagonal >= 0:
                control.append(diagonal)
                diagonals.append(diagonal)
    pairs = [(i, False) for i in control]
    if long_range:  # from each zone square in front, the square ahead of it
        for near in ([ahead] if ahead >= 0 else []) + diagonals:
            far = spread[near * 4 + f]
            if far >= 0:
                pairs.append((far, True))
    bits = 0
    for i, _ in pairs:
        bits |= 1 << i
    return tuple(pairs), bits


def _spread_table(board: Board) -> list[int]:
    """Per square index * 4 + direction (a Facing), the square a zone spreads into one
    step that way, or -1: off the map, or across an edge that cuts zones (walls and
    windows; doors do not, 7.1.1). Cached per board geometry."""
    cached = board.static_cache.get("zone spreads")
    if cached is not None:
        return cached  # type: ignore[return-value]
    w = board.width
    table = [-1] * (w * board.height * 4)
    for i, a in enumerate(board.by_index):
        if board.on_map[i]:
            for f in _FACINGS:
                b = a.step(*f.vector)
                if _spreads(board, a, b, f.vector):
                    table[i * 4 + f] = b.y * w + b.x
    board.static_cache["zone spreads"] = table
    return table


def zone_bits(board: Board, at: int, facing: int, long_range: bool) -> int:
    """The squares of the zone of a character on square index `at` facing `facing`, as
    bits by square index (`zone_of(...).all`). Cached per board geometry."""
    return _zone_cells(board, (at * 4 + facing) * 2 + long_range)[1]


def is_behind(attacker_at: Square, target: Character) -> bool:
    """Whether `attacker_at` is one of the 3 squares behind `target` (7.3.2.1)."""
    return attacker_at in behind_squares(target.at, target.facing)


def enemy_zone_masks(board: Board, mover: Character) -> list[int]:
    """Per square, a bit for each enemy of `mover` whose zone covers it (for movement).

    Cached on the board, which never changes once built (a move builds a new one).
    """
    cache: dict[str, list[int]] = board.__dict__.setdefault("_zone_masks", {})
    if mover.colour in cache:
        return cache[mover.colour]
    masks = [0] * (board.width * board.height)
    bit = 1
    w = board.width
    for other in board.characters.values():
        if other.is_enemy_of(mover):
            for i, _ in _zone_cells(board, _zone_key(w, other))[0]:
                masks[i] |= bit
            bit <<= 1
    cache[mover.colour] = masks
    return masks


def enemy_zone_bits(board: Board, mover: Character) -> int:
    """The squares in the zone of an enemy of `mover`, as bits by square index.

    Cached on the board by colour, as `enemy_zone_masks` is."""
    cache: dict[str, int] = board.__dict__.setdefault("_zone_bits", {})
    found = cache.get(mover.colour)
    if found is None:
        found = 0
        w = board.width
        for other in board.characters.values():
            if other.is_enemy_of(mover):
                found |= _zone_cells(board, _zone_key(w, other))[1]
        cache[mover.colour] = found
    return found
