"""What the tracker's screens ask of a state (rulebook 7 "the number of turns available
will not always be shown", 7.3.2.3 "Ending the game", 7.2.3, 5.6; RULINGS.md R-57)."""

from __future__ import annotations

from play_support import begun, pass_turn, spec

from demloc.missions.play import (
    OutOfControl,
    can_start_turn,
    endings,
    out_of_control,
    possessed_to_walk,
    shown_turn_limit,
)


def test_a_hidden_limit_is_not_shown() -> None:
    assert shown_turn_limit(begun(turns={"limit": 4}).state) == 4
    assert shown_turn_limit(begun(turns={"limit": 4, "hidden": True}).state) == 0
    assert shown_turn_limit(begun().state) == 0  # played until the objective


def test_the_endings_open_follow_the_turn() -> None:
    mission = begun(turns={"limit": 1})
    assert endings(mission.state) == ("surrender",) and can_start_turn(mission.state)
    mission.do({"kind": "new_turn"})
    assert endings(mission.state) == ("surrender",) and not can_start_turn(mission.state)
    mission.do({"kind": "kill", "player": "red", "target": "E"})
    pass_turn(mission)
    assert endings(mission.state) == ("objective", "turn limit", "elimination", "surrender")
    assert not can_start_turn(mission.state)
    mission.do({"kind": "end_mission", "reason": "surrender", "player": "blue",
                "agreed": ["red"]})  # fmt: skip
    assert mission.state.result == "blue surrendered" and endings(mission.state) == ()


def test_the_possessed_walk_is_due_in_the_strategic_phase() -> None:
    # 7.2.3: "During the following turn, in the free movement sub-phase, the player
    # moves the daemonic possessed character ... using the out of control card".
    mission = begun(fighters={"A": spec(possessed=True), "E": spec()})
    assert possessed_to_walk(mission.state) == ()
    mission.do({"kind": "new_turn"})
    assert possessed_to_walk(mission.state) == ("A",)
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    mission.do({"kind": "possessed_move", "character": "A"})
    assert possessed_to_walk(mission.state) == ()


def test_the_out_of_control_card_is_shown_for_each_possessed_to_walk() -> None:
    # 5.6, 7.2.3: the card is laid on the possessed character who walks this turn; before
    # the turn (no card drawn) and once he has walked, there is none.
    mission = begun(fighters={"A": spec(possessed=True), "E": spec()})
    assert out_of_control(mission.state) == ()
    mission.do({"kind": "new_turn"})
    (card,) = out_of_control(mission.state)
    assert isinstance(card, OutOfControl) and card.character == "A"
    assert card.direction is None or 1 <= card.direction <= 9
    assert "5.6" in card.effect
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    mission.do({"kind": "possessed_move", "character": "A"})
    assert out_of_control(mission.state) == ()
