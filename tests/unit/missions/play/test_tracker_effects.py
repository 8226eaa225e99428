"""The tracker's counters, effects and kills (rulebook 6.4.2 "Assign damages", "Assign
broken seals", "Assign effect", "Kill counter"; RULINGS.md R-53): only what a
character has can be taken off, never below 0; every refusal names its rule and
changes nothing."""

from __future__ import annotations

import pytest
from play_support import begun, follower, refused, said, spec

from demloc.missions.play import KILL_KINDS, Mission
from demloc.rules.fighter import Token


def _ready() -> Mission:
    mission = begun(fighters={"A": spec(arcane=2, white=1, black=1), "E": spec()})
    mission.do({"kind": "new_turn"})
    return mission


def _effect(character: str, name: str, on: bool, **extra: object) -> dict[str, object]:
    return {"kind": "effect", "character": character, "effect": name, "on": on, **extra}


def test_stunned_exhausts_the_token_and_comes_off_only_when_there() -> None:
    # 8.2 STUNNING: the movement token on its exhausted side.
    mission = _ready()
    refused(mission, _effect("A", "stunned", False), r"not stunned: only an effect .*6\.4\.2")
    mission.do(_effect("A", "stunned", True))
    a = mission.state.fighter("A")
    assert a.stunned and a.token is Token.EXHAUSTED
    refused(mission, _effect("A", "stunned", True), "stunned already")
    mission.do(_effect("A", "stunned", False))
    assert not mission.state.fighter("A").stunned
    assert mission.state.fighter("A").token is Token.EXHAUSTED  # the token stays


def test_the_movement_token_turns_by_hand() -> None:
    # 7.2.1, 5.7: active or exhausted.
    mission = _ready()
    refused(mission, _effect("A", "exhausted", False), "only an effect they have")
    mission.do(_effect("A", "exhausted", True))
    assert mission.state.fighter("A").exhausted
    mission.do(_effect("A", "exhausted", False))
    assert mission.state.fighter("A").token is Token.ACTIVE


def test_possessed_by_hand_and_freed_only_when_possessed() -> None:
    # 6.4.2 "Daemon possessed": "can be removed from the character only if it is already
    # active"; 7.2.3: his mana goes; freed with the hearts that kill him, he dies.
    mission = _ready()
    refused(mission, _effect("A", "possessed", False), "not possessed")
    mission.do(_effect("A", "possessed", True))
    a = mission.state.fighter("A")
    assert a.possessed and a.white == a.black == 0
    assert said(mission, "is possessed: their mana goes back to the reserve (7.2.3)")
    refused(mission, _effect("A", "possessed", True), "possessed already")
    mission.do(_effect("A", "possessed", False))
    assert not mission.state.fighter("A").possessed and mission.state.fighter("A").in_play


def test_freed_with_three_broken_hearts_he_dies() -> None:
    mission = _ready()
    mission.do(_effect("E", "possessed", True))
    mission.do({"kind": "tokens", "character": "E", "hearts": 3})
    assert mission.state.fighter("E").in_play  # possessed: hearts alone do not kill (7.2.3)
    mission.do(_effect("E", "possessed", False))
    assert mission.state.fighter("E").dead
    assert mission.state.board_map.character("E") is None


def test_the_seal_limit_possesses_of_itself() -> None:
    # 6.4.2: "the app automatically assigns the daemon possessed effect" (R-33: past it).
    mission = _ready()
    mission.do({"kind": "seals", "character": "A", "change": 2})
    assert not mission.state.fighter("A").possessed  # arcane 2 bears 2
    mission.do({"kind": "seals", "character": "A", "change": 1})
    assert mission.state.fighter("A").possessed
    assert said(mission, "is possessed: 3 broken seals (7.2.3)")


@pytest.mark.parametrize("name", ["escaped", "dead"])
def test_escaped_and_dead_leave_the_board_and_are_never_taken_off(name: str) -> None:
    mission = _ready()
    refused(mission, _effect("A", name, False), r"only an effect they have can be removed")
    mission.do(_effect("A", name, True))
    assert getattr(mission.state.fighter("A"), name)
    assert mission.state.board_map.character("A") is None
    refused(mission, _effect("A", name, False), r"out of the game .*6\.4\.2")
    refused(mission, _effect("A", "stunned", True), "out of the game")


def test_an_unknown_effect_is_named() -> None:
    mission = _ready()
    refused(mission, _effect("A", "sleepy", True), "effect: .*, got 'sleepy'")
    refused(mission, {"kind": "effect", "character": "A", "effect": "stunned"},
            "on: this field is required")  # fmt: skip
    refused(mission, _effect("Z", "stunned", True), "no character 'Z'")


@pytest.mark.parametrize("kind", ["seals", "bleeding", "poison"])
def test_tokens_come_off_only_when_there_never_below_0(kind: str) -> None:
    # 6.4.2: "the last possible reachable result is 0; no negative points".
    mission = _ready()
    refused(mission, {"kind": kind, "character": "E", "change": -1}, r"has 0 .*6\.4\.2")
    refused(mission, {"kind": kind, "character": "E", "change": 0}, "a change of 0")
    mission.do({"kind": kind, "character": "E", "change": 1})
    assert getattr(mission.state.fighter("E"), kind) == 1
    refused(mission, {"kind": kind, "character": "E", "change": -2}, r"has 1 ")
    mission.do({"kind": kind, "character": "E", "change": -1})
    assert getattr(mission.state.fighter("E"), kind) == 0


def test_fate_points_never_below_0_and_said() -> None:
    # 6.4.2 "Use of fate points".
    mission = _ready()
    refused(mission, {"kind": "fate", "player": "red", "change": -1}, r"not below 0 \(6\.4\.2\)")
    refused(mission, {"kind": "fate", "player": "red", "change": 0}, "a change of 0")
    mission.do({"kind": "fate", "player": "red", "change": 2})
    assert mission.state.player("red").fate_points == 2
    assert said(mission, "red: fate points +2, 2 left (6.4.2)")


def test_broken_tokens_by_hand_within_their_limits() -> None:
    # 6.4.2, 7.3.2.2, 8.2 CARE / REPAIR; three broken hearts kill (5.1.1).
    mission = _ready()
    event = {"kind": "tokens", "character": "E"}
    refused(mission, event | {"armour": -1}, r"0 broken armour tokens: only those .*6\.4\.2")
    refused(mission, event | {"hearts": -1}, r"0 broken heart tokens")
    refused(mission, event | {"armour": 4}, "of 3")
    refused(mission, event, "other than 0")
    refused(mission, event | {"hearts": "1"}, "whole number")
    mission.do(event | {"armour": 3, "hearts": 2})
    e = mission.state.fighter("E")
    assert (e.armour_tokens, e.hearts) == (3, 2) and e.in_play
    mission.do(event | {"armour": -1, "hearts": -1})
    assert (mission.state.fighter("E").armour_tokens, mission.state.fighter("E").hearts) == (2, 1)
    mission.do(event | {"hearts": 2})
    assert mission.state.fighter("E").dead


def test_a_kill_by_hand_counts_by_kind_once() -> None:
    # 6.4.2 "Kill counter": "the number and type of enemies he has eliminated".
    mission = begun(fighters={"A": spec(), "E": follower()})
    mission.do({"kind": "new_turn"})
    refused(mission, {"kind": "kill", "player": "red", "target": "A"}, r"own: .*6\.4\.2")
    mission.do({"kind": "kill", "player": "red", "target": "E"})
    red = mission.state.player("red")
    assert mission.state.fighter("E").dead and red.followers_killed == 1 and red.kills == 1
    assert {k: red.killed(k) for k in KILL_KINDS} == {"mercenary": 0, "follower": 1, "daemon": 0}
    refused(mission, {"kind": "kill", "player": "red", "target": "E"}, "counted already, for red")
    assert mission.state.canonical().count('"follower": 1') == 1


def test_a_death_by_the_counters_is_credited_by_a_kill_event() -> None:
    mission = _ready()
    mission.do({"kind": "damage", "character": "E", "amount": 20, "to_life": True})
    assert mission.state.fighter("E").dead and mission.state.player("red").kills == 0
    mission.do({"kind": "kill", "player": "red", "target": "E"})
    assert mission.state.player("red").mercenaries_killed == 1


def test_an_escape_is_not_a_kill() -> None:
    mission = _ready()
    mission.do(_effect("E", "escaped", True))
    refused(mission, {"kind": "kill", "player": "red", "target": "E"}, r"escape is not a kill")
    refused(mission, {"kind": "kill", "player": "green", "target": "E"}, "no green player")
