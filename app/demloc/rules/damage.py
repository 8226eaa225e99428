"""Damage and the tokens it leaves (5.1.1, 6.4.2, 7.2.2.4, 7.3.2.2).

The armour factor is how much damage makes one broken armour token; the hit factor how
much makes one broken heart token. Three broken armour tokens leave no protection;
three broken hearts (a daemon: the hearts it was given) kill.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from demloc.rules.fighter import MAX_TOKENS, Fighter

# The fields of a Fighter: `changed` copies them.
_FIGHTER_FIELDS = tuple(f.name for f in dataclasses.fields(Fighter))
_FIGHTER_NAMES = frozenset(_FIGHTER_FIELDS)


def changed(fighter: Fighter, **changes: Any) -> Fighter:
    """`dataclasses.replace(fighter, **changes)`: the same new Fighter, made without
    calling its `__init__` once per field (a Fighter is frozen, takes every field in
    `__init__` and has no `__post_init__`). The rules change fighters on every event."""
    if type(fighter) is not Fighter or not changes.keys() <= _FIGHTER_NAMES:
        return dataclasses.replace(fighter, **changes)
    new = object.__new__(Fighter)
    old, into = fighter.__dict__, new.__dict__
    if len(old) == len(_FIGHTER_FIELDS):
        into.update(old)  # only the fields: copied at once
    else:
        for name in _FIGHTER_FIELDS:  # never what a cache keeps in the __dict__
            into[name] = old[name]
    into.update(changes)
    return new


class DamageKind(enum.Enum):
    GENERIC = "generic"  # 6.4.2: armour first, then the hit factor
    TO_LIFE = "to life"  # 6.4.2 "hit": straight to the hit factor


@dataclasses.dataclass(frozen=True)
class DamageReport:
    amount: int
    kind: DamageKind
    armour_tokens: int = 0  # broken armour tokens added
    hearts: int = 0  # broken heart tokens added
    killed: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "amount": self.amount,
            "kind": self.kind.value,
            "armour_tokens": self.armour_tokens,
            "hearts": self.hearts,
            "killed": self.killed,
        }


def take_damage(fighter: Fighter, amount: int, kind: DamageKind) -> tuple[Fighter, DamageReport]:
    """`fighter` after `amount` damage. Generic damage fills the armour track first and
    what is left once the third armour token breaks goes on to the hit factor
    (RULINGS.md R-28)."""
    if amount < 0:
        raise ValueError(f"damage cannot be negative: {amount}")
    if amount == 0 or not fighter.in_play:
        return fighter, DamageReport(0, kind)
    left = amount
    armour_tokens, armour_damage = fighter.armour_tokens, fighter.armour_damage
    factor = fighter.profile.armour
    if kind is DamageKind.GENERIC and factor > 0:
        while left and armour_tokens < MAX_TOKENS:
            step = min(left, factor - armour_damage)
            armour_damage += step
            left -= step
            if armour_damage == factor:
                armour_tokens, armour_damage = armour_tokens + 1, 0
    hearts, hit_damage = fighter.hearts, fighter.hit_damage
    hit_factor = max(1, fighter.profile.hit)
    while left and hearts < fighter.heart_limit:
        step = min(left, hit_factor - hit_damage)
        hit_damage += step
        left -= step
        if hit_damage == hit_factor:
            hearts, hit_damage = hearts + 1, 0
    killed = _killed(fighter, hearts, armour_tokens)
    after = changed(
        fighter,
        armour_tokens=armour_tokens,
        armour_damage=armour_damage,
        hearts=hearts,
        hit_damage=0 if killed else hit_damage,
        dead=fighter.dead or killed,
    )
    report = DamageReport(
        amount, kind, armour_tokens - fighter.armour_tokens, hearts - fighter.hearts, killed
    )
    return after, report


def changes_nothing(fighter: Fighter, kind: DamageKind) -> str:
    """Why damage of `kind` can change nothing on `fighter`, or "" when it can: a
    possessed character's broken hearts are all broken (death waits for his armour,
    7.2.3), so a hit to life has nowhere to go; nor generic damage on one without armour
    left to take it (7.3.2.2)."""
    if not fighter.in_play or fighter.hearts < fighter.heart_limit:
        return ""
    armour_left = fighter.profile.armour > 0 and fighter.armour_tokens < MAX_TOKENS
    if kind is DamageKind.GENERIC and armour_left:
        return ""
    track = "a hit to life" if kind is DamageKind.TO_LIFE else "damage, with no armour left,"
    return (
        f"{fighter.name} bears all their {fighter.heart_limit} broken hearts and is possessed: "
        f"{track} changes nothing; their armour breaks by possession, or by damage to the "
        "armour (7.2.3, 7.3.2.2)"
    )


def _killed(fighter: Fighter, hearts: int, armour_tokens: int) -> bool:
    """Dead at the last heart; a possessed character only once his armour is gone too
    (7.2.3 "Details about daemon possessed effect")."""
    if hearts < fighter.heart_limit:
        return False
    return not fighter.possessed or armour_tokens >= MAX_TOKENS


def break_heart(fighter: Fighter, count: int = 1) -> tuple[Fighter, DamageReport]:
    """Broken heart tokens given outright (7.3.2.2, difference 5+)."""
    hearts = min(fighter.heart_limit, fighter.hearts + count)
    killed = _killed(fighter, hearts, fighter.armour_tokens)
    after = changed(fighter, hearts=hearts, dead=fighter.dead or killed)
    return after, DamageReport(0, DamageKind.TO_LIFE, 0, hearts - fighter.hearts, killed)


def remove_tokens(fighter: Fighter, hearts: int = 0, armour: int = 0) -> Fighter:
    """CARE x and REPAIR x (8.2), or a player's correction: never below 0 (6.4.2)."""
    return changed(
        fighter,
        hearts=max(0, fighter.hearts - hearts),
        armour_tokens=max(0, fighter.armour_tokens - armour),
    )
