"""Deeds counted for the campaign and the titles they earn (issue 13, beyond the
rulebook; RULINGS.md R-102, R-104). Per mercenary, keyed by his card id (the guild
file's members are; one without a card by his id in the mission): kills by him,
missions survived, objectives taken. The titles are PROVISIONAL data:
resources/titles.toml, or the player's own titles.toml."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from demloc.missions.resolution import datafile

FILE_NAME = "titles.toml"
MAX_BYTES = 200_000
Deed = Literal["kills", "missions", "objectives"]
DEEDS: tuple[Deed, ...] = ("kills", "missions", "objectives")
Counts = Mapping[str, Mapping[str, int]]


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


class TitlesFileError(ValueError):
    """A titles file that cannot be used: names the file and the field."""


def parse_titles(text: str, source: str) -> Titles:
    return datafile.parse(Titles, text, source, TitlesFileError)


def titles_path() -> Path:
    """The player's own file if he has one, else the app's."""
    return datafile.own_or_builtin(FILE_NAME)


def load_titles(path: Path | None = None) -> Titles:
    return datafile.load(Titles, path or titles_path(), MAX_BYTES, TitlesFileError)


def add_counts(before: Counts, now: Counts) -> dict[str, dict[str, int]]:
    """The counts after a mission: before's plus this mission's."""
    total = {card: dict(c) for card, c in before.items()}
    for card, counts in now.items():
        into = total.setdefault(card, dict.fromkeys(DEEDS, 0))
        for deed, n in counts.items():
            into[deed] = into.get(deed, 0) + n
    return total


def titles_earned(
    before_counts: Counts, after_counts: Counts, titles: Titles | None = None
) -> tuple[tuple[str, str], ...]:
    """(card id, title name) for every threshold crossed from before to after."""
    table = titles if titles is not None else load_titles()
    earned = []
    for card in sorted(after_counts):
        for title in table.title:
            was = before_counts.get(card, {}).get(title.deed, 0)
            now = after_counts[card].get(title.deed, 0)
            if was < title.at <= now:
                earned.append((card, title.name))
    return tuple(earned)
