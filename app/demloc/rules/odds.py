"""Exact odds before any roll, worked out by counting, not by simulation.

Every distribution is a dict from a value to the number of equally likely ways of
getting it, with the number of all ways beside it; probabilities are exact Fractions.
The outcome of each total comes from the same functions the rolls use
(`shot_outcome`, `by_difference`), so the odds and the rolls cannot disagree.

Sums of dice are counted as packed polynomials (`polynomials.py`): one integer
multiplication does a whole convolution, and a power the sum of n equal dice.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping
from fractions import Fraction
from itertools import product
from typing import Any

from demloc.rules.brawl import MAX_DIFFERENCE, BrawlPlan, Side, by_difference
from demloc.rules.dice import DiceSet, Die, Mana
from demloc.rules.polynomials import capped_counts, pack, slot_bytes, sum_of_dice, unpack
from demloc.rules.shooting import ShotOutcome, ShotPlan, ShotResult, shot_outcome


@dataclasses.dataclass(frozen=True)
class Distribution:
    counts: dict[int, int]
    ways: int

    def probability(self, value: int) -> Fraction:
        return Fraction(self.counts.get(value, 0), self.ways)

    def probabilities(self) -> dict[int, Fraction]:
        return {v: Fraction(c, self.ways) for v, c in sorted(self.counts.items())}


def convolve(a: Distribution, b: Distribution) -> Distribution:
    """The distribution of the sum of two independent values."""
    ways = a.ways * b.ways
    width = slot_bytes(ways)
    packed_a, low_a = pack(a.counts, width)
    packed_b, low_b = pack(b.counts, width)
    return Distribution(unpack(packed_a * packed_b, low_a + low_b, width), ways)


def dice_sum(dice: DiceSet, fighting: int, enhanced: int = 0, scale: int = 1) -> Distribution:
    """The sum of `fighting` fighting dice and `enhanced` enhanced dice, times `scale`."""
    groups = [
        (tuple(f * scale for f in dice.numbers(Die.FIGHTING)), fighting),
        (tuple(f * scale for f in dice.numbers(Die.ENHANCED)), enhanced),
    ]
    packed, low, width, ways = sum_of_dice(groups)
    return Distribution(unpack(packed, low, width), ways)


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


def shot_outcomes(plan: ShotPlan, dice: DiceSet) -> dict[ShotOutcome, Fraction]:
    """P(each outcome of the roll), given the ranged test passed (7.2.2.4); the
    outcomes' totals are left at 0, so the same result and damage count once."""
    answer: dict[ShotOutcome, Fraction] = {}
    for value, p in dice_sum(dice, plan.fighting, plan.enhanced).probabilities().items():
        outcome = dataclasses.replace(shot_outcome(plan, value), total=0)
        answer[outcome] = answer.get(outcome, Fraction(0)) + p
    return answer


def shot_odds(plan: ShotPlan, dice: DiceSet, fate_points: int = 0) -> ShotOdds:
    miss = armour = Fraction(0)
    wound: dict[int, Fraction] = {}
    for outcome, p in shot_outcomes(plan, dice).items():
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


def _side_dice(dice: DiceSet, side: Side, sign: int) -> list[tuple[tuple[int, ...], int]]:
    """One side's dice as (faces, count) groups, FURY doubling the faces (8.4); `sign`
    -1 for the defence, whose score is taken away."""
    scale = sign * (2 if side.fury else 1)
    return [
        (tuple(f * scale for f in dice.numbers(Die.FIGHTING)), side.fighting),
        (tuple(f * scale for f in dice.numbers(Die.ENHANCED)), side.enhanced),
    ]


def brawl_odds(plan: BrawlPlan, dice: DiceSet) -> BrawlOdds:
    # The difference of the two scores, attack - defence: the sum of the attack's dice
    # and of the defence's dice with their faces negated, plus the bonuses.
    groups = _side_dice(dice, plan.attack, 1) + _side_dice(dice, plan.defence, -1)
    packed, low, width, ways = sum_of_dice(groups)
    shift = plan.attack.bonus - plan.defence.bonus
    # Every outcome of the 7.3.2.2 table depends on the margin capped at 5: count the
    # ways of each capped difference, then look each one up once.
    floor, ceiling = -MAX_DIFFERENCE - shift, MAX_DIFFERENCE - shift
    raw = capped_counts(packed, low, width, ways, floor, ceiling)
    capped = {value + shift: count for value, count in raw.items()}
    to_defender: dict[int, int] = {}
    to_attacker: dict[int, int] = {}
    heart = 0
    for key, count in capped.items():
        outcome = by_difference(plan, key)
        to_defender[outcome.to_defender] = to_defender.get(outcome.to_defender, 0) + count
        to_attacker[outcome.to_attacker] = to_attacker.get(outcome.to_attacker, 0) + count
        heart += count if outcome.heart_to_defender else 0

    def fractions(counts: dict[int, int]) -> dict[int, Fraction]:
        return {k: Fraction(c, ways) for k, c in sorted(counts.items())}

    return BrawlOdds(
        fractions(capped), fractions(to_defender), Fraction(heart, ways), fractions(to_attacker)
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
