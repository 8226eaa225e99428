"""The city's places in the database (rulebook 6.2; issue 14): its files, who holds and
who knows each spot, a guild's tasks under way, and what held spots cut from prices.
Below store/city.py and store/city_events.py, and imports no guild service: the guild
services ask it (a price's cut, a member away) without an import cycle (issue 28)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import json
import random

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.city import tasks
from demloc.city.clock import from_naive_utc, to_naive_utc
from demloc.city.grants import price_cuts
from demloc.city.model import City, load_city
from demloc.city.rules import CityRules, load_rules
from demloc.city.tasks import Task
from demloc.store.integrity import check_rows
from demloc.store.schema import Guild, Member
from demloc.store.schema_city import CityClock, CityKnownSpot, CityTask
from demloc.store.schema_missions import ControlSpotHolder


@dataclasses.dataclass(frozen=True)
class CityData:
    """The city's map (resources/city.toml, R-48) and its rules (city_rules.toml, R-119)."""

    city: City
    rules: CityRules


@functools.cache
def city_data() -> CityData:
    """The files as they are when first asked for (a CityFileError or CityRulesFileError
    names the file and the field)."""
    return CityData(load_city(), load_rules())


def new_seed() -> int:
    """A task's or a clock's seed (tests give their own through this one name)."""
    return random.SystemRandom().randrange(tasks.SEEDS)


def check_city_rows(session: Session, guild_id: int) -> None:
    """The guild's city rows its readers load, checked as opening checks them
    (`integrity.check_rows`, R-205) before they are: a value changed in place outside
    DemLoc is a DatabaseDamagedError naming it, never a traceback. Its events and spots
    known (the City view lists them all: an event in about three days, a row a spot),
    and of its tasks those under way or not yet told, never the settled ones' history
    (a task per mercenary sent: thousands in two years; `city_status` checks the few it
    shows)."""
    connection = session.connection()
    check_rows(connection, "city_event", "guild_id = ?", (guild_id,))
    check_rows(connection, "city_known_spot", "guild_id = ?", (guild_id,))
    check_rows(connection, "city_task", "guild_id = ? AND NOT (settled AND told)", (guild_id,))


def check_city_row(session: Session, table: str, row_id: int) -> None:
    """One city row checked (`check_city_rows`) before it is read by its id."""
    check_rows(session.connection(), table, "id = ?", (row_id,))


def holder_rows(session: Session) -> dict[str, ControlSpotHolder]:
    return {h.spot_id: h for h in session.scalars(select(ControlSpotHolder))}


def known_spots(session: Session, guild: Guild) -> dict[str, CityKnownSpot]:
    check_rows(session.connection(), "city_known_spot", "guild_id = ?", (guild.id,))
    rows = session.scalars(select(CityKnownSpot).where(CityKnownSpot.guild_id == guild.id))
    return {k.spot_id: k for k in rows}


def know(session: Session, guild_id: int, spot_id: str, since: dt.datetime) -> CityKnownSpot:
    """`spot_id` is known to the guild from `since` (aware UTC) on, if it was not before."""
    row = session.scalar(
        select(CityKnownSpot).where(
            CityKnownSpot.guild_id == guild_id, CityKnownSpot.spot_id == spot_id
        )
    )
    if row is None:
        row = CityKnownSpot(guild_id=guild_id, spot_id=spot_id, since=to_naive_utc(since))
        session.add(row)
        session.flush()
    return row


def start_clock(session: Session, guild_id: int, now: dt.datetime) -> None:
    """The guild's days of city events start with its first step in the city: its first
    task sent or spot held (R-124). Looking at the city writes nothing."""
    if session.get(CityClock, guild_id) is None:
        session.add(CityClock(guild_id=guild_id, seed=new_seed(), drawn_through=to_naive_utc(now)))
        session.flush()


def hold(session: Session, spot_id: str, guild: Guild | None, since: dt.datetime) -> None:
    """Who holds `spot_id` from `since` on (None: nobody). The holder knows the spot
    (R-121); its income runs from `since` (R-123); the one who held it before loses what
    he had not collected (R-126)."""
    row = session.get(ControlSpotHolder, spot_id)
    if row is not None:
        session.delete(row)
        session.flush()
    if guild is not None:
        session.add(
            ControlSpotHolder(spot_id=spot_id, guild_id=guild.id, since=to_naive_utc(since))
        )
        know(session, guild.id, spot_id, since)
        start_clock(session, guild.id, since)
    session.flush()


def running(session: Session, guild: Guild) -> list[CityTask]:
    """The guild's tasks under way (not settled), soonest first."""
    check_rows(session.connection(), "city_task", "guild_id = ? AND NOT settled", (guild.id,))
    return list(
        session.scalars(
            select(CityTask)
            .where(CityTask.guild_id == guild.id, CityTask.settled.is_(False))
            .order_by(CityTask.due_at, CityTask.id)
        )
    )


def task_of(row: CityTask) -> Task:
    return Task.from_json(json.loads(row.task))


def away_on(session: Session, member: Member) -> str:
    """The spot's name where `member` is away on a task of his guild, "" if he is not."""
    if member.status != "exploring":
        return ""
    for row in running(session, member.guild):
        task = task_of(row)
        if member.id in task.mercenaries:
            return task.spot_name
    return ""


def anchor(row: ControlSpotHolder) -> dt.datetime:
    return from_naive_utc(row.collected_through or row.since)


def held_by(session: Session, guild: Guild, city: City) -> dict[str, ControlSpotHolder]:
    """The guild's held spots that the city has (a renamed spot is left out)."""
    spots = {s.id for s in city.spots}
    return {s: h for s, h in holder_rows(session).items() if h.guild_id == guild.id and s in spots}


def city_cuts(session: Session, guild: Guild) -> dict[str, int]:
    """Price -> percent off, for the prices a held spot cuts now (R-125); a city file
    that cannot be read cuts nothing (the City view names the file)."""
    try:
        data = city_data()
    except ValueError:
        return {}
    cuts = price_cuts(data.city, data.rules, held_by(session, guild, data.city))
    return {str(k): v for k, v in cuts.items() if v}
