"""Missions begun from a set-up's hand-off on small sketched boards, for the tracker's
tests: a mission file's plan (objective, waves, events, zones) on a few squares."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from demloc.board.position import DeploymentZone
from demloc.board.sketch import sketch_map
from demloc.board.squares import Square
from demloc.catalog.catalog import Catalog
from demloc.missions.play import Context, Mission, begin
from demloc.missions.setup import Mode
from demloc.missions.spec import Mission as MissionSpec
from demloc.missions.start import MissionStart, WaveStart
from demloc.paths import resources_dir
from demloc.rules.dice import load_dice
from demloc.rules.errors import RulesError

DICE = load_dice(resources_dir() / "dice.toml")
AXE = {"name": "Axe", "type": "axe", "damage": 2}
# Two rows of six: red's zone the left two columns, blue's the right two.
BOARD = """
+ + + + + + +
 A . . . . E
+ + + + + + +
 . . . . . .
+ + + + + + +
"""
PEOPLE = {"A": {"colour": "red", "facing": "E"}, "E": {"colour": "blue", "facing": "W"}}
RED_ZONE = ["A1", "B1", "A2", "B2"]
BLUE_ZONE = ["E1", "F1", "E2", "F2"]


def spec(**extra: Any) -> dict[str, Any]:
    """A mercenary given by numbers: armour 3, hit 2, an axe."""
    return {"armour": 3, "hit": 2, "movement": 4, "hand_to_hand": "2", "ranged": "1",
            "primary": AXE, "favourite": "axe", **extra}  # fmt: skip


def follower(**extra: Any) -> dict[str, Any]:
    return {"armour": 2, "hit": 1, "movement": 4, "hand_to_hand": "1", "primary": AXE, **extra}


def mission_spec(**fields: Any) -> MissionSpec:
    data: dict[str, Any] = {
        "id": "test-mission",
        "name": "Test Mission",
        "story": "A test.",
        "kind": "eliminate",
        "players": [2],
        "objective": {"text": "Eliminate them.", "check": "eliminate"},
        "map": {"tiles": [{"tile": 1, "side": "A", "at": "A1"}]},
        "deployment": {
            "2": [{"name": "west", "squares": RED_ZONE}, {"name": "east", "squares": BLUE_ZONE}]
        },
        "slots": 2,
    }
    data.update(fields)
    return MissionSpec.model_validate(data)


def start(
    *,
    drawing: str = BOARD,
    people: dict[str, dict[str, Any]] = PEOPLE,
    fighters: dict[str, dict[str, Any]] | None = None,
    kept_aside: dict[str, dict[str, Any]] | None = None,
    waves: tuple[WaveStart, ...] = (),
    first: str = "blue",
    mode: Mode = Mode.TRAINING,
    named_zones: bool = False,
    pantheon: tuple[str, ...] | None = None,
    **fields: Any,
) -> tuple[MissionStart, Context]:
    board_map, library = sketch_map(drawing, people)
    zones = (
        DeploymentZone("west", tuple(Square.parse(s) for s in RED_ZONE)),
        DeploymentZone("east", tuple(Square.parse(s) for s in BLUE_ZONE)),
    )
    board_map = dataclasses.replace(board_map, zones=zones)
    hand_off = MissionStart(
        mission=mission_spec(**fields),
        mode=mode,
        stake=None,
        board_map=board_map,
        fighters=fighters or {k: spec() for k in people},
        kept_aside=kept_aside or {},
        waves=waves,
        players=tuple(
            {"colour": c, "guild": g, "name": g.title(), "source": "local"}
            | ({"zone": z} if named_zones else {})
            for c, g, z in (("red", "owls", "west"), ("blue", "hands", "east"))
        ),
        first=first,
        costs={},
    )  # fmt: skip
    gods = PANTHEON if pantheon is None else pantheon
    return hand_off, Context(library, catalog_of(), DICE, {"red": gods, "blue": gods})


PANTHEON = ("rog-daemon-cinder-imp", "rog-daemon-kiln-fiend", "rog-daemon-pyre-sovereign")
_CATALOG: list[Catalog] = []


def catalog_of() -> Catalog:
    if not _CATALOG:
        from demloc.catalog.catalog import load_catalog
        from demloc.paths import builtin_sets_dir

        _CATALOG.append(load_catalog([builtin_sets_dir()]))
    return _CATALOG[0]


def begun(seed: int = 7, fate: int = 0, **options: Any) -> Mission:
    hand_off, ctx = start(**options)
    mission = begin(hand_off, ctx, seed)
    if fate:
        for colour in ("red", "blue"):
            mission.do({"kind": "fate", "player": colour, "change": fate})
    return mission


def refused(mission: Mission, event: dict[str, Any], fragment: str) -> str:
    """`event` is refused with a message holding `fragment`; nothing changes."""
    before, count = mission.state, len(mission.events)
    with pytest.raises(RulesError, match=fragment) as error:
        mission.do(event)
    assert mission.state is before and len(mission.events) == count
    return str(error.value)


def pass_turn(mission: Mission) -> None:
    """Every player passes both phases: the turn is over."""
    turn = mission.state.turn
    while mission.state.turn == turn and mission.state.phase.value in ("strategic", "brawl"):
        mission.do({"kind": "pass"})


def said(mission: Mission, fragment: str) -> bool:
    return any(fragment in line for line in mission.state.log)


# Two rows of a 6-square strip, A and B facing E and F across it: the summoning's and
# the review's tests (two a side; test_resolve_four colours them four ways).
FOUR = """
+ + + + + + +
 A . . . . E
+ + + + + + +
 B . . . . F
+ + + + + + +
"""
TWO_A_SIDE = {
    "A": {"colour": "red", "facing": "E"}, "B": {"colour": "red", "facing": "E"},
    "E": {"colour": "blue", "facing": "W"}, "F": {"colour": "blue", "facing": "W"},
}  # fmt: skip
CINDER_CODE = "rog-code-cinder-lash"  # cinder kabbalah, summoning 1 white 2 black
