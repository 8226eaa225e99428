"""What one guild sees of the city at a moment (6.2; issue 14): every spot as it is to
the guild, its tasks under way with their deadlines, the outcomes and events not yet
seen, who can be sent and how many more the master's office lets go, and the price
cuts in force. The City view and `demloc city status` both read this; `as_json` is the
command's `--json` form. Call store/city.py settle_due first, in the same transaction."""

from __future__ import annotations

import dataclasses
import datetime as dt
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
from demloc.city import words
from demloc.city.clock import stamp
from demloc.city.events import Drawn
from demloc.city.grants import price_cuts
from demloc.city.income import Collection
from demloc.city.model import ControlSpot
from demloc.city.tasks import Outcome, SpotState, Task, TaskKind
from demloc.guild.rules import GuildRules
from demloc.store.city import (
    CityData,
    held_by,
    holder_rows,
    income_due,
    known_spots,
    office,
    outcome_of,
    running,
    standing_of,
    task_of,
)
from demloc.store.city_events import answer_of, drawn_of, events
from demloc.store.city_spots import check_city_rows
from demloc.store.guilds import known_cards
from demloc.store.integrity import check_rows
from demloc.store.schema import Guild
from demloc.store.schema_city import CityTask

RECENT = 20  # outcomes shown, newest first


@dataclasses.dataclass(frozen=True)
class TaskLine:
    id: int
    task: Task
    names: tuple[str, ...]  # the mercenaries sent, by name

    @property
    def kind(self) -> TaskKind:
        return self.task.kind


@dataclasses.dataclass(frozen=True)
class SpotLine:
    spot: ControlSpot
    area: str
    state: SpotState
    holder: str  # the holding guild's name ("" if nobody)
    colour: str  # its colour ("" if nobody)
    yields: str  # in words, from the rules file
    grants: str
    task: TaskLine | None  # this guild's task on it
    retry_at: dt.datetime | None
    income: Collection | None  # held by this guild: what is due, and when the next period ends


@dataclasses.dataclass(frozen=True)
class ReturnLine:
    id: int
    outcome: Outcome
    names: tuple[str, ...]
    told: bool
    place: str = ""  # the spot as the guild knows it now (CityStatus.place)


@dataclasses.dataclass(frozen=True)
class EventLine:
    id: int
    drawn: Drawn
    answer: dict[str, Any] | None  # how it was answered or lapsed
    told: bool

    def open(self, now: dt.datetime) -> bool:
        """A choice or threat the player can still answer."""
        return (
            self.answer is None
            and self.drawn.answer_by is not None
            and (now < self.drawn.answer_by)
        )


@dataclasses.dataclass(frozen=True)
class CityStatus:
    guild: str
    colour: str
    now: dt.datetime
    provisional: bool
    spots: tuple[SpotLine, ...]
    tasks: tuple[TaskLine, ...]
    returns: tuple[ReturnLine, ...]
    events: tuple[EventLine, ...]
    ready: tuple[tuple[int, str], ...]  # (member id, name) of those who can be sent
    limit: int  # the master's office's limit
    away: int
    cuts: dict[str, int]  # price -> percent off

    def spot(self, spot_id: str) -> SpotLine:
        return next(s for s in self.spots if s.spot.id == spot_id)

    def place(self, spot_id: str) -> str:
        """A spot as the guild knows it: its name, or "a place in <area>" (as a sending says)
        while it is unknown (its name is learnt by exploring, 6.2; the map shows "?")."""
        line = next((s for s in self.spots if s.spot.id == spot_id), None)
        if line is None:
            return "a place in the city"
        return f"a place in {line.area}" if line.state is SpotState.UNKNOWN \
            else line.spot.name  # fmt: skip

    @property
    def free(self) -> int:
        return max(0, self.limit - self.away)


def member_names(session: Session, guild: Guild, catalog: Catalog) -> dict[int, str]:
    """Member id -> the card's name, numbered where two members share a card."""
    cards = known_cards(session, guild, catalog)
    plain = {m.id: (cards[m.card_id].name if m.card_id in cards else m.card_id)
             for m in guild.members}  # fmt: skip
    counts: dict[str, int] = {}
    for name in plain.values():
        counts[name] = counts.get(name, 0) + 1
    return {i: (f"{n} #{i}" if counts[n] > 1 else n) for i, n in plain.items()}


def _names(ids: tuple[int, ...], names: dict[int, str]) -> tuple[str, ...]:
    return tuple(names.get(i, f"#{i} (gone)") for i in ids)


def city_status(
    session: Session,
    guild: Guild,
    data: CityData,
    rules: GuildRules,
    catalog: Catalog,
    now: dt.datetime,
) -> CityStatus:
    check_city_rows(session, guild.id)  # its tasks, events and spots known
    names = member_names(session, guild, catalog)
    holders = holder_rows(session)
    guilds = {g.id: g for g in session.scalars(select(Guild))}
    known = known_spots(session, guild)
    away_rows = running(session, guild)
    task_lines = tuple(TaskLine(r.id, task_of(r), _names(task_of(r).mercenaries, names))
                       for r in away_rows)  # fmt: skip
    by_spot = {t.task.spot_id: t for t in task_lines}
    dues = {c.spot_id: c for c in income_due(session, guild, data, now)}
    spots = []
    for area in data.city.areas:
        for spot in area.spots:
            state = standing_of(guild, spot.id, holders, known, away_rows)
            holder = holders.get(spot.id)
            other = guilds.get(holder.guild_id) if holder is not None else None
            kind_rules = data.rules.of(spot.kind)
            spots.append(
                SpotLine(
                    spot, area.name, state.state,
                    other.name if other else "", other.colour if other else "",
                    words.yields(kind_rules.income), words.grants(kind_rules),
                    by_spot.get(spot.id), state.retry_at, dues.get(spot.id),
                )
            )  # fmt: skip
    shown = (
        select(CityTask.id)
        .where(CityTask.guild_id == guild.id, CityTask.settled.is_(True))
        .order_by(CityTask.due_at.desc(), CityTask.id.desc())
        .limit(RECENT)
    )
    ids = list(session.scalars(shown))
    check_rows(session.connection(), "city_task", f"id IN ({', '.join('?' * len(ids))})",
               tuple(ids))  # fmt: skip
    done = session.scalars(
        select(CityTask)
        .where(CityTask.id.in_(ids))
        .order_by(CityTask.due_at.desc(), CityTask.id.desc())
    ).all()
    unknown = {s.spot.id: f"a place in {s.area}" for s in spots if s.state is SpotState.UNKNOWN}
    returns = []
    for row in done:
        outcome = outcome_of(row)
        if outcome is not None:
            place = unknown.get(outcome.spot_id, outcome.spot_name)
            returns.append(ReturnLine(row.id, outcome, _names(outcome.mercenaries, names),
                                      row.told, place))  # fmt: skip
    limit, away = office(guild, rules)
    cuts = price_cuts(data.city, data.rules, held_by(session, guild, data.city))
    return CityStatus(
        guild=guild.name,
        colour=guild.colour,
        now=now,
        provisional=data.rules.provisional or data.city.provisional,
        spots=tuple(spots),
        tasks=task_lines,
        returns=tuple(returns),
        events=tuple(
            EventLine(r.id, drawn_of(r), answer_of(r), r.told) for r in events(session, guild)
        ),
        ready=tuple((m.id, names[m.id]) for m in guild.members if m.status == "ready"),
        limit=limit,
        away=away,
        cuts={str(k): v for k, v in cuts.items() if v},
    )


def as_json(status: CityStatus) -> dict[str, Any]:
    """`demloc city status --json`: every time in ISO 8601 UTC."""

    def task(line: TaskLine) -> dict[str, Any]:
        return {
            "id": line.id,
            "kind": line.kind.value,
            "spot": line.task.spot_id,
            "mercenaries": list(line.names),
            "started_at": stamp(line.task.started_at),
            "due_at": stamp(line.task.due_at),
            "left": words.left(line.task.remaining(status.now)),
            "chance": line.task.chance,
        }

    def spot(line: SpotLine) -> dict[str, Any]:
        unknown = line.state is SpotState.UNKNOWN
        return {
            "id": line.spot.id,
            "name": status.place(line.spot.id),  # never an unexplored spot's (issue 26)
            "area": line.area,
            "kind": "" if unknown else line.spot.kind.value,  # learnt by exploring (6.2)
            "state": line.state.value,
            "holder": line.holder,
            "colour": line.colour,
            "yields": "" if unknown else line.yields,
            "grants": "" if unknown else line.grants,
            "task": line.task.id if line.task else None,
            "retry_at": stamp(line.retry_at) if line.retry_at else None,
            "income_due": None if line.income is None else {
                "periods": line.income.periods,
                "amount": {ln.kind: ln.amount for ln in line.income.lines},
                "next_at": stamp(line.income.next_at),
            },
        }  # fmt: skip

    return {
        "guild": status.guild,
        "colour": status.colour,
        "now": stamp(status.now),
        "provisional": status.provisional,
        "office": {"limit": status.limit, "away": status.away},
        "ready": [{"id": i, "name": n} for i, n in status.ready],
        "price_cuts": status.cuts,
        "spots": [spot(s) for s in status.spots],
        "tasks": [task(t) for t in status.tasks],
        "returns": [
            {"id": r.id, "told": r.told, "mercenaries": list(r.names)}
            | r.outcome.to_json()
            | {"spot_name": r.place}
            for r in status.returns
        ],
        "events": [
            {"id": e.id, "told": e.told, "open": e.open(status.now), "answer": e.answer}
            | e.drawn.to_json()
            for e in status.events
        ],
    }
