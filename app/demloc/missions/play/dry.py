"""An event tried on a copy of the state (RULINGS.md R-80): the state is immutable and
`apply` returns a new one, so nothing is changed or saved. An action the core would
refuse is refused with the core's own message: a preview (ui/tracker/assist_plans.py)
or a hint (hints/) and the roll cannot disagree about what is legal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from demloc.missions.play.events import apply
from demloc.missions.play.state import Context, MissionState
from demloc.rules.dice import Die, Face, RandomDice


class _Draws:
    """A dice source for the dry run that rolls the app's dice and notes the draws."""

    def __init__(self, ctx: Context, pick: int = 0) -> None:
        self.dice, self.pick, self.options = RandomDice(ctx.dice, 0), pick, 0

    def roll(self, die: Die, count: int) -> tuple[Face, ...]:
        return self.dice.roll(die, count)

    def draw(self, options: int) -> int:
        self.options = options
        return min(self.pick, options - 1)


def dry_run(state: MissionState, ctx: Context, event: Mapping[str, Any], pick: int = 0) -> tuple[
    MissionState, int
]:  # fmt: skip
    """The state after `event` on a copy, and how many cards its draw chose from;
    RulesError, with the core's message, when the core refuses it."""
    source = _Draws(ctx, pick)
    return apply(state, event, ctx, source), source.options
