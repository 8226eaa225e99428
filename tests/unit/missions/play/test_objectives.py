"""Objectives, checked at the end of each turn (rulebook 7.3.2.3 "Mission objective
reach", 6.4.2 "objective achieved", "objective control", 5.7, 7.2.1; RULINGS.md R-57):
the progress is said for the screen; control stops the mission; a reached objective
leaves only "end game"."""

from __future__ import annotations

import dataclasses
from typing import Any

from play_support import DICE, begun, follower, pass_turn, refused, said, spec, start

from demloc.board.position import Element, ElementKind, Token, TokenKind
from demloc.board.squares import Square
from demloc.missions.play import Mission, Phase, begin, load_mission
from demloc.rules.dice import Die, EnteredDice


def _objective(**objective: Any) -> dict[str, Any]:
    return {"objective": {"text": "Win.", **objective}}


def _red_first(mission: Mission) -> None:
    if mission.state.current != "red":
        mission.do({"kind": "pass"})


def test_control_counts_controlled_turns_and_stops_the_mission() -> None:
    # 6.4.2: the count of controlled turns; "the app automatically stops the mission".
    # B1 lies in A's control zone (7.1.1), nowhere near E's.
    mission = begun(**_objective(check="control", area=["B1"], turns=2))
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    assert dict(mission.state.controlled) == {"red": 1}
    assert mission.state.progress == "controlled turns: red 1/2"
    assert said(mission, "red controls the area: 1 of 2 controlled turns (6.4.2 objective control)")
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    state = mission.state
    assert state.phase is Phase.ENDED and state.achieved == "red"
    assert state.result == "objective reached by red: 2 controlled turns"
    refused(mission, {"kind": "new_turn"}, "the mission is over")


def test_a_turn_nobody_controls_suspends_the_count() -> None:
    # "start and suspend the counting" (6.4.2): the table's word for this turn.
    mission = begun(**_objective(check="control", area=["B1"], turns=2))
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "objective_control", "player": ""})
    pass_turn(mission)
    assert dict(mission.state.controlled) == {"red": 1} and mission.state.phase is Phase.TURN_OVER
    assert said(mission, "the count is suspended")
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "objective_control", "player": "blue"})
    pass_turn(mission)
    assert dict(mission.state.controlled) == {"red": 1, "blue": 1}
    refused(mission, {"kind": "objective_control", "player": "blue"}, "during a turn")


def test_two_guilds_at_the_area_control_nothing() -> None:
    mission = begun(**_objective(check="control", area=["B1", "E1"], turns=1))
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    assert not mission.state.controlled and mission.state.phase is Phase.TURN_OVER


def test_objective_control_needs_a_control_mission() -> None:
    mission = begun()
    mission.do({"kind": "new_turn"})
    refused(mission, {"kind": "objective_control", "player": "red"}, "no area to control")


def _relic_mission(carrier: dict[str, Any] | None = None) -> Mission:
    hand_off, ctx = start(
        **_objective(check="relic"), fighters={"A": carrier or spec(), "E": spec()}
    )
    tokens = (Token(TokenKind.RELIC, Square.parse("B1"), true_relic=True),
              Token(TokenKind.RELIC, Square.parse("C2")))  # fmt: skip
    hand_off = dataclasses.replace(
        hand_off, board_map=dataclasses.replace(hand_off.board_map, tokens=tokens)
    )
    mission = begin(hand_off, ctx, 7)
    mission.do({"kind": "new_turn"})
    _red_first(mission)
    mission.do({"kind": "move", "character": "A", "to": "B1", "facing": "E"})
    mission.do({"kind": "pick_up", "character": "A"})
    return mission


def test_a_mercenary_bringing_the_true_relic_home_reaches_the_objective() -> None:
    # 5.7, 7.2.1: the mercenary carries it into his deployment zone (B1 is red's).
    mission = _relic_mission()
    pass_turn(mission)
    state = mission.state
    assert state.achieved == "red" and state.phase is Phase.TURN_OVER
    assert state.progress == "A has brought the relic home"
    assert said(mission, "red has reached the objective: Win. Tap 'end game' (7.3.2.3)")
    refused(mission, {"kind": "new_turn"}, r"red has reached the objective: only 'end game'")
    mission.do({"kind": "end_mission", "reason": "objective"})
    assert mission.state.result == "objective reached by red"


def test_a_followers_find_does_not_count() -> None:
    # 7.2.1: "the objects collected by the followers do not count".
    mission = _relic_mission(follower())
    pass_turn(mission)
    assert not mission.state.achieved
    assert "a follower: it does not count" in mission.state.progress


def test_before_it_is_found_only_the_count_of_relics_is_shown() -> None:
    # 5.7: the tokens lie face down.
    hand_off, ctx = start(**_objective(check="relic"))
    tokens = (Token(TokenKind.RELIC, Square.parse("C1"), true_relic=True),
              Token(TokenKind.RELIC, Square.parse("C2")))  # fmt: skip
    mission = begin(dataclasses.replace(
        hand_off, board_map=dataclasses.replace(hand_off.board_map, tokens=tokens)), ctx, 7)  # fmt: skip
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    assert mission.state.progress == "2 relic tokens on the board; the relic is not found yet"


def test_elimination_is_reached_when_one_guild_stands() -> None:
    mission = begun(**_objective(check="eliminate"))
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "kill", "player": "red", "target": "E"})
    assert not mission.state.achieved  # checked at the end of the turn (7.3.2.3)
    pass_turn(mission)
    assert mission.state.achieved == "red" and mission.state.progress == "standing: red"
    mission.do({"kind": "end_mission", "reason": "elimination"})
    assert mission.state.result == "elimination: red stands"


def test_an_escort_reaches_the_area() -> None:
    # The first player of turn 1 (blue here) escorts; a follower of his in the area.
    mission = begun(
        **_objective(check="escort", area=["E2"]),
        fighters={"A": spec(), "E": follower()},
    )
    mission.do({"kind": "new_turn"})
    assert mission.state.current == "blue"
    mission.do({"kind": "move", "character": "E", "to": "E2", "facing": "W"})
    pass_turn(mission)
    assert mission.state.achieved == "blue"


def test_destroying_the_elements_asked() -> None:
    # 7.3.2.2: a barrel in the control zone; the test with +2 on the die.
    hand_off, ctx = start(
        **_objective(check="destroy", element="barrel", count=1),
        fighters={"A": spec(hand_to_hand="6"), "E": spec()},
    )
    hand_off = dataclasses.replace(hand_off, board_map=dataclasses.replace(
        hand_off.board_map, elements=(Element(ElementKind.BARREL, Square.parse("B1")),)))  # fmt: skip
    mission = begin(hand_off, ctx, 7)
    mission.do({"kind": "new_turn"})
    while mission.state.phase is not Phase.BRAWL:
        mission.do({"kind": "pass"})
    _red_first(mission)
    mission.do({"kind": "destroy", "character": "A", "at": "B1"}, EnteredDice(DICE, {Die.D6: [1]}))
    assert dict(mission.state.destroyed) == {"red": "barrel"}
    pass_turn(mission)
    assert (
        mission.state.achieved == "red"
        and mission.state.progress == "barrels destroyed: red 1/1, blue 0/1"
    )


def test_points_show_the_kills_by_kind_and_the_table_ends_it() -> None:
    mission = begun(**_objective(check="points"), turns={"limit": 1})
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "kill", "player": "blue", "target": "A"})
    pass_turn(mission)
    assert mission.state.progress == (
        "kills: red 0 mercenary, 0 follower, 0 daemon; blue 1 mercenary, 0 follower, 0 daemon"
    )
    assert said(mission, "the last turn is over: only 'end game' is left (7.3.2.3)")
    refused(mission, {"kind": "new_turn"}, "lasts 1 turns")
    mission.do({"kind": "end_mission", "reason": "objective", "player": "blue"})
    assert mission.state.result == "objective reached by blue"
    assert load_mission(mission.save_json(), mission.ctx).state.canonical() == (
        mission.state.canonical()
    )


def test_the_progress_is_on_the_screen_from_the_start() -> None:
    # 6.4.1 "Objective revealing phase": the objective shown before turn 1.
    assert begun(**_objective(check="control", area=["B1"], turns=2)).state.progress == (
        "controlled turns: none yet"
    )
    assert begun().state.progress == "standing: red, blue"


def test_the_dignitary_reaches_the_area_for_the_guild_that_escorts_him() -> None:
    # the mission's dignitary card, escorted by the first deployer.
    guard = {"card": "rog-f-city-guard"}
    hand_off, ctx = start(
        **_objective(check="escort", area=["E2"], dignitary={"card": "rog-f-city-guard"}),
        fighters={"A": spec(), "E": guard},
    )
    mission = begin(dataclasses.replace(hand_off, first_deployer="blue"), ctx, 7)
    assert mission.state.plan is not None and mission.state.plan.first_deployer == "blue"
    assert mission.state.progress == "blue escorts City Guard"
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "move", "character": "E", "to": "E2", "facing": "W"})
    pass_turn(mission)
    assert mission.state.achieved == "blue"
    assert mission.state.progress == "City Guard has reached the goal"
    resumed = load_mission(mission.save_json(), ctx)
    assert resumed.state.plan is not None and resumed.state.plan.first_deployer == "blue"


def test_a_dead_dignitary_leaves_no_one_to_escort() -> None:
    mission = begun(
        **_objective(check="escort", area=["E2"], dignitary={"card": "rog-f-city-guard"}),
        fighters={"A": spec(), "E": {"card": "rog-f-city-guard"}},
    )
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "kill", "player": "red", "target": "E"})
    pass_turn(mission)
    assert not mission.state.achieved and "no one left to escort" in mission.state.progress


def test_points_by_the_missions_scoring_table_decide_at_the_last_turn() -> None:
    # per kill by kind, per element destroyed, per token carried, per character
    # in play on the board; most points when the turns run out.
    scoring = {"per_kill": {"mercenary": 3}, "per_character": 1}
    mission = begun(**_objective(check="points", scoring=scoring), turns={"limit": 2})
    assert mission.state.progress == "points: red 1, blue 1"
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "kill", "player": "red", "target": "E"})
    pass_turn(mission)
    assert mission.state.progress == "points: red 4, blue 0" and not mission.state.achieved
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    assert mission.state.achieved == "red"
    mission.do({"kind": "end_mission", "reason": "objective"})
    assert mission.state.result == "objective reached by red"


def test_equal_points_at_the_end_name_no_winner() -> None:
    mission = begun(**_objective(check="points", scoring={"per_character": 1}), turns={"limit": 1})
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    assert not mission.state.achieved and mission.state.progress == "points: red 1, blue 1"
