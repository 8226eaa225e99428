"""Finished missions for the resolution's tests: the tracker's small boards played by
random legal actions (missions/play/simulate.py), then ended by a reason."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parents[1] / "play"))

from play_support import begun  # type: ignore[import-not-found,unused-ignore]

from demloc.missions.play import Mission, Phase
from demloc.missions.play.simulate import play_random_mission
from demloc.missions.setup import Mode

REWARDS = {
    "winner": {"fame": 10, "feods": 5},
    "others": {"fame": 2},
    "per_kill": {"mercenary": {"fame": 3, "feods": 1}, "follower": {"fame": 1}},
    "per_objective": {"fame": 4},
}


def played(seed: int = 0, rounds: int = 30, mode: Mode = Mode.STANDARD, **options: Any) -> Mission:
    """A mission played at random to its last legal turn (seed 0: red's A is killed by
    blue's E in turn 4)."""
    options.setdefault("rewards", REWARDS)
    mission = begun(seed=seed, mode=mode, **options)
    return play_random_mission(mission, rounds, seed)


def ended(mission: Mission, reason: str, **fields: Any) -> Mission:
    if mission.state.phase is not Phase.ENDED:
        mission.do({"kind": "end_mission", "reason": reason, **fields})
    return mission
