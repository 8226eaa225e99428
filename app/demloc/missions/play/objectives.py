"""The mission's objective, checked at the end of each turn (7.3.2.3 "Mission
objective reach", 6.4.2 "objective achieved", "objective control"), and its progress
in words for the screen (RULINGS.md R-57).

- relic: a mercenary in play carries the true relic in his guild's deployment zone
  (5.7, 7.2.1: followers' finds do not count);
- control: a guild alone controls the area at the end of a turn; its controlled turns
  are counted and the mission stops when they reach the objective's (6.4.2);
- eliminate: one guild alone has characters in play (7.3.2.3);
- escort: the dignitary (the mission's follower card), escorted by the guild that
  deployed first, stands in the area (R-64, R-69);
- destroy: a guild has destroyed `count` elements of the kind named (7.3.2.2);
- points: the mission's scoring table at the turn limit (R-64).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from demloc.board.squares import Square
from demloc.board.zones import zone
from demloc.catalog.cards import CardKind
from demloc.missions.play.copies import replace
from demloc.missions.play.state import (
    KILL_KINDS,
    Context,
    MissionState,
    Phase,
    board_of,
    deployment_zone,
    say,
)
from demloc.rules.dice import DiceSource
from demloc.rules.errors import IllegalActionError


def check_objective(state: MissionState, ctx: Context) -> MissionState:
    """At the end of a turn: the objective's progress, who reached it, and for a
    control objective the count of controlled turns (the mission stops when reached)."""
    objective = state.objective
    if objective is None:
        return state
    if objective.check == "control":
        return _control(state, ctx)
    achiever, progress = reading(state)
    state = replace(state, progress=progress, achieved=achiever)
    if achiever:
        state = say(
            state,
            f"{achiever} has reached the objective: {objective.text} Tap 'end game' (7.3.2.3)",
        )
    return state


def reading(state: MissionState) -> tuple[str, str]:
    """(who has reached the objective now, its progress in words); a control
    objective's count changes only at the end of a turn, so here it is only read."""
    objective = state.objective
    if objective is None:
        return "", ""
    check = objective.check
    if check == "relic":
        return _relic(state)
    if check == "control":
        counts = dict(state.controlled)
        return "", "controlled turns: " + (
            ", ".join(f"{c} {n}/{objective.turns}" for c, n in counts.items()) or "none yet"
        )
    if check == "eliminate":
        standing = _standing(state)
        progress = "standing: " + (", ".join(standing) or "nobody")
        return (standing[0] if len(standing) == 1 else ""), progress
    if check == "escort":
        return _escort(state)
    if check == "destroy":
        return _destroy(state)
    kills = "kills: " + "; ".join(  # points
        f"{p.colour} " + ", ".join(f"{p.killed(k)} {k}" for k in KILL_KINDS) for p in state.players
    )
    if objective.scoring is None:
        return "", kills
    scores = points(state)
    text = "points: " + ", ".join(f"{c} {n}" for c, n in scores.items())
    best = max(scores.values(), default=0)
    leaders = [c for c, n in scores.items() if n == best]
    if state.turn_limit and state.turn >= state.turn_limit and len(leaders) == 1:
        # "Most points when the turns run out": the last turn's end.
        return leaders[0], text
    return "", text


def points(state: MissionState) -> dict[str, int]:
    """Each guild's points by the mission's scoring table (R-64): enemies eliminated by
    kind, elements destroyed, objective tokens its characters in play carry, its
    characters in play on the board."""
    objective = state.objective
    scoring = objective.scoring if objective is not None else None
    scores = {p.colour: 0 for p in state.players}
    if scoring is None:
        return scores
    on_board = {c.id for c in state.board_map.characters}
    per_kill: dict[str, int] = {str(k): v for k, v in scoring.per_kill.items()}
    for player in state.players:
        score = sum(per_kill.get(k, 0) * player.killed(k) for k in KILL_KINDS)
        score += scoring.per_destroyed * sum(1 for c, _k in state.destroyed if c == player.colour)
        mine = [f for f in state.fighters.values() if f.owner == player.colour and f.in_play]
        score += scoring.per_token * sum(
            1 for f in mine for item in f.objects if item.rstrip("*") == "objective"
        )
        score += scoring.per_character * sum(1 for f in mine if f.id in on_board)
        scores[player.colour] = score
    return scores


def _standing(state: MissionState) -> list[str]:
    return [
        p.colour
        for p in state.players
        if any(f.owner == p.colour and f.in_play for f in state.fighters.values())
    ]


def _relic(state: MissionState) -> tuple[str, str]:
    for fighter in state.fighters.values():
        if "relic*" not in fighter.objects or not fighter.in_play:
            continue
        if fighter.kind is not CardKind.MERCENARY:
            return "", f"the relic is with {fighter.name}, a follower: it does not count (7.2.1)"
        home = deployment_zone(state, fighter.owner)
        miniature = state.board_map.character(fighter.id)
        if home is not None and miniature is not None and miniature.at in home.squares:
            return fighter.owner, f"{fighter.name} has brought the relic home"
        return "", f"{fighter.name} ({fighter.owner}) carries the relic"
    # The true relic is a face-down token until picked up (5.7): the count, not where.
    left = sum(1 for t in state.board_map.tokens if t.kind.value == "relic")
    return "", f"{left} relic tokens on the board; the relic is not found yet"


def controller(state: MissionState, ctx: Context, area: frozenset[Square]) -> str:
    """Who controls `area` now (RULINGS.md R-57): the one guild with a character in play
    standing on one of its squares or holding one in his control zone (7.1.1); with
    two guilds or none there, nobody."""
    board = board_of(state, ctx)
    present = set()
    for miniature in state.board_map.characters:
        fighter = state.fighters.get(miniature.id)
        if fighter is None or not fighter.in_play or fighter.possessed:
            continue
        if miniature.at in area or area & zone(board, miniature).control:
            present.add(fighter.owner)
    return present.pop() if len(present) == 1 else ""


def _control(state: MissionState, ctx: Context) -> MissionState:
    objective = state.objective
    assert objective is not None and objective.turns is not None
    area = frozenset(Square.parse(s) for s in objective.area)
    held = controller(state, ctx, area) if state.control_claim is None else state.control_claim
    counts = dict(state.controlled)
    if held:
        counts[held] = counts.get(held, 0) + 1
        state = say(
            state,
            f"{held} controls the area: {counts[held]} of {objective.turns} controlled turns "
            "(6.4.2 objective control)",
        )
    else:
        state = say(state, "nobody controls the area this turn: the count is suspended (6.4.2)")
    state = replace(state, controlled=tuple(counts.items()), control_claim=None)
    state = replace(state, progress=reading(state)[1])
    if held and counts[held] >= objective.turns:
        # 6.4.2: "the pre-established objective is reached, and the app automatically
        # stops the mission".
        result = f"objective reached by {held}: {counts[held]} controlled turns"
        state = replace(state, achieved=held, phase=Phase.ENDED, result=result)
        state = say(state, f"mission over: {result} (6.4.2)")
    return state


def _escort(state: MissionState) -> tuple[str, str]:
    """The dignitary (R-64, R-69, R-70: the mission's follower card, escorted by the guild
    drawn to deploy first) in the area; a mission naming no dignitary: any follower of
    the escorting guild."""
    objective = state.objective
    assert objective is not None
    plan = state.plan
    escort = (plan.first_deployer or plan.first) if plan is not None else ""
    area = {Square.parse(s) for s in objective.area}
    card = objective.dignitary.card if objective.dignitary is not None else None
    escorted = [
        f for f in state.fighters.values()
        if f.in_play and (
            f.card_id == card if card is not None
            else f.owner == escort and f.kind is CardKind.FOLLOWER
        )
    ]  # fmt: skip
    for fighter in escorted:
        miniature = state.board_map.character(fighter.id)
        if miniature is not None and miniature.at in area:
            return fighter.owner, f"{fighter.name} has reached the goal"
    if not escorted:
        return "", f"{escort or 'the escort'} has no one left to escort"
    return "", f"{escort} escorts {', '.join(f.name for f in escorted)}"


def _destroy(state: MissionState) -> tuple[str, str]:
    objective = state.objective
    assert objective is not None and objective.count is not None
    counts = {p.colour: 0 for p in state.players}
    for colour, kind in state.destroyed:
        if kind == objective.element and colour in counts:
            counts[colour] += 1
    best = [c for c, n in counts.items() if n >= objective.count]
    progress = f"{objective.element}s destroyed: " + ", ".join(
        f"{c} {n}/{objective.count}" for c, n in counts.items()
    )
    return (best[0] if len(best) == 1 else ""), progress


def objective_control(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """{"kind": "objective_control", "player": colour or ""}: the table's word on who
    controls the area this turn ("" nobody: the count is suspended), in place of the
    app's reading of the board at the end of the turn (6.4.2 "objective control")."""
    if state.objective is None or state.objective.check != "control":
        raise IllegalActionError("this mission has no area to control (6.4.2)")
    if state.phase not in (Phase.STRATEGIC, Phase.BRAWL):
        raise IllegalActionError("control is counted during a turn, at its end (6.4.2)")
    colour: str = event.get("player", "")
    if colour:
        state.player(colour)
    text = (
        f"the table says {colour} controls the area"
        if colour
        else ("the table suspends the count of controlled turns")
    )
    return say(replace(state, control_claim=colour), text + " this turn (6.4.2)")
