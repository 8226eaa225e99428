"""The city's stored forms fuzzed (a task, an outcome, a drawn event: the JSON the store
will keep in its rows): one value anywhere replaced by a wrong type or a hostile value.
Each is refused with CityFormatError naming what it is, or read and round-trips: never
a traceback."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
from city_core_support import ALWAYS_THREAT, DAY, T0, city, ready, rules, rules_with
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from demloc.city.errors import CityFormatError
from demloc.city.events import Drawn, draw
from demloc.city.tasks import Outcome, SpotState, Standing, Task, plan_acquire, settle

EXAMPLES = int(os.environ.get("DEMLOC_FUZZ_EXAMPLES", "120"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize="DEMLOC_FUZZ_EXAMPLES" not in os.environ,
)
WRONG: list[object] = [
    None, True, 0, -1, 2**63, -(10**17), 1.5, 1e308, "", " ", "x" * 3000, "\u202e", "\x00",
    "2026-03-01T12:00:00", "2026-13-01T12:00:00Z", [], [1], [1, 1], {}, {"a": None},
]  # fmt: skip
TASK = plan_acquire(city(), rules(), "kettleburn-forge", ready(1, 2, 3), Standing(SpotState.KNOWN),
                    limit=3, away=0, now=T0, seed=9)  # fmt: skip
OUTCOME = settle(TASK, TASK.due_at)
DRAWN = draw(rules_with(ALWAYS_THREAT), 1, T0, T0 + DAY, [city().spot("kettleburn-forge")]).events[
    0
]
FORMS: list[tuple[dict[str, Any], Any]] = [
    (TASK.to_json(), Task), (OUTCOME.to_json() if OUTCOME else {}, Outcome), (DRAWN.to_json(), Drawn),
]  # fmt: skip


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, child in value.items():
            found += _paths(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += _paths(child, (*path, index))
    return found


@pytest.mark.fuzz
@FUZZ
@given(st.integers(0, 2), st.integers(0, 10**6), st.sampled_from(WRONG))
def test_fuzz_the_city_stored_forms(which: int, pick: int, wrong: object) -> None:
    good, model = FORMS[which]
    data = json.loads(json.dumps(good))
    paths = _paths(data)[1:]
    path = paths[pick % len(paths)]
    into = data
    for step in path[:-1]:
        into = into[step]
    into[path[-1]] = wrong
    try:
        read = model.from_json(data)
    except CityFormatError as error:
        assert str(error).split(":")[0] in ("task", "outcome", "event")
    else:
        assert model.from_json(read.to_json()) == read


def test_the_forms_fuzzed_are_whole() -> None:
    assert OUTCOME is not None and DRAWN.spot_id == "kettleburn-forge"
    for good, model in FORMS:
        assert model.from_json(good).to_json() == good
