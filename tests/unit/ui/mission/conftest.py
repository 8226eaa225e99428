"""The Mission view on a fresh database with the starter guild and a second guild (or
four guilds, `four_guilds`: the fourth holds the starter guild's mercenaries, 5.1.1)."""

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
from demloc.store.guilds import (
    all_guilds,
    change_wealth,
    create_guild,
    upgrade,
)
from demloc.ui.context import AppContext
from demloc.ui.mission import MissionView, build_mission_view
from support.templates import copied

sys.path.insert(0, str(Path(__file__).parents[2] / "store"))
from test_mission_setup import enlist_cards, enlist_set, make_database


def make_four_guilds(path: Path, catalog: Catalog) -> sessionmaker[Session]:
    """`make_database`, and The Sons of Loch (a dormitory of level 2: Wechi, Alith and
    Jadis of their set) and The Grey Hands, who hold the same four mercenaries as The
    Red Lantern (the first set) and have more fame (12 against 0): 5.1.1 at the table."""
    sessions = make_database(path, catalog)
    rules = load_guild_rules(resources_dir() / "guild.toml")
    with sessions.begin() as session:
        account = all_guilds(session)[0].account
        loch = create_guild(session, account, "The Sons of Loch", "green", rules)
        upgrade(session, loch, "dormitory", rules)
        enlist_cards(session, loch, ("sol-wechi", "sol-alith", "sol-jadis"), catalog, rules)
        grey = create_guild(session, account, "The Grey Hands", "yellow", rules)
        enlist_set(session, grey, "rog-guild-1", catalog, rules)
        change_wealth(session, grey, "a test: a famous guild", fame=12)
    return sessions


@pytest.fixture
def other_computer(catalog: Catalog) -> Callable[[Path], sessionmaker[Session]]:
    """Another computer's database (`make_database`) at a path: for its guild files."""
    return lambda path: make_database(path, catalog)


@pytest.fixture
def four_guilds(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    return copied(
        "four-guilds", lambda path: make_four_guilds(path, catalog), tmp_path / "four.sqlite3"
    )


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    return copied(
        "two-guilds", lambda path: make_database(path, catalog), tmp_path / "mission.sqlite3"
    )


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
