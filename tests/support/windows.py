"""The main window as the table opens it, for the screens' tests: one way to make it
(the `make_window` fixture of tests/unit/ui/conftest.py calls it)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.ui.context import AppContext
from demloc.ui.main_window import MainWindow


def mission_window(
    qtbot: QtBot,
    sessions: sessionmaker[Session],
    catalog: Catalog,
    folder: Path,
    size: tuple[int, int] = (1024, 700),
) -> MainWindow:
    """The main window on its Mission area at `size`, its settings in `folder` (called
    again on the same folder: a restart). Shown, not activated: a window activated
    offscreen and then deleted left a later test's tracker to crash."""
    folder.mkdir(parents=True, exist_ok=True)
    settings = QSettings(str(folder / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(AppContext(catalog, sessions, "test", None, str(folder)), settings)
    qtbot.addWidget(window)
    window.show_view("mission")
    window.resize(*size)
    window.show()
    return window
