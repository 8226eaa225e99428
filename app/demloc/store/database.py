"""Opening a database: URL from a path, SQLite pragmas, schema version check, migration."""

from __future__ import annotations

import shutil
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util.exc import CommandError
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import ArgumentError, DatabaseError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from demloc.paths import default_database_path

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


class StoreError(ValueError):
    """A database that cannot be opened or used as it is."""


class DatabaseTooNewError(StoreError):
    """The database was written by a newer DemLoc; opening it could corrupt it."""


class DatabaseUnreadableError(StoreError):
    """The file is not a DemLoc database, or cannot be reached."""


def database_url(path_or_url: str | None) -> str:
    """A SQLAlchemy URL from `--db`: a URL as it is, a path as an SQLite file."""
    if path_or_url is None:
        path = default_database_path()
    elif "://" in path_or_url:
        try:
            make_url(path_or_url)
        except (ArgumentError, ValueError) as error:
            raise DatabaseUnreadableError(
                f"'{path_or_url}' is not a database URL: {error}"
            ) from None
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


def _sqlite_file(engine: Engine) -> Path | None:
    database = engine.url.database
    if engine.url.get_backend_name() != "sqlite" or not database or database == ":memory:":
        return None
    return Path(database)


def _on_connect(dbapi_connection: object, _record: object) -> None:
    cursor = dbapi_connection.cursor()  # type: ignore[attr-defined]
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


def _alembic_config(connection: Connection) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def migrate(engine: Engine) -> None:
    """Bring the schema to this version of DemLoc; refuse a database from a newer one.

    Before upgrading an existing SQLite database, a copy is kept beside it.
    """
    with engine.begin() as connection:
        config = _alembic_config(connection)
        script = ScriptDirectory.from_config(config)
        current = MigrationContext.configure(connection).get_current_revision()
        head = script.get_current_head()
        if current is not None:
            try:
                script.get_revision(current)
            except CommandError:
                raise DatabaseTooNewError(
                    f"{engine.url.render_as_string(hide_password=True)} has schema version "
                    f"'{current}', written by a newer DemLoc Companion; this one knows up to "
                    f"'{head}'. Update the app to open it; the database was not changed."
                ) from None
        if current == head:
            return
        sqlite_file = _sqlite_file(engine)
        if current is not None and sqlite_file is not None:
            backup = sqlite_file.with_name(f"{sqlite_file.name}.before-{head}.bak")
            connection.exec_driver_sql("PRAGMA wal_checkpoint(FULL)")
            try:
                shutil.copy2(sqlite_file, backup)
            except OSError as error:
                raise DatabaseUnreadableError(
                    f"{sqlite_file}: the copy kept before updating it cannot be written "
                    f"({error}); the database was not changed"
                ) from None
        command.upgrade(config, "head")


def open_database(path_or_url: str | None) -> sessionmaker[Session]:
    """Open (creating if needed) and migrate the database; return its session factory."""
    url = database_url(path_or_url)
    try:
        engine = create_engine(url)
    except (ArgumentError, ImportError) as error:
        # ImportError: a URL for a database whose driver is not installed.
        raise DatabaseUnreadableError(f"cannot use {shown(url)}: {error}") from None
    sqlite_file = _sqlite_file(engine)
    if sqlite_file is not None:
        try:
            sqlite_file.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabaseUnreadableError(f"cannot create {sqlite_file.parent}: {error}") from None
        event.listen(engine, "connect", _on_connect)
    try:
        migrate(engine)
    except (DatabaseError, OperationalError) as error:
        engine.dispose()
        where = sqlite_file or engine.url.render_as_string(hide_password=True)
        raise DatabaseUnreadableError(
            f"{where} cannot be opened as a DemLoc database: {error.orig}"
        ) from None
    except StoreError:
        engine.dispose()
        raise
    return sessionmaker(engine)
