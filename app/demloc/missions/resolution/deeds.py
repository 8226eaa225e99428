"""Deeds counted for the campaign and the titles they earn (issue 13, beyond the
rulebook; RULINGS.md R-102, R-104). Per mercenary, keyed by his card id (the guild
file's members are; one without a card by his id in the mission): kills by him,
missions survived, objectives taken. The titles are PROVISIONAL data:
resources/titles.toml, or the player's own titles.toml."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from demloc import datafile

if TYPE_CHECKING:  # the file's model imports pydantic: only to read the file
    from demloc.missions.resolution.titles import Titles

FILE_NAME = "titles.toml"
MAX_BYTES = 200_000
Deed = Literal["kills", "missions", "objectives"]
DEEDS: tuple[Deed, ...] = ("kills", "missions", "objectives")
Counts = Mapping[str, Mapping[str, int]]


class TitlesFileError(datafile.DataFileError):
    """A titles file that cannot be used: names the file and the field."""


def parse_titles(text: str, source: str) -> Titles:
    from demloc.missions.resolution.titles import Titles

    return datafile.parse(Titles, text, source, TitlesFileError)


def titles_path() -> Path:
    """The player's own file if he has one, else the app's."""
    return datafile.own_or_builtin(FILE_NAME)


def load_titles(path: Path | None = None) -> Titles:
    from demloc.missions.resolution.titles import Titles

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
