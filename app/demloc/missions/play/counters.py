"""The app's counters (6.4.2): damage, seals, bleeding and poison tokens assigned
by hand, fate points spent or gained."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from demloc.missions.play.settle import settle
from demloc.missions.play.state import Context, MissionState, count, field, say, with_fighter
from demloc.rules import arcane
from demloc.rules.damage import DamageKind, take_damage
from demloc.rules.dice import DiceSource
from demloc.rules.errors import IllegalActionError, RulesError


def adjust(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """Assign damage, seals, bleeding, poison, possession; spend or gain fate points."""
    kind = event["kind"]
    change = 0 if kind == "damage" else int(field(event, "change", int))
    # Version 1 took a change of 0, and counters of the dead, as doing nothing.
    strict = state.version >= 2
    if kind != "damage" and change == 0 and strict:
        raise RulesError(f"{kind}: a change of 0 changes nothing; give +n or -n")
    if kind == "fate":
        colour = field(event, "player")
        player = state.player(colour)
        if player.fate_points + change < 0:
            raise IllegalActionError(
                f"{colour} has {player.fate_points} fate points; not below 0 (6.4.2)"
            )
        players = tuple(
            dataclasses.replace(p, fate_points=p.fate_points + change) if p.colour == colour else p
            for p in state.players
        )
        return say(
            dataclasses.replace(state, players=players),
            f"{colour}: fate points {change:+d}, {player.fate_points + change} left (6.4.2)",
        )
    fid = field(event, "character")
    fighter = state.fighter(fid)
    if not fighter.in_play and strict:
        raise IllegalActionError(f"{fighter.name} is out of the game: his counters stay (6.4.2)")
    before = state
    if kind == "damage":
        to_life = bool(event.get("to_life", False))
        fighter, _ = take_damage(
            fighter,
            # Damage is only added; a mistaken one is taken back by undoing its event.
            count(event, "amount", field(event, "amount", int), least=1),
            DamageKind.TO_LIFE if to_life else DamageKind.GENERIC,
        )
    elif kind == "seals":
        seals = fighter.seals + change
        if seals < 0:
            raise IllegalActionError(
                f"{fighter.name} has {fighter.seals} broken seals: only seals already assigned "
                "can be removed (6.4.2)"
            )
        fighter = dataclasses.replace(fighter, seals=seals)
        if seals > fighter.seal_limit and not fighter.possessed:
            # 6.4.2, 7.2.3: the app assigns possession past the limit (RULINGS.md R-33).
            fighter = arcane.possess(fighter)
            state = say(state, f"{fighter.name} is possessed: {seals} broken seals (7.2.3)")
    elif kind in ("bleeding", "poison"):
        value = getattr(fighter, kind) + change
        if value < 0:
            raise IllegalActionError(
                f"{fighter.name} has {getattr(fighter, kind)} {kind} tokens: only {kind} tokens "
                "already assigned can be removed (6.4.2)"
            )
        fighter = dataclasses.replace(fighter, **{kind: value})
    else:
        raise IllegalActionError(f"'{kind}' is not an event")
    state = with_fighter(state, fighter)
    return settle(say(state, f"{kind} on {fighter.name}"), before)
