"""Issue 33: every figure a hint reports is exact; here each kind of attack is rolled
100,000 times through the rules' own roll functions (`resolve_shot` 7.2.2,
`resolve_brawl` 7.3.2, `cast` 7.2.3.1) with seeded dice, and each probability the hint
gives is within 0.5 percentage points of its share of the rolls; the expected damage
within 0.02 points of the rolls' mean (its standard error at 100,000 rolls is under
0.01)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from boards import brawling, casting, shooting
from hints_support import TOLERANCE, Rolled, brawls, casts, shots, worst

from demloc.hints.attacks import attacks
from demloc.hints.model import AttackHint, Kind

pytestmark = pytest.mark.slow  # 100,000 rolls a test: a few seconds each

EXPECTED_TOLERANCE = 0.02


def _hint(hints: list[AttackHint], target: str, label_start: str) -> AttackHint:
    found = [h for h in hints if h.target == target and h.label.startswith(label_start)]
    assert len(found) == 1, [h.label for h in hints]
    return found[0]


def _close(hint: AttackHint, rolled: Rolled) -> None:
    differences = rolled.differences(hint)
    expected = differences.pop("expected")
    name, difference = worst(differences)
    assert abs(difference) <= TOLERANCE, f"{hint.label}: {name} off by {difference:+.4f}"
    assert abs(expected) <= EXPECTED_TOLERANCE, f"{hint.label}: expected off by {expected:+.4f}"


@pytest.mark.parametrize(
    ("target", "label", "cover"),
    [("T", "shot", 0), ("T", "positioned shot", 0), ("U", "shot", 0)],
)
def test_a_shot_in_the_open_with_its_stray_risk_matches_the_rolls(
    target: str, label: str, cover: int
) -> None:
    """7.2.2.2-7.2.2.4: S shoots T, whose neighbours a stray shot may hit: F, his own
    side, and U (the out-of-control card, 5.6)."""
    state, ctx = shooting()
    hint = _hint(attacks(state, ctx, "S"), target, label)
    assert hint.kind is Kind.SHOT
    assert not any(m.rule == "7.2.2.1" for m in hint.modifiers)
    assert hint.stray is not None and hint.stray.chance > 0
    if target == "T":
        assert {h.fighter for h in hint.stray.hits} == {"F", "U"}
        assert hint.stray.friends > 0
    _close(hint, shots(state, ctx, hint))


@pytest.mark.parametrize("label", ["shot", "positioned shot"])
def test_a_shot_in_partial_cover_matches_the_rolls(label: str) -> None:
    """7.2.2.1: the barrel between R and K takes 1 from the roll."""
    state, ctx = shooting()
    hint = _hint(attacks(state, ctx, "R"), "K", label)
    assert any(m.rule == "7.2.2.1" and m.value == -1 for m in hint.modifiers)
    _close(hint, shots(state, ctx, hint))


def test_a_brawl_matches_the_rolls() -> None:
    """7.3.2: A, who engages D, attacks him with a greataxe (UNSTOPPABLE, BLOODING,
    8.1); the 5+ broken heart counts for the kill (7.3.2.2); D winning deals general
    damage back (the backlash, 7.3.2.2)."""
    state, ctx = brawling()
    hint = _hint(attacks(state, ctx, "A"), "D", "brawl")
    assert hint.kind is Kind.BRAWL and 0 < hint.kill < 1
    assert 0 < hint.backlash.get(0, Fraction(0)) < 1
    _close(hint, brawls(state, ctx, hint))


@pytest.mark.parametrize(("attacker", "target"), [("C", "G"), ("A", "D")])
def test_a_charge_matches_the_rolls(attacker: str, target: str) -> None:
    """7.3.1, 7.3.2: the engaging move, then the attack with the charge's enhanced die;
    C charges G from behind (+2, 7.3.2.1)."""
    state, ctx = brawling()
    hint = _hint(attacks(state, ctx, attacker), target, "charge")
    assert hint.kind is Kind.CHARGE and hint.charge_to is not None
    assert any(m.label == "charge: an enhanced die" for m in hint.modifiers)
    if attacker == "C":
        assert any(m.label == "attack from behind" for m in hint.modifiers)
    _close(hint, brawls(state, ctx, hint))


@pytest.mark.parametrize(
    ("power", "target"),
    [
        ("Spark Flick", "P"),  # HIT 1, the target defends (7.2.3.5)
        ("Kiln Breath", "P"),  # ARCANE HIT 2
        ("Bog Miasma", "Q"),  # POISON 1
        ("Sinking Dirge", "P"),  # POISON 2, STUNNING
        ("Whispered Doubt", "Q"),  # WEAKNESS 1
        ("Shroud of Dread", "P"),  # WEAKNESS 2, STUNNING
        ("Shatterglass", "Q"),  # ARCANE HIT 1, HIT 2: kills
    ],
)
def test_each_kind_of_arcane_power_matches_the_casts(power: str, target: str) -> None:
    """8.2: HIT, ARCANE HIT, POISON, STUNNING, WEAKNESS, cast by `cast`; P holds mana
    and defends with an arcane test (R-229)."""
    state, ctx = casting()
    hint = _hint(attacks(state, ctx, "J"), target, power)
    assert hint.kind is Kind.POWER
    assert any(m.rule == "7.2.3.5" for m in hint.modifiers) is (target == "P")
    _close(hint, casts(state, ctx, hint))
