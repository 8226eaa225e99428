"""The Edit menu follows the view shown (issue 28 review of the undo history; "keyboard
for everything frequent, with the shortcuts shown in menus"): in the Guild view its Undo
and Redo are the guild's history (the action's name, enabled as the history allows,
acting on it), in the Mission view's tracker the tracker's keys, as before; the entries
own no key, so Ctrl+Z stays the view's own and fires once."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.ui.guild import GuildView
from demloc.ui.keys import redo_shortcuts, shortcut_text
from demloc.ui.main_window import MainWindow

sys.path[:0] = [str(Path(__file__).parents[1] / "store")]
from test_mission_setup import make_database  # noqa: E402

MakeWindow = Callable[[], MainWindow]


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    return make_database(tmp_path / "edit.sqlite3", catalog)


def edit_texts(window: MainWindow) -> list[tuple[str, bool]]:
    """The Edit menu's history entries (Preferences… after its separator: test_settings)."""
    window.sync_menus()
    entries = window.edit_menu.actions()
    assert entries[-2:] == [entries[-2], window.preferences_action] and entries[-2].isSeparator()
    return [(a.text().replace("&", ""), a.isEnabled()) for a in entries[:-2]]


def test_the_edit_menu_is_the_guild_views_history_there(make_window: MakeWindow) -> None:
    window = make_window()
    window.show_view("guild")
    view = window.views["guild"]
    assert isinstance(view, GuildView)
    redo_keys = shortcut_text(redo_shortcuts())  # the keys the view's Redo has (ui/keys.py)
    assert edit_texts(window) == [("Undo\tCtrl+Z", False), (f"Redo\t{redo_keys}", False)]
    view.ask = lambda _text: True
    view.overview.buildings.selectRow(1)
    view.overview.upgrade()  # the armory, one level up
    assert edit_texts(window)[0] == ("Undo Upgrade the armory\tCtrl+Z", True)
    before = view.undo_stack.index()
    window.edit_menu.actions()[0].trigger()
    assert view.undo_stack.index() == before - 1
    assert edit_texts(window)[1] == (f"Redo Upgrade the armory\t{redo_keys}", True)
    for entry in window.edit_menu.actions():  # the view's keys stay its own
        if entry is window.preferences_action:  # the window's own (Ctrl+,, issue 32)
            continue
        assert entry.shortcut().isEmpty() and not entry.shortcuts()


def test_the_edit_menu_goes_back_to_the_tracker_in_the_mission_view(
    make_window: MakeWindow,
) -> None:
    window = make_window()
    window.show_view("guild")
    assert window.history_entries
    window.show_view("mission")
    assert not window.history_entries
    assert [a.objectName() for a in window.edit_menu.actions()] == [
        "menu-Undo",
        "menu-Redo",
        "",  # a separator, then Preferences… (issue 32)
        "preferences",
    ]
