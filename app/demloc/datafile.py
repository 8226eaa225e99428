"""The one reading of a data file (issue 28): the guild's rules, the dice, the city, its
rules, the injury table, the titles, a mission; the player's own copy in his data folder
if he has one, else the app's; read through textio (bounded, checked), validated by a
pydantic model, every problem reported at once in one `DataFileError` naming the file
and each field. The documents the app keeps (a save's plan, a city task, an action)
are validated the same way, their problems worded the same.

One reading for them all (issue 27, RULINGS.md R-161): whatever stands at the name of
a player's own file is that file, so a folder, pipe or device there is refused by name
(textio checks it is a regular file before opening it), never passed over for the
app's; and a value is taken as the file writes it: text is never read as a number,
1.0 never as 1, 1 never as true, a date never as text."""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from demloc import textio
from demloc.errors import BadInputError
from demloc.paths import resources_dir, user_data_dir

if TYPE_CHECKING:  # pydantic is imported once a file is parsed (issue 16: the start)
    from pydantic import BaseModel, ValidationError

Model = TypeVar("Model", bound="BaseModel")

_KINDS = {str: "text", bool: "true or false", int: "a whole number", float: "a decimal number",
          list: "a list", dict: "a table", type(None): "nothing"}  # fmt: skip
# What a field takes, in the file's own words (validated as JSON, pydantic says "a valid
# array" and "an object" of a TOML file's list and table).
_EXPECTED = {"int_type": "a whole number", "float_type": "a number", "string_type": "text",
             "bool_type": "true or false", "list_type": "a list", "tuple_type": "a list",
             "set_type": "a list", "frozen_set_type": "a list", "dict_type": "a table",
             "model_type": "a table"}  # fmt: skip
MAX_PROBLEMS = 20  # named one by one; the rest counted
# As every reader of the app words them (a set file, a map, a guild file).
_WORDS = {"missing": "this field is required",
          "extra_forbidden": "this field is not part of the format (a typo?)"}  # fmt: skip


class DataFileError(BadInputError):
    """A data file (or document) the app refuses: its name, then every problem, each
    naming its field (the first MAX_PROBLEMS of them, then how many more)."""

    def __init__(self, source: str | Path, problems: list[str]) -> None:
        if len(problems) > MAX_PROBLEMS:
            more = len(problems) - MAX_PROBLEMS
            problems = [*problems[:MAX_PROBLEMS], f"and {more} more"]
        self.source, self.problems = source, problems
        super().__init__((f"{source}: " if str(source) else "") + "; ".join(problems))


def own_or_builtin(name: str) -> Path:
    """The player's own `name` if anything stands there (R-161), else the app's."""
    own = user_data_dir() / name
    return own if own.exists() or own.is_symlink() else resources_dir() / name


def _dated(value: object, where: str = "") -> str | None:
    """The field of the first TOML date or time in `value`, if any."""
    stack: list[tuple[object, str]] = [(value, where)]
    while stack:
        item, at = stack.pop()
        if isinstance(item, datetime.date | datetime.time):
            return at or "the file"
        if isinstance(item, dict):
            stack.extend((v, f"{at}.{k}" if at else str(k)) for k, v in item.items())
        elif isinstance(item, list):
            stack.extend((v, f"{at}.{i}" if at else str(i)) for i, v in enumerate(item))
    return None


def problems_of(invalid: ValidationError, whole: str = "the file") -> list[str]:
    """Each of pydantic's errors as "field: what is wrong (what the file holds)"; `whole`
    names the document where a fault has no field. A check of the whole document names
    its fields itself, one a line."""
    problems = []
    for e in invalid.errors(include_url=False):
        message = _WORDS.get(e["type"]) or e["msg"].removeprefix("Value error, ")
        if e["type"].endswith("_type") and type(e["input"]) in _KINDS:
            expected = _EXPECTED.get(e["type"])
            got = _KINDS[type(e["input"])]
            message = f"expected {expected}, got {got}" if expected else f"{message}, got {got}"
        if e["loc"] or e["type"].endswith("_type"):
            problems.append(f"{'.'.join(str(p) for p in e['loc']) or whole}: {message}")
        else:
            problems += message.split("\n")
    return problems


def validate(
    model: type[Model],
    data: Any,
    source: str | Path = "",
    error: type[DataFileError] = DataFileError,
) -> Model:
    """`data` (parsed TOML or JSON) as `model`, strictly: raise `error` naming `source`
    and every field at fault. Validated as JSON, where strict mode still reads an enum's
    value and a list as a tuple, but never converts a value of another type."""
    from pydantic import ValidationError

    dated = _dated(data)
    if dated is not None:
        raise error(source, [f"{dated}: a date or time, where the file takes none"])
    try:
        return model.model_validate_json(json.dumps(data), strict=True)
    except ValidationError as invalid:
        raise error(source, problems_of(invalid)) from None


def loads(
    text: str, source: str | Path, error: type[DataFileError] = DataFileError
) -> dict[str, Any]:
    """The TOML `text`; a fault of its syntax raises `error` naming the line."""
    try:
        return textio.loads_toml(text, str(source))
    except textio.InputError as problem:
        raise error(source, [problem.located]) from None


def parse(
    model: type[Model], text: str, source: str | Path, error: type[DataFileError] = DataFileError
) -> Model:
    return validate(model, loads(text, source, error), source, error)


def read(where: Path, max_bytes: int, error: type[DataFileError] = DataFileError) -> str:
    """The checked text of the data file `where`; `error` names the file and the fault."""
    try:
        return textio.read_text(where, str(where), max_bytes=max_bytes)
    except textio.InputError as problem:
        raise error(where, [problem.located]) from None


def load(
    model: type[Model], where: Path, max_bytes: int, error: type[DataFileError] = DataFileError
) -> Model:
    return parse(model, read(where, max_bytes, error), where, error)
