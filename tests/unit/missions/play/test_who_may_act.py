"""Who may act, and how (rulebook 7.2.1, 7.2.3, 7.2.3.2, 7.2.3.3, 7.2.3.5): each refusal
names its rule and changes nothing."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from demloc.board.position import DeploymentZone
from demloc.board.sketch import sketch_map
from demloc.board.squares import Square
from demloc.catalog.catalog import Catalog
from demloc.missions.play import Context, Mission, Phase, new_mission
from demloc.paths import resources_dir
from demloc.rules.dice import Die, EnteredDice, load_dice
from demloc.rules.errors import IllegalActionError, RulesError

DICE = load_dice(resources_dir() / "dice.toml")
AXE = {"name": "Axe", "type": "axe", "damage": 2}
BOW = {"name": "Bow", "type": "bow", "damage": 1, "range": 8, "shooting_damage": 2}
SIDE_BY_SIDE = """
+ + + + + + +
 . A E . . .
+ + + + + + +
 . . . . . .
+ + + + + + +
"""
APART = """
+ + + + + + +
 . A . . . E
+ + + + + + +
 . . . . . .
+ + + + + + +
"""
PEOPLE = {"A": {"colour": "red", "facing": "E"}, "E": {"colour": "blue", "facing": "W"}}
RED_CORNER = DeploymentZone("red", (Square(0, 0), Square(1, 0), Square(0, 1), Square(1, 1)))


def _spec(**extra: Any) -> dict[str, Any]:
    return {"armour": 3, "hit": 2, "movement": 4, "hand_to_hand": "2", "ranged": "2",
            "primary": AXE, "favourite": "axe", **extra}  # fmt: skip


def _mission(
    catalog: Catalog,
    drawing: str,
    a: dict[str, Any],
    zones: bool = False,
    people: dict[str, dict[str, Any]] = PEOPLE,
    daemon: str = "rog-daemon-cinder-imp",
) -> Mission:
    board_map, library = sketch_map(drawing, people)
    if zones:
        board_map = dataclasses.replace(board_map, zones=(RED_CORNER,))
    ctx = Context(library, catalog, DICE, {"red": (daemon,)})
    players = [{"colour": "red", "fate_points": 2}, {"colour": "blue", "fate_points": 2}]
    mission = new_mission(board_map, {"A": a, "E": _spec()}, players, ctx, 7)
    mission.do({"kind": "new_turn"})
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    return mission


def _to_brawl(mission: Mission) -> None:
    while mission.state.phase is not Phase.BRAWL:
        mission.do({"kind": "pass"})
    if mission.state.current != "red":
        mission.do({"kind": "pass"})


def _refused(mission: Mission, event: dict[str, Any], fragment: str, dice: Any = None) -> None:
    before = mission.state.canonical()
    with pytest.raises(RulesError, match=fragment):
        mission.do(event, dice)
    assert mission.state.canonical() == before


SUMMONER = _spec(arcane=2, codes=["rog-code-cinder-lash"], white=1, black=2)
SUMMON = {"kind": "summon", "character": "A", "code": "rog-code-cinder-lash", "level": 1,
          "hearts": 1, "facing": "W"}  # fmt: skip


def test_a_summoner_only_applies_his_pentacles(catalog: Catalog) -> None:
    # 7.2.3.2: while the daemon plays, the summoner applies pentacles and defends.
    mission = _mission(catalog, SIDE_BY_SIDE, SUMMONER)
    mission.do(SUMMON | {"at": "B2"})
    _to_brawl(mission)
    _refused(
        mission, {"kind": "attack", "character": "A", "target": "E"}, r"pentacles .*7\.2\.3\.2"
    )


def test_a_daemon_that_escapes_frees_its_summoner(catalog: Catalog) -> None:
    # 7.2.3.3: "in any case" when the daemon quits the game, the code goes back and the
    # summoner's token is exhausted; he may act again next turn.
    mission = _mission(catalog, APART, SUMMONER, zones=True)
    mission.do(SUMMON | {"at": "A1"})
    daemon = mission.state.fighter("A").summoned
    mission.do({"kind": "escape", "character": daemon})
    summoner = mission.state.fighter("A")
    assert summoner.summoned == "" and summoner.pentacle == () and summoner.exhausted


def test_the_possessed_walk_in_the_strategic_phase_and_do_nothing_else(catalog: Catalog) -> None:
    # 7.2.3: the out-of-control card moves a possessed character in the strategic phase;
    # he performs no other action in the turn.
    mission = _mission(catalog, APART, _spec(possessed=True))
    _refused(mission, {"kind": "pick_up", "character": "A"}, r"possessed.*nothing else")
    # Stunned, he cannot walk, so his owner may pass (RULINGS.md R-76).
    mission.do({"kind": "effect", "character": "A", "effect": "stunned", "on": True})
    _to_brawl(mission)
    _refused(
        mission, {"kind": "possessed_move", "character": "A"}, "strategic phase",
        EnteredDice(DICE, {Die.D10: [2]}),
    )  # fmt: skip


def test_escaping_is_a_free_movement_of_the_strategic_phase(catalog: Catalog) -> None:
    # 7.2.1: an engaged character may not move freely; escape is such a movement.
    mission = _mission(catalog, SIDE_BY_SIDE, _spec(), zones=True)
    _refused(mission, {"kind": "escape", "character": "A"}, "is engaged")
    _to_brawl(mission)
    _refused(mission, {"kind": "escape", "character": "A"}, "strategic phase")


def test_an_arcane_test_frees_or_cancels_and_nothing_else(catalog: Catalog) -> None:
    # 7.2.3.5: the arcane test defends, cancels an effect token or frees the possessed.
    mission = _mission(catalog, SIDE_BY_SIDE, _spec(arcane=2, white=2))
    _refused(
        mission,
        {"kind": "arcane_test", "character": "A", "target": "A", "purpose": "teleport"},
        "purpose: Input should be 'free' or 'cancel', got 'teleport'",
    )
    with pytest.raises(IllegalActionError):
        mission.do({"kind": "arcane_test", "character": "A", "target": "E", "purpose": "free"})


def test_a_mission_ends_on_an_objective_at_the_end_of_a_turn_for_a_player_in_it(
    catalog: Catalog,
) -> None:
    # 7.3.2.3: the objective is checked at the end of the turn.
    mission = _mission(catalog, APART, _spec())
    objective = {"kind": "end_mission", "reason": "objective", "player": "red"}
    _refused(mission, objective, "at the end of the turn")
    while mission.state.phase is not Phase.TURN_OVER:
        mission.do({"kind": "pass"})
    _refused(mission, objective | {"player": "purple"}, "player: .*got 'purple'")
    mission.do(objective)
    assert mission.state.phase is Phase.ENDED


def test_a_flight_is_bounded_by_the_cards_fly(catalog: Catalog) -> None:
    # 8.4, R-23: FLY x flies at most x points; the card says x, not the map file.
    wide = """
+ + + + + + + + +
 A . . . . . . .
+ + + + + + + + +
 . . . . . . . E
+ + + + + + + + +
"""
    people = {"A": {"colour": "red", "facing": "E", "fly": 6},
              "E": {"colour": "blue", "facing": "W"}}  # fmt: skip
    mission = _mission(catalog, wide, _spec(movement=6, abilities=["FLY 2 (a)"]), people=people)
    far = {"kind": "move", "character": "A", "to": "F1", "facing": "E", "fly": True}
    _refused(mission, far, "cannot reach F1")
    mission.do(far | {"to": "C1"})
    assert mission.state.board_map.character("A").at == Square.parse("C1")  # type: ignore[union-attr]


def test_a_summoned_long_range_daemon_engages_from_afar(catalog: Catalog) -> None:
    # 7.1.1, R-21: LONG RANGE ENGAGEMENT gives the wielder a first impact zone; the
    # daemon's weapon card decides it.
    column = """
+ + + + + +
 . A . . .
+ + + + + +
 . . . . .
+ + + + + +
 . . . . .
+ + + + + +
 . E . . .
+ + + + + +
"""
    people = {"A": {"colour": "red", "facing": "S"}, "E": {"colour": "blue", "facing": "N"}}
    summoner = _spec(arcane=2, codes=["rog-code-mire-choir"], white=1, black=2)
    mission = _mission(catalog, column, summoner, people=people, daemon="rog-daemon-leech-matron")
    mission.do({"kind": "summon", "character": "A", "code": "rog-code-mire-choir", "level": 2,
                "hearts": 1, "at": "B2", "facing": "S"})  # fmt: skip
    daemon = mission.state.fighter("A").summoned
    assert mission.state.board_map.character(daemon).long_range  # type: ignore[union-attr]
    _to_brawl(mission)
    mission.do({"kind": "attack", "character": daemon, "target": "E"})
    assert "attacks" in mission.state.log[-1]


def test_a_stray_shot_keeps_the_declared_shots_modifiers() -> None:
    # a stray shot lands with the declared shot's cover and positioning; a
    # positioned shooter's exhausted token (7.2.2.3) adds nothing to it.
    from demloc.rules.shooting import resolve_shot
    from demloc.rules.spec import fighter_from_spec

    shooter, target, other = (
        fighter_from_spec(_spec(primary=BOW), name, colour)
        for name, colour in (("A", "red"), ("E", "blue"), ("F", "blue"))
    )
    aimed = resolve_shot(
        shooter, target, EnteredDice(DICE, {Die.D6: [1], Die.FIGHTING: [2], Die.ENHANCED: [1]}),
        positioned=True,
    )  # fmt: skip
    strayed = resolve_shot(
        shooter, target,
        EnteredDice(DICE, {Die.D6: [6], Die.D10: [6], Die.FIGHTING: [2], Die.ENHANCED: [1]}),
        positioned=True, stray=lambda roll: other,
    )  # fmt: skip
    assert strayed.plan is not None and aimed.plan is not None
    assert strayed.plan.modifiers == aimed.plan.modifiers
    assert strayed.outcome is not None and aimed.outcome is not None
    assert strayed.outcome.total == aimed.outcome.total


def test_a_positioned_shooter_hit_by_his_own_stray_shot_stays_exhausted(
    catalog: Catalog,
) -> None:
    # 7.2.2.3: positioned shooting exhausts the movement token, whatever the shot hits.
    window = """
+ + + + + +
 . . . . .
+ + + + + +
 . AWE . .
+ + + + + +
 . . . . .
+ + + + + +
"""
    people = {"A": {"colour": "red", "facing": "N"}, "E": {"colour": "blue", "facing": "N"}}
    mission = _mission(catalog, window, _spec(primary=BOW, ranged="1"), people=people)
    mission.do(
        {"kind": "shoot", "character": "A", "target": "E", "positioned": True},
        EnteredDice(DICE, {Die.D6: [6], Die.D10: [2], Die.ENHANCED: [4]}),
    )
    assert mission.state.fighter("A").exhausted


def test_backstack_pushes_the_target_back_a_square_of_his_owners_choice(
    catalog: Catalog,
) -> None:
    # 8.1 BACKSTACK: before the damage, the target comes back one square.
    maul = {"name": "Maul", "type": "hammer", "damage": 2, "features": ["BACKSTACK"]}
    roomy = """
+ + + + + +
 . . . . .
+ + + + + +
 . A E . .
+ + + + + +
 . . . . .
+ + + + + +
"""
    dice = {Die.FIGHTING: [3, 3, 0, 0]}
    for back_to, expected in ((None, "D2"), ("D3", "D3")):
        mission = _mission(catalog, roomy, _spec(primary=maul, favourite="hammer"))
        _to_brawl(mission)
        attack = {"kind": "attack", "character": "A", "target": "E"}
        if back_to:
            attack["back_to"] = back_to
        mission.do(attack, EnteredDice(DICE, dice))
        assert mission.state.board_map.character("E").at.name == expected  # type: ignore[union-attr]
    mission = _mission(catalog, roomy, _spec(primary=maul, favourite="hammer"))
    _to_brawl(mission)
    _refused(
        mission, {"kind": "attack", "character": "A", "target": "E", "back_to": "A1"},
        "not a free square behind", EnteredDice(DICE, dice),
    )  # fmt: skip
