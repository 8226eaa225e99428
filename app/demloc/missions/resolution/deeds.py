"""Deeds counted for the campaign (issue 13, beyond the rulebook; RULINGS.md R-102,
R-104). Per mercenary, keyed by his card id (the guild file's members are; one without
a card by his id in the mission): kills by him, missions survived, objectives taken.
The titles they earn: titles.py (PROVISIONAL data)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

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
