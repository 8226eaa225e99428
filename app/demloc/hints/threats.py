"""Who threatens a character (issue 33): each enemy's best attack on him, and per
square the worst an enemy could do to him there, for the Board view's heat map."""

from __future__ import annotations

from fractions import Fraction

from demloc.board.movement import MoveMode, reachable
from demloc.board.squares import Facing, Square
from demloc.board.zones import engagements
from demloc.hints.attacks import ACTING, attacks_in, best_first, turn_of
from demloc.hints.model import AttackHint, Measure, Threat, ThreatMap
from demloc.missions.play import Context, MissionState, Phase, board_of
from demloc.missions.play.copies import replace


def threats(state: MissionState, ctx: Context, fighter_id: str) -> list[Threat]:
    """Each enemy's best attack on `fighter_id`, were he to play next (RULINGS.md R-230):
    the best of his shots and powers as in a strategic phase and his brawls and charges
    as in a brawl phase, each with him not yet activated in it; the likeliest to kill
    first. An unknown id is refused (RulesError); enemies with no attack on him are
    left out."""
    fighter = state.fighter(fighter_id)
    if state.phase is Phase.ENDED or not fighter.in_play:
        return []
    found = []
    for enemy in state.fighters.values():
        if enemy.owner == fighter.owner or not enemy.in_play:
            continue
        if state.board_map.character(enemy.id) is None:
            continue
        best = _best_on(state, ctx, enemy.id, fighter_id)
        if best is not None:
            found.append(Threat(enemy.id, best, best.kill))
    return sorted(found, key=lambda t: (-t.kill, -t.hint.expected, t.enemy))


def _best_on(state: MissionState, ctx: Context, enemy: str, target: str) -> AttackHint | None:
    hints = [
        hint
        for phase in ACTING
        for hint in attacks_in(turn_of(state, enemy, phase, fresh=True), ctx, enemy, target)
    ]
    ranked = best_first(hints, Measure.KILL)
    return ranked[0] if ranked else None


def threat_map(state: MissionState, ctx: Context, fighter_id: str) -> ThreatMap:
    """Per square he could stand on after his next move (RULINGS.md R-231): where he
    stands, and every square a free move (an evasive one if engaged) can end on, in the
    facing it costs least to end there in (his own first) — the highest kill chance
    and the highest expected damage over the enemies' best attacks on him there
    (`threats` with his miniature moved there)."""
    kill: dict[Square, Fraction] = {}
    expected: dict[Square, Fraction] = {}
    fighter = state.fighter(fighter_id)
    here = state.board_map.character(fighter_id)
    if here is None or state.phase is Phase.ENDED or not fighter.in_play:
        return ThreatMap(fighter_id, kill, expected)
    for square, facing in _stands(state, ctx, fighter_id).items():
        moved = replace(state, board_map=state.board_map.with_character(
            replace(here, at=square, facing=facing)))  # fmt: skip
        found = threats(moved, ctx, fighter_id)
        if found:
            kill[square] = max(t.kill for t in found)
            expected[square] = max(t.hint.expected for t in found)
    return ThreatMap(fighter_id, kill, expected)


def _stands(state: MissionState, ctx: Context, fighter_id: str) -> dict[Square, Facing]:
    """Where he could stand after his next move, each in its cheapest facing."""
    board = board_of(state, ctx)
    me = board.characters[fighter_id]
    engaged = any(e.engaged == fighter_id for e in engagements(board))
    mode = MoveMode.EVASIVE if engaged else MoveMode.FREE
    fighter = state.fighter(fighter_id)
    best: dict[Square, tuple[tuple[int, bool, int], Facing]] = {me.at: ((0, False, 0), me.facing)}
    if fighter.possessed or fighter.summoned:
        return {me.at: me.facing}
    for (square, facing), cost in (
        reachable(board, me, fighter.profile.movement, mode).stops().items()
    ):
        rank = (cost, facing is not me.facing, int(facing))
        if square not in best or rank < best[square][0]:
            best[square] = (rank, facing)
    return {square: facing for square, (_rank, facing) in best.items()}
