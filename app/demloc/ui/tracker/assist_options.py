"""Assisted mode's choices for an action declared (issue 12): what the table picks
besides the taps on the board, one large control each (>= 40 px): a move's facing,
a cast's code, power and the target's defence, a channel's dice, a summoning's code,
level and hearts, an arcane test's purpose and mana. `fields()` gives the event's
fields; `changed` asks the panel for a new preview."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import QButtonGroup, QComboBox, QSpinBox, QVBoxLayout, QWidget

from demloc.catalog.catalog import Catalog
from demloc.rules.fighter import Fighter
from demloc.ui.flow import flow_row
from demloc.ui.i18n import translate
from demloc.ui.mission.common import button, text

TARGET = 40  # px: a tap target at the table
# The words of a choice's values (shown through translate; the value stays the event's).
CHOICE_WORDS = {
    "free": str(QT_TRANSLATE_NOOP("tracker.assist_options", "free")),
    "cancel": str(QT_TRANSLATE_NOOP("tracker.assist_options", "cancel")),
    "white": str(QT_TRANSLATE_NOOP("tracker.assist_options", "white")),
    "black": str(QT_TRANSLATE_NOOP("tracker.assist_options", "black")),
}


class Options(QWidget):
    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("assist-options")
        # A row for each list (a code's name is long), the small choices side by side.
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(0, 0, 0, 0)
        self._new_row()
        self.read: dict[str, Any] = {}  # field -> a callable giving its value
        self.groups: list[QButtonGroup] = []

    def reset(self) -> None:
        from demloc.ui.mission.common import clear

        clear(self.rows)
        self._new_row()
        self.read, self.groups = {}, []

    def _new_row(self) -> None:
        """The small choices side by side, wrapping where a language's words are longer
        than the column (R-247)."""
        holder, self.row = flow_row()
        self.rows.addWidget(holder)

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
            shown = (
                translate("tracker.assist_options", CHOICE_WORDS[value])
                if value in CHOICE_WORDS
                else value
            )
            option = button(shown, None, f"assist-{name}-{value}")
            option.setProperty("value", value)  # the event's value, whatever the words
            option.setCheckable(True)
            option.setChecked(value == chosen)
            option.setToolTip(tip)
            option.clicked.connect(lambda _c=False: self.changed.emit())
            group.addButton(option)
            self.row.addWidget(option)
        self.groups.append(group)

        def read() -> str:
            checked = group.checkedButton()
            return str(checked.property("value")) if checked is not None else chosen

        self.read[name] = read

    def facing(self, chosen: str) -> None:
        """A move's facing at the end (7.2.1: turning costs points)."""
        self._choice("facing", ("N", "E", "S", "W"), chosen,
                     self.tr("The way the miniature faces at the end of the move: turning "
                             "costs (7.2.1)"),
                     self.tr("Facing"))  # fmt: skip

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
        self._combo("code", items, self.tr("The arcane code used (5.1.5)"))

    def open(self, kind: str, fighter: Fighter, catalog: Catalog, fate: int = 0) -> None:
        """The choices of `kind` for `fighter`; `fate`: his player's fate points."""
        self.reset()
        if kind in ("shoot", "destroy") and fate > 0:
            tip = self.tr(
                "Fate points spent on the test: each takes 1 off the die, never below 1 (7.2.1)"
            )
            self._spin("fate", self.tr("Fate points"), 0, fate, 0, tip)
        if kind == "cast":
            self.codes(fighter, catalog)
            self._spin(
                "power", self.tr("Power"), 1, 2, 1, self.tr("Power 1 or 2 of the code (7.2.3.1)")
            )
            self._combo("defend_with", [(self.tr("No defence"), ""),
                                        (self.tr("Defends: white"), "white"),
                                        (self.tr("Defends: black"), "black")],
                        self.tr("The target's arcane test in defence, paid in mana "
                                "(7.2.3.5)"))  # fmt: skip
        elif kind == "channel":
            free = fighter.arcane_dice - fighter.white - fighter.black
            self._spin(
                "roll", self.tr("Dice"), 0, free, free, self.tr("Free arcane dice rolled (7.2.3)")
            )
            self._spin("reroll_white", self.tr("Reroll W"), 0, fighter.white, 0,
                       self.tr("Held white mana rolled again (7.2.3)"))  # fmt: skip
            self._spin("reroll_black", self.tr("B"), 0, fighter.black, 0,
                       self.tr("Held black mana rolled again (7.2.3)"))  # fmt: skip
        elif kind == "summon":
            self.codes(fighter, catalog)
            self._spin(
                "level", self.tr("Level"), 1, 9, 1, self.tr("The daemon's level asked (7.2.3.2)")
            )
            self._choice(
                "hearts",
                ("1", "2", "3"),
                "3",
                self.tr("Heart tokens given (7.2.3.2)"),
                self.tr("Hearts"),
            )
        elif kind == "arcane_test":
            tip = self.tr("Free a possessed character (+3) or cancel an effect token (7.2.3.5)")
            self._choice("purpose", ("free", "cancel"), "free", tip)
            self._choice("spend", ("white", "black"), "white" if fighter.white else "black",
                         self.tr("The mana cube that pays the test (R-36)"))  # fmt: skip
        self.setVisible(bool(self.read) or kind == "move")

    def fields(self) -> dict[str, Any]:
        got = {name: read() for name, read in self.read.items()}
        if "hearts" in got:
            got["hearts"] = int(got["hearts"])
        if got.get("defend_with") == "":
            del got["defend_with"]
        return got
