"""Assisted mode (issue 12 "Two ways to play", item 2): every action declared on the
board. The table selects the character, presses the action (a button or its key),
taps the target character, square or element where one is needed (or drags the
miniature, for a move), and sees before the roll the exact odds of every outcome with
each modifier and its rule (assist_plans.py), or, for an action without dice, what
it will do. Then "App rolls" or "Use faces" entered from the table's dice, one box a
die; the event goes through the controller like a tracker event, so Undo takes it
back. A declaration the rules refuse shows the rule and writes nothing."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from demloc.board.squares import Square
from demloc.catalog.catalog import Catalog
from demloc.missions.play import Context, MissionState
from demloc.rules.dice import DiceSet, Die, EnteredDice, Face
from demloc.rules.errors import RulesError
from demloc.ui.flow import flow_row
from demloc.ui.i18n import translate
from demloc.ui.mission.common import button, clear, text
from demloc.ui.reference.links import RuleMessage
from demloc.ui.tracker.assist_options import TARGET, Options
from demloc.ui.tracker.assist_plans import DieNeed, Preview, cheapest_facing, preview

ASSIST_STYLE = "background:#10304a; color:#ffffff; padding:6px;"

# kind -> (what is tapped: "character", "square" or "", the prompt with its rule, shown
# through translate)
DECLARE: dict[str, tuple[str, str]] = {
    "move": ("square", str(QT_TRANSLATE_NOOP(
        "tracker.assisted",
        "Move: tap the square to end on, or drag the miniature (7.2.1, 7.3.1)"))),
    "shoot": ("character", str(QT_TRANSLATE_NOOP(
        "tracker.assisted", "Shoot: tap the target on the board (7.2.2)"))),
    "cast": ("character", str(QT_TRANSLATE_NOOP(
        "tracker.assisted",
        "Cast: tap the target on the board, the caster for a power on self (7.2.3.1)"))),
    "summon": ("square", str(QT_TRANSLATE_NOOP(
        "tracker.assisted", "Summon: tap a free square next to the summoner (7.2.3.2)"))),
    "arcane_test": ("character", str(QT_TRANSLATE_NOOP(
        "tracker.assisted", "Arcane test: tap whom it is for, the tester too (7.2.3.5)"))),
    "attack": ("character", str(QT_TRANSLATE_NOOP(
        "tracker.assisted", "Attack: tap the character engaged (7.3.2)"))),
    "destroy": ("square", str(QT_TRANSLATE_NOOP(
        "tracker.assisted", "Destroy: tap the barrel or fence in the control zone (7.3.2.2)"))),
    "channel": ("", str(QT_TRANSLATE_NOOP("tracker.assisted", "Channel (7.2.3)"))),
    "pick_up": ("", str(QT_TRANSLATE_NOOP(
        "tracker.assisted", "Pick up the object on the square (7.2.1)"))),
    "deposit": ("", str(QT_TRANSLATE_NOOP(
        "tracker.assisted", "Put down the object carried (7.2.1)"))),
    "escape": ("", str(QT_TRANSLATE_NOOP(
        "tracker.assisted", "Escape through its own deployment area (7.2.1)"))),
    "pentacle": ("", str(QT_TRANSLATE_NOOP(
        "tracker.assisted", "Pentacle: it strikes every character in contact (8.3)"))),
}  # fmt: skip
FIELD = {"character": "target", "square": "to"}
Go = tuple[int, str, str, bool]  # whose go a declaration belongs to (see `go_of`)
MOST_AGAIN = 6  # boxes for a die rolled again (a run of 10s on the out-of-control card)


def assisted_keys(
    panel: AssistPanel, declare: Callable[[str], None]
) -> tuple[tuple[str, str, list[QKeySequence], Callable[[], object]], ...]:
    """The keys of the frequent assisted actions, for the view's key actions (shown on
    the buttons and in their tooltips)."""

    def click(widget: QPushButton) -> Callable[[], object]:
        return lambda: widget.click() if not panel.isHidden() else None  # its tab behind too

    return (  # (name, the words the menus show, keys, what it does)
        (
            "Move",
            translate("tracker.assisted", "Move"),
            [QKeySequence("M")],
            lambda: declare("move"),
        ),
        (
            "Shoot",
            translate("tracker.assisted", "Shoot"),
            [QKeySequence("F")],
            lambda: declare("shoot"),
        ),
        (
            "Attack",
            translate("tracker.assisted", "Attack"),
            [QKeySequence("A")],
            lambda: declare("attack"),
        ),
        (
            "Cast",
            translate("tracker.assisted", "Cast"),
            [QKeySequence("C")],
            lambda: declare("cast"),
        ),
        (
            "Channel",
            translate("tracker.assisted", "Channel"),
            [QKeySequence("G")],
            lambda: declare("channel"),
        ),
        (
            "Arcane test",
            translate("tracker.assisted", "Arcane test"),
            [QKeySequence("R")],
            lambda: declare("arcane_test"),
        ),
        (
            "App rolls",
            translate("tracker.assisted", "App rolls"),
            [QKeySequence("Return"), QKeySequence("Enter")],
            click(panel.roll),
        ),
        (
            "Use faces",
            translate("tracker.assisted", "Use faces"),
            [QKeySequence("Shift+Return"), QKeySequence("Shift+Enter")],
            click(panel.apply),
        ),
        (
            "Cancel the declaration",
            translate("tracker.assisted", "Cancel the declaration"),
            [QKeySequence("Escape")],
            panel.cancel,
        ),
    )


def go_of(state: MissionState, character: str) -> Go:
    """The go a declaration belongs to: the turn, the phase, the player whose go it is,
    and whether the one who acts is still in the game. When it changes (a pass, a new
    turn, an undo back into another go) the declaration is the next player's no more."""
    fighter = state.fighters.get(character)
    return (state.turn, state.phase.value, state.current, fighter is not None and fighter.in_play)


def _face_order(face: Face) -> tuple[int, int, str]:
    """Numbers in their order, then mana by name."""
    return (0, face, "") if isinstance(face, int) else (1, 0, str(face))


class AssistPanel(QWidget):
    wanted = Signal(dict)  # the declared action, to apply (the app rolls)
    entered = Signal(dict, object)  # the declared action and the faces rolled at the table
    path = Signal(tuple, str)  # a move's squares and its cost, for the board

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("assisted")
        self.kind = self.shooter = self.target = ""
        self.needs = ""  # what the next tap on the board names
        self.declared: dict[str, Any] = {}
        self.source: Callable[[], tuple[MissionState, Context]] | None = None
        self.catalog: Catalog | None = None
        self.shown: Preview | None = None
        self.go: Go | None = None  # the go of the declaration open
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.words = RuleMessage()  # a refusal's section opens the rules (issue 15)
        self.words.setObjectName("shot-odds")
        self.words.setStyleSheet(ASSIST_STYLE)
        layout.addWidget(self.words)
        self.options = Options()
        self.options.changed.connect(self.again)
        layout.addWidget(self.options)
        # Side by side, one under the other where the words need it.
        holder, row = flow_row()
        self.roll = button(self.tr("App rolls (Enter)"), self._roll, "shot-roll")
        self.roll.setToolTip(
            self.tr("The app rolls this action's dice; Undo takes it back. Key: Enter")
        )
        row.add(self.roll, 1)
        self.apply = button(self.tr("Faces (Shift+Enter)"), self._entered, "shot-faces")
        self.apply.setToolTip(
            self.tr(
                "The faces rolled at the table, chosen below, make the action. Key: Shift+Enter"
            )
        )
        row.add(self.apply, 1)
        for widget in (self.roll, self.apply):
            widget.setStyleSheet("QPushButton { padding:4px 4px; }")
        layout.addWidget(holder)
        # The faces rolled at the table, a box a die (six a row), its use in its tooltip.
        self.legend = text("")
        self.legend.setObjectName("faces-legend")
        layout.addWidget(self.legend)
        self.faces_row = QGridLayout()
        self.faces_row.setSpacing(4)
        layout.addLayout(self.faces_row)
        self.cancel_button = button(self.tr("Cancel (Esc)"), self.cancel, "shot-cancel")
        layout.addWidget(self.cancel_button)
        self.draw_box: QComboBox | None = None
        self.boxes: list[tuple[Die, QComboBox]] = []
        self.dice: DiceSet | None = None
        self.hide()

    @property
    def aiming(self) -> bool:
        return bool(self.needs)

    # ---- declaring -------------------------------------------------------------------

    def aim(self, shooter: str) -> None:
        """The shot declared by its button (kept for the phase bar's Shoot…)."""
        self.begin("shoot", shooter)

    def begin(self, kind: str, character: str) -> None:
        """The action pressed for the selected character: its choices, and the prompt
        for the tap it needs (none: the preview at once)."""
        self.cancel()
        self.kind, self.shooter = kind, character
        self.declared = {"kind": kind, "character": character}
        self.needs, prompt = DECLARE[kind]
        self._clear_faces()
        self.roll.setEnabled(False)
        self.apply.setEnabled(False)
        self.words.setText(translate("tracker.assisted", prompt))
        got = self.source() if self.source is not None else None
        self.go = go_of(got[0], character) if got is not None else None
        if got is not None and self.catalog is not None and character in got[0].fighters:
            fighter = got[0].fighters[character]
            fate = next((p.fate_points for p in got[0].players if p.colour == fighter.owner), 0)
            self.options.open(kind, fighter, self.catalog, fate)
            miniature = got[0].board_map.character(character)
            if kind == "move" and miniature is not None:
                self.options.facing(miniature.facing.name)
        self.show()
        if not self.needs:
            self.again()

    def show_state(self, state: MissionState) -> None:
        """The mission moved (the view's refresh): a declaration whose go is over is
        cancelled, never left open for the next player to confirm."""
        if self.kind and self.go is not None and go_of(state, self.shooter) != self.go:
            self.cancel()

    def _stale(self) -> bool:
        """The declaration's go is over (checked before any use, should a refresh not
        have said so): cancelled, and True."""
        if self.kind and self.source is not None:
            self.show_state(self.source()[0])
        return not self.kind

    def declare(self, state: MissionState, ctx: Context, target: str) -> bool:
        """A character tapped: the target named, the odds shown (or why not)."""
        if self.needs != "character" or self._stale():
            return False
        self.target, self.needs = target, ""
        self.declared["target"] = target
        self.again()
        return True

    def square_tapped(self, square: str) -> bool:
        """A square tapped: the move's end, the daemon's square, the element."""
        if self.needs != "square" and not (self.kind == "move" and not self.needs):
            return False
        if self._stale():
            return False
        self.needs = ""
        field = {"move": "to", "summon": "at", "destroy": "at"}[self.kind]
        self.declared[field] = square
        if self.kind == "move" and self.source is not None:
            state, ctx = self.source()
            facing = cheapest_facing(state, ctx, self.shooter, Square.parse(square))
            if facing is not None:
                self.options.set_facing(facing.name)
        self.again()
        return True

    def full_event(self) -> dict[str, Any]:
        return {**self.declared, **self.options.fields()}

    def again(self) -> None:
        """The preview of the action as declared now (a choice changed)."""
        if self.needs or not self.kind or self.source is None or self._stale():
            return
        state, ctx = self.source()
        self._clear_faces()
        try:
            shown = preview(state, ctx, self.full_event())
        except RulesError as error:
            self.shown = None
            # The core's refusal as it comes, in our frame.
            self.words.setText(self.tr("⚠ Not possible: {why}").format(why=error))
            self.roll.setEnabled(False)
            self.apply.setEnabled(False)
            self.path.emit((), "")
            return
        self.shown = shown
        self.words.setText(shown.text)
        self.roll.setEnabled(True)
        self.dice = ctx.dice
        counts: dict[Die, int] = {}
        for need in shown.dice:
            for _ in range(need.count):
                self._box(need, counts)
        if shown.draws:
            box = QComboBox()
            box.setObjectName("draw")
            box.setMinimumHeight(TARGET)
            box.setToolTip(self.tr("The card drawn at the table from the pantheon (7.2.3.2)"))
            for n, name in enumerate(shown.draws):
                box.addItem(name, n)
            self.draw_box = box
        self._lay_faces()
        # Dice or a draw to enter: Use faces; none: the one button confirms.
        has_faces = bool(self.boxes) or self.draw_box is not None
        wanted = [f"{n.count} {n.die.value} ({n.label})" for n in shown.dice if n.count]
        if shown.draws:
            wanted.append(self.tr("the card drawn"))
        self.legend.setText(
            self.tr("Or the faces rolled at the table, in this order: {dice}").format(
                dice=", ".join(wanted)
            )
        )
        self.legend.setVisible(has_faces)
        self.apply.setEnabled(has_faces)
        self.apply.setVisible(has_faces)
        self.roll.setText(self.tr("App rolls (Enter)") if has_faces else self.tr("Confirm (Enter)"))
        self.path.emit(
            shown.path, self.tr("{cost} pts").format(cost=shown.cost) if shown.path else ""
        )

    def _box(self, need: DieNeed, counts: dict[Die, int], after: QComboBox | None = None) -> None:
        assert self.dice is not None
        n = counts.get(need.die, 0)
        counts[need.die] = n + 1
        box = QComboBox()
        box.setObjectName(f"face-{need.die.value}-{n}")
        box.setMinimumHeight(TARGET)
        said = self.tr("The {die} die's face: {use}").format(die=need.die.value, use=need.label)
        if need.again:
            said = self.tr("{face}; {again} rolls again (5.6)").format(face=said, again=need.again)
        box.setToolTip(said)
        for face in sorted(set(self.dice[need.die]), key=_face_order):
            box.addItem(str(getattr(face, "value", face)), face)
        index = len(self.boxes) if after is None else self.boxes.index((need.die, after)) + 1
        self.boxes.insert(index, (need.die, box))
        if after is not None:
            self._lay_faces()
        if need.again is not None:
            box.currentIndexChanged.connect(lambda _i, b=box, d=need: self._rolled_again(d, b))

    def _rolled_again(self, need: DieNeed, box: QComboBox) -> None:
        """A face that rolls again (the d10's 10) asks one more box; another face takes
        the boxes after it away (RULINGS.md R-81)."""
        same = [b for d, b in self.boxes if d is need.die]
        later = same[same.index(box) + 1 :]
        if box.currentData() == need.again:
            if not later and len(same) < MOST_AGAIN:
                counts = {need.die: len(same)}
                use = self.tr("{use}, rolled again").format(use=need.label)
                self._box(DieNeed(need.die, 1, use, need.again), counts, box)
        else:
            for extra in later:
                self.boxes.remove((need.die, extra))
                self.faces_row.removeWidget(extra)
                extra.deleteLater()
            self._lay_faces()

    def _lay_faces(self) -> None:
        """The boxes in their order, six a row (an attack's dice fit at 1024x700)."""
        shown: list[QWidget] = [box for _die, box in self.boxes]
        if self.draw_box is not None:
            shown.append(self.draw_box)
        for widget in shown:
            self.faces_row.removeWidget(widget)
        for n, widget in enumerate(shown):
            self.faces_row.addWidget(widget, n // 6, n % 6)

    def _clear_faces(self) -> None:
        self.legend.hide()
        clear(self.faces_row)
        self.boxes = []
        self.draw_box = None

    # ---- applying --------------------------------------------------------------------

    def _entered(self) -> None:
        if self.dice is None or not self.apply.isEnabled() or self._stale():
            return
        chosen: dict[Die, Sequence[Face]] = {}
        for die, box in self.boxes:
            chosen[die] = [*chosen.get(die, ()), box.currentData()]
        draws = [int(self.draw_box.currentData())] if self.draw_box is not None else []
        event, faces = self.full_event(), EnteredDice(self.dice, chosen, draws)
        self.cancel()  # first: the event's refresh lays the closed panel out too (issue 26)
        self.entered.emit(event, faces)

    def _roll(self) -> None:
        if not self.roll.isEnabled() or self._stale():
            return
        event = self.full_event()
        self.cancel()  # first: the event's refresh lays the closed panel out too (issue 26)
        self.wanted.emit(event)

    def cancel(self) -> None:
        self._clear_faces()
        self.options.reset()
        self.kind = self.shooter = self.target = self.needs = ""
        self.declared = {}
        self.shown = None
        self.go = None
        self.path.emit((), "")
        self.hide()
