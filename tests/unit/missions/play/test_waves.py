"""Waves (rulebook 6.4.1 "In the case of wave missions, the application will notify
players when and how to position the characters", 6.4.2 "Next turn"; RULINGS.md R-50,
R-55): on their turn the characters kept aside are due, each with the free squares of
his zone; "wave_enters" places them there and nowhere else."""

from __future__ import annotations

from typing import Any

import pytest
from play_support import begun, pass_turn, refused, said, spec

from demloc.board.squares import Square
from demloc.missions.play import Mission, load_mission
from demloc.missions.start import WaveStart
from demloc.rules.fighter import Token


def _wave_mission(zone: str = "own", **extra: Any) -> Mission:
    kept = {
        "W": spec(owner="red", base=2, name="Wren"),
        "S": spec(owner="blue", base=2, name="Sable", arcane=2),
    }
    return begun(
        kept_aside=kept,
        waves=(WaveStart(1, 2, zone, "The reserves come.", ("W", "S")),),
        **extra,
    )


def _to_turn_2(mission: Mission) -> None:
    mission.do({"kind": "new_turn"})
    assert not mission.state.due
    pass_turn(mission)
    mission.do({"kind": "new_turn"})


def _enter(cid: str, at: str, facing: str = "N", **extra: Any) -> dict[str, Any]:
    return {"kind": "wave_enters", "placements": [{"character": cid, "at": at, "facing": facing,
                                                   **extra}]}  # fmt: skip


def test_wave_characters_are_due_on_their_turn_with_their_zone() -> None:
    mission = _wave_mission()
    _to_turn_2(mission)
    due = {d.character: d for d in mission.state.due}
    assert set(due) == {"W", "S"}
    # "own": each owner's deployment zone, its free squares only (A1 and F1 are taken).
    assert due["W"].zone == "west" and due["W"].owner == "red" and due["W"].name == "Wren"
    assert [s.name for s in due["W"].squares] == ["B1", "A2", "B2"]
    assert [s.name for s in due["S"].squares] == ["E1", "E2", "F2"]
    assert due["W"].cards == ()  # given by numbers: no card to pull
    assert said(mission, "wave 1 enters (6.4.1): The reserves come.")
    assert said(mission, "red pulls the card of Wren and places the miniature")
    assert "W" not in mission.state.fighters  # kept aside until placed


def test_a_wave_character_enters_on_a_free_square_of_his_zone_only() -> None:
    mission = _wave_mission()
    _to_turn_2(mission)
    refused(mission, _enter("W", "E1"), r"free square of the west zone, not E1 \(6\.4\.1\)")
    refused(mission, _enter("W", "A1"), "not A1")  # A stands there
    refused(mission, _enter("A", "B1"), "'A' is not due to enter now")
    refused(
        mission,
        {"kind": "wave_enters", "placements": []},
        "placements: List should have at least 1 item",
    )
    refused(mission, _enter("W", "B1", facing="Q"), r"placements\.0\.facing: .*got 'Q'")
    mission.do(_enter("W", "B1", facing="N"))  # north is facing 0
    w = mission.state.fighter("W")
    assert w.token is Token.ACTIVE and w.owner == "red"
    miniature = mission.state.board_map.character("W")
    assert miniature is not None and miniature.at == Square.parse("B1")
    assert miniature.facing.name == "N" and miniature.number == 2
    assert [d.character for d in mission.state.due] == ["S"]
    assert said(mission, "Wren enters at B1 facing N")


def test_an_arcane_character_channels_as_he_enters() -> None:
    # kept aside, he channels when he enters; entered faces or the app's roll.
    mission = _wave_mission()
    _to_turn_2(mission)
    if mission.state.current != "blue":
        mission.do({"kind": "pass"})
    refused(mission, _enter("S", "E1", white=2, black=1), r"at most that many cubes")
    mission.do(_enter("S", "E1", white=1, black=1))
    assert (mission.state.fighter("S").white, mission.state.fighter("S").black) == (1, 1)
    mission.undo()
    mission.do(_enter("S", "E1"))
    rolled = mission.events[-1]["dice"]["arcane"]
    assert len(rolled) == 2
    s = mission.state.fighter("S")
    assert s.seals == 0 and s.white + s.black == sum(1 for f in rolled if f != "seal")


def test_a_wave_for_any_zone_and_a_named_zone() -> None:
    mission = _wave_mission(zone="any")
    _to_turn_2(mission)
    due = {d.character: d for d in mission.state.due}
    assert due["W"].zone == "any" and Square.parse("E2") in due["W"].squares
    named = _wave_mission(zone="east")
    _to_turn_2(named)
    assert {d.zone for d in named.state.due} == {"east"}


def test_who_is_not_placed_stays_due_and_the_squares_follow_the_board() -> None:
    #
    mission = _wave_mission()
    _to_turn_2(mission)
    pass_turn(mission)
    mission.do({"kind": "new_turn"})
    assert {d.character for d in mission.state.due} == {"W", "S"}
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    mission.do({"kind": "move", "character": "A", "to": "B2", "facing": "E"})
    due = next(d for d in mission.state.due if d.character == "W")
    assert Square.parse("A1") in due.squares and Square.parse("B2") not in due.squares


def test_a_resumed_mission_enters_its_waves_the_same() -> None:
    mission = _wave_mission()
    _to_turn_2(mission)
    mission.do(_enter("W", "B2", facing="E"))
    resumed = load_mission(mission.save_json(), mission.ctx)
    assert resumed.state.canonical() == mission.state.canonical()


@pytest.mark.parametrize("phase_passes", [2])
def test_waves_enter_at_the_start_of_their_turn_not_in_the_brawl(phase_passes: int) -> None:
    mission = _wave_mission()
    _to_turn_2(mission)
    for _ in range(phase_passes):
        mission.do({"kind": "pass"})
    refused(mission, _enter("W", "B1"), r"start of their turn \(6\.4\.1\)")


def test_undoing_an_entry_makes_him_due_again() -> None:
    # STYLE.md 10: undo is a cursor in the log; the due list is part of the state.
    mission = _wave_mission()
    _to_turn_2(mission)
    due = mission.state.due
    mission.do(_enter("W", "B1"))
    mission.undo()
    assert mission.state.due == due and "W" not in mission.state.fighters
    mission.redo()
    assert "W" in mission.state.fighters


def test_the_cards_to_pull_are_named() -> None:
    # 6.4.2 "Next turn": "the app advises players to pull characters' cards".
    kept = {"J": {"card": "sol-jadis", "weapons": ["rog-w-watchmans-sabre"], "owner": "red"}}
    mission = begun(kept_aside=kept, waves=(WaveStart(1, 2, "own", "", ("J",)),))
    _to_turn_2(mission)
    (due,) = mission.state.due
    assert due.cards == ("sol-jadis", "rog-w-watchmans-sabre") and due.name == "Jadis"
