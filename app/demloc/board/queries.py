"""Board queries as JSON answers: what `demloc board ...` prints and the tests compare.

Squares are listed in reading order (row by row, west to east).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from demloc.board.board import Board
from demloc.board.lines import SQUARE, events
from demloc.board.movement import MoveMode, reachable
from demloc.board.position import ElementKind
from demloc.board.sight import firing_line, firing_lines
from demloc.board.squares import Square, behind_squares
from demloc.board.zones import engagements, zone


def _names(squares: Iterable[Square]) -> list[str]:
    return [s.name for s in sorted(squares, key=lambda s: (s.y, s.x))]


def check(board: Board) -> dict[str, Any]:
    counts = Counter(e.kind.value for e in board.map.elements)
    printed = Counter(
        f.value for i, f in enumerate(board.feature) if f is not None and board.on_map[i]
    )
    placed = Counter(e.kind.value for e in board.map.elements if e.kind is not ElementKind.DOOR)
    return {
        "ok": True,
        "name": board.map.name,
        "size": [board.width, board.height],
        "squares": sum(board.on_map),
        "tiles": [f"{t.tile}{t.side.value}@{t.at.name}/{t.rotation}" for t in board.map.tiles],
        "elements": dict(sorted(counts.items())),
        "printed": dict(sorted((printed - placed).items())),
        "characters": [c.id for c in board.characters.values()],
        "engagements": [
            {"engager": e.engager, "engaged": e.engaged, "first_impact": e.first_impact}
            for e in engagements(board)
        ],
        "warnings": board.warnings,
    }


def reach(
    board: Board, character_id: str, points: int | None, mode: MoveMode, fly: bool
) -> dict[str, Any]:
    character = board.character(character_id)
    result = reachable(board, character, points, mode, fly)
    squares = result.squares()
    stops = result.stops()
    answer: dict[str, Any] = {
        "character": character.id,
        "from": character.at.name,
        "facing": character.facing.name,
        "points": result.points,
        "mode": mode.value,
        "fly": fly,
        "squares": {},
    }
    if result.reason:
        answer["reason"] = result.reason
    for square in sorted(squares, key=lambda s: (s.y, s.x)):
        facings = {
            f.name: c for (s, f), c in sorted(stops.items(), key=lambda kv: kv[0][1]) if s == square
        }
        path = result.path_to(square) or []
        answer["squares"][square.name] = {
            "cost": squares[square],
            "facings": facings,
            "path": [str(step) for step in path],
        }
    return answer


def zone_answer(board: Board, character_id: str) -> dict[str, Any]:
    character = board.character(character_id)
    z = zone(board, character)
    pairs = engagements(board)
    return {
        "character": character.id,
        "at": character.at.name,
        "facing": character.facing.name,
        "zone": _names(z.control),
        "first_impact": _names(z.first_impact),
        "behind": _names(
            s for s in behind_squares(character.at, character.facing) if board.contains(s)
        ),
        "engages": sorted(e.engaged for e in pairs if e.engager == character.id),
        "engaged_by": sorted(e.engager for e in pairs if e.engaged == character.id),
    }


def line_answer(
    board: Board, shooter_id: str, target_id: str, weapon_range: int | None, arcane: bool
) -> dict[str, Any]:
    shooter, target = board.character(shooter_id), board.character(target_id)
    return firing_line(board, shooter, target, weapon_range, arcane).to_json()


def lines_answer(
    board: Board, shooter_id: str, weapon_range: int | None, arcane: bool, everyone: bool
) -> dict[str, Any]:
    shooter = board.character(shooter_id)
    return {
        "shooter": shooter.id,
        "lines": [
            line.to_json() for line in firing_lines(board, shooter, weapon_range, arcane, everyone)
        ],
    }


def line_squares(board: Board, shooter_id: str, target_id: str) -> list[Square]:
    """The squares a line passes through between shooter and target (for pictures)."""
    a, b = board.character(shooter_id).at, board.character(target_id).at
    return [
        a.step(event[1], event[2]) for event in events(b.x - a.x, b.y - a.y) if event[0] == SQUARE
    ]
