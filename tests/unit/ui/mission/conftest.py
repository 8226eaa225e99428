"""The Mission view on a fresh database with the starter guild and a second guild."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import load_guild_rules
from demloc.paths import resources_dir
from demloc.store.database import open_database
from demloc.store.guilds import all_guilds, create_guild
from demloc.store.starter import load_starter_content
from demloc.ui.context import AppContext
from demloc.ui.mission import MissionView, build_mission_view

sys.path.insert(0, str(Path(__file__).parents[2] / "store"))
from test_mission_setup import enlist_set


def make_database(path: Path, catalog: Catalog) -> sessionmaker[Session]:
    """The starter guild (The Red Lantern) and The Pale Masks, both ready to play."""
    sessions = open_database(str(path))
    rules = load_guild_rules(resources_dir() / "guild.toml")
    with sessions.begin() as session:
        load_starter_content(session, catalog)
        first = all_guilds(session)[0]
        other = create_guild(session, first.account, "The Pale Masks", "blue", rules)
        enlist_set(session, other, "rog-guild-2", catalog, rules)
    return sessions


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    return make_database(tmp_path / "mission.sqlite3", catalog)


@pytest.fixture
def make_view(
    qtbot: QtBot, sessions: sessionmaker[Session], catalog: Catalog, tmp_path: Path
) -> Callable[[], MissionView]:
    """A Mission view as the main window builds it; call again for a restart."""

    def build() -> MissionView:
        context = AppContext(catalog, sessions, "test", None, str(tmp_path))
        view = build_mission_view(context, None)  # type: ignore[arg-type]
        assert isinstance(view, MissionView)
        qtbot.addWidget(view)
        view.resize(1024, 700)
        view.show()
        return view

    return build
