"""The packed-polynomial counting of dice sums (`polynomials.py`, issue 16) against the
straightforward counting it replaced: one dict convolution per die, one Fraction per
difference (rulebook 7.3.2, 7.3.2.2, 8.4), for random dice faces, 1-16 dice a side
and random modifiers."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from demloc.rules.ability import Modifier
from demloc.rules.brawl import BrawlPlan, Side, by_difference
from demloc.rules.dice import DiceSet, Die, Mana
from demloc.rules.odds import BrawlOdds, Distribution, brawl_odds, convolve, dice_sum
from demloc.rules.polynomials import capped_counts, pack, sum_of_dice, unpack

PROPERTY = settings(max_examples=150, deadline=None)


def _convolve(a: dict[int, int], b: dict[int, int]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for va, ca in a.items():
        for vb, cb in b.items():
            counts[va + vb] = counts.get(va + vb, 0) + ca * cb
    return counts


def _sum(faces: tuple[int, ...], count: int, scale: int = 1) -> dict[int, int]:
    one = dict(Counter(f * scale for f in faces))
    result = {0: 1}
    for _ in range(count):
        result = _convolve(result, one)
    return result


def _reference_brawl_odds(plan: BrawlPlan, dice: DiceSet) -> BrawlOdds:
    """brawl_odds before issue 16, word for word but for the dict helpers above."""

    def score(side: Side) -> dict[int, int]:
        scale = 2 if side.fury else 1
        fighting = _sum(dice.numbers(Die.FIGHTING), side.fighting, scale)
        return _convolve(fighting, _sum(dice.numbers(Die.ENHANCED), side.enhanced, scale))

    attack, defence = score(plan.attack), score(plan.defence)
    differences = _convolve(attack, {-v: c for v, c in defence.items()})
    ways = sum(differences.values())
    shift = plan.attack.bonus - plan.defence.bonus
    clamp: dict[int, Fraction] = {}
    to_defender: dict[int, Fraction] = {}
    to_attacker: dict[int, Fraction] = {}
    heart = Fraction(0)
    for raw, count in sorted(differences.items()):
        p = Fraction(count, ways)
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


FACES = st.lists(st.integers(0, 9), min_size=1, max_size=8).map(tuple)
SIGNED_FACES = st.lists(st.integers(-6, 9), min_size=1, max_size=8).map(tuple)


@st.composite
def dice_sets(draw: st.DrawFn) -> DiceSet:
    return DiceSet(
        {
            Die.FIGHTING: draw(FACES),
            Die.ENHANCED: draw(FACES),
            Die.ARCANE: (Mana.WHITE, Mana.BLACK, Mana.SEAL),
            Die.D6: (1, 2, 3, 4, 5, 6),
            Die.D10: tuple(range(1, 11)),
        }
    )


@st.composite
def sides(draw: st.DrawFn, enhanced: bool) -> Side:
    bonuses = draw(st.lists(st.integers(-4, 6), max_size=3))
    return Side(
        fighting=draw(st.integers(1, 16)),
        enhanced=draw(st.integers(0, 1)) if enhanced else 0,
        modifiers=tuple(Modifier(f"bonus {i}", b, "7.3.2.1") for i, b in enumerate(bonuses)),
        dice_notes=(),
        fury=draw(st.booleans()),
    )


@st.composite
def plans(draw: st.DrawFn) -> BrawlPlan:
    return BrawlPlan(
        attack=draw(sides(enhanced=True)),
        defence=draw(sides(enhanced=False)),
        primary=draw(st.integers(0, 4)),
        secondary=draw(st.integers(0, 3)),
        first_impact=draw(st.booleans()),
    )


@PROPERTY
@given(plans(), dice_sets())
def test_brawl_odds_equal_the_straightforward_count(plan: BrawlPlan, dice: DiceSet) -> None:
    odds = brawl_odds(plan, dice)
    reference = _reference_brawl_odds(plan, dice)
    assert odds == reference
    assert list(odds.difference) == list(reference.difference)  # the same order too
    assert odds.to_json() == reference.to_json()


@PROPERTY
@given(st.lists(st.tuples(SIGNED_FACES, st.integers(0, 16)), max_size=4))
def test_sum_of_dice_equals_repeated_convolution(
    groups: list[tuple[tuple[int, ...], int]],
) -> None:
    packed, low, width, ways = sum_of_dice(groups)
    expected = {0: 1}
    for faces, count in groups:
        expected = _convolve(expected, _sum(faces, count))
    assert unpack(packed, low, width) == dict(sorted(expected.items()))
    assert ways == sum(expected.values())


@PROPERTY
@given(
    st.lists(st.tuples(SIGNED_FACES, st.integers(0, 16)), min_size=1, max_size=3),
    st.integers(-60, 60),
    st.integers(0, 12),
)
def test_capped_counts_equal_capping_every_value(
    groups: list[tuple[tuple[int, ...], int]], floor: int, span: int
) -> None:
    packed, low, width, ways = sum_of_dice(groups)
    ceiling = floor + span
    expected: dict[int, int] = {}
    for value, count in unpack(packed, low, width).items():
        key = max(floor, min(ceiling, value))
        expected[key] = expected.get(key, 0) + count
    capped = capped_counts(packed, low, width, ways, floor, ceiling)
    assert list(capped.items()) == sorted(expected.items())


@PROPERTY
@given(
    st.dictionaries(st.integers(-30, 30), st.integers(1, 10**6), min_size=1),
    st.dictionaries(st.integers(-30, 30), st.integers(1, 10**6), min_size=1),
)
def test_convolve_equals_the_pairwise_sum(a: dict[int, int], b: dict[int, int]) -> None:
    result = convolve(Distribution(a, sum(a.values())), Distribution(b, sum(b.values())))
    assert result.counts == dict(sorted(_convolve(a, b).items()))
    assert result.ways == sum(a.values()) * sum(b.values())
    assert pack({}, 1) == (0, 0)


@PROPERTY
@given(dice_sets(), st.integers(0, 16), st.integers(0, 2), st.integers(1, 2))
def test_dice_sum_equals_repeated_convolution(
    dice: DiceSet, fighting: int, enhanced: int, scale: int
) -> None:
    expected = _convolve(
        _sum(dice.numbers(Die.FIGHTING), fighting, scale),
        _sum(dice.numbers(Die.ENHANCED), enhanced, scale),
    )
    result = dice_sum(dice, fighting, enhanced, scale)
    assert result.counts == dict(sorted(expected.items()))
    assert result.ways == sum(expected.values())
