"""The guided tour (rulebook 6.2: a tutorial at the first access; R-221): one step per
view and per part of a mission, each in our own words with the rule section it sums up
(a button opens the Rules view there). The window shows the view a step speaks of; the
tour stays beside it, skippable at every step (Esc)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from demloc.ui.i18n import translate
from demloc.ui.reference.links import ask, section_url

CONTEXT = "tutorial.tour"


@dataclasses.dataclass(frozen=True)
class Step:
    view: str  # the view the window shows ("" : the one shown stays)
    title: object  # QT_TRANSLATE_NOOP's: the English text, translated when shown
    text: object
    section: str  # the rule section it sums up


STEPS: tuple[Step, ...] = (
    Step("", QT_TRANSLATE_NOOP("tutorial.tour", "Two ways to play"), QT_TRANSLATE_NOOP(
        "tutorial.tour",
        "DemLoc is played two ways. Alone, on the app: you look after your guild and send "
        "your mercenaries into the city. Together, at a table: the guilds fight a mission "
        "on the board while the app keeps count. This tour shows where each is done."), "6.1"),
    Step("guild", QT_TRANSLATE_NOOP("tutorial.tour", "Your guild"), QT_TRANSLATE_NOOP(
        "tutorial.tour",
        "The Guild view (Ctrl+1) holds your guild: its purse and its buildings, one tab "
        "each. Enlist the mercenaries of your code card in the Dormitory, arm them in the "
        "Armory, teach them arcane codes in the Arcane Library. Your box's other codes go "
        "in at the City Gate."), "6.2"),
    Step("city", QT_TRANSLATE_NOOP("tutorial.tour", "The city"), QT_TRANSLATE_NOOP(
        "tutorial.tour",
        "In the City view (Ctrl+2) you send mercenaries to the city's control points: to "
        "explore a point nobody knows yet, then to acquire one you know. What your guild "
        "holds brings fame and feods as time goes by; now and then an event asks you to "
        "act."), "6.2"),
    Step("mission", QT_TRANSLATE_NOOP("tutorial.tour", "A mission at the table"),
         QT_TRANSLATE_NOOP(
        "tutorial.tour",
        "When two to four players meet at a table, the Mission view (Ctrl+3) brings their "
        "guilds together. A training mission wins and loses nothing; a standard one puts a "
        "control spot, fame and feods at stake."), "6.4"),
    Step("mission", QT_TRANSLATE_NOOP("tutorial.tour", "Before the first turn"),
         QT_TRANSLATE_NOOP(
        "tutorial.tour",
        "The app leads you through the preparation, one phase at a time: the draw of the "
        "spot fought over (standard missions), the objective, the map to build, the "
        "characters each guild brings, and where the miniatures stand. Everyone taps Next "
        "to go on."), "6.4.1"),
    Step("mission", QT_TRANSLATE_NOOP("tutorial.tour", "During play"), QT_TRANSLATE_NOOP(
        "tutorial.tour",
        "While you play on the board, the tracker keeps each character's damage, broken "
        "seals and effects, the fate points and the kills, and moves to the next turn when "
        "you say so. F1 over it explains what you point at."), "6.4.2"),
    Step("mission", QT_TRANSLATE_NOOP("tutorial.tour", "The results"), QT_TRANSLATE_NOOP(
        "tutorial.tour",
        "When the mission ends the app names the winner, shares out fame and feods, and "
        "says what became of each character; after a standard mission it also says who "
        "holds the spot. Then play again, or go back to your guild."), "6.4.1"),
    Step("board", QT_TRANSLATE_NOOP("tutorial.tour", "The board"), QT_TRANSLATE_NOOP(
        "tutorial.tour",
        "The Board view (Ctrl+4) draws a mission's map. Ask it how far a character may "
        "move, which zones it controls and whether a line of fire is clear."), "7.2"),
    Step("catalog", QT_TRANSLATE_NOOP("tutorial.tour", "The cards"), QT_TRANSLATE_NOOP(
        "tutorial.tour",
        "The Catalog view (Ctrl+5) lists every card the app knows, set by set. Their "
        "values are our provisional design until the printed ones are known."), "5.1"),
    Step("rules", QT_TRANSLATE_NOOP("tutorial.tour", "The rules"), QT_TRANSLATE_NOOP(
        "tutorial.tour",
        "The Rules view (Ctrl+6) holds the rules, searchable. A section number shown as a "
        "link anywhere in the app opens it there, and F1 opens it at what you are looking "
        "at. Help > Tutorial shows this tour again."), "7"),
)  # fmt: skip

WIDTH = 440  # beside the view it speaks of, not over it (a third of it at 1024x700 at most)

STYLE = """
* { font-size: 19px; }
QLabel#title { font-size: 26px; font-weight: bold; }
QLabel#count { color: #555; }
QPushButton { min-height: 52px; padding: 0 22px; font-size: 18px; }
"""


class TourDialog(QDialog):
    """The tour's steps, one at a time; `show_view` shows a step's view in the window."""

    def __init__(self, parent: QWidget | None, show_view: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.setObjectName("tutorial")
        self.setWindowTitle(self.tr("Tutorial"))
        self.setStyleSheet(STYLE)
        self.setModal(False)
        self.show_view = show_view
        self.index = 0
        self.count = QLabel()
        self.count.setObjectName("count")
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("text")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.rule_button = QPushButton()
        self.rule_button.setObjectName("rule-link")
        self.rule_button.clicked.connect(self.open_rule)
        self.skip_button = QPushButton(self.tr("Skip the tour"))
        self.skip_button.setObjectName("skip")
        self.skip_button.clicked.connect(self.reject)  # Esc too
        self.back_button = QPushButton(self.tr("Back"))
        self.back_button.setObjectName("back")
        self.back_button.clicked.connect(self.back)
        self.next_button = QPushButton()
        self.next_button.setObjectName("next")
        self.next_button.clicked.connect(self.forward)
        for key, slot in ((QKeySequence.StandardKey.Back, self.back),
                          (QKeySequence.StandardKey.Forward, self.forward)):  # fmt: skip
            QShortcut(QKeySequence(key), self).activated.connect(slot)

        rule_row = QHBoxLayout()
        rule_row.addWidget(self.rule_button)
        rule_row.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.addWidget(self.count)
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        layout.addLayout(rule_row)
        layout.addLayout(buttons)
        # Enter presses Next, or the focused button (Qt's autoDefault); set once the
        # button is in the dialog, or the dialog makes its first button the default.
        self.next_button.setDefault(True)
        self.setFixedSize(WIDTH, self._tallest_step(layout))  # the buttons stay where they are
        self.show_step(0)

    def _tallest_step(self, layout: QVBoxLayout) -> int:
        """The height the longest step's text needs at WIDTH (translated: longer or not)."""
        tallest = 0
        for index in range(len(STEPS)):
            self.index = index
            self._say(STEPS[index])
            layout.activate()
            tallest = max(tallest, layout.totalHeightForWidth(WIDTH))
        self.index = 0
        return tallest

    @property
    def step(self) -> Step:
        return STEPS[self.index]

    def show_step(self, index: int) -> None:
        self.index = max(0, min(index, len(STEPS) - 1))
        step = self.step
        self._say(step)
        self.back_button.setEnabled(self.index > 0)
        self.next_button.setFocus()
        if step.view:
            self.show_view(step.view)

    def _say(self, step: Step) -> None:
        self.count.setText(
            self.tr("Step {n} of {total}").format(n=self.index + 1, total=len(STEPS))
        )
        self.title.setText(translate(CONTEXT, str(step.title)))
        self.text.setText(translate(CONTEXT, str(step.text)))
        self.rule_button.setText(self.tr("Read rule {section}").format(section=step.section))
        last = self.index == len(STEPS) - 1
        self.next_button.setText(self.tr("Finish") if last else self.tr("Next"))

    def forward(self) -> None:
        if self.index == len(STEPS) - 1:
            self.accept()
        else:
            self.show_step(self.index + 1)

    def back(self) -> None:
        if self.index > 0:
            self.show_step(self.index - 1)

    def open_rule(self) -> None:
        """The step's section in the Rules view (the window opens it: a rule link)."""
        ask(section_url(self.step.section))
