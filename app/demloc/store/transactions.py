"""How a transaction runs: SQLite's pragmas and BEGIN IMMEDIATE, PostgreSQL's one lock,
waiting for another process's lock, and the driver's errors said as the store's.

On SQLite this module, not the sqlite3 driver, says when transactions begin: the driver's
own handling commits DDL on its own, so a first start or an update stopped half way left a
database that never opened again. Every transaction here is `BEGIN IMMEDIATE`: it takes
the write lock at its start, so a read-check-write inside `with sessions.begin() as s:`
cannot lose an update to another process, and a busy database is seen at once, not half
way through a change.

PostgreSQL (READ COMMITTED) has no such lock: every transaction here takes the
database's one DemLoc lock first (`on_begin_postgresql`), so the two engines run the
same way: one transaction at a time, each reading what the one before committed (issue
27 item 1: two computers settling one city task paid its cost twice).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Protocol

from sqlalchemy import Engine, event
from sqlalchemy.engine import Connection, ExceptionContext
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from demloc.store.errors import (
    ConstraintFailedError,
    DatabaseBusyError,
    DatabaseFailedError,
    StoreError,
    WaitCancelledError,
)
from demloc.store.url import database_url, where_is

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


def _text(data: bytes) -> str:
    # A last guard: text that is not UTF-8 shows as U+FFFD, never a traceback. Opening
    # a database refuses such text in the rows written since the last open with its
    # table and row, `demloc db check` in every row (integrity.py, R-203).
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


def is_busy(error: OperationalError) -> bool:
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
            if not is_busy(error):
                raise
    raise DatabaseBusyError(
        f"the database {where_is(connection.engine)} is busy: another DemLoc is writing to "
        "it; try again"
    )


def on_begin_postgresql(connection: Connection) -> None:
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
            f"the database {where_is(connection.engine)} is busy: another DemLoc is writing "
            "to it; try again"
        ) from None


def _lock_waiting(connection: Connection, wait: LockWait) -> None:
    """PostgreSQL's write lock through a LockWait: tried (`pg_try_advisory_xact_lock`
    never blocks), and `wait.busy` between tries; the transaction holds nothing until it
    has the lock."""
    where = where_is(connection.engine)
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
    where = where_is(connection.engine)
    waited = False
    try:
        while True:
            try:
                connection.exec_driver_sql("BEGIN IMMEDIATE")
                return
            except OperationalError as error:
                if not is_busy(error):
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


def on_error(context: ExceptionContext) -> None:
    """Every driver error becomes a StoreError: PostgreSQL ending a transaction left idle
    (`on_begin_postgresql`; the connection, which the server closed, is dropped), any
    other refusal or failure as a DatabaseFailedError. A busy write lock stays the
    driver's: the begin hooks above wait for it and say DatabaseBusyError."""
    original = context.original_exception
    engine = context.engine
    where = where_is(engine) if engine else "server"
    if getattr(original, "sqlstate", None) == _IDLE_ENDED:
        raise StoreError(
            f"the database {where} ended this action: this "
            f"computer said nothing to it for more than {IDLE_IN_TRANSACTION_S:g} s in the "
            "middle of it (asleep, or off the network?); nothing of it was written; try again"
        )
    error = context.sqlalchemy_exception
    if not isinstance(error, DBAPIError) or (
        isinstance(error, OperationalError)
        and (is_busy(error) or getattr(original, "sqlstate", None) == _LOCK_NOT_AVAILABLE)
    ):
        return
    kind = ConstraintFailedError if isinstance(error, IntegrityError) else DatabaseFailedError
    raise kind(f"the database {where} refused this action ({original}); nothing of it was written")


def take_control_of_transactions(engine: Engine) -> None:
    """SQLite: every transaction is one BEGIN IMMEDIATE ... COMMIT, DDL included
    (the SQLAlchemy recipe for pysqlite, "Serializable isolation / Savepoints / DDL")."""
    event.listen(engine, "connect", _on_connect)
    event.listen(engine, "begin", _on_begin)
