"""The store on a real PostgreSQL server, as a club sharing one database runs it.

Each test gets a fresh database on the session's server (conftest.py): the migrations
from an empty database and from the first schema, a round trip through the services
and the exchange format, and two processes writing to one guild at once."""

from __future__ import annotations

import subprocess
import sys

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, func, select
from sqlalchemy.pool import NullPool

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.store.database import open_database
from demloc.store.guild_file import export_guild
from demloc.store.guild_import import apply_import, plan_import
from demloc.store.migrate import MIGRATIONS, alembic_config
from demloc.store.schema import Account, Base, LedgerEntry
from demloc.store.starter import STARTER_GUILD, load_starter_content

on_postgresql = pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
HEAD = ScriptDirectory(str(MIGRATIONS)).get_current_head()


def _revision(url: str) -> str | None:
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()
    finally:
        engine.dispose()


@on_postgresql
def test_migrations_build_the_models_schema(database_url: str) -> None:
    sessions = open_database(database_url)
    engine = sessions.kw["bind"]
    with engine.connect() as connection:
        # What the migrations made on PostgreSQL is what the models describe.
        assert compare_metadata(MigrationContext.configure(connection), Base.metadata) == []
    engine.dispose()
    assert _revision(database_url) == HEAD
    open_database(database_url).kw["bind"].dispose()  # opening again changes nothing
    assert _revision(database_url) == HEAD


@on_postgresql
def test_a_first_schema_database_is_migrated_with_its_data(database_url: str) -> None:
    engine = create_engine(database_url, poolclass=NullPool)
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0001")
        connection.exec_driver_sql(
            "insert into account (name, created_at) values ('Old', '2026-01-01')"
        )
    engine.dispose()
    assert _revision(database_url) == "0001"
    sessions = open_database(database_url)
    assert _revision(database_url) == HEAD
    with sessions.begin() as session:
        assert session.scalar(select(Account.name)) == "Old"
    sessions.kw["bind"].dispose()


@on_postgresql
def test_the_services_round_trip(database_url: str, catalog: Catalog, rules: GuildRules) -> None:
    sessions = open_database(database_url)
    try:
        with sessions.begin() as session:
            load_starter_content(session, catalog)
        with sessions.begin() as session:
            guild = g.find_guild(session, STARTER_GUILD)
            assert len(guild.members) == 4 and guild.feods == rules.start_feods - 80
            g.upgrade(session, guild, "armory", rules)
            data = export_guild(session, guild)
        with sessions.begin() as session:
            apply_import(session, plan_import(session, data, catalog, rules))
            guild = g.find_guild(session, STARTER_GUILD)
            assert g.ledger_total(session, guild) == (guild.fame, guild.feods, guild.blood_stones)
            with pytest.raises(g.GuildRuleError, match="mercenaries are unique"):
                g.enlist(session, guild, guild.members[0].card_id, catalog, rules)
    finally:
        sessions.kw["bind"].dispose()


WRITER = r"""
import sys
from demloc.store.database import open_database
from demloc.store.guilds import change_wealth, find_guild

sessions = open_database(sys.argv[1])
for n in range(int(sys.argv[2])):
    with sessions.begin() as s:
        change_wealth(s, find_guild(s, "The Red Lantern"), f"tick {sys.argv[3]} {n}", feods=1)
print("done", flush=True)
"""
TICKS = 150


def _two_writers(database_url: str, catalog: Catalog) -> tuple[int, int, int]:
    """Two processes earn TICKS feods each on one guild: (ticks, feods gained, ledger sum)."""
    sessions = open_database(database_url)
    try:
        with sessions.begin() as session:
            load_starter_content(session, catalog)
            start = g.find_guild(session, STARTER_GUILD).feods
        writers = [
            subprocess.Popen(
                [sys.executable, "-c", WRITER, database_url, str(TICKS), name],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for name in ("a", "b")
        ]
        for writer in writers:
            out, errors = writer.communicate(timeout=120)
            assert writer.returncode == 0 and out.strip() == "done", errors
        with sessions.begin() as session:
            guild = g.find_guild(session, STARTER_GUILD)
            ticks = session.scalar(select(func.count()).where(LedgerEntry.reason.like("tick %")))
            return ticks or 0, guild.feods - start, g.ledger_total(session, guild)[1] - start
    finally:
        sessions.kw["bind"].dispose()


@on_postgresql
def test_two_writers_at_once_commit_everything_and_lose_nothing(
    database_url: str, catalog: Catalog
) -> None:
    ticks, gained, ledger = _two_writers(database_url, catalog)
    assert (ticks, ledger) == (2 * TICKS, 2 * TICKS)
    assert gained == 2 * TICKS, f"{2 * TICKS - gained} feods lost"  # issue 10, item 3
