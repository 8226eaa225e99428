"""A view not built yet: it says what it will hold."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class PlaceholderView(QWidget):
    """`title`, `promise` and `extra` are plain text (`extra` may name a guild)."""

    def __init__(self, title: str, promise: str, extra: str = "") -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        heading = QLabel(f"<h2>{html.escape(title)}</h2>")
        body = QLabel(
            self.tr("<p><i>Not built yet.</i> This view will hold:</p><p>{promise}</p>").format(
                promise=html.escape(promise)
            )
            + (f"<p>{html.escape(extra)}</p>" if extra else "")
        )
        heading.setTextFormat(Qt.TextFormat.RichText)
        body.setTextFormat(Qt.TextFormat.RichText)
        body.setWordWrap(True)
        body.setObjectName("promise")
        layout.addWidget(heading)
        layout.addWidget(body)
        layout.addStretch(1)
        layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.promise = promise
