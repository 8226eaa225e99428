"""Rulebook 5.1: values printed on cards."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from demloc.catalog.cards import AbilityScore, ManaCost
from demloc.catalog.errors import BadValueError


@pytest.mark.parametrize(
    ("text", "dice", "bonus"), [("3", 3, 0), ("2+1", 2, 1), (" 2 + 1 ", 2, 1), ("0", 0, 0)]
)
def test_ability_modifier_is_dice_plus_bonus(text: str, dice: int, bonus: int) -> None:
    # 5.1.2: "2 + 1" means roll 2 fighting dice and add 1 to the result.
    assert AbilityScore.parse(text) == AbilityScore(dice, bonus)


@pytest.mark.parametrize("text", ["", "two", "2+", "+1", "2-1", "2+1+1"])
def test_bad_ability_scores_are_refused(text: str) -> None:
    with pytest.raises(BadValueError, match="not an ability score"):
        AbilityScore.parse(text)


@given(st.integers(0, 20), st.integers(0, 20))
def test_ability_score_text_round_trips(dice: int, bonus: int) -> None:
    score = AbilityScore(dice, bonus)
    assert AbilityScore.parse(str(score)) == score


def test_mana_cost_reads_by_colour() -> None:
    # 5.1.5: a cost is cubes of each colour.
    assert str(ManaCost(white=2, black=1)) == "2 white + 1 black"
    assert ManaCost(black=2).total == 2
