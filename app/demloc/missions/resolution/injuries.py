"""The injury table (6.4.1 "Resolution phase"): what a mercenary out of the game fares
at the mission's end, by how he went out and one d10. PROVISIONAL data the rulebook does
not give: resources/injuries.toml, replaced by an injuries.toml in the player's data
folder (RULINGS.md R-98)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from demloc import datafile
from demloc.guild.rules import BUILDINGS

FILE_NAME = "injuries.toml"
MAX_BYTES = 200_000
Cause = Literal["damage", "tokens"]
CAUSES: tuple[Cause, ...] = ("damage", "tokens")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class Row(_Strict):
    cause: Cause
    low: Annotated[int, Field(ge=1, le=100)]
    high: Annotated[int, Field(ge=1, le=100)]
    fate: Literal["fine", "injured", "dead"]
    missions: Annotated[int, Field(ge=0, le=20)] = 0
    days: Annotated[int, Field(ge=0, le=365)] = 0
    feods: Annotated[int, Field(ge=0, le=10_000)] = 0
    building: Annotated[str, Field(max_length=60)] = ""  # one a guild can have, or none
    text: Annotated[str, Field(min_length=1, max_length=200)]

    @model_validator(mode="after")
    def _a_guild_building(self) -> Row:
        if self.building and self.building not in BUILDINGS:
            raise ValueError(
                f"building: '{self.building}' is no guild building ({', '.join(BUILDINGS)})"
            )
        return self


class InjuryTable(_Strict):
    provisional: bool = True
    die: Annotated[int, Field(ge=2, le=100)] = 10
    row: Annotated[list[Row], Field(min_length=1, max_length=100)]

    @model_validator(mode="after")
    def _covers(self) -> InjuryTable:
        for cause in CAUSES:
            faces = [0] * (self.die + 1)
            for r in self.row:
                if r.cause == cause:
                    if r.low > r.high or r.high > self.die:
                        raise ValueError(
                            f"row: {cause} {r.low}-{r.high} is not within 1-{self.die}"
                        )
                    for face in range(r.low, r.high + 1):
                        faces[face] += 1
            if any(n != 1 for n in faces[1:]):
                raise ValueError(f"row: the {cause} rows must cover 1-{self.die} once each")
        return self

    def row_for(self, cause: Cause, face: int) -> Row:
        for r in self.row:
            if r.cause == cause and r.low <= face <= r.high:
                return r
        raise ValueError(f"no {cause} row for {face} on a d{self.die}")


class TableFileError(datafile.DataFileError):
    """A table file that cannot be used: names the file and the field."""


def parse_table(text: str, source: str) -> InjuryTable:
    return datafile.parse(InjuryTable, text, source, TableFileError)


def table_path() -> Path:
    """The player's own file if he has one, else the app's."""
    return datafile.own_or_builtin(FILE_NAME)


def load_table(path: Path | None = None) -> InjuryTable:
    return datafile.load(InjuryTable, path or table_path(), MAX_BYTES, TableFileError)
