"""A held spot's income (6.2: timers "for the collection of fame, feods or Blood stones";
R-123): whole periods since the last collection, the end of a period included; a clock
moved back pays nothing, never less than nothing; nothing is ever paid twice."""

from __future__ import annotations

import datetime as dt

import pytest
from city_core_support import DAY, HOUR, T0, TAVERN, TICK, city, rules, spot_of

from demloc.city.income import due, due_all
from demloc.city.ledger import REASON_CHARS, Line, lines
from demloc.missions.city import SpotKind


@pytest.mark.parametrize("kind", list(SpotKind))
def test_one_period_pays_the_kinds_yield_once_6_2(kind: SpotKind) -> None:
    spot = spot_of(kind)
    income = rules().of(kind).income
    period = income.period_hours * HOUR
    before = due(spot, rules(), T0, T0 + period - TICK)
    assert (before.periods, before.lines, before.through) == (0, (), T0)
    assert before.next_at == T0 + period
    at = due(spot, rules(), T0, T0 + period)  # the period's end counts
    assert at.periods == 1 and at.through == T0 + period and at.next_at == T0 + 2 * period
    paid = {line.kind: line.amount for line in at.lines}
    expected = {"fame": income.fame, "feods": income.feods, "blood_stones": income.blood_stones}
    assert paid == {k: v for k, v in expected.items() if v != 0}
    assert paid  # every kind yields something
    assert all(spot.name in line.why and "(6.2)" in line.why for line in at.lines)


def test_whole_periods_only_and_the_part_under_way_is_kept_r_123() -> None:
    spot = spot_of(SpotKind.TAVERN)  # 2 fame a day
    got = due(spot, rules(), T0, T0 + 2 * DAY + 23 * HOUR)
    assert got.periods == 2 and got.through == T0 + 2 * DAY
    assert got.lines == (Line(4, "fame", "The Drowned Lantern: 2 × 24 h held (6.2)"),)
    rest = due(spot, rules(), got.through, T0 + 3 * DAY)  # the next collection
    assert rest.periods == 1  # the 23 hours were not lost


def test_collected_twice_at_the_same_moment_pays_once_r_123() -> None:
    spot = spot_of(SpotKind.MARKET)
    first = due(spot, rules(), T0, T0 + 3 * DAY)
    second = due(spot, rules(), first.through, T0 + 3 * DAY)
    assert first.periods == 3 and first.lines[0].amount == 45
    assert (second.periods, second.lines, second.through) == (0, (), first.through)


@pytest.mark.parametrize("back", [TICK, HOUR, 400 * DAY])
def test_a_clock_moved_back_pays_nothing_never_less_r_123(back: dt.timedelta) -> None:
    got = due(spot_of(SpotKind.GUILDHALL), rules(), T0, T0 - back)
    assert got.periods == 0 and got.lines == () and got.through == T0  # the anchor stays


def test_two_periods_ending_at_the_same_instant_each_count_once() -> None:
    held = {TAVERN: T0, "bellows-inn": T0, "pier-nine": T0 + 12 * HOUR}  # dock: 12 h periods
    got = due_all(city(), rules(), held, T0 + DAY)
    by_spot = {c.spot_id: c.periods for c in got}
    assert by_spot == {TAVERN: 1, "bellows-inn": 1, "pier-nine": 1}
    assert [c.spot_id for c in got] == [TAVERN, "pier-nine", "bellows-inn"]  # the city's order


def test_a_spot_the_city_no_longer_has_is_left_out() -> None:
    assert due_all(city(), rules(), {"renamed-spot": T0}, T0 + 9 * DAY) == ()


def test_several_resources_give_a_line_each() -> None:
    got = due(spot_of(SpotKind.GUILDHALL), rules(), T0, T0 + 4 * DAY)  # 20 feods, 1 fame / 48 h
    assert [(line.kind, line.amount) for line in got.lines] == [("fame", 2), ("feods", 40)]


def test_a_long_absence_is_paid_in_full() -> None:
    got = due(spot_of(SpotKind.LIBRARY), rules(), T0, T0 + 365 * DAY)  # 1 stone / 72 h
    assert got.periods == 121 and got.lines[0] == Line(121, "blood_stones", got.lines[0].why)


def test_naive_times_are_refused() -> None:
    with pytest.raises(ValueError, match="last: a naive datetime"):
        due(spot_of(SpotKind.TAVERN), rules(), T0.replace(tzinfo=None), T0)


def test_ledger_lines_name_their_kind_and_fit_the_ledger() -> None:
    assert lines("why", fame=0, feods=0) == ()  # 0 is nothing to write
    assert lines("why", feods=-3, fame=2) == (Line(2, "fame", "why"), Line(-3, "feods", "why"))
    long = lines("x" * 500, fame=1)[0].why
    assert len(long) == REASON_CHARS and long.endswith("…")
    with pytest.raises(ValueError, match="kind: 'gold'"):
        Line(1, "gold", "why")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="why: 1 to 200"):
        Line(1, "fame", "")
