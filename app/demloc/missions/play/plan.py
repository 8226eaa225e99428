"""What a mission file makes the tracker do on its own (6.4.1, 6.4.2, 7): the
objective, the turn limit and whether it is hidden, the waves and the characters kept
aside for them, the events by turn, the rewards, and each player's deployment zone.

Held in the save's setup ("plan"), the mission file's text whole, so a resumed or
replayed mission plays as it was set up even if the file has changed since."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from demloc import datafile
from demloc.missions.spec import Event, Mission, Objective, Rewards
from demloc.rules.errors import RulesError


@dataclasses.dataclass(frozen=True)
class WavePlan:
    """A wave (6.4.1): the characters kept aside for it enter on `turn` in `zone`
    ("own": each owner's deployment zone; "any": any deployment zone; else a zone's
    name)."""

    number: int
    turn: int
    zone: str
    text: str
    characters: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class Plan:
    mission: Mission
    mode: str  # "standard" or "training" (6.4)
    first: str  # the colour the set-up drew to play first in turn 1 (7)
    waves: tuple[WavePlan, ...] = ()
    # Wave characters' specs (rules/spec.py) by id, each with its "owner" and "base".
    kept_aside: Mapping[str, Mapping[str, Any]] = dataclasses.field(default_factory=dict)
    # Each colour's deployment zone by name (7.2.1 escape, 5.7 the relic's way home).
    zones: Mapping[str, str] = dataclasses.field(default_factory=dict)
    stake: Mapping[str, Any] | None = None
    costs: Mapping[str, int] = dataclasses.field(default_factory=dict)
    # The guild drawn to deploy first (6.4.1): an escort's escorting guild.
    first_deployer: str = ""

    @property
    def objective(self) -> Objective:
        return self.mission.objective

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self.mission.events)

    @property
    def rewards(self) -> Rewards:
        return self.mission.rewards

    @property
    def turn_limit_hidden(self) -> bool:
        """7: "the number of turns available will not always be shown"."""
        return self.mission.turns.hidden

    def to_json(self) -> dict[str, Any]:
        return {
            "mission": self.mission.model_dump(mode="json", by_alias=True),
            "mode": self.mode,
            "first": self.first,
            "waves": [
                dataclasses.asdict(w) | {"characters": list(w.characters)} for w in self.waves
            ],
            "kept_aside": {k: dict(v) for k, v in self.kept_aside.items()},
            "zones": dict(self.zones),
            "stake": dict(self.stake) if self.stake is not None else None,
            "costs": dict(self.costs),
            "first_deployer": self.first_deployer,
        }


def plan_from_json(data: object) -> Plan:
    """A plan from its save form; anything damaged raises RulesError naming the field."""
    if not isinstance(data, dict):
        raise RulesError("plan: expected an object")
    if not isinstance(data.get("mission"), dict):
        raise RulesError("plan.mission: expected the mission file's fields")
    try:
        mission = datafile.validate(Mission, data["mission"])  # as its file
    except datafile.DataFileError as error:
        raise RulesError("; ".join(f"plan.mission.{p}" for p in error.problems)) from None
    mode = data.get("mode", "standard")
    if mode not in ("standard", "training"):
        raise RulesError(f"plan.mode: expected standard or training, got {mode!r}")
    first = data.get("first", "")
    if not isinstance(first, str):
        raise RulesError("plan.first: expected a colour")
    waves = []
    for index, wave in enumerate(_list(data, "waves")):
        try:
            waves.append(
                WavePlan(
                    _int(wave["number"]), _int(wave["turn"]), _str(wave["zone"]),
                    _str(wave.get("text", "")), tuple(_str(c) for c in wave["characters"]),
                )
            )  # fmt: skip
        except (KeyError, TypeError, ValueError):
            raise RulesError(
                f"plan.waves[{index}]: expected number, turn, zone, characters"
            ) from None
    kept = data.get("kept_aside", {})
    if not isinstance(kept, dict) or not all(
        isinstance(v, dict) and isinstance(v.get("owner"), str) for v in kept.values()
    ):
        raise RulesError("plan.kept_aside: expected character descriptions with an owner")
    zones = data.get("zones", {})
    if not isinstance(zones, dict) or not all(isinstance(v, str) for v in zones.values()):
        raise RulesError("plan.zones: expected a zone name by colour")
    stake = data.get("stake")
    if stake is not None and not isinstance(stake, dict):
        raise RulesError("plan.stake: expected an object or null")
    costs = data.get("costs", {})
    if not isinstance(costs, dict) or not all(type(v) is int for v in costs.values()):
        raise RulesError("plan.costs: expected feods by guild")
    deployer = data.get("first_deployer", "")
    if not isinstance(deployer, str):
        raise RulesError("plan.first_deployer: expected a colour")
    return Plan(mission, mode, first, tuple(waves), kept, zones, stake, costs, deployer)


def _list(data: Mapping[str, Any], name: str) -> list[Mapping[str, Any]]:
    value = data.get(name, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise RulesError(f"plan.{name}: expected a list of objects")
    return value


def _int(value: object) -> int:
    if type(value) is not int:
        raise TypeError(value)
    return value


def _str(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError(value)
    return value
