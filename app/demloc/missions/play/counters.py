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
from demloc.rules.errors import IllegalActionError


def adjust(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """Assign damage, seals, bleeding, poison, possession; spend or gain fate points."""
    kind = event["kind"]
    if kind == "fate":
        colour = field(event, "player")
        change = int(field(event, "change", int))
        player = state.player(colour)
        if player.fate_points + change < 0:
            raise IllegalActionError(
                f"{colour} has {player.fate_points} fate points; not below 0 (6.4.2)"
            )
        players = tuple(
            dataclasses.replace(p, fate_points=p.fate_points + change) if p.colour == colour else p
            for p in state.players
        )
        return dataclasses.replace(state, players=players)
    fid = field(event, "character")
    fighter = state.fighter(fid)
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
        seals = fighter.seals + int(field(event, "change", int))
        if seals < 0:
            raise IllegalActionError("only seals already assigned can be removed (6.4.2)")
        fighter = dataclasses.replace(fighter, seals=seals)
        if seals > fighter.seal_limit and not fighter.possessed:
            fighter = arcane.possess(fighter)
    elif kind in ("bleeding", "poison"):
        value = getattr(fighter, kind) + int(field(event, "change", int))
        if value < 0:
            raise IllegalActionError(f"only {kind} tokens already assigned can be removed (6.4.2)")
        fighter = dataclasses.replace(fighter, **{kind: value})
    else:
        raise IllegalActionError(f"'{kind}' is not an event")
    state = with_fighter(state, fighter)
    return settle(say(state, f"{kind} on {fighter.name}"), before)
