"""A provisional data file (the city, its rules, the injury table, the titles): the
player's own copy in his data folder if he has one, else the app's; read bounded and
validated, every problem named with the file and the field.

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


class DataFileError(ValueError):
    """A document the model refuses: every problem, each naming its field."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems))


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


def problems_of(invalid: ValidationError) -> list[str]:
    """Each of pydantic's errors as "field: what is wrong (what the file holds)". A check
    of the whole document names its fields itself, one a line."""
    problems = []
    for e in invalid.errors(include_url=False):
        message = e["msg"].removeprefix("Value error, ")
        if e["type"].endswith("_type") and type(e["input"]) in _KINDS:
            expected = _EXPECTED.get(e["type"])
            got = _KINDS[type(e["input"])]
            message = f"expected {expected}, got {got}" if expected else f"{message}, got {got}"
        if e["loc"] or e["type"].endswith("_type"):
            problems.append(f"{'.'.join(str(p) for p in e['loc']) or 'the file'}: {message}")
        else:
            problems += message.split("\n")
    return problems


def validate(model: type[Model], data: Any) -> Model:
    """`data` (parsed TOML or JSON) as `model`, strictly: raise DataFileError naming
    every field at fault. Validated as JSON, where strict mode still reads an enum's
    value and a list as a tuple, but never converts a value of another type."""
    from pydantic import ValidationError

    dated = _dated(data)
    if dated is not None:
        raise DataFileError([f"{dated}: a date or time, where the file takes none"])
    try:
        return model.model_validate_json(json.dumps(data), strict=True)
    except ValidationError as invalid:
        raise DataFileError(problems_of(invalid)) from None


def parse(model: type[Model], text: str, source: str, error: type[ValueError]) -> Model:
    try:
        data = textio.loads_toml(text, source)
    except textio.InputError as problem:
        where = f"{problem.where}: " if problem.where else ""
        raise error(f"{source}: {where}{problem.detail}") from None
    try:
        return validate(model, data)
    except DataFileError as invalid:
        raise error(f"{source}: " + "; ".join(invalid.problems)) from None


def read(where: Path, max_bytes: int, error: type[ValueError]) -> str:
    """The checked text of the data file `where`; `error` names the file and the fault."""
    try:
        return textio.read_text(where, str(where), max_bytes=max_bytes)
    except textio.InputError as problem:
        raise error(f"{where}: {problem.detail}") from None


def load(model: type[Model], where: Path, max_bytes: int, error: type[ValueError]) -> Model:
    return parse(model, read(where, max_bytes, error), str(where), error)
