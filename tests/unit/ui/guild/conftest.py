"""The Guild view on a fresh database holding the starter guild."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules, load_guild_rules
from demloc.paths import resources_dir
from demloc.store.database import open_database
from demloc.store.guilds import find_guild
from demloc.store.starter import load_starter_content
from demloc.ui.guild import GuildView
from support.templates import Build, copied


@pytest.fixture(scope="session")
def rules() -> GuildRules:
    return load_guild_rules(resources_dir() / "guild.toml")


def _starter(catalog: Catalog) -> Build:
    def build(path: Path) -> sessionmaker[Session]:
        sessions = open_database(str(path))
        with sessions.begin() as session:
            load_starter_content(session, catalog)
        return sessions

    return build


@pytest.fixture
def view(qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules) -> GuildView:
    """On a copy of the session's starter database (support/templates.py)."""
    sessions = copied("starter", _starter(catalog), tmp_path / "guilds.sqlite3")
    widget = GuildView(sessions, catalog, rules)
    qtbot.addWidget(widget)
    return widget


GuildOf = Callable[[GuildView], tuple[Session, Any]]


@pytest.fixture
def guild_of() -> GuildOf:
    """A session and the shown guild in it (close the session after)."""

    def read(view: GuildView) -> tuple[Session, Any]:
        session = view.sessions()
        return session, find_guild(session, view.guild_name)

    return read
