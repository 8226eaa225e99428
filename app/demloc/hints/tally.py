"""From the exact chance of each way an attack can land to a hint's figures: what each
outcome leaves on the target's card is the rules' own answer (`shot_lands`,
`blows_land`, `power_lands`), read off the card before and after (5.1.1)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from demloc.rules.fighter import Fighter

ZERO = Fraction(0)


def armour_track(fighter: Fighter) -> int:
    """Damage points his armour has taken: a broken token is a whole armour factor."""
    return fighter.armour_tokens * fighter.profile.armour + fighter.armour_damage


def hit_track(fighter: Fighter) -> int:
    """Damage points his hit factor has taken: a broken heart is a whole hit factor
    (at least 1, as `take_damage` counts it)."""
    return fighter.hearts * max(1, fighter.profile.hit) + fighter.hit_damage


def harm(fighter: Fighter) -> tuple[Any, ...]:
    """What an attack can change on a card: tracks, tokens, effects, his life."""
    return (
        fighter.armour_tokens, fighter.armour_damage, fighter.hearts, fighter.hit_damage,
        fighter.dead, fighter.bleeding, fighter.poison, fighter.stunned, fighter.token,
        fighter.weakness,
    )  # fmt: skip


class Tally:
    """The outcomes of one attack on `before`, each with its exact probability."""

    def __init__(self, before: Fighter) -> None:
        self.before = before
        self._armour0, self._hit0, self._harm0 = (
            armour_track(before),
            hit_track(before),
            harm(before),
        )
        self.to_armour: dict[int, Fraction] = {}
        self.to_hit: dict[int, Fraction] = {}
        self.total: dict[int, Fraction] = {}
        self.kill = self.heart = self.nothing = ZERO

    def add(self, after: Fighter, p: Fraction, outright_hearts: int = 0) -> None:
        """One outcome: the target as the rules leave him, with probability `p`;
        `outright_hearts` broken hearts given without damage (7.3.2.2, 5+), which count
        for `heart` and `kill` but are not damage points."""
        if p == 0:
            return
        armour = armour_track(after) - self._armour0
        hit = hit_track(after) - self._hit0 - outright_hearts * max(1, after.profile.hit)
        for table, value in (
            (self.to_armour, armour),
            (self.to_hit, hit),
            (self.total, armour + hit),
        ):
            table[value] = table.get(value, ZERO) + p
        if after.dead and not self.before.dead:
            self.kill += p
        if after.hearts > self.before.hearts:
            self.heart += p
        if harm(after) == self._harm0:
            self.nothing += p

    def figures(self) -> dict[str, Any]:
        """The AttackHint fields the tally answers."""
        total = dict(sorted(self.total.items()))
        return {
            "to_armour": dict(sorted(self.to_armour.items())),
            "to_hit": dict(sorted(self.to_hit.items())),
            "total": total,
            "expected": sum((v * p for v, p in total.items()), ZERO),
            "kill": self.kill,
            "heart": self.heart,
            "nothing": self.nothing,
        }
