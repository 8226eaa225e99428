"""Typed reading of one TOML table, with errors that name the file, card and field."""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import re
from collections.abc import Iterator, Mapping
from typing import TypeVar

from demloc.catalog.bounds import (
    MAX_ABILITY_BONUS,
    MAX_ABILITY_DICE,
    MAX_KEYWORD_VALUE,
    MAX_ON_CARD,
    MAX_TEXT,
)
from demloc.catalog.cards import AbilityScore
from demloc.catalog.errors import (
    BadValueError,
    CatalogError,
    MissingFieldError,
    UnknownFieldError,
    Where,
    WrongTypeError,
)
from demloc.catalog.keywords import Keyword, KeywordPlace, parse_keyword

E = TypeVar("E", bound=enum.Enum)
T = TypeVar("T")

ID_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

_TYPE_NAMES = {
    bool: "true or false",
    int: "a whole number",
    str: "text in quotes",
    list: "a list [...]",
    dict: "a table {...}",
}


def _describe(value: object) -> str:
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return repr(value)


class Fields:
    """The fields of one table; every read is checked and recorded.

    `finish()` then reports any field nobody read: a misspelt field is an error, not
    a silently ignored value.
    """

    def __init__(self, data: Mapping[str, object], where: Where, prefix: str = "") -> None:
        self._data = data
        self._where = where
        self._prefix = prefix
        self._read: set[str] = set()

    def _at(self, name: str) -> Where:
        return dataclasses.replace(self._where, field=self._prefix + name)

    def where(self, name: str) -> Where:
        """The location of field `name` of this table, for an error message."""
        return self._at(name)

    def rooted(self, where: Where) -> Fields:
        """The same table read as a card of its own, located at `where`."""
        return Fields(self._data, where)

    def has(self, name: str) -> bool:
        return name in self._data

    def _raw(self, name: str, kind: type[T]) -> T:
        self._read.add(name)
        if name not in self._data:
            raise MissingFieldError("this field is required", self._at(name))
        value = self._data[name]
        # bool is an int to Python, never to a card.
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise WrongTypeError(
                f"expected {_TYPE_NAMES[kind]}, got {_describe(value)}", self._at(name)
            )
        return value

    def _list(self, name: str, most: int = MAX_ON_CARD) -> list[object]:
        """A list of at most `most` entries: a card lists a few of anything (R-163)."""
        values = self._raw(name, list)
        if len(values) > most:
            rule = (
                f"a card lists at most {most} (R-163)" if most == MAX_ON_CARD else f"at most {most}"
            )
            raise BadValueError(f"{len(values)} entries: {rule}", self._at(name))
        return values

    @contextlib.contextmanager
    def located(self, name: str) -> Iterator[None]:
        """Locate any CatalogError raised inside at field `name`."""
        try:
            yield
        except CatalogError as error:
            raise error.at(self._at(name)) from None

    def integer(
        self, name: str, minimum: int = 0, maximum: int | None = None, rule: str = ""
    ) -> int:
        """A whole number in bounds; `rule` names the game's bound in the message."""
        value = self._raw(name, int)
        if value < minimum or (maximum is not None and value > maximum):
            bounds = f"from {minimum} to {maximum}" if maximum is not None else f">= {minimum}"
            detail = f"{rule} is {bounds}" if rule else f"must be {bounds}"
            raise BadValueError(f"{value} is out of range: {detail}", self._at(name))
        return value

    def optional_integer(
        self, name: str, minimum: int = 0, maximum: int | None = None, rule: str = ""
    ) -> int | None:
        return self.integer(name, minimum, maximum, rule) if self.has(name) else None

    def text(self, name: str) -> str:
        value = self._raw(name, str).strip()
        if not value:
            raise BadValueError("must not be empty", self._at(name))
        if len(value) > MAX_TEXT:
            raise BadValueError(f"longer than {MAX_TEXT} characters", self._at(name))
        return value

    def optional_text(self, name: str) -> str:
        return self.text(name) if self.has(name) else ""

    def identifier(self, name: str) -> str:
        value = self.text(name)
        if not ID_PATTERN.match(value):
            raise BadValueError(
                f"'{value}' is not an id: use lower case letters, digits and dashes",
                self._at(name),
            )
        return value

    def boolean(self, name: str) -> bool:
        return self._raw(name, bool)

    def choice(self, name: str, enum_type: type[E]) -> E:
        value = self.text(name)
        with self.located(name):
            return _member(enum_type, value)

    def choices(self, name: str, enum_type: type[E]) -> frozenset[E]:
        if not self.has(name):
            self._read.add(name)
            return frozenset()
        values = self._list(name)
        result = set()
        for index, value in enumerate(values):
            if not isinstance(value, str):
                raise WrongTypeError(
                    f"item {index + 1}: expected text in quotes, got {_describe(value)}",
                    self._at(name),
                )
            with self.located(name):
                result.add(_member(enum_type, value))
        return frozenset(result)

    def one_of(self, name: str, allowed: tuple[str, ...]) -> str:
        value = self.text(name)
        if value not in allowed:
            raise BadValueError(f"'{value}' is not one of: {', '.join(allowed)}", self._at(name))
        return value

    def ability_score(self, name: str) -> AbilityScore:
        self._read.add(name)
        if isinstance(self._data.get(name), int) and not isinstance(self._data[name], bool):
            score = AbilityScore(self.integer(name))
        else:
            value = self.text(name)
            with self.located(name):
                score = AbilityScore.parse(value)
        if score.dice > MAX_ABILITY_DICE or score.bonus > MAX_ABILITY_BONUS:
            raise BadValueError(
                f"{score} is out of range: an ability is at most {MAX_ABILITY_DICE} fighting "
                f"dice (5.1.1; the box holds 12) plus {MAX_ABILITY_BONUS}",
                self._at(name),
            )
        return score

    def keywords(self, name: str, place: KeywordPlace) -> tuple[Keyword, ...]:
        if not self.has(name):
            self._read.add(name)
            return ()
        values = self._list(name)
        result = []
        for index, value in enumerate(values):
            if not isinstance(value, str):
                raise WrongTypeError(
                    f"item {index + 1}: expected a keyword in quotes, got {_describe(value)}",
                    self._at(name),
                )
            with self.located(name):
                keyword = parse_keyword(value, place)
            if keyword.value is not None and keyword.value > MAX_KEYWORD_VALUE:
                raise BadValueError(
                    f"item {index + 1}: {keyword.name} {keyword.value} is out of range: "
                    f"the x of a keyword (8) is at most {MAX_KEYWORD_VALUE}",
                    self._at(name),
                )
            result.append(keyword)
        return tuple(result)

    def table(self, name: str) -> Fields:
        return Fields(self._raw(name, dict), self._where, f"{self._prefix}{name}.")

    def optional_table(self, name: str) -> Fields | None:
        return self.table(name) if self.has(name) else None

    def tables(self, name: str, required: bool = True, most: int = MAX_ON_CARD) -> list[Fields]:
        if not required and not self.has(name):
            self._read.add(name)
            return []
        items = self._list(name, most)
        result = []
        for index, item in enumerate(items):
            if not isinstance(item, dict):
                raise WrongTypeError(
                    f"item {index + 1}: expected a table {{...}}, got {_describe(item)}",
                    self._at(name),
                )
            result.append(Fields(item, self._where, f"{self._prefix}{name}[{index + 1}]."))
        return result

    def finish(self) -> None:
        unknown = sorted(set(self._data) - self._read)
        if unknown:
            raise UnknownFieldError(
                "this field is not part of the format (a typo?)", self._at(unknown[0])
            )


def _member(enum_type: type[E], value: str) -> E:
    for member in enum_type:
        if member.value == value:
            return member
    allowed = ", ".join(str(m.value) for m in enum_type)
    raise BadValueError(f"'{value}' is not one of: {allowed}")
