"""Waves (6.4.1, 6.4.2 "Next turn"): on the turn a wave enters the app says who pulls
which cards and where the miniatures go; "wave_enters" places them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from demloc.board.board import Terrain
from demloc.board.position import Character as Miniature
from demloc.board.squares import Square
from demloc.catalog.catalog import UnknownCardError
from demloc.missions.play.copies import replace
from demloc.missions.play.plan import Plan
from demloc.missions.play.state import (
    Context,
    Due,
    MissionState,
    Phase,
    board_of,
    deployment_zone,
    facing_field,
    field,
    say,
    square_field,
    with_fighter,
)
from demloc.rules import arcane
from demloc.rules.dice import DiceSource
from demloc.rules.errors import IllegalActionError, RulesError
from demloc.rules.fighter import Fighter
from demloc.rules.spec import fighter_from_spec


def waves_due(state: MissionState, ctx: Context) -> MissionState:
    """At the start of a turn: the characters of every wave of this turn become due,
    with the free squares they may enter on; who is still due from an earlier wave
    stays due (RULINGS.md R-55)."""
    plan = state.plan
    if plan is None:
        return state
    due = list(state.due)
    for wave in plan.waves:
        if wave.turn != state.turn:
            continue
        text = f"wave {wave.number} enters (6.4.1)" + (f": {wave.text}" if wave.text else "")
        state = say(state, text)
        for cid in wave.characters:
            spec = plan.kept_aside.get(cid)
            if spec is None or cid in state.fighters:
                continue
            owner = str(spec["owner"])
            name = _name(spec, cid, ctx)
            cards = tuple(
                c
                for c in [spec.get("card"), *_ids(spec, "weapons"), *_ids(spec, "codes")]
                if isinstance(c, str)
            )
            zone = _zone_name(plan, wave.zone, owner)
            due.append(Due(cid, owner, name, wave.number, zone, (), cards))
            state = say(state, f"{owner} pulls the card of {name} and places the miniature")
    state = replace(state, due=tuple(due))
    return refresh_due(state, ctx)


def refresh_due(state: MissionState, ctx: Context) -> MissionState:
    """The free squares of each due character's zone, now (in the zone, free ground, no
    one on it)."""
    if not state.due:
        return state
    board = board_of(state, ctx)
    due = []
    for d in state.due:
        squares = tuple(
            s for s in _zone_squares(state, d.zone)
            if board.contains(s) and board.terrain[board.index(s)] is Terrain.FREE
            and board.index(s) not in board.occupant
        )  # fmt: skip
        due.append(replace(d, squares=squares))
    return replace(state, due=tuple(due))


def _zone_name(plan: Plan, zone: str, owner: str) -> str:
    if zone == "own":
        return plan.zones.get(owner, owner)
    return zone


def _zone_squares(state: MissionState, zone: str) -> list[Square]:
    if zone == "any":
        return sorted({s for z in state.board_map.zones for s in z.squares}, key=_order)
    found = next((z for z in state.board_map.zones if z.name == zone), None)
    if found is None:
        owner_zone = deployment_zone(state, zone)
        return list(owner_zone.squares) if owner_zone else []
    return list(found.squares)


def _order(square: Square) -> tuple[int, int]:
    return (square.y, square.x)


def _ids(spec: Mapping[str, Any], name: str) -> list[object]:
    value = spec.get(name, [])
    return value if isinstance(value, list) else []


def _name(spec: Mapping[str, Any], cid: str, ctx: Context) -> str:
    card = spec.get("card")
    if isinstance(card, str):
        try:
            return ctx.catalog.card(card).name
        except UnknownCardError:
            return cid
    return str(spec.get("name", cid))


def wave_enters(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """{"kind": "wave_enters", "placements": [{"character": id, "at": square,
    "facing": N|E|S|W, "white": n, "black": n}, ...]}: due characters enter on free
    squares of their zone, their tokens active. One with arcane ability channels as
    he enters (RULINGS.md R-50): the faces rolled at the table as "white" and "black",
    else the app rolls; a broken seal means only less mana (6.4.1)."""
    if state.phase not in (Phase.STRATEGIC, Phase.TURN_OVER) or state.plan is None:
        raise IllegalActionError("wave characters enter at the start of their turn (6.4.1)")
    plan = state.plan
    for placement in event["placements"]:
        cid = field(placement | {"kind": "wave_enters"}, "character")
        due = next((d for d in state.due if d.character == cid), None)
        if due is None:
            raise IllegalActionError(
                f"'{cid}' is not due to enter now"
                + (f" (due: {', '.join(d.name for d in state.due)})" if state.due else "")
            )
        at = square_field(placement | {"kind": "wave_enters"}, "at")
        facing = facing_field(placement | {"kind": "wave_enters"}, "facing")
        if at not in due.squares:
            zone = "any deployment zone" if due.zone == "any" else f"the {due.zone} zone"
            raise IllegalActionError(
                f"{due.name} enters on a free square of {zone}, not {at.name} (6.4.1)"
            )
        spec = {k: v for k, v in plan.kept_aside[cid].items() if k not in ("owner", "base")}
        fighter = fighter_from_spec(spec, cid, due.owner, ctx.catalog)
        fighter = _channel_on_entry(fighter, placement, dice)
        ranged = fighter.ranged_weapon
        base = plan.kept_aside[cid].get("base", 0)
        miniature = Miniature(
            cid, due.owner, base if type(base) is int else 0, at, facing, name=fighter.name,
            movement=fighter.profile.movement,
            weapon_range=(ranged.range or 0) if ranged else 0,
            long_range=fighter.long_range, card=fighter.card_id,
        )  # fmt: skip
        state = with_fighter(state, fighter)
        state = replace(
            state,
            board_map=replace(state.board_map, characters=(*state.board_map.characters, miniature)),
            due=tuple(d for d in state.due if d.character != cid),
        )
        mana = (
            f", with {fighter.white} white and {fighter.black} black mana"
            if (fighter.white or fighter.black)
            else ""
        )
        state = say(state, f"{fighter.name} enters at {at.name} facing {facing.name}{mana}")
        state = refresh_due(state, ctx)
    return state


def _channel_on_entry(fighter: Fighter, placement: Mapping[str, Any], dice: DiceSource) -> Fighter:
    if fighter.profile.arcane <= 0 or fighter.white or fighter.black:
        return fighter
    if "white" in placement or "black" in placement:
        white, black = placement.get("white", 0), placement.get("black", 0)
        if type(white) is not int or type(black) is not int or white < 0 or black < 0:
            raise RulesError("wave_enters: 'white' and 'black' are whole numbers of cubes")
        if white + black > fighter.profile.arcane:
            raise IllegalActionError(
                f"{fighter.name} rolls {fighter.profile.arcane} arcane dice: at most that "
                f"many cubes, not {white + black} (6.4.1)"
            )
        return replace(fighter, white=white, black=black)
    report = arcane.channel(fighter, dice, fighter.profile.arcane, before_the_game=True)
    return report.fighter
