"""Assisted mode, the shot (issue 12 "Two ways to play", 7.2.2): the table declares
who shoots whom (Shoot…, then a tap on the target), sees the firing line and the exact
odds of every outcome with each modifier and its rule before the roll (rules/odds.py,
the same plan the roll uses), then lets the app roll; the event goes in the same log
as the tracker's."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QVBoxLayout, QWidget

from demloc.board.errors import BoardError
from demloc.board.sight import FiringLine, firing_line
from demloc.missions.play import Context, MissionState, board_of
from demloc.rules.dice import DiceSet, Die, EnteredDice, Face
from demloc.rules.errors import RulesError
from demloc.rules.odds import shot_odds
from demloc.rules.shooting import ShotPlan, plan_shot
from demloc.ui.mission.common import button, text

ASSIST_STYLE = "background:#10304a; color:#ffffff; padding:6px;"


def percent(p: Fraction) -> str:
    return f"{float(p) * 100:.0f}%"


def shot_plan(state: MissionState, ctx: Context, shooter_id: str, target_id: str) -> ShotPlan:
    """The plan of the shot declared (its dice), as the roll will make it."""
    return _line_and_plan(state, ctx, shooter_id, target_id)[1]


def _line_and_plan(
    state: MissionState, ctx: Context, shooter_id: str, target_id: str
) -> tuple[FiringLine, ShotPlan]:
    shooter, target = state.fighter(shooter_id), state.fighter(target_id)
    board = board_of(state, ctx)
    mine, theirs = board.characters.get(shooter_id), board.characters.get(target_id)
    if mine is None or theirs is None:
        raise RulesError("both must stand on the board")
    weapon = shooter.ranged_weapon
    try:
        line = firing_line(board, mine, theirs, weapon.range if weapon else None)
    except BoardError as error:
        raise RulesError(str(error)) from None
    if not line.clear:
        raise RulesError(f"{shooter.name} cannot shoot {target.name}: {line.explain()}")
    return line, plan_shot(shooter, target, line.penalty)


def shot_text(state: MissionState, ctx: Context, shooter_id: str, target_id: str) -> str:
    """The shot as the table should see it before the roll: the firing line, the test,
    the outcomes' odds, the modifiers with their rules. A shot the rules refuse says
    why (RulesError)."""
    shooter, target = state.fighter(shooter_id), state.fighter(target_id)
    line, plan = _line_and_plan(state, ctx, shooter_id, target_id)
    odds = shot_odds(plan, ctx.dice)
    wounds = ", ".join(f"{damage} damage {percent(p)}" for damage, p in odds.wound.items())
    modifiers = "; ".join(f"{m.label} {m.value:+d} ({m.rule})" for m in plan.modifiers)
    return (
        f"{shooter.name} shoots {target.name} with {plan.weapon.name}: {line.explain()}\n"
        f"Ranged test {plan.test_ability} on a d6: passes {percent(odds.test)} (else a stray "
        "shot by the out-of-control card, 7.2.2.2)\n"
        f"Then {plan.fighting} fighting + {plan.enhanced} enhanced dice: no effect "
        f"{percent(odds.miss)}, armour hit {percent(odds.armour)}"
        + (f", wound: {wounds}" if wounds else "")
        + f"\nArmour {plan.armour}, impact resistance {plan.impact}"
        + (f"; modifiers: {modifiers}" if modifiers else "")
    )


def _face_order(face: Face) -> tuple[int, int, str]:
    """Numbers in their order, then mana by name."""
    return (0, face, "") if isinstance(face, int) else (1, 0, str(face))


class AssistPanel(QWidget):
    wanted = Signal(dict)  # the declared action, to apply (the app rolls)
    entered = Signal(dict, object)  # the declared action and the faces rolled at the table

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("assisted")
        self.shooter = self.target = ""
        self.aiming = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.words = text("")
        self.words.setObjectName("shot-odds")
        self.words.setStyleSheet(ASSIST_STYLE)
        layout.addWidget(self.words)
        row = QHBoxLayout()
        self.roll = button("App rolls", self._roll, "shot-roll")
        self.roll.setToolTip("The app rolls the dice of this shot (7.2.2); Undo takes it back")
        row.addWidget(self.roll, 1)
        self.apply = button("Use faces", self._entered, "shot-faces")
        self.apply.setToolTip("The faces rolled at the table, chosen below, make the shot")
        row.addWidget(self.apply, 1)
        row.addWidget(button("Cancel", self.cancel, "shot-cancel"), 1)
        layout.addLayout(row)
        # The faces rolled at the table: the test's d6, a d10 for a stray shot (used
        # only if the test fails), the fighting and the enhanced dice.
        self.faces_row = QHBoxLayout()
        layout.addLayout(self.faces_row)
        self.boxes: list[tuple[Die, QComboBox]] = []
        self.dice: DiceSet | None = None
        self.hide()

    def aim(self, shooter: str) -> None:
        self.shooter, self.target, self.aiming = shooter, "", True
        self.words.setText("Shoot: tap the target on the board (7.2.2)")
        self.roll.setEnabled(False)
        self.apply.setEnabled(False)
        self._clear_faces()
        self.show()

    def declare(self, state: MissionState, ctx: Context, target: str) -> bool:
        """The target tapped: the odds shown, or why the shot cannot be."""
        if not self.aiming:
            return False
        self.target, self.aiming = target, False
        self._clear_faces()
        try:
            self.words.setText(shot_text(state, ctx, self.shooter, target))
            plan = shot_plan(state, ctx, self.shooter, target)
        except RulesError as error:
            self.words.setText(f"⚠ {error}")
            self.roll.setEnabled(False)
            self.apply.setEnabled(False)
            return True
        self.roll.setEnabled(True)
        self.apply.setEnabled(True)
        self.dice = ctx.dice
        wanted = [(Die.D6, 1), (Die.D10, 1), (Die.FIGHTING, plan.fighting),
                  (Die.ENHANCED, plan.enhanced)]  # fmt: skip
        for die, count in wanted:
            faces = sorted(set(ctx.dice[die]), key=_face_order)
            for n in range(count):
                box = QComboBox()
                box.setObjectName(f"face-{die.value}-{n}")
                box.setMinimumHeight(40)
                box.setToolTip(f"The {die.value} die's face" + (
                    " (a stray shot only)" if die is Die.D10 else ""))  # fmt: skip
                for face in faces:
                    box.addItem(str(getattr(face, "value", face)), face)
                self.boxes.append((die, box))
                self.faces_row.addWidget(box)
        return True

    def _clear_faces(self) -> None:
        from demloc.ui.mission.common import clear

        clear(self.faces_row)
        self.boxes = []

    def _entered(self) -> None:
        if self.dice is None:
            return
        chosen: dict[Die, Sequence[Face]] = {}
        for die, box in self.boxes:
            chosen[die] = [*chosen.get(die, ()), box.currentData()]
        event = {"kind": "shoot", "character": self.shooter, "target": self.target}
        self.entered.emit(event, EnteredDice(self.dice, chosen))
        self.cancel()

    def _roll(self) -> None:
        self.wanted.emit({"kind": "shoot", "character": self.shooter, "target": self.target})
        self.cancel()

    def cancel(self) -> None:
        self._clear_faces()
        self.shooter = self.target = ""
        self.aiming = False
        self.hide()
