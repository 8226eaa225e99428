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
    from demloc.ui.main_window import _city_view, _mission_view

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
