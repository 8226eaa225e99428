"""One attack's hint and one enemy's threat as the panel shows them (issue 33): large
type and large targets, read from 1.5 m. An attack: what and on whom, the chances to
kill, to break at least one heart and to do nothing, the damage expected to armour and
to hit factor, the chart of its damage, and each modifier that made it as a button
opening the Rules view at its section (ui/reference/links.py, as the tracker's links)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
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
FOCUS_COLOUR = "#2f80ed"  # the keyboard's focus on an attack's line (the chosen's is yellow)


# No colours of their own but the edges: light in the Board view, dark in the tracker.
# Sizes from the host's type (`px`: 16, table mode's 20 on a wide screen).
def card_style(px: int) -> str:
    return f"""
QFrame#hint-card, QFrame#threat-card {{ border:2px solid #9a9a9a; border-radius:6px; }}
QFrame#hint-card[chosen="true"] {{ border:4px solid #ffd400; }}
QFrame#hint-card QLabel, QFrame#threat-card QLabel {{ font-size:{px}px; border:none; }}
QLabel#hint-title, QLabel#threat-title {{ font-size:{px + 2}px; font-weight:bold; }}
QLabel[figure="true"] {{ font-size:{px + 8}px; font-weight:bold; }}
QFrame#hint-card QLabel[figure="true"] {{ font-size:{px + 2}px; }}
QWidget#hint-heading QLabel {{ font-size:{px - 2}px; }}
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


def figure_width(px: int) -> int:
    """A figure's column in an attack's line and in the list's heading, at the panel's
    type `px` (card_style): the widest figure or caption, never cut."""
    bold, small = QFont(), QFont()
    bold.setPixelSize(px + 2)
    bold.setBold(True)
    small.setPixelSize(px - 2)
    widths = [QFontMetrics(bold).horizontalAdvance(">99%")]
    widths += [QFontMetrics(small).horizontalAdvance(c) for c in figure_captions()]
    return max(widths) + 8


def figure_captions() -> tuple[str, str, str]:
    """The three figures of an attack's line, as the list's heading names them."""
    return (
        translate("hints.cards", "kills"),
        translate("hints.cards", "heart"),
        translate("hints.cards", "nothing"),
    )


class FigureHeading(QWidget):
    """Above the attacks: what the three figures of each line count, in their columns."""

    def __init__(self, px: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hint-heading")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 0, 12, 0)  # the cards' edge and margin
        self.setToolTip(translate("hints.cards", "Tap an attack: its chart and its rules"))
        layout.addStretch(1)
        self.captions = []
        for caption in figure_captions():
            label = QLabel(caption)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
            self.captions.append(label)
        self.set_type(px)

    def set_type(self, px: int) -> None:
        for label in self.captions:
            label.setFixedWidth(figure_width(px))


class AttackCard(QFrame):
    """One attack: a line (what, on whom, the chances to kill, to break a heart, to do
    nothing); a tap chooses it (`chosen`), and only the chosen one shows the rest (the
    damage expected, the chart, the modifiers with their rules), so that the short tab
    of the tracker shows a line per attack (issue 33 review). It stays chosen in a
    newer answer."""

    chosen = Signal(object)  # its HintKey

    def __init__(
        self, hint: AttackHint, target: str, type_px: int = 14, parent: QWidget | None = None
    ) -> None:
        """`type_px`: the chart's type, the panel's less 2."""
        super().__init__(parent)
        self.setObjectName("hint-card")
        self.key = hint_key(hint)
        self.setProperty("chosen", False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        # Its name and its figures on one line where the column is wide enough, else
        # the figures under the name (the Board view's narrow column): in the columns
        # the list's heading names, either way.
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self.tr("{kind}: {what} → {target}").format(
            kind=kind_words(hint.kind), what=hint.label, target=target))  # fmt: skip
        self.title.setObjectName("hint-title")
        self.title.setWordWrap(True)
        self.words = self.title.text()
        self.compact = False  # one line always, the name shortened to fit (`set_compact`)
        self.figures = QWidget()
        line = QHBoxLayout(self.figures)
        line.setContentsMargins(0, 0, 0, 0)
        captions = figure_captions()
        for value, caption, name in (
            (percent(hint.kill), captions[0], "hint-kill"),
            (percent(hint.heart), captions[1], "hint-heart"),
            (percent(hint.nothing), captions[2], "hint-nothing"),
        ):
            figure = QLabel(value)
            figure.setObjectName(name)
            figure.setProperty("figure", True)
            figure.setAlignment(Qt.AlignmentFlag.AlignCenter)
            figure.setFixedWidth(figure_width(type_px + 2))
            figure.setToolTip(caption)
            line.addWidget(figure)
        self.one_line = False
        self._place(one_line=False)
        layout.addLayout(self.grid)
        self.setMinimumHeight(TARGET_PX)
        # The keyboard's too: Tab reaches each line, Enter or Space as a tap.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The rest, for the chosen attack only.
        self.details = QWidget()
        more = QVBoxLayout(self.details)
        more.setContentsMargins(0, 0, 0, 0)
        expected = QLabel(self.tr("Damage expected: {armour} to armour, {hit} to hit factor")
                          .format(armour=f"{float(mean(hint.to_armour)):.1f}",
                                  hit=f"{float(mean(hint.to_hit)):.1f}"))  # fmt: skip
        expected.setObjectName("hint-expected")
        expected.setWordWrap(True)
        more.addWidget(expected)
        if hint.stray is not None and hint.stray.chance > 0:
            stray = QLabel(self.tr("Goes astray: {astray}; lands on their own side: {friends}")
                           .format(astray=percent(hint.stray.chance),
                                   friends=percent(hint.stray.friends)))  # fmt: skip
            stray.setObjectName("hint-stray")
            stray.setWordWrap(True)
            more.addWidget(stray)
        back = mean(hint.backlash)
        if back > 0 or hint.backlash_kill > 0:  # a brawl's, a charge's (7.3.2.2)
            backlash = QLabel(self.tr("Dealt back to the attacker: {damage} expected; "
                                      "kills them: {kill}")
                              .format(damage=f"{float(back):.1f}",
                                      kill=percent(hint.backlash_kill)))  # fmt: skip
            backlash.setObjectName("hint-backlash")
            backlash.setWordWrap(True)
            more.addWidget(backlash)
        self.chart = DamageChart(type_px)
        self.chart.show_values(hint.total)
        more.addWidget(self.chart)
        section = hint.rule or hint.kind.rule
        self.rule_links = [RuleLink(self.tr("{kind} · {section}").format(
            kind=kind_words(hint.kind), section=section), section)]  # fmt: skip
        self.rule_links += [RuleLink(modifier_words(m), m.rule) for m in hint.modifiers
                              if m.rule]  # fmt: skip
        for link in self.rule_links:
            more.addWidget(link)
        self.details.hide()
        layout.addWidget(self.details)

    def _place(self, one_line: bool) -> None:
        self.one_line = one_line
        self.grid.removeWidget(self.title)
        self.grid.removeWidget(self.figures)
        self.grid.addWidget(self.title, 0, 0)
        where = (0, 1) if one_line else (1, 0)
        self.grid.addWidget(self.figures, *where, Qt.AlignmentFlag.AlignRight)
        self.grid.setColumnStretch(0, 1)

    def set_compact(self, on: bool) -> None:
        """One line whatever the width (the tracker's short tab): the name shortened
        with "…" where the figures leave too little room, whole in its tooltip."""
        self.compact = on
        self.title.setWordWrap(not on)
        self.title.setToolTip(self.words if on else "")
        policy = QSizePolicy.Policy.Ignored if on else QSizePolicy.Policy.Preferred
        self.title.setSizePolicy(policy, QSizePolicy.Policy.Preferred)
        if on and not self.one_line:
            self._place(one_line=True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """One line when the name fits beside the figures (a resize, never a tap)."""
        margins = self.contentsMargins().left() + self.contentsMargins().right() + 24
        room = event.size().width() - self.figures.sizeHint().width() - margins
        if self.compact:
            self.title.setText(
                self.title.fontMetrics().elidedText(
                    self.words, Qt.TextElideMode.ElideRight, max(room, 0)
                )
            )
        elif (room >= self.title.fontMetrics().horizontalAdvance(self.words)) != self.one_line:
            self._place(not self.one_line)
        super().resizeEvent(event)

    def set_chosen(self, on: bool) -> None:
        self.details.setVisible(on)
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

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.chosen.emit(self.key)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()  # the focus frame drawn
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """With the keyboard's focus: a dashed blue frame over its edge (drawn, not a
        border of the style's: nothing inside moves as the focus comes and goes)."""
        super().paintEvent(event)
        if self.hasFocus():
            painter = QPainter(self)
            painter.setPen(QPen(QColor(FOCUS_COLOUR), 3, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(self.rect().adjusted(2, 2, -2, -2), 6, 6)
            painter.end()


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
        layout.addWidget(_figure(percent(threat.kill), self.tr("kills them"), "threat-kill"))
        self.setMinimumHeight(TARGET_PX)
