"""The city's errors. All are BadInputError: bad input, never a bug (STYLE.md 3)."""

from __future__ import annotations

from demloc.datafile import DataFileError
from demloc.errors import BadInputError
from demloc.rules.errors import RulesError


class CityError(RulesError):
    """A task, an answer or a collection the city's rules refuse; the message names the
    rule (a rulebook section or a RULINGS.md entry) and says what would be allowed."""


class CityRulesFileError(DataFileError):
    """A city_rules.toml that cannot be used: names the file and every field at fault."""


class CityFormatError(BadInputError):
    """A stored task or outcome (JSON from the store) that cannot be read back."""
