"""Every error the app raises for bad input derives one base, `BadInputError` (issue 28,
section 1): the UI and the CLI catch it to show the message (STYLE.md 3), never a tuple
of the 17 roots there were. A ValueError of the app's own that is not one would be a
fault the UI does not show."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import demloc
from demloc.datafile import DataFileError
from demloc.errors import BadInputError


def _app_errors() -> dict[str, type[BaseException]]:
    found: dict[str, type[BaseException]] = {}
    for info in pkgutil.walk_packages(demloc.__path__, "demloc."):
        if info.name.endswith("__main__") or ".migrations" in info.name:
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if (
                inspect.isclass(value)
                and issubclass(value, ValueError)
                and value.__module__ == info.name
            ):
                found[f"{info.name}.{name}"] = value
    return found


def test_every_value_error_of_the_app_is_bad_input() -> None:
    errors = _app_errors()
    assert len(errors) > 40  # the walk found them (48 classes when issue 28 was filed)
    strays = sorted(name for name, error in errors.items() if not issubclass(error, BadInputError))
    assert strays == []


def test_each_data_files_error_is_a_data_file_error() -> None:
    # One DataFileError names the file and every field at fault (issue 28).
    errors = _app_errors()
    data_files = [n for n in errors if n.endswith(("FileError", ".GuildRulesError"))]
    data_files += [n for n in errors if n.startswith("demloc.catalog.errors.")]
    data_files.append("demloc.board.errors.TileFormatError")  # a tile file, by line
    assert {"demloc.guild.rules.GuildRulesError", "demloc.rules.dice.DiceFileError"} <= set(
        data_files
    )
    strays = sorted(n for n in data_files if not issubclass(errors[n], DataFileError))
    assert strays == []
