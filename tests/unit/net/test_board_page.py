"""The board as the table's page draws it (issue 30, docs/table-net.md): the map and
the pieces as JSON, in the app's board units and colours, and nothing hidden."""

from __future__ import annotations

import dataclasses
import json

import pytest

from demloc.board.squares import Square
from demloc.catalog.catalog import Catalog
from demloc.missions.play import Mission
from demloc.missions.play.state import base_board
from demloc.net.board_page import css, map_json, pieces_json
from demloc.render import geometry as geo
from demloc.render import style
from support.board_page_mission import board_page_mission


@pytest.fixture
def mission(catalog: Catalog) -> Mission:
    return board_page_mission(catalog)


def _rect(name: str) -> list[float]:
    r = geo.square_rect(Square.parse(name))
    return [r.x, r.y, r.width, r.height]


def test_the_map_is_in_the_apps_board_units_and_colours(mission: Mission) -> None:
    data = map_json(mission)
    whole = geo.board_rect(8, 4)
    assert (data["square"], data["margin"]) == (geo.SQUARE, geo.MARGIN)
    assert data["size"] == [whole.width, whole.height]
    squares = {s["at"]: s for s in data["squares"]}
    assert len(squares) == 32
    assert squares["C3"]["rect"] == _rect("C3")
    # Side A's cobbles, alternate squares of the other shade; side B's planks.
    assert squares["A1"]["fill"] == css(style.EXTERIOR) and not squares["A1"]["planks"]
    assert squares["B1"]["fill"] == css(style.EXTERIOR_ALT)
    assert squares["E1"]["fill"] == css(style.INTERIOR) and squares["E1"]["planks"]
    assert squares["F2"]["printed"] == "small-wall" and squares["E2"]["printed"] == ""
    zones = {z["name"]: z for z in data["zones"]}
    assert zones["red"]["fill"] == css(style.ZONE_FILL["red"])
    assert _rect("A4") in zones["red"]["rects"] and len(zones["blue"]["rects"]) == 4
    rulers = {(m["text"], m["x"], m["y"]) for m in data["rulers"]}
    assert ("A", geo.MARGIN + geo.SQUARE / 2, geo.MARGIN / 2) in rulers
    assert ("4", geo.MARGIN / 2, geo.MARGIN + 3.5 * geo.SQUARE) in rulers
    assert data["colours"]["guilds"]["blue"] == css(style.GUILD_COLOURS["blue"])


def test_the_walls_doors_and_windows_are_the_qt_boards_own(mission: Mission) -> None:
    """The same edges, in the same place, as the Board view's EdgesItem finds them."""
    from demloc.ui.board.items import EdgesItem

    board = base_board(mission.state.board_map, mission.ctx)
    qt = [
        (kind, [line.x1(), line.y1(), line.x2(), line.y2()])
        for kind, lines in EdgesItem._runs_of(board)
        for line in lines
    ]
    ours = [(e["kind"], e["line"]) for e in map_json(mission)["edges"]]
    assert ours == qt
    kinds = {kind for kind, _ in ours}
    assert kinds == {"wall", "door", "window", "outline"}


def test_the_miniatures_stand_where_the_board_draws_them(mission: Mission) -> None:
    pieces = {m["id"]: m for m in pieces_json(mission)["miniatures"]}
    corvin = pieces["red-1"]
    assert (corvin["name"], corvin["colour"], corvin["tag"]) == ("Corvin Ashblade", "red", "1")
    assert corvin["label"] == "Corvin Ashblade (red 1)"
    assert (corvin["at"], corvin["facing"]) == ("A2", "E")
    assert corvin["centre"] == list(geo.centre(Square.parse("A2")))
    cx, cy = corvin["centre"]
    assert corvin["arrow"][0] == [cx + geo.SQUARE * 0.5, cy]  # the arrow's tip, east
    assert corvin["fill"] == css(style.GUILD_COLOURS["red"])
    assert corvin["armour"] == [3, 3] and corvin["hearts"] == [3, 3]
    assert corvin["card"]["armour_factor"] == 3 and not corvin["out"]


def test_a_dead_character_is_out_and_off_the_board(mission: Mission) -> None:
    mission.do({"kind": "effect", "character": "blue-2", "effect": "dead", "on": True})
    ysolde = next(m for m in pieces_json(mission)["miniatures"] if m["id"] == "blue-2")
    assert ysolde["dead"] and ysolde["out"] and ysolde["at"] is None


def test_the_true_relic_is_never_told(mission: Mission) -> None:
    # 5.7: the relic tokens lie face down; the core marks the true one with a star.
    pieces = pieces_json(mission)
    relics = [t for t in pieces["tokens"] if t["kind"] == "relic"]
    assert len(relics) == 2 and relics[0].keys() == relics[1].keys()
    assert {t["at"] for t in relics} == {"B1", "E3"}
    state = mission.state
    carrier = dataclasses.replace(state.fighters["red-1"], objects=("relic*",))
    mission.states[mission.cursor] = dataclasses.replace(
        state, fighters={**state.fighters, "red-1": carrier}
    )
    text = json.dumps(pieces_json(mission)) + json.dumps(map_json(mission))
    assert "relic*" not in text and "true_relic" not in text
    corvin = next(m for m in pieces_json(mission)["miniatures"] if m["id"] == "red-1")
    assert corvin["card"]["objects"] == ["relic"]


def test_an_element_destroyed_is_no_longer_standing(mission: Mission) -> None:
    assert {e["at"] for e in pieces_json(mission)["elements"]} == {"C1", "C4", "D4"}
    state = mission.state
    standing = tuple(e for e in state.board_map.elements if e.at.name != "C1")
    mission.states[mission.cursor] = dataclasses.replace(
        state, board_map=dataclasses.replace(state.board_map, elements=standing)
    )
    elements = pieces_json(mission)["elements"]
    assert {e["at"] for e in elements} == {"C4", "D4"}
    assert next(e for e in elements if e["at"] == "C4")["rect"] == _rect("C4")


def test_the_board_json_is_made_from_the_core_alone() -> None:
    """board_page reuses the core's board and render/ (the Qt board's own geometry and
    colours), and imports neither Qt nor the store: the host calls it from its thread."""
    import ast
    from pathlib import Path

    import demloc.net.board_page as board_page

    tree = ast.parse(Path(board_page.__file__).read_text(encoding="utf-8"))
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    bad = {i for i in names if i.startswith(("PySide6", "demloc.ui", "demloc.store", "sqlalchemy"))}
    assert not bad, sorted(bad)
    assert {"demloc.render.geometry", "demloc.render.style"} <= names | {
        f"demloc.render.{a.name}"
        for n in ast.walk(tree)
        if isinstance(n, ast.ImportFrom) and n.module == "demloc.render"
        for a in n.names
    }
