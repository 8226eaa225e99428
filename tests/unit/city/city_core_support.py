"""Shared pieces of the city's core tests: a fixed clock (never the machine's), the
built-in city and rules, a spot of each kind, and ready mercenaries."""

from __future__ import annotations

import datetime as dt
from functools import cache

from demloc.city.rules import CityRules, load_rules
from demloc.city.tasks import Member, SpotState, Standing
from demloc.missions.city import City, ControlSpot, SpotKind, load_city

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


def kinds_text() -> str:
    """The built-in file without its events: a base to add test events to."""
    from demloc.city.rules import rules_path

    text = rules_path().read_text(encoding="utf-8")
    return text[: text.index("# ---- random city events")]


def rules_with(events: str) -> CityRules:
    from demloc.city.rules import parse_rules

    return parse_rules(kinds_text() + events, "test.toml")


ALWAYS_NEWS = """
[[event]]
id = "always-news"
kind = "news"
odds = 100
title = "News"
text = "Something happened."
"""
ALWAYS_CHOICE = """
[[event]]
id = "always-choice"
kind = "choice"
odds = 100
title = "A choice"
text = "Choose in {spot}."
answer_hours = 24

[[event.option]]
id = "take"
label = "Take it"
text = "Taken."
feods = 10
fame = -1

[[event.option]]
id = "leave"
label = "Leave it"
text = "Left."
default = true
"""
ALWAYS_THREAT = """
[[event]]
id = "always-threat"
kind = "threat"
odds = 100
title = "A threat"
text = "Danger at {spot}."
answer_hours = 12
spot_kinds = ["forge"]

[[event.option]]
id = "defend"
label = "Defend it"
text = "{spot} is safe."
feods = -20

[[event.option]]
id = "yield"
label = "Yield"
text = "{spot} is lost."
lose_spot = true
default = true
"""
