"""The mission's events (rulebook 6.4.2 "Next turn": "the app shows the players events
that will lead to changes to the structure of the mission itself"; RULINGS.md R-56):
at the start of their turn the text is said and the change made, the board built
anew."""

from __future__ import annotations

from typing import Any

from play_support import begun, pass_turn, refused, said

from demloc.board.board import Terrain
from demloc.board.position import ElementKind
from demloc.board.squares import Facing, Square
from demloc.missions.play import Mission, board_of, load_mission

# A wall between C and D on the first row.
WALLED = """
+ + + + + + +
 A . .|. . E
+ + + + + + +
 . . . . . .
+ + + + + + +
"""


def _with_events(*events: dict[str, Any], **extra: Any) -> Mission:
    return begun(events=list(events), **extra)


def _turn_2(mission: Mission) -> None:
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    mission.do({"kind": "new_turn"})


def test_an_added_element_changes_the_board_on_its_turn() -> None:
    mission = _with_events(
        {"turn": 2, "text": "A cart tips over.",
         "change": {"kind": "add-element", "at": "C2", "element": "barrel"}},
    )  # fmt: skip
    mission.do({"kind": "new_turn"})
    board = board_of(mission.state, mission.ctx)
    assert board.terrain[board.index(Square.parse("C2"))] is Terrain.FREE
    pass_turn(mission)
    mission.do({"kind": "new_turn"})
    board = board_of(mission.state, mission.ctx)
    assert board.terrain[board.index(Square.parse("C2"))] is Terrain.PARTIAL
    assert said(mission, "event: A cart tips over. (6.4.2)")
    assert said(mission, "a barrel is placed at C2")
    assert load_mission(mission.save_json(), mission.ctx).state.canonical() == (
        mission.state.canonical()
    )


def test_an_element_is_not_placed_under_a_miniature() -> None:
    # a character stands there.
    mission = _with_events(
        {"turn": 2, "text": "Crates.",
         "change": {"kind": "add-element", "at": "A1", "element": "barrel"}},
    )  # fmt: skip
    _turn_2(mission)
    assert not mission.state.board_map.elements
    assert said(mission, "a character stands on A1: the barrel is not placed")


def test_a_removed_element_and_one_that_is_not_there() -> None:
    mission = _with_events(
        {"turn": 1, "text": "Crates.",
         "change": {"kind": "add-element", "at": "C2", "element": "barrel"}},
        {"turn": 2, "text": "Gone.", "change": {"kind": "remove-element", "at": "C2"}},
        {"turn": 2, "text": "Gone again.", "change": {"kind": "remove-element", "at": "C2"}},
    )  # fmt: skip
    mission.do({"kind": "new_turn"})
    assert [e.kind for e in mission.state.board_map.elements] == [ElementKind.BARREL]
    pass_turn(mission)
    mission.do({"kind": "new_turn"})
    assert not mission.state.board_map.elements
    assert said(mission, "the element at C2 is removed")
    assert said(mission, "there is no element at C2 to remove")


def test_a_door_opens_in_a_wall() -> None:
    mission = _with_events(
        {"turn": 2, "text": "The gate gives way.",
         "change": {"kind": "open-door", "at": "C1", "edge": "E"}},
        {"turn": 2, "text": "No wall here.",
         "change": {"kind": "open-door", "at": "A2", "edge": "S"}},
    drawing=WALLED)  # fmt: skip
    _turn_2(mission)
    board = board_of(mission.state, mission.ctx)
    assert board.edge(Square.parse("C1"), Facing.E).name == "DOOR"
    assert said(mission, "a door opens at C1 E")
    assert said(mission, "the map cannot change so:")  # A2 S is the map's edge, no wall


def test_a_new_objective_and_news_only() -> None:
    new = {"text": "Hold the middle.", "check": "control", "area": ["C2"], "turns": 2}
    mission = _with_events(
        {"turn": 2, "text": "Only news."},
        {"turn": 2, "text": "The plan changes.", "change": {"kind": "objective", "objective": new}},
    )  # fmt: skip
    _turn_2(mission)
    assert mission.state.objective is not None and mission.state.objective.check == "control"
    assert said(mission, "event: Only news. (6.4.2)")
    assert said(mission, "the objective is now: Hold the middle.")


def test_reinforcements_enter_the_players_own_zone_that_turn() -> None:
    mission = _with_events(
        {"turn": 2, "text": "Help comes.", "change": {"kind": "reinforcements", "slots": 1}},
    )  # fmt: skip
    reinforce = {"kind": "reinforce", "player": "red", "character": "R1",
                 "spec": {"card": "rog-f-city-guard"}, "at": "B1", "facing": "E"}  # fmt: skip
    mission.do({"kind": "new_turn"})
    refused(mission, reinforce, r"no reinforcements to bring now \(6\.4\.2\)")
    pass_turn(mission)
    mission.do({"kind": "new_turn"})
    assert dict(mission.state.reinforcements) == {"red": 1, "blue": 1}
    refused(mission, reinforce | {"at": "E1"}, "red's deployment zone")
    refused(mission, reinforce | {"character": "A"}, "is taken")
    mission.do(reinforce)
    assert mission.state.fighter("R1").name == "City Guard"
    # Its own sub-base number (5.2), one past red's others (issue 26: it was "red 0").
    miniature = mission.state.board_map.character("R1")
    assert miniature is not None
    others = [c.number for c in mission.state.board_map.characters
              if c.colour == "red" and c.id != "R1"]  # fmt: skip
    assert miniature.number == max(others) + 1 and miniature.label.endswith(
        f"(red {max(others) + 1})"
    )
    assert dict(mission.state.reinforcements)["red"] == 0
    refused(mission, reinforce | {"character": "R2", "at": "B2"}, "no reinforcements")
    pass_turn(mission)
    mission.do({"kind": "new_turn"})
    assert not mission.state.reinforcements  # that turn only
