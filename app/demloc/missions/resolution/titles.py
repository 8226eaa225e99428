"""The titles file (resources/titles.toml, or the player's own titles.toml; PROVISIONAL,
RULINGS.md R-104): its model, its reading, and the titles the deeds earn. Apart from
deeds.py, the counting, which the Guild view shows before any file is read (issue 16)
and which imports nothing of this module (issue 28: no import cycle)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

from demloc import datafile
from demloc.missions.resolution.deeds import Counts, Deed

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


def titles_earned(
    before_counts: Counts, after_counts: Counts, titles: Titles
) -> tuple[tuple[str, str], ...]:
    """(card id, title name) for every threshold crossed from before to after."""
    earned = []
    for card in sorted(after_counts):
        for title in titles.title:
            was = before_counts.get(card, {}).get(title.deed, 0)
            now = after_counts[card].get(title.deed, 0)
            if was < title.at <= now:
                earned.append((card, title.name))
    return tuple(earned)
