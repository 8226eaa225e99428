"""The city survives a kill (issue 14: "a SIGKILL test shows a task never half-returns
and income is never paid twice"; R-122, R-123): a child process (tests/support/
city_child.py) has two guilds send mercenaries, settle their tasks, recall some and
collect their spots' income on a fake clock that moves on by whole hours, printing
after each commit what it acknowledged; it is killed (SIGKILL) at random moments, 30
times on SQLite (the first runs as fresh interpreters, the rest forked), 8 on
PostgreSQL. After every kill the database opens and is whole:

- a task is wholly away or wholly back: an unsettled task has no outcome and all its
  mercenaries "exploring"; a settled one has its outcome, and a mercenary is
  "exploring" only on one unsettled task;
- an EXPLORED outcome left its spot known, an ACQUIRED one its spot held (no spot
  changes hands in the child), a FAILED one its spot known with a time to try again,
  each outcome's ledger line written once;
- income is never paid twice: per held spot, the periods in its collection lines add
  up to the whole periods between its first anchor and `collected_through`, and their
  amounts to those periods times the yield;
- every acknowledged action is in the database; every guild's wealth is its ledger's sum.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import sqlite3
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.city.clock import from_naive_utc
from demloc.city.tasks import Result
from demloc.store import city as c
from demloc.store.database import open_database
from demloc.store.guilds import ledger_total
from demloc.store.schema import Guild, LedgerEntry, Member
from demloc.store.schema_city import CityKnownSpot, CityTask
from demloc.store.schema_missions import ControlSpotHolder
from support.city_child import DATA
from support.kill import ForkServer, run_and_kill

KILLS = 30
FRESH = 3
PRELUDE = r"""
import sys
sys.path.insert(0, TESTS)
from support.city_child import run
"""


@pytest.fixture
def prelude() -> str:
    return f"TESTS = {str(Path(__file__).parents[2])!r}\n" + PRELUDE


class Acknowledged:
    """What the child said it committed, across every run."""

    def __init__(self) -> None:
        self.sent: set[int] = set()
        self.settled: dict[int, str] = {}
        self.recalled: set[int] = set()
        self.collected: dict[tuple[str, str], dt.datetime] = {}  # (guild, spot) -> through

    def read(self, lines: list[str]) -> None:
        for line in lines:
            word, *rest = line.split(" ")
            if word == "sent":
                self.sent.add(int(rest[0]))
            elif word == "settled":
                self.settled[int(rest[0])] = rest[1]
            elif word == "recalled":
                self.recalled.add(int(rest[0]))
            elif word == "collected":
                through = dt.datetime.fromisoformat(rest[2])
                key = (rest[0], rest[1])
                self.collected[key] = max(through, self.collected.get(key, through))
            else:
                assert word == "start", line


def _collection(name: str) -> re.Pattern[str]:
    return re.compile(rf"^{re.escape(name)}: (\d+) × (\d+) h held \(6\.2\)$")


def _check_guild(s: Session, guild: Guild) -> tuple[int, int]:
    """One guild whole; (tasks settled, periods collected)."""
    assert ledger_total(s, guild) == (guild.fame, guild.feods, guild.blood_stones)
    members = {m.id: m for m in s.scalars(select(Member).where(Member.guild_id == guild.id))}
    rows = s.scalars(select(CityTask).where(CityTask.guild_id == guild.id)).all()
    known = {k.spot_id: k for k in s.scalars(
        select(CityKnownSpot).where(CityKnownSpot.guild_id == guild.id))}  # fmt: skip
    holders = {h.spot_id: h for h in s.scalars(select(ControlSpotHolder))}
    reasons = [e.reason for e in s.scalars(
        select(LedgerEntry).where(LedgerEntry.guild_id == guild.id))]  # fmt: skip
    away: dict[int, int] = {}
    outcomes = []
    for row in rows:
        task = c.task_of(row)
        if not row.settled:
            assert row.outcome == "", row.id
            for member_id in task.mercenaries:
                assert members[member_id].status == "exploring", (row.id, member_id)
                assert member_id not in away, f"#{member_id} on two tasks"
                away[member_id] = row.id
            continue
        outcome = c.outcome_of(row)
        assert outcome is not None, f"task {row.id} settled without its outcome"
        outcomes.append(outcome)
        if outcome.result is Result.EXPLORED:
            assert outcome.spot_id in known, row.id
        elif outcome.result is Result.ACQUIRED:
            holder = holders.get(outcome.spot_id)
            assert holder is not None and holder.guild_id == guild.id, row.id
        elif outcome.result is Result.FAILED:
            assert outcome.spot_id in known and known[outcome.spot_id].retry_at is not None
    for member in members.values():  # nobody exploring without a task under way
        assert (member.status == "exploring") == (member.id in away), member.id
    for line_why in {ln.why for o in outcomes for ln in o.lines}:  # each outcome's line once
        written = sum(1 for r in reasons if r == line_why)
        expected = sum(1 for o in outcomes if o.lines and o.lines[0].why == line_why)
        assert written == expected, line_why
    periods_paid = 0
    for spot in DATA.city.spots:
        pattern = _collection(spot.name)
        lines = s.execute(
            select(LedgerEntry.reason, LedgerEntry.fame, LedgerEntry.feods,
                   LedgerEntry.blood_stones).where(LedgerEntry.guild_id == guild.id)
        ).all()  # fmt: skip
        paid = [(pattern.match(r[0]), r) for r in lines]
        paid_rows = [(m, r) for m, r in paid if m is not None]
        holder = holders.get(spot.id)
        if holder is None or holder.guild_id != guild.id:
            assert paid_rows == [], spot.id  # never held: never paid
            continue
        income = DATA.rules.of(spot.kind).income
        since = from_naive_utc(holder.since)
        through = from_naive_utc(holder.collected_through or holder.since)
        span = through - since
        period = dt.timedelta(hours=income.period_hours)
        assert span % period == dt.timedelta(0) and span >= dt.timedelta(0), spot.id
        periods = sum(int(m.group(1)) for m, _ in paid_rows)
        assert periods == span // period, f"{spot.id}: {periods} periods paid"
        assert sum(r[1] for _, r in paid_rows) == periods * income.fame
        assert sum(r[2] for _, r in paid_rows) == periods * income.feods
        assert sum(r[3] for _, r in paid_rows) == periods * income.blood_stones
        periods_paid += periods
    return sum(1 for r in rows if r.settled), periods_paid


def _check(url: str, seen: Acknowledged, sqlite_file: Path | None) -> tuple[int, int]:
    if sqlite_file is not None:
        with sqlite3.connect(sqlite_file) as raw:
            assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    sessions = open_database(url)
    settled = periods = 0
    try:
        with sessions.begin() as s:
            for guild in s.scalars(select(Guild)).all():
                done, paid = _check_guild(s, guild)
                settled, periods = settled + done, periods + paid
            tasks = {t.id: t for t in s.scalars(select(CityTask))}
            assert seen.sent <= set(tasks), seen.sent - set(tasks)
            for task_id, result in seen.settled.items():
                outcome = c.outcome_of(tasks[task_id])
                assert outcome is not None and outcome.result.value == result, task_id
            for task_id in seen.recalled:
                outcome = c.outcome_of(tasks[task_id])
                assert outcome is not None and outcome.result is Result.RECALLED, task_id
            guilds = {g.id: g.name for g in s.scalars(select(Guild))}
            holders = {(guilds[h.guild_id], h.spot_id): h for h in s.scalars(
                select(ControlSpotHolder))}  # fmt: skip
            for key, through in seen.collected.items():
                holder = holders[key]
                assert holder.collected_through is not None
                assert from_naive_utc(holder.collected_through) >= through, key
    finally:
        sessions.kw["bind"].dispose()
    return settled, periods


def _kill_and_check(
    server: ForkServer, prelude: str, url: str, kills: int, sqlite_file: Path | None = None,
    *, periods_too: bool = True,
) -> tuple[int, int, int]:  # fmt: skip
    """Kill `kills` times, then on until the kills met real work, a task settled (and
    income collected, `periods_too`), at most 3 x `kills` (a loaded machine's child can
    do little before each kill); the kills made, the tasks settled, the periods paid."""
    rng = random.Random(14)
    seen = Acknowledged()
    for kill in range(3 * kills):
        args = [url, str(kill)]
        if kill < FRESH and sqlite_file is not None:
            fresh = prelude + "run(sys.argv[1:])\n"
            lines = run_and_kill([sys.executable, "-c", fresh, *args], rng, most_s=0.4)
        else:
            lines = server.run_and_kill(args, rng, most_s=0.4)
        seen.read(lines)
        settled, periods = _check(url, seen, sqlite_file)
        if kill + 1 >= kills and settled > 0 and (periods > 0 or not periods_too):
            break
    # Collecting again where each spot was collected through pays nothing twice.
    sessions = open_database(url)
    try:
        with sessions.begin() as s:
            for holder in s.scalars(select(ControlSpotHolder)).all():
                guild = s.get_one(Guild, holder.guild_id)
                again = from_naive_utc(holder.collected_through or holder.since)
                assert c.collect(s, guild, DATA, again, holder.spot_id) == []
    finally:
        sessions.kw["bind"].dispose()
    return kill + 1, *_check(url, seen, sqlite_file)


@pytest.mark.kill
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killed_at_random_moments_no_task_half_returns_and_no_income_is_paid_twice(
    tmp_path: Path, prelude: str
) -> None:
    path = tmp_path / "city.sqlite3"
    start = time.monotonic()
    with ForkServer(prelude, tmp_path) as server:
        kills, settled, periods = _kill_and_check(server, prelude, str(path), KILLS, path)
    print(f"{kills} kills in {time.monotonic() - start:.1f} s: {settled} tasks settled, "
          f"{periods} periods collected")  # fmt: skip
    # The checks above hold after every kill; these say the kills met real work.
    assert settled > 0 and periods > 0


@pytest.mark.kill
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
def test_on_postgresql_too(tmp_path: Path, prelude: str, database_url: str) -> None:
    start = time.monotonic()
    with ForkServer(prelude, tmp_path) as server:
        kills, settled, periods = _kill_and_check(
            server, prelude, database_url, 8, periods_too=False
        )
    print(f"{kills} kills on PostgreSQL in {time.monotonic() - start:.1f} s: {settled} tasks settled, "
          f"{periods} periods collected")  # fmt: skip
    assert settled > 0
