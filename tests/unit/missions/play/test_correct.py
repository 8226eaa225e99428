"""Issue 34 (R-248): the table's correction, `correct`, puts miniatures where the table
has them (a photo's accepted differences), all at once, with no rule cost; refused,
changing nothing, on a square off the board, taken, or one no miniature may stand on,
or for a miniature dead or gone. Replayed, saved and undone as every event."""

from __future__ import annotations

import json
from typing import Any

from play_support import begun, refused, said, spec

from demloc.missions.play import load_mission

# A tree on C2: no miniature stands there (7.2.1).
TREED = """
+ + + + + + +
 A . . . . E
+ + + + + + +
 . . t . . .
+ + + + + + +
"""


def _mission() -> Any:
    mission = begun(drawing=TREED)
    mission.do({"kind": "new_turn"})
    return mission


def _at(mission: Any, cid: str) -> tuple[str, str]:
    miniature = mission.state.board_map.character(cid)
    return miniature.at.name, miniature.facing.name


def _correct(*moves: tuple[str, str, str], source: str = "photo") -> dict[str, Any]:
    return {
        "kind": "correct",
        "source": source,
        "miniatures": [{"character": c, "at": at, "facing": f} for c, at, f in moves],
    }


def test_r_248_a_correction_places_the_miniature_with_no_rule_cost() -> None:
    mission = _mission()
    before = mission.state
    mission.do(_correct(("A", "B2", "S")))
    after = mission.state
    assert _at(mission, "A") == ("B2", "S")
    # Not a move: no token, activation, sub-phase or fate changed.
    assert after.fighters == before.fighters and after.active == before.active
    assert after.sub_phase == before.sub_phase and after.activated == before.activated
    assert after.players == before.players and after.current == before.current
    assert after.log[-1] == "Table correction: A A1 facing E → B2 facing S (a photo)"
    assert said(mission, "Table correction")


def test_r_248_several_miniatures_at_once_so_two_may_swap() -> None:
    mission = _mission()
    mission.do(_correct(("A", "F1", "E"), ("E", "A1", "W"), source="table"))
    assert _at(mission, "A") == ("F1", "E") and _at(mission, "E") == ("A1", "W")
    assert mission.state.log[-1] == "Table correction: A A1 → F1, E F1 → A1 (the table)"


def test_r_248_a_square_off_the_board_taken_or_not_to_stand_on_is_refused() -> None:
    mission = _mission()
    assert "off the map" in refused(mission, _correct(("A", "G1", "E")), "off the map")
    refused(mission, _correct(("A", "F1", "E")), "shares the square")
    refused(mission, _correct(("A", "C2", "E")), "tree")
    refused(mission, _correct(("A", "B1", "E"), ("A", "B2", "E")), "corrected twice")
    refused(mission, _correct(("Q", "B1", "E")), "no character 'Q'")
    refused(mission, {"kind": "correct", "miniatures": []}, r"^correct \(6\.4\.2\): miniatures")
    refused(mission, _correct(("A", "b1", "E")), "not a square")


def test_r_248_a_dead_miniature_is_refused() -> None:
    mission = begun(drawing=TREED, fighters={"A": spec(), "E": spec()})
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "effect", "character": "E", "effect": "dead", "on": True})
    refused(mission, _correct(("E", "E2", "W")), "dead|not on the board")


def test_r_248_undone_redone_saved_and_replayed_as_every_event() -> None:
    mission = _mission()
    before = mission.state
    mission.do(_correct(("A", "B2", "S"), ("E", "E2", "N")))
    after = mission.state
    saved = json.loads(json.dumps(mission.save_json()))
    assert saved["events"][-1]["kind"] == "correct"
    loaded = load_mission(saved, mission.ctx)
    assert loaded.state.canonical() == after.canonical()
    mission.undo()
    assert mission.state.canonical() == before.canonical() and _at(mission, "A") == ("A1", "E")
    mission.redo()
    assert mission.state.canonical() == after.canonical()
