"""Summoning a daemon (rulebook 7.2.3.2, 7.2.3.3, 5.1.3, 6.4.2 "Summoning a daemon";
RULINGS.md R-54): drawn from the guild's pantheon, a lower level when none is left, a
daemon of the same name replaced with both players told, 1 to 3 hearts, placed in
contact with its summoner, who is locked until it leaves."""

from __future__ import annotations

from typing import Any

import pytest
from play_support import CINDER_CODE, FOUR, TWO_A_SIDE, begun, pass_turn, refused, said, spec, start

from demloc.missions.play import Mission, new_mission
from demloc.rules.fighter import Token

PEOPLE, CODE = TWO_A_SIDE, CINDER_CODE
SUMMONER = spec(arcane=2, codes=[CODE], white=1, black=2)


def _summon(character: str, at: str, level: int = 1, **extra: Any) -> dict[str, Any]:
    return {"kind": "summon", "character": character, "code": CODE, "level": level,
            "hearts": 2, "at": at, **extra}  # fmt: skip


def _mission(
    pantheon: tuple[str, ...] | None = None, first: str = "red", **specs: dict[str, Any]
) -> Mission:
    fighters = {k: specs.get(k, SUMMONER) for k in PEOPLE}
    mission = begun(drawing=FOUR, people=PEOPLE, fighters=fighters, pantheon=pantheon, first=first)
    mission.do({"kind": "new_turn"})
    return mission


def test_a_summoned_daemon_stands_by_its_summoner_who_is_locked() -> None:
    mission = _mission()
    mission.do(_summon("A", "B1", facing="N"))
    a = mission.state.fighter("A")
    daemon = mission.state.fighter(a.summoned)
    assert daemon.name == "Cinder Imp" and daemon.heart_limit == 2 and daemon.summoner == "A"
    assert daemon.token is Token.ACTIVE and (a.white, a.black) == (0, 0)
    miniature = mission.state.board_map.character(daemon.id)
    assert miniature is not None and miniature.at.name == "B1" and miniature.facing.name == "N"
    assert said(mission, "A summons Cinder Imp (level 1, 2 hearts) at B1")
    pass_turn(mission)
    mission.do({"kind": "new_turn"})
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    refused(mission, {"kind": "move", "character": "A", "to": "A1", "facing": "S"},
            r"7\.2\.3\.2")  # fmt: skip


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        # Issue 29: a field out of its range is refused by the event's model, naming it.
        ({"hearts": 0}, r"summon \(7\.2\.3\.2\): hearts: .* greater than or equal to 1"),
        ({"hearts": 4}, "hearts: .* less than or equal to 3, got 4"),
        ({"at": "C1"}, r"in contact with A, not C1 \(7\.2\.3\.2\)"),
        ({"at": "A2"}, "not free ground"),  # B stands there
        ({"at": "A0"}, "at: 'A0' is not a square"),
        ({"level": 0}, "level: .* greater than or equal to 1, got 0"),
        ({"facing": "up"}, "facing: .*'N', 'E', 'S' or 'W', got 'up'"),
        ({"code": "rog-daemon-cinder-imp"}, "not an arcane code"),
        ({"code": "A"}, "no arcane code 'A' in the catalog"),  # found by the tracker's fuzz
    ],
)
def test_a_summoning_the_rules_refuse_changes_nothing(
    change: dict[str, Any], fragment: str
) -> None:
    mission = _mission()
    refused(mission, _summon("A", "B1") | change, fragment)


def test_a_lower_level_when_none_of_the_level_asked_is_left() -> None:
    # 7.2.3.2: "if demons of the level indicated by the player are not available, the
    # extraction will be carried out in the lower hierarchy"; R-54: one's own daemon in
    # play is not in the draw.
    mission = _mission(pantheon=("rog-daemon-cinder-imp", "rog-daemon-kiln-fiend"))
    mission.do(_summon("A", "B1", level=2))
    assert mission.state.fighter(mission.state.fighter("A").summoned).name == "Kiln Fiend"
    mission.do(_summon("B", "B2", level=2))
    assert mission.state.fighter(mission.state.fighter("B").summoned).name == "Cinder Imp"
    assert said(mission, "no level 2 daemon of the cinder kabbalah is left in red's pantheon: "
                         "a level 1 one comes (7.2.3.2)")  # fmt: skip
    # Both red daemons in play: none left at all.
    pass_turn(mission)


def test_none_left_at_any_level_is_refused() -> None:
    mission = _mission(pantheon=("rog-daemon-cinder-imp",))
    mission.do(_summon("A", "B1"))
    refused(mission, _summon("B", "B2"), "the pantheon has no daemon of the cinder kabbalah")


def test_the_same_daemon_of_another_guild_is_replaced_and_both_are_told() -> None:
    # 5.1.3: "The app notifies that to the two players and Mark has to remove both the
    # card and the miniature"; 7.2.3.3: the summoner's code back, his token exhausted.
    mission = _mission(pantheon=("rog-daemon-cinder-imp",), first="blue")
    mission.do(_summon("E", "E1"))
    blue_imp = mission.state.fighter("E").summoned
    mission.do({"kind": "pass"})
    mission.do(_summon("A", "B1"))
    state = mission.state
    assert state.fighter(blue_imp).escaped and state.board_map.character(blue_imp) is None
    e = state.fighter("E")
    assert not e.summoned and e.token is Token.EXHAUSTED and not e.pentacle
    assert said(mission, "Cinder Imp comes to red: blue removes the card and the miniature of "
                         "their Cinder Imp from the game (5.1.3, 7.2.3.3)")  # fmt: skip
    assert said(mission, "E's code is back on its standard side")
    assert state.player("red").kills == 0  # a replacement is no kill


def test_a_killed_daemon_gives_its_hearts_and_a_killed_summoner_takes_his_daemon() -> None:
    # 7.2.3.3.
    mission = _mission()
    mission.do(_summon("A", "B1"))
    imp = mission.state.fighter("A").summoned
    mission.do({"kind": "kill", "player": "blue", "target": imp})
    a = mission.state.fighter("A")
    assert a.hearts == 2 and not a.summoned and a.token is Token.EXHAUSTED
    assert mission.state.player("blue").daemons_killed == 1
    assert said(mission, "killed, it gives them its 2 hearts")
    mission.do({"kind": "pass"})
    mission.do(_summon("E", "E1"))
    blue_imp = mission.state.fighter("E").summoned
    mission.do({"kind": "kill", "player": "red", "target": "E"})
    assert mission.state.fighter(blue_imp).escaped
    assert said(
        mission, "E leaves the game: their daemon Cinder Imp is removed with them (7.2.3.3)"
    )


def test_the_trackers_summoning_effect_draws_and_dismisses() -> None:
    # 6.4.2 "Summoning a daemon": the player assigns the effect and follows the app;
    # the table paid the mana, and from version 4 the cubes placed on the code
    # come off his card in the app too: a card without them is refused.
    mission = _mission(B=spec(arcane=3, codes=[CODE]))  # no mana on the app's card
    effect = {"kind": "effect", "character": "B", "effect": "summoning"}
    summoning = effect | {"on": True, "code": CODE, "level": 1, "hearts": 3, "at": "B2"}
    refused(mission, effect | {"on": False}, r"no daemon in play: only an effect they have")
    refused(mission, _summon("B", "B2"), r"holds 0 white and 0 black mana")
    refused(mission, summoning, r"costs 1 white and 2 black.*7\.2\.3\.2, RULINGS\.md R-78")
    mission.do({"kind": "mana", "character": "B", "white": 1, "black": 2})
    mission.do(summoning)
    assert (mission.state.fighter("B").white, mission.state.fighter("B").black) == (0, 0)
    daemon = mission.state.fighter("B").summoned
    assert mission.state.fighter(daemon).heart_limit == 3
    mission.do(effect | {"on": False})
    assert mission.state.fighter(daemon).escaped and not mission.state.fighter("B").summoned
    assert said(mission, "Cinder Imp quits the game (7.2.3.3)")


def test_a_version_1_mission_draws_from_the_whole_pantheon() -> None:
    # Version 1 drew a guild's own daemon in play again (it replaced it): its saves
    # replay so (R-54 applies from version 2).
    hand_off, ctx = start(drawing=FOUR, people=PEOPLE, fighters={k: SUMMONER for k in PEOPLE},
                          pantheon=("rog-daemon-cinder-imp",), first="red")  # fmt: skip
    mission = new_mission(
        hand_off.board_map, hand_off.fighters, list(hand_off.players), ctx, 5, version=1
    )
    mission.do({"kind": "new_turn"})
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    mission.do(_summon("A", "B1"))
    mission.do(_summon("B", "B2"))
    assert not mission.state.fighter("A").summoned and mission.state.fighter("B").summoned
