"""Firing lines (7.2.2) and arcane lines (7.2.3.1) between two characters.

A line runs from the centre of the shooter's square to the centre of the target's.
Every square it touches counts, "even partially": the walk below visits each square
and each edge the line crosses, and treats a line exactly through a grid corner by
RULINGS.md R-18.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from demloc.board.board import Board, Cover
from demloc.board.position import Character
from demloc.board.squares import Square
from demloc.board.tiles import Edge


@dataclasses.dataclass(frozen=True)
class Obstacle:
    """Something on a firing line: a square's element or character, or an edge."""

    what: str  # "column", "barrel", "wall", "window", or a character's label
    square: Square
    other: Square | None = None  # for an edge: the square on its far side

    def __str__(self) -> str:
        if self.other is not None:
            return f"the {self.what} between {self.square.name} and {self.other.name}"
        if self.what in _ELEMENT_WORDS:
            return f"the {self.what} at {self.square.name}"
        return f"{self.what} at {self.square.name}"

    def to_json(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"what": self.what, "square": self.square.name}
        if self.other is not None:
            entry["other"] = self.other.name
        return entry


_ELEMENT_WORDS = {"tree", "column", "barrel", "bush", "palisade", "small wall", "wall", "window"}


@dataclasses.dataclass(frozen=True)
class FiringLine:
    shooter: str
    target: str
    in_view: bool
    distance: int
    weapon_range: int | None
    blockers: tuple[Obstacle, ...]
    cover: tuple[Obstacle, ...]
    arcane: bool = False

    @property
    def in_range(self) -> bool:
        # 7.2.2: range is rounded down, so the whole distance must be paid.
        return self.weapon_range is None or self.distance <= self.weapon_range

    @property
    def blocked(self) -> bool:
        return bool(self.blockers)

    @property
    def penalty(self) -> int:
        """-1 to the shot for each element partially covering the view (7.2.2)."""
        return len(self.cover)

    @property
    def clear(self) -> bool:
        return self.in_view and self.in_range and not self.blocked

    def explain(self) -> str:
        if not self.in_view:
            return "out of view: the target is behind the shooter's shoulders (7.2.2)"
        if not self.in_range:
            return f"out of range: {self.distance} squares, range {self.weapon_range} (7.2.2)"
        if self.blocked:
            return "blocked by " + ", ".join(str(b) for b in self.blockers) + " (7.2.2)"
        if self.cover:
            words = ", ".join(str(c) for c in self.cover)
            return f"clear, -{self.penalty} for partial cover: {words} (7.2.2)"
        return f"clear at {self.distance} squares"

    def to_json(self) -> dict[str, Any]:
        return {
            "shooter": self.shooter,
            "target": self.target,
            "in_view": self.in_view,
            "distance": self.distance,
            "range": self.weapon_range,
            "in_range": self.in_range,
            "blocked": self.blocked,
            "blockers": [b.to_json() for b in self.blockers],
            "cover": self.penalty,
            "cover_from": [c.to_json() for c in self.cover],
            "clear": self.clear,
            "arcane": self.arcane,
            "explanation": self.explain(),
        }


def in_view(shooter: Character, target: Square) -> bool:
    """7.2.2: the 180 degrees in front; squares level with the shooter count (R-19)."""
    fx, fy = shooter.facing.vector
    return (target.x - shooter.at.x) * fx + (target.y - shooter.at.y) * fy >= 0


def distance(a: Square, b: Square) -> int:
    """7.2.2: 1 per square along the line, +1 per diagonal square (RULINGS.md R-20)."""
    return abs(a.x - b.x) + abs(a.y - b.y)


class _Walker:
    """What the squares and edges of one line do to it, for one shooter."""

    def __init__(self, board: Board, shooter: Character, target: Square, arcane: bool) -> None:
        self.board, self.shooter, self.target, self.arcane = board, shooter, target, arcane
        fx, fy = shooter.facing.vector
        self.front = shooter.at.step(fx, fy)

    def square(self, q: Square) -> tuple[list[Obstacle], list[Obstacle]]:
        board = self.board
        if q == self.target or q == self.shooter.at or not board.contains(q):
            return [], []
        i = board.index(q)
        blockers: list[Obstacle] = []
        cover: list[Obstacle] = []
        feature = board.feature[i]
        if board.cover[i] is Cover.FULL and feature is not None:
            blockers.append(Obstacle(feature.label, q))
        elif (
            board.cover[i] is Cover.PARTIAL
            and feature is not None
            and not self.arcane
            # Elements in contact with the shooter do not count (7.2.2).
            and max(abs(q.x - self.shooter.at.x), abs(q.y - self.shooter.at.y)) > 1
        ):
            cover.append(Obstacle(feature.label, q))
        occupant = board.occupant.get(i)
        if occupant is not None:
            # An ally frontally adjacent to the shooter is no interposition (7.2.2).
            ally_in_front = not occupant.is_enemy_of(self.shooter) and q == self.front
            if not ally_in_front:
                blockers.append(Obstacle(occupant.label, q))
        return blockers, cover

    def edge(self, a: Square, b: Square) -> tuple[list[Obstacle], list[Obstacle]]:
        kind = self.board.between(a, b) if self.board.contains(a) else Edge.OPEN
        if kind is Edge.WALL:
            return [Obstacle("wall", a, b)], []
        if kind is Edge.WINDOW and not self.arcane and self.shooter.at not in (a, b):
            return [], [Obstacle("window", a, b)]  # RULINGS.md R-17
        return [], []


def firing_line(
    board: Board,
    shooter: Character,
    target: Character,
    weapon_range: int | None = None,
    arcane: bool = False,
) -> FiringLine:
    """The line from `shooter` to `target`: view, range, blockers and partial cover.

    With `arcane`, the line of an arcane power: only elements that hide the view
    completely count (7.2.3.1).
    """
    if weapon_range is None and shooter.weapon_range:
        weapon_range = shooter.weapon_range
    walker = _Walker(board, shooter, target.at, arcane)
    blockers, cover = walk(walker, shooter.at, target.at)
    return FiringLine(
        shooter=shooter.id,
        target=target.id,
        in_view=in_view(shooter, target.at),
        distance=distance(shooter.at, target.at),
        weapon_range=weapon_range,
        blockers=tuple(blockers),
        cover=tuple(cover),
        arcane=arcane,
    )


def walk(walker: _Walker, start: Square, end: Square) -> tuple[list[Obstacle], list[Obstacle]]:
    """Every square and edge the centre-to-centre line from `start` to `end` touches."""
    dx, dy = end.x - start.x, end.y - start.y
    nx, ny = abs(dx), abs(dy)
    sx, sy = (1 if dx > 0 else -1), (1 if dy > 0 else -1)
    x, y = start
    ix = iy = 0
    blockers: list[Obstacle] = []
    cover: list[Obstacle] = []
    while ix < nx or iy < ny:
        here = Square(x, y)
        # Compare where the line next crosses a vertical and a horizontal grid line.
        decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
        if decision == 0:
            ahead = Square(x + sx, y + sy)
            routes = []
            for side in (Square(x + sx, y), Square(x, y + sy)):
                b1, c1 = walker.edge(here, side)
                b2, c2 = walker.square(side)
                b3, c3 = walker.edge(side, ahead)
                routes.append((b1 + b2 + b3, c1 + c2 + c3))
            open_routes = [r for r in routes if not r[0]]
            if open_routes:
                # Through a corner the line takes the more open side (RULINGS.md R-18).
                cover += min(open_routes, key=lambda r: len(r[1]))[1]
            else:
                blockers += routes[0][0] + routes[1][0]
            x, y = ahead
            ix, iy = ix + 1, iy + 1
        elif decision < 0:
            ahead = Square(x + sx, y)
            b, c = walker.edge(here, ahead)
            blockers += b
            cover += c
            x, ix = x + sx, ix + 1
        else:
            ahead = Square(x, y + sy)
            b, c = walker.edge(here, ahead)
            blockers += b
            cover += c
            y, iy = y + sy, iy + 1
        b, c = walker.square(Square(x, y))
        blockers += b
        cover += c
    return blockers, cover


def firing_lines(
    board: Board,
    shooter: Character,
    weapon_range: int | None = None,
    arcane: bool = False,
    everyone: bool = False,
) -> list[FiringLine]:
    """Lines from `shooter` to every enemy (or, with `everyone`, every other character)."""
    return [
        firing_line(board, shooter, other, weapon_range, arcane)
        for other in board.characters.values()
        if other.id != shooter.id and (everyone or other.is_enemy_of(shooter))
    ]


def view_squares(board: Board, shooter: Character, arcane: bool = False) -> set[Square]:
    """Every square a line from `shooter` reaches unblocked, in view (for the benchmark
    beside a field of view, and for the board's threat overlays)."""
    seen = set()
    for q in board.squares():
        if q == shooter.at or not in_view(shooter, q):
            continue
        blockers, _cover = walk(_Walker(board, shooter, q, arcane), shooter.at, q)
        if not blockers:
            seen.add(q)
    return seen
