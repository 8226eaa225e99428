"""The events of a mission by kind (HANDLERS), and `apply`: the state after one."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from demloc.missions.play.brawl import ability, attack, destroy, pentacle
from demloc.missions.play.counters import adjust
from demloc.missions.play.effects import effect, kill, tokens
from demloc.missions.play.mission_events import reinforce
from demloc.missions.play.objectives import objective_control
from demloc.missions.play.settle import poison_deaths
from demloc.missions.play.state import Context, MissionState, Phase, describe_kind
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
    "seals": adjust,
    "bleeding": adjust,
    "poison": adjust,
    "fate": adjust,
    # The tracker (6.4.2): effects, broken tokens, kills, the table's word on control.
    "effect": effect,
    "tokens": tokens,
    "kill": kill,
    "objective_control": objective_control,
    # The mission file (6.4.1, 6.4.2): waves and reinforcements entering.
    "wave_enters": wave_enters,
    "reinforce": reinforce,
}


def apply(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """The state after `event`; the state given is never changed (it is immutable)."""
    kind = event.get("kind")
    handler = HANDLERS.get(str(kind))
    if handler is None:
        known = ", ".join(sorted(HANDLERS))
        raise RulesError(f"'{describe_kind(str(kind))}' is not an event (known: {known})")
    if state.phase is Phase.ENDED:
        raise IllegalActionError(f"the mission is over: {state.result}")
    # Checked after every event, so no event that changes poison tokens (or, one day,
    # a hit factor) can leave a dead man standing.
    after = poison_deaths(handler(state, event, ctx, dice))
    # The squares a due wave character may enter on change as miniatures move.
    return refresh_due(after, ctx) if after.due else after
