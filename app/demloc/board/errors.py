"""Errors of the board engine. All are ValueErrors: bad input, not bugs (STYLE.md)."""

from __future__ import annotations

from demloc.datafile import DataFileError
from demloc.errors import BadInputError


class BoardError(BadInputError):
    """A tile, map or position that cannot be used, or an impossible board query."""


class TileFormatError(DataFileError, BoardError):
    """A tile file that does not follow tiles/README.md; names file, line and column."""

    def __init__(self, detail: str, file: str, line: int, column: int | None = None) -> None:
        where = f"{file}:{line}" + (f":{column}" if column is not None else "")
        super().__init__(where, [detail])
        self.detail, self.file, self.line, self.column = detail, file, line, column


class MapError(BoardError):
    """A map or position that breaks a rule: overlapping tiles, elements off the map..."""


class MapFormatError(BoardError):
    """A map file that cannot be read: bad JSON, a missing or wrong field."""


class UnknownCharacterError(BoardError):
    """A character id that is not on the board."""
