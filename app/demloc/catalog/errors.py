"""Errors for card data that cannot be used.

Each names the file, the card and the field at fault, so a player correcting a data file
knows where to look. Each is a DataFileError (a BadInputError): bad input, not a bug (STYLE.md).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from demloc.datafile import DataFileError


@dataclasses.dataclass(frozen=True)
class Where:
    """Where in the card data a problem is: a file, a card in it, a field of the card."""

    file: str | None = None
    card: str | None = None
    field: str | None = None

    def describe(self) -> str:
        parts = [p for p in (self.file, self.card) if p]
        if self.field:
            parts.append(f"field '{self.field}'")
        return ": ".join(parts)


class CatalogError(DataFileError):
    """Card data that cannot be used: a data file's error, its one problem located at the
    card and the field; a file's other cards at fault follow as more problems."""

    def __init__(self, detail: str, where: Where | None = None, more: Sequence[str] = ()) -> None:
        self.detail, self.more = detail, tuple(more)
        self.where = where or Where()
        located = dataclasses.replace(self.where, file=None).describe()
        problem = f"{located}: {detail}" if located else detail
        super().__init__(self.where.file or "", [problem, *more])

    def with_others(self, others: Sequence[CatalogError]) -> CatalogError:
        """This error (its kind and place), the problems of the file's `others` after it."""
        more = [*self.more, *(p for other in others for p in other.problems)]
        return type(self)(self.detail, self.where, more)

    def at(self, where: Where) -> CatalogError:
        """The same error, located (fills in only what it did not know yet)."""
        merged = Where(
            file=self.where.file or where.file,
            card=self.where.card or where.card,
            field=self.where.field or where.field,
        )
        return type(self)(self.detail, merged, self.more)


class DataSyntaxError(CatalogError):
    """The file is not valid TOML."""


class MissingFieldError(CatalogError):
    """A field a card needs is absent."""


class WrongTypeError(CatalogError):
    """A field has a value of the wrong kind (text for a number, ...)."""


class BadValueError(CatalogError):
    """A field has the right kind of value but one the rules do not allow."""


class UnknownFieldError(CatalogError):
    """A field the format does not have (usually a typo)."""


class UnknownKeywordError(CatalogError):
    """A keyword that is not in the rulebook's vocabulary for that place on the card."""


class DuplicateIdError(CatalogError):
    """Two cards or two sets share an id."""


class UnknownReferenceError(CatalogError):
    """A field names a card that is not in the catalog."""
