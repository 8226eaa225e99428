"""The store on PostgreSQL: only portable SQLAlchemy constructs, so a postgresql:// URL
works as SQLite does. Runs when DEMLOC_TEST_POSTGRES holds a database URL (an empty
database the test may fill), e.g. postgresql+psycopg://demloc:demloc@127.0.0.1/demloc_test
with `pip install "psycopg[binary]"`."""

from __future__ import annotations

import os

import pytest
from sqlalchemy import text

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.store.database import open_database
from demloc.store.exchange import apply_import, export_guild, plan_import
from demloc.store.starter import STARTER_GUILD, load_starter_content

URL = os.environ.get("DEMLOC_TEST_POSTGRES", "")


@pytest.mark.skipif(not URL, reason="set DEMLOC_TEST_POSTGRES to a PostgreSQL URL to run")
def test_the_store_on_postgresql(catalog: Catalog, rules: GuildRules) -> None:
    sessions = open_database(URL)
    engine = sessions.kw["bind"]
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
        with engine.begin() as connection:
            connection.execute(text("drop schema public cascade"))
            connection.execute(text("create schema public"))
        engine.dispose()
