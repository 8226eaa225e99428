"""The hand-off from the set-up to the tracker (6.4.1 "start game", 7): the mission
ready for turn 1, with the first player the set-up drew, the turn limit (and whether
it is hidden), the objective, the waves and the characters kept aside for them, the
events and the rewards, each guild's deployment zone. All of it goes into the save's
setup (`Mission.setup["plan"]`), so `load_mission` rebuilds the same mission."""

from __future__ import annotations

import dataclasses

from demloc.missions.play.mission import Mission, new_mission
from demloc.missions.play.plan import Plan, WavePlan
from demloc.missions.play.state import Context
from demloc.missions.start import MissionStart
from demloc.rules.errors import RulesError


def begin(start: MissionStart, ctx: Context, seed: int) -> Mission:
    """The mission of `start`, ready for its first "new_turn" (which keeps the set-up's
    first player for turn 1, RULINGS.md R-52)."""
    zones = deployment_zones(start)
    plan = Plan(
        mission=start.mission,
        mode=start.mode.value,
        first=start.first,
        waves=tuple(
            WavePlan(w.number, w.turn, w.zone, w.text, tuple(w.characters)) for w in start.waves
        ),
        kept_aside={k: dict(v) for k, v in start.kept_aside.items()},
        zones=zones,
        stake=dataclasses.asdict(start.stake) if start.stake is not None else None,
        costs=dict(start.costs),
        first_deployer=start.first_deployer,
    )
    return new_mission(
        start.board_map,
        start.fighters,
        [dict(p) for p in start.players],
        ctx,
        seed,
        start.mission.turns.limit or 0,
        plan,
    )


def deployment_zones(start: MissionStart) -> dict[str, str]:
    """Each colour's deployment zone: the one the set-up names, else the zone that
    holds the player's miniatures at the start (6.4.1: each player deploys in his
    own zone; R-50: every player has a mercenary on the board). RULINGS.md R-52."""
    zones: dict[str, str] = {}
    for player in start.players:
        colour = str(player["colour"])
        named = player.get("zone")
        if isinstance(named, str) and named:
            zones[colour] = named
            continue
        squares = {c.at for c in start.board_map.characters if c.colour == colour}
        holding = [z.name for z in start.board_map.zones if squares and squares <= set(z.squares)]
        if len(holding) != 1:
            raise RulesError(
                f"{colour}'s miniatures do not stand in one deployment zone: "
                f"{', '.join(sorted(s.name for s in squares)) or 'none placed'} (6.4.1)"
            )
        zones[colour] = holding[0]
    return zones
