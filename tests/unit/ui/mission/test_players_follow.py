"""The Players screen lists the guilds the database holds when it is shown (issue 26,
item 4; rulebook 6.4: "after ... creating the Guild" a player joins the collective
game): a guild made after the app started, in the Guild view or another window, is
offered as soon as the Mission view is shown again, with no mission chosen first."""

from __future__ import annotations

from pathlib import Path

from driver import buttons, window_on
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import load_guild_rules
from demloc.missions.setup import Phase
from demloc.paths import resources_dir
from demloc.store.guilds import all_guilds, create_guild


def test_a_guild_made_after_the_start_is_offered_when_players_is_shown_6_4(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    window, view = window_on(qtbot, sessions, catalog, tmp_path)
    assert view.state.phase is Phase.PLAYERS
    before = buttons(view, "add-")
    window.show_view("guild")
    rules = load_guild_rules(resources_dir() / "guild.toml")
    with sessions.begin() as session:
        account = all_guilds(session)[0].account
        made = create_guild(session, account, "The Late Comers", "green", rules)
        key = made.uuid
    window.show_view("mission")
    assert buttons(view, "add-") == sorted([*before, f"add-{key}"])
    assert not view.state.mission  # no mission chosen: the list follows all the same
