"""What the hints engine answers (issue 33): every attack a character could make now,
with its exact odds, and who threatens him. Frozen values, no Qt: the tracker's and the
Board view's panels show them, `demloc hints` prints them.

Probabilities are exact Fractions (rules/odds.py); a distribution maps a value to its
probability and its probabilities add up to 1. Fields are only ever added to these
classes (issue 33: the UI builds on them)."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from demloc.board.squares import Facing, Square
from demloc.rules.ability import Modifier


class Kind(enum.Enum):
    """What kind of attack a hint is, and the rule it is made by."""

    SHOT = "shot"  # 7.2.2: a ranged attack
    BRAWL = "brawl"  # 7.3.2: a hand-to-hand attack on an enemy already engaged
    CHARGE = "charge"  # 7.3.1 then 7.3.2: an engaging move, then the attack
    POWER = "power"  # 7.2.3.1: an arcane power

    @property
    def rule(self) -> str:
        return _KIND_RULES[self]


_KIND_RULES = {Kind.SHOT: "7.2.2", Kind.BRAWL: "7.3.2", Kind.CHARGE: "7.3.1", Kind.POWER: "7.2.3.1"}


class Measure(enum.Enum):
    """What `best_first` sorts by, best first."""

    KILL = "kill chance"
    EXPECTED = "expected damage"


def percent(chance: Fraction | float) -> str:
    """A chance as the table reads it, the CLI's and the panel's (R-245): "34%"; "<1%" for any
    chance above 0 under 1%, ">99%" for any under 100% above 99%: never "0%" for
    what can happen nor "100%" for what can fail."""
    value = float(chance) * 100
    if 0 < value < 1:
        return "<1%"
    if 99 < value < 100:
        return ">99%"
    return f"{value:.0f}%"


@dataclasses.dataclass(frozen=True)
class StrayHit:
    """A character a stray shot may land on (7.2.2.2, 5.6), and the chance it does, out
    of the whole shot (the failed test included)."""

    fighter: str  # the fighter's id
    name: str
    chance: Fraction
    friend: bool  # on the shooter's side (or the shooter himself)


@dataclasses.dataclass(frozen=True)
class StrayRisk:
    """The ranged test failing sends the shot astray (7.2.2.2)."""

    chance: Fraction  # P(the ranged test fails)
    hits: tuple[StrayHit, ...]  # who it may land on, likeliest first; the rest hits nobody

    @property
    def friends(self) -> Fraction:
        """P(the shot lands on one of the shooter's own side)."""
        return sum((h.chance for h in self.hits if h.friend), Fraction(0))


@dataclasses.dataclass(frozen=True)
class AttackHint:
    """One attack `attacker` could make on `target` now, and its exact odds.

    `to_armour` and `to_hit` are the damage points the target's armour track and hit
    factor track would take (value -> probability, 0 included), as the rules assign
    them (7.2.2.4, 7.3.2.2, 8.2); a broken heart given outright (7.3.2.2, 5+) counts in
    `heart` and `kill`, not as damage points. The mappings make a hint unhashable."""

    attacker: str  # fighter ids
    target: str
    kind: Kind
    label: str  # short: "shot with Arquebus", "charge to C4", "Fire Bolt (power 1)"
    means: str  # the weapon's or the power's name
    to_armour: Mapping[int, Fraction]
    to_hit: Mapping[int, Fraction]
    total: Mapping[int, Fraction]  # all damage points, armour and hit factor together
    expected: Fraction  # expected damage points, armour and hit factor together
    kill: Fraction  # P(the target dies of it)
    heart: Fraction  # P(at least one broken heart token)
    nothing: Fraction  # P(the target's card does not change at all)
    modifiers: tuple[Modifier, ...]  # what made the odds, each with its rule section
    stray: StrayRisk | None = None  # shots only
    charge_to: Square | None = None  # a charge: where the engaging move ends
    charge_facing: Facing | None = None
    event: Mapping[str, Any] = dataclasses.field(default_factory=dict)  # the core's event
    rule: str = ""  # the section the attack is made by
    # A brawl or a charge: the general damage a winning defender deals back (7.3.2.2),
    # armour and hit factor together (value -> probability), and P(it kills the attacker).
    backlash: Mapping[int, Fraction] = dataclasses.field(default_factory=dict)
    backlash_kill: Fraction = Fraction(0)


@dataclasses.dataclass(frozen=True)
class Threat:
    """An enemy's best attack on a character, were that enemy to act next (R-230)."""

    enemy: str  # the enemy's id
    hint: AttackHint  # his best attack on the character, by kill chance then expected damage
    kill: Fraction  # = hint.kill


@dataclasses.dataclass(frozen=True)
class ThreatMap:
    """Per square, the worst an enemy can do to the character standing there (R-230):
    the highest kill chance and the highest expected damage over the enemies' best
    attacks; squares nobody threatens are left out."""

    fighter: str
    kill: Mapping[Square, Fraction]
    expected: Mapping[Square, Fraction]

    def at(self, square: Square, measure: Measure = Measure.KILL) -> Fraction:
        values = self.kill if measure is Measure.KILL else self.expected
        return values.get(square, Fraction(0))
