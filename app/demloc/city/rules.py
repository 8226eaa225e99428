"""The city's rules file (resources/city_rules.toml): per kind of control spot, how long
exploring and acquiring take, the chance of an acquisition, what holding the spot yields
and grants, and what a failure costs; and the table of random city events (6.2).

PROVISIONAL numbers the rulebook does not print (RULINGS.md R-119); a city_rules.toml
in the player's data folder replaces the app's (`rules_path`). The file is read bounded
and checked with pydantic: every problem is named at once with the file and the field,
as the injury table's are. `CityRules` is immutable; the store loads it once and hands
it to `tasks`, `income` and `events`."""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from demloc import datafile
from demloc.city.errors import CityRulesFileError
from demloc.city.model import SpotKind

FILE_NAME = "city_rules.toml"
MAX_BYTES = 256 * 1024
HOURS_CAP = 30 * 24  # no task, period or answer takes longer than 30 days
Price = Literal["weapon", "arcane_code", "daemon", "follower"]
PRICES: tuple[Price, ...] = ("weapon", "arcane_code", "daemon", "follower")  # guild.toml

Id = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,60}$")]
Hours = Annotated[int, Field(ge=1, le=HOURS_CAP)]
Percent = Annotated[int, Field(ge=0, le=100)]
Amount = Annotated[int, Field(ge=0, le=10_000)]
Change = Annotated[int, Field(ge=-10_000, le=10_000)]
Words = Annotated[str, Field(min_length=1, max_length=200)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class Income(_Strict):
    """What a held spot yields every `period_hours` (6.2: fame, feods or blood stones)."""

    fame: Amount = 0
    feods: Amount = 0
    blood_stones: Amount = 0
    period_hours: Hours


class Grant(_Strict):
    """What a spot gives at once when acquired (6.2 "immediately applied"): fame, feods
    and blood stones paid once, and a cut on one of the guild's prices while held."""

    text: Words
    fame: Amount = 0
    feods: Amount = 0
    blood_stones: Amount = 0
    price_cut_percent: Annotated[int, Field(ge=0, le=90)] = 0
    price_of: Price | None = None

    @model_validator(mode="after")
    def _a_cut_names_its_price(self) -> Grant:
        if (self.price_cut_percent > 0) != (self.price_of is not None):
            raise ValueError("a price cut needs both price_cut_percent and price_of")
        return self


class Failure(_Strict):
    """What a failed acquisition means (6.2 "the effects or actions that the player will
    have to take to regain the point"): the words, the feods it costs, how many of the
    mercenaries come back injured, how long before the spot can be tried again."""

    text: Words
    feods: Amount = 0
    injured: Annotated[int, Field(ge=0, le=20)] = 0
    retry_hours: Annotated[int, Field(ge=0, le=HOURS_CAP)] = 0


class KindRules(_Strict):
    """Everything the city's rules say about one kind of control spot."""

    explore_hours: Hours
    acquire_hours: Hours
    hours_saved_per_extra: Annotated[int, Field(ge=0, le=HOURS_CAP)] = 0
    min_hours: Hours
    base_chance: Percent
    chance_per_extra: Percent = 0
    rival_penalty: Percent = 0
    min_chance: Percent = 0
    max_chance: Percent = 100
    income: Income
    grant: Grant
    failure: Failure

    @model_validator(mode="after")
    def _bounds(self) -> KindRules:
        if self.min_hours > min(self.explore_hours, self.acquire_hours):
            raise ValueError("min_hours: longer than the task it is the floor of")
        if not self.min_chance <= self.base_chance <= self.max_chance:
            raise ValueError("base_chance: must lie between min_chance and max_chance")
        return self


class EventKind(enum.Enum):
    """What a city event asks of the player (6.2 "Random events")."""

    NEWS = "news"  # only told
    CHOICE = "choice"  # the player may answer; the default stands otherwise
    THREAT = "threat"  # against one held spot: the player has to answer

    @property
    def label(self) -> str:
        return self.value


class Option(_Strict):
    """One answer to a choice or a threat, and what it does to the guild."""

    id: Id
    label: Annotated[str, Field(min_length=1, max_length=80)]
    text: Words
    fame: Change = 0
    feods: Change = 0
    blood_stones: Change = 0
    lose_spot: bool = False
    default: bool = False


class Event(_Strict):
    id: Id
    kind: EventKind
    odds: Annotated[int, Field(ge=1, le=100)]  # percent, per day
    title: Annotated[str, Field(min_length=1, max_length=80)]
    text: Words
    answer_hours: Hours | None = None
    spot_kinds: Annotated[list[SpotKind], Field(max_length=20)] = []
    option: Annotated[list[Option], Field(max_length=6)] = []

    @model_validator(mode="after")
    def _fits_its_kind(self) -> Event:
        if self.kind is EventKind.NEWS:
            if self.option or self.answer_hours is not None or self.spot_kinds:
                raise ValueError("news has no options, answer_hours or spot_kinds")
            return self
        if len(self.option) < 2:
            raise ValueError(f"option: a {self.kind.value} needs 2 options at least")
        if self.answer_hours is None:
            raise ValueError(f"answer_hours: a {self.kind.value} needs one")
        if sum(o.default for o in self.option) != 1:
            raise ValueError("option: exactly one option is the default")
        ids = [o.id for o in self.option]
        if len(set(ids)) != len(ids):
            raise ValueError("option: two options have the same id")
        threatens = self.spot_kinds or any(o.lose_spot for o in self.option)
        if self.kind is EventKind.CHOICE and threatens:
            raise ValueError("a choice threatens no spot: use a threat")
        return self

    @property
    def default_option(self) -> Option:
        return next(o for o in self.option if o.default)

    def option_named(self, option_id: str) -> Option:
        for option in self.option:
            if option.id == option_id:
                return option
        raise KeyError(option_id)


class CityRules(_Strict):
    provisional: bool = True
    kinds: dict[SpotKind, KindRules]
    event: Annotated[list[Event], Field(max_length=200)] = []

    @model_validator(mode="after")
    def _whole(self) -> CityRules:
        missing = [k.value for k in SpotKind if k not in self.kinds]
        if missing:
            raise ValueError(f"kinds: no rules for {', '.join(missing)}")
        ids = [e.id for e in self.event]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise ValueError(f"event: ids used twice: {', '.join(twice)}")
        odds = sum(e.odds for e in self.event)
        if odds > 100:
            raise ValueError(f"event: the odds add up to {odds}%, more than a day holds")
        return self

    def of(self, kind: SpotKind) -> KindRules:
        return self.kinds[kind]

    def event_named(self, event_id: str) -> Event:
        for event in self.event:
            if event.id == event_id:
                return event
        raise KeyError(event_id)


def parse_rules(text: str, source: str) -> CityRules:
    return datafile.parse(CityRules, text, source, CityRulesFileError)


def rules_path() -> Path:
    """The player's own file if he has one, else the app's (R-119)."""
    return datafile.own_or_builtin(FILE_NAME)


def load_rules(path: Path | None = None) -> CityRules:
    return datafile.load(CityRules, path or rules_path(), MAX_BYTES, CityRulesFileError)
