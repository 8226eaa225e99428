"""Firing lines (7.2.2) and arcane lines (7.2.3.1) between two characters.

A line runs from the centre of the shooter's square to the centre of the target's.
Every square it touches counts, "even partially": the walk below visits each square
and each edge the line crosses, and treats a line exactly through a grid corner by
RULINGS.md R-18.
"""

from __future__ import annotations

import dataclasses
import functools
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


_SQUARE, _EDGE, _CORNER = 0, 1, 2
_EVENT_SQUARE = _SQUARE


@functools.lru_cache(maxsize=4096)
def _events(dx: int, dy: int) -> tuple[tuple[int, ...], ...]:
    """What a centre-to-centre line over the offset (dx, dy) touches, relative to its
    start: squares, edges crossed, and corners passed exactly. The same for every line
    of that offset, so it is worked out once."""
    nx, ny = abs(dx), abs(dy)
    sx, sy = (1 if dx > 0 else -1), (1 if dy > 0 else -1)
    x = y = ix = iy = 0
    events: list[tuple[int, ...]] = []
    while ix < nx or iy < ny:
        # Compare where the line next crosses a vertical and a horizontal grid line.
        decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
        if decision == 0:
            events.append((_CORNER, x, y, x + sx, y, x, y + sy, x + sx, y + sy))
            x, y, ix, iy = x + sx, y + sy, ix + 1, iy + 1
        elif decision < 0:
            events.append((_EDGE, x, y, x + sx, y))
            x, ix = x + sx, ix + 1
        else:
            events.append((_EDGE, x, y, x, y + sy))
            y, iy = y + sy, iy + 1
        if ix < nx or iy < ny:
            events.append((_SQUARE, x, y))
    return tuple(events)


class _Line:
    """Evaluates the events of one line on a board, for one shooter."""

    def __init__(self, board: Board, shooter: Character, arcane: bool) -> None:
        self.board, self.shooter, self.arcane = board, shooter, arcane
        self.ox, self.oy = shooter.at
        fx, fy = shooter.facing.vector
        self.front = (self.ox + fx, self.oy + fy)

    def square(self, x: int, y: int, blockers: list[Obstacle], cover: list[Obstacle]) -> bool:
        """Record what square (x, y) does to the line; True if it blocks."""
        board = self.board
        w = board.width
        if not (0 <= x < w and 0 <= y < board.height):
            return False
        i = y * w + x
        if not board.on_map[i]:
            return False
        blocked = False
        kind = board.cover[i]
        if kind is Cover.FULL:
            blockers.append(Obstacle(board.feature[i].label, Square(x, y)))  # type: ignore[union-attr]
            blocked = True
        elif (
            kind is Cover.PARTIAL
            and not self.arcane
            # Elements in contact with the shooter do not count (7.2.2).
            and max(abs(x - self.ox), abs(y - self.oy)) > 1
        ):
            cover.append(Obstacle(board.feature[i].label, Square(x, y)))  # type: ignore[union-attr]
        occupant = board.occupant.get(i)
        # An ally frontally adjacent to the shooter is no interposition (7.2.2).
        if occupant is not None and (occupant.is_enemy_of(self.shooter) or (x, y) != self.front):
            blockers.append(Obstacle(occupant.label, Square(x, y)))
            blocked = True
        return blocked

    def edge(
        self, ax: int, ay: int, bx: int, by: int, blockers: list[Obstacle], cover: list[Obstacle]
    ) -> bool:
        """Record what the edge between (ax, ay) and (bx, by) does; True if it blocks."""
        board = self.board
        w = board.width
        if not (0 <= ax < w and 0 <= ay < board.height and 0 <= bx < w and 0 <= by < board.height):
            return False
        if ax != bx:
            kind = board.west[ay * (w + 1) + max(ax, bx)]
        else:
            kind = board.north[max(ay, by) * w + ax]
        if kind is Edge.WALL:
            blockers.append(Obstacle("wall", Square(ax, ay), Square(bx, by)))
            return True
        if (
            kind is Edge.WINDOW
            and not self.arcane
            and (self.ox, self.oy) not in ((ax, ay), (bx, by))
        ):
            cover.append(Obstacle("window", Square(ax, ay), Square(bx, by)))
        return False

    def walk(self, target: Square) -> tuple[list[Obstacle], list[Obstacle]]:
        ox, oy = self.ox, self.oy
        blockers: list[Obstacle] = []
        cover: list[Obstacle] = []
        for event in _events(target.x - ox, target.y - oy):
            if event[0] == _SQUARE:
                self.square(ox + event[1], oy + event[2], blockers, cover)
            elif event[0] == _EDGE:
                _, ax, ay, bx, by = event
                self.edge(ox + ax, oy + ay, ox + bx, oy + by, blockers, cover)
            else:
                _, hx, hy, s1x, s1y, s2x, s2y, ex, ey = event
                routes = []
                for side_x, side_y in ((s1x, s1y), (s2x, s2y)):
                    b: list[Obstacle] = []
                    c: list[Obstacle] = []
                    self.edge(ox + hx, oy + hy, ox + side_x, oy + side_y, b, c)
                    self.square(ox + side_x, oy + side_y, b, c)
                    self.edge(ox + side_x, oy + side_y, ox + ex, oy + ey, b, c)
                    routes.append((b, c))
                open_routes = [r for r in routes if not r[0]]
                if open_routes:
                    # Through a corner the line takes the more open side (RULINGS.md R-18).
                    cover += min(open_routes, key=lambda r: len(r[1]))[1]
                else:
                    blockers += routes[0][0] + routes[1][0]
        return blockers, cover


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
    blockers, cover = _Line(board, shooter, arcane).walk(target.at)
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


def has_clear_shot(
    board: Board, shooter: Character, target: Character, weapon_range: int | None = None
) -> bool:
    """`firing_line(...).clear`, without walking a line out of view or out of range."""
    if weapon_range is None and shooter.weapon_range:
        weapon_range = shooter.weapon_range
    if not in_view(shooter, target.at):
        return False
    if weapon_range is not None and distance(shooter.at, target.at) > weapon_range:
        return False
    return firing_line(board, shooter, target, weapon_range).clear


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
