"""A test's SQLite database copied from one made once per test session (per pytest-xdist
worker), not built again for every test: the schema's migrations, the starter content
and the guilds a conftest adds take about a second, a copy a few milliseconds (issue 28).

A copy is the same database as a build, byte for byte, uuids included: use it for the
database a test plays on, never where two databases of one test must differ (another
computer's, whose guilds a guest brings: build that one).
"""

from __future__ import annotations

import atexit
import shutil
import sqlite3
import tempfile
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from sqlalchemy.orm import Session, sessionmaker

from demloc.store.database import open_database

Build = Callable[[Path], sessionmaker[Session]]

_FOLDER: Path | None = None
_MADE: dict[str, Path] = {}


def _template(name: str, build: Build) -> Path:
    global _FOLDER
    if name not in _MADE:
        if _FOLDER is None:
            _FOLDER = Path(tempfile.mkdtemp(prefix="demloc-templates-"))
            atexit.register(shutil.rmtree, _FOLDER, ignore_errors=True)
        path = _FOLDER / f"{name}.sqlite3"
        build(path).kw["bind"].dispose()
        _MADE[name] = path
    return _MADE[name]


def copied(name: str, build: Build, path: Path) -> sessionmaker[Session]:
    """The database `build` makes, as a copy at `path` of the one it made (at its first
    call under `name` in this process); opened as the app opens it."""
    template = _template(name, build)
    # SQLite's backup reads through the write-ahead log: a whole, consistent copy.
    with closing(sqlite3.connect(template)) as source, closing(sqlite3.connect(path)) as copy:
        source.backup(copy)
    return open_database(str(path))
