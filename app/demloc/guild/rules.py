"""The guild rules file (resources/guild.toml): buildings, limits, prices.

Provisional numbers (RULINGS.md R-41); the player's own guild.toml in the data folder
replaces the app's, as city_rules.toml does. Read once, through the one reading of a
data file (demloc.datafile): every field at fault named at once.
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from demloc import datafile
from demloc.catalog.cards import Mercenary

FILE_NAME = "guild.toml"
MAX_BYTES = 64 * 1024  # the app's is 2 kB


class GuildRulesError(datafile.DataFileError):
    """The guild rules file cannot be used: names the file and every field at fault."""


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


class _Table(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


Count = Annotated[int, Field(ge=0)]
Levels = tuple[Count, ...]  # a value for level 1, 2, ... (or for each upgrade)


class _Start(_Table):
    feods: Count = 0
    fame: Count = 0
    blood_stones: Count = 0


class _WeaponPrices(_Table):  # a price per characteristic (5.1.4)
    normal: Count
    valuable: Count
    arcane: Count


class _Prices(_Table):
    weapon: _WeaponPrices
    arcane_code: Count
    daemon: Count
    follower: Count


class _Building(BaseModel):
    """A building: its upgrades, and any limits it sets (one value per level)."""

    model_config = ConfigDict(extra="allow", frozen=True)
    __pydantic_extra__: dict[str, Levels] = Field(init=False)  # the limits
    label: Annotated[str, Field(max_length=60)] = ""  # shown on the Guild view
    feods: Levels  # cost of reaching level 2, 3, ...
    fame: Levels  # fame needed for level 2, 3, ...
    per_level: dict[str, Levels] = {}

    def limits(self) -> dict[str, tuple[int, ...]]:
        fixed = {"label", "feods", "fame", "per_level"}
        return {k: v for k, v in self.model_dump().items() if k not in fixed}


class _Dormitory(_Building):  # the limits the guild's rules read: one a level
    slots: Levels
    per_type: Levels


class _Armory(_Building):
    weapons: Levels


class _ArcaneLibrary(_Building):
    codes: Levels


class _Pantheon(_Building):
    daemons: Levels


class _Guesthouse(_Building):
    followers: Levels


class _MastersOffice(_Building):
    explorers: Levels


class _Buildings(_Table):
    dormitory: _Dormitory
    armory: _Armory
    arcane_library: _ArcaneLibrary
    guesthouse: _Guesthouse
    pantheon: _Pantheon
    masters_office: _MastersOffice
    structures: _Building
    defences: _Building


class _GuildFile(_Table):
    start: _Start
    prices: _Prices
    buildings: _Buildings

    @model_validator(mode="after")
    def _levels(self) -> Self:
        problems = []
        for key in BUILDINGS:
            table: _Building = getattr(self.buildings, key)
            where, levels = f"buildings.{key}", len(table.feods) + 1
            if len(table.feods) != len(table.fame):
                problems.append(f"{where}: feods and fame need one value per upgrade")
            for name, values in table.limits().items():
                if len(values) < levels:
                    problems.append(f"{where}.{name}: one value per level (1..{levels})")
            for level in table.per_level:
                if not level.isdigit():
                    problems.append(
                        f"{where}.per_level.{level}: a mercenary level is a whole number"
                    )
        if problems:
            raise ValueError("\n".join(problems))
        return self


def rules_path() -> Path:
    """The player's own guild.toml if anything stands there (R-161), else the app's."""
    return datafile.own_or_builtin(FILE_NAME)


@functools.cache
def guild_rules() -> GuildRules:
    """The guild rules, read once: the player's own file, else the app's."""
    return load_guild_rules(rules_path())


def load_guild_rules(path: Path) -> GuildRules:
    """The rules of the file `path`; GuildRulesError names the file and every field."""
    data = datafile.load(_GuildFile, path, MAX_BYTES, GuildRulesError)
    buildings = {}
    for key in BUILDINGS:
        table: _Building = getattr(data.buildings, key)
        per_level = {int(level): values for level, values in table.per_level.items()}
        label = table.label or key
        buildings[key] = Building(key, label, table.feods, table.fame, table.limits(), per_level)
    prices = data.prices
    return GuildRules(
        data.start.feods, data.start.fame, data.start.blood_stones,
        prices.weapon.model_dump(), prices.arcane_code, prices.daemon, prices.follower,
        buildings,
    )  # fmt: skip
