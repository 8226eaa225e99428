"""What the app does on its own at the start and the end of a turn (rulebook 6.4.2, 7,
7.2.3, 7.3.2.3, 8.1 BLOODING and POISONOUS, 8.2 VIGOR and WEAKNESS, 8.4 FURY;
RULINGS.md R-7): every effect said in the log with its rule."""

from __future__ import annotations

from play_support import DICE, begun, follower, pass_turn, said, spec

from demloc.missions.play import Phase
from demloc.rules.dice import Die, EnteredDice
from demloc.rules.fighter import Token

SIDE_BY_SIDE = """
+ + + + + + +
 . A E . . .
+ + + + + + +
 . . . . . .
+ + + + + + +
"""


def test_bleeding_hits_at_the_start_of_the_turn_straight_to_life() -> None:
    # 8.1 BLOODING: at the start of a turn each bleeding token deals one hit; a
    # "hit" in the app's counters (6.4.2) goes to the life, past the armour, where
    # damage goes to the armour first (RULINGS.md R-137). Armour 3, hit factor 2: two
    # hits break a heart and leave the armour whole.
    mission = begun(fighters={"A": spec(bleeding=2), "E": spec()})
    mission.do({"kind": "new_turn"})
    a = mission.state.fighter("A")
    assert (a.armour_damage, a.armour_tokens, a.hearts, a.hit_damage) == (0, 0, 1, 0)
    assert a.bleeding == 2
    assert said(mission, "A bleeds: 2 hits straight to life (6.4.2, 8.1 BLOODING, R-137)")


def test_bleeding_kills_through_whole_armour_and_the_dead_leave_the_board() -> None:
    # two broken hearts and no armour token broken: the third heart breaks.
    mission = begun(fighters={"A": spec(bleeding=2, hearts=2), "E": spec()})
    mission.do({"kind": "new_turn"})
    assert mission.state.fighter("A").armour_damage == 0
    assert mission.state.fighter("A").dead and mission.state.board_map.character("A") is None
    assert said(mission, "bleeds: 2 hits straight to life (6.4.2, 8.1 BLOODING, R-137): dies")


def test_poison_grows_at_the_end_of_the_turn_and_kills_past_the_hit_factor() -> None:
    # 8.1 POISONOUS, 8.2 POISON: "At the end of each turn ... an additional one";
    # more tokens than the hit factor kill.
    mission = begun(fighters={"A": spec(poison=1), "E": spec(poison=2)})
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    assert mission.state.fighter("A").poison == 2 and mission.state.fighter("A").in_play
    assert mission.state.fighter("E").dead  # 3 tokens, hit factor 2
    assert said(mission, "A's poison grows: 2 tokens (8.1, 8.2)")
    assert said(mission, "E dies of poison")


def test_possession_costs_a_heart_each_turn_then_armour() -> None:
    # 7.2.3: "For each turn, the app assigns the character a broken heart token. When
    # 3 broken heart tokens are reached ... a broken armour token".
    mission = begun(fighters={"A": spec(possessed=True, hearts=2), "E": spec()})
    # The out-of-control card drawn at the turn's start: a 5, he stays (5.6, R-71).
    mission.do({"kind": "new_turn"}, EnteredDice(DICE, {Die.D10: [5]}, []))
    assert mission.state.fighter("A").hearts == 3 and mission.state.fighter("A").in_play
    assert said(mission, "A is possessed: a broken heart (7.2.3)")
    assert said(mission, "they walk by the out-of-control card this turn (5.6, 7.2.3)")
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    mission.do({"kind": "possessed_move", "character": "A"})  # due before red passes
    pass_turn(mission)
    mission.do({"kind": "new_turn"})
    assert mission.state.fighter("A").armour_tokens == 1
    assert said(mission, "A is possessed: a broken armour token (7.2.3)")


def test_possession_kills_at_three_and_three() -> None:
    mission = begun(fighters={"A": spec(possessed=True, hearts=3, armour_tokens=2), "E": spec()})
    mission.do({"kind": "new_turn"})
    assert mission.state.fighter("A").dead
    assert said(mission, "A is possessed: a broken armour token (7.2.3): dies")


def test_fury_breaks_a_heart_at_the_end_of_each_of_its_two_turns() -> None:
    # 8.4 FURY: "At the end of each of those two turns the character takes a broken
    # heart token."
    mission = begun(fighters={"A": spec(fury_turns=2), "E": spec()})
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    a = mission.state.fighter("A")
    assert (a.fury_turns, a.hearts) == (1, 1)
    assert said(mission, "A's FURY: a broken heart, one turn left (8.4)")
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    a = mission.state.fighter("A")
    assert (a.fury_turns, a.hearts) == (0, 2)
    assert said(mission, "A's FURY: a broken heart, its last turn (8.4)")
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    assert mission.state.fighter("A").hearts == 2  # over: no more hearts


def test_the_end_of_the_turn_turns_tokens_back_and_clears_the_turns_effects() -> None:
    # 7.3.2.3: "All players must place all their characters' movement tokens on the
    # active state"; 8.2 VIGOR and WEAKNESS last the turn; STUNNING the token.
    mission = begun(
        fighters={"A": spec(token="exhausted", stunned=True, vigour=1), "E": spec(weakness=2)}
    )
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    for fid in ("A", "E"):
        f = mission.state.fighter(fid)
        assert f.token is Token.ACTIVE and not f.stunned and f.vigour == f.weakness == 0
    assert said(mission, "turn 1 is over: every movement token is active again (7.3.2.3)")
    assert said(mission, "A's VIGOR and WEAKNESS cubes go (8.2)")


def test_the_rules_engine_counts_its_kills_by_kind() -> None:
    # 6.4.2 "Kill counter": the kind of enemy eliminated, for the rewards.
    venom = {"name": "Venom Axe", "type": "axe", "damage": 1, "features": ["POISONOUS 3"]}
    mission = begun(
        drawing=SIDE_BY_SIDE,
        named_zones=True,
        people={"A": {"colour": "red", "facing": "E"}, "E": {"colour": "blue", "facing": "W"}},
        fighters={"A": spec(primary=venom), "E": follower(armour=9, hit=2)},
    )
    mission.do({"kind": "new_turn"})
    while mission.state.phase is not Phase.BRAWL:
        mission.do({"kind": "pass"})
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    dice = EnteredDice(DICE, {Die.FIGHTING: [3, 3, 0, 0], Die.ENHANCED: [4, 4, 1, 1]})
    mission.do({"kind": "attack", "character": "A", "target": "E"}, dice)
    red = mission.state.player("red")
    assert mission.state.fighter("E").dead
    assert (red.mercenaries_killed, red.followers_killed, red.daemons_killed) == (0, 1, 0)
    assert dict(mission.state.killed_by) == {"E": "red"}


def test_bleeding_changes_nothing_on_a_possessed_character_with_every_heart_broken() -> None:
    # 7.2.3: a possessed character lives on with all his hearts broken until his armour
    # is gone; bleeding's hits go to life, where nothing is left to break: the
    # log says so instead of hits that did nothing (RULINGS.md R-149). The armour token
    # that breaks is possession's own.
    mission = begun(fighters={"A": spec(bleeding=2, hearts=3, possessed=True), "E": spec()})
    mission.do({"kind": "new_turn"})
    a = mission.state.fighter("A")
    assert (a.armour_tokens, a.armour_damage, a.hearts, a.hit_damage, a.dead) == (1, 0, 3, 0, False)
    assert said(mission, "A bleeds: 2 hits straight to life (6.4.2, 8.1 BLOODING, R-137): no "
                "heart left to break, nothing changes (7.2.3, R-149)")  # fmt: skip
    assert said(mission, "A is possessed: a broken armour token (7.2.3)")
