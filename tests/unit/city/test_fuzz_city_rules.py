"""city_rules.toml fuzzed, as tests/unit/test_fuzz_formats.py does the other formats a
player can hand the app: truncation, byte flips, hostile snippets, a value anywhere
replaced by a wrong type or a huge number, and folders, links and pipes where the file
belongs. Each damaged file is refused with CityRulesFileError naming the file (or read,
when the damage left it valid, and then usable): never a traceback, never a hang."""

from __future__ import annotations

import datetime as dt
import os
import re
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from demloc.city.errors import CityRulesFileError
from demloc.city.events import draw
from demloc.city.model import load_city
from demloc.city.rules import CityRules, load_rules, rules_path
from demloc.city.tasks import SpotState, TaskKind, preview
from support.hostile_paths import not_files

EXAMPLES = int(os.environ.get("DEMLOC_FUZZ_EXAMPLES", "120"))
SLOWEST = 10.0  # s a reading may take: a hang fails, a loaded machine (~4x slower) not
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize="DEMLOC_FUZZ_EXAMPLES" not in os.environ,
)
GOOD = rules_path().read_bytes()
HOSTILE = [
    b"\x00", "\u202e".encode(), b"\xff\xfe", b"\xc3", b"9" * 5000, b"[" * 5000, b"{" * 3000,
    b"nan", b"inf", b"-inf", b"1e999", b"a = 1\na = 2\n", b'"\\u0000"', b"\n[[event]]\n",
    b"\n[kinds.forge]\n", b"\r", b"\t", b"-1", b"99999999999999999999", b"[]", b"{}",
    b"\n[[event.option]]\n", b'"{spot}{spot}"',
]  # fmt: skip
# TOML values put in place of any value of the file.
WRONG = [
    "0", "-1", "-999999999999", "999999999999999999", "1.5", "nan", "inf", "true", '""',
    '" "', '"' + "x" * 3000 + '"', '"\\u202e"', "[]", "[1]", "{}", "{ a = 1 }",
    '"forge"', '"2026-03-01T12:00:00Z"', "2026-03-01T12:00:00Z", '"default"',
    '"10"', '"true"', "10.0", "1", "2026-03-01",  # issue 27: never converted
]  # fmt: skip
VALUE = re.compile(rb"^(\s*[A-Za-z_]+\s*=\s*)(.+)$", re.MULTILINE)


@st.composite
def damaged(draw_: st.DrawFn) -> bytes:
    kind = draw_(st.sampled_from(["truncate", "flip", "insert", "delete", "value"]))
    at = draw_(st.integers(0, len(GOOD) - 1))
    if kind == "truncate":
        return GOOD[:at]
    if kind == "flip":
        return GOOD[:at] + bytes([draw_(st.integers(0, 255))]) + GOOD[at + 1 :]
    if kind == "delete":
        return GOOD[:at] + GOOD[at + draw_(st.integers(1, 40)) :]
    if kind == "insert":
        return GOOD[:at] + draw_(st.sampled_from(HOSTILE)) + GOOD[at:]
    values = list(VALUE.finditer(GOOD))
    found = values[draw_(st.integers(0, len(values) - 1))]
    wrong = draw_(st.sampled_from(WRONG)).encode()
    return GOOD[: found.start(2)] + wrong + GOOD[found.end(2) :]


def _usable(rules: CityRules) -> None:
    """A file that was read works: every spot previews, a week of events draws."""
    city = load_city()
    for spot in city.spots:
        for task in TaskKind:
            shown = preview(city, rules, spot.id, task, 3, SpotState.KNOWN)
            assert 0 <= shown.chance <= 100 and shown.hours >= 1
    start = dt.datetime(2026, 3, 1, tzinfo=dt.UTC)
    draw(rules, 1, start, start + dt.timedelta(days=7), city.spots)


@pytest.mark.fuzz
@FUZZ
@given(damaged())
def test_fuzz_city_rules_files(tmp_path_factory: pytest.TempPathFactory, bad: bytes) -> None:
    path = tmp_path_factory.mktemp("city") / "city_rules.toml"
    path.write_bytes(bad)
    started = time.monotonic()
    try:
        _usable(load_rules(path))
    except CityRulesFileError as error:
        assert str(error).startswith(str(path))  # the file is named, one message
        assert "Traceback" not in str(error)
    assert time.monotonic() - started < SLOWEST


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("base_chance = 50", 'base_chance = "50"', "base_chance: expected a whole number, got text"),
        ("period_hours = 24", "period_hours = 24.0", "period_hours: expected a whole number, got a "
         "decimal number"),
        ("provisional = true", "provisional = 1", "provisional: expected true or false, got a "
         "whole number"),
    ],
)  # fmt: skip
def test_a_value_of_another_type_is_refused_never_converted(
    tmp_path: Path, old: str, new: str, words: str
) -> None:
    """Issue 27, item 9 (R-161): "50" was read as 50 without a word."""
    text = GOOD.decode("utf-8")
    assert old in text
    path = tmp_path / "city_rules.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CityRulesFileError) as caught:
        load_rules(path)
    assert str(caught.value).startswith(f"{path}: ") and words in str(caught.value)


def test_the_fuzzer_damages_values_as_well_as_bytes() -> None:
    assert len(list(VALUE.finditer(GOOD))) > 100  # every line "name = value" can be hit


def test_folders_links_and_pipes_where_the_file_belongs(tmp_path: Path) -> None:
    for path in not_files(tmp_path, "city_rules.toml"):
        with pytest.raises(CityRulesFileError, match=re.escape(str(path))):
            load_rules(path)
