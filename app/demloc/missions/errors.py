"""The set-up's one error: bad input, never a bug (STYLE.md 3)."""

from __future__ import annotations

from pydantic import ValidationError


class SetupError(ValueError):
    """An action the set-up refuses; the message says why, naming the rule."""


def pydantic_problems(error: ValidationError) -> list[str]:
    """Each problem as 'field: message', as the mission library reports them."""
    return [
        f"{'.'.join(str(p) for p in e['loc']) or 'the action'}: "
        + e["msg"].removeprefix("Value error, ")
        for e in error.errors(include_url=False)
    ]
