"""Another process holding the write lock: every transaction waits for it (the busy
timeout), once more, then names the busy database, in the store, the CLI and the app;
processes opening a new database at once make its schema once, without a traceback."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from demloc.cli import main
from demloc.store import transactions
from demloc.store.database import open_database
from demloc.store.errors import DatabaseBusyError, StoreError
from support.children import open_at_once

HOLDER = r"""
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")  # the write lock, as another DemLoc writing holds it
print("holding", flush=True)
time.sleep(float(sys.argv[2]))
db.execute("COMMIT")
print("released", flush=True)
"""


class Holder:
    """A real process that holds the database's write lock for `seconds`."""

    def __init__(self, path: Path, seconds: float) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", HOLDER, str(path), str(seconds)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line.strip() == "holding", self.process.communicate()[1]

    def stop(self) -> None:
        self.process.kill()
        self.process.communicate(timeout=20)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "busy.sqlite3"
    open_database(str(path)).kw["bind"].dispose()
    return path


@pytest.fixture
def held(db: Path) -> Iterator[Holder]:
    holder = Holder(db, 120)
    yield holder
    holder.stop()


@pytest.fixture
def short_wait(monkeypatch: pytest.MonkeyPatch) -> float:
    # The app waits 10 s; the tests wait less for the same path.
    monkeypatch.setattr(transactions, "BUSY_TIMEOUT_S", 0.3)
    return 0.3


def _write(path: Path) -> None:
    sessions = open_database(str(path))
    try:
        with sessions.begin() as session:
            session.execute(text("INSERT INTO app_setting (key, value) VALUES ('k', 'v')"))
    finally:
        sessions.kw["bind"].dispose()


def test_a_transaction_waits_twice_then_names_the_busy_database(
    db: Path, short_wait: float
) -> None:
    sessions = open_database(str(db))
    holder = Holder(db, 120)
    try:
        began = time.monotonic()
        with pytest.raises(DatabaseBusyError) as caught, sessions.begin() as session:
            # Even the read that comes before a write takes the lock: read-check-write.
            session.execute(text("SELECT count(*) FROM guild")).scalar()
        waited = time.monotonic() - began
    finally:
        holder.stop()
        sessions.kw["bind"].dispose()
    assert str(caught.value) == (
        f"the database {db} is busy: another DemLoc is writing to it; try again"
    )
    assert 2 * short_wait <= waited < 2 * short_wait + 3


def test_opening_a_busy_database_names_it(db: Path, held: Holder, short_wait: float) -> None:
    with pytest.raises(DatabaseBusyError, match=f"the database {db} is busy"):
        open_database(str(db))


def test_a_writer_waits_for_the_lock_and_then_writes(db: Path) -> None:
    holder = Holder(db, 0.8)
    try:
        began = time.monotonic()
        _write(db)  # the real busy timeout: it waits, then writes
        assert time.monotonic() - began >= 0.5
    finally:
        holder.stop()


def test_the_cli_names_a_busy_database(
    db: Path, held: Holder, short_wait: float, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", str(db), "guild", "list"]) == 1
    errors = capsys.readouterr().err
    assert f"the database {db} is busy: another DemLoc is writing to it" in errors
    assert "Traceback" not in errors


def test_the_app_names_a_busy_database(db: Path, held: Holder, short_wait: float) -> None:
    from demloc.ui.application import build_context

    # run_gui shows a StoreError in its message box ("The database cannot be opened").
    with pytest.raises(StoreError, match=f"the database {db} is busy"):
        build_context(str(db))


@pytest.mark.slow
def test_processes_opening_a_new_database_at_once_make_it_once(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "new.sqlite3"
    open_at_once(str(path), 5)
    with sqlite3.connect(path) as db:
        assert len(db.execute("SELECT version_num FROM alembic_version").fetchall()) == 1
        # The starter content is checked and added under the lock: once.
        assert db.execute("SELECT count(*) FROM account").fetchone()[0] == 1
