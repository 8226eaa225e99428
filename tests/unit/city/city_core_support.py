"""Shared pieces of the city's core tests: a fixed clock (never the machine's), the
built-in city and rules, a spot of each kind, and ready mercenaries."""

from __future__ import annotations

import datetime as dt
from functools import cache

from demloc.city.model import City, ControlSpot, SpotKind, load_city
from demloc.city.rules import CityRules, load_rules
from demloc.city.tasks import Member, SpotState, Standing

T0 = dt.datetime(2026, 3, 1, 12, 0, tzinfo=dt.UTC)
HOUR = dt.timedelta(hours=1)
DAY = dt.timedelta(days=1)
TICK = dt.timedelta(microseconds=1)


@cache
def city() -> City:
    return load_city()


@cache
def rules() -> CityRules:
    return load_rules()


def spot_of(kind: SpotKind) -> ControlSpot:
    return next(s for s in city().spots if s.kind is kind)


def ready(*ids: int) -> list[Member]:
    return [Member(i, f"Mercenary {i}", "ready") for i in ids]


UNKNOWN = Standing(SpotState.UNKNOWN)
KNOWN = Standing(SpotState.KNOWN)
TAVERN = "drowned-lantern"
FORGE = "kettleburn-forge"
MARKET = "salt-market"


from support.city_texts import (  # noqa: E402, F401  (the shared rules texts)
    ALWAYS_CHOICE,
    ALWAYS_NEWS,
    ALWAYS_THREAT,
    kinds_text,
    rules_with,
)
