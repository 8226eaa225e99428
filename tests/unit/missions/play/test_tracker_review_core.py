"""The tracker's core after issue 12's review: mana by hand (rulebook 6.4.2, 7.2.3;
RULINGS.md R-78), a log line that says amount, direction and rule (6.4.2), a daemon
replaced told apart from one escaped (5.1.3, 7.2.3.2; R-79), daemons labelled D1, D2,
a hit that can change nothing refused (7.2.3, 7.3.2.2), and the first player's draw
kept with its weights (7; R-34). Save version 4; version 3 replays as it did."""

from __future__ import annotations

from typing import Any

import pytest
from play_support import CINDER_CODE, FOUR, TWO_A_SIDE, begun, refused, said, spec, start

from demloc.missions.play import Mission, new_mission
from demloc.missions.play.summoning import DAEMON_BASE, daemon_tag
from demloc.rules.damage import DamageKind, changes_nothing

PEOPLE, CODE = TWO_A_SIDE, CINDER_CODE
SUMMONER = spec(arcane=3, codes=[CODE], white=1, black=2)


def _summon(character: str, at: str) -> dict[str, Any]:
    return {"kind": "summon", "character": character, "code": CODE, "level": 1,
            "hearts": 2, "at": at}  # fmt: skip


def _four(first: str = "red", version: int | None = None, **options: Any) -> Mission:
    fighters = {k: SUMMONER for k in PEOPLE}
    if version is None:
        mission = begun(drawing=FOUR, people=PEOPLE, fighters=fighters, first=first, **options)
    else:
        hand_off, ctx = start(drawing=FOUR, people=PEOPLE, fighters=fighters, **options)
        mission = new_mission(
            hand_off.board_map, hand_off.fighters, list(hand_off.players), ctx, 5,
            version=version,
        )  # fmt: skip
    mission.do({"kind": "new_turn"})
    if mission.state.current != first:
        mission.do({"kind": "pass"})
    return mission


def _mana(character: str, white: object = 0, black: object = 0) -> dict[str, Any]:
    return {"kind": "mana", "character": character, "white": white, "black": black}


def _held(mission: Mission, fid: str) -> tuple[int, int]:
    fighter = mission.state.fighter(fid)
    return fighter.white, fighter.black


# ---- finding 3: mana by hand (6.4.2, 7.2.3, R-78) -----------------------------------


def test_mana_by_colour_up_to_his_arcane_dice_and_down_to_0_only() -> None:
    """6.4.2, 7.2.3, R-78: white and black change apart; what he holds comes off, never
    below 0; he holds no more cubes than his arcane dice (3 here)."""
    mission = begun(fighters={"A": spec(arcane=3), "E": spec()})
    mission.do({"kind": "new_turn"})
    mission.do(_mana("A", white=1))
    assert _held(mission, "A") == (1, 0)
    mission.do(_mana("A", black=2))  # 3 of 3: the edge is allowed
    assert _held(mission, "A") == (1, 2)
    assert said(mission, "A: mana +2 black, 1 white and 2 black held of 3 arcane dice (6.4.2")
    refused(mission, _mana("A", white=1), r"would hold 4 mana cubes.*3 of them.*7\.2\.3.*R-78")
    refused(mission, _mana("A", white=-2), r"holds 1 white mana.*never below 0 \(6\.4\.2\)")
    refused(mission, _mana("A", black=-3), r"holds 2 black mana.*never below 0")
    mission.do(_mana("A", white=-1, black=-2))  # down to exactly 0
    assert _held(mission, "A") == (0, 0)
    assert said(mission, "A: mana -1 white, -2 black, 0 white and 0 black held")
    refused(mission, _mana("A", white=-1), r"holds 0 white mana")
    mission.undo()
    assert _held(mission, "A") == (1, 2)  # every change is an undoable event


def test_mana_refuses_0_a_bad_number_the_possessed_and_the_gone() -> None:
    """7.2.3, R-33: a possessed character holds no mana; 6.4.2: counters of one out of
    the game stay; a change of 0 changes nothing."""
    mission = begun(fighters={"A": spec(arcane=2), "E": spec(arcane=2)})
    mission.do({"kind": "new_turn"})
    refused(mission, _mana("A"), r"a change of 0 changes nothing")
    refused(mission, _mana("A", white=True), r"white: expected a whole number, got true")
    refused(mission, _mana("A", black="1"), r"black: expected a whole number, got text")
    refused(mission, _mana("nobody", white=1), r"no character 'nobody'")
    mission.do({"kind": "effect", "character": "A", "effect": "possessed", "on": True})
    refused(mission, _mana("A", white=1), r"possessed: they channel no mana.*7\.2\.3")
    mission.do({"kind": "effect", "character": "E", "effect": "dead", "on": True})
    refused(mission, _mana("E", white=1), r"out of the game.*6\.4\.2")


def test_the_arcane_dice_bound_counts_the_dice_broken_seals_took() -> None:
    """7.2.3: a broken seal's die leaves the game, so he channels with fewer (R-78)."""
    mission = begun(fighters={"A": spec(arcane=3, lost_dice=2), "E": spec()})
    mission.do({"kind": "new_turn"})
    mission.do(_mana("A", white=1))
    refused(mission, _mana("A", black=1), r"would hold 2 mana cubes.*1 of them")


def test_the_trackers_summoning_takes_the_cost_off_his_card() -> None:
    """7.2.3.2, R-54, R-78: the 1 white and 2 black placed on the code at the table come
    off the app's card too; a version 3 save keeps them on as it did."""
    effect = {"kind": "effect", "character": "A", "effect": "summoning", "on": True,
              "code": CODE, "level": 1, "hearts": 2, "at": "B2"}  # fmt: skip
    mission = _four()
    mission.do(effect)
    assert mission.state.fighter("A").summoned and _held(mission, "A") == (0, 0)
    old = _four(version=3)
    old.do(effect)
    assert old.state.fighter("A").summoned and _held(old, "A") == (1, 2)


# ---- finding 4: the log says the amount, the direction and the rule (6.4.2) --------


def test_every_counter_says_how_much_which_way_and_the_rule() -> None:
    """6.4.2: the log tells +1 from -1, damage to the armour from a hit to life."""
    mission = begun(fighters={"A": spec(arcane=1), "E": spec()})
    mission.do({"kind": "new_turn"})
    lines = []
    for event in (
        {"kind": "bleeding", "character": "E", "change": 1},
        {"kind": "bleeding", "character": "E", "change": -1},
        {"kind": "poison", "character": "E", "change": 2},
        {"kind": "poison", "character": "E", "change": -1},
        {"kind": "damage", "character": "E", "amount": 1},
        {"kind": "damage", "character": "E", "amount": 1, "to_life": True},
        {"kind": "seals", "character": "A", "change": 1},
        {"kind": "seals", "character": "A", "change": -1},
        {"kind": "seals", "character": "A", "change": 2},
    ):
        mission.do(event)
        lines.append(mission.state.log[-1])
    assert lines == [
        "E: 1 bleeding given (+1), 1 now (6.4.2, 8.1)",
        "E: 1 bleeding taken off, 0 left (6.4.2)",
        "E: 2 poison given (+2), 2 now (6.4.2, 8.1)",
        "E: 1 poison taken off, 1 left (6.4.2)",
        "E: 1 damage, taken by the armour (1/3) (6.4.2)",
        "E: a hit to life, 1/2 (6.4.2)",
        "A: a broken seal (+1), 1 of limit 1 (6.4.2, 7.2.3)",
        "A: a broken seal taken off (-1), 0 of limit 1 (6.4.2, 7.2.3)",
        "A: 2 broken seals (+2), 2 of limit 1: possessed (7.2.3)",
    ]
    assert len(set(lines)) == len(lines)


def test_damage_that_breaks_tokens_and_kills_says_so() -> None:
    """6.4.2, 7.3.2.2: generic damage past the armour goes on to the hit factor."""
    mission = begun(fighters={"A": spec(), "E": spec(armour=1, hit=1)})
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "damage", "character": "E", "amount": 4})
    assert mission.state.log[-1].startswith(
        "E: 4 damage, taken by the armour (0/1), 3 broken armour, 3 of 3; to life (0/1), "
        "1 broken heart, 1 of 3"
    )
    mission.do({"kind": "damage", "character": "E", "amount": 2, "to_life": True})
    assert said(mission, "E: 2 hits to life, 0/1, 2 broken heart, 3 of 3: dies (6.4.2)")


def test_broken_tokens_by_hand_say_the_count_and_the_rule() -> None:
    """6.4.2, 7.3.2.2: tokens given or taken off, with how many he now has."""
    mission = begun()
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "tokens", "character": "E", "armour": 1, "hearts": 0})
    assert said(mission, "E: broken armour +1, 1 of 3 (6.4.2, 7.3.2.2)")
    mission.do({"kind": "tokens", "character": "E", "armour": -1, "hearts": 1})
    assert said(mission, "E: broken armour -1, 0 of 3; broken hearts +1, 1 of 3 (6.4.2, 7.3.2.2)")


# ---- finding 6: replaced, not escaped (5.1.3, 7.2.3.2, R-79) ----------------------


def test_a_replaced_daemon_is_out_of_play_but_not_escaped() -> None:
    """5.1.3: the same-name daemon of another guild is removed, card and miniature; R-79:
    `replaced` says by whose summoning and when; it is no escape and no kill."""
    mission = _four(first="blue", pantheon=("rog-daemon-cinder-imp",))
    mission.do(_summon("E", "E1"))
    blue_imp = mission.state.fighter("E").summoned
    mission.do({"kind": "pass"})
    mission.do(_summon("A", "B1"))
    state = mission.state
    assert state.replaced == ((blue_imp, "red", 1),)
    assert state.was_replaced(blue_imp) and not state.escaped(blue_imp)
    assert not state.fighter(blue_imp).in_play
    red_imp = state.fighter("A").summoned
    assert not state.was_replaced(red_imp) and state.fighter(red_imp).in_play
    refused(mission, {"kind": "kill", "player": "red", "target": blue_imp},
            r"replaced by a daemon of the same name: not a kill \(5\.1\.3, RULINGS\.md R-79\)")  # fmt: skip
    refused(mission, {"kind": "effect", "character": blue_imp, "effect": "dead", "on": True},
            r"out of the game \(replaced\)")  # fmt: skip
    assert '"replaced"' in state.canonical()
    mission.undo()
    assert mission.state.replaced == ()


def test_a_daemon_dismissed_is_escaped_not_replaced() -> None:
    """7.2.3.3: the summoning taken off, the daemon quits the game: no replacement."""
    mission = _four()
    mission.do(_summon("A", "B1"))
    imp = mission.state.fighter("A").summoned
    mission.do({"kind": "effect", "character": "A", "effect": "summoning", "on": False})
    assert mission.state.escaped(imp) and not mission.state.was_replaced(imp)
    assert mission.state.replaced == ()


# ---- finding 9: a daemon's label the table can read ------------------------------


def test_daemons_are_numbered_d1_d2_by_colour() -> None:
    """5.1.3, 7.2.3.2: a daemon has no numbered sub-base: the app tags each of a
    player's daemons D1, D2..., ids still unique; a version 3 save keeps its 99."""
    mission = _four(first="red")
    mission.do(_summon("A", "B1"))
    first = mission.state.fighter("A").summoned
    mission.do({"kind": "effect", "character": "A", "effect": "summoning", "on": False})
    mission.do(_summon("B", "B2"))
    second = mission.state.fighter("B").summoned
    numbers = {second: _number(mission, second)}
    mission.do({"kind": "pass"})
    mission.do(_summon("E", "E2"))  # the same name: red's is replaced (5.1.3)
    blue = mission.state.fighter("E").summoned
    numbers[blue] = _number(mission, blue)
    assert first != second and numbers == {second: 102, blue: 101}
    assert [daemon_tag(numbers[second]), daemon_tag(numbers[blue])] == ["D2", "D1"]
    old = _four(version=3)
    old.do(_summon("A", "B1"))
    miniature = old.state.board_map.character(old.state.fighter("A").summoned)
    assert miniature is not None and miniature.number == DAEMON_BASE


def _number(mission: Mission, fid: str) -> int:
    miniature = mission.state.board_map.character(fid)
    assert miniature is not None
    return miniature.number


@pytest.mark.parametrize(("number", "tag"), [(0, "0"), (1, "1"), (99, "D"), (100, "100"),
                                            (101, "D1"), (112, "D12")])  # fmt: skip
def test_daemon_tag_of_every_kind_of_number(number: int, tag: str) -> None:
    """5.2: a sub-base's number as it is; a daemon's as D and its count."""
    assert daemon_tag(number) == tag


# ---- finding 12: damage that changes nothing refused (7.2.3, 7.3.2.2) ---------------


def test_a_hit_to_life_on_a_possessed_at_his_heart_limit_is_refused() -> None:
    """7.2.3: possessed, his broken hearts all broken, death waits for his armour; a hit
    to life has nowhere to go, refused with its rule; damage to the armour still goes."""
    mission = begun()
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "effect", "character": "E", "effect": "possessed", "on": True})
    mission.do({"kind": "tokens", "character": "E", "hearts": 3})
    assert mission.state.fighter("E").in_play
    hit = {"kind": "damage", "character": "E", "amount": 1, "to_life": True}
    refused(mission, hit, r"a hit to life changes nothing.*\(7\.2\.3, 7\.3\.2\.2\)")
    mission.do({"kind": "damage", "character": "E", "amount": 1})
    assert mission.state.fighter("E").armour_damage == 1
    mission.do({"kind": "tokens", "character": "E", "armour": 2})
    mission.do({"kind": "damage", "character": "E", "amount": 3})  # the third token
    assert mission.state.fighter("E").dead


@pytest.mark.parametrize("kind", list(DamageKind))
def test_changes_nothing_for_every_kind_of_damage(kind: DamageKind) -> None:
    """7.2.3: only a possessed character at his heart limit; generic damage while his
    armour lasts (armour factor above 0, fewer than 3 broken) still changes something."""
    mission = begun(fighters={"A": spec(), "E": spec(armour=0)})
    mission.do({"kind": "new_turn"})
    fresh = mission.state.fighter("A")
    assert changes_nothing(fresh, kind) == ""
    for fid in ("A", "E"):
        mission.do({"kind": "effect", "character": fid, "effect": "possessed", "on": True})
        mission.do({"kind": "tokens", "character": fid, "hearts": 3})
    armoured, bare = mission.state.fighter("A"), mission.state.fighter("E")
    assert bool(changes_nothing(armoured, kind)) is (kind is DamageKind.TO_LIFE)
    assert "7.2.3" in changes_nothing(bare, kind)


def test_a_version_3_save_keeps_the_silent_hit() -> None:
    """Old saves replay as they did: version 3 took the hit and changed nothing."""
    mission = _four(version=3)
    mission.do({"kind": "effect", "character": "E", "effect": "possessed", "on": True})
    mission.do({"kind": "tokens", "character": "E", "hearts": 3})
    before = mission.state.fighter("E")
    mission.do({"kind": "damage", "character": "E", "amount": 1, "to_life": True})
    assert mission.state.fighter("E") == before


# ---- finding 14: the first player's draw with its weights (7, R-34) ---------------


def test_the_draw_of_the_first_player_is_kept_and_said_with_its_weights() -> None:
    """7, R-34: each player 2, the previous first player 1; the set-up's draw of turn 1
    (R-52) holds no weights."""
    mission = begun(first="blue")
    mission.do({"kind": "new_turn"})
    assert mission.state.first_draw == () and said(mission, "turn 1: blue plays first, drawn at")
    for _ in range(4):
        mission.do({"kind": "pass"})
    mission.do({"kind": "new_turn"})
    state = mission.state
    assert state.first_draw == (("red", 2), ("blue", 1))
    assert said(mission, f"turn 2: {state.first} plays first, drawn from red 2 in 3, blue 1 in 3 "
                         "(7, R-34)")  # fmt: skip
    assert '"first_draw"' in state.canonical()


def test_a_version_3_save_says_the_draw_as_it_did() -> None:
    """Old saves replay as they did: the line without the weights."""
    mission = _four(version=3)
    assert said(mission, "plays first, drawn (7)") and len(mission.state.first_draw) == 2
