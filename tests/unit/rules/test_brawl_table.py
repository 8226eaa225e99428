"""The table of hand-to-hand fight effects (7.3.2.2), every margin both ways, with and
without a first impact (7.3.1); a margin of 4 doubles both weapons (RULINGS.md R-129)."""

from __future__ import annotations

import pytest

from demloc.rules.brawl import BrawlPlan, Side, by_difference

SIDE = Side(fighting=2, enhanced=0, modifiers=(), dice_notes=(), fury=False)
P, S = 3, 2  # the attacker's primary and secondary weapon damages

# margin -> (weapon damage to the defender, weapons used, broken heart) when attacking
ATTACK = {1: (P, 1, 0), 2: (P + S, 2, 0), 3: (2 * P + S, 2, 0), 4: (2 * P + 2 * S, 2, 0),
          5: (2 * P + 2 * S, 2, 1), 6: (2 * P + 2 * S, 2, 1)}  # fmt: skip


@pytest.mark.parametrize("first_impact", [False, True])
@pytest.mark.parametrize("difference", range(-6, 7))
def test_every_margin_of_the_table_7_3_2_2(difference: int, first_impact: bool) -> None:
    plan = BrawlPlan(SIDE, SIDE, P, S, first_impact)
    outcome = by_difference(plan, difference)
    assert outcome.difference == difference
    if difference > 0:
        assert (outcome.to_defender, outcome.weapons_used, outcome.heart_to_defender) == ATTACK[
            difference
        ]
        assert outcome.to_attacker == 0
    elif difference < 0:  # the defender: general damage equal to the margin, at most 5
        assert outcome.to_defender == 0 and outcome.heart_to_defender == 0
        assert outcome.to_attacker == (0 if first_impact else min(-difference, 5))
    else:
        assert outcome == by_difference(plan, 0) and outcome.to_defender == outcome.to_attacker == 0


def test_a_margin_of_4_doubles_the_secondary_weapon_too_r_129() -> None:
    plan = BrawlPlan(SIDE, SIDE, P, S, False)
    assert by_difference(plan, 4).to_defender - by_difference(plan, 3).to_defender == S


def test_no_secondary_weapon_uses_the_primary_alone() -> None:
    plan = BrawlPlan(SIDE, SIDE, P, 0, False)
    assert by_difference(plan, 4).to_defender == 2 * P
    assert by_difference(plan, 1).weapons_used == 1
