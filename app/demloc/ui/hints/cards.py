"""One attack's hint and one enemy's threat as the panel shows them (issue 33): large
type and large targets, read from 1.5 m. An attack: what and on whom, the chances to
kill, to break at least one heart and to do nothing, the damage expected to armour and
to hit factor, the chart of its damage, and each modifier that made it as a button
opening the Rules view at its section (ui/reference/links.py, as the tracker's links)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
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


# No colours of their own but the edges: light in the Board view, dark in the tracker.
# Sizes from the host's type (`px`: 16, table mode's 20 on a wide screen).
def card_style(px: int) -> str:
    return f"""
QFrame#hint-card, QFrame#threat-card {{ border:2px solid #9a9a9a; border-radius:6px; }}
QFrame#hint-card[chosen="true"] {{ border:4px solid #ffd400; }}
QFrame#hint-card QLabel, QFrame#threat-card QLabel {{ font-size:{px}px; border:none; }}
QLabel#hint-title, QLabel#threat-title {{ font-size:{px + 2}px; font-weight:bold; }}
QLabel[figure="true"] {{ font-size:{px + 8}px; font-weight:bold; }}
QFrame#hint-card QLabel#hint-rule {{ font-size:{px - 1}px; border:1px solid #9a9a9a;
  border-radius:5px; padding:4px 8px; }}
QFrame#hint-card QLabel#hint-rule:hover, QFrame#hint-card QLabel#hint-rule:focus {{
  border:2px solid #ffd400; }}
"""


def hint_key(hint: AttackHint) -> HintKey:
    """What names an attack across two answers: its kind, target and label."""
    return (hint.kind.value, hint.target, hint.label)


def mean(values: Mapping[int, Fraction]) -> Fraction:
    return sum((v * p for v, p in values.items()), Fraction(0))


def kind_words(kind: Kind) -> str:
    return translate("hints.cards", str(KIND_WORDS[kind]))


class RuleLink(QLabel):
    """A modifier or a rule: a large target opening the Rules view at its section
    (a tap, or Enter or Space with the focus); its words wrap, never cut."""

    def __init__(self, words: str, section: str) -> None:
        super().__init__(words)
        self.section = section
        self.setObjectName("hint-rule")
        self.setWordWrap(True)
        self.setMinimumHeight(TARGET_PX)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setToolTip(translate("hints.cards", "The rule, section {section}").format(
            section=section))  # fmt: skip
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

    def follow(self) -> None:
        ask(section_url(self.section))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.follow()
        event.accept()  # not the card's: a rule opened chooses no attack

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.follow()
        else:
            super().keyPressEvent(event)


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

    def __init__(
        self, hint: AttackHint, target: str, type_px: int = 14, parent: QWidget | None = None
    ) -> None:
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
        back = mean(hint.backlash)
        if back > 0 or hint.backlash_kill > 0:  # a brawl's, a charge's (7.3.2.2)
            backlash = QLabel(self.tr("Dealt back to him: {damage} expected; kills him: {kill}")
                              .format(damage=f"{float(back):.1f}",
                                      kill=percent(hint.backlash_kill)))  # fmt: skip
            backlash.setObjectName("hint-backlash")
            backlash.setWordWrap(True)
            layout.addWidget(backlash)
        self.chart = DamageChart(type_px)
        self.chart.show_values(hint.total)
        layout.addWidget(self.chart)
        section = hint.rule or hint.kind.rule
        self.rule_links = [RuleLink(self.tr("{kind} · {section}").format(
            kind=kind_words(hint.kind), section=section), section)]  # fmt: skip
        self.rule_links += [RuleLink(modifier_words(m), m.rule) for m in hint.modifiers
                              if m.rule]  # fmt: skip
        for link in self.rule_links:
            layout.addWidget(link)

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
