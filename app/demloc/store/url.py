"""A database's URL: from `--db` (a path or a URL), fit to show, and its SQLite file."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from demloc.paths import default_database_path
from demloc.store.errors import DatabaseUnreadableError


def database_url(path_or_url: str | None) -> str:
    """A SQLAlchemy URL from `--db`: a URL as it is, a path as an SQLite file."""
    if path_or_url is None:
        path = default_database_path()
    elif "://" in path_or_url:
        try:
            url = make_url(path_or_url)
        except (ArgumentError, ValueError) as error:
            raise DatabaseUnreadableError(
                f"'{path_or_url}' is not a database URL: {error}"
            ) from None
        if url.get_backend_name() == "sqlite" and url.query:
            # The driver drops what it does not take (`?mode=ro` wrote the file): refused
            # by name before anything is made (issue 27, RULINGS.md R-164).
            options = ", ".join(sorted(url.query))
            read_only = url.query.get("mode") == "ro" or "immutable" in url.query
            raise DatabaseUnreadableError(
                f"{shown(path_or_url)}: a SQLite database takes no options here ({options})"
                + (": DemLoc writes as it opens a database (its version, the starter "
                   "content), so it cannot open a database read-only; open a copy of the "
                   "file instead" if read_only else "; give the file's path")
                + " (R-164)"
            )  # fmt: skip
        return path_or_url
    else:
        path = Path(path_or_url).expanduser()
    # Built, not pasted: a file name with '?' or '%' stays that file name.
    return URL.create("sqlite", database=str(path.resolve())).render_as_string()


def shown(url: str) -> str:
    """A database URL fit to show or log: any password hidden."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):
        return url


def sqlite_path(engine: Engine) -> Path | None:
    database = engine.url.database
    if engine.url.get_backend_name() != "sqlite" or not database or database == ":memory:":
        return None
    return Path(database)


def where_is(engine: Engine) -> str:
    return str(sqlite_path(engine) or engine.url.render_as_string(hide_password=True))
