"""The child of tests/unit/store/test_city_crash.py: two guilds play the city (6.2) on a
fake clock, each loop some whole hours later, through the store's services, one
transaction per action with the city settled first (store/city.py settle_due), and a
line printed after each commit saying what it acknowledged:

    start <iso>                      the run's clock starts (nothing written)
    sent <task> <guild> <kind> <spot>
    settled <task> <result>
    recalled <task>
    collected <guild> <spot> <through iso> <periods>

Each guild works its own half of the city's spots (even or odd in the city's order), so
a spot never changes hands and its income is one holder's from its first anchor on: the
parent can count every period paid. The city's rules are the app's without its threats
(a lapsed threat would take a spot); its news and choices are drawn and lapsed, so the
events' ledger lines are in the transactions killed too."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.cards import Mercenary
from demloc.catalog.catalog import Catalog, load_catalog
from demloc.city.clock import stamp
from demloc.city.errors import CityError
from demloc.city.model import load_city
from demloc.city.rules import FILE_NAME, EventKind, load_rules
from demloc.city.tasks import SpotState, TaskKind
from demloc.guild.rules import GuildRules, load_guild_rules
from demloc.paths import builtin_sets_dir, resources_dir
from demloc.store import city as c
from demloc.store import guilds as g
from demloc.store.database import open_database
from demloc.store.schema import Guild, Member
from demloc.store.schema_city import CityTask

T0 = dt.datetime(2026, 3, 1, 12, 0, tzinfo=dt.UTC)
HOUR = dt.timedelta(hours=1)
GUILDS = ("North", "South")
PURSE = 10_000  # feods: failures never find the purse empty (R-117 would cut the cost)
RUN_HOURS = 36  # run k's clock starts at T0 + k * 36 h: a run that went further than that
# leaves the next one's clock behind it, a clock moved back at a restart


def quiet_data() -> c.CityData:
    rules = load_rules(resources_dir() / FILE_NAME)
    kept = [e for e in rules.event if e.kind is not EventKind.THREAT]
    return c.CityData(load_city(), rules.model_copy(update={"event": kept}))


CATALOG: Catalog = load_catalog([builtin_sets_dir()])
RULES: GuildRules = load_guild_rules(resources_dir() / "guild.toml")
DATA = quiet_data()


def spots_of(index: int) -> list[str]:
    return [s.id for n, s in enumerate(DATA.city.spots) if n % 2 == index]


def set_up(sessions: sessionmaker[Session]) -> None:
    """Two guilds, each with a purse, a master's office sending 2 at once, 4 mercenaries."""
    with sessions.begin() as s:
        if s.scalar(select(Guild).where(Guild.name == GUILDS[0])) is not None:
            return
        account = g.create_account(s, "Crash")
        for card_set in CATALOG.sets:
            g.redeem(s, account, card_set.redeem_code, CATALOG)
        for name, colour in zip(GUILDS, ("red", "blue"), strict=True):
            guild = g.create_guild(s, account, name, colour, RULES)
            g.change_wealth(s, guild, "crash: a purse", fame=100, feods=PURSE)
            g.upgrade(s, guild, "masters_office", RULES)
            enlisted = 0
            for card in CATALOG.cards:
                if enlisted == 4:
                    break
                if isinstance(card, Mercenary):
                    try:
                        g.enlist(s, guild, card.id, CATALOG, RULES)
                    except g.GuildRuleError:
                        continue
                    enlisted += 1


def say(*words: object) -> None:
    print(*words, flush=True)


def settled_lines(rows: Sequence[CityTask]) -> list[str]:
    lines = []
    for row in rows:
        outcome = c.outcome_of(row)
        assert outcome is not None
        lines.append(f"settled {row.id} {outcome.result.value}")
    return lines


def _target(s: Session, guild: Guild, index: int, now: dt.datetime) -> tuple[TaskKind, str] | None:
    for spot in spots_of(index):
        standing = c.standing(s, guild, spot)
        if standing.busy:
            continue
        if standing.state is SpotState.UNKNOWN:
            return TaskKind.EXPLORE, spot
        if standing.state is SpotState.KNOWN and (
            standing.retry_at is None or standing.retry_at <= now
        ):
            return TaskKind.ACQUIRE, spot
    return None


def send_one(sessions: sessionmaker[Session], index: int, now: dt.datetime,
             rng: random.Random) -> None:  # fmt: skip
    said: list[str] = []
    with sessions.begin() as s:
        said += settled_lines(c.settle_due(s, DATA, now))
        guild = g.find_guild(s, GUILDS[index])
        limit, away = c.office(guild, RULES)
        ready = [m.id for m in guild.members if m.status == "ready"]
        target = _target(s, guild, index, now)
        if target is None or not ready or away >= limit:
            pass
        else:
            kind, spot = target
            count = rng.randint(1, min(len(ready), limit - away))
            try:
                with s.begin_nested():  # a refusal undoes the send only
                    row = c.send(s, guild, DATA, RULES, kind, spot, rng.sample(ready, count), now)
                said.append(f"sent {row.id} {guild.name} {kind.value} {spot}")
            except CityError:
                pass
    for line in said:
        say(line)


def recall_one(sessions: sessionmaker[Session], index: int, now: dt.datetime,
               rng: random.Random) -> None:  # fmt: skip
    said: list[str] = []
    with sessions.begin() as s:
        said += settled_lines(c.settle_due(s, DATA, now))
        guild = g.find_guild(s, GUILDS[index])
        running = c.running(s, guild)
        if running:
            row = rng.choice(running)
            try:
                with s.begin_nested():
                    c.recall(s, guild, row.id, now)
                said.append(f"recalled {row.id}")
            except CityError:
                pass  # due already: a clock moved back can leave one due and unsettled
    for line in said:
        say(line)


def collect_all(sessions: sessionmaker[Session], index: int, now: dt.datetime) -> None:
    said: list[str] = []
    with sessions.begin() as s:
        said += settled_lines(c.settle_due(s, DATA, now))
        guild = g.find_guild(s, GUILDS[index])
        for made in c.collect(s, guild, DATA, now):
            periods = made.why.split(": ")[-1].split(" × ")[0]
            said.append(f"collected {guild.name} {made.spot_id} {stamp(made.through)} {periods}")
    for line in said:
        say(line)


def heal(sessions: sessionmaker[Session]) -> None:
    """The injured rest and come back ready (the dormitory's business, not the city's)."""
    with sessions.begin() as s:
        for member in s.scalars(select(Member).where(Member.status == "injured")).all():
            g.set_status(s, member, "ready", CATALOG, RULES)


def run(args: Sequence[str]) -> None:
    url, run_index = args[0], int(args[1])
    rng = random.Random(run_index)
    sessions = open_database(url)
    set_up(sessions)
    now = T0 + run_index * RUN_HOURS * HOUR
    say(f"start {stamp(now)}")
    while True:
        now += rng.randint(1, 6) * HOUR
        for index in rng.sample(range(len(GUILDS)), len(GUILDS)):
            roll = rng.random()
            if roll < 0.55:
                send_one(sessions, index, now, rng)
            elif roll < 0.65:
                recall_one(sessions, index, now, rng)
            else:
                collect_all(sessions, index, now)
        if rng.random() < 0.2:
            heal(sessions)
