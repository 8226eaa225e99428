"""Poison kills at once (rulebook 6.4.2, 8.1 POISONOUS, 8.2 POISON; RULINGS.md R-45):
a character with more poison tokens than his hit factor is killed the moment that is
true, whatever event made it so, not only when the turn ends."""

from __future__ import annotations

import json
from typing import Any

import pytest

from demloc.board.sketch import sketch_map
from demloc.catalog.cards import WeaponType
from demloc.catalog.catalog import Catalog
from demloc.catalog.keywords import KeywordPlace, parse_keyword
from demloc.missions.play import Context, Mission, Phase, load_mission, new_mission
from demloc.paths import resources_dir
from demloc.rules.arcane import apply_effect
from demloc.rules.dice import Die, EnteredDice, load_dice
from demloc.rules.errors import IllegalActionError
from demloc.rules.fighter import WeaponInHand
from demloc.rules.spec import fighter_from_spec
from demloc.rules.wounds import add_poison, wound_tokens

DICE = load_dice(resources_dir() / "dice.toml")
# A and E in contact, facing each other; F far off.
DRAWING = """
+ + + + + + +
 . A E . . F
+ + + + + + +
 . . . . . .
+ + + + + + +
"""
PEOPLE = {
    "A": {"colour": "red", "facing": "E"},
    "E": {"colour": "blue", "facing": "W"},
    "F": {"colour": "blue", "facing": "W"},
}
AXE = {"name": "Axe", "type": "axe", "damage": 1}
VENOM_AXE = AXE | {"name": "Venom Axe", "features": ["POISONOUS 3"]}


def _spec(**extra: Any) -> dict[str, Any]:
    # Hit factor 2 throughout; a thick armour so that damage alone kills nobody here.
    return {"armour": 9, "hit": 2, "movement": 4, "hand_to_hand": "2", "ranged": "1",
            "primary": AXE, "favourite": "axe", **extra}  # fmt: skip


def _mission(catalog: Catalog, **specs: dict[str, Any]) -> Mission:
    board_map, library = sketch_map(DRAWING, PEOPLE)
    ctx = Context(library, catalog, DICE)
    fighters = {k: specs.get(k, _spec()) for k in PEOPLE}
    players = [{"colour": "red", "fate_points": 2}, {"colour": "blue", "fate_points": 2}]
    mission = new_mission(board_map, fighters, players, ctx, 7)
    mission.do({"kind": "new_turn"})
    return mission


def _poison(mission: Mission, who: str, change: int) -> None:
    mission.do({"kind": "poison", "character": who, "change": change})


def test_poison_above_the_hit_factor_kills_at_once(catalog: Catalog) -> None:
    # 6.4.2 "Poisoning", 8.2 POISON: 3 tokens on a hit factor of 2 kill him now, in the
    # strategic phase, and his miniature leaves the board.
    mission = _mission(catalog)
    _poison(mission, "F", 3)
    state = mission.state
    assert state.phase is Phase.STRATEGIC
    assert state.fighter("F").dead
    assert state.board_map.character("F") is None
    assert any("F dies of poison" in line and "8.1, 8.2" in line for line in state.log)


def test_poison_equal_to_the_hit_factor_does_not_kill(catalog: Catalog) -> None:
    # 8.1, 8.2 "higher than", 6.4.2 "exceeds": as many tokens as the hit factor is not
    # yet death; one more is.
    mission = _mission(catalog)
    _poison(mission, "F", 2)
    assert mission.state.fighter("F").in_play
    _poison(mission, "F", 1)
    assert mission.state.fighter("F").dead


def test_a_dead_man_does_not_act_after_his_poison_kills_him(catalog: Catalog) -> None:
    # 6.4.2: eliminated from the game at once, so he has no move left this turn.
    mission = _mission(catalog)
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    _poison(mission, "A", 3)
    with pytest.raises(IllegalActionError, match="out of the game"):
        mission.do({"kind": "move", "character": "A", "to": "A2", "facing": "S"})


def test_a_possessed_character_dies_of_poison_too(catalog: Catalog) -> None:
    # 7.2.3 delays only death by damage for the possessed (RULINGS.md R-45).
    mission = _mission(catalog, F=_spec(possessed=True))
    _poison(mission, "F", 3)
    assert mission.state.fighter("F").dead


def test_a_poisonous_weapon_kills_at_once_and_the_kill_is_counted(catalog: Catalog) -> None:
    # 8.1 POISONOUS 3 on a hit factor of 2: the blow that deals damage kills him by
    # poison, though his hearts hold; the attacker's player counts the kill (6.4.2).
    mission = _mission(catalog, A=_spec(primary=VENOM_AXE))
    while mission.state.phase is not Phase.BRAWL:
        mission.do({"kind": "pass"})
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    dice = EnteredDice(DICE, {Die.FIGHTING: [3, 3, 0, 0], Die.ENHANCED: [4, 4, 1, 1]})
    mission.do({"kind": "attack", "character": "A", "target": "E"}, dice)
    defender = mission.state.fighter("E")
    assert defender.poison == 3 and defender.dead
    assert defender.hearts < defender.heart_limit  # poison, not damage, killed him
    assert mission.state.player("red").kills == 1


def _venom(x: int) -> WeaponInHand:
    feature = parse_keyword(f"POISONOUS {x}", KeywordPlace.WEAPON_FEATURE)
    return WeaponInHand("Venom", WeaponType.KNIFE, 1, features=(feature,))


def test_wound_tokens_and_arcane_poison_kill_at_once() -> None:
    # 8.1 POISONOUS x and 8.2 POISON x, each on its own: above the hit factor (2) kills,
    # equal to it does not.
    target = fighter_from_spec(_spec(), "t", "blue")
    wounded, _bleeding, poison = wound_tokens(target, [_venom(3)])
    assert poison == 3 and wounded.dead
    assert not wound_tokens(target, [_venom(2)])[0].dead
    cast_on, what = apply_effect(target, parse_keyword("POISON 3", KeywordPlace.ARCANE_EFFECT))
    assert cast_on.dead and "killed" in what and "8.2" in what
    assert not add_poison(target, 2)[0].dead


def test_undo_of_the_killing_event_brings_him_back(catalog: Catalog) -> None:
    mission = _mission(catalog)
    _poison(mission, "F", 3)
    assert mission.state.fighter("F").dead
    killed = mission.state.canonical()
    mission.undo()
    state = mission.state
    assert state.fighter("F").in_play and state.fighter("F").poison == 0
    assert state.board_map.character("F") is not None
    mission.redo()
    assert mission.state.canonical() == killed


def test_a_saved_log_replays_to_the_same_death(catalog: Catalog) -> None:
    mission = _mission(catalog)
    _poison(mission, "F", 3)
    mission.do({"kind": "pass"})
    replayed = load_mission(json.loads(json.dumps(mission.save_json())), mission.ctx)
    assert replayed.state.canonical() == mission.state.canonical()
    assert replayed.state.fighter("F").dead
    assert replayed.states[2].fighter("F").dead  # dead after the poison event itself


def test_poison_grown_at_the_end_of_the_turn_kills_then(catalog: Catalog) -> None:
    # RULINGS.md R-7: one more token at the end of each turn; 2 become 3 > 2.
    mission = _mission(catalog, F=_spec(poison=2))
    assert mission.state.fighter("F").in_play
    while mission.state.phase is not Phase.TURN_OVER:
        mission.do({"kind": "pass"})
    assert mission.state.fighter("F").poison == 3 and mission.state.fighter("F").dead
    assert any("F dies of poison" in line for line in mission.state.log)


def test_a_character_that_starts_with_too_much_poison_starts_dead(catalog: Catalog) -> None:
    board_map, library = sketch_map(DRAWING, PEOPLE)
    ctx = Context(library, catalog, DICE)
    fighters = {k: _spec() for k in PEOPLE} | {"F": _spec(poison=3)}
    players = [{"colour": "red"}, {"colour": "blue"}]
    mission = new_mission(board_map, fighters, players, ctx, 7)
    assert mission.state.fighter("F").dead
    assert mission.state.board_map.character("F") is None


def test_damage_and_care_leave_the_hit_factor_as_printed(catalog: Catalog) -> None:
    # RULINGS.md R-45: the hit factor is the card's number (5.1.1); damage breaks hearts
    # and does not lower it, so 2 tokens on a hit factor of 2 stay below the limit
    # after a wound. (The limit is poison_limit, one place to change if ruled otherwise.)
    from demloc.rules.wounds import poison_limit

    mission = _mission(catalog)
    _poison(mission, "F", 2)
    mission.do({"kind": "damage", "character": "F", "amount": 3, "to_life": True})
    fighter = mission.state.fighter("F")
    assert fighter.hearts == 1 and fighter.in_play
    assert poison_limit(fighter) == 2
