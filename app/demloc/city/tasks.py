"""A task in the city (6.2 "Exploring and conquering the City of DemLoc"): mercenaries
sent to explore an unknown control spot or to acquire a known one, away until a deadline.

For the store and the screens:
- `Standing` is what one guild knows of one spot: its `SpotState` (unknown, known, held
  by this guild, held by a rival), when a failed attempt lets it be tried again, and
  whether one of the guild's tasks is on it already. The store builds it from its
  tables (holders, the spots the guild knows, its running tasks, its failures).
- `Member` is a mercenary of the dormitory as the city sees him: id, name, status.
- `preview(...)` is what the screen shows before sending: hours and chance (R-120).
- `plan_explore` / `plan_acquire` return a `Task`, or raise `CityError` naming the rule.
  `limit` is the master's office's limit and `away` how many mercenaries are out now
  (the store reads both; the office's check is the core's rule but the store's numbers).
  `seed` is the store's random number, drawn once when sending; `now` its clock.
- A `Task` carries what was promised when it was sent (the chance, the grant, the
  failure): an edited rules file never changes a running task (R-120). It has a
  canonical JSON form (`to_json` / `Task.from_json`) for the store's row.
- `settle(task, now)` is None until `task.due_at`, then the `Outcome`, always the same
  one: it is worked out from the seed alone and dated `due_at`, not `now`, so a restart
  or a later look never rerolls. The store marks the task settled in the transaction
  that writes the outcome; settle itself is pure and idempotent (R-122).
- `recall(task, now)` brings the mercenaries back early with nothing gained; a task
  already due cannot be recalled (its result stands).
- An `Outcome` says who comes back (`mercenaries`, of whom `injured` come back hurt),
  the ledger lines to write (`lines`: a grant's fame and feods, a failure's cost), the
  grant now in force, and after a failure what it takes to try again (`retry_at`,
  `retry_text`).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import enum
from collections.abc import Sequence
from typing import Annotated, Any, Self

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError, model_validator

from demloc.city import seeded
from demloc.city.clock import HOUR, stamp, utc
from demloc.city.errors import CityError, CityFormatError
from demloc.city.ledger import Line, lines
from demloc.city.model import City, ControlSpot
from demloc.city.rules import CityRules, Failure, Grant, KindRules
from demloc.datafile import problems_of

READY = "ready"  # store/schema.py MEMBER_STATUSES: the only status that can be sent (6.2)
MAX_SENT = 20
SEEDS = 2**63


class TaskKind(enum.Enum):
    """The two actions of 6.2."""

    EXPLORE = "explore"  # an unknown spot becomes known
    ACQUIRE = "acquire"  # a known spot may become held

    @property
    def label(self) -> str:
        return self.value


class SpotState(enum.Enum):
    """What a control spot is to one guild (6.2; R-121)."""

    UNKNOWN = "unknown"
    KNOWN = "known"
    HELD = "held"  # by this guild: known, with its ensign
    RIVAL = "rival"  # known, and held by another guild

    @property
    def label(self) -> str:
        return "held by another guild" if self is SpotState.RIVAL else self.value


class Result(enum.Enum):
    EXPLORED = "explored"
    ACQUIRED = "acquired"
    FAILED = "failed"
    RECALLED = "recalled"

    @property
    def label(self) -> str:
        return self.value


@dataclasses.dataclass(frozen=True)
class Member:
    id: int
    name: str
    status: str


@dataclasses.dataclass(frozen=True)
class Standing:
    state: SpotState
    retry_at: dt.datetime | None = None  # a failed acquisition's wait
    busy: bool = False  # one of the guild's tasks is on the spot now


@dataclasses.dataclass(frozen=True)
class Preview:
    """What the screen shows before sending (6.2: more mercenaries, less time, more chance)."""

    kind: TaskKind
    count: int
    hours: int
    chance: int  # percent; 100 for exploring


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


Ids = Annotated[tuple[Annotated[int, Field(ge=1)], ...], Field(min_length=1, max_length=MAX_SENT)]


class Task(_Strict):
    kind: TaskKind
    spot_id: Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,60}$")]
    spot_name: Annotated[str, Field(min_length=1, max_length=80)]
    mercenaries: Ids
    started_at: AwareDatetime
    due_at: AwareDatetime
    seed: Annotated[int, Field(ge=0, lt=SEEDS)]
    chance: Annotated[int, Field(ge=0, le=100)] = 100
    grant: Grant | None = None
    failure: Failure | None = None

    @model_validator(mode="after")
    def _whole(self) -> Self:
        if len(set(self.mercenaries)) != len(self.mercenaries):
            raise ValueError("mercenaries: one mercenary listed twice")
        if self.due_at <= self.started_at:
            raise ValueError("due_at: not after started_at")
        acquiring = self.kind is TaskKind.ACQUIRE
        if acquiring != (self.grant is not None) or acquiring != (self.failure is not None):
            raise ValueError("an acquisition has a grant and a failure; an exploration neither")
        if not acquiring and self.chance != 100:
            raise ValueError("chance: an exploration always succeeds (100)")
        return self

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_none=True)

    @classmethod
    def from_json(cls, data: object) -> Task:
        try:
            return cls.model_validate(data)
        except ValidationError as error:
            raise CityFormatError("task: " + "; ".join(problems_of(error, "the task"))) from None

    def remaining(self, now: dt.datetime) -> dt.timedelta:
        """What the live countdown shows: never below 0, and more after a clock moved back."""
        return max(dt.timedelta(0), self.due_at - utc(now, "now"))


class Outcome(_Strict):
    result: Result
    task: TaskKind
    spot_id: str
    spot_name: str
    at: AwareDatetime  # the task's deadline (or the recall's moment)
    mercenaries: Ids  # everyone who comes back
    injured: tuple[int, ...] = ()  # of them, who comes back injured
    roll: Annotated[int, Field(ge=1, le=100)] | None = None  # success at or under the chance
    chance: Annotated[int, Field(ge=0, le=100)] = 100
    text: Annotated[str, Field(min_length=1, max_length=1000)]
    retry_at: AwareDatetime | None = None
    retry_text: Annotated[str, Field(max_length=1000)] = ""
    grant: Grant | None = None  # in force from now while the spot is held
    lines: Annotated[tuple[Line, ...], Field(max_length=3)] = ()

    @model_validator(mode="after")
    def _whole(self) -> Self:
        if not set(self.injured) <= set(self.mercenaries):
            raise ValueError("injured: only those who were sent come back injured")
        if (self.result is Result.ACQUIRED) != (self.grant is not None):
            raise ValueError("grant: an acquisition, and only one, grants its bonus")
        if (self.result is Result.FAILED) != (self.retry_at is not None):
            raise ValueError("retry_at: a failure, and only one, says when to try again")
        acquisition = self.result in (Result.ACQUIRED, Result.FAILED)
        if acquisition != (self.roll is not None) or (
            acquisition and self.task is TaskKind.EXPLORE
        ):
            raise ValueError("roll: an acquisition's outcome, and only one, has its roll")
        return self

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_none=True)

    @classmethod
    def from_json(cls, data: object) -> Outcome:
        try:
            return cls.model_validate(data)
        except ValidationError as error:
            raise CityFormatError(
                "outcome: " + "; ".join(problems_of(error, "the outcome"))
            ) from None


# ---- the numbers (R-120) -------------------------------------------------------------


def hours_for(rules: KindRules, kind: TaskKind, count: int) -> int:
    """6.2: each mercenary after the first shortens the task, down to the floor."""
    base = rules.explore_hours if kind is TaskKind.EXPLORE else rules.acquire_hours
    return max(rules.min_hours, base - rules.hours_saved_per_extra * max(0, count - 1))


def chance_of(rules: KindRules, count: int, state: SpotState) -> int:
    """6.2: each mercenary after the first raises the chance; a rival's spot is harder."""
    chance = rules.base_chance + rules.chance_per_extra * max(0, count - 1)
    if state is SpotState.RIVAL:
        chance -= rules.rival_penalty
    return min(rules.max_chance, max(rules.min_chance, chance))


def preview(
    city: City, rules: CityRules, spot_id: str, kind: TaskKind, count: int, state: SpotState
) -> Preview:
    spot = _spot(city, spot_id)
    kind_rules = rules.of(spot.kind)
    chance = 100 if kind is TaskKind.EXPLORE else chance_of(kind_rules, count, state)
    return Preview(kind, count, hours_for(kind_rules, kind, count), chance)


# ---- sending ---------------------------------------------------------------------------


def _spot(city: City, spot_id: str) -> ControlSpot:
    try:
        return city.spot(spot_id)
    except KeyError:
        raise CityError(f"'{spot_id}' is not a control spot of {city.name} (6.2)") from None


def _mercenaries(n: int) -> str:
    return f"{n} mercenary" if n == 1 else f"{n} mercenaries"


def _check_sent(sent: Sequence[Member], standing: Standing, spot: ControlSpot, limit: int,
                away: int) -> None:  # fmt: skip
    if standing.busy:
        raise CityError(f"your mercenaries are already at {spot.name}: one task a spot (R-121)")
    if len(sent) == 0:
        raise CityError("send one mercenary at least (6.2)")
    ids = [m.id for m in sent]
    if len(set(ids)) != len(ids):
        raise CityError("a mercenary is listed twice: each goes once (6.2)")
    if len(sent) > MAX_SENT:
        raise CityError(f"{MAX_SENT} mercenaries at most on one task (R-120)")
    for member in sent:
        if member.status != READY:
            raise CityError(
                f"{member.name} is {member.status}: only ready mercenaries go into the city (6.2)"
            )
    if away + len(sent) > limit:
        free = max(0, limit - away)
        raise CityError(
            f"the master's office sends {_mercenaries(limit)} into the city at once and "
            f"{away} {'is' if away == 1 else 'are'} out: send {free} at most, or upgrade "
            "the office (6.2, R-121)"
        )


def _task(kind: TaskKind, spot: ControlSpot, sent: Sequence[Member], hours: int,
          now: dt.datetime, seed: int, **promised: Any) -> Task:  # fmt: skip
    start = utc(now, "now")
    return Task(
        kind=kind,
        spot_id=spot.id,
        spot_name=spot.name,
        mercenaries=tuple(m.id for m in sent),
        started_at=start,
        due_at=start + hours * HOUR,
        seed=seed,
        **promised,
    )


def plan_explore(
    city: City,
    rules: CityRules,
    spot_id: str,
    sent: Sequence[Member],
    standing: Standing,
    *,
    limit: int,
    away: int,
    now: dt.datetime,
    seed: int,
) -> Task:
    """6.2 Explore: only an unknown spot; the mercenaries are away until the deadline."""
    spot = _spot(city, spot_id)
    if standing.state is not SpotState.UNKNOWN:
        raise CityError(
            f"{spot.name} is {standing.state.label} already: explore only unknown spots (6.2)"
        )
    _check_sent(sent, standing, spot, limit, away)
    hours = hours_for(rules.of(spot.kind), TaskKind.EXPLORE, len(sent))
    return _task(TaskKind.EXPLORE, spot, sent, hours, now, seed)


def plan_acquire(
    city: City,
    rules: CityRules,
    spot_id: str,
    sent: Sequence[Member],
    standing: Standing,
    *,
    limit: int,
    away: int,
    now: dt.datetime,
    seed: int,
) -> Task:
    """6.2 Acquire: only a known spot the guild does not hold; its chance fixed now."""
    spot = _spot(city, spot_id)
    if standing.state is SpotState.UNKNOWN:
        raise CityError(f"{spot.name} is unknown: explore it before acquiring it (6.2)")
    if standing.state is SpotState.HELD:
        raise CityError(f"your guild holds {spot.name} already (6.2)")
    if standing.retry_at is not None and utc(now, "now") < utc(standing.retry_at, "retry_at"):
        raise CityError(
            f"{spot.name} is on its guard after your failed attempt: try again from "
            f"{stamp(standing.retry_at)} (6.2, R-121)"
        )
    _check_sent(sent, standing, spot, limit, away)
    kind_rules = rules.of(spot.kind)
    hours = hours_for(kind_rules, TaskKind.ACQUIRE, len(sent))
    chance = chance_of(kind_rules, len(sent), standing.state)
    return _task(TaskKind.ACQUIRE, spot, sent, hours, now, seed, chance=chance,
                 grant=kind_rules.grant, failure=kind_rules.failure)  # fmt: skip


# ---- coming back -----------------------------------------------------------------------


def roll_of(task: Task) -> int:
    """The acquisition's d100, fixed by the task's seed (R-122)."""
    return seeded.d100(task.seed, "roll")


def settle(task: Task, now: dt.datetime) -> Outcome | None:
    """None until the deadline (a deadline reached exactly is reached); then the outcome,
    the same whatever `now` is (R-122)."""
    if utc(now, "now") < task.due_at:
        return None
    common: dict[str, Any] = {
        "task": task.kind,
        "spot_id": task.spot_id,
        "spot_name": task.spot_name,
        "at": task.due_at,
        "mercenaries": task.mercenaries,
    }
    if task.kind is TaskKind.EXPLORE:
        return Outcome(result=Result.EXPLORED, text=f"{task.spot_name} is known now (6.2).",
                       **common)  # fmt: skip
    assert task.grant is not None and task.failure is not None  # the Task's validator
    roll = roll_of(task)
    if roll <= task.chance:
        grant = task.grant
        why = f"{task.spot_name} acquired (6.2)"
        return Outcome(
            result=Result.ACQUIRED,
            roll=roll,
            chance=task.chance,
            text=f"Your ensign flies over {task.spot_name}. {grant.text}",
            grant=grant,
            lines=lines(why, fame=grant.fame, feods=grant.feods, blood_stones=grant.blood_stones),
            **common,
        )
    failure = task.failure
    hurt = seeded.shuffled(task.mercenaries, task.seed, "injured")[: failure.injured]
    retry_at = task.due_at + failure.retry_hours * HOUR
    told = [failure.text]
    if failure.feods:
        told.append(f"It cost {failure.feods} feods.")
    if hurt:
        told.append(f"{_mercenaries(len(hurt))} came back injured.")
    again = (
        f"try again from {stamp(retry_at)}" if failure.retry_hours else "try again when you like"
    )
    return Outcome(
        result=Result.FAILED,
        roll=roll,
        chance=task.chance,
        text=" ".join(told),
        injured=hurt,
        retry_at=retry_at,
        retry_text=f"{task.spot_name} stays known: send mercenaries to acquire it again; "
        f"{again} (6.2, R-121).",
        lines=lines(f"Failed to acquire {task.spot_name} (6.2)", feods=-failure.feods),
        **common,
    )


def recall(task: Task, now: dt.datetime) -> Outcome:
    """Back early, nothing gained (R-122); once due, the task's result stands instead."""
    moment = utc(now, "now")
    if moment >= task.due_at:
        raise CityError(
            f"the task at {task.spot_name} is over: its result stands, "
            "it cannot be recalled (R-122)"
        )
    place = "the place they were exploring" if task.kind is TaskKind.EXPLORE else task.spot_name
    return Outcome(
        result=Result.RECALLED,
        task=task.kind,
        spot_id=task.spot_id,
        spot_name=task.spot_name,
        at=max(moment, task.started_at),
        mercenaries=task.mercenaries,
        chance=task.chance,
        # An exploration's spot is as unknown as before: not named (issue 26).
        text=f"Your mercenaries left {place} early, with nothing gained (R-122).",
    )


def void(task: Task, why: str) -> Outcome:
    """A task that came to its deadline with nothing left to do there (R-127): back at
    the deadline, nothing gained or lost, `why` told."""
    return Outcome(
        result=Result.RECALLED,
        task=task.kind,
        spot_id=task.spot_id,
        spot_name=task.spot_name,
        at=task.due_at,
        mercenaries=task.mercenaries,
        chance=task.chance,
        text=why,
    )
