"""The legend of the Board view: what each overlay colour, badge and token means."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QFormLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from demloc.render import style
from demloc.ui.board.play_items import BADGE_LETTERS

OVERLAY_LEGEND = [
    ("Control zone", style.CONTROL_ZONE[:3]),
    ("First impact zone", style.FIRST_IMPACT[:3]),
    ("Enemy threat", style.THREAT[:3]),
    ("Reach: cheap ... dear (figure: its cost)", style.REACH_NEAR),
    ("Firing line: clear", style.LINE_CLEAR),
    ("... partial cover (-n on the line)", style.LINE_COVER),
    ("... blocked (dashed, X on the blocker)", style.LINE_BLOCKED),
    ("... out of range (dotted)", style.LINE_OUT_OF_RANGE),
    ("... out of view (dash-dot)", style.LINE_OUT_OF_VIEW),
    ("Engagement: engager -> engaged", style.ENGAGEMENT),
]
BADGE_MEANINGS = {
    "engaged": "engaged in a fight (7.1.1)",
    "exhausted": "movement token exhausted: has moved this turn (7.2.1)",
    "possessed": "possessed (7.2.3)",
    "bleeding": "bleeding (8.1)",
    "poisoned": "poisoned (8.1)",
    "summoning": "keeps a daemon summoned (7.2.3.2)",
}
TOKEN_LEGEND = [
    ("O", (240, 200, 40), "objective token"),
    ("R", (150, 80, 190), "relic token: one of them is the relic (5.7)"),
]


def _swatch(rgb: tuple[int, ...], letter: str = "") -> QLabel:
    label = QLabel(letter)
    if letter:
        red, green, blue = rgb[:3]
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setFixedSize(20, 20)
        label.setStyleSheet(
            f"background: rgb({red}, {green}, {blue}); color: white; font-weight: bold;"
            "border-radius: 10px;"
        )
    else:
        pixmap = QPixmap(18, 18)
        pixmap.fill(QColor(*rgb[:3]))
        label.setPixmap(pixmap)
    return label


def _text(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def legend_widget() -> QWidget:
    """Overlays, badges on a base and tokens on the board, each with its swatch."""
    inner = QWidget()
    layout = QVBoxLayout(inner)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(_text("Legend: select a miniature to see its overlays"))
    overlays = QFormLayout()
    for text, rgb in OVERLAY_LEGEND:
        overlays.addRow(_swatch(rgb), _text(text))
    layout.addLayout(overlays)
    layout.addWidget(_text("Badges on a base"))
    badges = QFormLayout()
    for name, meaning in BADGE_MEANINGS.items():
        letter, rgb = BADGE_LETTERS[name]
        badges.addRow(_swatch(rgb, letter), _text(f"{letter}: {meaning}"))
    layout.addLayout(badges)
    layout.addWidget(_text("Tokens on the board"))
    tokens = QFormLayout()
    for letter, rgb, meaning in TOKEN_LEGEND:
        tokens.addRow(_swatch(rgb, letter), _text(f"{letter}: {meaning}"))
    layout.addLayout(tokens)
    layout.addStretch(1)
    scroll = QScrollArea()
    scroll.setObjectName("legend")
    scroll.setWidget(inner)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    return scroll
