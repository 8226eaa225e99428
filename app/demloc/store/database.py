"""Opening a database: URL from a path, SQLite pragmas and transactions, schema version
check, migration, and the checks that refuse a damaged file with a clear message.

On SQLite this module, not the sqlite3 driver, says when transactions begin: the driver's
own handling commits DDL on its own, so a first start or an update stopped half way left a
database that never opened again. Every transaction here is `BEGIN IMMEDIATE`: it takes
the write lock at its start, so a read-check-write inside `with sessions.begin() as s:`
cannot lose an update to another process, and a busy database is seen at once, not half
way through a change.

PostgreSQL (READ COMMITTED) has no such lock: every transaction here takes the
database's one DemLoc lock first (`_on_begin_postgresql`), so the two engines run the
same way: one transaction at a time, each reading what the one before committed (issue
27 item 1: two computers settling one city task paid its cost twice).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, Connection, ExceptionContext, make_url
from sqlalchemy.exc import (
    ArgumentError,
    DatabaseError,
    DBAPIError,
    IntegrityError,
    OperationalError,
)
from sqlalchemy.orm import Session, sessionmaker

from demloc import textio
from demloc.errors import BadInputError
from demloc.paths import default_database_path
from demloc.store import integrity

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
# How long a transaction waits for another process's write lock, then once more.
BUSY_TIMEOUT_S = 10.0
# Any fixed number: the key of the one lock every transaction takes on PostgreSQL.
_WRITE_LOCK = 0x44454D4C
# PostgreSQL: a transaction idle this long is one whose DemLoc froze or left the network
# (none waits inside one); the server ends it, and its lock with it.
IDLE_IN_TRANSACTION_S = 60.0
# PostgreSQL's code for a lock not granted within lock_timeout.
_LOCK_NOT_AVAILABLE = "55P03"
# PostgreSQL's code for a transaction ended after IDLE_IN_TRANSACTION_S.
_IDLE_ENDED = "25P03"

log = logging.getLogger(__name__)


class StoreError(BadInputError):
    """A database that cannot be opened or used as it is."""


class DatabaseTooNewError(StoreError):
    """The database was written by a newer DemLoc; opening it could corrupt it."""


class DatabaseUnreadableError(StoreError):
    """The file is not a DemLoc database, or cannot be reached."""


class DatabaseDamagedError(DatabaseUnreadableError):
    """The file's tables or values are not what its schema version says."""


class DatabaseBusyError(StoreError):
    """Another process held the database's write lock for longer than we waited."""


class DatabaseFailedError(StoreError):
    """The database refused or failed a statement: the driver's error, said as the
    store's (`_on_error`), so no caller above the store names SQLAlchemy."""


class ConstraintFailedError(DatabaseFailedError):
    """A row broke one of the schema's constraints (a unique name, a foreign key)."""


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


def _sqlite_file(engine: Engine) -> Path | None:
    database = engine.url.database
    if engine.url.get_backend_name() != "sqlite" or not database or database == ":memory:":
        return None
    return Path(database)


def _where(engine: Engine) -> str:
    return str(_sqlite_file(engine) or engine.url.render_as_string(hide_password=True))


# ---- transactions ------------------------------------------------------------------------


def _text(data: bytes) -> str:
    # A last guard: text that is not UTF-8 shows as U+FFFD, never a traceback. Opening
    # a database refuses such text with its table and row, `demloc db check` in the
    # mission logs too (integrity.bad_values).
    return data.decode("utf-8", errors="replace")


def _on_connect(dbapi_connection: object, _record: object) -> None:
    # No transaction handling by the driver: _on_begin says when one begins.
    dbapi_connection.isolation_level = None  # type: ignore[attr-defined]
    dbapi_connection.text_factory = _text  # type: ignore[attr-defined]
    cursor = dbapi_connection.cursor()  # type: ignore[attr-defined]
    cursor.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


def _is_busy(error: OperationalError) -> bool:
    return getattr(error.orig, "sqlite_errorname", "").startswith("SQLITE_BUSY") or (
        "database is locked" in str(error.orig)
    )


class LockWait(Protocol):
    """How a program waits for another process's write lock instead of blocking in the
    busy timeout (the app's window, issue 27 item 8): short tries, and between them
    `busy`, which keeps the program answering."""

    def busy(self, where: str) -> bool:
        """The lock is held elsewhere: wait a moment; True to try again, False to give up."""

    def over(self) -> None:
        """The lock is taken, or given up."""


# Databases (their URLs) whose transactions wait through a LockWait; each try waits
# this long.
_waits: dict[str, LockWait] = {}
LOCK_TRY_S = 0.05


def wait_for_the_lock_with(database: str | sessionmaker[Session] | None, wait: LockWait) -> None:
    """Every transaction on `database` (a `--db` path or URL, before it is opened, or
    its sessions) in this process that finds the write lock held tries again after
    `wait.busy` (SQLite; a few ms blocked per try), and raises WaitCancelledError when it
    says to give up: nothing was written then."""
    if isinstance(database, sessionmaker):
        _waits[_key(database.kw["bind"])] = wait
    else:
        _waits[database_url(database)] = wait


def _key(engine: Engine) -> str:
    return engine.url.render_as_string(hide_password=False)


_unasked = 0  # > 0: inside without_waiting()


@contextlib.contextmanager
def without_waiting() -> Iterator[None]:
    """Transactions begun here that find the write lock held raise DatabaseBusyError
    after one short try instead of waiting through the LockWait: a read the player did
    not ask for (a view's timed re-read) never shows the window's band nor holds the
    player's own actions back (review of issue 27 item 8)."""
    global _unasked
    _unasked += 1
    try:
        yield
    finally:
        _unasked -= 1


def _unasked_busy(where: str) -> None:
    if _unasked:
        raise DatabaseBusyError(
            f"the database {where} is busy: another DemLoc is writing to it; read again soon"
        )


class WaitCancelledError(DatabaseBusyError):
    """The player stopped waiting for another process's write lock: nothing written."""


def _on_begin(connection: Connection) -> None:
    wait = _waits.get(_key(connection.engine)) if _waits else None
    if wait is not None:
        _begin_waiting(connection, wait)
        return
    for _attempt in range(2):  # the busy timeout, then once more
        try:
            connection.exec_driver_sql("BEGIN IMMEDIATE")
            return
        except OperationalError as error:
            if not _is_busy(error):
                raise
    raise DatabaseBusyError(
        f"the database {_where(connection.engine)} is busy: another DemLoc is writing to "
        "it; try again"
    )


def _on_begin_postgresql(connection: Connection) -> None:
    """PostgreSQL: the transaction waits for the database's write lock (an advisory lock
    held until its commit or rollback), as SQLite's BEGIN IMMEDIATE waits for the file's,
    before it reads anything. What a service reads to decide is then what the last
    writer committed, and nobody writes until it ends: every city, guild and mission
    write holds without a lock of its own. The wait is as long as SQLite's (twice its
    busy timeout), then DatabaseBusyError; the timeout holds for the rest of the
    transaction, so nothing in it waits forever. A holder that froze or left the network
    keeps the lock IDLE_IN_TRANSACTION_S at most, not until TCP gives up on it. A
    program that waits through a LockWait (the app's window, issue 27 item 8) tries the
    lock, and between tries keeps answering, as on SQLite."""
    wait = _waits.get(_key(connection.engine)) if _waits else None
    if wait is not None:
        _lock_waiting(connection, wait)
        return
    try:
        connection.exec_driver_sql(f"SET LOCAL lock_timeout = {int(2 * BUSY_TIMEOUT_S * 1000)}")
        connection.exec_driver_sql(
            f"SET LOCAL idle_in_transaction_session_timeout = {int(IDLE_IN_TRANSACTION_S * 1000)}"
        )
        connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_WRITE_LOCK})")
    except OperationalError as error:
        if getattr(error.orig, "sqlstate", None) != _LOCK_NOT_AVAILABLE:
            raise
        raise DatabaseBusyError(
            f"the database {_where(connection.engine)} is busy: another DemLoc is writing "
            "to it; try again"
        ) from None


def _lock_waiting(connection: Connection, wait: LockWait) -> None:
    """PostgreSQL's write lock through a LockWait: tried (`pg_try_advisory_xact_lock`
    never blocks), and `wait.busy` between tries; the transaction holds nothing until it
    has the lock."""
    where = _where(connection.engine)
    waited = False
    try:
        while not connection.exec_driver_sql(
            f"SELECT pg_try_advisory_xact_lock({_WRITE_LOCK})"
        ).scalar():
            _unasked_busy(where)
            going_on = wait.busy(where)  # may raise (another wait is on): none to end
            waited = True
            if not going_on:
                raise _cancelled(where)
        connection.exec_driver_sql(f"SET LOCAL lock_timeout = {int(2 * BUSY_TIMEOUT_S * 1000)}")
        connection.exec_driver_sql(
            f"SET LOCAL idle_in_transaction_session_timeout = {int(IDLE_IN_TRANSACTION_S * 1000)}"
        )
    finally:
        if waited:
            wait.over()


def _cancelled(where: str) -> WaitCancelledError:
    return WaitCancelledError(
        f"you stopped waiting for another DemLoc's write to the database {where}; "
        "nothing was changed"
    )


def _begin_waiting(connection: Connection, wait: LockWait) -> None:
    raw = connection.connection.driver_connection
    raw.execute(f"PRAGMA busy_timeout = {int(LOCK_TRY_S * 1000)}")  # type: ignore[union-attr]
    where = _where(connection.engine)
    waited = False
    try:
        while True:
            try:
                connection.exec_driver_sql("BEGIN IMMEDIATE")
                return
            except OperationalError as error:
                if not _is_busy(error):
                    raise
            _unasked_busy(where)
            going_on = wait.busy(where)  # may raise (another wait is on): none to end
            waited = True
            if not going_on:
                raise _cancelled(where)
    finally:
        raw.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")  # type: ignore[union-attr]
        if waited:
            wait.over()


def _on_error(context: ExceptionContext) -> None:
    """Every driver error becomes a StoreError: PostgreSQL ending a transaction left idle
    (`_on_begin_postgresql`; the connection, which the server closed, is dropped), any
    other refusal or failure as a DatabaseFailedError. A busy write lock stays the
    driver's: the begin hooks above wait for it and say DatabaseBusyError."""
    original = context.original_exception
    engine = context.engine
    where = _where(engine) if engine else "server"
    if getattr(original, "sqlstate", None) == _IDLE_ENDED:
        raise StoreError(
            f"the database {where} ended this action: this "
            f"computer said nothing to it for more than {IDLE_IN_TRANSACTION_S:g} s in the "
            "middle of it (asleep, or off the network?); nothing of it was written; try again"
        )
    error = context.sqlalchemy_exception
    if not isinstance(error, DBAPIError) or (
        isinstance(error, OperationalError)
        and (_is_busy(error) or getattr(original, "sqlstate", None) == _LOCK_NOT_AVAILABLE)
    ):
        return
    kind = ConstraintFailedError if isinstance(error, IntegrityError) else DatabaseFailedError
    raise kind(f"the database {where} refused this action ({original}); nothing of it was written")


def take_control_of_transactions(engine: Engine) -> None:
    """SQLite: every transaction is one BEGIN IMMEDIATE ... COMMIT, DDL included
    (the SQLAlchemy recipe for pysqlite, "Serializable isolation / Savepoints / DDL")."""
    event.listen(engine, "connect", _on_connect)
    event.listen(engine, "begin", _on_begin)


# ---- migrations --------------------------------------------------------------------------


def alembic_config(connection: Connection) -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


_alembic_config = alembic_config  # the name older tests use


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
    from a newer one, or one whose tables or values (but the mission logs') are not what
    its version says.

    Before upgrading an existing SQLite database, a copy is kept beside it. The version
    is read under the write lock, so processes starting at once create the schema once.
    """
    sqlite = _sqlite_file(engine) is not None
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
    where, sqlite_file = _where(engine), _sqlite_file(engine)
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
        # Every value but the mission logs' (a cheap scan: issue 28); `demloc db check`
        # scans the logs too. A value written outside DemLoc is named, never a traceback.
        problems = integrity.bad_values(connection, found, skip=integrity.LOG_TABLES)
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


# ---- opening -----------------------------------------------------------------------------


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
    sqlite_file = _sqlite_file(engine)
    if sqlite_file is not None:
        try:
            sqlite_file.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabaseUnreadableError(f"cannot create {sqlite_file.parent}: {error}") from None
        take_control_of_transactions(engine)
    elif engine.dialect.name == "postgresql":
        event.listen(engine, "begin", _on_begin_postgresql)
    try:
        migrate(engine)
    except OperationalError as error:
        engine.dispose()
        if _sqlite_file(engine) is not None and _is_busy(error):
            raise DatabaseBusyError(
                f"the database {_where(engine)} is busy: another DemLoc is writing to it; try again"
            ) from None
        raise DatabaseUnreadableError(
            f"{_where(engine)} cannot be opened as a DemLoc database: {error.orig}"
        ) from None
    except (DatabaseError, *_alembic_errors()) as error:  # type: ignore[misc]
        engine.dispose()
        raise DatabaseUnreadableError(
            f"{_where(engine)} cannot be opened as a DemLoc database: "
            f"{getattr(error, 'orig', error)}"
        ) from None
    except UnicodeDecodeError:
        # SQLite's message quotes the schema's text, and Python cannot decode it when a
        # byte there is not UTF-8: a damaged file, said as one (issue 27).
        engine.dispose()
        raise DatabaseDamagedError(
            f"{_where(engine)} cannot be opened as a DemLoc database: its schema "
            "(sqlite_master) holds text that is not UTF-8; the file is damaged or was "
            "changed outside DemLoc. Restore a copy of it; the database was not changed."
        ) from None
    except StoreError:
        engine.dispose()
        raise
    # After the migration, whose driver errors are said above as the file's.
    event.listen(engine, "handle_error", _on_error)
    return sessionmaker(engine)


if __name__ == "__main__":
    write_head_schema()
