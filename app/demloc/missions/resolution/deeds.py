"""Deeds counted for the campaign and the titles they earn (issue 13, beyond the
rulebook; RULINGS.md R-102, R-104). Per mercenary, keyed by his card id (the guild
file's members are; one without a card by his id in the mission): kills by him,
missions survived, objectives taken. The titles they earn are PROVISIONAL data, read by
titles.py (the titles file and its model)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:  # titles.py reads the file with pydantic, and imports this module
    from demloc.missions.resolution.titles import Titles

Deed = Literal["kills", "missions", "objectives"]
DEEDS: tuple[Deed, ...] = ("kills", "missions", "objectives")
Counts = Mapping[str, Mapping[str, int]]


def add_counts(before: Counts, now: Counts) -> dict[str, dict[str, int]]:
    """The counts after a mission: before's plus this mission's."""
    total = {card: dict(c) for card, c in before.items()}
    for card, counts in now.items():
        into = total.setdefault(card, dict.fromkeys(DEEDS, 0))
        for deed, n in counts.items():
            into[deed] = into.get(deed, 0) + n
    return total


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
