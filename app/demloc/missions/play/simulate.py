"""Random legal play: for the benchmark, and for tests that replay whole missions."""

from __future__ import annotations

import random
from typing import Any

from demloc.board.board import Board
from demloc.board.movement import MoveMode, reachable
from demloc.board.position import Character
from demloc.board.sight import has_clear_shot
from demloc.board.squares import Facing, Square
from demloc.board.zones import enemy_zone_bits, engagements
from demloc.missions.play import Mission, Phase, board_of, can_start_turn
from demloc.rules.errors import IllegalActionError


def _try(mission: Mission, event: dict[str, Any]) -> bool:
    try:
        mission.do(event)
    except IllegalActionError:
        return False
    return True


def can_turn_in_place(board: Board, character: Character, points: int) -> bool:
    """Whether a free move of `points` has a stop other than where `character` stands:
    not engaged (else only an evasive movement is left, 7.2.1) with a point to turn in
    place, his own square being free ground. Known without searching every stop."""
    return points >= 1 and not enemy_zone_bits(board, character) >> board.index(character.at) & 1


def _stops(
    board: Board, character: Character, points: int, mode: MoveMode
) -> list[tuple[Square, Facing]]:
    """Every stop of the move but where `character` stands, in (row, column, facing)
    order."""
    here = (character.at, character.facing)
    return [s for s in reachable(board, character, points, mode).in_order() if s != here]


def _playing(mission: Mission) -> bool:
    return mission.state.phase in (Phase.STRATEGIC, Phase.BRAWL)


def play_random_turn(mission: Mission, rng: random.Random) -> None:
    """One whole turn of random legal actions, every player then passing."""
    if mission.state.phase is Phase.TURN_OVER:
        mission.do({"kind": "new_turn"})
    while _playing(mission):
        state = mission.state
        mine = [
            f for f in state.fighters.values()
            if f.owner == state.current and f.in_play and f.id not in state.activated
        ]  # fmt: skip
        for fighter in mine:
            state = mission.state
            board = board_of(state, mission.ctx)
            miniature = board.characters.get(fighter.id)
            if miniature is None:
                continue
            if fighter.possessed:
                # He walks by the out-of-control card before his owner passes.
                if state.phase is Phase.STRATEGIC:
                    _try(mission, {"kind": "possessed_move", "character": fighter.id})
                continue
            brawl = state.phase is Phase.BRAWL
            mode = MoveMode.ENGAGING if brawl else MoveMode.FREE
            points = fighter.profile.movement
            stops: list[tuple[Square, Facing]] = []
            can_move = False
            if not fighter.exhausted:  # an exhausted token cannot move (7.2.1)
                # A free move that can turn in place has stops: they are searched only
                # if the move is made (the same choices, fewer searches).
                can_move = not brawl and can_turn_in_place(board, miniature, points)
                if not can_move:
                    stops = _stops(board, miniature, points, mode)
                    can_move = bool(stops)
            if can_move and rng.random() < 0.7:
                if not stops:
                    stops = _stops(board, miniature, points, mode)
                to, facing = rng.choice(stops)
                _try(mission, {"kind": "move", "character": fighter.id, "to": to.name,
                               "facing": facing.name})  # fmt: skip
            state = mission.state
            board = board_of(state, mission.ctx)
            if fighter.id not in board.characters:
                continue
            if brawl:
                targets = [e.engaged for e in engagements(board) if e.engager == fighter.id]
                if targets:
                    _try(mission, {"kind": "attack", "character": fighter.id,
                                   "target": rng.choice(sorted(targets))})  # fmt: skip
            elif state.fighter(fighter.id).ranged_weapon is not None:
                shooter = board.characters[fighter.id]
                weapon = state.fighter(fighter.id).ranged_weapon
                clear = [
                    other.id for other in board.characters.values()
                    if other.colour != shooter.colour
                    and has_clear_shot(board, shooter, other, weapon.range if weapon else None)
                ]  # fmt: skip
                if clear:
                    _try(mission, {"kind": "shoot", "character": fighter.id,
                                   "target": rng.choice(sorted(clear))})  # fmt: skip
        mission.do({"kind": "pass"})


def play_random_mission(mission: Mission, turns: int, seed: int) -> Mission:
    rng = random.Random(seed)
    for _ in range(turns):
        state = mission.state
        if state.phase is Phase.ENDED or (
            state.phase is Phase.TURN_OVER and not can_start_turn(state)
        ):
            break  # only "end game" is left (7.3.2.3)
        play_random_turn(mission, rng)
    return mission
