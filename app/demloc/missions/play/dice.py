"""Dice for events: the faces a new event rolls are recorded in it, and a replay
rolls the recorded faces."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from demloc.rules.dice import DiceSet, DiceSource, Die, EnteredDice, Face, Mana


class RecordingDice:
    """Rolls from a source and remembers every face, for the event's record."""

    def __init__(self, source: DiceSource) -> None:
        self.source = source
        self.faces: dict[str, list[Any]] = {}
        self.draws: list[int] = []

    def roll(self, die: Die, count: int) -> tuple[Face, ...]:
        faces = self.source.roll(die, count)
        self.faces.setdefault(die.value, []).extend(
            f.value if isinstance(f, Mana) else f for f in faces
        )
        return faces

    def draw(self, options: int) -> int:
        value = self.source.draw(options)
        self.draws.append(value)
        return value


def recorded_dice(dice: DiceSet, event: Mapping[str, Any]) -> EnteredDice:
    faces: dict[Die, Sequence[Face]] = {}
    for name, values in event.get("dice", {}).items():
        die = Die(name)
        faces[die] = [Mana(v) if die is Die.ARCANE else int(v) for v in values]
    return EnteredDice(dice, faces, event.get("draws", []))
