"""What the city map says of a spot (6.2 "Exploring and conquering the City of DemLoc"):
the task's countdown from an injected now, and the hover's words for every state."""

from __future__ import annotations

import datetime as dt

import pytest

from demloc.city.model import City, SpotKind, load_city
from demloc.city.rules import CityRules, load_rules
from demloc.city.tasks import SpotState
from demloc.ui.city.marks import (
    COLOURS,
    KIND_SYMBOLS,
    UNKNOWN,
    SpotMark,
    countdown,
    hover_text,
    yield_text,
)

NOW = dt.datetime(2026, 5, 1, 12, 0, tzinfo=dt.UTC)
CITY: City = load_city()
RULES: CityRules = load_rules()


@pytest.mark.parametrize(
    ("left", "shown"),
    [
        (dt.timedelta(hours=3, minutes=12), "3 h 12 min"),
        (dt.timedelta(hours=3, minutes=11, seconds=1), "3 h 12 min"),  # rounded up
        (dt.timedelta(seconds=1), "1 min"),
        (dt.timedelta(minutes=59), "59 min"),
        (dt.timedelta(minutes=60), "1 h"),
        (dt.timedelta(hours=23, minutes=59), "23 h 59 min"),
        (dt.timedelta(hours=24), "1 d"),
        (dt.timedelta(days=1, hours=5), "1 d 5 h"),
        (dt.timedelta(days=29, hours=23, minutes=1), "30 d"),
        (dt.timedelta(0), "due"),  # a task ends at its instant
        (dt.timedelta(minutes=-1), "due"),
        (dt.timedelta(days=-400), "due"),
    ],
)
def test_6_2_countdown(left: dt.timedelta, shown: str) -> None:
    assert countdown(NOW + left, NOW) == shown


def test_6_2_every_kind_has_its_own_symbol() -> None:
    assert set(KIND_SYMBOLS) == set(SpotKind)
    assert len(set(KIND_SYMBOLS.values())) == len(SpotKind)
    assert "?" not in KIND_SYMBOLS.values()


def test_a_mark_refuses_a_colour_that_is_no_guilds_and_a_naive_deadline() -> None:
    for colour in COLOURS:
        assert SpotMark(SpotState.HELD, "Us", colour).colour == colour
    with pytest.raises(ValueError, match="red, blue, yellow, green"):
        SpotMark(SpotState.RIVAL, "Them", "purple")
    with pytest.raises(ValueError, match="aware UTC"):
        SpotMark(SpotState.KNOWN, task="acquiring", due_at=dt.datetime(2026, 5, 1, 12))


def test_6_2_an_unknown_spot_hides_its_name_kind_yield_and_grant() -> None:
    text = hover_text(CITY, RULES, "drowned-lantern", UNKNOWN, NOW)
    assert "The Old Harbour" in text
    assert "explore it to learn more" in text
    for hidden in ("Drowned Lantern", "tavern", "yields", "when acquired", "drink"):
        assert hidden not in text


def test_6_2_a_known_spot_says_what_it_is_yields_and_grants() -> None:
    text = hover_text(CITY, RULES, "drowned-lantern", SpotMark(SpotState.KNOWN), NOW)
    lines = text.splitlines()
    assert lines[0] == "The Drowned Lantern"
    assert lines[1] == "tavern in The Old Harbour"
    assert lines[2] == "known"
    assert "yields 2 fame every day" in lines
    tavern = RULES.of(SpotKind.TAVERN)
    assert f"when acquired: {tavern.grant.text}" in lines
    assert CITY.spot("drowned-lantern").description in lines


def test_6_2_a_held_spot_names_the_guild_looking_as_its_holder() -> None:
    mark = SpotMark(SpotState.HELD, "The Red Lantern", "red", detail="next income in 5 h")
    lines = hover_text(CITY, RULES, "kettleburn-forge", mark, NOW).splitlines()
    assert "held by your guild" in lines
    assert "your ensign: The Red Lantern" in lines
    assert "yields 10 feods every day" in lines
    assert lines[-1] == "next income in 5 h"


def test_6_2_a_rival_spot_names_its_holder() -> None:
    mark = SpotMark(SpotState.RIVAL, "The Blue Tide", "blue")
    lines = hover_text(CITY, RULES, "pier-nine", mark, NOW).splitlines()
    assert "held by The Blue Tide" in lines
    assert "held by your guild" not in lines
    nameless = hover_text(CITY, RULES, "pier-nine", SpotMark(SpotState.RIVAL), NOW)
    assert "held by another guild" in nameless.splitlines()


@pytest.mark.parametrize("state", list(SpotState))
def test_6_2_a_task_under_way_counts_down_in_the_hover(state: SpotState) -> None:
    due = NOW + dt.timedelta(hours=3, minutes=12)
    mark = SpotMark(state, task="exploring", due_at=due)
    assert "exploring: 3 h 12 min left" in hover_text(CITY, RULES, "salt-market", mark, NOW)
    late = hover_text(CITY, RULES, "salt-market", mark, due + dt.timedelta(seconds=1))
    assert "exploring: due" in late.splitlines()
    # Without a clock the task is named, with no time.
    assert "exploring" in hover_text(CITY, RULES, "salt-market", mark, None).splitlines()


def test_a_yield_of_several_amounts_and_of_none() -> None:
    income = RULES.of(SpotKind.TAVERN).income
    both = income.model_copy(update={"feods": 3, "blood_stones": 1})
    assert yield_text(both) == "yields 2 fame, 3 feods, 1 blood stone every day"
    none = income.model_copy(update={"fame": 0})
    assert yield_text(none) == "yields nothing on its own"
