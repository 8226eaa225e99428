"""The shared table's host (issue 30): a database of its own per test on SQLite and
on PostgreSQL (the store's fixtures reused, as the table API's tests do) with The Red
Lantern and The Pale Masks ready to play, a Table over it, and helpers that drive a
mission to the point a test needs (tests/unit/table's)."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import missions as store
from demloc.table import Table

UNIT = Path(__file__).parents[1]
_spec = importlib.util.spec_from_file_location(
    "store_conftest_for_net", UNIT / "store" / "conftest.py"
)
assert _spec is not None and _spec.loader is not None
_store = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = _store
_spec.loader.exec_module(_store)
postgres_server = _store.postgres_server
database_url = _store.database_url
rules = _store.rules
pytest_collection_modifyitems = _store.pytest_collection_modifyitems

sys.path.insert(0, str(UNIT / "store"))
sys.path.insert(0, str(UNIT / "table"))
from test_mission_setup import make_context, make_database  # noqa: E402


@pytest.fixture
def sessions(database_url: str, catalog: Catalog) -> Iterator[sessionmaker[Session]]:
    made = make_database(database_url, catalog)  # type: ignore[arg-type]
    yield made
    made.kw["bind"].dispose()


@pytest.fixture
def table(sessions: sessionmaker[Session], catalog: Catalog, rules: GuildRules) -> Table:
    with sessions() as session:
        holders = store.holders(session)
    return Table(sessions, make_context(catalog, holders), rules)
