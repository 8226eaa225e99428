"""A map read as a mission for the hints (issue 33, R-234): each colour a player, each
miniature whose card makes a character a fighter with his card's profile. A map names
no weapons (5.1.4: a mercenary holds the weapons his guild gave him), so a character
the map cannot make is left out, with the reason. The Board view's hints and
`demloc hints MAP` read a map so, and no other way."""

from __future__ import annotations

import dataclasses

from demloc.board.position import BoardMap
from demloc.errors import BadInputError
from demloc.missions.play import Context, MissionState, new_mission
from demloc.rules.spec import fighter_from_spec


@dataclasses.dataclass(frozen=True)
class MapMission:
    state: MissionState
    names: dict[str, str]  # each character kept: his label on the map
    left_out: dict[str, str]  # each miniature left out: why, in a sentence


def map_mission(board_map: BoardMap, ctx: Context) -> MapMission:
    """The map between turns, as a mission the hints can read (see the module)."""
    why: dict[str, str] = {}
    for miniature in board_map.characters:
        if not miniature.card:
            why[miniature.id] = f"{miniature.label} names no card: no odds without one"
            continue
        try:
            fighter_from_spec({"card": miniature.card}, miniature.id, miniature.colour,
                              ctx.catalog)  # fmt: skip
        except BadInputError as error:
            why[miniature.id] = f"{miniature.label}: {error}"
    kept = tuple(c for c in board_map.characters if c.id not in why)
    players = [{"colour": colour, "fate_points": 0}
               for colour in dict.fromkeys(c.colour for c in kept)]  # fmt: skip
    fighters = {c.id: {"card": c.card} for c in kept}
    state = new_mission(dataclasses.replace(board_map, characters=kept), fighters, players,
                        ctx, 0).state  # fmt: skip
    return MapMission(state, {c.id: c.label for c in kept}, why)
