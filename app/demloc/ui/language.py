"""The language of the screens (issue 32): Qt's translator for the system's language, or
the one chosen in the Settings dialog (ui/settings_dialog.py), installed at the start.

The app's texts come from `translations/demloc_<lang>.qm`, Qt's own (its dialogs' buttons)
from the `qtbase_<lang>.qm` PySide6 ships. A language without a file is English."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication

from demloc.paths import translations_dir

SETTING = "ui/language"  # "" (the system's), "en", "de" or "it"
# (code, name shown): the languages are named in their own language, never translated.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("", str(QT_TRANSLATE_NOOP("language", "System"))),
    ("en", "English"),
    ("de", "Deutsch"),
    ("it", "Italiano"),
)
_installed: list[QTranslator] = []  # kept alive while installed: Qt does not own them


def chosen_language(settings: QSettings) -> str:
    """The language the settings name, or "" for the system's."""
    value = settings.value(SETTING, "")
    return value if isinstance(value, str) and value in dict(LANGUAGES) else ""


def language_code(settings: QSettings) -> str:
    """The two letters of the language to show: the chosen one, else the system's."""
    return chosen_language(settings) or QLocale.system().name().split("_")[0]


def install_translators(
    app: QApplication, code: str, folder: Path | None = None
) -> list[QTranslator]:
    """Install the app's and Qt's translators for `code`, over the English plural forms
    (demloc_en: "%n kill(s)" reads "1 kill", "2 kills"; a text a language lacks falls back
    to them); those installed before are removed. Returns the ones installed."""
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    where = folder or translations_dir()
    sources = [(where, "demloc_en")]
    if code not in ("", "en", "C"):
        qt = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        sources += [(where, f"demloc_{code}"), (qt, f"qtbase_{code}")]
    for where, name in sources:
        translator = QTranslator(app)
        if translator.load(name, str(where)) and app.installTranslator(translator):
            _installed.append(translator)
    return list(_installed)
