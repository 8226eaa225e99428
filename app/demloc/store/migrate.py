"""The migrations runner: a database brought to this version's schema in one transaction
(a copy kept before, a half-done update put back, a damaged one refused), what the
migrations make (`expected_schema`, read by integrity.py), and `head_schema.json`
written from them (`python -m demloc.store.migrate`)."""

from __future__ import annotations

import contextlib
import json
import logging
import os
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Engine, create_engine
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DatabaseError

from demloc import textio
from demloc.store import integrity
from demloc.store.errors import (
    DatabaseDamagedError,
    DatabaseTooNewError,
    DatabaseUnreadableError,
)
from demloc.store.transactions import take_control_of_transactions
from demloc.store.url import sqlite_path, where_is

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).resolve().parent / "migrations"

log = logging.getLogger(__name__)


def alembic_config(connection: Connection) -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


# What the migrations make: here, where they are run, as the app's transactions run
# (take_control_of_transactions); integrity.py compares a database with it (issue 28:
# no import cycle between the two).
@cache
def expected_schema(revision: str) -> integrity.Schema:
    """What the migrations up to `revision` make: the head's from `head_schema.json`,
    an older one's by running them on an in-memory database."""
    newest, schema = integrity.head()
    if revision == newest:
        return schema
    return migrated(revision)[0]


def migrated(revision: str) -> tuple[integrity.Schema, list[str]]:
    """The tables, and the SQLite statements, the migrations up to `revision` make, run
    on an in-memory database."""
    from alembic import command

    engine = create_engine("sqlite://")
    take_control_of_transactions(engine)
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), revision)
            return integrity.sqlite_schema(connection), integrity.sqlite_ddl(connection)
    finally:
        engine.dispose()


def write_head_schema() -> None:
    """Writes `head_schema.json` from the migrations (after adding one): the tables and
    columns, and the SQLite statements that make them."""
    from alembic.script import ScriptDirectory

    revision = ScriptDirectory(str(MIGRATIONS)).get_current_head()
    assert revision is not None
    schema, ddl = migrated(revision)
    tables = {t: {c: list(v) for c, v in cols.items()} for t, cols in sorted(schema.items())}
    text = json.dumps(
        {"revision": revision, "schema": tables, "sqlite": ddl}, indent=1, sort_keys=True
    )
    textio.write_atomic(integrity.HEAD_SCHEMA, text + "\n")


def _versions(connection: Connection) -> list[str]:
    if integrity.VERSION_TABLE not in _table_names(connection):
        return []
    return list(connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalars())


def _table_names(connection: Connection) -> set[str]:
    return set(integrity.schema_of(connection))


def migrate(engine: Engine) -> None:
    """Bring the schema to this version of DemLoc in one transaction; refuse a database
    from a newer one, or one whose tables, or values written since the last open (but
    the mission logs', R-203), are not what its version says.

    Before upgrading an existing SQLite database, a copy is kept beside it. The version
    is read under the write lock, so processes starting at once create the schema once.
    """
    sqlite = sqlite_path(engine) is not None
    with engine.connect() as connection:
        raw = connection.connection.driver_connection
        if sqlite:
            # Batch migrations copy tables that others refer to; the keys are checked
            # before the commit instead (the SQLite "12 steps" of ALTER TABLE).
            raw.execute("PRAGMA foreign_keys=OFF")  # type: ignore[union-attr]
        try:
            with connection.begin():
                _migrate_locked(connection, engine)  # under the write lock, on both engines
        finally:
            if sqlite:
                for (name,) in raw.execute("PRAGMA database_list").fetchall()[2:]:  # type: ignore[union-attr]
                    raw.execute(f"DETACH DATABASE {name}")  # type: ignore[union-attr]
                raw.execute("PRAGMA foreign_keys=ON")  # type: ignore[union-attr]


def _migrate_locked(connection: Connection, engine: Engine) -> None:
    """Alembic is imported only to update a database from an older version (or a first
    start on another database than SQLite): a start on a database up to date reads the
    newest schema from `head_schema.json`, and a first start on SQLite runs its
    statements."""
    where, sqlite_file = where_is(engine), sqlite_path(engine)
    head = integrity.head()[0]
    unchanged = "the database was not changed"
    versions = _versions(connection)
    if len(versions) > 1:
        raise DatabaseDamagedError(
            f"{where} cannot be opened as a DemLoc database: its schema version table "
            f"(alembic_version) holds {len(versions)} versions ({', '.join(versions)}), "
            f"not one; it was changed outside DemLoc. Restore a copy of it; {unchanged}."
        )
    current = versions[0] if versions else None
    if current is not None and current != head:
        from alembic.script import ScriptDirectory
        from alembic.util.exc import CommandError

        try:
            ScriptDirectory.from_config(alembic_config(connection)).get_revision(current)
        except CommandError:
            raise DatabaseTooNewError(
                f"{where} has schema version '{current}', written by a newer DemLoc "
                f"Companion; this one knows up to '{head}'. Update the app to open it; "
                f"{unchanged}."
            ) from None
    found = integrity.schema_of(connection)
    restored = False
    if current is None:
        _start_over_an_interrupted_first_start(connection, where, found, head)
    else:
        difference = integrity.compare(found, expected_schema(current))
        if difference and current != head and integrity.upgrade_left_half_done(difference):
            if sqlite_file is None:
                raise _damaged(where, current, difference)
            _restore_backup(connection, sqlite_file, current, difference)
            restored = True
        elif difference.missing:
            raise _damaged(where, current, difference)
    if current != head:
        if current is not None and sqlite_file is not None and not restored:
            _keep_a_copy(sqlite_file, head)
        if current is None and connection.dialect.name == "sqlite":
            _create_head_schema(connection, head)
        else:
            from alembic import command

            command.upgrade(alembic_config(connection), "head")
        if connection.dialect.name == "sqlite":
            broken = connection.exec_driver_sql("PRAGMA foreign_key_check").first()
            if broken is not None:
                raise DatabaseDamagedError(
                    f"{where}: after the update to schema {head}, table {broken[0]} row "
                    f"{broken[1]} refers to a missing {broken[2]}; {unchanged}."
                )
        found = integrity.schema_of(connection)
    difference = integrity.compare(found, expected_schema(head))
    if difference.missing:
        raise _damaged(where, head, difference)
    if connection.dialect.name == "sqlite":
        # The small tables whole, the others' rows written since the last open (above
        # their marks; all of them after an update), never the mission logs;
        # `demloc db check` scans every row. A value written outside DemLoc is named,
        # never a traceback.
        checked = integrity.marks(connection) if current == head else {}
        problems = integrity.bad_new_values(connection, found, checked)
        if problems:
            raise DatabaseDamagedError(
                f"{where} cannot be opened as a DemLoc database: it holds values DemLoc "
                f"did not write: {'; '.join(problems)}. It was changed outside DemLoc; "
                f"restore a copy of it; {unchanged}."
            )


def _create_head_schema(connection: Connection, head: str) -> None:
    """A first start on SQLite: the statements the migrations would leave, from
    `head_schema.json`, and the version they would write; in the migration's transaction
    (a test holds them equal to the migrations' database, statement for statement). A
    version table left empty by a first start that stopped is made again."""
    connection.exec_driver_sql(f"DROP TABLE IF EXISTS {integrity.VERSION_TABLE}")
    for statement in integrity.head_sqlite_ddl():
        connection.exec_driver_sql(statement)
    connection.exec_driver_sql(
        f"INSERT INTO {integrity.VERSION_TABLE} (version_num) VALUES (?)", (head,)
    )


def _damaged(where: str, version: str, difference: integrity.Difference) -> DatabaseDamagedError:
    return DatabaseDamagedError(
        f"{where} cannot be opened as a DemLoc database: {', '.join(difference.missing)} "
        f"{'is' if len(difference.missing) == 1 else 'are'} missing (schema version "
        f"{version}); it was changed outside DemLoc. Restore a copy of it; the database "
        "was not changed."
    )


def _start_over_an_interrupted_first_start(
    connection: Connection, where: str, found: integrity.Schema, head: str
) -> None:
    """Tables but no version: an older DemLoc stopped during its first start (its DDL
    committed on its own). If they are DemLoc's and empty, make them again."""
    tables = [t for t in found if t != integrity.VERSION_TABLE]
    if not tables:
        return
    ours = set(expected_schema(head))
    foreign = [
        t for t in tables if t not in ours and not t.startswith(integrity.BATCH_TABLE_PREFIX)
    ]
    filled = [
        t for t in tables
        if connection.exec_driver_sql(f"SELECT 1 FROM {integrity._quoted(t)} LIMIT 1").first()
    ]  # fmt: skip
    if foreign or filled:
        raise DatabaseUnreadableError(
            f"{where} cannot be opened as a DemLoc database: it holds tables "
            f"({', '.join(sorted(foreign or filled))}) but no DemLoc schema version; "
            "the database was not changed."
        )
    for table in [*tables, integrity.VERSION_TABLE] if integrity.VERSION_TABLE in found else tables:
        connection.exec_driver_sql(f"DROP TABLE {integrity._quoted(table)}")
    log.warning("%s: a first start stopped half way is made again", where)


def _keep_a_copy(sqlite_file: Path, head: str) -> None:
    """`FILE.before-HEAD.bak`: the database as it is now, whole. Written beside it and then
    renamed over any older copy, so a copy half written is never taken for the copy."""
    backup = sqlite_file.with_name(f"{sqlite_file.name}.before-{head}.bak")
    partial = backup.with_name(backup.name + ".partial")
    import sqlite3

    try:
        partial.unlink(missing_ok=True)
        # Another connection sees what is committed; we hold the write lock, so it is
        # the state the update starts from.
        reader = sqlite3.connect(sqlite_file, isolation_level=None)
        try:
            reader.execute("VACUUM INTO ?", (str(partial),))
        finally:
            reader.close()
        with partial.open("rb+") as copy:
            os.fsync(copy.fileno())
        partial.replace(backup)
        with contextlib.suppress(OSError):  # not every platform syncs a folder
            folder = os.open(sqlite_file.parent, os.O_RDONLY)
            try:
                os.fsync(folder)
            finally:
                os.close(folder)
    except (OSError, sqlite3.Error) as error:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
        raise DatabaseUnreadableError(
            f"{sqlite_file}: the copy kept before updating it cannot be written "
            f"({error}); the database was not changed"
        ) from None


def _restore_backup(
    connection: Connection, sqlite_file: Path, version: str, difference: integrity.Difference
) -> None:
    """An older DemLoc stopped while updating this file (its DDL committed on its own):
    put back, in this transaction, the newest copy kept before that update that is
    whole at the file's version."""
    expected = expected_schema(version)
    tried = []
    for number, backup in enumerate(integrity.backups_of(sqlite_file)[:8]):
        alias = f"demloc_backup_{number}"
        tried.append(backup.name)
        try:
            connection.exec_driver_sql(f"ATTACH DATABASE ? AS {alias}", (str(backup),))
            if connection.exec_driver_sql(f"PRAGMA {alias}.quick_check").scalar() != "ok":
                continue
            schema = integrity.sqlite_schema(connection, alias)
            if integrity.VERSION_TABLE not in schema:
                continue
            versions = list(
                connection.exec_driver_sql(f"SELECT version_num FROM {alias}.alembic_version")
                .scalars()
            )  # fmt: skip
        except DatabaseError:
            continue
        if versions != [version] or integrity.compare(schema, expected):
            continue
        _copy_database(connection, alias)
        log.warning(
            "%s was left half updated from schema %s by an older DemLoc (%s); "
            "restored from %s",
            sqlite_file, version, ", ".join(difference.extra), backup,
        )  # fmt: skip
        return
    copies = f"none of its copies ({', '.join(tried)}) is whole" if tried else "no copy of it"
    raise DatabaseDamagedError(
        f"{sqlite_file} cannot be opened as a DemLoc database: an older DemLoc stopped "
        f"while updating it from schema {version} and left it half updated "
        f"({', '.join(difference.extra)}), and {copies} was found "
        f"beside it ({sqlite_file.name}.before-*.bak); the database was not changed."
    )


def _copy_database(connection: Connection, alias: str) -> None:
    """Replace every table of `main` with those of the attached database `alias`."""
    q = integrity._quoted
    for kind, name in connection.exec_driver_sql(
        "SELECT type, name FROM main.sqlite_master "
        "WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
    ).all():
        connection.exec_driver_sql(f"DROP {kind.upper()} IF EXISTS main.{q(name)}")
    made = connection.exec_driver_sql(
        f"SELECT type, name, sql FROM {alias}.sqlite_master "
        "WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
        "ORDER BY type != 'table'"
    ).all()
    for kind, name, sql in made:
        connection.exec_driver_sql(sql)
        if kind == "table":
            connection.exec_driver_sql(
                f"INSERT INTO main.{q(name)} SELECT * FROM {alias}.{q(name)}"
            )


if __name__ == "__main__":
    write_head_schema()
