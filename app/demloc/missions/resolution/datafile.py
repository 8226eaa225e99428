"""A provisional data file of the resolution (the injury table, the titles): the
player's own copy in his data folder if he has one, else the app's; read bounded and
validated, every problem named with the file and the field."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from demloc import textio
from demloc.paths import resources_dir, user_data_dir

if TYPE_CHECKING:  # pydantic is imported once a file is parsed (issue 16: the start)
    from pydantic import BaseModel

Model = TypeVar("Model", bound="BaseModel")


def own_or_builtin(name: str) -> Path:
    own = user_data_dir() / name
    return own if own.is_file() else resources_dir() / name


def parse(model: type[Model], text: str, source: str, error: type[ValueError]) -> Model:
    from pydantic import ValidationError

    try:
        data = textio.loads_toml(text, source)
    except textio.InputError as problem:
        where = f"{problem.where}: " if problem.where else ""
        raise error(f"{source}: {where}{problem.detail}") from None
    try:
        return model.model_validate(data)
    except ValidationError as invalid:
        problems = []
        for e in invalid.errors(include_url=False):
            loc = ".".join(str(p) for p in e["loc"]) or "the file"
            problems.append(f"{loc}: {e['msg'].removeprefix('Value error, ')}")
        raise error(f"{source}: " + "; ".join(problems)) from None


def load(model: type[Model], where: Path, max_bytes: int, error: type[ValueError]) -> Model:
    try:
        text = textio.read_text(where, str(where), max_bytes=max_bytes)
    except textio.InputError as problem:
        raise error(f"{where}: {problem.detail}") from None
    return parse(model, text, str(where), error)
