"""The summoning effect from the tracker (6.4.2 "Summoning a daemon", 7.2.3.2): the
player names the code (its kabbalah) and the level, chooses 1 to 3 heart tokens, then
taps a free square next to the summoner; the app draws the daemon from the guild's
pantheon (a lower level when none is left) and says so. Taken off, the daemon quits
the game (7.2.3.3)."""

from __future__ import annotations

import functools

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QButtonGroup, QComboBox, QHBoxLayout, QSpinBox, QVBoxLayout, QWidget

from demloc.catalog.catalog import Catalog
from demloc.rules.fighter import Fighter
from demloc.ui.mission.common import button, text


class SummonForm(QWidget):
    wanted = Signal(dict)  # the summoning effect, once a square is tapped

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("summon-form")
        self.character = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.code = QComboBox()
        self.code.setObjectName("summon-code")
        self.code.setMinimumHeight(40)
        row.addWidget(self.code, 1)
        row.addWidget(text(self.tr("Level"), wrap=False))
        self.level = QSpinBox()
        self.level.setObjectName("summon-level")
        self.level.setRange(1, 9)
        self.level.setMinimumHeight(40)
        row.addWidget(self.level)
        layout.addLayout(row)
        hearts = QHBoxLayout()
        hearts.addWidget(text(self.tr("Heart tokens"), wrap=False))
        self.hearts = QButtonGroup(self)
        for n in (1, 2, 3):
            choice = button(str(n), None, f"summon-hearts-{n}")
            choice.setCheckable(True)
            choice.setChecked(n == 3)
            self.hearts.addButton(choice, n)
            hearts.addWidget(choice)
        hearts.addWidget(button(self.tr("Cancel"), functools.partial(self.setVisible, False),
                                "summon-cancel"), 1)  # fmt: skip
        layout.addLayout(hearts)
        self.prompt = text(
            self.tr("Then tap a free square next to the summoner on the board (7.2.3.2)"),
            bold=True,
        )
        layout.addWidget(self.prompt)
        self.hide()

    def open(self, fighter: Fighter, catalog: Catalog) -> None:
        self.character = fighter.id
        self.code.clear()
        for code in fighter.codes:
            card = catalog.card(code)
            kabbalah = getattr(card, "kabbalah", "")
            self.code.addItem(f"{card.name} ({kabbalah})" if kabbalah else card.name, code)
        self.show()

    def square_tapped(self, square: str) -> bool:
        if not self.isVisible() or not self.character or not self.code.count():
            return False
        self.wanted.emit({
            "kind": "effect", "character": self.character, "effect": "summoning", "on": True,
            "code": self.code.currentData(), "level": self.level.value(),
            "hearts": self.hearts.checkedId(), "at": square,
        })  # fmt: skip
        return True
