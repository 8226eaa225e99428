"""The guild rules file (resources/guild.toml): buildings, limits, prices.

Provisional numbers (RULINGS.md R-41); a bad file is named with the field at fault.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from demloc import textio
from demloc.catalog.cards import Mercenary, WeaponCharacteristic


class GuildRulesError(ValueError):
    """The guild rules file cannot be used."""


BUILDINGS = (
    "dormitory",
    "armory",
    "arcane_library",
    "guesthouse",
    "pantheon",
    "masters_office",
    "structures",
    "defences",
)

# The limits the guild's rules read: each building must give them, one per level.
REQUIRED_LIMITS = {
    "dormitory": ("slots", "per_type"),
    "armory": ("weapons",),
    "arcane_library": ("codes",),
    "pantheon": ("daemons",),
    "guesthouse": ("followers",),
    "masters_office": ("explorers",),
}


@dataclasses.dataclass(frozen=True)
class Building:
    key: str
    label: str
    feods: tuple[int, ...]  # cost of reaching level 2, 3, ...
    fame: tuple[int, ...]  # fame needed for level 2, 3, ...
    limits: dict[str, tuple[int, ...]]  # e.g. "slots" -> value at level 1, 2, ...
    per_level: dict[int, tuple[int, ...]] = dataclasses.field(default_factory=dict)

    @property
    def max_level(self) -> int:
        return len(self.feods) + 1

    def limit(self, name: str, level: int) -> int:
        values = self.limits[name]
        return values[min(level, len(values)) - 1]


@dataclasses.dataclass(frozen=True)
class GuildRules:
    start_feods: int
    start_fame: int
    start_blood_stones: int
    weapon_price: dict[str, int]
    code_price: int
    daemon_price: int
    follower_price: int
    buildings: dict[str, Building]


def dormitory_fault(rules: GuildRules, at: int, cards: Sequence[Mercenary]) -> str:
    """Why a dormitory at level `at` cannot lodge `cards` (5.1.1), or "" if it can."""
    dormitory = rules.buildings["dormitory"]
    slots = dormitory.limit("slots", at)
    if len(cards) > slots:
        return f"the dormitory (level {at}) has {slots} slots, all taken: upgrade it"
    per_type = dormitory.limit("per_type", at)
    for kind, count in Counter(c.type for c in cards).items():
        if count > per_type:
            return f"the dormitory (level {at}) takes {per_type} {kind.value}s at most (5.1.1)"
    for level, count in Counter(c.level for c in cards).items():
        allowed = dormitory.per_level.get(level)
        cap = allowed[min(at, len(allowed)) - 1] if allowed else 0
        if count > cap:
            return f"the dormitory (level {at}) takes {cap} level-{level} mercenaries (5.1.1)"
    return ""


def load_guild_rules(path: Path) -> GuildRules:
    try:  # the one reading of a data file (textio: a regular file, bounded, checked)
        data = textio.read_toml(path)
    except textio.InputError as error:
        raise GuildRulesError(str(error)) from None

    def need(table: dict[str, Any], key: str, where: str) -> Any:
        if key not in table:
            raise GuildRulesError(f"{path}: {where}.{key}: this field is required")
        return table[key]

    def numbers(value: Any, where: str) -> tuple[int, ...]:
        if not isinstance(value, list) or not all(isinstance(v, int) and v >= 0 for v in value):
            raise GuildRulesError(f"{path}: {where}: expected a list of whole numbers")
        return tuple(value)

    def whole(table: dict[str, Any], key: str, where: str, default: int | None = None) -> int:
        value = table.get(key, default) if default is not None else need(table, key, where)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise GuildRulesError(f"{path}: {where}.{key}: expected a whole number, got {value!r}")
        return value

    start = need(data, "start", "")
    prices = need(data, "prices", "")
    weapon = need(prices, "weapon", "prices")
    if not isinstance(weapon, dict):
        raise GuildRulesError(f"{path}: prices.weapon: expected a price per characteristic")
    weapon_price = {c.value: whole(weapon, c.value, "prices.weapon") for c in WeaponCharacteristic}
    buildings = {}
    for key in BUILDINGS:
        table = need(need(data, "buildings", ""), key, "buildings")
        where = f"buildings.{key}"
        feods = numbers(need(table, "feods", where), f"{where}.feods")
        fame = numbers(need(table, "fame", where), f"{where}.fame")
        if len(feods) != len(fame):
            raise GuildRulesError(f"{path}: {where}: feods and fame need one value per upgrade")
        limits = {
            name: numbers(value, f"{where}.{name}")
            for name, value in table.items()
            if name not in ("label", "feods", "fame", "per_level")
        }
        for name, values in limits.items():
            if len(values) < len(feods) + 1:
                raise GuildRulesError(
                    f"{path}: {where}.{name}: one value per level (1..{len(feods) + 1})"
                )
        for name in REQUIRED_LIMITS.get(key, ()):
            need(table, name, where)
        per_level = {}
        for level, values in table.get("per_level", {}).items():
            if not level.isdigit():
                raise GuildRulesError(
                    f"{path}: {where}.per_level.{level}: a mercenary level is a whole number"
                )
            per_level[int(level)] = numbers(values, f"{where}.per_level.{level}")
        buildings[key] = Building(key, str(table.get("label", key)), feods, fame, limits, per_level)
    return GuildRules(
        whole(start, "feods", "start", 0),
        whole(start, "fame", "start", 0),
        whole(start, "blood_stones", "start", 0),
        weapon_price,
        whole(prices, "arcane_code", "prices"),
        whole(prices, "daemon", "prices"),
        whole(prices, "follower", "prices"),
        buildings,
    )
