"""A main window on a database another process holds the write lock of (issue 27 item
8): the fixtures the busy-band tests share. The holder is a real process."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.store.database import open_database
from demloc.store.starter import load_starter_content
from demloc.ui.context import AppContext
from demloc.ui.guild import GuildView
from demloc.ui.main_window import MainWindow
from support.lock_holder import Holder


@pytest.fixture
def db(tmp_path: Path, catalog: Catalog) -> Path:
    path = tmp_path / "busy.sqlite3"
    sessions = open_database(str(path))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
    sessions.kw["bind"].dispose()
    return path


@pytest.fixture
def window(qtbot: QtBot, db: Path, catalog: Catalog, settings: QSettings) -> MainWindow:
    sessions = open_database(str(db))
    context = AppContext(catalog, sessions, str(db), None, str(db.parent))
    shown = MainWindow(context, settings, view="guild")
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitUntil(lambda: isinstance(shown.views.built.get("guild"), GuildView))
    return shown


@pytest.fixture
def holder(db: Path) -> Iterator[Holder]:
    held = Holder(db)
    yield held
    held.stop()
