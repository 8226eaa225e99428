"""Exact odds, checked against brute-force enumeration of every face and against the
icepool library, for many configurations (rulebook 7.2.1, 7.2.2, 7.2.3, 7.3.2)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import icepool
import pytest

from demloc.paths import resources_dir
from demloc.rules.brawl import BrawlPlan, brawl_outcome, plan_brawl
from demloc.rules.dice import Die, Mana, load_dice
from demloc.rules.odds import ability_test_odds, brawl_odds, channel_odds, shot_odds
from demloc.rules.shooting import ShotResult, plan_shot, shot_outcome
from demloc.rules.spec import fighter_from_spec

DICE = load_dice(resources_dir() / "dice.toml")
FIGHTING, ENHANCED = DICE.numbers(Die.FIGHTING), DICE.numbers(Die.ENHANCED)
AXE = {"name": "Axe", "type": "axe", "damage": 2}
SWORDS = {"primary": {"name": "Sword", "type": "sword", "damage": 2},
          "secondary": {"name": "Knife", "type": "knife", "damage": 1}}  # fmt: skip

# Ten and more brawls: (attacker, defender, options).
BRAWLS = [
    ({"hand_to_hand": "1", "primary": AXE}, {"hand_to_hand": "1"}, {}),
    ({"hand_to_hand": "2", "primary": AXE}, {"hand_to_hand": "2"}, {}),
    ({"hand_to_hand": "3", **SWORDS}, {"hand_to_hand": "2"}, {"behind": True}),
    ({"hand_to_hand": "2+1", "primary": AXE}, {"hand_to_hand": "3"}, {"charge": True}),
    ({"hand_to_hand": "3", "primary": AXE, "favourite": "axe"}, {"hand_to_hand": "2+1"}, {"earlier_attackers": 2}),
    ({"hand_to_hand": "2", "primary": AXE, "fury_turns": 1}, {"hand_to_hand": "3"}, {}),
    ({"hand_to_hand": "4", **SWORDS, "hearts": 2}, {"hand_to_hand": "2", "abilities": ["MONSTRUOUS 1 (p)"]}, {}),
    ({"hand_to_hand": "1", "primary": AXE}, {"hand_to_hand": "3"}, {"first_impact": True}),
    ({"hand_to_hand": "2", "primary": AXE, "vigour": 2}, {"hand_to_hand": "2", "weakness": 1}, {"charge": True}),
    ({"hand_to_hand": "3", **SWORDS}, {"hand_to_hand": "3", "primary": {"name": "Shield", "type": "shield", "damage": 1, "features": ["DEFENSIVE 2"]}}, {"behind": True}),
    ({"hand_to_hand": "2", "primary": AXE, "possessed": False, "fury_turns": 2}, {"hand_to_hand": "2", "fury_turns": 1}, {"charge": True}),
]  # fmt: skip


def _plan(
    attacker: dict[str, object], defender: dict[str, object], options: dict[str, bool | int]
) -> BrawlPlan:
    one = fighter_from_spec({"armour": 3, "hit": 2, **attacker}, "a", "red")
    two = fighter_from_spec({"armour": 3, "hit": 2, **defender}, "d", "blue")
    return plan_brawl(one, two, **options)  # type: ignore[arg-type]


def _brute_force(plan: BrawlPlan) -> Counter[int]:
    """Every face of every die, one by one."""
    counts: Counter[int] = Counter()
    a, d = plan.attack, plan.defence
    dice = [FIGHTING] * a.fighting + [ENHANCED] * a.enhanced
    dice += [FIGHTING] * d.fighting + [ENHANCED] * d.enhanced
    split = a.fighting + a.enhanced
    for faces in product(*dice):
        outcome = brawl_outcome(plan, sum(faces[:split]), sum(faces[split:]))
        counts[max(-5, min(5, outcome.difference))] += 1
    return counts


def _icepool(plan: BrawlPlan) -> dict[int, Fraction]:
    fighting, enhanced = icepool.Die(FIGHTING), icepool.Die(ENHANCED)

    def score(side: object) -> icepool.Die:
        s = side  # type: ignore[assignment]
        rolled = (
            (s.fighting @ fighting) + (s.enhanced @ enhanced)
            if s.enhanced
            else s.fighting @ fighting
        )  # type: ignore[attr-defined]
        return rolled * (2 if s.fury else 1) + s.bonus  # type: ignore[attr-defined]

    clamped = (score(plan.attack) - score(plan.defence)).map(lambda v: max(-5, min(5, v)))
    return {v: Fraction(q, clamped.denominator()) for v, q in clamped.items()}


@pytest.mark.parametrize(("attacker", "defender", "options"), BRAWLS)
def test_brawl_odds_match_enumeration_and_icepool(
    attacker: dict[str, object], defender: dict[str, object], options: dict[str, bool | int]
) -> None:
    plan = _plan(attacker, defender, options)
    odds = brawl_odds(plan, DICE)
    assert sum(odds.difference.values()) == 1
    brute = _brute_force(plan)
    ways = sum(brute.values())
    assert odds.difference == {k: Fraction(v, ways) for k, v in sorted(brute.items())}
    assert odds.difference == {k: v for k, v in sorted(_icepool(plan).items()) if v}


def test_brawl_damage_odds_follow_the_table() -> None:
    # 7.3.2.2: damage to the defender only when the attacker wins; 5+ gives a heart.
    plan = _plan({"hand_to_hand": "3", **SWORDS}, {"hand_to_hand": "1"}, {})
    odds = brawl_odds(plan, DICE)
    wins = sum(p for d, p in odds.difference.items() if d > 0)
    assert sum(p for dmg, p in odds.to_defender.items() if dmg > 0) == wins
    assert odds.heart == odds.difference.get(5, 0)
    assert set(odds.to_defender) <= {0, 2, 3, 5, 6}  # P, P+S, 2P+S, 2P+2S


SHOTS = [
    ({"ranged": "1"}, {"armour": 2}, 0, False),
    ({"ranged": "2"}, {"armour": 3, "impact_resistance": 1}, 0, False),
    ({"ranged": "3", "favourite": "bow"}, {"armour": 4}, 1, False),
    ({"ranged": "3"}, {"armour": 5, "impact_resistance": 2}, 0, True),
    ({"ranged": "2+1", "hearts": 1}, {"armour": 3}, 2, False),
    ({"ranged": "4", "token": "exhausted"}, {"armour": 6, "armour_tokens": 3}, 0, False),
    ({"ranged": "2"}, {"armour": 2, "primary": {"name": "Shield", "type": "shield", "damage": 1, "features": ["SHIELD 1"]}}, 0, True),
    ({"ranged": "3"}, {"armour": 3, "impact_resistance": 3}, 1, True),
    ({"ranged": "1"}, {"armour": 1}, 0, True),
    ({"ranged": "4"}, {"armour": 7, "impact_resistance": 1}, 0, False),
]  # fmt: skip
BOW = {"name": "Bow", "type": "bow", "damage": 1, "range": 6, "shooting_damage": 2}


@pytest.mark.parametrize(("shooter", "target", "cover", "positioned"), SHOTS)
def test_shot_odds_match_enumeration_and_icepool(
    shooter: dict[str, object], target: dict[str, object], cover: int, positioned: bool
) -> None:
    one = fighter_from_spec({"armour": 3, "hit": 2, "primary": BOW, **shooter}, "s", "red")
    two = fighter_from_spec({"hit": 3, **target}, "t", "blue")
    plan = plan_shot(one, two, cover, positioned)
    odds = shot_odds(plan, DICE)
    counts: Counter[tuple[str, int]] = Counter()
    for faces in product(*([FIGHTING] * plan.fighting + [ENHANCED] * plan.enhanced)):
        outcome = shot_outcome(plan, sum(faces))
        counts[(outcome.result.value, outcome.damage)] += 1
    ways = sum(counts.values())
    assert odds.miss == Fraction(sum(v for (r, _), v in counts.items() if r == "no effect"), ways)
    assert odds.armour == Fraction(
        sum(v for (r, _), v in counts.items() if r == "armour hit"), ways
    )
    assert odds.wound == {
        d: Fraction(v, ways) for (r, d), v in sorted(counts.items()) if r == "wound"
    }
    # icepool: P(score < armour) is the miss chance.
    rolled = plan.fighting @ icepool.Die(FIGHTING)
    if plan.enhanced:
        rolled = rolled + icepool.Die(ENHANCED)
    below = sum(q for v, q in rolled.items() if v + plan.bonus < plan.armour)
    assert odds.miss == Fraction(below, rolled.denominator())
    assert odds.miss + odds.armour + sum(odds.wound.values()) == 1
    assert ShotResult.WOUND.value == "wound"


@pytest.mark.parametrize("fate", [0, 1, 2, 5])
@pytest.mark.parametrize("ability", [0, 1, 3, 6])
def test_ability_test_odds(ability: int, fate: int) -> None:
    # 7.2.1: every d6 face, lowered by fate points, never below 1.
    passing = [d for d in range(1, 7) if max(1, d - fate) <= ability]
    assert ability_test_odds(ability, fate) == Fraction(len(passing), 6)


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_channel_odds(count: int) -> None:
    # 7.2.3: each arcane die gives white mana, black mana or a broken seal.
    faces = DICE.mana()
    expected: Counter[tuple[int, int, int]] = Counter()
    for roll in product(faces, repeat=count):
        expected[(roll.count(Mana.WHITE), roll.count(Mana.BLACK), roll.count(Mana.SEAL))] += 1
    ways = len(faces) ** count
    assert channel_odds(DICE, count) == {k: Fraction(v, ways) for k, v in sorted(expected.items())}
