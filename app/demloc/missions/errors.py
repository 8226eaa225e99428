"""The set-up's one error: bad input, never a bug (STYLE.md 3)."""

from __future__ import annotations

from demloc.errors import BadInputError


class SetupError(BadInputError):
    """An action the set-up refuses; the message says why, naming the rule."""
