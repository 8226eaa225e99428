"""Ability tests (7.2.1 "Details about the ability test") and modifiers of rolls."""

from __future__ import annotations

import dataclasses
from typing import Any

from demloc.catalog.cards import AbilityScore


@dataclasses.dataclass(frozen=True)
class Modifier:
    """Something added to a roll, with the rule that adds it."""

    label: str
    value: int
    rule: str

    def to_json(self) -> dict[str, Any]:
        return {"label": self.label, "value": self.value, "rule": self.rule}


def ability_value(score: AbilityScore) -> int:
    """The number a test is taken against: dice plus modifier (RULINGS.md R-30)."""
    return score.dice + score.bonus


@dataclasses.dataclass(frozen=True)
class TestResult:
    die: int
    fate_points: int
    penalty: int  # added to the die: +2 to destroy an element, +3 to free the possessed
    ability: int

    @property
    def result(self) -> int:
        # Each fate point lowers the die by 1, never below 1 (7.2.1).
        return max(1, self.die - self.fate_points) + self.penalty

    @property
    def passed(self) -> bool:
        return self.result <= self.ability

    def to_json(self) -> dict[str, Any]:
        return {
            "die": self.die,
            "fate_points": self.fate_points,
            "penalty": self.penalty,
            "result": self.result,
            "ability": self.ability,
            "passed": self.passed,
        }


def ability_test(ability: int, die: int, fate_points: int = 0, penalty: int = 0) -> TestResult:
    """7.2.1: a d6 equal to or under the ability passes."""
    if not 1 <= die <= 6:
        raise ValueError(f"a test is rolled on a d6, not {die}")
    if fate_points < 0:
        raise ValueError("fate points cannot be negative")
    return TestResult(die, fate_points, penalty, ability)
