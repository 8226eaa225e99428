"""Firing lines (7.2.2) and arcane lines (7.2.3.1) between two characters.

A line runs from the centre of the shooter's square to the centre of the target's.
Every square it touches counts, "even partially": the walk below visits each square
and each edge the line crosses, and treats a line exactly through a grid corner by
RULINGS.md R-18. `firing_line` answers with `lines.line_bits`, the same rule on bit
sets, and walks the line only when its obstacles are read (to name them).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from demloc.board.board import Board, Cover
from demloc.board.lines import EDGE, SQUARE, events, line_bits
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


class FiringLine:
    """A firing line's answer: view, range, blocked and the partial cover penalty.

    `blockers` and `cover` name the obstacles; they are found on first reading (the
    line walked again), since most callers want only `clear` or `penalty`.
    """

    __slots__ = (
        "_found", "_walk", "arcane", "blocked", "distance", "in_view", "penalty", "shooter",
        "target", "weapon_range",
    )  # fmt: skip

    def __init__(
        self,
        shooter: str,
        target: str,
        in_view: bool,
        distance: int,
        weapon_range: int | None,
        blocked: bool,
        penalty: int,
        arcane: bool,
        walk: Callable[[], tuple[list[Obstacle], list[Obstacle]]],
    ) -> None:
        self.shooter = shooter
        self.target = target
        self.in_view = in_view
        self.distance = distance
        self.weapon_range = weapon_range
        self.blocked = blocked  # something on the line blocks it (7.2.2)
        self.penalty = penalty  # -1 to the shot for each element partially covering it
        self.arcane = arcane
        self._walk = walk
        self._found: tuple[tuple[Obstacle, ...], tuple[Obstacle, ...]] | None = None

    def _obstacles(self) -> tuple[tuple[Obstacle, ...], tuple[Obstacle, ...]]:
        if self._found is None:
            blockers, cover = self._walk()
            self._found = (tuple(blockers), tuple(cover))
        return self._found

    @property
    def blockers(self) -> tuple[Obstacle, ...]:
        """What blocks the line, in order from the shooter (empty when clear)."""
        return self._obstacles()[0]

    @property
    def cover(self) -> tuple[Obstacle, ...]:
        """The elements partially covering the view (7.2.2), one per point of penalty."""
        return self._obstacles()[1]

    def _key(self) -> tuple[object, ...]:
        return (
            self.shooter, self.target, self.in_view, self.distance, self.weapon_range,
            self.blockers, self.cover, self.arcane,
        )  # fmt: skip

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FiringLine):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"FiringLine(shooter={self.shooter!r}, target={self.target!r}, "
            f"in_view={self.in_view}, distance={self.distance}, "
            f"weapon_range={self.weapon_range}, blockers={self.blockers!r}, "
            f"cover={self.cover!r}, arcane={self.arcane})"
        )

    @property
    def in_range(self) -> bool:
        # 7.2.2: range is rounded down, so the whole distance must be paid.
        return self.weapon_range is None or self.distance <= self.weapon_range

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
        if self.penalty:
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


class _Line:
    """Evaluates the events of one line on a board, for one shooter: the plain walk,
    which names every obstacle (`lines.line_bits` gives the same answer faster)."""

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
        for event in events(target.x - ox, target.y - oy):
            if event[0] == SQUARE:
                self.square(ox + event[1], oy + event[2], blockers, cover)
            elif event[0] == EDGE:
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
    completely count (7.2.3.1). The obstacles are named when `blockers` or `cover` is
    first read.
    """
    if weapon_range is None and shooter.weapon_range:
        weapon_range = shooter.weapon_range
    at = target.at

    def walk() -> tuple[list[Obstacle], list[Obstacle]]:
        return _Line(board, shooter, arcane).walk(at)

    answer = line_bits(board, shooter, at.x, at.y, arcane)
    if answer is None:  # a square off the grid: only the walk answers
        blockers, cover = walk()
        answer = (bool(blockers), len(cover))
    return FiringLine(
        shooter.id,
        target.id,
        in_view(shooter, at),
        distance(shooter.at, at),
        weapon_range,
        answer[0],
        answer[1],
        arcane,
        walk,
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
    answer = line_bits(board, shooter, target.at.x, target.at.y, False, count_cover=False)
    if answer is None:
        return firing_line(board, shooter, target, weapon_range).clear
    return not answer[0]


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
