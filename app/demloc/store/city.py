"""The city's individual game in the database (rulebook 6.2; issue 14): services that
take a Session and never commit; the caller owns one transaction per user action.

The core (app/demloc/city/) says what is due at a moment; this module writes it once:
- `settle_due(session, data, now)` settles every task due by `now` of every guild not at
  the table, in deadline order, and draws and lapses the guilds' events: each outcome
  written with its task marked settled, in the caller's transaction, so a kill leaves a
  task either wholly away or wholly back (R-122). Every screen and command calls it
  before it reads the city.
- `send`, `recall`, `collect`, `answer`: the player's actions; each is undone and redone
  as the rows it changed (store/city_changes.py), with no inverse of its own.
- Fame, feods and blood stones move only through guilds.change_wealth (the ledger), one
  line per task, collection or answer, naming the spot or the event.

A guild at the table (6.4) is left alone: its tasks settle and its events are drawn
when its mission is over, dated as they fell (the core's outcomes are fixed by the
seed and the deadline, so waiting changes nothing); its actions are refused by
guilds.lock_guild."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.city import income, tasks
from demloc.city.clock import from_naive_utc, to_naive_utc
from demloc.city.errors import CityError
from demloc.city.grants import cut_price
from demloc.city.tasks import Outcome, Result, SpotState, Standing, Task, TaskKind
from demloc.guild.rules import GuildRules
from demloc.store import city_spots
from demloc.store.city_events import draw_and_lapse, pay
from demloc.store.city_spots import CityData as CityData
from demloc.store.city_spots import away_on as away_on
from demloc.store.city_spots import city_cuts as city_cuts
from demloc.store.city_spots import city_data as city_data
from demloc.store.city_spots import held_by as held_by
from demloc.store.city_spots import hold as hold
from demloc.store.city_spots import holder_rows as holder_rows
from demloc.store.city_spots import know as know
from demloc.store.city_spots import known_spots as known_spots
from demloc.store.city_spots import running as running
from demloc.store.city_spots import start_clock as start_clock
from demloc.store.city_spots import task_of as task_of
from demloc.store.guilds import GuildRuleError, guild_at_table, level, lock_guild
from demloc.store.integrity import check_rows
from demloc.store.schema import Guild
from demloc.store.schema_city import CityKnownSpot, CityTask
from demloc.store.schema_missions import ControlSpotHolder

SEEDS = tasks.SEEDS


# ---- a spot as a guild sees it (who holds and who knows: store/city_spots.py) ----------


def standing_of(
    guild: Guild,
    spot_id: str,
    holders: dict[str, ControlSpotHolder],
    known: dict[str, CityKnownSpot],
    running: Iterable[CityTask],
) -> Standing:
    holder = holders.get(spot_id)
    if holder is not None and holder.guild_id == guild.id:
        state = SpotState.HELD
    elif holder is not None:
        state = SpotState.RIVAL  # a rival's ensign is seen: the spot is known
    elif spot_id in known:
        state = SpotState.KNOWN
    else:
        state = SpotState.UNKNOWN
    row = known.get(spot_id)
    retry = row.retry_at if row is not None else None
    return Standing(
        state,
        from_naive_utc(retry) if retry is not None else None,
        any(t.spot_id == spot_id for t in running),
    )


def standing(session: Session, guild: Guild, spot_id: str) -> Standing:
    return standing_of(
        guild, spot_id, holder_rows(session), known_spots(session, guild), running(session, guild)
    )


def office(guild: Guild, rules: GuildRules) -> tuple[int, int]:
    """(how many the master's office sends into the city at once, how many are out)."""
    limit = rules.buildings["masters_office"].limit("explorers", level(guild, "masters_office"))
    return limit, sum(1 for m in guild.members if m.status == "exploring")


# ---- sending, recalling ------------------------------------------------------------------


def send(
    session: Session,
    guild: Guild,
    data: CityData,
    rules: GuildRules,
    kind: TaskKind,
    spot_id: str,
    member_ids: Sequence[int],
    now: dt.datetime,
    names: dict[int, str] | None = None,
    seed: int | None = None,
) -> CityTask:
    """6.2: send ready mercenaries to explore or acquire `spot_id`; they are away
    ("exploring") until the task's deadline. Raises CityError naming the rule."""
    lock_guild(session, guild)
    members = {m.id: m for m in guild.members}
    missing = [i for i in member_ids if i not in members]
    if missing:
        raise GuildRuleError(f"no member #{missing[0]} in {guild.name}")
    sent = [
        tasks.Member(i, (names or {}).get(i, members[i].card_id), members[i].status)
        for i in member_ids
    ]
    limit, away = office(guild, rules)
    plan = tasks.plan_explore if kind is TaskKind.EXPLORE else tasks.plan_acquire
    task = plan(
        data.city, data.rules, spot_id, sent, standing(session, guild, spot_id),
        limit=limit, away=away, now=now, seed=city_spots.new_seed() if seed is None else seed,
    )  # fmt: skip
    row = CityTask(
        guild_id=guild.id,
        kind=task.kind.value,
        spot_id=task.spot_id,
        due_at=to_naive_utc(task.due_at),
        task=json.dumps(task.to_json(), sort_keys=True),
    )
    session.add(row)
    for member_id in member_ids:
        members[member_id].status = "exploring"
    start_clock(session, guild.id, now)
    session.flush()
    return row


def outcome_of(row: CityTask) -> Outcome | None:
    """What came of a settled task: its readers checked its row (R-205)."""
    return Outcome.from_json(json.loads(row.outcome)) if row.outcome else None


def _task_row(session: Session, guild: Guild, task_id: int) -> CityTask:
    city_spots.check_city_row(session, "city_task", task_id)
    row = session.get(CityTask, task_id)
    if row is None or row.guild_id != guild.id:
        raise GuildRuleError(f"{guild.name} has no task #{task_id} in the city")
    return row


def _come_back(guild: Guild, ids: Iterable[int], injured: Iterable[int], where: str) -> None:
    """The mercenaries sent come back ready (or injured); one whose status the dormitory
    changed meanwhile, or who was dismissed, is left as he is."""
    hurt = set(injured)
    for member in guild.members:
        if member.id in ids and member.status == "exploring":
            member.status = "injured" if member.id in hurt else "ready"
            member.recovery = (
                f"hurt at {where} in the city: rests until healed (6.2)"
                if (member.id in hurt)
                else ""
            )


def recall(session: Session, guild: Guild, task_id: int, now: dt.datetime) -> Outcome:
    """Back early with nothing gained (R-122); refused once the task is due."""
    lock_guild(session, guild)
    row = _task_row(session, guild, task_id)
    if row.settled:
        raise CityError(f"the task at {task_of(row).spot_name} is over already (R-122)")
    outcome = tasks.recall(task_of(row), now)
    row.settled, row.told = True, True
    row.outcome = json.dumps(outcome.to_json(), sort_keys=True)
    _come_back(guild, outcome.mercenaries, (), outcome.spot_name)
    session.flush()
    return outcome


# ---- settling --------------------------------------------------------------------------


def _overtaken(session: Session, guild: Guild, task: Task) -> str:
    """Why an acquisition due now has nothing left to take (R-127): the guild holds the
    spot already (won in a mission meanwhile), or it changed hands after the deadline
    while the task waited (its guild was at the table); "" when it stands."""
    if task.kind is not TaskKind.ACQUIRE:
        return ""
    holder = session.get(ControlSpotHolder, task.spot_id)
    if holder is None:
        return ""
    if holder.guild_id == guild.id:
        return f"{task.spot_name} was yours already when they came: nothing gained (R-127)."
    if from_naive_utc(holder.since) > task.due_at:
        return (
            f"{task.spot_name} changed hands in a mission while they waited: nothing gained "
            "or lost; try again (R-127)."
        )
    return ""


def _apply(session: Session, guild: Guild, row: CityTask, outcome: Outcome) -> None:
    row.settled = True
    row.outcome = json.dumps(outcome.to_json(), sort_keys=True)
    _come_back(guild, outcome.mercenaries, outcome.injured, outcome.spot_name)
    if outcome.result is Result.EXPLORED:
        know(session, guild.id, outcome.spot_id, outcome.at)
    elif outcome.result is Result.ACQUIRED:
        hold(session, outcome.spot_id, guild, outcome.at)
    elif outcome.result is Result.FAILED:
        assert outcome.retry_at is not None  # the Outcome's validator
        know(session, guild.id, outcome.spot_id, outcome.at).retry_at = to_naive_utc(
            outcome.retry_at
        )
    pay(session, guild, outcome.lines)
    session.flush()


def _at_table(session: Session) -> dict[int, bool]:
    return {g.id: bool(guild_at_table(session, g)) for g in session.scalars(select(Guild))}


def settle_due(session: Session, data: CityData, now: dt.datetime) -> list[CityTask]:
    """Every task due by `now`, of every guild not at the table, settled in deadline
    order (two tasks ending together: the one sent first first), then every guild's
    events drawn and lapsed (R-122, R-124). Returns the tasks settled now."""
    busy = _at_table(session)
    check_rows(session.connection(), "city_task", "NOT settled")
    due = session.scalars(
        select(CityTask)
        .where(CityTask.settled.is_(False), CityTask.due_at <= to_naive_utc(now))
        .order_by(CityTask.due_at, CityTask.id)
    ).all()
    done = []
    for row in due:
        if busy.get(row.guild_id, True):
            continue
        task = task_of(row)
        outcome = tasks.settle(task, now)
        if outcome is None:  # a deadline of the stored row ahead of its task's: the task's
            continue
        guild = session.get_one(Guild, row.guild_id)
        lock_guild(session, guild)
        why = _overtaken(session, guild, task)
        if why:
            outcome = tasks.void(task, why)
        _apply(session, guild, row, outcome)
        done.append(row)
    for guild in session.scalars(select(Guild)).all():
        if not busy.get(guild.id, True):
            draw_and_lapse(session, guild, data, now)
    session.flush()
    return done


# ---- income (R-123, R-126) ---------------------------------------------------------------


def income_due(
    session: Session, guild: Guild, data: CityData, now: dt.datetime
) -> list[income.Collection]:
    held = {s: city_spots.anchor(h) for s, h in held_by(session, guild, data.city).items()}
    return list(income.due_all(data.city, data.rules, held, now))


@dataclasses.dataclass(frozen=True)
class Collected:
    """One spot's collection as written."""

    spot_id: str
    through: dt.datetime
    paid: tuple[int, int, int]  # fame, feods, blood stones
    why: str


def collect(
    session: Session, guild: Guild, data: CityData, now: dt.datetime, spot_id: str | None = None
) -> list[Collected]:
    """6.2: what the guild's held spots (or `spot_id`) yielded, through the ledger, one
    line per spot naming it (R-123). Nothing due: an empty list, nothing written."""
    lock_guild(session, guild)
    held = held_by(session, guild, data.city)
    if spot_id is not None and spot_id not in held:
        raise CityError(f"{guild.name} does not hold '{spot_id}': nothing to collect there (6.2)")
    made = []
    for collection in income_due(session, guild, data, now):
        if not collection.collectable or spot_id not in (None, collection.spot_id):
            continue
        row = held[collection.spot_id]
        paid = pay(session, guild, collection.lines)
        row.collected_through = to_naive_utc(collection.through)
        why = collection.lines[0].why if collection.lines else collection.spot_id
        made.append(Collected(collection.spot_id, collection.through, paid, why))
    session.flush()
    return made


def cut(session: Session, guild: Guild, price: str, amount: int) -> tuple[int, int]:
    """(the price after the held spots' cut, the percent cut) for guilds.buy."""
    percent = city_cuts(session, guild).get(price, 0)
    return cut_price(amount, percent), percent
