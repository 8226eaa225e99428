"""The turn (7, 7.3.2.3): a new turn and its first player, passing, the end of a
turn, the end of the mission."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from demloc.missions.play.copies import replace
from demloc.missions.play.mission_events import events_of_turn
from demloc.missions.play.objectives import check_objective
from demloc.missions.play.settle import credit_wound_death, poison_deaths, settle
from demloc.missions.play.state import Context, MissionState, Phase, field, say, with_fighter
from demloc.missions.play.waves import waves_due
from demloc.rules import arcane
from demloc.rules.damage import DamageKind, break_heart, changes_nothing, take_damage
from demloc.rules.dice import DiceSource, Die
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
    if state.achieved:
        raise IllegalActionError(
            f"{state.achieved} has reached the objective: only 'end game' is left (7.3.2.3, "
            "RULINGS.md R-57)"
        )
    if state.turn == 0 and state.first:
        # 6.4.1, 7: the set-up drew the first player of turn 1 (RULINGS.md R-52).
        first = state.first
        drawn = "drawn at the set-up"
        weights: tuple[tuple[str, int], ...] = ()
    else:
        first, weights = _draw_first(state, dice)
        drawn = "drawn (7)" if state.version < 4 else _said_draw(weights)
    state = replace(
        state, turn=state.turn + 1, phase=Phase.STRATEGIC, first=first, current=first,
        passed=(), activated=(), active=None, attacks=(), arcane_tests=(), no_ranged=(),
        reinforcements=(), out_of_control=(), first_draw=weights,
    )  # fmt: skip
    state = say(state, f"turn {state.turn}: {first} plays first, {drawn}")
    if state.turn_limit and state.turn == state.turn_limit and not _hidden(state):
        state = say(state, f"turn {state.turn} is the last of the mission (7)")
    state = events_of_turn(state, ctx)
    state = waves_due(state, ctx)
    before = state
    for fighter in list(state.fighters.values()):
        if not fighter.in_play:
            continue
        if fighter.bleeding:
            # Bleeding: one hit per token at the start of the turn (8.1, RULINGS.md R-7),
            # a hit of the app's counters: straight to life, past the armour (6.4.2, R-137).
            # A possessed character whose hearts are all broken has no life left for
            # them: they change nothing, as the counter's hit (7.2.3, R-149).
            spent = changes_nothing(fighter, DamageKind.TO_LIFE)
            after, report = take_damage(fighter, fighter.bleeding, DamageKind.TO_LIFE)
            hits = f"{fighter.bleeding} hit{'s' if fighter.bleeding > 1 else ''}"
            state = say(
                with_fighter(state, after),
                f"{fighter.name} bleeds: {hits} straight to life (6.4.2, 8.1 BLOODING, R-137)"
                + (": dies" if report.killed else "")
                + (": no heart left to break, nothing changes (7.2.3, R-149)" if spent else ""),
            )
            if report.killed:
                state = credit_wound_death(state, after, "bleeding")
            fighter = after
        if fighter.possessed and fighter.in_play:
            # 7.2.3: a broken heart each turn, then broken armour; his owner walks him
            # by the out-of-control card in the free movement sub-phase.
            after, report = arcane.possession_turn(fighter)
            paid = "a broken heart" if report.hearts else "a broken armour token"
            state = say(
                with_fighter(state, after),
                f"{fighter.name} is possessed: {paid} (7.2.3)"
                + (
                    ": dies"
                    if after.dead
                    else "; they walk by the out-of-control card this turn (5.6, 7.2.3)"
                ),
            )
            if after.in_play and state.version >= 3:
                state = _draw_out_of_control(state, after.id, dice)
    return settle(state, before)


def _draw_out_of_control(state: MissionState, fid: str, dice: DiceSource) -> MissionState:
    """5.6, 7.2.3: at the start of the turn the out-of-control card is laid on each
    possessed character and the d10 rolled, a 10 rolled again (RULINGS.md R-71); the
    faces are recorded in the new_turn event, and his walk follows them."""
    rolls: list[int] = []
    while True:
        (roll,) = dice.roll(Die.D10, 1)
        assert isinstance(roll, int)
        rolls.append(roll)
        if roll != ROLL_AGAIN or len(rolls) >= MAX_REROLLS:
            break
    if rolls[-1] == ROLL_AGAIN:
        raise RulesError("new_turn: the out-of-control d10 gave only 10s (5.6)")
    state = replace(state, out_of_control=(*state.out_of_control, (fid, tuple(rolls))))
    name = state.fighter(fid).name
    again = " (10: rolled again)" * (len(rolls) - 1)
    return say(state, f"{name}'s out-of-control card: d10 {rolls[-1]}{again} (5.6, 7.2.3)")


MAX_REROLLS = 50  # a die that gives only 10s is a broken source, not a roll (5.6)
ROLL_AGAIN = 10


def _said_draw(weights: tuple[tuple[str, int], ...]) -> str:
    """The draw in words, with each player's chance (7, R-34): "drawn from red 1 in 5,
    blue 2 in 5 (7, R-34)"."""
    total = sum(w for _, w in weights)
    chances = ", ".join(f"{colour} {weight} in {total}" for colour, weight in weights)
    return f"drawn from {chances} (7, R-34)"


def _draw_first(state: MissionState, dice: DiceSource) -> tuple[str, tuple[tuple[str, int], ...]]:
    """7: a new first player each turn; the previous one is less likely (R-34). The
    player drawn, and the (colour, weight) drawn from."""
    colours = [p.colour for p in state.players if _has_characters(state, p.colour)] or [
        p.colour for p in state.players
    ]
    weights = [PREVIOUS_FIRST_WEIGHT if c == state.first else FIRST_PLAYER_WEIGHT for c in colours]
    pick = dice.draw(sum(weights))
    drawn_from = tuple(zip(colours, weights, strict=True))
    for colour, weight in drawn_from:
        if pick < weight:
            return colour, drawn_from
        pick -= weight
    raise AssertionError("a draw past the weights")  # pragma: no cover


def still_to_walk(state: MissionState, colour: str) -> tuple[str, ...]:
    """`colour`'s possessed characters whose out-of-control card was drawn this turn and
    who can still walk by it (active movement token, not yet activated, no daemon in
    play): his part of the strategic phase is not over until they walk (R-76)."""
    due = []
    for fid, _rolls in state.out_of_control:
        fighter = state.fighters.get(fid)
        if (
            fighter is not None and fighter.owner == colour and fighter.in_play
            and fighter.possessed and not fighter.exhausted and not fighter.summoned
            and fid not in state.activated
        ):  # fmt: skip
            due.append(fid)
    return tuple(due)


def _hidden(state: MissionState) -> bool:
    return state.plan is not None and state.plan.turn_limit_hidden


def _has_characters(state: MissionState, colour: str) -> bool:
    return any(f.owner == colour and f.in_play for f in state.fighters.values())


def pass_(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    if state.phase not in (Phase.STRATEGIC, Phase.BRAWL):
        raise IllegalActionError("only a player in a phase can pass")
    if state.phase is Phase.STRATEGIC and state.version >= 3:
        waiting = still_to_walk(state, state.current)
        if waiting:
            names = ", ".join(state.fighter(fid).name for fid in waiting)
            raise IllegalActionError(
                f"{state.current} cannot pass yet: {names} must first walk by the "
                "out-of-control card, in the free movement sub-phase (7.2.3, RULINGS.md R-76)"
            )
    passed = (*state.passed, state.current)
    order = [p.colour for p in state.players]
    start = order.index(state.current)
    # Clockwise from the current player to the next one who has not passed (7).
    for step in range(1, len(order) + 1):
        candidate = order[(start + step) % len(order)]
        if candidate not in passed:
            return replace(state, passed=passed, current=candidate, active=None)
    if state.phase is Phase.STRATEGIC:
        return say(
            replace(
                state,
                phase=Phase.BRAWL,
                current=state.first,
                passed=(),
                activated=(),
                active=None,
                attacks=(),
                arcane_tests=(),
                # The free movement sub-phase is over: an undrawn walk is lost.
                out_of_control=(),
            ),
            "brawl phase",
        )
    return _end_of_turn(replace(state, passed=passed, active=None), ctx)


def _end_of_turn(state: MissionState, ctx: Context) -> MissionState:
    """7.3.2.3 and the effects that end with the turn, each said with its rule."""
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
        if fighter.vigour or fighter.weakness:
            state = say(state, f"{fighter.name}'s VIGOR and WEAKNESS cubes go (8.2)")
        if fighter.poison:
            # Poison grows at the end of each turn (8.1, 8.2, RULINGS.md R-7); whom it
            # now kills dies with every other poison death, after the event (apply).
            changes["poison"] = fighter.poison + 1
            state = say(
                state, f"{fighter.name}'s poison grows: {fighter.poison + 1} tokens (8.1, 8.2)"
            )
        after = replace(fighter, **changes)
        if fighter.fury_turns:
            # FURY: a broken heart at the end of each of its two turns (8.4).
            after = replace(after, fury_turns=fighter.fury_turns - 1)
            after, report = break_heart(after)
            left = "its last turn" if not after.fury_turns else "one turn left"
            state = say(
                state,
                f"{fighter.name}'s FURY: a broken heart, {left} (8.4)"
                + (": dies" if report.killed else ""),
            )
        state = with_fighter(state, after)
    state = settle(state, before)
    state = say(
        replace(state, phase=Phase.TURN_OVER, current="", active=None),
        f"turn {state.turn} is over: every movement token is active again (7.3.2.3)",
    )
    state = check_objective(poison_deaths(state), ctx)
    if state.phase is Phase.TURN_OVER and state.turn_limit and state.turn >= state.turn_limit:
        state = say(state, "the last turn is over: only 'end game' is left (7.3.2.3)")
    return state


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
        if len(standing) > 1:
            raise IllegalActionError(
                f"{', '.join(standing)} still have characters: no elimination (7.3.2.3)"
            )
        if state.phase is not Phase.TURN_OVER:
            raise IllegalActionError(
                "an elimination ends the mission at the end of the turn (7.3.2.3)"
            )
        reason = f"elimination: {standing[0] if standing else 'nobody'} stands"
    elif reason == "objective":
        if state.phase is not Phase.TURN_OVER:
            raise IllegalActionError("an objective is checked at the end of the turn (7.3.2.3)")
        # The app's check names who reached it; else the table's word (6.4.2).
        if state.achieved and "player" not in event:
            player = state.achieved
        else:
            player = _player(state, event)
        reason = f"objective reached by {player}"
    elif reason == "surrender":
        player = _player(state, event)
        agreed = set(event.get("agreed", ()))
        others = {p.colour for p in state.players} - {player}
        if not others <= agreed:
            raise IllegalActionError(
                f"a surrender needs every other player's agreement: {sorted(others - agreed)}"
            )
        reason = f"{player} surrendered"
    else:
        raise IllegalActionError(f"'{reason}' is not a way a mission ends (7.3.2.3)")
    return say(replace(state, phase=Phase.ENDED, result=reason), f"mission over: {reason}")


def _player(state: MissionState, event: Mapping[str, Any]) -> str:
    colour: str = field(event, "player")
    if colour not in {p.colour for p in state.players}:
        raise RulesError(f"{event['kind']}: '{colour}' plays no part in this mission")
    return colour
