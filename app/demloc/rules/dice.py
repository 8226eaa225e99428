"""The dice (5.3), one seedable random source, and faces entered by players.

Players roll real dice at the table: every roll can take the faces they enter
(`EnteredDice`) instead of the app's random source (`RandomDice`).
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Annotated, Protocol, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from demloc import datafile
from demloc.datafile import DataFileError
from demloc.rules.errors import DiceError

MAX_BYTES = 64 * 1024  # the app's is 1 kB


class Die(enum.Enum):
    FIGHTING = "fighting"
    ENHANCED = "enhanced"
    ARCANE = "arcane"
    D6 = "d6"
    D10 = "d10"


class Mana(enum.Enum):
    """An arcane die's face (5.3)."""

    WHITE = "white"  # common mana
    BLACK = "black"  # dark mana
    SEAL = "seal"  # broken seal


Face = int | Mana


@dataclasses.dataclass(frozen=True)
class DiceSet:
    """The faces of each die."""

    faces: dict[Die, tuple[Face, ...]]

    def __getitem__(self, die: Die) -> tuple[Face, ...]:
        return self.faces[die]

    def numbers(self, die: Die) -> tuple[int, ...]:
        values = self.faces[die]
        assert all(isinstance(v, int) for v in values)
        return values  # type: ignore[return-value]

    def mana(self) -> tuple[Mana, ...]:
        return self.faces[Die.ARCANE]  # type: ignore[return-value]


class DiceFileError(DataFileError, DiceError):
    """The dice file cannot be used: names the file and every field at fault."""


MAX_FACES = 20  # a d10 has the most
Whole = Annotated[int, Field(ge=0)]


class _Die(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    faces: Annotated[tuple[Whole, ...], Field(min_length=1, max_length=MAX_FACES)]


class _ArcaneDie(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    faces: Annotated[tuple[Mana, ...], Field(min_length=1, max_length=MAX_FACES)]


class _DiceFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    fighting: _Die
    enhanced: _Die
    arcane: _ArcaneDie
    d6: _Die
    d10: _Die

    @model_validator(mode="after")
    def _standard(self) -> Self:
        if self.d6.faces != (1, 2, 3, 4, 5, 6) or self.d10.faces != tuple(range(1, 11)):
            raise ValueError("the d6 and d10 are standard dice (5.3): 1-6 and 1-10")
        return self


def load_dice(path: Path) -> DiceSet:
    """Read the dice file; DiceFileError names the file, and each die and face at fault."""
    data = datafile.load(_DiceFile, path, MAX_BYTES, DiceFileError)
    return DiceSet({die: getattr(data, die.value).faces for die in Die})


class DiceSource(Protocol):
    def roll(self, die: Die, count: int) -> tuple[Face, ...]: ...

    def draw(self, options: int) -> int:
        """One of `options` things drawn at random (0-based): the app's draws, such as
        a summoned daemon (7.2.3.2) or the first player (7)."""
        ...


class RandomDice:
    """The app's dice: one seeded random source, so every roll can be replayed."""

    def __init__(self, dice: DiceSet, seed: int) -> None:
        self.dice = dice
        self.seed = seed
        # Seeded at the first roll or draw: most events roll nothing, and seeding costs
        # more than many of them take. The same seed gives the same dice either way.
        self._source: random.Random | None = None

    @property
    def _random(self) -> random.Random:
        if self._source is None:
            self._source = random.Random(self.seed)
        return self._source

    def roll(self, die: Die, count: int) -> tuple[Face, ...]:
        faces = self.dice[die]
        choice = self._random.choice
        return tuple(choice(faces) for _ in range(count))

    def draw(self, options: int) -> int:
        return self._random.randrange(options)


class EnteredDice:
    """Faces rolled at the table and entered by a player, used in order per die."""

    def __init__(
        self, dice: DiceSet, entered: dict[Die, Sequence[Face]], draws: Sequence[int] = ()
    ) -> None:
        self.dice = dice
        self._draws = list(draws)
        self._left = {die: list(values) for die, values in entered.items()}
        for die, values in self._left.items():
            for value in values:
                if value not in dice[die]:
                    shown = ", ".join(_face_text(f) for f in sorted(set(dice[die]), key=str))
                    raise DiceError(
                        f"{_face_text(value)} is not a face of the {die.value} die "
                        f"(its faces: {shown})"
                    )

    def roll(self, die: Die, count: int) -> tuple[Face, ...]:
        left = self._left.get(die, [])
        if len(left) < count:
            raise DiceError(f"this roll needs {count} {die.value} dice; {len(left)} entered")
        taken, self._left[die] = left[:count], left[count:]
        return tuple(taken)

    def draw(self, options: int) -> int:
        if not self._draws:
            raise DiceError("this needs a draw; none entered")
        value = self._draws.pop(0)
        if not 0 <= value < options:
            raise DiceError(f"draw {value} is not between 0 and {options - 1}")
        return value

    def unused(self) -> dict[Die, list[Face]]:
        return {die: values for die, values in self._left.items() if values}


def _face_text(face: Face) -> str:
    return face.value if isinstance(face, Mana) else str(face)


def parse_faces(text: str, die: Die) -> list[Face]:
    """Faces typed by a player, e.g. "2,0,3" or "white black seal"."""
    words = [w for w in text.replace(",", " ").split() if w]
    if die is Die.ARCANE:
        try:
            return [Mana(w.lower()) for w in words]
        except ValueError:
            raise DiceError(f"'{text}': arcane faces are white, black or seal") from None
    try:
        return [int(w) for w in words]
    except ValueError:
        raise DiceError(f"'{text}': {die.value} faces are whole numbers") from None


def total(faces: Iterable[Face]) -> int:
    return sum(f for f in faces if isinstance(f, int))
