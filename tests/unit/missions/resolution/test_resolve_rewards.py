"""resolve(): the winner, the reason and each guild's fame and feods lines (6.4.1,
6.4.2, 7.3.2.3; RULINGS.md R-96)."""

from __future__ import annotations

import pytest
from resolution_support import ended, played

from demloc.missions.play.state import Phase
from demloc.missions.resolution.model import Fate, Line, Resolution
from demloc.missions.resolution.resolve import resolve
from demloc.missions.setup import Mode
from demloc.rules.errors import RulesError


def test_elimination_winner_gets_winner_and_kill_lines_6_4_1() -> None:
    mission = ended(played(0), "elimination")
    assert mission.state.result == "elimination: blue stands"
    r = resolve(mission, "play-1")
    assert (r.winner, r.mode, r.play) == ("blue", "standard", "play-1")
    assert r.reason.startswith("elimination")
    blue, red = r.guilds[1], r.guilds[0]
    assert blue.colour == "blue" and red.colour == "red"
    assert [(x.amount, x.why) for x in blue.fame] == [
        (10, "won the mission (6.4.1)"),
        (3, "1 mercenary eliminated (6.4.2)"),
        (4, "reached the objective (6.4.2)"),  # the eliminate objective's check
    ]
    assert blue.fame_total == 17 and blue.feods_total == 6
    assert [x.amount for x in red.fame] == [2] and red.feods_total == 0  # 0 kills: no line
    assert r.writes


def test_surrender_two_players_other_wins_7_3_2_3() -> None:
    r = resolve(ended(played(3, rounds=1), "surrender", player="red", agreed=["blue"]))
    assert r.winner == "blue" and r.reason.startswith("surrender")


def test_turn_limit_without_objective_is_a_draw_R96() -> None:
    mission = played(3, rounds=2, turns={"limit": 2})
    assert mission.state.phase is Phase.TURN_OVER
    r = resolve(ended(mission, "turn limit"))
    assert r.winner == "" and "draw" in r.reason
    assert all(g.fame_total == 2 for g in r.guilds)  # both "others"


def test_objective_by_the_tables_word_6_4_2() -> None:
    mission = played(3, rounds=1)
    r = resolve(ended(mission, "objective", player="red"))
    assert r.winner == "red" and r.reason == "objective: reached by red (6.4.2)"
    # The table's word takes the objective as the app's own check would: its reward too.
    red, blue = r.guilds
    assert Line(4, "reached the objective (6.4.2)") in red.fame
    assert all("objective" not in line.why for line in blue.fame)


def test_training_is_the_same_resolution_but_writes_nothing_6_4() -> None:
    standard = resolve(ended(played(0), "elimination"))
    training = resolve(ended(played(0, mode=Mode.TRAINING), "elimination"))
    assert training.mode == "training" and not training.writes
    assert [g.fame for g in training.guilds] == [g.fame for g in standard.guilds]


def test_unfinished_mission_is_refused_7_3_2_3() -> None:
    with pytest.raises(RulesError, match=r"7\.3\.2\.3"):
        resolve(played(3, rounds=1))


def test_deterministic_and_round_trips_json() -> None:
    mission = ended(played(0), "elimination")
    first, second = resolve(mission, "p"), resolve(mission, "p")
    assert first == second and first.to_text() == second.to_text()
    assert Resolution.from_json(first.to_json()) == first
    assert Resolution.from_text(first.to_text()) == first
    fates = {c.character: c.fate for g in first.guilds for c in g.characters}
    assert fates["E"] is Fate.FINE and fates["A"] in (Fate.DEAD, Fate.INJURED, Fate.FINE)
    assert [fid for fid, _ in first.rolls] == ["A"]


def test_hires_and_auctions_are_charged_a_line_each_in_a_standard_mission_R130() -> None:
    """5.1.2, 5.1.1: what the set-up handed on as each player's charges is paid with the
    results, a line each; a training mission charges nothing (R-50)."""
    for mode in (Mode.STANDARD, Mode.TRAINING):
        mission = ended(played(0, mode=mode), "elimination")
        red = mission.setup["players"][0]
        red["charges"] = [["City Guard hired for the mission (5.1.2, R-130)", 30]]
        r = resolve(mission)
        lines = [x for x in r.guilds[0].feods if x.amount < 0]
        want = [Line(-30, "City Guard hired for the mission (5.1.2, R-130)")]
        assert lines == (want if mode is Mode.STANDARD else [])


def test_a_mission_begun_before_charges_were_kept_pays_its_plan_costs_R130() -> None:
    mission = ended(played(0), "elimination")
    red = mission.setup["players"][0]
    red.pop("charges", None)
    plan = mission.state.plan
    assert plan is not None
    object.__setattr__(plan, "costs", {str(red["guild"]): 45})
    lines = [x for x in resolve(mission).guilds[0].feods if x.amount < 0]
    assert [x.amount for x in lines] == [-45] and "R-130" in lines[0].why


@pytest.mark.parametrize("charges", [{"a": 1}, [["x", -5]], [["x", "30"]], [[3, 30]]])
def test_damaged_charges_are_named_never_paid_R130(charges: object) -> None:
    mission = ended(played(0), "elimination")
    mission.setup["players"][0]["charges"] = charges
    with pytest.raises(RulesError, match=r"players\[red\]\.charges"):
        resolve(mission)
