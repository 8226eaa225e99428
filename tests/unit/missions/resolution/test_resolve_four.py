"""resolve() with 4 players (6.4.1, 7.3.2.3; RULINGS.md R-96, R-102): a surrender
among four has no winner, everyone out is a draw, the table's kill credits the player
and no character."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "play"))

from play_support import (  # type: ignore[import-not-found,unused-ignore]
    DICE,
    PANTHEON,
    catalog_of,
    mission_spec,
    spec,
)
from resolution_support import REWARDS

from demloc.board.sketch import sketch_map
from demloc.missions.play import Context, Mission, new_mission
from demloc.missions.play.plan import Plan
from demloc.missions.resolution.model import Fate
from demloc.missions.resolution.resolve import kills_by, resolve

DRAWING = """
+ + + + + + +
 A . . . . E
+ + + + + + +
 B . . . . F
+ + + + + + +
"""
PEOPLE = {
    "A": {"colour": "red", "facing": "E"}, "B": {"colour": "green", "facing": "E"},
    "E": {"colour": "blue", "facing": "W"}, "F": {"colour": "yellow", "facing": "W"},
}  # fmt: skip
COLOURS = ("red", "green", "blue", "yellow")


def four(mode: str = "standard") -> Mission:
    board_map, library = sketch_map(DRAWING, PEOPLE)
    ctx = Context(library, catalog_of(), DICE, dict.fromkeys(COLOURS, PANTHEON))
    zones = [
        {"name": n, "squares": [s]} for n, s in zip("abcd", ("A1", "A2", "F1", "F2"), strict=True)
    ]
    plan = Plan(mission_spec(players=[4], deployment={"4": zones}, rewards=REWARDS), mode, "red")
    players = [{"colour": c, "guild": f"{c}-g", "name": c.title(), "source": "local"}
               for c in COLOURS]  # fmt: skip
    mission = new_mission(board_map, {k: spec() for k in PEOPLE}, players, ctx, 4, plan=plan)
    mission.do({"kind": "new_turn"})
    return mission


def test_surrender_among_four_has_no_winner_R96() -> None:
    mission = four()
    mission.do({"kind": "kill", "player": "red", "target": "F"})
    mission.do({"kind": "end_mission", "reason": "surrender", "player": "green",
                "agreed": ["red", "blue", "yellow"]})  # fmt: skip
    r = resolve(mission, "four")
    assert r.winner == "" and "no one else wins" in r.reason and len(r.guilds) == 4
    red = r.guilds[0]
    assert [(x.amount, x.why) for x in red.fame] == [
        (2, "took part in the mission (6.4.1)"), (3, "1 mercenary eliminated (6.4.2)")]  # fmt: skip
    assert [g.fame_total for g in r.guilds[1:]] == [2, 2, 2]
    f = next(c for g in r.guilds for c in g.characters if c.character == "F")
    assert "taken out by damage" in f.why
    assert kills_by(mission) == {}  # the table's kill names a player, no character (R-102)
    assert dict(next(c for c in red.characters if c.character == "A").deeds)["kills"] == 0


def test_all_out_is_a_draw_7_3_2_3_R96() -> None:
    mission = four()
    for player, target in (("red", "B"), ("red", "E"), ("red", "F"), ("blue", "A")):
        mission.do({"kind": "kill", "player": player, "target": target})
    mission.do({"kind": "pass"})
    while mission.state.phase.value != "turn over":
        mission.do({"kind": "pass"})
    if mission.state.phase.value != "ended":
        mission.do({"kind": "end_mission", "reason": "elimination"})
    r = resolve(mission, "x", entered=dict.fromkeys(PEOPLE, 1))
    assert r.winner == ""
    assert {c.fate for g in r.guilds for c in g.characters} == {Fate.DEAD}
    assert r.guilds[0].fame_total == 2 + 3 * 3 and r.rolls == tuple((k, 1) for k in sorted(PEOPLE))


def test_objective_by_the_fourth_player_6_4_2() -> None:
    mission = four()
    while mission.state.phase.value != "turn over":
        mission.do({"kind": "pass"})
    mission.do({"kind": "end_mission", "reason": "objective", "player": "yellow"})
    r = resolve(mission)
    # The winner's reward and the objective's: the table's word takes it (6.4.2).
    assert r.winner == "yellow" and r.guilds[3].fame_total == 10 + 4
    assert r.guilds[3].feods_total == 5
