"""What a weapon's features do when it deals damage (8.1): BACKSTACK, BLOODING,
POISONOUS; and the arcane POISON of 8.2, which follows the same rule."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from demloc.rules.damage import changed
from demloc.rules.fighter import Fighter, WeaponInHand


@dataclasses.dataclass(frozen=True)
class WeaponEffects:
    backstack: str = ""  # "pushed back" or "could not step back: double damage"
    bleeding: int = 0  # bleeding tokens added
    poison: int = 0  # poison tokens added

    @property
    def multiplier(self) -> int:
        return 2 if self.backstack.startswith("could not") else 1

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in dataclasses.asdict(self).items() if v}


def backstack(weapons: Sequence[WeaponInHand], can_step_back: bool) -> str:
    """8.1 BACKSTACK: before damage the target steps back one square (its owner picks
    which); if it cannot, it takes double damage."""
    if not any(w.feature("BACKSTACK") is not None for w in weapons):
        return ""
    return "pushed back" if can_step_back else "could not step back: double damage"


def poison_limit(fighter: Fighter) -> int:
    """The most poison tokens he survives: his card's hit factor, which damage, broken
    hearts and CARE leave as printed (5.1.1, RULINGS.md R-45)."""
    return fighter.profile.hit


def poison_kills(fighter: Fighter) -> Fighter:
    """6.4.2, 8.1, 8.2: more poison tokens than his hit factor kill him, at once, the
    possessed too (RULINGS.md R-45); as many as it does not."""
    if fighter.in_play and fighter.poison > poison_limit(fighter):
        return changed(fighter, dead=True)
    return fighter


def add_poison(target: Fighter, amount: int) -> tuple[Fighter, int]:
    """8.1 POISONOUS, 8.2 POISON: only a character with no poison tokens gains them;
    more than his hit factor kill him there and then."""
    if amount <= 0 or target.poison > 0 or not target.in_play:
        return target, 0
    return poison_kills(changed(target, poison=amount)), amount


def wound_tokens(target: Fighter, weapons: Sequence[WeaponInHand]) -> tuple[Fighter, int, int]:
    """Tokens the weapons that dealt damage leave: BLOODING x, POISONOUS x (8.1)."""
    if not target.in_play:
        return target, 0, 0
    bleeding = sum(w.feature("BLOODING") or 0 for w in weapons)
    target = changed(target, bleeding=target.bleeding + bleeding)
    poisonous = max((w.feature("POISONOUS") or 0 for w in weapons), default=0)
    target, poison = add_poison(target, poisonous)
    return target, bleeding, poison


def weapon_effects(
    target: Fighter, weapons: Sequence[WeaponInHand], can_step_back: bool
) -> tuple[Fighter, WeaponEffects]:
    """Features of `weapons` dealing damage to `target`: the tokens they add and the
    BACKSTACK outcome (its multiplier applies to the damage)."""
    target, bleeding, poison = wound_tokens(target, weapons)
    return target, WeaponEffects(backstack(weapons, can_step_back), bleeding, poison)
