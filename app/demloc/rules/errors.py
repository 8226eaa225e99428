"""Errors of the rules engine. All are ValueErrors: bad input, not bugs (STYLE.md)."""

from __future__ import annotations

from demloc.errors import BadInputError


class RulesError(BadInputError):
    """Something the rules do not allow, or input they cannot use."""


class IllegalActionError(RulesError):
    """An action the rules forbid now; the message says which rule and why."""


class DiceError(RulesError):
    """Dice that cannot be used: a bad dice file, or faces a player entered wrongly."""
