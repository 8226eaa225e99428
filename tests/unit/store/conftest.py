from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules, load_guild_rules
from demloc.paths import resources_dir
from demloc.store.database import open_database
from demloc.store.guilds import create_account, create_guild, redeem
from demloc.store.schema import Guild


@pytest.fixture(scope="session")
def rules() -> GuildRules:
    return load_guild_rules(resources_dir() / "guild.toml")


@pytest.fixture(scope="session")
def database(tmp_path_factory: pytest.TempPathFactory) -> object:
    return open_database(str(tmp_path_factory.mktemp("db") / "guilds.sqlite3"))


@pytest.fixture
def session(database: object) -> Iterator[Session]:
    """Each test inside a transaction that is rolled back (SQLAlchemy 2 recipe)."""
    engine = database.kw["bind"]  # type: ignore[attr-defined]
    connection = engine.connect()
    outer = connection.begin()
    with Session(bind=connection, join_transaction_mode="create_savepoint") as s:
        yield s
    outer.rollback()
    connection.close()


@pytest.fixture
def guild(session: Session, catalog: Catalog, rules: GuildRules) -> Guild:
    account = create_account(session, "Test Master")
    for card_set in catalog.sets:
        redeem(session, account, card_set.redeem_code, catalog)
    return create_guild(session, account, "The Grey Hands", "blue", rules)
