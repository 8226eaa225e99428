"""The board as the table's web page draws it (issue 30): the map's squares, walls,
elements and zones and the miniatures, in the app's own board units
(render/geometry.py: SQUARE, MARGIN) and colours (render/style.py), as JSON.

Every coordinate here is worked out by render/geometry.py, as the Qt board's items
(ui/board/items.py, play_items.py) work theirs out: the page only scales and paints.
What the mission keeps hidden is never in it: a relic token is a relic token, never
the true one (5.7), and what a character carries is named without it.

INTERFACE FIXED BY THE LEAD (docs/table-net.md): the bodies are the page's helper's."""

from __future__ import annotations

from typing import Any

from demloc.board.board import Board
from demloc.board.position import Character, ElementKind, daemon_tag
from demloc.board.squares import Facing, Square, column_name
from demloc.board.tiles import Edge, Printed
from demloc.missions.play import KILL_KINDS, Mission
from demloc.missions.play.state import base_board
from demloc.render import geometry as geo
from demloc.render import style
from demloc.render.gauge import MARK_COLOURS, gauge
from demloc.rules.fighter import Fighter
from demloc.rules.fighter import statistics as fighter_statistics

S = geo.SQUARE
GREY = (60, 60, 60)  # a mark with no colour of its own
PLANKS_DARKER = 1.15  # the planks' line: the alternate floor 115 % darker (TileItem)
_PRINTED = {Printed.SMALL_WALL: ElementKind.SMALL_WALL, Printed.PALISADE: ElementKind.PALISADE}
_EDGES = {Edge.WALL: "wall", Edge.DOOR: "door", Edge.WINDOW: "window"}


def css(rgb: tuple[int, ...]) -> str:
    """A style colour as CSS: rgb(...) or, with an alpha of 0-255, rgba(...)."""
    if len(rgb) == 4:
        return f"rgba({rgb[0]},{rgb[1]},{rgb[2]},{round(rgb[3] / 255, 3)})"
    return f"rgb({rgb[0]},{rgb[1]},{rgb[2]})"


def _box(square: Square) -> list[float]:
    r = geo.square_rect(square)
    return [r.x, r.y, r.width, r.height]


def _board(mission: Mission) -> Board:
    return base_board(mission.state.board_map, mission.ctx)


def map_json(mission: Mission) -> dict[str, Any]:
    """What does not move in a mission: the map (sent once, with `welcome`)."""
    board = _board(mission)
    whole = geo.board_rect(board.width, board.height)
    return {
        "name": mission.state.board_map.name,
        "square": S,
        "margin": geo.MARGIN,
        "width": board.width,
        "height": board.height,
        "size": [whole.width, whole.height],
        "background": css(style.OFF_MAP),
        "grid": css(style.GRID),
        "squares": _squares(board),
        "edges": _edges(board),
        "zones": [
            {
                "name": zone.name,
                "fill": css(style.ZONE_FILL.get(zone.name, (120, 120, 120, 50))),
                "stroke": css(style.ZONE_FILL.get(zone.name, (120, 120, 120, 50))[:3]),
                "rects": [_box(square) for square in zone.squares],
            }
            for zone in mission.state.board_map.zones
        ],
        "rulers": _rulers(board.width, board.height),
        "colours": {
            "wall": css(style.WALL),
            "door": css(style.DOOR),
            "window": css(style.WINDOW),
            "base_rim": css(style.BASE_RIM),
            "elements": {kind.value: css(rgb) for kind, rgb in style.ELEMENT_COLOURS.items()},
            "guilds": {name: css(rgb) for name, rgb in style.GUILD_COLOURS.items()},
        },
    }


def _squares(board: Board) -> list[dict[str, Any]]:
    """Each tile square's floor as TileItem paints it: side B's planks, side A's cobbles,
    the alternate colour on every other square of the tile, a printed element."""
    squares = []
    for placed in board.map.tiles:
        tile = board.library.get(placed.tile)
        if tile is None:
            continue
        side = tile.sides[placed.side.value].rotated(placed.rotation)
        interior = placed.side.value == "B"
        base = style.INTERIOR if interior else style.EXTERIOR
        alt = style.INTERIOR_ALT if interior else style.EXTERIOR_ALT
        plank = css(tuple(round(c / PLANKS_DARKER) for c in alt)) if interior else ""
        for y in range(side.height):
            for x in range(side.width):
                square = Square(placed.at.x + x, placed.at.y + y)
                element = _PRINTED.get(side.squares[y][x])
                squares.append(
                    {
                        "at": square.name,
                        "rect": _box(square),
                        "fill": css(alt if (x + y) % 2 else base),
                        "planks": plank,
                        "printed": element.value if element is not None else "",
                    }
                )
    return squares


def _edges(board: Board) -> list[dict[str, Any]]:
    """Every wall, door and window, and the map's outline, as EdgesItem finds them."""
    edges = []
    for square in board.squares():
        for side in (Facing.N, Facing.W, Facing.S, Facing.E):
            on = board.contains(square.step(*side.vector))
            if on and side in (Facing.S, Facing.E):
                continue  # drawn once, from the other square
            name = _EDGES.get(board.edge(square, side))
            if name is None:
                if on:
                    continue
                name = "outline"
            edges.append({"kind": name, "line": list(geo.edge_line(square, side))})
    return edges


def _rulers(width: int, height: int) -> list[dict[str, Any]]:
    """Column letters above and below the map, row numbers left and right (RulersItem),
    each at the centre of its box."""
    m = geo.MARGIN
    marks = []
    for x in range(width):
        for top in (0.0, m + height * S):
            marks.append({"text": column_name(x), "x": m + x * S + S / 2, "y": top + m / 2})
    for y in range(height):
        for left in (0.0, m + width * S):
            marks.append({"text": str(y + 1), "x": left + m / 2, "y": m + y * S + S / 2})
    return marks


def pieces_json(mission: Mission) -> dict[str, Any]:
    """What moves: miniatures (id, colour, square, facing, out of play), elements still
    standing, objective tokens as the table sees them (never which relic is true)."""
    state = mission.state
    on_board = {c.id: c for c in state.board_map.characters}
    miniatures = []
    for fid, fighter in sorted(state.fighters.items()):
        miniatures.append(_miniature(fighter, on_board.get(fid)))
    return {
        # Each player's fate points and kill counter by kind (6.4.2), for his band.
        "players": [
            {
                "colour": player.colour,
                "fate_points": player.fate_points,
                "kills": player.kills,
                "killed": {kind: player.killed(kind) for kind in KILL_KINDS},
            }
            for player in state.players
        ],
        "miniatures": miniatures,
        "elements": [
            {
                "kind": element.kind.value,
                "at": element.at.name,
                "rect": _box(element.at),
                "edge": (
                    list(geo.edge_line(element.at, element.edge))
                    if element.kind is ElementKind.DOOR and element.edge is not None
                    else None
                ),
            }
            for element in state.board_map.elements
        ],
        # Kind and square only: the face-down relic is any relic to the table (5.7).
        "tokens": [
            {"kind": token.kind.value, "at": token.at.name, "rect": _box(token.at)}
            for token in state.board_map.tokens
        ],
    }


def _miniature(fighter: Fighter, miniature: Character | None) -> dict[str, Any]:
    """A character: his base and arrow where he stands (MiniatureItem's geometry), his
    gauge (TableMiniature's pips and marks) and what his card says, by numbers."""
    number = miniature.number if miniature is not None else 0
    shown = gauge(fighter)  # the tracker's miniature's, as it draws them (TableMiniature)
    marks = [
        {"text": mark, "fill": css(MARK_COLOURS.get(mark if mark == "St" else mark[:1], GREY))}
        for mark in (*shown.marks, *(("X",) if shown.exhausted else ()))
    ]
    data: dict[str, Any] = {
        "id": fighter.id,
        # The name the board writes under the base (MiniatureItem.full_name).
        "name": (miniature.name if miniature is not None else "") or fighter.name or fighter.id,
        "label": miniature.label if miniature is not None else f"{fighter.name} ({fighter.owner})",
        "colour": fighter.owner,
        "fill": css(style.GUILD_COLOURS.get(fighter.owner, (120, 120, 120))),
        "number": number,
        "tag": daemon_tag(number) if number else "",
        "at": None,
        "facing": None,
        "dead": fighter.dead,
        "escaped": fighter.escaped,
        "out": not fighter.in_play or miniature is None,
        "marks": marks,
        "armour": [shown.armour_left, shown.armour_max],
        "hearts": [shown.hearts_left, shown.hearts_max],
        "card": _card(fighter),
    }
    if miniature is not None:
        data |= _base(miniature)
    return data


def _base(miniature: Character) -> dict[str, Any]:
    r = geo.square_rect(miniature.at)
    cx, cy = r.centre
    dx, dy = miniature.facing.vector
    tip = (cx + dx * S * 0.5, cy + dy * S * 0.5)
    side = (-dy * S * 0.17, dx * S * 0.17)
    back = (cx + dx * S * 0.27, cy + dy * S * 0.27)
    return {
        "at": miniature.at.name,
        "facing": miniature.facing.name,
        "rect": [r.x, r.y, r.width, r.height],
        "centre": [cx, cy],
        "radius": S * 0.4,
        "arrow": [
            list(tip),
            [back[0] + side[0], back[1] + side[1]],
            [back[0] - side[0], back[1] - side[1]],
        ],
    }


def _card(fighter: Fighter) -> dict[str, Any]:
    """The card's numbers as the tracker's card shows them (ui/tracker/cards.py)."""
    return {
        "statistics": fighter_statistics(fighter).text(),
        "armour_tokens": fighter.armour_tokens,
        "armour_damage": fighter.armour_damage,
        "armour_factor": fighter.profile.armour,
        "hearts": fighter.hearts,
        "heart_limit": fighter.heart_limit,
        "hit_damage": fighter.hit_damage,
        "hit_factor": max(1, fighter.profile.hit),
        "seals": fighter.seals,
        "seal_limit": fighter.seal_limit,
        "white": fighter.white,
        "black": fighter.black,
        "bleeding": fighter.bleeding,
        "poison": fighter.poison,
        "stunned": fighter.stunned,
        "possessed": fighter.possessed,
        "exhausted": fighter.exhausted,
        # The true relic is marked with a star inside the core: never on the wire.
        "objects": [item.rstrip("*") for item in fighter.objects],
    }
