"""The turn (7, 7.3.2.3): a new turn and its first player, passing, the end of a
turn, the end of the mission."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from demloc.missions.play.settle import settle
from demloc.missions.play.state import Context, MissionState, Phase, field, say, with_fighter
from demloc.rules import arcane
from demloc.rules.damage import DamageKind, break_heart, take_damage
from demloc.rules.dice import DiceSource
from demloc.rules.errors import IllegalActionError, RulesError
from demloc.rules.fighter import Token

FIRST_PLAYER_WEIGHT = 2  # every player's weight in the draw of the first player ...
PREVIOUS_FIRST_WEIGHT = 1  # ... and the previous first player's (7, RULINGS.md R-34)


def new_turn(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    if state.phase is not Phase.TURN_OVER:
        raise IllegalActionError(
            f"a new turn starts when the turn is over; now: {state.phase.value}"
        )
    if state.turn_limit and state.turn >= state.turn_limit:
        raise IllegalActionError(
            f"this mission lasts {state.turn_limit} turns: only 'end game' is left (7.3.2.3)"
        )
    # 7: a new first player each turn; the previous one is less likely.
    colours = [p.colour for p in state.players if _has_characters(state, p.colour)] or [
        p.colour for p in state.players
    ]
    weights = [PREVIOUS_FIRST_WEIGHT if c == state.first else FIRST_PLAYER_WEIGHT for c in colours]
    pick = dice.draw(sum(weights))
    for colour, weight in zip(colours, weights, strict=True):
        if pick < weight:
            first = colour
            break
        pick -= weight
    state = dataclasses.replace(
        state, turn=state.turn + 1, phase=Phase.STRATEGIC, first=first, current=first,
        passed=(), activated=(), active=None, attacks=(), arcane_tests=(), no_ranged=(),
    )  # fmt: skip
    state = say(state, f"turn {state.turn}: {first} plays first")
    before = state
    for fighter in list(state.fighters.values()):
        if not fighter.in_play:
            continue
        if fighter.bleeding:
            # Bleeding: one hit per token at the start of the turn (8.1, RULINGS.md R-7).
            after, _ = take_damage(fighter, fighter.bleeding, DamageKind.GENERIC)
            state = say(with_fighter(state, after), f"{fighter.name} bleeds {fighter.bleeding}")
            fighter = after
        if fighter.possessed and fighter.in_play:
            after, _ = arcane.possession_turn(fighter)
            state = say(with_fighter(state, after), f"{fighter.name} pays the possession")
    return settle(state, before)


def _has_characters(state: MissionState, colour: str) -> bool:
    return any(f.owner == colour and f.in_play for f in state.fighters.values())


def pass_(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    if state.phase not in (Phase.STRATEGIC, Phase.BRAWL):
        raise IllegalActionError("only a player in a phase can pass")
    passed = (*state.passed, state.current)
    order = [p.colour for p in state.players]
    start = order.index(state.current)
    # Clockwise from the current player to the next one who has not passed (7).
    for step in range(1, len(order) + 1):
        candidate = order[(start + step) % len(order)]
        if candidate not in passed:
            return dataclasses.replace(state, passed=passed, current=candidate, active=None)
    if state.phase is Phase.STRATEGIC:
        return say(
            dataclasses.replace(
                state,
                phase=Phase.BRAWL,
                current=state.first,
                passed=(),
                activated=(),
                active=None,
                attacks=(),
                arcane_tests=(),
            ),
            "brawl phase",
        )
    return _end_of_turn(dataclasses.replace(state, passed=passed, active=None))


def _end_of_turn(state: MissionState) -> MissionState:
    """7.3.2.3 and the effects that end with the turn."""
    before = state
    for fighter in list(state.fighters.values()):
        if not fighter.in_play:
            continue
        changes: dict[str, Any] = {
            "token": Token.ACTIVE,
            "vigour": 0,
            "weakness": 0,
            "stunned": False,
        }
        if fighter.poison:
            # Poison grows at the end of each turn (8.1, 8.2, RULINGS.md R-7); whom it
            # now kills dies with every other poison death, after the event (apply).
            changes["poison"] = fighter.poison + 1
        after = dataclasses.replace(fighter, **changes)
        if fighter.fury_turns:
            # FURY: a broken heart at the end of each of its two turns (8.4).
            after = dataclasses.replace(after, fury_turns=fighter.fury_turns - 1)
            after, _ = break_heart(after)
        state = with_fighter(state, after)
    state = settle(state, before)
    return say(
        dataclasses.replace(state, phase=Phase.TURN_OVER, current="", active=None),
        f"turn {state.turn} is over",
    )


def end_mission(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.3.2.3 "Ending the game"."""
    reason = field(event, "reason")
    if state.phase is Phase.ENDED:
        raise IllegalActionError("the mission is over already")
    if reason == "turn limit":
        if (
            not state.turn_limit
            or state.turn < state.turn_limit
            or state.phase is not Phase.TURN_OVER
        ):
            raise IllegalActionError("the turn limit is not reached")
    elif reason == "elimination":
        standing = [p.colour for p in state.players if _has_characters(state, p.colour)]
        if len(standing) > 1 or state.phase is not Phase.TURN_OVER:
            raise IllegalActionError(
                f"{', '.join(standing)} still have characters: no elimination (7.3.2.3)"
            )
        reason = f"elimination: {standing[0] if standing else 'nobody'} stands"
    elif reason == "objective":
        player = _player(state, event)
        if state.phase is not Phase.TURN_OVER:
            raise IllegalActionError("an objective is checked at the end of the turn (7.3.2.3)")
        reason = f"objective reached by {player}"
    elif reason == "surrender":
        player = _player(state, event)
        agreed = event.get("agreed", [])
        if not isinstance(agreed, list) or not all(isinstance(a, str) for a in agreed):
            raise RulesError(f"end_mission: 'agreed' should be a list of colours, got {agreed!r}")
        agreed = set(agreed)
        others = {p.colour for p in state.players} - {player}
        if not others <= agreed:
            raise IllegalActionError(
                f"a surrender needs every other player's agreement: {sorted(others - agreed)}"
            )
        reason = f"{player} surrendered"
    else:
        raise IllegalActionError(f"'{reason}' is not a way a mission ends (7.3.2.3)")
    return say(
        dataclasses.replace(state, phase=Phase.ENDED, result=reason), f"mission over: {reason}"
    )


def _player(state: MissionState, event: Mapping[str, Any]) -> str:
    colour: str = field(event, "player")
    if colour not in {p.colour for p in state.players}:
        raise RulesError(f"{event['kind']}: '{colour}' plays no part in this mission")
    return colour
