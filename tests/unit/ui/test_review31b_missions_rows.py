"""Review of issue 31 (b): the Missions tab at 1024x700 on a campaign (four guilds at
each mission): the list shows enough missions to choose one, not two and a half."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.store.database import open_database
from demloc.ui.context import AppContext
from demloc.ui.guild import GuildView
from demloc.ui.main_window import MainWindow

BENCHMARKS = Path(__file__).resolve().parents[3] / "benchmarks"
WHOLE_ROWS = 5  # at least: a player picks a mission among its neighbours


def _campaign(path: Path) -> None:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        spec = importlib.util.spec_from_file_location("campaign", BENCHMARKS / "campaign.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["campaign"] = module
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BENCHMARKS))
    module.make_campaign(path, ledger_lines=300, missions=20, custom_cards=10, seed=3)


def test_the_missions_list_shows_several_whole_missions_at_1024x700(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path
) -> None:
    path = tmp_path / "campaign.sqlite3"
    _campaign(path)
    settings = QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat)
    context = AppContext(catalog, open_database(str(path)), "test", None, str(tmp_path))
    window = MainWindow(context, settings, "guild")
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    view = window.views["guild"]
    assert isinstance(view, GuildView)
    view.picker.setCurrentText("The Red Lantern")
    view.tabs.setCurrentWidget(view.missions)
    table = view.missions.table
    qtbot.waitUntil(lambda: table.isVisible() and table.model().rowCount() >= WHOLE_ROWS)
    room = table.viewport().height()
    whole = [r for r in range(table.model().rowCount())
             if table.rowViewportPosition(r) >= 0
             and table.rowViewportPosition(r) + table.rowHeight(r) <= room]  # fmt: skip
    window.grab().save(str(tmp_path / "missions.png"))
    assert len(whole) >= WHOLE_ROWS, f"{len(whole)} whole rows in {room} px"
