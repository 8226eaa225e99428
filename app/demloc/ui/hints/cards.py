"""One attack's hint and one enemy's threat as the panel shows them (issue 33): large
type and large targets, read from 1.5 m. An attack: what and on whom, the chances to
kill, to break at least one heart and to do nothing, the damage expected to armour and
to hit factor, the chart of its damage, and each modifier that made it as a button
opening the Rules view at its section (ui/reference/links.py, as the tracker's links)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from demloc.hints.model import AttackHint, Kind, Threat
from demloc.rules.ability import Modifier
from demloc.ui.hints.chart import DamageChart, percent
from demloc.ui.i18n import translate
from demloc.ui.reference.links import ask, section_url

HintKey = tuple[str, str, str]
KIND_WORDS = {
    Kind.SHOT: QT_TRANSLATE_NOOP("hints.cards", "Shot"),
    Kind.BRAWL: QT_TRANSLATE_NOOP("hints.cards", "Brawl"),
    Kind.CHARGE: QT_TRANSLATE_NOOP("hints.cards", "Charge"),
    Kind.POWER: QT_TRANSLATE_NOOP("hints.cards", "Power"),
}
TARGET_PX = 44  # the least height of anything tapped
CARD_STYLE = """
QFrame#hint-card, QFrame#threat-card { background:#fbf8f0; border:2px solid #b9ab8a;
  border-radius:6px; }
QFrame#hint-card[chosen="true"] { border:4px solid #1f5fbf; background:#eef4ff; }
QFrame#hint-card QLabel, QFrame#threat-card QLabel { font-size:16px; color:#1e1e1e;
  background:transparent; border:none; }
QLabel#hint-title, QLabel#threat-title { font-size:18px; font-weight:bold; }
QLabel[figure="true"] { font-size:24px; font-weight:bold; }
QPushButton#hint-rule { font-size:15px; min-height:40px; padding:2px 8px; text-align:left; }
"""


def hint_key(hint: AttackHint) -> HintKey:
    """What names an attack across two answers: its kind, target and label."""
    return (hint.kind.value, hint.target, hint.label)


def mean(values: Mapping[int, Fraction]) -> Fraction:
    return sum((v * p for v, p in values.items()), Fraction(0))


def kind_words(kind: Kind) -> str:
    return translate("hints.cards", str(KIND_WORDS[kind]))


def rule_button(words: str, section: str) -> QPushButton:
    """A modifier or a rule, a button opening the Rules view at its section."""
    button = QPushButton(words)
    button.setObjectName("hint-rule")
    button.setMinimumHeight(TARGET_PX)
    button.setToolTip(translate("hints.cards", "The rule, section {section}").format(
        section=section))  # fmt: skip
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    button.clicked.connect(lambda: ask(section_url(section)))
    return button


def modifier_words(modifier: Modifier) -> str:
    sign = "−" if modifier.value < 0 else "+"
    value = f" {sign}{abs(modifier.value)}" if modifier.value else ""
    return f"{modifier.label}{value} · {modifier.rule}"


def _figure(value: str, caption: str, name: str) -> QWidget:
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    big = QLabel(value)
    big.setObjectName(name)
    big.setProperty("figure", True)
    big.setAlignment(Qt.AlignmentFlag.AlignCenter)
    small = QLabel(caption)
    small.setAlignment(Qt.AlignmentFlag.AlignCenter)
    small.setWordWrap(True)
    layout.addWidget(big)
    layout.addWidget(small)
    return box


class AttackCard(QFrame):
    """One attack; a tap chooses it (`chosen`), and it stays chosen in a newer answer."""

    chosen = Signal(object)  # its HintKey

    def __init__(self, hint: AttackHint, target: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hint-card")
        self.key = hint_key(hint)
        self.setProperty("chosen", False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        title = QLabel(self.tr("{kind}: {what} → {target}").format(
            kind=kind_words(hint.kind), what=hint.label, target=target))  # fmt: skip
        title.setObjectName("hint-title")
        title.setWordWrap(True)
        layout.addWidget(title)
        figures = QHBoxLayout()
        for value, caption, name in (
            (percent(hint.kill), self.tr("kills him"), "hint-kill"),
            (percent(hint.heart), self.tr("a heart or more"), "hint-heart"),
            (percent(hint.nothing), self.tr("nothing"), "hint-nothing"),
        ):
            figures.addWidget(_figure(value, caption, name), 1)
        layout.addLayout(figures)
        expected = QLabel(self.tr("Damage expected: {armour} to armour, {hit} to hit factor")
                          .format(armour=f"{float(mean(hint.to_armour)):.1f}",
                                  hit=f"{float(mean(hint.to_hit)):.1f}"))  # fmt: skip
        expected.setObjectName("hint-expected")
        expected.setWordWrap(True)
        layout.addWidget(expected)
        if hint.stray is not None and hint.stray.chance > 0:
            stray = QLabel(self.tr("Goes astray: {astray}; lands on his own side: {friends}")
                           .format(astray=percent(hint.stray.chance),
                                   friends=percent(hint.stray.friends)))  # fmt: skip
            stray.setObjectName("hint-stray")
            stray.setWordWrap(True)
            layout.addWidget(stray)
        self.chart = DamageChart()
        self.chart.show_values(hint.total)
        layout.addWidget(self.chart)
        rules = QGridLayout()
        rules.setSpacing(6)
        section = hint.rule or hint.kind.rule
        buttons = [rule_button(self.tr("{kind} · {section}").format(
            kind=kind_words(hint.kind), section=section), section)]  # fmt: skip
        buttons += [rule_button(modifier_words(m), m.rule) for m in hint.modifiers if m.rule]
        for index, button in enumerate(buttons):
            rules.addWidget(button, index // 2, index % 2)
        layout.addLayout(rules)
        self.rule_buttons = buttons

    def set_chosen(self, on: bool) -> None:
        if self.property("chosen") != on:
            self.setProperty("chosen", on)
            self.style().unpolish(self)
            self.style().polish(self)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.chosen.emit(self.key)
        super().mouseReleaseEvent(event)


class ThreatCard(QFrame):
    """One enemy's best attack on the character next phase, and its kill chance."""

    def __init__(self, threat: Threat, enemy: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("threat-card")
        self.enemy = threat.enemy
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        words = QVBoxLayout()
        title = QLabel(enemy)
        title.setObjectName("threat-title")
        title.setWordWrap(True)
        what = QLabel(self.tr("{kind}: {what}").format(kind=kind_words(threat.hint.kind),
                                                       what=threat.hint.label))  # fmt: skip
        what.setWordWrap(True)
        words.addWidget(title)
        words.addWidget(what)
        layout.addLayout(words, 1)
        layout.addWidget(_figure(percent(threat.kill), self.tr("kills him"), "threat-kill"))
        self.setMinimumHeight(TARGET_PX)
