"""The guild rules file (resources/guild.toml): buildings, limits, prices.

Provisional numbers (RULINGS.md R-41); a bad file is named with the field at fault.
"""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path
from typing import Any


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


def load_guild_rules(path: Path) -> GuildRules:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise GuildRulesError(f"{path}: cannot be read: {error}") from None

    def need(table: dict[str, Any], key: str, where: str) -> Any:
        if key not in table:
            raise GuildRulesError(f"{path}: {where}.{key}: this field is required")
        return table[key]

    def numbers(value: Any, where: str) -> tuple[int, ...]:
        if not isinstance(value, list) or not all(isinstance(v, int) and v >= 0 for v in value):
            raise GuildRulesError(f"{path}: {where}: expected a list of whole numbers")
        return tuple(value)

    start = need(data, "start", "")
    prices = need(data, "prices", "")
    weapon = need(prices, "weapon", "prices")
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
        per_level = {
            int(level): numbers(values, f"{where}.per_level.{level}")
            for level, values in table.get("per_level", {}).items()
        }
        buildings[key] = Building(key, str(table.get("label", key)), feods, fame, limits, per_level)
    return GuildRules(
        int(start.get("feods", 0)),
        int(start.get("fame", 0)),
        int(start.get("blood_stones", 0)),
        {k: int(v) for k, v in weapon.items()},
        int(need(prices, "arcane_code", "prices")),
        int(need(prices, "daemon", "prices")),
        int(need(prices, "follower", "prices")),
        buildings,
    )
