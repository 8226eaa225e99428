"""The board as the table's web page draws it (issue 30): the map's squares, walls,
elements and zones and the miniatures, in the app's own board units
(render/geometry.py: SQUARE, MARGIN) and colours (render/style.py), as JSON.

INTERFACE FIXED BY THE LEAD (docs/table-net.md): the bodies are the page's helper's."""

from __future__ import annotations

from typing import Any

from demloc.missions.play import Mission
from demloc.render.geometry import MARGIN, SQUARE


def map_json(mission: Mission) -> dict[str, Any]:
    """What does not move in a mission: the map (sent once, with `welcome`)."""
    return {"square": SQUARE, "margin": MARGIN, "name": mission.state.board_map.name}


def pieces_json(mission: Mission) -> dict[str, Any]:
    """What moves: miniatures (id, colour, square, facing, out of play), elements still
    standing, objective tokens as the table sees them (never which relic is true)."""
    return {"miniatures": []}
