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


def _open(board: Board, a: Square, b: Square) -> bool:
    """Can a zone spread from `a` to the adjacent `b`? Map edges, walls and windows cut
    it; doors do not (7.1.1)."""
    return board.contains(b) and not board.between(a, b).cuts_control_zone


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
        for a in board.characters.values():
            z = zone(board, a)
            for b in board.characters.values():
                if a.is_enemy_of(b) and b.at in z.all:
                    pairs.append(Engagement(a.id, b.id, b.at not in z.control))
        found = board.__dict__["_engagements"] = tuple(pairs)
    return list(found)


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
    for other in board.characters.values():
        if other.is_enemy_of(mover):
            for square in zone(board, other).all:
                masks[board.index(square)] |= bit
            bit <<= 1
    cache[mover.colour] = masks
    return masks
