"""The city's numbers in words (6.2): yields, grants, countdowns at their edges."""

from __future__ import annotations

import datetime as dt

import pytest

from demloc.city.model import SpotKind
from demloc.city.rules import load_rules
from demloc.city.words import amounts, every, grants, left, yields


def test_amounts_name_each_resource_and_nothing() -> None:
    assert amounts() == "nothing"
    assert amounts(fame=2, feods=-10, blood_stones=1) == "2 fame, -10 feods, 1 blood stone"
    assert amounts(blood_stones=-2) == "-2 blood stones"


@pytest.mark.parametrize(("hours", "words"), [(1, "every 1 h"), (23, "every 23 h"),
                                              (24, "every day"), (36, "every 36 h"),
                                              (48, "every 2 days")])  # fmt: skip
def test_every(hours: int, words: str) -> None:
    assert every(hours) == words


@pytest.mark.parametrize("kind", list(SpotKind))
def test_every_kind_says_what_it_yields_and_grants(kind: SpotKind) -> None:
    """6.2: a held spot yields fame, feods or blood stones, and grants a bonus."""
    rules = load_rules().of(kind)
    assert yields(rules.income).endswith(every(rules.income.period_hours))
    assert grants(rules) and "nothing" not in yields(rules.income)


@pytest.mark.parametrize(
    ("seconds", "words"),
    [(-5, "due"), (0, "due"), (1, "0 min 01 s"), (59, "0 min 59 s"), (60, "1 min 00 s"),
     (3600, "1 h 00 min"), (3 * 3600 + 12 * 60, "3 h 12 min"), (86_400, "1 d 0 h"),
     (2 * 86_400 + 3 * 3600 + 59, "2 d 3 h")],
)  # fmt: skip
def test_left_counts_down_to_due(seconds: int, words: str) -> None:
    assert left(dt.timedelta(seconds=seconds)) == words
