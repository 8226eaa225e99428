"""The city's time (issue 14: deadlines stored in UTC): aware times in, naive UTC for the
store's columns and back, the same instant each way; whole periods never negative."""

from __future__ import annotations

import datetime as dt

import pytest
from city_core_support import DAY, HOUR, T0, TICK

from demloc.city.clock import from_naive_utc, stamp, to_naive_utc, utc, whole


def test_the_store_round_trip_keeps_the_instant() -> None:
    rome = dt.timezone(dt.timedelta(hours=2))
    for moment in (T0, T0.astimezone(rome), T0 + TICK):
        naive = to_naive_utc(moment)
        assert naive.tzinfo is None and naive == T0.replace(tzinfo=None) + (moment - T0)
        assert from_naive_utc(naive) == moment and from_naive_utc(naive).tzinfo == dt.UTC
    assert from_naive_utc(T0.astimezone(rome)) == T0  # an aware one passes as it is


def test_naive_times_are_refused_where_an_aware_one_belongs() -> None:
    with pytest.raises(ValueError, match="due_at: a naive datetime"):
        utc(T0.replace(tzinfo=None), "due_at")
    with pytest.raises(ValueError, match="naive"):
        to_naive_utc(T0.replace(tzinfo=None))


@pytest.mark.parametrize(
    ("span", "count"),
    [(-DAY, 0), (-TICK, 0), (dt.timedelta(0), 0), (DAY - TICK, 0), (DAY, 1), (DAY + TICK, 1),
     (7 * DAY, 7)],
)  # fmt: skip
def test_whole_periods_never_negative(span: dt.timedelta, count: int) -> None:
    assert whole(span, DAY) == count


def test_the_citys_text_for_a_moment() -> None:
    assert stamp(T0 + HOUR + TICK) == "2026-03-01T13:00:00Z"
