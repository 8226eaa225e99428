"""Seeded draws that never change: a task's roll and an event's day are worked out from a
seed and names by SHA-256, not by `random`, so the same seed gives the same result on
every machine, in every Python version, after every restart (a restart never rerolls)."""

from __future__ import annotations

import hashlib


def number(below: int, *parts: object) -> int:
    """A number in 0..below-1 fixed by `parts` (the bias of 2**64 % below is negligible)."""
    if below < 1:
        raise ValueError("below: at least 1")
    text = ":".join(str(p) for p in ("demloc-city", *parts))
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % below


def d100(*parts: object) -> int:
    """A percentile die, 1..100."""
    return number(100, *parts) + 1


def shuffled(items: tuple[int, ...], *parts: object) -> tuple[int, ...]:
    """`items` in an order fixed by `parts` (each item's own draw; ties by the item)."""
    return tuple(sorted(items, key=lambda i: (number(2**62, *parts, i), i)))
