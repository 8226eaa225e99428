"""The shooting sub-phase (7.2.2): test, stray shots, the roll, and what it does."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from typing import Any

from demloc.board.sight import FiringLine
from demloc.rules.ability import Modifier, TestResult, ability_test, ability_value
from demloc.rules.damage import DamageKind, DamageReport, take_damage
from demloc.rules.dice import DiceSource, Die, Face, total
from demloc.rules.errors import IllegalActionError
from demloc.rules.fighter import (
    Fighter,
    Token,
    WeaponInHand,
    armour_broken,
    shooting_dice,
)
from demloc.rules.wounds import WeaponEffects, weapon_effects


class ShotResult(enum.Enum):
    MISS = "no effect"  # less than the armour factor
    ARMOUR = "armour hit"  # equal: the armour takes the weapon damage
    WOUND = "wound"  # greater: damage to the hit factor


@dataclasses.dataclass(frozen=True)
class ShotPlan:
    """Everything a shot's roll depends on, before the dice (7.2.2.3)."""

    weapon: WeaponInHand
    fighting: int  # fighting dice to roll
    enhanced: int  # enhanced dice (positioned shooting replaces a fighting die)
    modifiers: tuple[Modifier, ...]
    armour: int  # the target's armour factor, with SHIELD x
    armour_modifiers: tuple[Modifier, ...]
    armour_broken: bool  # the target has 3 broken armour tokens
    impact: int  # impact resistance to subtract from a wound
    test_ability: int  # the ranged ability the test is taken against

    @property
    def bonus(self) -> int:
        return sum(m.value for m in self.modifiers)


def plan_shot(
    shooter: Fighter, target: Fighter, cover: int = 0, positioned: bool = False
) -> ShotPlan:
    """The dice and modifiers of `shooter` shooting `target` (7.2.2.3 table)."""
    if not shooter.in_play or not target.in_play:
        raise IllegalActionError("only characters in play shoot and are shot at")
    if shooter.possessed:
        raise IllegalActionError(f"{shooter.name} is possessed and cannot act (7.2.3)")
    weapon = shooter.ranged_weapon
    if weapon is None or weapon.shooting_damage is None:
        raise IllegalActionError(f"{shooter.name} has no ranged weapon (5.1.4)")
    if positioned and shooter.exhausted:
        raise IllegalActionError(
            f"{shooter.name}'s movement token is exhausted: no positioned shooting (7.2.2)"
        )
    ranged = shooter.profile.ranged
    # 7.2.2.3: one fighting die fewer per broken heart; always at least one.
    dice = shooting_dice(shooter)
    modifiers = []
    if ranged.bonus:
        modifiers.append(Modifier("ability modifier", ranged.bonus, "5.1.2"))
    if shooter.favourite is not None and shooter.favourite is weapon.type:
        modifiers.append(Modifier("favourite weapon", 1, "7.2.2.3"))
    if cover:
        modifiers.append(Modifier("partial cover", -cover, "7.2.2.1"))
    if shooter.exhausted and not positioned:
        modifiers.append(Modifier("movement token exhausted", -1, "7.2.2.3"))
    armour_modifiers = []
    shield = target.weapon_feature("SHIELD")
    if shield:
        armour_modifiers.append(Modifier("SHIELD", shield, "8.1"))
    pentacle_shield = target.pentacle_effect("SHIELD")
    if pentacle_shield:
        armour_modifiers.append(Modifier("SHIELD pentacle", pentacle_shield, "8.3"))
    broken = armour_broken(target)
    # Impact resistance does not count with PERFORATING (8.1) or once the armour is
    # gone (7.2.2.4 note).
    perforating = weapon.feature("PERFORATING") is not None
    impact = 0 if perforating or broken else target.profile.impact_resistance
    return ShotPlan(
        weapon=weapon,
        fighting=dice - 1 if positioned else dice,
        enhanced=1 if positioned else 0,
        modifiers=tuple(modifiers),
        armour=target.profile.armour + sum(m.value for m in armour_modifiers),
        armour_modifiers=tuple(armour_modifiers),
        armour_broken=broken,
        impact=impact,
        test_ability=ability_value(ranged),
    )


@dataclasses.dataclass(frozen=True)
class ShotOutcome:
    result: ShotResult
    total: int
    damage: int
    damage_kind: DamageKind


def shot_outcome(plan: ShotPlan, dice_total: int) -> ShotOutcome:
    """7.2.2.4: compare the final score with the target's armour factor."""
    score = dice_total + plan.bonus
    weapon_damage = plan.weapon.shooting_damage or 0
    if score < plan.armour:
        return ShotOutcome(ShotResult.MISS, score, 0, DamageKind.GENERIC)
    if score == plan.armour and not plan.armour_broken:
        return ShotOutcome(ShotResult.ARMOUR, score, weapon_damage, DamageKind.GENERIC)
    # Greater (or equal against broken armour, counted as greater): damage = (weapon
    # damage + difference) - impact resistance, to the hit factor.
    damage = max(0, weapon_damage + (score - plan.armour) - plan.impact)
    return ShotOutcome(ShotResult.WOUND, score, damage, DamageKind.TO_LIFE)


def shot_lands(
    hit: Fighter, weapon: WeaponInHand, damage: int, kind: DamageKind, can_step_back: bool
) -> tuple[Fighter, DamageReport | None, WeaponEffects | None]:
    """What a shot's `damage` does to `hit`: the weapon's features first (8.1: BACKSTACK
    may double it), then the damage (7.2.2.4). The roll and the odds (hints) both use it."""
    if damage <= 0:
        return hit, None, None
    hit, effects = weapon_effects(hit, (weapon,), can_step_back)
    hit, report = take_damage(hit, damage * effects.multiplier, kind)
    return hit, report, effects


@dataclasses.dataclass(frozen=True)
class ShotReport:
    shooter: Fighter
    target: Fighter | None  # None: the stray shot hit nobody
    declared_target: str
    test: TestResult
    stray_rolls: tuple[int, ...]
    plan: ShotPlan | None
    faces: dict[str, tuple[Face, ...]]
    outcome: ShotOutcome | None
    damage: DamageReport | None
    effects: WeaponEffects | None

    def to_json(self) -> dict[str, Any]:
        answer: dict[str, Any] = {
            "shooter": self.shooter.id,
            "declared_target": self.declared_target,
            "test": self.test.to_json() | {"rule": "7.2.2.2"},
        }
        if self.stray_rolls:
            answer["stray"] = {
                "d10": list(self.stray_rolls),
                "rule": "5.6",
                "new_target": self.target.id if self.target else None,
            }
        if self.plan is None or self.outcome is None:
            answer["result"] = "the stray shot hits nobody"
            return answer
        answer |= {
            "target": self.target.id if self.target else None,
            "weapon": self.plan.weapon.name,
            "dice": {
                k: [f if isinstance(f, int) else f.value for f in v] for k, v in self.faces.items()
            },
            "modifiers": [m.to_json() for m in self.plan.modifiers],
            "total": self.outcome.total,
            "armour": self.plan.armour,
            "armour_modifiers": [m.to_json() for m in self.plan.armour_modifiers],
            "result": self.outcome.result.value,
            "rule": "7.2.2.4",
        }
        if self.damage is not None:
            answer["damage"] = self.damage.to_json()
        if self.effects is not None:
            answer["effects"] = self.effects.to_json()
        if self.target is not None:
            answer["target_after"] = self.target.to_json()
        answer["shooter_after"] = self.shooter.to_json()
        return answer


def resolve_shot(
    shooter: Fighter,
    target: Fighter,
    dice: DiceSource,
    *,
    line: FiringLine | None = None,
    engaged: bool = False,
    positioned: bool = False,
    fate_points: int = 0,
    stray: Callable[[int], Fighter | None] | None = None,
    can_step_back: bool = True,
) -> ShotReport:
    """One ranged attack from start to end (7.2.2).

    `line` is the board's firing line (view, range, blockers, cover); `engaged` whether
    the shooter is fighting; `stray(roll)` the character in the square a d10 on the
    out-of-control card points to, if any (5.6); `can_step_back` whether a BACKSTACK
    target has a square to go back to (8.1).
    """
    if engaged:
        raise IllegalActionError(f"{shooter.name} is fighting and cannot shoot (7.2.2)")
    if not target.owner or target.owner == shooter.owner:
        raise IllegalActionError("a shot is declared against an opposing character (7.2.2)")
    if line is not None and not line.clear:
        raise IllegalActionError(f"{shooter.name} cannot shoot {target.name}: {line.explain()}")
    cover = line.penalty if line is not None else 0
    plan = plan_shot(shooter, target, cover, positioned)
    declared = shooter  # as he was when the shot was declared
    if positioned:
        shooter = dataclasses.replace(shooter, token=Token.EXHAUSTED)
    (die,) = dice.roll(Die.D6, 1)
    assert isinstance(die, int)
    test = ability_test(plan.test_ability, die, fate_points)
    stray_rolls: list[int] = []
    hit: Fighter | None = target
    if not test.passed:
        # 7.2.2.2: a stray shot, placed by the out-of-control card (5.6).
        while True:
            (roll,) = dice.roll(Die.D10, 1)
            assert isinstance(roll, int)
            stray_rolls.append(roll)
            if roll != 10:
                break
        hit = None if roll == 5 or stray is None else stray(roll)
        if hit is not None and hit.id == shooter.id:
            hit = shooter  # his own stray shot: he is the shooter, token and all
        if hit is not None:
            # The same shot landing elsewhere, with the declared shot's modifiers: its
            # cover and positioning (RULINGS.md R-37); only the armour is the new target's.
            plan = dataclasses.replace(
                plan_shot(declared, hit, cover, positioned),
                fighting=plan.fighting,
                enhanced=plan.enhanced,
            )
    if hit is None:
        return ShotReport(
            shooter, None, target.id, test, tuple(stray_rolls), None, {}, None, None, None
        )
    faces = {
        "fighting": dice.roll(Die.FIGHTING, plan.fighting),
        "enhanced": dice.roll(Die.ENHANCED, plan.enhanced),
    }
    outcome = shot_outcome(plan, total(faces["fighting"]) + total(faces["enhanced"]))
    hit, damage_report, effects = shot_lands(
        hit, plan.weapon, outcome.damage, outcome.damage_kind, can_step_back
    )
    if hit.id == shooter.id:
        shooter = hit
    return ShotReport(
        shooter, hit, target.id, test, tuple(stray_rolls), plan, faces, outcome,
        damage_report, effects,
    )  # fmt: skip
