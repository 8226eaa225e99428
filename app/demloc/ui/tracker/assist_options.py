"""Assisted mode's choices for an action declared (issue 12): what the table picks
besides the taps on the board, one large control each (>= 40 px): a move's facing,
a cast's code, power and the target's defence, a channel's dice, a summoning's code,
level and hearts, an arcane test's purpose and mana. `fields()` gives the event's
fields; `changed` asks the panel for a new preview."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QButtonGroup, QComboBox, QHBoxLayout, QSpinBox, QVBoxLayout, QWidget

from demloc.catalog.catalog import Catalog
from demloc.rules.fighter import Fighter
from demloc.ui.mission.common import button, text

TARGET = 40  # px: a tap target at the table


class Options(QWidget):
    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("assist-options")
        # A row for each list (a code's name is long), the small choices side by side.
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.row = QHBoxLayout()
        self.rows.addLayout(self.row)
        self.read: dict[str, Any] = {}  # field -> a callable giving its value
        self.groups: list[QButtonGroup] = []

    def reset(self) -> None:
        from demloc.ui.mission.common import clear

        clear(self.rows)
        self.row = QHBoxLayout()
        self.rows.addLayout(self.row)
        self.read, self.groups = {}, []

    def _combo(self, name: str, items: list[tuple[str, Any]], tip: str) -> QComboBox:
        box = QComboBox()
        box.setObjectName(f"assist-{name}")
        box.setMinimumHeight(TARGET)
        box.setToolTip(tip)
        for label, value in items:
            box.addItem(label, value)
        box.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.rows.insertWidget(self.rows.count() - 1, box)
        self.read[name] = box.currentData
        return box

    def _spin(self, name: str, label: str, low: int, high: int, value: int, tip: str) -> QSpinBox:
        self.row.addWidget(text(label, wrap=False))
        spin = QSpinBox()
        spin.setObjectName(f"assist-{name}")
        spin.setRange(low, max(low, high))
        spin.setValue(max(low, min(value, high)))
        spin.setMinimumHeight(TARGET)
        spin.setMinimumWidth(56)
        spin.setToolTip(tip)
        spin.valueChanged.connect(lambda _v: self.changed.emit())
        self.row.addWidget(spin)
        self.read[name] = spin.value
        return spin

    def _choice(self, name: str, values: tuple[str, ...], chosen: str, tip: str,
                label: str = "") -> None:  # fmt: skip
        if label:
            self.row.addWidget(text(label, wrap=False))
        group = QButtonGroup(self)
        group.setExclusive(True)
        for value in values:
            option = button(value, None, f"assist-{name}-{value}")
            option.setCheckable(True)
            option.setChecked(value == chosen)
            option.setToolTip(tip)
            option.clicked.connect(lambda _c=False: self.changed.emit())
            group.addButton(option)
            self.row.addWidget(option)
        self.groups.append(group)

        def read() -> str:
            checked = group.checkedButton()
            return checked.text() if checked is not None else chosen

        self.read[name] = read

    def facing(self, chosen: str) -> None:
        """A move's facing at the end (7.2.1: turning costs points)."""
        self._choice("facing", ("N", "E", "S", "W"), chosen,
                     "The way the miniature faces at the end of the move: turning costs (7.2.1)",
                     "Facing")  # fmt: skip

    def set_facing(self, value: str) -> None:
        for group in self.groups:
            for option in group.buttons():
                if option.objectName() == f"assist-facing-{value}":
                    option.setChecked(True)

    def codes(self, fighter: Fighter, catalog: Catalog) -> None:
        items = []
        for code in fighter.codes:
            card = catalog.card(code)
            kabbalah = getattr(card, "kabbalah", "")
            items.append((f"{card.name} ({kabbalah})" if kabbalah else card.name, code))
        self._combo("code", items, "The arcane code used (5.1.5)")

    def open(self, kind: str, fighter: Fighter, catalog: Catalog, fate: int = 0) -> None:
        """The choices of `kind` for `fighter`; `fate`: his player's fate points."""
        self.reset()
        if kind in ("shoot", "destroy") and fate > 0:
            tip = "Fate points spent on the test: each takes 1 off the die, never below 1 (7.2.1)"
            self._spin("fate", "Fate points", 0, fate, 0, tip)
        if kind == "cast":
            self.codes(fighter, catalog)
            self._spin("power", "Power", 1, 2, 1, "Power 1 or 2 of the code (7.2.3.1)")
            self._combo("defend_with", [("No defence", ""), ("Defends: white", "white"),
                                        ("Defends: black", "black")],
                        "The target's arcane test in defence, paid in mana (7.2.3.5)")  # fmt: skip
        elif kind == "channel":
            free = fighter.arcane_dice - fighter.white - fighter.black
            self._spin("roll", "Dice", 0, free, free, "Free arcane dice rolled (7.2.3)")
            self._spin("reroll_white", "Reroll W", 0, fighter.white, 0,
                       "Held white mana rolled again (7.2.3)")  # fmt: skip
            self._spin("reroll_black", "B", 0, fighter.black, 0,
                       "Held black mana rolled again (7.2.3)")  # fmt: skip
        elif kind == "summon":
            self.codes(fighter, catalog)
            self._spin("level", "Level", 1, 9, 1, "The daemon's level asked (7.2.3.2)")
            self._choice("hearts", ("1", "2", "3"), "3", "Heart tokens given (7.2.3.2)", "Hearts")
        elif kind == "arcane_test":
            tip = "Free a possessed character (+3) or cancel an effect token (7.2.3.5)"
            self._choice("purpose", ("free", "cancel"), "free", tip)
            self._choice("spend", ("white", "black"), "white" if fighter.white else "black",
                         "The mana cube that pays the test (R-36)")  # fmt: skip
        self.setVisible(bool(self.read) or kind == "move")

    def fields(self) -> dict[str, Any]:
        got = {name: read() for name, read in self.read.items()}
        if "hearts" in got:
            got["hearts"] = int(got["hearts"])
        if got.get("defend_with") == "":
            del got["defend_with"]
        return got
