"""The hand-to-hand attack sub-phase (7.3.2): dice, modifiers, the damage table."""

from __future__ import annotations

import dataclasses
from typing import Any

from demloc.rules.ability import Modifier, TestResult, ability_test, ability_value
from demloc.rules.damage import DamageKind, DamageReport, break_heart, take_damage
from demloc.rules.dice import DiceSource, Die, Face, total
from demloc.rules.errors import IllegalActionError
from demloc.rules.fighter import Fighter, WeaponInHand
from demloc.rules.wounds import WeaponEffects, weapon_effects

MAX_DIFFERENCE = 5  # 7.3.2.2: the table stops at 5+


@dataclasses.dataclass(frozen=True)
class Side:
    """One fighter's roll: dice and what is added to them."""

    fighting: int
    enhanced: int
    modifiers: tuple[Modifier, ...]
    dice_notes: tuple[Modifier, ...]  # what changed the number of dice, for the report
    fury: bool  # FURY doubles the dice, not the bonuses (8.4)

    @property
    def bonus(self) -> int:
        return sum(m.value for m in self.modifiers)

    def score(self, dice_total: int) -> int:
        return dice_total * (2 if self.fury else 1) + self.bonus


@dataclasses.dataclass(frozen=True)
class BrawlPlan:
    attack: Side
    defence: Side
    primary: int  # the attacker's weapon damages (7.3.2.2)
    secondary: int
    first_impact: bool  # the defender only defends and deals no damage (7.3.1)


def _dice(fighter: Fighter, opponent: Fighter, defending: bool) -> tuple[int, list[Modifier]]:
    """Fighting dice: hand-to-hand ability, less broken hearts, VIGOR/WEAKNESS, HEAVY,
    MONSTRUOUS; a possessed character fights with 1 (7.2.3); never fewer than 1."""
    if fighter.possessed:
        return 1, [Modifier("possessed: hand-to-hand 1", 0, "7.2.3")]
    dice = fighter.profile.hand_to_hand.dice
    notes = []
    for label, change, rule in (
        ("broken hearts", -fighter.hearts, "7.3.2.1"),
        ("VIGOR", fighter.vigour, "8.2"),
        ("WEAKNESS", -fighter.weakness, "8.2"),
        # HEAVY: its wielder defends with x dice fewer (RULINGS.md R-6).
        ("HEAVY", -fighter.weapon_feature("HEAVY") if defending else 0, "8.1"),
    ):
        if change:
            dice += change
            notes.append(Modifier(label, change, rule))
    # MONSTRUOUS (8.4): opponents roll x dice fewer to attack and to defend; the
    # MONSTROUS pentacle (8.3) only against attacks. Not against the monstrous.
    personal = opponent.ability("MONSTRUOUS") or 0
    pentacle = opponent.pentacle_effect("MONSTROUS") or 0
    monstrous = max(personal, pentacle if not defending else 0)
    if monstrous and not fighter.monstrous:
        dice -= monstrous
        notes.append(Modifier("opponent MONSTRUOUS", -monstrous, "8.3, 8.4"))
    # WEAKNESS leaves at least one die (8.2); so does every other penalty.
    return max(1, dice), notes


def plan_brawl(
    attacker: Fighter,
    defender: Fighter,
    *,
    behind: bool = False,
    charge: bool = False,
    earlier_attackers: int = 0,
    first_impact: bool = False,
) -> BrawlPlan:
    """`attacker`, who engaged `defender`, attacks him (7.3.2).

    `behind`: the attacker stands in the 3 squares behind the defender; `charge`: he
    engaged with a charge move this phase; `earlier_attackers`: characters of the same
    player who attacked this defender before him this phase (multiple fights);
    `first_impact`: the defender is engaged only in a long weapon's first impact zone.
    """
    for fighter in (attacker, defender):
        if not fighter.in_play:
            raise IllegalActionError(f"{fighter.name} is not in play")
    if attacker.possessed:
        raise IllegalActionError(f"{attacker.name} is possessed and cannot attack (7.2.3)")
    if attacker.owner == defender.owner:
        raise IllegalActionError("a brawl is fought against an opposing character (7.3)")
    if attacker.primary is None:
        raise IllegalActionError(f"{attacker.name} has no weapon (5.1.4)")
    sides = []
    for fighter, opponent, defending in ((attacker, defender, False), (defender, attacker, True)):
        dice, notes = _dice(fighter, opponent, defending)
        modifiers = []
        bonus = fighter.profile.hand_to_hand.bonus
        if bonus and not fighter.possessed:
            modifiers.append(Modifier("ability modifier", bonus, "5.1.2"))
        weapon = fighter.primary  # the top slot's weapon (RULINGS.md R-39)
        if (
            fighter.favourite is not None
            and weapon is not None
            and weapon.type is fighter.favourite
        ):
            modifiers.append(Modifier("favourite weapon", 1, "7.3.2.1"))
        enhanced = 0
        if not defending:
            if earlier_attackers:
                modifiers.append(Modifier("multiple fights", earlier_attackers, "7.3.2.1"))
            if behind:
                modifiers.append(Modifier("attack from behind", 2, "7.3.2.1"))
            unstoppable = fighter.weapon_feature("UNSTOPPABLE")
            if unstoppable:
                modifiers.append(Modifier("UNSTOPPABLE", unstoppable, "8.1"))
            if charge:
                enhanced = 1  # 7.3.2: an enhanced die for a charge (RULINGS.md R-31)
        else:
            defensive = fighter.weapon_feature("DEFENSIVE")
            if defensive:
                modifiers.append(Modifier("DEFENSIVE", defensive, "8.1"))
            pentacle = fighter.pentacle_effect("DEFENSIVE")
            if pentacle:
                modifiers.append(Modifier("DEFENSIVE pentacle", pentacle, "8.3"))
        sides.append(Side(dice, enhanced, tuple(modifiers), tuple(notes), fighter.fury_turns > 0))
    primary = attacker.primary.damage
    secondary = attacker.secondary.damage if attacker.secondary else 0
    return BrawlPlan(sides[0], sides[1], primary, secondary, first_impact)


@dataclasses.dataclass(frozen=True)
class BrawlOutcome:
    attack: int
    defence: int
    difference: int  # attack - defence
    to_defender: int  # weapon damage, armour first
    weapons_used: int  # 1: primary; 2: primary and secondary
    heart_to_defender: int  # 5+: a broken heart token outright
    to_attacker: int  # general damage from a winning defender


def brawl_outcome(plan: BrawlPlan, attack_dice: int, defence_dice: int) -> BrawlOutcome:
    """The table of hand-to-hand fight effects (7.3.2.2)."""
    attack = plan.attack.score(attack_dice)
    defence = plan.defence.score(defence_dice)
    return _outcome(plan, attack - defence, attack, defence)


def by_difference(plan: BrawlPlan, difference: int) -> BrawlOutcome:
    """What a difference of `difference` (attack - defence) does (7.3.2.2 table, RULINGS.md
    R-129 at a margin of 4); the scores are left at 0."""
    return _outcome(plan, difference, 0, 0)


def _outcome(plan: BrawlPlan, difference: int, attack: int, defence: int) -> BrawlOutcome:
    """`by_difference` with the scores that made the difference."""
    margin = min(abs(difference), MAX_DIFFERENCE)
    p, s = plan.primary, plan.secondary
    if difference > 0:
        damage, used = {
            1: (p, 1),
            2: (p + s, 2),
            3: (2 * p + s, 2),
            4: (2 * p + 2 * s, 2),
            5: (2 * p + 2 * s, 2),
        }[margin]
        heart = 1 if margin == MAX_DIFFERENCE else 0
        return BrawlOutcome(attack, defence, difference, damage, used if damage else 0, heart, 0)
    if difference < 0 and not plan.first_impact:
        return BrawlOutcome(attack, defence, difference, 0, 0, 0, margin)
    return BrawlOutcome(attack, defence, difference, 0, 0, 0, 0)


@dataclasses.dataclass(frozen=True)
class BrawlReport:
    attacker: Fighter
    defender: Fighter
    plan: BrawlPlan
    faces: dict[str, tuple[Face, ...]]
    outcome: BrawlOutcome
    to_defender: tuple[DamageReport, ...]
    to_attacker: DamageReport | None
    effects: WeaponEffects | None

    def to_json(self) -> dict[str, Any]:
        def side(s: Side, prefix: str) -> dict[str, Any]:
            return {
                "fighting": [f for f in self.faces[f"{prefix}_fighting"] if isinstance(f, int)],
                "enhanced": [f for f in self.faces[f"{prefix}_enhanced"] if isinstance(f, int)],
                "dice_changes": [m.to_json() for m in s.dice_notes],
                "fury": s.fury,
                "modifiers": [m.to_json() for m in s.modifiers],
            }

        o = self.outcome
        answer: dict[str, Any] = {
            "attacker": self.attacker.id,
            "defender": self.defender.id,
            "attack": side(self.plan.attack, "attack") | {"total": o.attack},
            "defence": side(self.plan.defence, "defence") | {"total": o.defence},
            "difference": o.difference,
            "rule": "7.3.2.2",
            "damage_to_defender": [d.to_json() for d in self.to_defender],
            "damage_to_attacker": self.to_attacker.to_json() if self.to_attacker else None,
            "attacker_after": self.attacker.to_json(),
            "defender_after": self.defender.to_json(),
        }
        if self.plan.first_impact:
            answer["first_impact"] = "the defender deals no damage (7.3.1)"
        if self.effects is not None:
            answer["effects"] = self.effects.to_json()
        return answer


def resolve_brawl(
    attacker: Fighter,
    defender: Fighter,
    dice: DiceSource,
    *,
    behind: bool = False,
    charge: bool = False,
    earlier_attackers: int = 0,
    first_impact: bool = False,
    can_step_back: bool = True,
) -> BrawlReport:
    """One hand-to-hand attack from the dice to the tokens (7.3.2)."""
    plan = plan_brawl(
        attacker, defender, behind=behind, charge=charge,
        earlier_attackers=earlier_attackers, first_impact=first_impact,
    )  # fmt: skip
    faces = {
        "attack_fighting": dice.roll(Die.FIGHTING, plan.attack.fighting),
        "attack_enhanced": dice.roll(Die.ENHANCED, plan.attack.enhanced),
        "defence_fighting": dice.roll(Die.FIGHTING, plan.defence.fighting),
        "defence_enhanced": dice.roll(Die.ENHANCED, plan.defence.enhanced),
    }
    outcome = brawl_outcome(
        plan,
        total(faces["attack_fighting"]) + total(faces["attack_enhanced"]),
        total(faces["defence_fighting"]) + total(faces["defence_enhanced"]),
    )
    attacker, defender, reports, to_attacker, effects = blows_land(
        attacker, defender, outcome, can_step_back
    )
    return BrawlReport(attacker, defender, plan, faces, outcome, reports, to_attacker, effects)


def blows_land(
    attacker: Fighter, defender: Fighter, outcome: BrawlOutcome, can_step_back: bool
) -> tuple[Fighter, Fighter, tuple[DamageReport, ...], DamageReport | None, WeaponEffects | None]:
    """What a fight's `outcome` does to both fighters (7.3.2.2): the attacker's weapons'
    features and damage, the broken heart of 5+, a winning defender's general damage.
    The roll and the odds (hints) both use it."""
    reports = []
    effects = None
    if outcome.to_defender:
        weapons: list[WeaponInHand] = [w for w in (attacker.primary, attacker.secondary) if w]
        defender, effects = weapon_effects(defender, weapons[: outcome.weapons_used], can_step_back)
        # 7.3.2.2: hand-to-hand damage goes to the armour first, then the hit factor.
        defender, report = take_damage(
            defender, outcome.to_defender * effects.multiplier, DamageKind.GENERIC
        )
        reports.append(report)
    if outcome.heart_to_defender:
        defender, report = break_heart(defender, outcome.heart_to_defender)
        reports.append(report)
    to_attacker = None
    if outcome.to_attacker:
        # General damages, armour first, no weapon features (RULINGS.md R-38).
        attacker, to_attacker = take_damage(attacker, outcome.to_attacker, DamageKind.GENERIC)
    return attacker, defender, tuple(reports), to_attacker, effects


def destroy_element_test(fighter: Fighter, die: int, fate_points: int = 0) -> TestResult:
    """7.3.2.2: instead of attacking, destroy a barrel or fence in his control zone: a
    hand-to-hand test with +2 added to the die."""
    return ability_test(ability_value(fighter.profile.hand_to_hand), die, fate_points, penalty=2)
