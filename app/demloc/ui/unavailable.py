"""A view whose data file cannot be read (issue 27 item 9, RULINGS.md R-161): what is
wrong, naming the file and the field, and what to do; never a traceback, never a view
"not built yet"."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from demloc.ui.i18n import translate
from demloc.ui.plaintext import plain_label

REFUSED_STYLE = "background:#ffdddd; color:#8a0000; padding:6px; font-weight:bold; font-size:15px;"


def unavailable(what: str, error: str, name: str) -> QWidget:
    """`what` ("The city cannot be shown") because of `error`; the label is `name`."""
    widget = QWidget()
    widget.setObjectName(f"{name}Unavailable")
    label = plain_label(
        translate(
            "unavailable",
            "{what}: a file it needs is damaged.\n\n{error}\n\n"
            "Correct that file (or delete your own copy in the data folder to use the app's), "
            "then start DemLoc again. Nothing in your guilds is changed.",
        ).format(what=what, error=error)
    )
    label.setWordWrap(True)
    label.setObjectName(f"{name}Problem")
    label.setStyleSheet(REFUSED_STYLE)
    layout = QVBoxLayout(widget)
    layout.addWidget(label)
    layout.addStretch(1)
    return widget
