"""Exact odds before any roll, worked out by counting, not by simulation.

Every distribution is a dict from a value to the number of equally likely ways of
getting it, with the number of all ways beside it; probabilities are exact Fractions.
The outcome of each total comes from the same functions the rolls use
(`shot_outcome`, `by_difference`), so the odds and the rolls cannot disagree.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Mapping
from fractions import Fraction
from itertools import product
from typing import Any

from demloc.rules.brawl import BrawlPlan, by_difference
from demloc.rules.dice import DiceSet, Die, Mana
from demloc.rules.shooting import ShotPlan, ShotResult, shot_outcome


@dataclasses.dataclass(frozen=True)
class Distribution:
    counts: dict[int, int]
    ways: int

    def probability(self, value: int) -> Fraction:
        return Fraction(self.counts.get(value, 0), self.ways)

    def probabilities(self) -> dict[int, Fraction]:
        return {v: Fraction(c, self.ways) for v, c in sorted(self.counts.items())}


def _die(faces: Iterable[int]) -> Distribution:
    counts = Counter(faces)
    return Distribution(dict(counts), sum(counts.values()))


def convolve(a: Distribution, b: Distribution) -> Distribution:
    counts: dict[int, int] = {}
    for va, ca in a.counts.items():
        for vb, cb in b.counts.items():
            counts[va + vb] = counts.get(va + vb, 0) + ca * cb
    return Distribution(counts, a.ways * b.ways)


def dice_sum(dice: DiceSet, fighting: int, enhanced: int = 0, scale: int = 1) -> Distribution:
    """The sum of `fighting` fighting dice and `enhanced` enhanced dice, times `scale`."""
    result = Distribution({0: 1}, 1)
    one_fighting = _die(f * scale for f in dice.numbers(Die.FIGHTING))
    one_enhanced = _die(f * scale for f in dice.numbers(Die.ENHANCED))
    for _ in range(fighting):
        result = convolve(result, one_fighting)
    for _ in range(enhanced):
        result = convolve(result, one_enhanced)
    return result


def ability_test_odds(ability: int, fate_points: int = 0, penalty: int = 0) -> Fraction:
    """P(an ability test passes) (7.2.1)."""
    passing = sum(1 for d in range(1, 7) if max(1, d - fate_points) + penalty <= ability)
    return Fraction(passing, 6)


def _json(p: Fraction) -> dict[str, Any]:
    return {"exact": f"{p.numerator}/{p.denominator}", "p": round(float(p), 6)}


def _table(values: Mapping[Any, Fraction]) -> dict[str, Any]:
    return {str(k): _json(v) for k, v in values.items()}


@dataclasses.dataclass(frozen=True)
class ShotOdds:
    test: Fraction  # P(the ranged test passes); else a stray shot (7.2.2.2)
    miss: Fraction  # given the test passed
    armour: Fraction
    wound: dict[int, Fraction]  # damage -> P, given the test passed

    def to_json(self) -> dict[str, Any]:
        return {
            "test_passes": _json(self.test),
            "given_the_test_passes": {
                "no effect": _json(self.miss),
                "armour hit": _json(self.armour),
                "wound": _table(self.wound),
            },
        }


def shot_odds(plan: ShotPlan, dice: DiceSet, fate_points: int = 0) -> ShotOdds:
    totals = dice_sum(dice, plan.fighting, plan.enhanced)
    miss = armour = Fraction(0)
    wound: dict[int, Fraction] = {}
    for value, p in totals.probabilities().items():
        outcome = shot_outcome(plan, value)
        if outcome.result is ShotResult.MISS:
            miss += p
        elif outcome.result is ShotResult.ARMOUR:
            armour += p
        else:
            wound[outcome.damage] = wound.get(outcome.damage, Fraction(0)) + p
    return ShotOdds(
        ability_test_odds(plan.test_ability, fate_points), miss, armour, dict(sorted(wound.items()))
    )


@dataclasses.dataclass(frozen=True)
class BrawlOdds:
    difference: dict[int, Fraction]  # attack - defence, clamped to -5..+5
    to_defender: dict[int, Fraction]  # weapon damage dealt to the defender
    heart: Fraction  # P(the defender takes a broken heart outright: 5+)
    to_attacker: dict[int, Fraction]

    def to_json(self) -> dict[str, Any]:
        return {
            "difference": _table(self.difference),
            "damage_to_defender": _table(self.to_defender),
            "broken_heart_to_defender": _json(self.heart),
            "damage_to_attacker": _table(self.to_attacker),
        }


def brawl_odds(plan: BrawlPlan, dice: DiceSet) -> BrawlOdds:
    attack = dice_sum(
        dice, plan.attack.fighting, plan.attack.enhanced, 2 if plan.attack.fury else 1
    )
    defence = dice_sum(
        dice, plan.defence.fighting, plan.defence.enhanced, 2 if plan.defence.fury else 1
    )
    # The difference of the two scores: attack - defence.
    negated = Distribution({-v: c for v, c in defence.counts.items()}, defence.ways)
    shift = plan.attack.bonus - plan.defence.bonus
    differences = convolve(attack, negated)
    clamp: dict[int, Fraction] = {}
    to_defender: dict[int, Fraction] = {}
    to_attacker: dict[int, Fraction] = {}
    heart = Fraction(0)
    for raw, p in differences.probabilities().items():
        difference = raw + shift
        key = max(-5, min(5, difference))
        clamp[key] = clamp.get(key, Fraction(0)) + p
        outcome = by_difference(plan, difference)
        to_defender[outcome.to_defender] = to_defender.get(outcome.to_defender, Fraction(0)) + p
        to_attacker[outcome.to_attacker] = to_attacker.get(outcome.to_attacker, Fraction(0)) + p
        heart += p if outcome.heart_to_defender else 0
    return BrawlOdds(
        dict(sorted(clamp.items())),
        dict(sorted(to_defender.items())),
        heart,
        dict(sorted(to_attacker.items())),
    )


def channel_odds(dice: DiceSet, count: int) -> dict[tuple[int, int, int], Fraction]:
    """P(white, black, seals) from rolling `count` arcane dice (7.2.3)."""
    faces = dice.mana()
    counts: Counter[tuple[int, int, int]] = Counter()
    per_face = Counter(faces)
    for roll in product(per_face, repeat=count):
        ways = 1
        for face in roll:
            ways *= per_face[face]
        counts[(roll.count(Mana.WHITE), roll.count(Mana.BLACK), roll.count(Mana.SEAL))] += ways
    total = len(faces) ** count
    return {k: Fraction(v, total) for k, v in sorted(counts.items())}


def seal_odds(dice: DiceSet, count: int) -> dict[int, Fraction]:
    """P(k broken seals) from rolling `count` arcane dice (7.2.3)."""
    seals: dict[int, Fraction] = {}
    for (_white, _black, k), p in channel_odds(dice, count).items():
        seals[k] = seals.get(k, Fraction(0)) + p
    return dict(sorted(seals.items()))


def mean_mana(dice: DiceSet, count: int) -> tuple[Fraction, Fraction]:
    """The expected white and black mana from rolling `count` arcane dice (7.2.3)."""
    faces = dice.mana()
    return (
        Fraction(count * faces.count(Mana.WHITE), len(faces)),
        Fraction(count * faces.count(Mana.BLACK), len(faces)),
    )


def stray_odds(hit_by_face: Mapping[int, str | None]) -> dict[str | None, Fraction]:
    """P(a stray shot lands on each character, None: on nobody) from who stands where
    each d10 face 1..9 sends it; a 10 is rolled again (5.6, 7.2.2.2), so each of the
    nine faces is equally likely."""
    odds: dict[str | None, Fraction] = {}
    for face in range(1, 10):
        who = hit_by_face.get(face)
        odds[who] = odds.get(who, Fraction(0)) + Fraction(1, 9)
    return odds
