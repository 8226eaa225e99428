"""resolve() with every library mission's rewards (resources/missions/, 6.4.1, 6.4.2):
the winner's and the others' lines, per kill, per objective, as each file gives them."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from resolution_support import ended, played

from demloc.missions.library import read_mission
from demloc.missions.resolution.resolve import resolve
from demloc.paths import resources_dir

FILES = sorted((resources_dir() / "missions").glob("*.toml"))


def test_the_library_has_missions() -> None:
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_library_rewards_give_their_lines_6_4_1(path: Path) -> None:
    spec = read_mission(path)
    mission = ended(played(0), "elimination")  # blue's E killed red's A: 1 mercenary
    last = mission.states[mission.cursor]
    assert last.plan is not None
    plan = dataclasses.replace(last.plan, mission=spec)
    mission.states[mission.cursor] = dataclasses.replace(last, plan=plan)
    r = resolve(mission, "lib")
    red, blue = r.guilds
    rewards = spec.rewards
    per_merc = rewards.per_kill.get("mercenary")
    expected_fame = rewards.winner.fame + rewards.per_objective.fame
    expected_feods = rewards.winner.feods + rewards.per_objective.feods
    if per_merc is not None:
        expected_fame += per_merc.fame
        expected_feods += per_merc.feods
    assert (blue.fame_total, blue.feods_total) == (expected_fame, expected_feods)
    assert (red.fame_total, red.feods_total) == (rewards.others.fame, rewards.others.feods)
    assert r.title == spec.name and r.mission == spec.id and r.story == spec.story
    assert all(line.amount != 0 and "(6.4." in line.why for line in (*blue.fame, *blue.feods))
