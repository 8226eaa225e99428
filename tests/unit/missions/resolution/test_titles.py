"""Deeds across missions and the titles they earn (issue 13 campaign; RULINGS.md R-102,
R-104): provisional data, kills credited to the character whose hit killed."""

from __future__ import annotations

import pytest
from resolution_support import ended, played

from demloc.missions.play import Mission
from demloc.missions.resolution.deeds import DEEDS, add_counts
from demloc.missions.resolution.model import Fate
from demloc.missions.resolution.resolve import kills_by, resolve
from demloc.missions.resolution.titles import (
    TitlesFileError,
    load_titles,
    parse_titles,
    titles_earned,
)


def deeds_of(mission: Mission, **entered: int) -> dict[str, dict[str, int]]:
    return {
        c.card_id or c.character: dict(c.deeds)
        for g in resolve(mission, entered=entered).guilds
        for c in g.characters
        if c.deeds
    }


def test_kill_credited_to_the_attacker_R102() -> None:
    mission = ended(played(0), "elimination")
    assert kills_by(mission) == {"E": ["A"]}
    deeds = deeds_of(mission, A=1)  # sketched fighters have no card: keyed by their ids
    assert deeds["E"] == {"kills": 1, "missions": 1, "objectives": 1}
    assert deeds["A"] == {"kills": 0, "missions": 0, "objectives": 0}  # the roll: dead


def test_a_mercenary_taken_out_who_lives_survived_the_mission_R109() -> None:
    mission = ended(played(0), "elimination")  # A out of the game, blue lost
    for face in range(1, 11):
        (a,) = [c for g in resolve(mission, entered={"A": face}).guilds for c in g.characters
                if c.character == "A"]  # fmt: skip
        survived = a.fate is not Fate.DEAD
        assert dict(a.deeds) == {"kills": 0, "missions": int(survived), "objectives": 0}


def test_zero_kills_no_deeds_but_a_mission_survived_R104() -> None:
    mission = ended(played(3, rounds=1), "surrender", player="red", agreed=["blue"])
    assert kills_by(mission) == {}
    for counts in deeds_of(mission).values():
        assert counts["kills"] == 0 and counts["missions"] >= 1


@pytest.mark.parametrize("deed", DEEDS)
def test_every_deed_has_titles_at_thresholds(deed: str) -> None:
    titles = load_titles()
    assert titles.provisional
    first = min(t.at for t in titles.title if t.deed == deed)
    below = {"c": {deed: first - 1}}
    at = {"c": {deed: first}}
    earned = titles_earned(below, at, titles)
    assert len(earned) == 1 and earned[0][0] == "c"
    assert titles_earned(at, at, titles) == ()  # never earned twice
    assert titles_earned({}, {"c": {deed: 0}}, titles) == ()  # 0 is a real count


def test_add_counts_sums_missions() -> None:
    total = add_counts({"c": {"kills": 4, "missions": 2, "objectives": 0}}, {"c": {"kills": 1},
                       "d": {"missions": 1}})  # fmt: skip
    assert total["c"]["kills"] == 5 and total["d"] == {"kills": 0, "missions": 1, "objectives": 0}
    titles = load_titles()
    assert ("c", "Butcher") in titles_earned({"c": {"kills": 4}}, total, titles)


def test_bad_titles_file_names_the_field() -> None:
    with pytest.raises(TitlesFileError, match=r"t\.toml: title\.0\.at"):
        parse_titles('[[title]]\nname="X"\ndeed="kills"\nat=0\neffect="e"\n', "t.toml")
    with pytest.raises(TitlesFileError, match="listed twice"):
        parse_titles('[[title]]\nname="X"\ndeed="kills"\nat=1\neffect="e"\n' * 2, "t.toml")


def test_a_training_mission_counts_no_deed_6_4() -> None:
    from demloc.missions.setup import Mode

    mission = ended(played(0, mode=Mode.TRAINING), "elimination")
    assert all(c.deeds == () for g in resolve(mission).guilds for c in g.characters)
