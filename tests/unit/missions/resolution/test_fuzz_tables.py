"""The provisional tables a player can correct (injuries.toml, titles.toml), and a
stored resolution's JSON, fuzzed: truncation, byte flips, wrong types, huge numbers.
Each damaged text is refused with its named error naming the file or field (or read,
when the damage left it valid): never a traceback (RULINGS.md R-98, R-104)."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from demloc.missions.resolution.injuries import TableFileError, parse_table
from demloc.missions.resolution.model import (
    CharacterResult,
    Fate,
    GuildResult,
    Line,
    Resolution,
    ResolutionFormatError,
    SpotResult,
)
from demloc.missions.resolution.titles import TitlesFileError, parse_titles
from demloc.paths import resources_dir

EXAMPLES = int(os.environ.get("DEMLOC_FUZZ_EXAMPLES", "120"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize="DEMLOC_FUZZ_EXAMPLES" not in os.environ,
)
INJURIES = (resources_dir() / "injuries.toml").read_text(encoding="utf-8")
TITLES = (resources_dir() / "titles.toml").read_text(encoding="utf-8")
SAMPLE = Resolution(
    "p", "m", "T", "S", "standard", "red", "objective",
    guilds=(GuildResult("red", "g", "Owls", "local", fame=(Line(3, "why"),),
                        characters=(CharacterResult("A", "c", "Al", "mercenary", Fate.INJURED,
                                                    "hurt", missions_out=1, deeds=(("kills", 2),)),),
                        titles=(("c", "Blooded"),)),),
    spot=SpotResult("s", "Spot", "", "g", "won by Owls"), seed=5, rolls=(("A", 4),),
)  # fmt: skip


def _damaged(text: str, cut: int, flips: list[tuple[int, int]]) -> str:
    data = bytearray(text.encode("utf-8"))[: max(0, cut)]
    for at, byte in flips:
        if data:
            data[at % len(data)] = byte
    return data.decode("utf-8", errors="replace")


@pytest.mark.fuzz
@FUZZ
@given(
    st.integers(0, len(INJURIES)),
    st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), max_size=6),
)
def test_injury_table_damaged(cut: int, flips: list[tuple[int, int]]) -> None:  # fmt: skip
    try:
        parse_table(_damaged(INJURIES, cut, flips), "injuries.toml")
    except TableFileError as error:
        assert str(error).startswith("injuries.toml")


@pytest.mark.fuzz
@FUZZ
@given(
    st.integers(0, len(TITLES)),
    st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), max_size=6),
)
def test_titles_damaged(cut: int, flips: list[tuple[int, int]]) -> None:  # fmt: skip
    try:
        parse_titles(_damaged(TITLES, cut, flips), "titles.toml")
    except TitlesFileError as error:
        assert str(error).startswith("titles.toml")


@pytest.mark.parametrize(
    ("table", "old", "new", "words"),
    [
        ("injuries", "die = 10", 'die = "10"', "die: expected a whole number, got text"),
        ("injuries", "low = 1", "low = 1.0", "low: expected a whole number, got a decimal"),
        ("injuries", "provisional = true", "provisional = 1", "provisional: expected true or "
         "false, got a whole number"),
        ("titles", "at = 1", 'at = "1"', "at: expected a whole number, got text"),
        ("titles", "provisional = true", "provisional = 2026-01-01", "provisional: a date or "
         "time, where the file takes none"),
    ],
)  # fmt: skip
def test_a_value_of_another_type_is_refused_never_converted(
    table: str, old: str, new: str, words: str
) -> None:
    """Issue 27, item 9 (R-161): a number written as text was read as the number."""
    text, parse, error = (
        (INJURIES, parse_table, TableFileError)
        if table == "injuries"
        else (TITLES, parse_titles, TitlesFileError)
    )
    assert old in text
    with pytest.raises(error) as caught:
        parse(text.replace(old, new, 1), f"{table}.toml")  # type: ignore[operator]
    assert str(caught.value).startswith(f"{table}.toml: ") and words in str(caught.value)


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**12), 10**12) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=10,
)  # fmt: skip


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            found += _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            found += _paths(v, (*prefix, i))
    return found


@pytest.mark.fuzz
@FUZZ
@given(st.integers(0, 10**6), JSONISH)
def test_resolution_json_with_one_value_replaced(pick: int, value: Any) -> None:
    data = SAMPLE.to_json()
    paths = [p for p in _paths(data) if p]
    path = paths[pick % len(paths)]
    into: Any = data
    for part in path[:-1]:
        into = into[part]
    into[path[-1]] = value
    try:
        again = Resolution.from_json(data)
    except ResolutionFormatError as error:
        assert str(error).startswith("resolution")
    else:
        assert Resolution.from_json(again.to_json()) == again


@pytest.mark.fuzz
@FUZZ
@given(
    st.integers(0, 2000),
    st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), max_size=4),
)
def test_resolution_text_damaged(cut: int, flips: list[tuple[int, int]]) -> None:  # fmt: skip
    try:
        Resolution.from_text(_damaged(SAMPLE.to_text(), cut, flips))
    except ResolutionFormatError as error:
        assert str(error).startswith("resolution")


def test_sample_round_trips_exactly() -> None:
    assert Resolution.from_text(SAMPLE.to_text()) == SAMPLE
    assert json.loads(SAMPLE.to_text()) == SAMPLE.to_json()
