"""The events of a mission by kind (HANDLERS), and `apply`: the state after one."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from demloc.missions.play.brawl import ability, attack, destroy, element_destroyed, pentacle
from demloc.missions.play.copies import replace
from demloc.missions.play.correction import correct
from demloc.missions.play.counters import adjust, damage_off, mana
from demloc.missions.play.effects import effect, kill, tokens
from demloc.missions.play.event_check import check_event
from demloc.missions.play.mission_events import news_seen, reinforce
from demloc.missions.play.objectives import objective_control
from demloc.missions.play.settle import poison_deaths
from demloc.missions.play.state import (
    FIRST_SUB_PHASE,
    Context,
    MissionState,
    Phase,
    SubPhase,
    describe_kind,
)
from demloc.missions.play.strategic import (
    arcane_test,
    cast,
    channel,
    escape,
    move,
    objects,
    possessed_move,
    shoot,
)
from demloc.missions.play.summoning import summon
from demloc.missions.play.turns import end_mission, new_turn, pass_
from demloc.missions.play.waves import refresh_due, wave_enters
from demloc.rules.dice import DiceSource
from demloc.rules.errors import IllegalActionError, RulesError

Handler = Callable[[MissionState, Mapping[str, Any], Context, DiceSource], MissionState]
HANDLERS: dict[str, Handler] = {
    "new_turn": new_turn,
    "pass": pass_,
    "end_mission": end_mission,
    "move": move,
    "possessed_move": possessed_move,
    "shoot": shoot,
    "channel": channel,
    "cast": cast,
    "summon": summon,
    "arcane_test": arcane_test,
    "pick_up": objects,
    "deposit": objects,
    "escape": escape,
    "attack": attack,
    "pentacle": pentacle,
    "ability": ability,
    "destroy": destroy,
    "damage": adjust,
    "damage_off": damage_off,
    "seals": adjust,
    "bleeding": adjust,
    "poison": adjust,
    "fate": adjust,
    "mana": mana,
    # The tracker (6.4.2): effects, broken tokens, kills, the table's word on control.
    "effect": effect,
    "tokens": tokens,
    "kill": kill,
    "element_destroyed": element_destroyed,
    "objective_control": objective_control,
    # The mission file (6.4.1, 6.4.2): waves and reinforcements entering.
    "wave_enters": wave_enters,
    "reinforce": reinforce,
    # The table's Seen to the turn's news: kept, not a rule.
    "news_seen": news_seen,
    # The table's correction: miniatures put where the table has them, not moved.
    "correct": correct,
}


def checked(event: Mapping[str, Any]) -> str:
    """The kind of `event`, checked with its fields by its model; else one RulesError."""
    if not isinstance(event, Mapping):
        raise RulesError("an event is a JSON object with a 'kind' field naming it")
    kind = event.get("kind")
    if not isinstance(kind, str) or kind not in HANDLERS:
        known = ", ".join(sorted(HANDLERS))
        raise RulesError(f"'{describe_kind(str(kind))}' is not an event (known: {known})")
    check_event(kind, event)
    return kind


def apply(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """The state after `event`; the state given is never changed (it is immutable). A
    malformed event is refused by its model (event_models.py), naming its field."""
    kind = checked(event)
    handler = HANDLERS[kind]
    if state.phase is Phase.ENDED:
        raise IllegalActionError(f"the mission is over: {state.result}")
    # Checked after every event, so no event that changes poison tokens (or, one day,
    # a hit factor) can leave a dead man standing.
    after = poison_deaths(handler(state, event, ctx, dice))
    after = _moved_on(state, after, kind)
    # The squares a due wave character may enter on change as miniatures move.
    return refresh_due(after, ctx) if after.due else after


# The sub-phase an event that activates a character takes him to (7.2, 7.3, R-72); a
# move is in the phase's first (free movement, or engaging movement in the brawl).
SUB_PHASE_OF = {
    "possessed_move": SubPhase.FREE_MOVEMENT,
    "pick_up": SubPhase.FREE_MOVEMENT,
    "deposit": SubPhase.FREE_MOVEMENT,
    "escape": SubPhase.FREE_MOVEMENT,
    "shoot": SubPhase.SHOOTING,
    "channel": SubPhase.ARCANE,
    "cast": SubPhase.ARCANE,
    "summon": SubPhase.ARCANE,
    "attack": SubPhase.HAND_TO_HAND,
    "destroy": SubPhase.HAND_TO_HAND,
    "pentacle": SubPhase.HAND_TO_HAND,
}


def _moved_on(before: MissionState, after: MissionState, kind: str) -> MissionState:
    """The sub-phase after an event (RULINGS.md R-72): a phase, and each player's part of
    it, opens at its first sub-phase; the activated character's event takes him to its
    own, in order (7.2: move, then shoot or the arcane sub-phase; 7.3: engaging
    movement, then the attack); anything else leaves it where it is."""
    first = FIRST_SUB_PHASE.get(after.phase)
    if first is None:
        sub = None
    elif (after.phase, after.turn, after.current) != (before.phase, before.turn, before.current):
        sub = first
    elif after.active is not None and after.active != before.active:
        sub = SUB_PHASE_OF.get(kind, first)
    else:
        sub = before.sub_phase or first
    return after if sub is after.sub_phase else replace(after, sub_phase=sub)
