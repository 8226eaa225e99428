"""The city's individual game in the database (rulebook 6.2; issue 14): services that
take a Session and never commit; the caller owns one transaction per user action.

The core (app/demloc/city/) says what is due at a moment; this module writes it once:
- `settle_due(session, data, now)` settles every task due by `now` of every guild not at
  the table, in deadline order, and draws and lapses the guilds' events: each outcome
  written with its task marked settled, in the caller's transaction, so a kill leaves a
  task either wholly away or wholly back (R-122). Every screen and command calls it
  before it reads the city.
- `send`, `recall`, `collect`, `answer`: the player's actions; `unsend`, `resend`,
  `uncollect`, `unanswer` their undo (the Qt layer's commands).
- Fame, feods and blood stones move only through guilds.change_wealth (the ledger), one
  line per task, collection or answer, naming the spot or the event.

A guild at the table (6.4) is left alone: its tasks settle and its events are drawn
when its mission is over, dated as they fell (the core's outcomes are fixed by the
seed and the deadline, so waiting changes nothing); its actions are refused by
guilds.lock_guild."""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import json
import random
from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.city import income, tasks
from demloc.city.clock import from_naive_utc, to_naive_utc
from demloc.city.errors import CityError
from demloc.city.grants import cut_price, price_cuts
from demloc.city.ledger import Line
from demloc.city.rules import CityRules, load_rules
from demloc.city.tasks import Outcome, Result, SpotState, Standing, Task, TaskKind
from demloc.guild.rules import GuildRules
from demloc.missions.city import City, load_city
from demloc.store.guilds import GuildRuleError, change_wealth, guild_at_table, level, lock_guild
from demloc.store.schema import Guild, Member
from demloc.store.schema_city import CityClock, CityKnownSpot, CityTask
from demloc.store.schema_missions import ControlSpotHolder

SEEDS = tasks.SEEDS


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


def _seed() -> int:
    return random.SystemRandom().randrange(SEEDS)


# ---- who holds, who knows --------------------------------------------------------------


def holder_rows(session: Session) -> dict[str, ControlSpotHolder]:
    return {h.spot_id: h for h in session.scalars(select(ControlSpotHolder))}


def known_spots(session: Session, guild: Guild) -> dict[str, CityKnownSpot]:
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
        session.add(CityClock(guild_id=guild_id, seed=_seed(), drawn_through=to_naive_utc(now)))
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


def running(session: Session, guild: Guild) -> list[CityTask]:
    """The guild's tasks under way (not settled), soonest first."""
    return list(
        session.scalars(
            select(CityTask)
            .where(CityTask.guild_id == guild.id, CityTask.settled.is_(False))
            .order_by(CityTask.due_at, CityTask.id)
        )
    )


def away_on(session: Session, member: Member) -> str:
    """The spot's name where `member` is away on a task of his guild, "" if he is not."""
    if member.status != "exploring":
        return ""
    for row in running(session, member.guild):
        task = task_of(row)
        if member.id in task.mercenaries:
            return task.spot_name
    return ""


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
        limit=limit, away=away, now=now, seed=_seed() if seed is None else seed,
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


def task_of(row: CityTask) -> Task:
    return Task.from_json(json.loads(row.task))


def outcome_of(row: CityTask) -> Outcome | None:
    return Outcome.from_json(json.loads(row.outcome)) if row.outcome else None


def _task_row(session: Session, guild: Guild, task_id: int) -> CityTask:
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


def unsend(session: Session, guild: Guild, task_id: int) -> None:
    """Undo of `send`: the task is gone as if never sent, while it is still under way."""
    lock_guild(session, guild)
    row = _task_row(session, guild, task_id)
    if row.settled:
        raise CityError(
            f"the task at {task_of(row).spot_name} is over: it cannot be undone (R-122)"
        )
    _come_back(guild, task_of(row).mercenaries, (), row.spot_id)
    session.delete(row)
    session.flush()


def resend(
    session: Session, guild: Guild, rules: GuildRules, task_id: int, now: dt.datetime
) -> None:
    """Undo of `recall`: the task runs again to its deadline, if that is still ahead and
    every mercenary recalled is ready and the office has room for them."""
    lock_guild(session, guild)
    row = _task_row(session, guild, task_id)
    outcome = outcome_of(row)
    task = task_of(row)
    if outcome is None or outcome.result is not Result.RECALLED:
        raise CityError(f"the task at {task.spot_name} was not recalled")
    if to_naive_utc(now) >= row.due_at:
        raise CityError(f"the task at {task.spot_name} would be over now: it stays recalled")
    members = {m.id: m for m in guild.members}
    for member_id in task.mercenaries:
        member = members.get(member_id)
        if member is None or member.status != "ready":
            raise CityError(f"a mercenary recalled from {task.spot_name} is no longer ready")
    state = standing(session, guild, task.spot_id)
    if state.busy:
        raise CityError(
            f"your mercenaries are already at {task.spot_name}: one task a spot (R-121)"
        )
    wanted = SpotState.UNKNOWN if task.kind is TaskKind.EXPLORE else None
    if (wanted is not None and state.state is not wanted) or state.state is SpotState.HELD:
        raise CityError(f"{task.spot_name} is {state.state.label} now: the recall stands")
    limit, away = office(guild, rules)
    if away + len(task.mercenaries) > limit:
        raise CityError(
            f"the master's office sends {limit} at once and {away} are out: the recall stands "
            "(6.2, R-121)"
        )
    for member_id in task.mercenaries:
        members[member_id].status = "exploring"
    row.settled, row.told, row.outcome = False, False, ""
    session.flush()


# ---- settling --------------------------------------------------------------------------


def _pay(
    session: Session, guild: Guild, lines: Sequence[Line], *, chosen: bool = False
) -> tuple[int, int, int]:
    """The lines as ledger entries, one per reason. A cost forced on the guild (a failure,
    a lapsed answer) that it cannot pay in full takes what it has (R-117); a price the
    player chooses (`chosen`: an answer) is refused unless he can pay it all (R-127).
    Returns what was written (fame, feods, blood stones)."""
    paid = [0, 0, 0]
    by_reason: dict[str, dict[str, int]] = {}
    for line in lines:
        by_reason.setdefault(line.why, {}).setdefault(line.kind, 0)
        by_reason[line.why][line.kind] += line.amount
    if chosen:
        session.refresh(guild, ["fame", "feods", "blood_stones"])
        for kind, have, word in ((
            "feods", guild.feods, "feods"), ("blood_stones", guild.blood_stones, "blood stones"
        )):  # fmt: skip
            cost = -sum(a.get(kind, 0) for a in by_reason.values())
            if cost > have:
                raise CityError(
                    f"this answer costs {cost} {word} and {guild.name} has {have}: choose "
                    "another (R-127)"
                )
    for why, amounts in by_reason.items():
        session.refresh(guild, ["fame", "feods", "blood_stones"])
        fame = amounts.get("fame", 0)
        feods = max(amounts.get("feods", 0), -guild.feods)
        stones = max(amounts.get("blood_stones", 0), -guild.blood_stones)
        if fame or feods or stones:
            short = feods != amounts.get("feods", 0) or stones != amounts.get("blood_stones", 0)
            change_wealth(session, guild, why + (" (all it had, R-117)" if short else ""),
                          fame=fame, feods=feods, blood_stones=stones)  # fmt: skip
            paid = [paid[0] + fame, paid[1] + feods, paid[2] + stones]
    return paid[0], paid[1], paid[2]


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
    _pay(session, guild, outcome.lines)
    session.flush()


def _at_table(session: Session) -> dict[int, bool]:
    return {g.id: bool(guild_at_table(session, g)) for g in session.scalars(select(Guild))}


def settle_due(session: Session, data: CityData, now: dt.datetime) -> list[CityTask]:
    """Every task due by `now`, of every guild not at the table, settled in deadline
    order (two tasks ending together: the one sent first first), then every guild's
    events drawn and lapsed (R-122, R-124). Returns the tasks settled now."""
    busy = _at_table(session)
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
    from demloc.store.city_events import draw_and_lapse

    for guild in session.scalars(select(Guild)).all():
        if not busy.get(guild.id, True):
            draw_and_lapse(session, guild, data, now)
    session.flush()
    return done


# ---- income (R-123, R-126) ---------------------------------------------------------------


def _anchor(row: ControlSpotHolder) -> dt.datetime:
    return from_naive_utc(row.collected_through or row.since)


def held_by(session: Session, guild: Guild, city: City) -> dict[str, ControlSpotHolder]:
    """The guild's held spots that the city has (a renamed spot is left out)."""
    spots = {s.id for s in city.spots}
    return {s: h for s, h in holder_rows(session).items() if h.guild_id == guild.id and s in spots}


def income_due(
    session: Session, guild: Guild, data: CityData, now: dt.datetime
) -> list[income.Collection]:
    held = {s: _anchor(h) for s, h in held_by(session, guild, data.city).items()}
    return list(income.due_all(data.city, data.rules, held, now))


@dataclasses.dataclass(frozen=True)
class Collected:
    """One spot's collection as written: what to undo it with."""

    spot_id: str
    before: dt.datetime | None  # collected_through before (None: never collected)
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
        before = from_naive_utc(row.collected_through) if row.collected_through else None
        paid = _pay(session, guild, collection.lines)
        row.collected_through = to_naive_utc(collection.through)
        why = collection.lines[0].why if collection.lines else collection.spot_id
        made.append(Collected(collection.spot_id, before, collection.through, paid, why))
    session.flush()
    return made


def uncollect(session: Session, guild: Guild, made: Sequence[Collected]) -> None:
    """Undo of `collect`: each amount taken back with a ledger line of its own (the
    ledger is never rewritten), while the spot is still held and not collected since."""
    lock_guild(session, guild)
    rows = holder_rows(session)
    for item in made:
        row = rows.get(item.spot_id)
        if (
            row is None
            or row.guild_id != guild.id
            or row.collected_through != to_naive_utc(item.through)
        ):
            raise CityError(f"'{item.spot_id}' changed hands or was collected since: kept (R-123)")
    for item in made:
        fame, feods, stones = item.paid
        change_wealth(session, guild, f"Undone: {item.why}"[:200],
                      fame=-fame, feods=-feods, blood_stones=-stones)  # fmt: skip
        rows[item.spot_id].collected_through = (
            to_naive_utc(item.before) if item.before is not None else None
        )
    session.flush()


def city_cuts(session: Session, guild: Guild) -> dict[str, int]:
    """Price -> percent off, for the prices a held spot cuts now (R-125); a city file
    that cannot be read cuts nothing (the City view names the file)."""
    try:
        data = city_data()
    except ValueError:
        return {}
    cuts = price_cuts(data.city, data.rules, held_by(session, guild, data.city))
    return {str(k): v for k, v in cuts.items() if v}


def cut(session: Session, guild: Guild, price: str, amount: int) -> tuple[int, int]:
    """(the price after the held spots' cut, the percent cut) for guilds.buy."""
    percent = city_cuts(session, guild).get(price, 0)
    return cut_price(amount, percent), percent
