"""A held spot's income (6.2: timers "for the collection of fame, feods or Blood stones";
R-123): whole periods since the last collection, the end of a period included; a clock
moved back pays nothing, never less than nothing; nothing is ever paid twice."""

from __future__ import annotations

import datetime as dt

import pytest
from city_core_support import DAY, HOUR, T0, TAVERN, TICK, city, rules, spot_of

from demloc.city.income import due, due_all
from demloc.city.ledger import REASON_CHARS, Line, lines
from demloc.city.model import SpotKind


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
    got = due(spot_of(SpotKind.GUILDHALL), rules(), T0, T0 - back)  # 48 h periods
    assert got.periods == 0 and got.lines == ()
    if back < 30 * DAY:
        assert got.through == T0  # the anchor stays
    else:  # over 30 days: reset to now when collected
        assert got.reset and got.through == T0 - back


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


def test_a_long_absence_is_paid_for_30_days_r_165() -> None:
    got = due(spot_of(SpotKind.LIBRARY), rules(), T0, T0 + 365 * DAY)  # 1 stone / 72 h
    assert (got.periods, got.lapsed) == (10, 111)
    assert got.lines[0] == Line(10, "blood_stones", got.lines[0].why)
    assert got.through == T0 + 121 * 72 * HOUR  # the lapsed periods are not due again


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


# ---- issue 27 item 10: a clock ten years ahead, then put right ---------------------------

YEARS_10 = 3652 * DAY  # 2026-03-01 to 2036-03-01


@pytest.mark.parametrize("kind", list(SpotKind))
def test_one_collect_pays_at_most_30_days_of_periods_r_165(kind: SpotKind) -> None:
    """6.2 "periodically"; R-165: what one collect pays is bounded; older periods lapse."""
    spot = spot_of(kind)
    hours = rules().of(kind).income.period_hours
    most = 720 // hours
    got = due(spot, rules(), T0, T0 + YEARS_10)
    assert got.periods == most and got.lapsed == YEARS_10 // (hours * HOUR) - most
    assert got.through == T0 + (YEARS_10 // (hours * HOUR)) * hours * HOUR  # the latest end
    assert all(f"{most} × {hours} h held" in ln.why and "R-165" in ln.why for ln in got.lines)
    inside = due(spot, rules(), T0, T0 + most * hours * HOUR)  # a month away: all of it
    assert (inside.periods, inside.lapsed) == (most, 0)
    assert all("R-165" not in ln.why for ln in inside.lines)


def test_the_market_ten_years_ahead_pays_a_month_not_54780_feods_r_165() -> None:
    got = due(spot_of(SpotKind.MARKET), rules(), T0, T0 + YEARS_10)  # 15 feods a day
    assert got.lines[0].amount == 30 * 15 == 450


@pytest.mark.parametrize("kind", list(SpotKind))
def test_a_clock_ten_years_ahead_then_back_pays_again_a_period_later_r_166(
    kind: SpotKind,
) -> None:
    """R-166: a last collection more than 30 days in the future (a clock put right) is
    reset to now when collected; the spot then pays from there."""
    spot = spot_of(kind)
    period = rules().of(kind).income.period_hours * HOUR
    ahead = due(spot, rules(), T0, T0 + YEARS_10)  # collected with the clock ahead
    assert ahead.collectable and not ahead.reset
    back = T0 + 5 * HOUR  # the clock put right
    now = due(spot, rules(), ahead.through, back)
    assert now.reset and now.collectable
    assert (now.periods, now.lines, now.through, now.next_at) == (0, (), back, back + period)
    early = due(spot, rules(), now.through, back + period - TICK)  # `through` written
    assert early.periods == 0 and not early.collectable
    later = due(spot, rules(), now.through, back + period)
    assert later.periods == 1 and later.lines and later.through == back + period


@pytest.mark.parametrize("back", [HOUR, 2 * DAY, 30 * DAY])
def test_a_clock_moved_back_up_to_30_days_keeps_its_anchor_r_123_r_166(
    back: dt.timedelta,
) -> None:
    """It waits for its anchor: a period is never paid twice by a clock's correction."""
    got = due(spot_of(SpotKind.MARKET), rules(), T0, T0 - back)
    assert not got.reset and not got.collectable and got.through == T0
    assert got.next_at == T0 + DAY
