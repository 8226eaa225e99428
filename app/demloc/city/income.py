"""What a held control spot yields (6.2: "timers ... for the collection of fame, feods or
Blood stones"), collected by the player through the ledger.

For the store: keep, per held spot, the moment it was last collected (at first the
acquisition's `Outcome.at`, or the moment a mission won it). `due(...)` gives the whole
periods ended since then, up to and including `now`, as ledger lines naming the spot,
and `through`, the moment to keep as "last collected" in the same transaction: the end
of the last whole period paid, never `now`, so the part of a period under way is never
lost (R-123). Paying twice at the same `now` pays the second time nothing.

One collect pays at most the periods of the city's longest time, 30 days (R-165): older
uncollected periods lapse, so a clock set years ahead pays a month, not years. A last
collection more than 30 days after `now` (a clock far ahead, put right) is `reset`
(R-166): collecting writes `now` as the anchor, paying nothing, and the spot pays again
a period later, not once the clock reaches the old anchor. A clock moved back less
keeps its anchor (R-123): it waits, never paying a period twice."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping

from demloc.city.clock import HOUR, utc, whole
from demloc.city.ledger import Line, lines
from demloc.city.model import City, ControlSpot
from demloc.city.rules import HOURS_CAP, CityRules


@dataclasses.dataclass(frozen=True)
class Collection:
    spot_id: str
    periods: int  # whole periods paid; 0: nothing due yet
    through: dt.datetime  # the new "last collected"
    next_at: dt.datetime  # when the period under way ends (the screen's countdown)
    lines: tuple[Line, ...]
    lapsed: int = 0  # whole periods ended but past what one collect pays
    reset: bool = False  # the anchor was over 30 days ahead: `through` is now

    @property
    def collectable(self) -> bool:
        """Something to write: a yield, or an anchor to bring back from the future."""
        return self.periods > 0 or self.reset


def due(spot: ControlSpot, rules: CityRules, last: dt.datetime, now: dt.datetime) -> Collection:
    """The collection of `spot` held since `last` (6.2; R-123)."""
    income = rules.of(spot.kind).income
    period = income.period_hours * HOUR
    start, moment = utc(last, "last"), utc(now, "now")
    reset = start > moment + HOURS_CAP * HOUR  # a clock far ahead, put right
    if reset:
        start = moment
    ended = whole(moment - start, period)  # a period ended at `now` exactly counts
    through = start + ended * period
    periods = min(ended, most_periods(income.period_hours))
    why = f"{spot.name}: {periods} × {income.period_hours} h held (6.2)"
    if ended > periods:
        why += f"; {ended - periods} older lapsed uncollected (R-165)"
    paid = lines(
        why,
        fame=income.fame * periods,
        feods=income.feods * periods,
        blood_stones=income.blood_stones * periods,
    )
    return Collection(spot.id, periods, through, through + period, paid, ended - periods, reset)


def most_periods(period_hours: int) -> int:
    """R-165: one collect pays the periods of at most 30 days (the city's longest time),
    at least one."""
    return max(1, HOURS_CAP // period_hours)


def due_all(
    city: City, rules: CityRules, held: Mapping[str, dt.datetime], now: dt.datetime
) -> tuple[Collection, ...]:
    """Every held spot's collection, in the city's order; spots not of the city (renamed in
    city.toml: city/model.py holders_problems) are left out, never guessed at."""
    return tuple(due(s, rules, held[s.id], now) for s in city.spots if s.id in held)
