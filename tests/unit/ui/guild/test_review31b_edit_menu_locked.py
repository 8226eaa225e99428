"""Review of issue 31 (b): the Edit menu follows the Guild view (R-206: built when first
shown): while the guild is at the table (6.4) its Undo and Redo buttons are disabled,
and so must Edit's Undo and Redo be, not offered to be refused."""

from __future__ import annotations

from pathlib import Path

from guild_plays import seat
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.ui.context import AppContext
from demloc.ui.guild import GuildView
from demloc.ui.main_window import MainWindow


def test_edit_undo_is_disabled_while_the_guild_is_at_the_table(
    qtbot: QtBot, view: GuildView, catalog: Catalog, tmp_path: Path
) -> None:
    view.ask = lambda _text: True
    view.overview.buildings.selectRow(1)
    view.overview.upgrade()  # something to undo
    seat(view, catalog)
    settings = QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat)
    window = MainWindow(
        AppContext(catalog, view.sessions, "test", None, str(tmp_path)), settings, "guild"
    )
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    shown = window.views["guild"]
    assert isinstance(shown, GuildView) and shown.banner.isVisibleTo(shown)
    assert not shown.undo_button.isEnabled()  # the view's own: locked (6.4)
    window.sync_menus()
    undo = window.edit_menu.actions()[0]
    assert undo.text().startswith("&Undo Upgrade")
    assert not undo.isEnabled(), "Edit's Undo offered while the guild is at the table"
