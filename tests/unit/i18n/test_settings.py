"""The language: chosen in Edit > Preferences…, kept in the settings, its translators
installed at the start (issue 32)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tsfiles import lrelease, lupdate, pseudo_ts

from demloc.ui.context import AppContext
from demloc.ui.i18n import translate
from demloc.ui.language import SETTING, install_translators, language_code
from demloc.ui.main_window import MainWindow
from demloc.ui.settings_dialog import SettingsDialog
from support.plurals import install_english_plurals


def test_preferences_is_in_the_edit_menu_with_the_standard_key(
    qtbot: QtBot, context: AppContext, tmp_path: Path
) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(context, settings)
    qtbot.addWidget(window)
    window.sync_menus()
    assert window.preferences_action in window.edit_menu.actions()
    standard = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    assert window.preferences_action.shortcut() == (standard or [QKeySequence("Ctrl+,")])[0]
    assert not window.preferences_action.shortcut().isEmpty()  # a key on every platform


def test_the_language_chosen_is_kept_for_the_next_start(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert language_code(settings)  # the system's until one is chosen
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert [dialog.language.itemText(i) for i in range(1, 4)] == ["English", "Deutsch", "Italiano"]
    dialog.language.setCurrentIndex(dialog.language.findData("it"))
    dialog.accept()
    assert QSettings(settings.fileName(), QSettings.Format.IniFormat).value(SETTING) == "it"
    assert language_code(settings) == "it"


def test_the_translators_installed_translate_the_texts(qtbot: QtBot, tmp_path: Path) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    ts = tmp_path / "demloc_xx.ts"
    lupdate(ts)
    pseudo_ts(ts)
    lrelease(ts, tmp_path / "demloc_xx.qm")
    install_english_plurals(app, tmp_path)  # demloc_en.qm beside the made-up language
    try:
        assert len(install_translators(app, "xx", tmp_path)) == 2  # Qt has no "xx"
        assert translate("language", "System") == "⟦Sÿštëm ~⟧"
        assert len(install_translators(app, "de", tmp_path)) == 2  # Qt's own German
    finally:
        install_english_plurals(app, tmp_path)
    assert translate("language", "System") == "System"
    assert translate("DormitoryTab", "%n kill(s)", "", 1) == "1 kill"
    assert translate("DormitoryTab", "%n kill(s)", "", 2) == "2 kills"
