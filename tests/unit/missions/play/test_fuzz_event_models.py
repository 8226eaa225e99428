"""Issue 29 ("the objects documented from their models"): every event goes through its
model (missions/play/event_models.py) before its handler. Random and hostile JSON
thrown at `Mission.do` is applied, or refused with one RulesError whose one-line
message names the event; never another exception, and a refusal changes nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play_support import begun, follower, spec

from demloc.missions.play import Mission, load_mission
from demloc.missions.play.event_models import MODELS, Corrected, Placement
from demloc.missions.play.events import HANDLERS
from demloc.rules.errors import RulesError

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
KINDS = sorted(HANDLERS)
# Every field a model knows, and a few it does not.
FIELDS = sorted(
    {name for model in MODELS.values() for name in model.model_fields}
    | set(Placement.model_fields)
    | set(Corrected.model_fields)
    | {"kinds", "notes", "faces", "", "__class__", "x" * 300}
)
IDS = ["A", "E", "", "Z", "A-daemon-1", "x" * 200]
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(allow_nan=True),
    st.text(max_size=20), st.sampled_from([*IDS, "A1", "B2", "E2", "a1", "ZZ999", "N", "q",
                                          "red", "blue", "purple", "white", "free", "FURY"]),
)  # fmt: skip
JSON = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=6), inner, max_size=4),
    ),
    max_leaves=12,
)


# A good event of each kind for the mission below (A red, E blue), for the fuzz to spoil
# a field or two of: the handlers are reached, not only the models.
GOOD: dict[str, dict[str, Any]] = {
    "move": {"character": "A", "to": "B1", "facing": "E"},
    "possessed_move": {"character": "A"},
    "shoot": {"character": "A", "target": "E"},
    "channel": {"character": "A", "roll": 2},
    "cast": {"character": "A", "target": "E", "code": "rog-code-cinder-lash"},
    "summon": {"character": "A", "code": "rog-code-cinder-lash", "level": 1, "hearts": 2,
               "at": "B2"},
    "arcane_test": {"character": "A", "target": "A", "purpose": "cancel"},
    "pick_up": {"character": "A"}, "deposit": {"character": "A"}, "escape": {"character": "A"},
    "attack": {"character": "A", "target": "E"}, "pentacle": {"character": "A"},
    "ability": {"character": "A", "ability": "FURY"},
    "destroy": {"character": "A", "at": "B1"},
    "damage": {"character": "E", "amount": 1}, "damage_off": {"character": "E", "track": "hit"},
    "seals": {"character": "A", "change": 1}, "fate": {"player": "red", "change": 1},
    "bleeding": {"character": "E", "change": 1, "player": "red"},
    "poison": {"character": "E", "change": 1, "player": "red"},
    "mana": {"character": "A", "white": 1},
    "effect": {"character": "E", "effect": "stunned", "on": True},
    "tokens": {"character": "E", "armour": 1}, "kill": {"player": "red", "target": "E"},
    "element_destroyed": {"at": "C1"}, "objective_control": {"player": "red"},
    "wave_enters": {"placements": [{"character": "W", "at": "A2", "facing": "N"}]},
    "reinforce": {"player": "red", "character": "R", "spec": {"card": "rog-f-city-guard"},
                  "at": "A2", "facing": "E"},
    "news_seen": {"turn": 1}, "end_mission": {"reason": "surrender", "player": "red"},
    "correct": {"miniatures": [{"character": "A", "at": "B2", "facing": "N"},
                               {"character": "E", "at": "A1", "facing": "S"}],
                "source": "photo"},
}  # fmt: skip


@st.composite
def hostile(draw: st.DrawFn) -> Any:
    """A good event with a field or two spoilt (or added), or any JSON at all."""
    if draw(st.integers(0, 9)) == 0:
        return draw(JSON)
    kind = draw(st.sampled_from(KINDS))
    event: dict[str, Any] = {"kind": kind, **GOOD.get(kind, {})}
    names = sorted(set(event) - {"kind"} | set(MODELS[kind].model_fields) - {"kind"})
    for name in draw(st.lists(st.sampled_from(names or FIELDS), max_size=2, unique=True)):
        event[name] = draw(JSON)
    if draw(st.integers(0, 4)) == 0:
        event[draw(st.sampled_from(FIELDS))] = draw(JSON)
    return event


MISSION = begun(
    fighters={"A": spec(arcane=2, codes=["rog-code-cinder-lash"]), "E": follower()},
    objective={"text": "Hold.", "check": "control", "area": ["B1"], "turns": 3},
)


def _played() -> Mission:
    mission = load_mission(MISSION.save_json(), MISSION.ctx)
    mission.do({"kind": "new_turn"})
    if mission.state.current != "red":
        mission.do({"kind": "pass"})  # A's go: his events reach their handlers
    return mission


@pytest.mark.fuzz
@FUZZ
@given(st.lists(hostile(), min_size=1, max_size=8))
def test_any_json_event_is_applied_or_refused_with_one_message(batch: list[Any]) -> None:
    mission = _played()
    for event in batch:
        before, events = mission.state, list(mission.events)
        try:
            mission.do(event)
        except RulesError as error:
            message = str(error)
            assert message and "\n" not in message and "Traceback" not in message
            assert mission.state is before and mission.events == events
    # What was done is saved, and replays to the same state: never lose a thing.
    replayed = load_mission(json.loads(json.dumps(mission.save_json())), mission.ctx)
    assert replayed.state.canonical() == mission.state.canonical()


@pytest.mark.parametrize(
    "dice",
    [{"d6": ["x"]}, {"arcane": [1]}, {"d10": [-1]}, {"coin": [1]}, None, {"d6": [True]}],
)
def test_recorded_dice_the_replay_could_not_read_are_refused_when_done(dice: Any) -> None:
    """Before the models a pass with {"dice": {"d6": ["x"]}} was done and saved, and the
    save then failed to load ("its fields are not what a pass event holds")."""
    mission = _played()
    before, count = mission.state, len(mission.events)
    with pytest.raises(RulesError, match=r"^pass \(7, 7\.3\.2\.3\): dice"):
        mission.do({"kind": "pass", "dice": dice})
    assert mission.state is before and len(mission.events) == count


@pytest.mark.parametrize("kind", KINDS)
def test_a_field_no_event_has_is_named_after_the_kind_and_changes_nothing(kind: str) -> None:
    """Each kind's model refuses a field it does not know, naming it after the kind."""
    mission = _played()
    before, count = mission.state, len(mission.events)
    with pytest.raises(RulesError, match=rf"^{kind} \([0-9., ]+\): .*teleport: this field"):
        mission.do({"kind": kind, "teleport": 1})
    assert mission.state is before and len(mission.events) == count


@pytest.mark.parametrize("event", [[], "pass", 5, None, {"kind": 5}, {"kind": "x" * 500}, {}])
def test_what_is_not_an_event_is_refused_with_one_message(event: Any) -> None:
    mission = _played()
    before, count = mission.state, len(mission.events)
    with pytest.raises(RulesError, match="event"):
        mission.do(event)
    assert mission.state is before and len(mission.events) == count


@pytest.mark.parametrize(
    ("fields", "named"),
    [
        ({"to": "b1"}, "to: 'b1' is not a square"),
        ({"facing": "e"}, "facing: .*got 'e'"),
        ({"facing": " E"}, "facing: .*got ' E'"),
        ({"fly": None}, "fly: expected true or false, got nothing"),  # left out, never null
    ],
)
def test_an_event_names_squares_and_facings_as_the_app_writes_them(
    fields: dict[str, Any], named: str
) -> None:
    """R-179 (6.4.2): a square in capitals, a facing by its capital letter, as the set-up's
    actions name them, an optional field left out; the same move so written is done."""
    mission = _played()
    good = {"kind": "move", "character": "A", "to": "B1", "facing": "E"}
    with pytest.raises(RulesError, match=rf"^move \(7\.2\.1, 7\.3\.1, 8\.4\): {named}"):
        mission.do(good | fields)
    mission.do(good)
    assert mission.state.board_map.character("A").at.name == "B1"  # type: ignore[union-attr]
