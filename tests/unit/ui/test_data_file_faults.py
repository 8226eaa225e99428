"""A player's own data file that cannot be read, as the views show it (issue 27 item 9,
RULINGS.md R-161): a folder at `city.toml` in the data folder is refused by name. The
Mission view, which needs the city (the spot at stake, 6.4.1), says so as the City view
does, never as a view "not built yet"; and the City view does not say the missions are
unaffected when they cannot be prepared."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.paths import user_data_dir
from demloc.store import city as city_store
from demloc.store.database import open_database
from demloc.store.starter import load_starter_content
from demloc.ui.context import AppContext


def _shown(widget: QWidget) -> str:
    return "\n".join(label.text() for label in widget.findChildren(QLabel))


def test_a_folder_at_the_players_city_toml_is_named_by_the_mission_and_city_views(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path
) -> None:
    from demloc.ui.views import _city_view, _mission_view

    own = user_data_dir() / "city.toml"
    own.mkdir(parents=True)
    sessions = open_database(str(tmp_path / "db.sqlite3"))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
    context = AppContext(catalog, sessions, "db", None, str(tmp_path))
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    city_store.city_data.cache_clear()
    try:
        mission, city = _mission_view(context, settings), _city_view(context, settings)
    finally:
        city_store.city_data.cache_clear()
    for widget in (mission, city):
        qtbot.addWidget(widget)
    said = _shown(mission)
    assert f"{own}: is a folder, not a file" in said
    assert "Not built yet" not in said and "will hold" not in said
    assert "The missions cannot be prepared" in said and "start DemLoc again" in said
    shown = _shown(city)
    assert f"{own}: is a folder, not a file" in shown
    assert "missions are not affected" not in shown


def test_a_damaged_guild_toml_of_the_player_is_named_by_the_views_that_need_it(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path
) -> None:
    # Issue 28: guild.toml, like city_rules.toml, is the player's own copy if he has one;
    # a damaged copy is refused with its file and field, never a traceback.
    from demloc.guild.rules import guild_rules
    from demloc.ui.views import _city_view, _guild_view, _mission_view

    sessions = open_database(str(tmp_path / "db.sqlite3"))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
    own = user_data_dir() / "guild.toml"
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text("[start]\nfeods = -1\n", encoding="utf-8")
    context = AppContext(catalog, sessions, "db", None, str(tmp_path))
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    guild_rules.cache_clear()
    try:
        views = [f(context, settings) for f in (_guild_view, _city_view, _mission_view)]
    finally:
        guild_rules.cache_clear()
    for view in views:
        qtbot.addWidget(view)
        said = _shown(view)
        assert f"{own}: start.feods: Input should be greater than or equal to 0" in said
        assert "prices: this field is required" in said and "start DemLoc again" in said
    assert [v.objectName() for v in views] == [
        "guildUnavailable", "cityUnavailable", "missionUnavailable"
    ]  # fmt: skip
