"""Names from data are shown as plain text, everywhere (issue 10, item 7).

Qt reads a label's, a tooltip's or a message box's text as HTML whenever it looks like
HTML (Qt::mightBeRichText): a guild, card, map or account named
`<img src=x width=30000 height=30000>` made one refresh take 27 s and 7 GB. Labels get
Qt.TextFormat.PlainText; a tooltip (which has no text format) gets its text converted
so that Qt shows it literally; a message box is built with a plain text format.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that never reads its text as HTML."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def tooltip(text: str) -> str:
    """`text` as a tooltip shows it: literally, line breaks kept, never as HTML."""
    return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def ask(
    parent: QWidget,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton,
    default: QMessageBox.StandardButton,
    details: str = "",
) -> QMessageBox.StandardButton:
    """QMessageBox.question with its text shown as plain text; `details` behind its
    "Show Details…" (a detailed text is always plain)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(default)
    box.setDetailedText(details)
    return QMessageBox.StandardButton(box.exec())
