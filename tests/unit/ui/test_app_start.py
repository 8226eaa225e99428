"""The app's start (issue 16): the window paints first, with its menus and a line that
says the data is opening; then the catalog and the database are opened (a first start
makes and fills it) and the view is shown; a database that cannot be opened is said
in a dialog and the app ends with 1. The first paint imports neither the store
(SQLAlchemy) nor the catalog: a new interpreter, so nothing this session imported
counts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from demloc.ui import application
from demloc.ui.context import AppContext
from demloc.ui.main_window import OPENING, MainWindow
from demloc.ui.placeholder_view import PlaceholderView
from demloc.ui.views import VIEW_KEYS

# How long a test waits for the views to build: they build in the event loop, one at a
# time, and a loaded machine (CI) can take many seconds; it is a bound for a hang only.
LOADED = 120_000


def _status(window: MainWindow) -> str:
    labels = [label.text() for label in window.statusBar().findChildren(QLabel)]
    return " | ".join([window.statusBar().currentMessage(), *labels])


def test_before_the_data_is_open_the_window_says_so_and_builds_no_view(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    window = MainWindow(None, settings, "city")
    qtbot.addWidget(window)
    window.show()
    shown = window.stack.currentWidget()
    assert isinstance(shown, QLabel) and shown.text() == OPENING
    assert window.current_view() == "city" and window.windowTitle() == "DemLoc Companion"
    assert "cards" not in _status(window)  # the catalog is not read yet
    for key in VIEW_KEYS:  # the keys and the list still move, nothing is built
        window.show_view(key)
        assert window.current_view() == key
    assert window.views.built == {}
    with pytest.raises(AssertionError, match="not open yet"):
        _ = window.context
    window.show_help()  # F1 and a rule link wait for the data: nothing to show yet
    window.open_rules("rules:7.2.1")
    assert window.views.built == {}
    window.show_view("guild")
    window.open_context(context)
    assert list(window.views.built) == ["guild"]
    assert isinstance(window.stack.currentWidget(), PlaceholderView)  # no database here
    assert window.windowTitle() == "DemLoc Companion — The Red Lantern"
    status = _status(window)
    assert "5 sets, 62 cards" in status and "sqlite:///test.sqlite3" in status, status
    assert window.context is context


def test_the_app_opens_the_data_after_its_first_paint_and_builds_only_the_view_shown(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    """R-206 (issue 31): the start builds the view it shows and nothing else, once the
    event loop is free too (the five others built in the background kept the player's
    first tap waiting, and their timers ran while hidden); another is built the first
    time it is shown, through the views' list or its key."""
    asked: list[bool] = []

    def opener() -> AppContext:
        asked.append(window.isVisible())
        return context

    window = MainWindow(None, settings)
    qtbot.addWidget(window)
    window.open_after_first_paint(opener)
    assert asked == [] and window.views.built == {}
    window.show()
    qtbot.waitUntil(lambda: bool(window.views.built), timeout=LOADED)
    for _ in range(5):  # turns of the event loop that would build a view queued
        QApplication.processEvents()
    assert asked == [True]  # once, the window on the screen
    assert window.current_view() == "guild" and list(window.views.built) == ["guild"]
    window.nav.setCurrentRow(VIEW_KEYS.index("catalog"))  # a tap on the views' list
    assert list(window.views.built) == ["guild", "catalog"]
    assert window.stack.currentWidget() is window.views.built["catalog"]
    assert window.stack.currentWidget().isVisible()


def test_run_gui_builds_only_the_view_it_shows(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R-206 (issue 31): `demloc --view guild` opens the data after the first paint and
    builds the Guild view alone, also once the event loop has turned with nothing to
    do (the others were built there, one a turn, before: the player's first tap waited
    for them); another view is built when first shown."""
    monkeypatch.setattr(application, "QSettings", lambda: QSettings(
        str(tmp_path / "settings.ini"), QSettings.Format.IniFormat
    ))  # fmt: skip
    seen: list[list[str]] = []
    opened = MainWindow.open_context

    def open_context(window: MainWindow, context: AppContext) -> None:
        opened(window, context)

        def look() -> None:
            for _ in range(5):  # turns of the loop: what the start queued runs there
                QApplication.processEvents()
            seen.append(list(window.views.built))
            window.show_view("city")  # the Ctrl+2 key's own call
            seen.append(list(window.views.built))
            qtbot.addWidget(window)  # closed and let go at the test's end
            QApplication.instance().exit(0)  # type: ignore[union-attr]

        QTimer.singleShot(0, look)

    monkeypatch.setattr(MainWindow, "open_context", open_context)
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: QApplication.instance().exit(99))  # type: ignore[union-attr]
    guard.start(60_000)
    try:
        code = application.run_gui(str(tmp_path / "guilds.sqlite3"), "guild")
    finally:
        guard.stop()
    assert code == 0
    assert seen == [["guild"], ["guild", "city"]]


def test_data_that_cannot_be_opened_leaves_no_view_built(qtbot: QtBot, settings: QSettings) -> None:
    asked: list[int] = []
    window = MainWindow(None, settings)
    qtbot.addWidget(window)
    window.open_after_first_paint(lambda: asked.append(1) or None)  # it said why itself
    window.show()
    qtbot.waitUntil(lambda: asked == [1], timeout=LOADED)
    window.repaint()  # a later paint neither asks again nor builds
    QApplication.processEvents()
    assert asked == [1] and window.views.built == {}
    assert isinstance(window.stack.currentWidget(), QLabel)


def test_a_paint_while_the_data_cannot_open_builds_no_view(
    qtbot: QtBot, settings: QSettings
) -> None:
    """A paint during the opening (the dialog saying why it cannot: its own event loop)
    builds no view: there is no data for one (a view built then stopped the app)."""
    window = MainWindow(None, settings)
    qtbot.addWidget(window)

    def opener() -> None:
        window.repaint()
        for _ in range(3):
            QApplication.processEvents()

    window.open_after_first_paint(opener)
    window.show()
    qtbot.waitUntil(lambda: window._opener is None, timeout=LOADED)
    qtbot.wait(50)
    assert window.views.built == {}
    assert isinstance(window.stack.currentWidget(), QLabel)


def test_run_gui_on_a_database_it_cannot_open_says_so_and_ends_with_1(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said: list[str] = []

    def critical(parent: QWidget | None, title: str, text: str, *_: object) -> None:
        said.append(text)
        # The dialog's own event loop: the window, exposed again, repaints meanwhile.
        assert parent is not None
        parent.repaint()
        for _ in range(3):
            QApplication.processEvents()

    monkeypatch.setattr(QMessageBox, "critical", critical)
    monkeypatch.setattr(application, "QSettings", lambda: QSettings(
        str(tmp_path / "settings.ini"), QSettings.Format.IniFormat
    ))  # fmt: skip
    not_a_database = tmp_path / "notes.sqlite3"
    not_a_database.write_bytes(b"this is not a database file, only text" * 100)
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: QApplication.instance().exit(99))  # type: ignore[union-attr]
    guard.start(20_000)
    try:
        code = application.run_gui(str(not_a_database))
    finally:
        guard.stop()
    assert code == 1
    assert len(said) == 1 and said[0].startswith("The database cannot be opened.")
    assert str(not_a_database) in said[0]
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    for window in windows:  # (other tests' windows may be there too)
        qtbot.addWidget(window)  # closed and let go at the test's end
    assert any(w.views.built == {} and w.windowTitle() == "DemLoc Companion" for w in windows)


FIRST_PAINT = """
import os, sys
import demloc.ui.main_window as main_window

def first_paint(self):
    print(" ".join(m for m in ("sqlalchemy", "demloc.store.database", "demloc.catalog.catalog",
                               "pydantic") if m in sys.modules))
    print(self.stack.currentWidget().text())
    sys.stdout.flush()
    os._exit(0)

main_window.MainWindow._open_now = first_paint  # the first thing after the first paint
from demloc.cli import main
main(["--view", "mission"])
"""


def test_the_first_paint_imports_neither_the_store_nor_the_catalog(tmp_path: Path) -> None:
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen"}
    env |= {f"XDG_{n}_HOME": str(tmp_path / n) for n in ("DATA", "CONFIG", "STATE", "CACHE")}
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    imported, shown = done.stdout.splitlines()
    assert imported == "" and shown == OPENING
    assert not (tmp_path / "DATA" / "demloc" / "demloc.sqlite3").exists()


@pytest.mark.parametrize("key", VIEW_KEYS)
def test_each_view_opened_first_is_shown_once_the_data_is_open(
    qtbot: QtBot, context: AppContext, settings: QSettings, key: str
) -> None:
    window = MainWindow(None, settings, key)
    qtbot.addWidget(window)
    window.open_context(context)
    assert list(window.views.built) == [key] and window.current_view() == key
    assert window.stack.currentWidget() is window.views.built[key]
    assert window.stack.currentWidget().isEnabled()
    assert not any(  # nothing left of the line that said the data was opening
        isinstance(w, QLabel) and w.text() == OPENING for w in window.findChildren(QLabel)
    )
