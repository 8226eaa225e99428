from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.ui.context import AppContext
from demloc.ui.i18n import translate
from demloc.ui.main_window import MainWindow
from support.plurals import install_english_plurals
from support.windows import mission_window


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def context(catalog: Catalog, tmp_path: Path) -> AppContext:
    return AppContext(catalog, None, "sqlite:///test.sqlite3", "The Red Lantern", str(tmp_path))


@pytest.fixture
def window_size() -> tuple[int, int]:
    """The size `make_window` opens the main window at (a test module may say another)."""
    return (1024, 700)


@pytest.fixture
def make_window(
    qtbot: QtBot,
    request: pytest.FixtureRequest,
    catalog: Catalog,
    tmp_path: Path,
    window_size: tuple[int, int],
) -> Callable[[], MainWindow]:
    """The main window on its Mission area, on the database of the `sessions` fixture
    (a folder's conftest or a test module gives it); call again for a restart."""
    sessions = request.getfixturevalue("sessions")
    return lambda: mission_window(qtbot, sessions, catalog, tmp_path, window_size)


@pytest.fixture(autouse=True)
def _never_a_modal_question(monkeypatch: pytest.MonkeyPatch) -> None:
    """A test that leaves unsaved board changes must not hang on the Save / Discard /
        Cancel dialog when its window closes: the answer is Discard unless a test says; nor on
    the tracker's "give up this mission?" (yes), nor "write the results?" (yes)."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(
        "demloc.ui.board.files.ask_to_save", lambda *_: QMessageBox.StandardButton.Discard
    )
    # Giving up a mission in play asks first: yes, unless a test says (test_review_screens).
    monkeypatch.setattr("demloc.ui.tracker.view.ask_to_give_up", lambda *_: True)
    # Writing a mission's results asks first: yes (tests/unit/ui/resolution asks it for real).
    monkeypatch.setattr("demloc.ui.resolution.view.ask_to_write", lambda *_: True)
    # A file dialog opened by a key (From a photo…, Ctrl+Shift+O): no file chosen, unless a
    # test gives one (a modal dialog offscreen waits for ever: test_table_keys hung).
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: ("", "")))


@pytest.fixture(scope="session")
def _plurals_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("plurals")


@pytest.fixture(autouse=True)
def _english_plurals(qapp: QApplication, _plurals_folder: Path) -> None:
    """The screens in English as the app shows them: "1 kill", "2 kills" (issue 32); made
    again for each test whose worker lost them (a test running the app's start installs
    the translators the app's settings name)."""
    if translate("DormitoryTab", "%n kill(s)", "", 1) != "1 kill":
        install_english_plurals(qapp, _plurals_folder)
