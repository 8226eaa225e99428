"""Fuzz of the tracker's new event kinds and of the save's new fields (issue 12): any
event, however wrong its fields, is applied or refused with a RulesError that changes
nothing, and a save is replayed to the same state; a damaged plan is refused with a
MissionSaveError naming it, never a traceback."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play_support import begun, follower, spec

from demloc.board.errors import BoardError
from demloc.missions.play import Mission, MissionSaveError, load_mission
from demloc.missions.start import WaveStart
from demloc.rules.errors import RulesError

FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
KINDS = ["effect", "tokens", "kill", "objective_control", "wave_enters", "reinforce",
         "summon", "seals", "bleeding", "poison", "fate", "damage", "new_turn", "pass"]  # fmt: skip
IDS = ["A", "E", "W", "Z", "", "A-daemon-1"]
SQUARES = ["A1", "B1", "B2", "E1", "E2", "F2", "C1", "Z99", "", "a1"]
VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 5), st.sampled_from(IDS + SQUARES),
    st.sampled_from(["N", "E", "S", "W", "Q", 0]), st.lists(st.integers(0, 3), max_size=2),
    st.dictionaries(st.sampled_from(["card", "hit"]), st.integers(0, 3), max_size=2),
)  # fmt: skip
FIELDS = ["character", "target", "player", "effect", "on", "armour", "hearts", "change",
          "at", "facing", "code", "level", "placements", "spec", "amount"]  # fmt: skip
EFFECTS = st.sampled_from(["stunned", "summoning", "possessed", "escaped", "dead", "exhausted"])


@st.composite
def events(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(KINDS))
    event: dict[str, Any] = {"kind": kind}
    for name in draw(st.lists(st.sampled_from(FIELDS), max_size=5, unique=True)):
        event[name] = draw(VALUES)
    if kind == "effect" and draw(st.booleans()):
        event |= {"character": draw(st.sampled_from(IDS)), "effect": draw(EFFECTS),
                  "on": draw(st.booleans())}  # fmt: skip
    if kind == "wave_enters" and draw(st.booleans()):
        event["placements"] = [{"character": "W", "at": draw(st.sampled_from(SQUARES)),
                                "facing": draw(st.sampled_from(["N", "E", "X"]))}]  # fmt: skip
    if kind in ("tokens", "seals", "bleeding", "poison") and draw(st.booleans()):
        event |= {
            "character": draw(st.sampled_from(IDS)),
            "change": draw(st.integers(-3, 3)),
            "armour": draw(st.integers(-3, 4)),
            "hearts": draw(st.integers(-3, 4)),
        }
    return event


def _mission() -> Mission:
    return begun(
        fighters={"A": spec(arcane=2, codes=["rog-code-cinder-lash"]), "E": follower()},
        kept_aside={"W": spec(owner="red", base=3)},
        waves=(WaveStart(1, 2, "own", "", ("W",)),),
        objective={"text": "Hold.", "check": "control", "area": ["B1"], "turns": 3},
        events=[{"turn": 2, "text": "More.", "change": {"kind": "reinforcements", "slots": 1}}],
    )


MISSION = _mission()


@pytest.mark.fuzz
@FUZZ
@given(st.lists(events(), min_size=1, max_size=25))
def test_any_tracker_event_is_applied_or_refused_and_replays(batch: list[dict[str, Any]]) -> None:
    mission = load_mission(MISSION.save_json(), MISSION.ctx)
    for event in batch:
        before, count = mission.state, len(mission.events)
        try:
            mission.do(event)
        except (RulesError, BoardError):
            assert mission.state is before and len(mission.events) == count
    replayed = load_mission(json.loads(json.dumps(mission.save_json())), mission.ctx)
    assert replayed.state.canonical() == mission.state.canonical()


PLAN_FIELDS = ["mission", "mode", "first", "waves", "kept_aside", "zones", "stake", "costs"]
JSON = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-(10**20), 10**20), st.text(max_size=5)),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.text(max_size=6), inner, max_size=3)),
    max_leaves=8,
)  # fmt: skip


@pytest.mark.fuzz
@FUZZ
@given(st.sampled_from(PLAN_FIELDS), JSON, st.sampled_from(["replace", "drop", "whole"]))
def test_a_damaged_plan_is_refused_by_name_or_read(name: str, value: Any, how: str) -> None:
    save = MISSION.save_json()
    plan = dict(save["plan"])
    if how == "replace":
        plan[name] = value
    elif how == "drop":
        plan.pop(name)
    save["plan"] = plan if how != "whole" else value
    try:
        mission = load_mission(save, MISSION.ctx, "s.json")
    except MissionSaveError as error:
        assert str(error).startswith("s.json")
        return
    mission.do({"kind": "new_turn"})  # a plan that loads plays


def _damage(save: dict[str, Any], where: str, value: Any) -> None:
    *path, last = where.split("/")
    target: Any = save
    for step in path:
        target = target[int(step) if step.isdigit() else step]
    target[int(last) if last.isdigit() else last] = value


@pytest.mark.parametrize(
    ("where", "value", "words"),
    [
        ("pantheons/red/0", "rog-daemon-nobody", "pantheons.red[0]: no card with id "
         "'rog-daemon-nobody'"),
        ("pantheons/red/0", "rog-f-city-guard", "pantheons.red[0]: City Guard is not a daemon"),
        ("pantheons/green", [], "pantheons.green: no player plays green"),
        ("plan/mission/objective/area/0", "ZZ999", "plan.mission.objective.area: ZZ999 is off "
         "the map"),
        ("plan/mission/events/0/change/at", "ZZ999", "plan.mission.events.0.change.at: ZZ999 "
         "is off the map"),
        ("plan/zones/red", "nowhere", "plan.zones.red: no deployment zone 'nowhere'"),
        ("plan/waves/0/zone", "nowhere", "plan.waves[0].zone: no deployment zone 'nowhere'"),
        ("plan/mission/turns/limit", "10", "plan.mission.turns.limit: expected a whole "
         "number, got text"),
    ],
)  # fmt: skip
def test_a_save_naming_what_is_not_there_is_refused_by_name(
    where: str, value: Any, words: str
) -> None:
    """Issue 27, item 9: a save naming an unknown pantheon card or a square ZZ999 was
    replayed without a word (R-161)."""
    save = json.loads(json.dumps(MISSION.save_json()))
    load_mission(json.loads(json.dumps(save)), MISSION.ctx, "s.json")  # the good one loads
    _damage(save, where, value)
    with pytest.raises(MissionSaveError) as caught:
        load_mission(save, MISSION.ctx, "s.json")
    assert str(caught.value).startswith("s.json: ") and words in str(caught.value)


def _places(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, child in value.items():
            found += _places(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += _places(child, (*path, index))
    return found


SAVE = json.loads(json.dumps(MISSION.save_json()))
PLACES = [p for p in _places(SAVE)[1:] if p[0] in ("pantheons", "plan")]
# What item 9 of issue 27 names: a square off the map, a turn limit as text, a
# card the catalog lacks, a zone the map lacks; and values of every other kind.
WRONG = ["ZZ999", "A1", "10", 10.0, "rog-daemon-nobody", "rog-f-city-guard", "nowhere",
         "own", "any", None, True, 0, -1, 10**17, "", [], {}, ["ZZ999"], {"a": "ZZ999"}]  # fmt: skip


@FUZZ
@given(st.sampled_from(PLACES), st.sampled_from(WRONG))
def test_a_save_whose_plan_or_pantheons_name_anything_is_refused_by_name_or_plays(
    place: tuple[Any, ...], value: Any
) -> None:
    """Review of issue 27 item 9: any value of the plan or the pantheons, however
    wrong, is refused naming the save, or the save loads and plays a turn."""
    save = json.loads(json.dumps(SAVE))
    target: Any = save
    for step in place[:-1]:
        target = target[step]
    target[place[-1]] = value
    try:
        mission = load_mission(save, MISSION.ctx, "s.json")
    except MissionSaveError as error:
        assert str(error).startswith("s.json: ")
        return
    mission.do({"kind": "new_turn"})
