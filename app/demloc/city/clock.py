"""The city's time: deadlines, not countdowns (issue 14). Every moment the city takes is
a timezone-aware datetime, kept in UTC; the caller passes "now" in (the store's clock,
a test's fixed instant), so the core never reads the machine's clock and a test never
sleeps. A naive datetime is a caller's bug and is refused."""

from __future__ import annotations

import datetime as dt

UTC = dt.UTC
HOUR = dt.timedelta(hours=1)
DAY = dt.timedelta(days=1)


def utc(moment: dt.datetime, name: str = "time") -> dt.datetime:
    """`moment` in UTC; a naive one is refused (its zone is a guess)."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"{name}: a naive datetime; the city keeps aware UTC times")
    return moment.astimezone(UTC)


def whole(span: dt.timedelta, period: dt.timedelta) -> int:
    """How many whole `period`s fit in `span`: 0 for a span that runs backwards."""
    if span <= dt.timedelta(0):
        return 0
    return span // period


def stamp(moment: dt.datetime) -> str:
    """A moment as the city's text: ISO 8601 in UTC to the second ("...T12:00:00Z")."""
    return utc(moment).strftime("%Y-%m-%dT%H:%M:%SZ")


def to_naive_utc(moment: dt.datetime) -> dt.datetime:
    """For the store's columns, which keep naive UTC (store/schema.py `_now`)."""
    return utc(moment).replace(tzinfo=None)


def from_naive_utc(moment: dt.datetime) -> dt.datetime:
    """Back from the store's columns: a naive moment there is UTC by the schema's rule."""
    if moment.tzinfo is not None:
        return utc(moment)
    return moment.replace(tzinfo=UTC)
