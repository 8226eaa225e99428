"""Opening a database: its engine made from `--db`, its transactions taken in hand
(transactions.py), its schema brought to this version (migrate.py), and any failure
said as the store's error, naming the file.
"""

from __future__ import annotations

import sys

from sqlalchemy import create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, DatabaseError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from demloc.store.errors import (
    DatabaseBusyError,
    DatabaseDamagedError,
    DatabaseUnreadableError,
    StoreError,
)
from demloc.store.migrate import migrate
from demloc.store.transactions import (
    is_busy,
    on_begin_postgresql,
    on_error,
    take_control_of_transactions,
)
from demloc.store.url import database_url, shown, sqlite_path, where_is


def _alembic_errors() -> tuple[type[Exception], ...]:
    """Alembic's CommandError once Alembic is imported (it cannot be raised before);
    read when an error reaches the `except` that names it."""
    module = sys.modules.get("alembic.util.exc")
    return (module.CommandError,) if module is not None else ()


def open_database(path_or_url: str | None) -> sessionmaker[Session]:
    """Open (creating if needed) and migrate the database; return its session factory.

    Every `with sessions.begin() as s:` is one transaction that holds the write lock
    from its start (SQLite's, or the PostgreSQL database's advisory lock); it raises
    DatabaseBusyError when another process keeps the lock for longer than the busy
    timeout, twice.
    """
    url = database_url(path_or_url)
    try:
        # PostgreSQL: READ COMMITTED whatever the database's default, so each statement
        # sees what the holder before committed; a stricter default took the snapshot
        # before the lock's wait (a SerializationFailure, issue 27 item 1 review).
        postgresql = make_url(url).get_backend_name() == "postgresql"
        engine = create_engine(url, **({"isolation_level": "READ COMMITTED"} if postgresql else {}))
    except (ArgumentError, ImportError) as error:
        # ImportError: a URL for a database whose driver is not installed.
        raise DatabaseUnreadableError(f"cannot use {shown(url)}: {error}") from None
    sqlite_file = sqlite_path(engine)
    if sqlite_file is not None:
        try:
            sqlite_file.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabaseUnreadableError(f"cannot create {sqlite_file.parent}: {error}") from None
        take_control_of_transactions(engine)
    elif engine.dialect.name == "postgresql":
        event.listen(engine, "begin", on_begin_postgresql)
    try:
        migrate(engine)
    except OperationalError as error:
        engine.dispose()
        if sqlite_path(engine) is not None and is_busy(error):
            raise DatabaseBusyError(
                f"the database {where_is(engine)} is busy: another DemLoc is writing to it; "
                "try again"
            ) from None
        raise DatabaseUnreadableError(
            f"{where_is(engine)} cannot be opened as a DemLoc database: {error.orig}"
        ) from None
    except (DatabaseError, *_alembic_errors()) as error:  # type: ignore[misc]
        engine.dispose()
        raise DatabaseUnreadableError(
            f"{where_is(engine)} cannot be opened as a DemLoc database: "
            f"{getattr(error, 'orig', error)}"
        ) from None
    except UnicodeDecodeError:
        # SQLite's message quotes the schema's text, and Python cannot decode it when a
        # byte there is not UTF-8: a damaged file, said as one (issue 27).
        engine.dispose()
        raise DatabaseDamagedError(
            f"{where_is(engine)} cannot be opened as a DemLoc database: its schema "
            "(sqlite_master) holds text that is not UTF-8; the file is damaged or was "
            "changed outside DemLoc. Restore a copy of it; the database was not changed."
        ) from None
    except StoreError:
        engine.dispose()
        raise
    # After the migration, whose driver errors are said above as the file's.
    event.listen(engine, "handle_error", on_error)
    return sessionmaker(engine)
