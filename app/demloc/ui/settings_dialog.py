"""The Settings dialog (Edit > Preferences…): the language of the screens (issue 32),
kept in QSettings and applied at the next start (ui/language.py)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from demloc.ui.i18n import translate
from demloc.ui.language import LANGUAGES, SETTING, chosen_language


class SettingsDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("settings-dialog")
        self.setWindowTitle(self.tr("Preferences"))
        self.language = QComboBox()
        self.language.setObjectName("language")
        for code, name in LANGUAGES:
            self.language.addItem(translate("language", name) if not code else name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(chosen_language(settings))))
        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language)
        note = QLabel(
            self.tr(
                "The language changes at the next start. "
                "The rules reference, the cards' texts and the names from the game's "
                "data files stay in English."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(460, self.sizeHint().height())

    def accept(self) -> None:
        self.settings.setValue(SETTING, self.language.currentData())
        self.settings.sync()
        super().accept()
