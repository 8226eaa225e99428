"""The titles file (resources/titles.toml, or the player's own titles.toml; PROVISIONAL,
RULINGS.md R-104): its model and its reading. Apart from deeds.py, the counting, which
imports nothing of it at run time (issue 28: no import cycle)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

from demloc import datafile
from demloc.missions.resolution.deeds import Deed

FILE_NAME = "titles.toml"
MAX_BYTES = 200_000


class TitlesFileError(datafile.DataFileError):
    """A titles file that cannot be used: names the file and the field."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class Title(_Strict):
    name: Annotated[str, Field(min_length=1, max_length=60)]
    deed: Deed
    at: Annotated[int, Field(ge=1, le=10_000)]
    effect: Annotated[str, Field(min_length=1, max_length=300)]


class Titles(_Strict):
    provisional: bool = True
    title: Annotated[list[Title], Field(max_length=200)] = []

    @model_validator(mode="after")
    def _unique(self) -> Titles:
        names = [t.name for t in self.title]
        if len(set(names)) != len(names):
            raise ValueError("title: a name is listed twice")
        return self


def parse_titles(text: str, source: str) -> Titles:
    return datafile.parse(Titles, text, source, TitlesFileError)


def titles_path() -> Path:
    """The player's own file if he has one, else the app's."""
    return datafile.own_or_builtin(FILE_NAME)


def load_titles(path: Path | None = None) -> Titles:
    return datafile.load(Titles, path or titles_path(), MAX_BYTES, TitlesFileError)
