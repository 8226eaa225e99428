"""Nothing half-written after a crash: a writing process is killed (SIGKILL) at random
points, and the database must be whole and hold everything it said it committed."""

from __future__ import annotations

import random
import sys
from typing import Any

import pytest
from sqlalchemy import CursorResult, create_engine, text
from sqlalchemy.pool import NullPool

from support.kill import run_and_kill

WRITER = r"""
import sys
from demloc.catalog.catalog import load_catalog
from demloc.guild.rules import load_guild_rules
from demloc.paths import builtin_sets_dir, resources_dir
from demloc.store.database import open_database
from demloc.store.guilds import buy, change_wealth, find_guild, remove_item
from demloc.store.starter import load_starter_content

catalog = load_catalog([builtin_sets_dir()])
rules = load_guild_rules(resources_dir() / "guild.toml")
sessions = open_database(sys.argv[1])
with sessions.begin() as s:
    load_starter_content(s, catalog)
n = int(sys.argv[2])
while True:
    n += 1
    with sessions.begin() as s:  # one transaction per action
        guild = find_guild(s, "The Red Lantern")
        change_wealth(s, guild, f"tick {n}", feods=40, fame=1)
        item = buy(s, guild, "arcane_code", "rog-code-cinder-lash", catalog, rules)
        remove_item(s, item)
    print(n, flush=True)
"""


def _check(url: str) -> tuple[int, bool]:
    engine = create_engine(url, poolclass=NullPool)
    connection = engine.connect()

    def db(sql: str) -> CursorResult[Any]:
        return connection.execute(text(sql))

    try:
        if engine.dialect.name == "sqlite":
            assert db("pragma integrity_check").scalar() == "ok"
        fame, feods = db("select fame, feods from guild where name = 'The Red Lantern'").fetchone()
        total = db(
            "select sum(l.fame), sum(l.feods) from ledger_entry l join guild g on g.id = l.guild_id "
            "where g.name = 'The Red Lantern'"
        ).fetchone()
        ticks = db("select count(*) from ledger_entry where reason like 'tick %'").fetchone()[0]
        # The guild's wealth is exactly the sum of its ledger: no half transaction.
        return ticks, (fame, feods) == tuple(total)
    finally:
        connection.close()
        engine.dispose()


@pytest.mark.kill
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killing_the_writer_loses_nothing_committed(database_url: str) -> None:
    rng = random.Random(7)
    committed = 0
    for _ in range(12):
        # Let it start and commit for a while, then kill it mid-flight.
        lines = run_and_kill(
            [sys.executable, "-c", WRITER, database_url, str(committed)], rng, most_s=0.3
        )
        reported = max(int(line) for line in lines)
        ticks, balanced = _check(database_url)
        assert balanced, "the guild's wealth differs from its ledger: a half-written change"
        # Everything reported committed is there; at most the one in flight is extra.
        assert reported <= ticks <= reported + 1
        committed = ticks
    assert committed > 12
