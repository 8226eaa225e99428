"""The mission core's gaps of issue 12, each from its section: the sub-phase in the
state (7.2, 7.3, R-72), damage taken off (6.4.2, R-73), deaths by bleeding and poison
credited (6.4.2 kill counter, 8.1, 8.2, R-74), an element destroyed at the table
(7.3.2.2, R-75), the out-of-control card drawn at the turn's start (5.6, 7.2.3, R-71)
and the walk due before passing (7.2.3, R-76); old saves replay by their own rules."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from play_support import DICE, begun, pass_turn, refused, said, spec

from demloc.board.position import Element, ElementKind
from demloc.board.squares import Square
from demloc.missions.play import (
    VERSION,
    Mission,
    Phase,
    SubPhase,
    load_mission,
    out_of_control,
)
from demloc.missions.play.settle import count_kill
from demloc.rules.dice import Die, EnteredDice
from demloc.rules.fighter import MAX_TOKENS

BOW = {"name": "Bow", "type": "bow", "damage": 1, "range": 8, "shooting_damage": 2}


def to_red(mission: Mission) -> None:
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    assert mission.state.current == "red"


def d10(*faces: int) -> EnteredDice:
    return EnteredDice(DICE, {Die.D10: list(faces)}, [0])


# ---- 7.2, 7.3: the sub-phase (R-72) -------------------------------------------------


def test_7_2_the_strategic_sub_phases_follow_the_activated_character() -> None:
    mission = begun(fighters={"A": spec(arcane=2), "E": spec(primary=BOW)})
    assert mission.state.sub_phase is None  # before turn 1
    mission.do({"kind": "new_turn"})
    assert mission.state.current == "blue"  # drawn at the set-up
    assert mission.state.sub_phase is SubPhase.FREE_MOVEMENT
    mission.do({"kind": "shoot", "character": "E", "target": "A"})
    assert mission.state.sub_phase is SubPhase.SHOOTING
    mission.do({"kind": "pass"})  # red's part opens at free movement again
    assert mission.state.current == "red"
    assert mission.state.sub_phase is SubPhase.FREE_MOVEMENT
    mission.do({"kind": "move", "character": "A", "to": "A1", "facing": "E"})  # 0 points
    assert mission.state.sub_phase is SubPhase.FREE_MOVEMENT
    mission.do({"kind": "channel", "character": "A", "roll": 1})
    assert mission.state.sub_phase is SubPhase.ARCANE


def test_7_3_the_brawl_opens_at_engaging_movement_then_the_attack() -> None:
    mission = begun()
    mission.do({"kind": "new_turn"})
    while mission.state.phase is Phase.STRATEGIC:
        mission.do({"kind": "pass"})
    assert mission.state.sub_phase is SubPhase.ENGAGING
    to_red(mission)
    mission.do({"kind": "move", "character": "A", "to": "E1", "facing": "E"})
    assert mission.state.sub_phase is SubPhase.ENGAGING
    mission.do({"kind": "attack", "character": "A", "target": "E"})
    assert mission.state.sub_phase is SubPhase.HAND_TO_HAND
    while mission.state.phase is Phase.BRAWL:
        mission.do({"kind": "pass"})
    assert mission.state.phase is Phase.TURN_OVER and mission.state.sub_phase is None


def test_every_sub_phase_names_its_section() -> None:
    assert {s: s.rule for s in SubPhase} == {
        SubPhase.FREE_MOVEMENT: "7.2.1", SubPhase.SHOOTING: "7.2.2",
        SubPhase.ARCANE: "7.2.3", SubPhase.ENGAGING: "7.3.1",
        SubPhase.HAND_TO_HAND: "7.3.2",
    }  # fmt: skip


# ---- 6.4.2: damage taken off (R-73) ------------------------------------------------


def test_6_4_2_damage_comes_off_only_as_far_as_he_has_it() -> None:
    mission = begun()
    refused(mission, {"kind": "damage_off", "character": "A", "track": "armour"},
            r"has 0 damage on their armour track.*never below 0 \(6\.4\.2\)")  # fmt: skip
    mission.do({"kind": "damage", "character": "A", "amount": 2})  # armour 3: 2 on it
    mission.do({"kind": "damage_off", "character": "A", "track": "armour"})
    assert mission.state.fighter("A").armour_damage == 1
    refused(mission, {"kind": "damage_off", "character": "A", "track": "armour", "amount": 2},
            "has 1 damage")  # fmt: skip
    mission.do({"kind": "damage_off", "character": "A", "track": "armour", "amount": 1})
    assert mission.state.fighter("A").armour_damage == 0
    mission.undo()
    assert mission.state.fighter("A").armour_damage == 1


def test_r73_damage_off_gives_no_broken_token_back() -> None:
    mission = begun()
    mission.do({"kind": "damage", "character": "A", "amount": 4, "to_life": True})  # hit 2
    a = mission.state.fighter("A")
    assert (a.hearts, a.hit_damage) == (2, 0)
    refused(mission, {"kind": "damage_off", "character": "A", "track": "hit"}, "R-73")
    mission.do({"kind": "damage", "character": "A", "amount": 3})  # 3 armour: a token
    a = mission.state.fighter("A")
    assert (a.armour_tokens, a.armour_damage) == (1, 0)
    refused(mission, {"kind": "damage_off", "character": "A", "track": "armour"}, "R-73")
    refused(mission, {"kind": "damage_off", "character": "A", "track": "life"},
            "track: Input should be 'armour' or 'hit', got 'life'")  # fmt: skip
    refused(mission, {"kind": "damage_off", "character": "A", "track": "hit", "amount": 0},
            "amount: .*greater than or equal to 1, got 0")  # fmt: skip


def test_damage_off_on_the_hit_track() -> None:
    mission = begun()
    mission.do({"kind": "damage", "character": "A", "amount": 1, "to_life": True})
    mission.do({"kind": "damage_off", "character": "A", "track": "hit"})
    assert mission.state.fighter("A").hit_damage == 0
    assert said(mission, "1 hit damage taken off, 0 left")


# ---- 6.4.2 kill counter: bleeding and poison (R-74) --------------------------------


def test_r74_a_death_by_bleeding_counts_for_the_enemy_who_gave_it() -> None:
    mission = begun(fighters={"A": spec(), "E": spec(hearts=2, armour_tokens=MAX_TOKENS)})
    mission.do({"kind": "bleeding", "character": "E", "change": 2, "player": "red"})
    mission.do({"kind": "new_turn"})
    assert mission.state.fighter("E").dead
    assert mission.state.player("red").killed("mercenary") == 1
    assert dict(mission.state.killed_by) == {"E": "red"}


def test_r74_a_death_by_bleeding_from_no_one_known_waits_for_the_table() -> None:
    mission = begun(fighters={"A": spec(), "E": spec(hearts=2, armour_tokens=MAX_TOKENS)})
    mission.do({"kind": "bleeding", "character": "E", "change": 2})
    mission.do({"kind": "new_turn"})
    assert mission.state.fighter("E").dead and mission.state.player("red").kills == 0
    mission.do({"kind": "kill", "player": "red", "target": "E"})
    assert mission.state.player("red").killed("mercenary") == 1


def test_r74_a_death_by_poison_counts_for_the_enemy_who_gave_it() -> None:
    mission = begun()
    mission.do({"kind": "poison", "character": "E", "change": 2, "player": "red"})  # hit 2
    assert mission.state.fighter("E").in_play
    mission.do({"kind": "new_turn"})
    pass_turn(mission)  # the poison grows to 3 at the turn's end: past the hit factor
    assert mission.state.fighter("E").dead
    assert mission.state.player("red").killed("mercenary") == 1


def test_r74_own_player_is_not_an_enemy() -> None:
    mission = begun()
    refused(mission, {"kind": "poison", "character": "E", "change": 1, "player": "blue"},
            "own player")  # fmt: skip


def test_r74_a_weapon_that_bleeds_is_kept_for_the_death() -> None:
    mission = begun()
    state = mission.state
    a, e = state.fighter("A"), state.fighter("E")
    after = count_kill(state, a, e, dataclasses.replace(e, bleeding=1))
    assert after.wounded_by == (("E", "bleeding", "red"),)
    old = dataclasses.replace(state, version=2)
    assert count_kill(old, a, e, dataclasses.replace(e, bleeding=1)).wounded_by == ()


# ---- 7.3.2.2: an element destroyed at the table (R-75) -----------------------------


def with_barrel(mission: Mission, at: str = "C2") -> Mission:
    element = Element(ElementKind.BARREL, Square.parse(at))
    board_map = dataclasses.replace(mission.state.board_map, elements=(element,))
    mission.states[0] = dataclasses.replace(mission.states[0], board_map=board_map)
    return mission


def test_7_3_2_2_a_barrel_destroyed_at_the_table_leaves_and_counts() -> None:
    mission = with_barrel(begun())
    mission.do({"kind": "new_turn"})
    refused(mission, {"kind": "element_destroyed", "at": "C2"}, r"brawl phase \(7\.3\.2\.2\)")
    while mission.state.phase is Phase.STRATEGIC:
        mission.do({"kind": "pass"})
    refused(mission, {"kind": "element_destroyed", "at": "D2"}, "no barrel or fence")
    colour = mission.state.current
    mission.do({"kind": "element_destroyed", "at": "C2"})
    assert mission.state.board_map.elements == ()
    assert mission.state.destroyed == ((colour, "barrel"),)
    mission.undo()
    assert len(mission.state.board_map.elements) == 1 and mission.state.destroyed == ()


# ---- 5.6, 7.2.3: the out-of-control card drawn at the turn's start (R-71, R-76) ----


def test_r71_the_card_is_drawn_at_the_start_of_the_turn_and_recorded() -> None:
    mission = begun(fighters={"A": spec(possessed=True), "E": spec()})
    mission.do({"kind": "new_turn"}, d10(10, 10, 6))
    assert mission.events[-1]["dice"] == {"d10": [10, 10, 6]}
    (card,) = out_of_control(mission.state)
    assert (card.character, card.direction) == ("A", 6)
    assert "after 2 tens rolled again" in card.effect
    to_red(mission)
    at = mission.state.board_map.character("A")
    assert at is not None
    # The walk follows the card drawn: no die rolled now (an empty source would fail).
    mission.do({"kind": "possessed_move", "character": "A"}, EnteredDice(DICE, {}, []))
    assert "dice" not in mission.events[-1]
    assert said(mission, "(d10 6)") and out_of_control(mission.state) == ()


def test_5_6_a_five_is_no_effect() -> None:
    mission = begun(fighters={"A": spec(possessed=True), "E": spec()})
    mission.do({"kind": "new_turn"}, d10(5))
    (card,) = out_of_control(mission.state)
    assert card.direction == 5 and "no effect" in card.effect


@pytest.mark.parametrize("direction", [1, 2, 3, 4, 6, 7, 8, 9])
def test_5_6_every_other_face_is_a_direction(direction: int) -> None:
    mission = begun(fighters={"A": spec(possessed=True), "E": spec()})
    mission.do({"kind": "new_turn"}, d10(direction))
    (card,) = out_of_control(mission.state)
    assert card.direction == direction and "they walk that way" in card.effect


def test_r76_the_owner_passes_only_once_his_possessed_has_walked() -> None:
    mission = begun(fighters={"A": spec(possessed=True), "E": spec()})
    mission.do({"kind": "new_turn"}, d10(3))
    to_red(mission)
    refused(mission, {"kind": "pass"}, r"A must first walk by the out-of-control card.*R-76")
    mission.do({"kind": "possessed_move", "character": "A"})
    mission.do({"kind": "pass"})
    assert mission.state.current == "blue" or mission.state.phase is Phase.BRAWL


def test_r76_a_possessed_who_cannot_walk_does_not_hold_the_pass() -> None:
    # Stunned, his token is exhausted: he cannot walk this turn (7.2.3 "with his token").
    mission = begun(fighters={"A": spec(possessed=True), "E": spec()})
    mission.do({"kind": "new_turn"}, d10(3))
    to_red(mission)
    mission.do({"kind": "effect", "character": "A", "effect": "stunned", "on": True})
    mission.do({"kind": "pass"})
    assert "red" in mission.state.passed or mission.state.phase is Phase.BRAWL


def test_the_cards_go_at_the_brawl() -> None:
    mission = begun(fighters={"A": spec(possessed=True), "E": spec()})
    mission.do({"kind": "new_turn"}, d10(3))
    to_red(mission)
    mission.do({"kind": "possessed_move", "character": "A"})
    while mission.state.phase is Phase.STRATEGIC:
        mission.do({"kind": "pass"})
    assert mission.state.out_of_control == () and out_of_control(mission.state) == ()


# ---- old saves: version 2 replays by version 2's rules ----------------------------


def test_a_version_2_save_replays_without_the_draw_and_the_wait() -> None:
    mission = begun(fighters={"A": spec(possessed=True), "E": spec(hearts=2,
                    armour_tokens=MAX_TOKENS)})  # fmt: skip
    events: list[dict[str, Any]] = [
        {"kind": "bleeding", "character": "E", "change": 2, "player": "red"},
        {"kind": "new_turn", "draws": [0]},
        {"kind": "pass"},
        {"kind": "pass"},
    ]
    old = mission.save_json() | {"version": 2, "events": events}
    replayed = load_mission(old, mission.ctx, "old.json")
    state = replayed.state
    assert state.version == 2 and state.out_of_control == ()
    assert state.phase is Phase.BRAWL  # the possessed did not hold the pass
    assert state.fighter("E").dead and state.player("red").kills == 0  # not credited
    assert replayed.save_json()["version"] == 2
    assert VERSION == 4
