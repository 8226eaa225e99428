"""Review of issue 31 (b): a view built late (R-206) must not undo what the player chose
in a view built before it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.ui.context import AppContext
from demloc.ui.main_window import MainWindow

sys.path[:0] = [str(Path(__file__).parents[1] / "store")]
from test_mission_setup import make_database  # noqa: E402


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    return make_database(tmp_path / "late.sqlite3", catalog)


def test_the_guild_view_built_late_leaves_the_citys_picked_guild(
    qtbot: QtBot, sessions: sessionmaker[Session], catalog: Catalog, tmp_path: Path
) -> None:
    """Started on the City (R-206: only it is built), the player picks The Pale Masks
    there, glances at the Guild view (Ctrl+1) and comes back (Ctrl+2): the City still
    shows The Pale Masks, as it did when every view was built at the start (the Guild
    view showing another guild then changed nothing in the City)."""
    settings = QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat)
    window = MainWindow(
        AppContext(catalog, sessions, "test", None, str(tmp_path)), settings, "city"
    )
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    assert list(window.views.built) == ["city"]
    city = window.views.built["city"]
    picker = getattr(city, "picker")  # noqa: B009
    picker.setCurrentText("The Pale Masks")
    assert getattr(city, "guild_name") == "The Pale Masks"  # noqa: B009
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    views = {a.text(): a for a in menus["&View"].actions()}
    views["Guild"].trigger()  # the View menu's entry: Ctrl+1
    assert window.current_view() == "guild"
    views["City"].trigger()  # Ctrl+2
    assert window.current_view() == "city"
    assert getattr(city, "guild_name") == "The Pale Masks"  # noqa: B009
