"""The tracker's actions for the selected character (6.4.2): the table rolled its own
dice and says what happened, two taps for a common action (the character, then the
button). Each button only names an event; the controller applies and saves it, and
the core refuses what the rules do not allow."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from demloc.catalog.catalog import Catalog
from demloc.missions.play import MissionState, Phase
from demloc.rules.fighter import MAX_TOKENS, Fighter
from demloc.ui.i18n import translate
from demloc.ui.mission.common import TARGET, button, clear, say_kept, text
from demloc.ui.tracker.cards import guild_colour
from demloc.ui.tracker.summon import SummonForm

# Rows of counters: (row name, [(object name, label, event fields without the
# character)]): the common one first, large. Names and labels are shown through
# translate("tracker.actions", ...); the names stay English keys.
COUNTERS: tuple[tuple[str, tuple[tuple[str, str, dict[str, Any]], ...]], ...] = (
    (str(QT_TRANSLATE_NOOP("tracker.actions", "Damage")), (
        ("damage", str(QT_TRANSLATE_NOOP("tracker.actions", "Damage +1 (D)")),
         {"kind": "damage", "amount": 1}),
        ("damage-life", str(QT_TRANSLATE_NOOP("tracker.actions", "Hit to life +1 (H)")),
         {"kind": "damage", "amount": 1, "to_life": True}),
    )),
    # The mana channelled, by colour, as the table moved the cubes (6.4.2, 7.2.3): one
    # row, white then black ("Mana white n −1 +1 · black n −1 +1").
    (str(QT_TRANSLATE_NOOP("tracker.actions", "Mana white")), (
        ("mana-white-1", "−1", {"kind": "mana", "white": -1}),
        ("mana-white+1", "+1", {"kind": "mana", "white": 1}),
    )),
    (str(QT_TRANSLATE_NOOP("tracker.actions", "Mana black")), (
        ("mana-black-1", "−1", {"kind": "mana", "black": -1}),
        ("mana-black+1", "+1", {"kind": "mana", "black": 1}),
    )),
    (str(QT_TRANSLATE_NOOP("tracker.actions", "Seals")), (
        ("seals-1", "−1", {"kind": "seals", "change": -1}),
        ("seals+1", "+1 (S)", {"kind": "seals", "change": 1}),
    )),
    (str(QT_TRANSLATE_NOOP("tracker.actions", "Bleeding")), (
        ("bleeding-1", "−1", {"kind": "bleeding", "change": -1}),
        ("bleeding+1", "+1 (B)", {"kind": "bleeding", "change": 1}),
    )),
    (str(QT_TRANSLATE_NOOP("tracker.actions", "Poison")), (
        ("poison-1", "−1", {"kind": "poison", "change": -1}),
        ("poison+1", "+1 (V)", {"kind": "poison", "change": 1}),
    )),
    (str(QT_TRANSLATE_NOOP("tracker.actions", "Armour")), (
        ("armour-1", "−1", {"kind": "tokens", "armour": -1}),
        ("armour+1", "+1", {"kind": "tokens", "armour": 1}),
    )),
    (str(QT_TRANSLATE_NOOP("tracker.actions", "Hearts")), (
        ("hearts-1", "−1", {"kind": "tokens", "hearts": -1}),
        ("hearts+1", "+1", {"kind": "tokens", "hearts": 1}),
    )),
)  # fmt: skip
SHORT = {  # shown through translate
    "Bleeding": str(QT_TRANSLATE_NOOP("tracker.actions", "Bleed")),
    "Mana black": str(QT_TRANSLATE_NOOP("tracker.actions", "black")),
}
# The damage buttons' words where the side panel is narrow (table mode below 1500 px).
NARROW_WORDS = {
    "damage": "+1 (D)",
    "damage-life": str(QT_TRANSLATE_NOOP("tracker.actions", "Life +1 (H)")),
    "summon": str(QT_TRANSLATE_NOOP("tracker.actions", "Mana summon")),
}
TOOLTIPS = {  # shown through translate
    "armour+1": str(QT_TRANSLATE_NOOP("tracker.actions", "A broken armour token (6.4.2, 7.3.2.2)")),
    "armour-1": str(QT_TRANSLATE_NOOP(
        "tracker.actions", "A broken armour token taken off: only those on the card (6.4.2)")),
    "hearts+1": str(QT_TRANSLATE_NOOP(
        "tracker.actions", "A broken heart token; the last one kills (6.4.2, 7.3.2.2)")),
    "hearts-1": str(QT_TRANSLATE_NOOP(
        "tracker.actions", "A broken heart token taken off: only those on the card (6.4.2)")),
    "damage": str(QT_TRANSLATE_NOOP(
        "tracker.actions", "Generic damage: the armour takes it first (6.4.2). Key: D")),
    "damage-life": str(QT_TRANSLATE_NOOP(
        "tracker.actions", "A hit straight to life, past the armour (6.4.2). Key: H")),
    # Possessed one seal past his limit, not at it (RULINGS.md R-33).
    "seals+1": str(QT_TRANSLATE_NOOP(
        "tracker.actions", "A broken seal; one past the limit the app marks the character "
        "possessed (6.4.2, 7.2.3, R-33). Key: S")),
    "mana-white+1": str(QT_TRANSLATE_NOOP(
        "tracker.actions",
        "One white (common) mana cube channelled onto the character (6.4.2, 7.2.3)")),
    "mana-white-1": str(QT_TRANSLATE_NOOP(
        "tracker.actions",
        "One white mana cube spent or taken off: only cubes held (6.4.2, 7.2.3)")),
    "mana-black+1": str(QT_TRANSLATE_NOOP(
        "tracker.actions",
        "One black (dark) mana cube channelled onto the character (6.4.2, 7.2.3)")),
    "mana-black-1": str(QT_TRANSLATE_NOOP(
        "tracker.actions",
        "One black mana cube spent or taken off: only cubes held (6.4.2, 7.2.3)")),
    # Given in an enemy's go, the token counts as his: a death by it is that enemy's
    # kill.
    "bleeding+1": str(QT_TRANSLATE_NOOP(
        "tracker.actions", "A bleeding token: a hit straight to life each turn start (6.4.2, "
        "8.1, R-137). Key: B; given in an enemy's go, a death by it is that enemy's kill "
        "(R-77)")),
    "poison+1": str(QT_TRANSLATE_NOOP(
        "tracker.actions", "A poison token: one more at each turn's end (6.4.2, 8.1). Key: V; "
        "given in an enemy's go, a death by it is that enemy's kill (R-77)")),
}  # fmt: skip
# The effects switched on and off (effects.EFFECTS but summoning, which asks more).
TOGGLES = (
    ("stunned", str(QT_TRANSLATE_NOOP("tracker.actions", "Stunned"))),
    ("possessed", str(QT_TRANSLATE_NOOP("tracker.actions", "Possessed"))),
    ("exhausted", str(QT_TRANSLATE_NOOP("tracker.actions", "Exhausted"))),
)


PROMPT = str(QT_TRANSLATE_NOOP(
    "tracker.actions", "Tap a character on the board or a card (Tab or N: the next one)"
))  # fmt: skip
# A button (or its key) pressed with no one selected: said, never silently dropped.
SELECT_FIRST = str(QT_TRANSLATE_NOOP(
    "tracker.actions",
    "select a character first: tap the miniature on the board or the card (Tab/N)",
))  # fmt: skip
# FURY (8.4): an ability the player activates on the app, paid in fate points.
FURY_TIP = str(QT_TRANSLATE_NOOP(
    "tracker.actions",
    "Activate FURY: for two turns the results of the character's fighting dice count double "
    "(bonuses and penalties are not doubled), and a broken heart comes at the end of each of "
    "those turns; paid in fate points (5.1.1, 8.4). Undo takes it back.",
))  # fmt: skip

# Assisted mode's actions (issue 12): (event kind, label with its key, the phase it
# belongs to, tooltip), shown through translate. Shoot… is in the phase bar (the view
# places it).
ASSISTED: tuple[tuple[str, str, Phase | None, str], ...] = (
    ("move", str(QT_TRANSLATE_NOOP("tracker.actions", "Move (M)")), None,
     str(QT_TRANSLATE_NOOP(
         "tracker.actions", "Declare a move: tap or drag to the square, see the path and its "
         "cost, confirm (7.2.1, 7.3.1). Key: M"))),
    ("attack", str(QT_TRANSLATE_NOOP("tracker.actions", "Attack (A)")), Phase.BRAWL,
     str(QT_TRANSLATE_NOOP(
         "tracker.actions", "Declare a hand-to-hand attack: tap the character engaged, see "
         "the odds (7.3.2). Key: A"))),
    ("destroy", str(QT_TRANSLATE_NOOP("tracker.actions", "Destroy…")), Phase.BRAWL,
     str(QT_TRANSLATE_NOOP(
         "tracker.actions",
         "Destroy a barrel or fence in the control zone: tap it, see the odds (7.3.2.2)"))),
    ("cast", str(QT_TRANSLATE_NOOP("tracker.actions", "Cast (C)")), Phase.STRATEGIC,
     str(QT_TRANSLATE_NOOP(
         "tracker.actions", "Use an arcane power: tap the target, choose the code and power "
         "(7.2.3.1). Key: C"))),
    ("channel", str(QT_TRANSLATE_NOOP("tracker.actions", "Channel (G)")), Phase.STRATEGIC,
     str(QT_TRANSLATE_NOOP(
         "tracker.actions",
         "Roll arcane dice for mana: the odds of broken seals first (7.2.3). Key: G"))),
    ("summon", str(QT_TRANSLATE_NOOP("tracker.actions", "Summon (mana)")), Phase.STRATEGIC,
     str(QT_TRANSLATE_NOOP(
         "tracker.actions", "Summon paid in channelled mana: tap a square next to the "
         "summoner, see the draw (7.2.3.2)"))),
    ("arcane_test", str(QT_TRANSLATE_NOOP("tracker.actions", "Arcane (R)")), Phase.STRATEGIC,
     str(QT_TRANSLATE_NOOP(
         "tracker.actions", "Free a possessed character or cancel an effect token: tap whom "
         "(7.2.3.5). Key: R"))),
    ("pentacle", str(QT_TRANSLATE_NOOP("tracker.actions", "Pentacle")), Phase.BRAWL,
     str(QT_TRANSLATE_NOOP(
         "tracker.actions", "The HIT or ARCANE HIT pentacle strikes every character in "
         "contact: see the damage each takes, then confirm (8.3)"))),
    ("pick_up", str(QT_TRANSLATE_NOOP("tracker.actions", "Pick up")), Phase.STRATEGIC,
     str(QT_TRANSLATE_NOOP("tracker.actions", "Pick up the object on the square (7.2.1)"))),
    ("deposit", str(QT_TRANSLATE_NOOP("tracker.actions", "Put down")), Phase.STRATEGIC,
     str(QT_TRANSLATE_NOOP("tracker.actions", "Put down the object carried (7.2.1)"))),
    ("escape", str(QT_TRANSLATE_NOOP("tracker.actions", "Escape")), Phase.STRATEGIC,
     str(QT_TRANSLATE_NOOP(
         "tracker.actions", "Escape through its own deployment area (7.2.1)"))),
)  # fmt: skip


def local(text: str) -> str:
    """One of this module's marked texts in the language chosen."""
    return translate("tracker.actions", text)


class ActionPanel(QWidget):
    wanted = Signal(dict)  # an event for the controller
    shoot = Signal(str)  # assisted mode: this character shoots; the target is tapped next
    assist = Signal(str, str)  # assisted mode: an action (its kind) by this character
    refused = Signal(str)  # a button pressed that cannot be: why (the view shows it)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("actions")
        self.character = ""
        self.narrow = False  # `set_narrow`: the narrow arrangement shown
        self.asked_narrow = False  # table mode below 1500 px asked for it
        layout = self.box = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = text(local(PROMPT), bold=True, size=13)
        self.title.setObjectName("selected-title")
        layout.addWidget(self.title)
        grid = QGridLayout()
        grid.setSpacing(4)
        self.buttons: dict[str, QPushButton] = {}
        self.values: dict[str, QLabel] = {}
        damage = QHBoxLayout()
        self.grid = grid
        self.counters: list[list[QWidget]] = []  # each counter's name, −1 and +1
        for n, (row_name, cells) in enumerate(COUNTERS):
            # The damage buttons a row of their own, the most used; then the counters,
            # each "name n  −1 +1" (`set_counter_columns` places them).
            cell: list[QWidget] = []
            if n:
                # "Armour 0/3 broken" wraps where two a row leave it short (1024x700).
                value = text(local(row_name), wrap=row_name in ("Armour", "Hearts"))
                self.values[row_name] = value
                cell.append(value)
            for name, label, fields in cells:
                widget = button(local(label) if n == 0 else label.split(" ")[0],
                                self._sender(fields), name)  # fmt: skip
                widget.setToolTip(
                    local(TOOLTIPS[name]) if name in TOOLTIPS
                    else self.tr("{counter} {change} (6.4.2)").format(
                        counter=local(row_name), change=label)
                )  # fmt: skip
                self.buttons[name] = widget
                if n == 0:
                    damage.addWidget(widget, 1)
                else:
                    cell.append(widget)
            if n:
                self.counters.append(cell)
        self.set_counter_columns(2)
        effects = self.effects = QGridLayout()
        effects.setSpacing(4)
        for n, (name, label) in enumerate(TOGGLES):
            widget = button(local(label), functools.partial(self._toggle, name), f"effect-{name}")
            widget.setCheckable(True)
            self.buttons[f"effect-{name}"] = widget
            effects.addWidget(widget, 0, n)
        for n, (name, label, tip) in enumerate((
            ("escaped", self.tr("Escaped"),
             self.tr("Mark escaped: out of the game (undo takes it back, R-53)")),
            ("dead", self.tr("Dead"),
             self.tr("Mark dead: out of the game (undo takes it back, R-53)")),
        )):  # fmt: skip
            widget = button(label, functools.partial(self._on, name), f"effect-{name}")
            widget.setToolTip(tip)
            self.buttons[f"effect-{name}"] = widget
            effects.addWidget(widget, 1, n)
        layout.addLayout(damage)
        layout.addLayout(self._amounts())
        # Who killed him, in one tap, right under the damage that killed him (issue 26).
        self.kill_row = QHBoxLayout()
        layout.addLayout(self.kill_row)
        layout.addLayout(grid)
        self.summon_button = button(self.tr("Summon…"), self._summon, "summon")
        self.summon_button.setToolTip(
            self.tr(
                "Summon: name the code and level, tap a square next to the summoner "
                "(6.4.2, 7.2.3.2)"
            )
        )
        self.dismiss_button = button(
            self.tr("Daemon leaves"),
            lambda: self.send({"kind": "effect", "effect": "summoning", "on": False}),
            "dismiss",
        )
        self.dismiss_button.setToolTip(
            self.tr("The summoning effect taken off: the daemon quits (7.2.3.3)")
        )
        # One cell: Summon while he has no daemon, then Daemon leaves.
        effects.addWidget(self.summon_button, 1, 2)
        effects.addWidget(self.dismiss_button, 1, 2)
        # The effects' cells in order (Summon and Daemon leaves share one), for
        # `set_narrow`.
        self.effect_cells: list[list[QPushButton]] = [
            [self.buttons[f"effect-{name}"]] for name, _label in TOGGLES
        ] + [[self.buttons["effect-escaped"]], [self.buttons["effect-dead"]],
             [self.summon_button, self.dismiss_button]]  # fmt: skip
        # Shown only when the selected character has FURY (8.4).
        self.fury_button = button("FURY", self._fury, "ability-FURY")
        self.fury_button.setToolTip(local(FURY_TIP))
        self.fury_button.hide()
        effects.addWidget(self.fury_button, 2, 0, 1, 3)
        self._even_effects(3)
        layout.addLayout(effects)
        # Shown in the phase bar (where the room is): the view places it.
        self.shoot_button = button(self.tr("Shoot… (F)"), self._shoot, "shoot")
        self.shoot_button.setToolTip(
            self.tr(
                "Declare a shot by the selected character: tap the target, see the exact odds "
                "of every outcome, then the app rolls (7.2.2). Key: F"
            )
        )
        # Assisted mode: every other action declared on the board, the app rolling or
        # taking the table's faces (issue 12 "Two ways to play").
        layout.addWidget(text(self.tr("Assisted: the app shows the odds, then rolls or takes "
                                      "your faces"), bold=True))  # fmt: skip
        self.assisted = QGridLayout()
        self.assisted.setSpacing(4)
        self.assist_buttons: dict[str, QPushButton] = {}
        for kind, label, _phase, tip in ASSISTED:
            widget = button(local(label), functools.partial(self._assist, kind), f"assist-{kind}")
            widget.setToolTip(local(tip))
            widget.setStyleSheet("QPushButton { padding:4px 4px; }")  # three a row at 1024
            self.assist_buttons[kind] = widget
            self.assisted.addWidget(widget, 0, 0)  # parented now; placed by the phase
        layout.addLayout(self.assisted)
        self.summon = SummonForm()
        self.summon.wanted.connect(self.wanted.emit)
        layout.addWidget(self.summon)
        self.fighter: Fighter | None = None
        self.catalog: Catalog | None = None
        self.toggled: dict[str, bool] = {}
        self.kill_shown: object = None  # the players the kill row was built for
        self.kill_asked = QLabel()
        self.kill_buttons: dict[str, QPushButton] = {}
        self.current = ""  # the player whose go it is
        # In the brawl, the table's word that a barrel or fence was destroyed:
        # the button, then a tap on it.
        self.element_button = button(
            self.tr("Element destroyed…"), self._element, "element-destroyed"
        )
        self.element_button.setToolTip(
            self.tr(
                "The table destroyed a barrel or fence: tap it on the board; it counts for the "
                "player whose brawl it is (7.3.2.2, R-75)"
            )
        )
        self.element_button.setCheckable(True)
        layout.addWidget(self.element_button)

    def set_narrow(self, narrow: bool) -> None:
        """Where the side panel is narrow (table mode below 1500 px wide: issue 26,
        section 2) the counters one a row and the damage buttons' words short; so too
        where a language's words do not fit three a row whole (R-247)."""
        self.asked_narrow = narrow
        self._arrange(narrow or not self._wide_fits())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        narrow = self.asked_narrow or not self._wide_fits()
        if narrow != self.narrow:
            self._arrange(narrow)

    def _wide_fits(self) -> bool:
        """Whether the wide arrangement's buttons (three a row, the damage buttons' long
        words) fit the panel's width whole, measured on their wide words whichever
        arrangement is shown (so that a width never flips between the two)."""

        def wide(widget: QPushButton, words: str, padding: int = 0) -> int:
            metrics = widget.fontMetrics()
            frame = widget.sizeHint().width() - metrics.horizontalAdvance(widget.text())
            return frame + padding + metrics.horizontalAdvance(words)

        summon = next(label for kind, label, _phase, _tip in ASSISTED if kind == "summon")
        assist_padding = 4 if self.narrow else 0  # narrow: 2 px a side, wide: 4
        assisted = sorted(
            wide(b, local(summon) if kind == "summon" else b.text(), assist_padding)
            for kind, b in self.assist_buttons.items()
        )
        damage = [wide(self.buttons[name], local(label)) for name, label, _f in COUNTERS[0][1]]
        spacing = self.effects.spacing()
        needs = (
            # The effects' three columns alike (`_even_effects`); a cell's first button
            # (Summon…, not Daemon leaves, which shows only while a daemon is in play).
            3 * max(wide(cell[0], cell[0].text()) for cell in self.effect_cells) + 2 * spacing,
            sum(assisted[-3:]) + 2 * spacing,  # the columns as wide as their buttons
            2 * max(damage) + spacing,
        )
        return max(needs) <= self.width()

    def _arrange(self, narrow: bool) -> None:
        for name, label, _fields in COUNTERS[0][1]:
            self.buttons[name].setText(local(NARROW_WORDS[name] if narrow else label))
        summon = next(label for kind, label, _phase, _tip in ASSISTED if kind == "summon")
        self.assist_buttons["summon"].setText(local(NARROW_WORDS["summon"] if narrow else summon))
        for widget in self.assist_buttons.values():  # two a row, the words whole
            widget.setStyleSheet(f"QPushButton {{ padding:4px {2 if narrow else 4}px; }}")
        self.set_counter_columns(1 if narrow else 2)
        self.narrow = narrow
        placed = getattr(self, "assist_phase", None)
        if placed is not None:  # the assisted buttons placed again, two a row
            self._place_assisted(*placed)
        columns = 2 if narrow else 3
        for cell in self.effect_cells:
            for effect in cell:
                self.effects.removeWidget(effect)
        self.effects.removeWidget(self.fury_button)
        for n, cell in enumerate(self.effect_cells):
            for effect in cell:
                self.effects.addWidget(effect, n // columns, n % columns)
        self.effects.addWidget(self.fury_button, 3, 0, 1, columns)
        self._even_effects(columns)

    def _even_effects(self, columns: int) -> None:
        """The effects' columns alike: a toggle's "✓" (Exhausted once he moves) widened
        its column and moved the buttons beside it under the finger (issue 26, item 5)."""
        for column in range(3):
            self.effects.setColumnStretch(column, int(column < columns))

    def set_counter_columns(self, columns: int) -> None:
        """The counters `columns` a row, each its name, −1 and +1."""
        for cell in self.counters:
            for widget in cell:
                self.grid.removeWidget(widget)
        for stretch in range(6):
            self.grid.setColumnStretch(stretch, 0)
        for n, cell in enumerate(self.counters):
            row, column = n // columns, 3 * (n % columns)
            for k, widget in enumerate(cell):
                self.grid.addWidget(widget, row, column + k)
        for column in range(columns):
            self.grid.setColumnStretch(3 * column, 1)

    def _amounts(self) -> QGridLayout:
        """Damage as an amount in one tap (issue 26): chips 1 to 6, or any number and
        Take; "To life" makes them hits to life, past the armour (6.4.2)."""
        row = QGridLayout()
        row.setSpacing(4)
        for n in range(1, 7):
            chip = button(str(n), functools.partial(self._take, n), f"damage-{n}")
            chip.setToolTip(
                self.tr("{amount} damage to the selected character in one tap (6.4.2)").format(
                    amount=n
                )
            )
            self.buttons[f"damage-{n}"] = chip
            row.addWidget(chip, 0, n - 1)
        self.amount = QSpinBox()
        self.amount.setObjectName("damage-amount")
        self.amount.setRange(1, 99)
        self.amount.setValue(7)
        self.amount.setMinimumHeight(TARGET)
        self.amount.setToolTip(self.tr("Any amount of damage: set it, then Take"))
        row.addWidget(self.amount, 1, 0, 1, 2)
        take = button(self.tr("Take"), lambda: self._take(self.amount.value()), "damage-take")
        take.setToolTip(self.tr("The amount set beside it, as damage in one tap (6.4.2)"))
        self.buttons["damage-take"] = take
        row.addWidget(take, 1, 2, 1, 2)
        self.to_life = button(self.tr("To life"), None, "damage-to-life")
        self.to_life.setCheckable(True)
        self.to_life.setToolTip(self.tr("The amounts go straight to life, past the armour (6.4.2)"))
        row.addWidget(self.to_life, 1, 4, 1, 2)
        return row

    def _take(self, amount: int) -> None:
        fields: dict[str, Any] = {"kind": "damage", "amount": amount}
        if self.to_life.isChecked():
            fields["to_life"] = True
        self.send(fields)

    def _element(self) -> None:
        self.element_button.setText(
            self.tr("Tap the barrel or fence destroyed") if self.element_button.isChecked()
            else self.tr("Element destroyed…")
        )  # fmt: skip

    def element_tapped(self, square: str) -> bool:
        """The square tapped after Element destroyed…: the event, and True."""
        if not self.element_button.isChecked():
            return False
        self.element_button.setChecked(False)
        self._element()
        self.wanted.emit({"kind": "element_destroyed", "at": square})
        return True

    def _chosen(self) -> bool:
        """A character is selected; if not, the table is told how to select one."""
        if not self.character:
            self.refused.emit(local(SELECT_FIRST))
        return bool(self.character)

    def _assist(self, kind: str) -> None:
        if self._chosen():
            self.assist.emit(kind, self.character)

    def _shoot(self) -> None:
        if self._chosen():
            self.shoot.emit(self.character)

    def _fury(self) -> None:
        self.send({"kind": "ability", "ability": "FURY"})

    def _place_assisted(self, phase: Phase, striking: bool = False) -> None:
        """The buttons of the phase, three a row; Pentacle only for a summoner whose
        pentacle strikes (8.3)."""
        playing = phase in (Phase.STRATEGIC, Phase.BRAWL)  # none between turns or after
        shown = [k for k, _l, p, _t in ASSISTED if (p is phase or (p is None and playing))
                 and (k != "pentacle" or striking)]  # fmt: skip
        for widget in self.assist_buttons.values():
            self.assisted.removeWidget(widget)
        columns = 2 if self.narrow else 3
        for n, kind in enumerate(shown):
            self.assisted.addWidget(self.assist_buttons[kind], n // columns, n % columns)
        for column in range(3):  # narrow: the two columns alike, no button's words cut
            self.assisted.setColumnStretch(column, int(self.narrow and column < columns))
        for kind, widget in self.assist_buttons.items():
            widget.setVisible(kind in shown)

    def _sender(self, fields: dict[str, Any]) -> Callable[[], None]:
        return lambda: self.send(dict(fields))

    def send(self, fields: dict[str, Any]) -> None:
        if not self._chosen():
            return
        event = {**fields, "character": self.character}
        # Bleeding or poison given: by the enemy whose go it is, so a death by those
        # tokens counts for him (RULINGS.md ).
        if (event["kind"] in ("bleeding", "poison") and int(event.get("change", 0)) > 0
                and self.fighter is not None and self.current
                and self.current != self.fighter.owner):  # fmt: skip
            event["player"] = self.current
        self.wanted.emit(event)

    def _toggle(self, name: str) -> None:
        self.send({"kind": "effect", "effect": name, "on": not self.toggled.get(name, False)})

    def _values(self, fighter: Fighter | None) -> None:
        """Each row's name with his count now."""
        if fighter is None:
            for name, label in self.values.items():
                label.setText(local(SHORT.get(name, name)))
            return
        counts = {
            "Mana white": str(fighter.white),
            "Mana black": str(fighter.black),
            "Seals": f"{fighter.seals}/{fighter.seal_limit}",
            "Bleeding": str(fighter.bleeding),
            "Poison": str(fighter.poison),
            # The broken tokens, as the card and the band say them (5.1.1).
            "Armour": self.tr("{tokens}/{most} broken").format(
                tokens=fighter.armour_tokens, most=MAX_TOKENS
            ),
            "Hearts": self.tr("{tokens}/{most} broken").format(
                tokens=fighter.hearts, most=fighter.heart_limit
            ),
        }
        for name, label in self.values.items():
            label.setText(f"{local(SHORT.get(name, name))} {counts[name]}".strip())

    def _summon(self) -> None:
        if not self._chosen():
            return
        if self.fighter is not None and self.catalog is not None:
            self.summon.open(self.fighter, self.catalog)

    def _show_fury(self, fighter: Fighter | None) -> None:
        """FURY's button for a character with the ability (8.4): its cost, or the turns
        of FURY he has still."""
        has = fighter is not None and fighter.ability("FURY") is not None
        self.fury_button.setVisible(has)
        if fighter is None or not has:
            return
        cost = fighter.fate_cost("FURY")
        left = fighter.fury_turns
        said = (  # English's forms: translations/demloc_en.ts
            self.tr("FURY ✓ %n turn(s) left", "", left)
            if left > 0
            else self.tr("Activate FURY (%n fate point(s))", "", cost)
        )
        self.fury_button.setText(said)
        self.fury_button.setEnabled(fighter.in_play)

    def _kill(self, colour: str) -> None:
        if self.character:
            self.wanted.emit({"kind": "kill", "player": colour, "target": self.character})

    def _on(self, name: str) -> None:
        self.send({"kind": "effect", "effect": name, "on": True})

    def show_state(self, state: MissionState, selected: str, label: str,
                   names: dict[str, str]) -> None:  # fmt: skip
        self.character = selected if selected in state.fighters else ""
        self.current = state.current
        fighter = state.fighters.get(self.character)
        brawl = state.phase is Phase.BRAWL
        self.element_button.setVisible(brawl)
        if not brawl and self.element_button.isChecked():
            self.element_button.setChecked(False)
            self._element()
        # Its height kept: another character's name or counters move no button below.
        say_kept(self.title, label if fighter is not None else local(PROMPT))
        # With no one selected the buttons stay pressable: a press says how to select.
        for widget in self.buttons.values():
            widget.setEnabled(fighter is None or fighter.in_play)
        self.toggled = {}
        for name, label_text in TOGGLES:
            on = bool(getattr(fighter, name, False)) if fighter is not None else False
            self.toggled[name] = on
            widget = self.buttons[f"effect-{name}"]
            widget.setChecked(on)
            widget.setText(f"{local(label_text)} ✓" if on else local(label_text))
            widget.setToolTip(
                self.tr("Switch {effect} off (6.4.2)").format(effect=local(label_text).lower())
                if on
                else self.tr("Switch {effect} on (6.4.2)").format(effect=local(label_text).lower())
            )
        self._values(fighter)
        self.fighter = fighter
        playing = fighter is not None and fighter.in_play
        codes = bool(fighter.codes) if fighter is not None else False
        daemon = bool(fighter.summoned or fighter.summoner) if fighter is not None else False
        summoning = bool(fighter.summoned) if fighter is not None else False
        nobody = fighter is None
        self.summon_button.setEnabled(nobody or (playing and codes and not summoning))
        self.dismiss_button.setEnabled(playing and daemon)
        self.dismiss_button.setVisible(daemon)
        ranged = fighter is not None and fighter.ranged_weapon is not None
        self.shoot_button.setEnabled(nobody or (playing and ranged))
        self.shoot_button.setVisible(state.phase is Phase.STRATEGIC)
        self._show_fury(fighter)
        striking = fighter is not None and bool(
            fighter.pentacle_effect("HIT") or fighter.pentacle_effect("ARCANE HIT")
        )
        if (state.phase, striking) != getattr(self, "assist_phase", None):
            self.assist_phase = (state.phase, striking)
            self._place_assisted(state.phase, striking)
        for widget in self.assist_buttons.values():
            widget.setEnabled(nobody or playing)
        self.summon_button.setVisible(not daemon)
        if fighter is None or fighter.id != self.summon.character or fighter.summoned:
            self.summon.hide()
        self._show_kill(state, fighter, names)

    def _show_kill(self, state: MissionState, fighter: Fighter | None,
                   names: dict[str, str]) -> None:  # fmt: skip
        """Who killed him, asked inline: a button by each other player's colour. Built
        once for the mission's players (a new button is polished with the whole table
        style, the dearest part of a refresh), then shown, hidden and worded: another
        character selected moves nothing in the panel (issue 26, section 3)."""
        colours = tuple(p.colour for p in state.players)
        if colours != self.kill_shown:
            self.kill_shown = colours
            clear(self.kill_row)
            self.kill_asked = text(self.tr("Killed by:"), wrap=False, bold=True)
            self.kill_asked.setObjectName("kill-asked")
            self.kill_row.addWidget(self.kill_asked)
            self.kill_buttons = {}
            for colour in colours:
                # The colour the table sees on the bases: four names do not fit a row.
                kill = button(
                    colour.capitalize(), functools.partial(self._kill, colour), f"kill-by-{colour}"
                )
                kill.setStyleSheet(f"QPushButton {{ border:3px solid {guild_colour(colour)}; }}")
                self.kill_buttons[colour] = kill
                self.kill_row.addWidget(kill, 1)
        self.kill_asked.setVisible(fighter is not None)
        if fighter is None:
            for kill in self.kill_buttons.values():
                kill.hide()
            return
        counted = fighter.id in dict(state.killed_by)
        uncounted = fighter.dead and not counted
        asked = self.tr("Dead: killed by?") if uncounted else self.tr("Killed by:")
        if self.kill_asked.text() != asked:
            self.kill_asked.setText(asked)
            # the damage killed him: the table says whose kill it is now
            self.kill_asked.setStyleSheet("color:#ffd400;" if uncounted else "")
        for colour, kill in self.kill_buttons.items():
            kill.setVisible(colour != fighter.owner)
            kill.setEnabled(not fighter.escaped and not counted)
            tip = self.tr(
                "{player} ({colour}) eliminated this character: counted for the rewards (6.4.2)"
            ).format(player=names.get(colour, colour), colour=colour)
            if kill.toolTip() != tip:
                kill.setToolTip(tip)
