"""Random city events (6.2 "Random events"): news, choices the player may answer, and
threats to a spot the guild holds, which he has to answer.

For the store: keep per guild a seed (drawn once) and the moment of the last draw. On
each look at the city, `draw(rules, seed, last, now, held)` gives the events of every
whole day since `last` (at most the last `BACKLOG_DAYS`), and `through`, the moment to
keep as the last draw in the same transaction as the events. A day's event is fixed by
the seed and the day's end alone, so drawing again never rerolls; a clock moved back
draws nothing. Each day brings at most one event: a d100 against the events' odds in
file order, the rest of the die a quiet day (R-124).

A `Drawn` event has a canonical JSON form for the store's row. The player answers a
choice or a threat with `answer(...)` before `answer_by`; from then on `lapse(...)`
gives its default option, which the store applies as if chosen. Either gives an
`Answer`: ledger lines, and whether the threatened spot is lost (the store then calls
store/missions.py set_holder(spot, None)). A threat whose spot the guild no longer holds
is answered with nothing lost and nothing paid."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Sequence
from typing import Any

from pydantic import AwareDatetime, BaseModel, ConfigDict, ValidationError, model_validator

from demloc.city import seeded
from demloc.city.clock import DAY, HOUR, stamp, utc, whole
from demloc.city.errors import CityError, CityFormatError
from demloc.city.ledger import Line, lines
from demloc.city.model import ControlSpot
from demloc.city.rules import CityRules, Event, EventKind, Option
from demloc.datafile import problems_of

BACKLOG_DAYS = 7  # days away longer ago than this passed quietly
SPOT = "{spot}"


class Drawn(BaseModel):
    """One event as it happened: its words fixed when drawn (an edited file changes no
    event already shown)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    event_id: str
    kind: EventKind
    day: AwareDatetime  # the end of the day it fell on
    title: str
    text: str
    spot_id: str | None = None  # a threat's spot
    spot_name: str = ""
    options: tuple[Option, ...] = ()
    answer_by: AwareDatetime | None = None

    @model_validator(mode="after")
    def _answerable(self) -> Drawn:
        news = self.kind is EventKind.NEWS
        if news != (self.answer_by is None) or news != (not self.options):
            raise ValueError("news has no options and no answer_by; a choice or threat both")
        if not news and sum(o.default for o in self.options) != 1:
            raise ValueError("options: exactly one is the default")
        if (self.kind is EventKind.THREAT) != (self.spot_id is not None):
            raise ValueError("spot_id: a threat, and only a threat, names its spot")
        return self

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_none=True)

    @classmethod
    def from_json(cls, data: object) -> Drawn:
        try:
            return cls.model_validate(data)
        except ValidationError as error:
            raise CityFormatError("event: " + "; ".join(problems_of(error, "the event"))) from None

    def words(self, text: str) -> str:
        return text.replace(SPOT, self.spot_name or "the city")


@dataclasses.dataclass(frozen=True)
class Draw:
    days: int  # whole days since the last draw (0 after a clock moved back)
    through: dt.datetime  # the new "last draw"
    events: tuple[Drawn, ...]


@dataclasses.dataclass(frozen=True)
class Answer:
    event_id: str
    option_id: str
    text: str
    lines: tuple[Line, ...]
    lose_spot: str | None  # the spot the guild loses, if any


def _pick(rules: CityRules, roll: int) -> Event | None:
    """The event a d100 (0..99 here) falls on, or None for a quiet day."""
    top = 0
    for event in rules.event:
        top += event.odds
        if roll < top:
            return event
    return None


def draw(
    rules: CityRules, seed: int, last: dt.datetime, now: dt.datetime, held: Sequence[ControlSpot]
) -> Draw:
    start, moment = utc(last, "last"), utc(now, "now")
    days = whole(moment - start, DAY)  # a day ended at `now` exactly counts
    found = []
    for index in range(max(1, days - BACKLOG_DAYS + 1), days + 1):
        end = start + index * DAY
        event = _pick(rules, seeded.number(100, seed, "day", stamp(end)))
        if event is None:
            continue
        spot: ControlSpot | None = None
        if event.kind is EventKind.THREAT:
            aims = sorted(
                (s for s in held if not event.spot_kinds or s.kind in event.spot_kinds),
                key=lambda s: s.id,
            )
            if not aims:
                continue  # a threat with nothing to threaten is a quiet day
            spot = aims[seeded.number(len(aims), seed, "spot", stamp(end))]
        name = spot.name if spot else ""
        found.append(
            Drawn(
                event_id=event.id,
                kind=event.kind,
                day=end,
                title=event.title,
                text=event.text.replace(SPOT, name or "the city"),
                spot_id=spot.id if spot else None,
                spot_name=name,
                options=tuple(event.option),
                answer_by=None if event.answer_hours is None else end + event.answer_hours * HOUR,
            )
        )
    return Draw(days, start + days * DAY, tuple(found))


def _answer(drawn: Drawn, option: Option, still_held: bool) -> Answer:
    why = f"{drawn.title}: {option.label} (6.2)"
    if drawn.kind is EventKind.THREAT and not still_held:
        return Answer(drawn.event_id, option.id,
                      f"{drawn.spot_name} is no longer yours: the threat passes (R-124).", (),
                      None)  # fmt: skip
    return Answer(
        drawn.event_id,
        option.id,
        drawn.words(option.text),
        lines(why, fame=option.fame, feods=option.feods, blood_stones=option.blood_stones),
        drawn.spot_id if option.lose_spot else None,
    )


def answer(drawn: Drawn, option_id: str, now: dt.datetime, *, still_held: bool = True) -> Answer:
    """The player's answer to a choice or a threat, before its time is up (6.2)."""
    if drawn.kind is EventKind.NEWS or drawn.answer_by is None:
        raise CityError(f"{drawn.title} is news: there is nothing to answer (6.2)")
    if utc(now, "now") >= drawn.answer_by:
        default = next(o for o in drawn.options if o.default)
        raise CityError(
            f"{drawn.title}: the time to answer ended at {stamp(drawn.answer_by)}; "
            f"'{default.label}' stands (R-124)"
        )
    for option in drawn.options:
        if option.id == option_id:
            return _answer(drawn, option, still_held)
    choices = ", ".join(o.id for o in drawn.options)
    raise CityError(f"{drawn.title}: '{option_id}' is not an answer; choose {choices} (6.2)")


def lapse(drawn: Drawn, now: dt.datetime, *, still_held: bool = True) -> Answer | None:
    """The default answer once the time to answer is up (at `answer_by` exactly), else None."""
    if drawn.answer_by is None or utc(now, "now") < drawn.answer_by:
        return None
    return _answer(drawn, next(o for o in drawn.options if o.default), still_held)
