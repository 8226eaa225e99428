"""The legend of the Board view: what each overlay colour, badge and token means."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QFormLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from demloc.render import style
from demloc.ui.board.play_items import BADGE_LETTERS
from demloc.ui.i18n import translate

OVERLAY_LEGEND = [
    (str(QT_TRANSLATE_NOOP("board.legend", "Control zone")), style.CONTROL_ZONE[:3]),
    (str(QT_TRANSLATE_NOOP("board.legend", "First impact zone")), style.FIRST_IMPACT[:3]),
    (str(QT_TRANSLATE_NOOP("board.legend", "Enemy threat")), style.THREAT[:3]),
    (
        str(QT_TRANSLATE_NOOP("board.legend", "Reach: cheap ... dear (figure: its cost)")),
        style.REACH_NEAR,
    ),
    (str(QT_TRANSLATE_NOOP("board.legend", "Firing line: clear")), style.LINE_CLEAR),
    (
        str(QT_TRANSLATE_NOOP("board.legend", "... partial cover (-n on the line)")),
        style.LINE_COVER,
    ),
    (
        str(QT_TRANSLATE_NOOP("board.legend", "... blocked (dashed, X on the blocker)")),
        style.LINE_BLOCKED,
    ),
    (str(QT_TRANSLATE_NOOP("board.legend", "... out of range (dotted)")), style.LINE_OUT_OF_RANGE),
    (str(QT_TRANSLATE_NOOP("board.legend", "... out of view (dash-dot)")), style.LINE_OUT_OF_VIEW),
    (str(QT_TRANSLATE_NOOP("board.legend", "Engagement: engager -> engaged")), style.ENGAGEMENT),
]
BADGE_MEANINGS = {  # shown through translate
    "engaged": str(QT_TRANSLATE_NOOP("board.legend", "engaged in a fight (7.1.1)")),
    "exhausted": str(
        QT_TRANSLATE_NOOP("board.legend", "movement token exhausted: has moved this turn (7.2.1)")
    ),
    "possessed": str(QT_TRANSLATE_NOOP("board.legend", "possessed (7.2.3)")),
    "bleeding": str(QT_TRANSLATE_NOOP("board.legend", "bleeding (8.1)")),
    "poisoned": str(QT_TRANSLATE_NOOP("board.legend", "poisoned (8.1)")),
    "summoning": str(QT_TRANSLATE_NOOP("board.legend", "keeps a daemon summoned (7.2.3.2)")),
}
TOKEN_LEGEND = [
    ("O", (240, 200, 40), str(QT_TRANSLATE_NOOP("board.legend", "objective token"))),
    (
        "R",
        (150, 80, 190),
        str(QT_TRANSLATE_NOOP("board.legend", "relic token: one of them is the relic (5.7)")),
    ),
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
    layout.addWidget(
        _text(translate("board.legend", "Legend: select a miniature to see its overlays"))
    )
    overlays = QFormLayout()
    for text, rgb in OVERLAY_LEGEND:
        overlays.addRow(_swatch(rgb), _text(translate("board.legend", text)))
    layout.addLayout(overlays)
    layout.addWidget(_text(translate("board.legend", "Badges on a base")))
    badges = QFormLayout()
    for name, meaning in BADGE_MEANINGS.items():
        letter, rgb = BADGE_LETTERS[name]
        said = translate("board.legend", "{letter}: {meaning}").format(
            letter=letter, meaning=translate("board.legend", meaning)
        )
        badges.addRow(_swatch(rgb, letter), _text(said))
    layout.addLayout(badges)
    layout.addWidget(_text(translate("board.legend", "Tokens on the board")))
    tokens = QFormLayout()
    for letter, rgb, meaning in TOKEN_LEGEND:
        said = translate("board.legend", "{letter}: {meaning}").format(
            letter=letter, meaning=translate("board.legend", meaning)
        )
        tokens.addRow(_swatch(rgb, letter), _text(said))
    layout.addLayout(tokens)
    layout.addStretch(1)
    scroll = QScrollArea()
    scroll.setObjectName("legend")
    scroll.setWidget(inner)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    return scroll
