"""Small words the app's sentences need (issue 26, item 11): "1 slot", "4 slots",
"an arcane place". Pure: no Qt."""

from __future__ import annotations


def counted(number: int, noun: str, plural: str = "") -> str:
    """`number` and the noun, plural unless it is 1: "1 slot", "3 slots"."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def a(noun: str) -> str:
    """The noun after "a" or "an" as it is said: "an arcane place", "a ruin"."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
