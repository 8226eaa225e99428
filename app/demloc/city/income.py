"""What a held control spot yields (6.2: "timers ... for the collection of fame, feods or
Blood stones"), collected by the player through the ledger.

For the store: keep, per held spot, the moment it was last collected (at first the
acquisition's `Outcome.at`, or the moment a mission won it). `due(...)` gives the whole
periods ended since then, up to and including `now`, as ledger lines naming the spot,
and `through`, the moment to keep as "last collected" in the same transaction: the end
of the last whole period paid, never `now`, so the part of a period under way is never
lost (R-123). A clock moved backwards pays 0 and leaves `through` where it was; paying
twice at the same `now` pays the second time nothing."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping

from demloc.city.clock import HOUR, utc, whole
from demloc.city.ledger import Line, lines
from demloc.city.rules import CityRules
from demloc.missions.city import City, ControlSpot


@dataclasses.dataclass(frozen=True)
class Collection:
    spot_id: str
    periods: int  # whole periods paid; 0: nothing due yet
    through: dt.datetime  # the new "last collected"
    next_at: dt.datetime  # when the period under way ends (the screen's countdown)
    lines: tuple[Line, ...]


def due(spot: ControlSpot, rules: CityRules, last: dt.datetime, now: dt.datetime) -> Collection:
    """The collection of `spot` held since `last` (6.2; R-123)."""
    income = rules.of(spot.kind).income
    period = income.period_hours * HOUR
    start, moment = utc(last, "last"), utc(now, "now")
    periods = whole(moment - start, period)  # a period ended at `now` exactly counts
    through = start + periods * period
    why = f"{spot.name}: {periods} × {income.period_hours} h held (6.2)"
    paid = lines(
        why,
        fame=income.fame * periods,
        feods=income.feods * periods,
        blood_stones=income.blood_stones * periods,
    )
    return Collection(spot.id, periods, through, through + period, paid)


def due_all(
    city: City, rules: CityRules, held: Mapping[str, dt.datetime], now: dt.datetime
) -> tuple[Collection, ...]:
    """Every held spot's collection, in the city's order; spots not of the city (renamed in
    city.toml: missions/city.py holders_problems) are left out, never guessed at."""
    return tuple(due(s, rules, held[s.id], now) for s in city.spots if s.id in held)
