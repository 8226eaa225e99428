"""Creating the schema and every update of it are all-or-nothing: a real process is
killed (SIGKILL) at every statement of a first start and of every migration, and each
time the next start opens the database, whole, at the newest schema, with its data.

One helper process imports DemLoc once and forks a child per kill point; the child
kills itself just before its Nth statement (or its COMMIT), counted by a SQLAlchemy
event. N runs from 1 until a child finishes without reaching it.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from alembic import command
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine
from sqlalchemy.pool import NullPool

from demloc.catalog.catalog import Catalog
from demloc.store import integrity
from demloc.store.database import open_database
from demloc.store.errors import DatabaseDamagedError, StoreError
from demloc.store.migrate import MIGRATIONS, alembic_config, expected_schema
from demloc.store.starter import load_starter_content
from demloc.store.transactions import take_control_of_transactions

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fork and SIGKILL")

SCRIPT = ScriptDirectory(str(MIGRATIONS))
HEAD = SCRIPT.get_current_head()
# Oldest first: every schema a user's database can be at before this version.
OLDER = [r.revision for r in reversed(list(SCRIPT.walk_revisions())) if r.revision != HEAD]

FORKER = r"""
import os, shutil, signal, sys
from alembic import command
from sqlalchemy import create_engine, event
from sqlalchemy.engine import Engine
from demloc.catalog.catalog import load_catalog
from demloc.paths import builtin_sets_dir
from demloc.store import database, integrity, migrate
from demloc.store.starter import load_starter_content

catalog = load_catalog([builtin_sets_dir()])
for revision in sys.argv[1:]:
    migrate.expected_schema(revision)  # made once here, not in every child

def starter_content(path):
    sessions = database.open_database(path)
    with sessions.begin() as session:
        load_starter_content(session, catalog)

def upgrade(path):
    database.open_database(path)

def older_build(path, target, update):
    # What DemLoc did before issue 10: the driver's own transactions (DDL committed
    # on its own), the copy taken with shutil before an update.
    engine = create_engine(f"sqlite:///{path}")
    @event.listens_for(engine, "connect")
    def pragmas(dbapi_connection, _record):
        dbapi_connection.execute("PRAGMA foreign_keys=ON")
        dbapi_connection.execute("PRAGMA journal_mode=WAL")
    with engine.begin() as connection:
        if update:
            connection.exec_driver_sql("PRAGMA wal_checkpoint(FULL)")
            shutil.copy2(path, f"{path}.before-{target}.bak")
        command.upgrade(migrate.alembic_config(connection), target)

# Warm up (imports, mapper set-up, statement caches) once here, not in every child.
import tempfile
with tempfile.TemporaryDirectory() as scratch:
    warm = database.open_database(f"{scratch}/warm.sqlite3")
    with warm.begin() as session:
        load_starter_content(session, catalog)
    warm.kw["bind"].dispose()

for line in sys.stdin:
    action, path, target, kill_at = line.split()
    kill_at = int(kill_at)
    child = os.fork()
    if child == 0:
        statements = 0
        def count(*_args, **_kwargs):
            global statements
            statements += 1
            if statements == kill_at:
                os.kill(os.getpid(), signal.SIGKILL)
        event.listen(Engine, "before_cursor_execute", count)
        event.listen(Engine, "commit", count)
        try:
            if action == "starter-content":
                starter_content(path)
            elif action in ("create", "upgrade"):
                upgrade(path)
            else:
                older_build(path, target, update=action == "older-update")
        except BaseException as error:
            print(f"error {type(error).__name__}: {error}".replace("\n", " "), flush=True)
            os._exit(3)
        print(f"finished {statements}", flush=True)
        os._exit(0)
    _pid, status = os.waitpid(child, 0)
    if os.WIFSIGNALED(status):
        print("killed", flush=True)
"""


class Forker:
    """The helper process: `run(action, path, target, n)` is "killed", "finished N" or
    "error ..." for one child killed before its nth statement."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", FORKER, *OLDER, HEAD or ""],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip

    def run(self, action: str, path: Path, target: str, kill_at: int) -> str:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{action} {path} {target} {kill_at}\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline().strip()
        assert answer, f"the helper process ended: {self.process.communicate()[1]}"
        return answer

    def close(self) -> None:
        self.process.communicate(timeout=20)


WORKERS = max(2, min(4, os.cpu_count() or 1))


@pytest.fixture(scope="module")
def forkers() -> Iterator[list[Forker]]:
    helpers = [Forker() for _ in range(WORKERS)]
    yield helpers
    for helper in helpers:
        helper.close()


def _every_kill_point(
    forkers: list[Forker],
    action: str,
    start: Callable[[Path], None],
    check: Callable[[Path], None],
    folder: Path,
    target: str = "-",
) -> tuple[int, list[str]]:
    """Kill `action` at statement 1, 2, ... on a fresh copy made by `start`; after each
    kill `check` the file (the next start). Returns how many kill points there were and
    which left a database that does not open. The helpers share the kill points."""
    began = time.monotonic()
    points: list[int] = []
    bricked: list[str] = []
    finished_at = [2000]  # the first point the action ran through without being killed
    lock = threading.Lock()

    def work(forker: Forker, first: int) -> None:
        for kill_at in range(first, 2000, len(forkers)):
            if kill_at > finished_at[0]:
                return
            case = folder / action / f"{kill_at}"
            case.mkdir(parents=True)
            path = case / f"{action}-{target}.sqlite3"
            start(path)
            answer = forker.run(action, path, target, kill_at)
            if answer.startswith("finished"):
                with lock:
                    finished_at[0] = min(finished_at[0], kill_at)
                return
            assert answer == "killed", f"kill point {kill_at}: {answer}"
            # Alembic keeps its context in module globals: one check at a time.
            with lock:
                points.append(kill_at)
                try:
                    check(path)
                except (StoreError, AssertionError, sqlite3.Error) as error:
                    bricked.append(f"kill point {kill_at}: {error}")
            # A connection closed meanwhile may delete its -wal file under rmtree's feet.
            shutil.rmtree(case, ignore_errors=True)

    with ThreadPoolExecutor(len(forkers)) as pool:
        for done in [pool.submit(work, f, i + 1) for i, f in enumerate(forkers)]:
            done.result()
    assert finished_at[0] < 2000, "the action never finished"
    # Every point before the one where the action ran through was a kill.
    assert sorted(points) == list(range(1, finished_at[0]))
    print(f"{action} {target}: {len(bricked)} of {len(points)} kill points half written or bricked "
          f"({time.monotonic() - began:.1f} s)")  # fmt: skip
    return len(points), sorted(bricked)


def _version(path: Path) -> list[str]:
    with sqlite3.connect(path) as db:
        return [row[0] for row in db.execute("SELECT version_num FROM alembic_version")]


FIRST_START_TABLES = ("account", "guild", "member", "item", "redeemed_set", "ledger_entry")


def _counts(path: Path) -> tuple[int, ...]:
    with sqlite3.connect(path) as db:
        return tuple(db.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                     for t in FIRST_START_TABLES)  # fmt: skip


def _whole(path: Path, *versions: str | None) -> None:
    """Right after the kill, before any restart: the file is whole at one of `versions`
    (None: no tables at all), never between two (all or nothing)."""
    engine = create_engine(f"sqlite:///{path}", poolclass=NullPool)
    try:
        with engine.connect() as connection:
            found = integrity.sqlite_schema(connection)
            at = (
                list(connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalars())
                if integrity.VERSION_TABLE in found
                else []
            )  # fmt: skip
    finally:
        engine.dispose()
    if not found and None in versions:
        return
    assert len(at) == 1 and at[0] in versions, f"half written: schema version {at}"
    difference = integrity.compare(found, expected_schema(at[0]))
    assert not difference, f"half written at {at[0]}: {difference}"


def _reopen(path: Path) -> None:
    """The next start: the database opens, at the newest schema, whole."""
    open_database(str(path)).kw["bind"].dispose()
    assert _version(path) == [HEAD]
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


@pytest.fixture(scope="module")
def first_start_counts(
    catalog: Catalog, tmp_path_factory: pytest.TempPathFactory
) -> tuple[int, ...]:
    """What a whole first start writes: rows of each table."""
    path = tmp_path_factory.mktemp("whole") / "first.sqlite3"
    sessions = open_database(str(path))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
    sessions.kw["bind"].dispose()
    return _counts(path)


def _database_at(revision: str, path: Path) -> None:
    """A database at `revision` holding a player's account and guild (written at 0001)."""
    engine = create_engine(f"sqlite:///{path}")
    take_control_of_transactions(engine)
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), OLDER[0])
        connection.exec_driver_sql(
            "INSERT INTO account (name, created_at) VALUES ('Old', '2026-01-01 10:00:00')"
        )
        connection.exec_driver_sql(
            "INSERT INTO guild (account_id, name, colour, fame, feods, blood_stones, created_at)"
            " VALUES (1, 'Old Guild', 'green', 7, 123, 1, '2026-01-01 10:00:00')"
        )
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), revision)
    engine.dispose()


def _template(revision: str, folder: Path) -> Callable[[Path], None]:
    template = folder / f"template-{revision}.sqlite3"
    _database_at(revision, template)

    def start(path: Path) -> None:
        shutil.copy2(template, path)

    return start


def _upgraded_whole(start_revision: str, atomic: bool = True) -> Callable[[Path], None]:
    def check(path: Path) -> None:
        if atomic:
            _whole(path, start_revision, HEAD)
        _reopen(path)
        with sqlite3.connect(path) as db:
            fame, feods, stones = db.execute(
                "SELECT fame, feods, blood_stones FROM guild WHERE name = 'Old Guild'"
            ).fetchone()
            assert (fame, feods, stones) == (7, 123, 1), "the guild's data changed"
            ledger = db.execute(
                "SELECT sum(l.fame), sum(l.feods), sum(l.blood_stones) FROM ledger_entry l "
                "JOIN guild g ON g.id = l.guild_id WHERE g.name = 'Old Guild'"
            ).fetchone()
            assert ledger == (7, 123, 1), f"wealth is not its ledger: {ledger}"
        # The copy kept before the update is whole, at the schema it was taken from.
        for backup in path.parent.glob("*.bak"):
            assert _version(backup) == [start_revision], f"{backup.name} is not the old file"
            with sqlite3.connect(backup) as db:
                assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"

    return check


@pytest.mark.kill
def test_a_first_start_killed_at_any_statement_opens_next_time(
    forkers: list[Forker], first_start_counts: tuple[int, ...], tmp_path: Path
) -> None:
    def check(path: Path) -> None:
        _whole(path, None, HEAD)
        _reopen(path)
        # The starter content is one transaction: all of it or none.
        assert _counts(path) in (first_start_counts, (0,) * len(FIRST_START_TABLES))

    # The first start is creating the schema, then the starter content. Each half is
    # killed at every statement; the second half starts from a schema made whole
    # (it is that, or nothing, after the first half), which keeps the test quick.
    schema, bricked = _every_kill_point(forkers, "create", lambda _path: None, check, tmp_path)
    empty = tmp_path / "empty.sqlite3"
    open_database(str(empty)).kw["bind"].dispose()
    content, more = _every_kill_point(
        forkers, "starter-content", lambda path: shutil.copy2(empty, path), check, tmp_path
    )
    print(
        f"first start: {len(bricked + more)} of {schema + content} kill points half written or bricked"
    )
    assert schema > 20 and content > 20
    assert bricked + more == [], "\n".join(bricked + more)


@pytest.mark.kill
@pytest.mark.parametrize("revision", OLDER)
def test_an_update_killed_at_any_statement_opens_next_time(
    forkers: list[Forker], tmp_path: Path, revision: str
) -> None:
    start = _template(revision, tmp_path)
    kill_points, bricked = _every_kill_point(
        forkers, "upgrade", start, _upgraded_whole(revision), tmp_path, revision
    )
    assert kill_points > 5
    assert bricked == [], "\n".join(bricked)


@pytest.mark.kill
def test_a_first_start_killed_in_an_older_build_opens(
    forkers: list[Forker], tmp_path: Path
) -> None:
    # The older build committed each CREATE TABLE on its own: its tables, empty, without
    # a version. This build makes them again.
    kill_points, bricked = _every_kill_point(
        forkers, "older-first-start", lambda _path: None, _reopen, tmp_path,
        target=OLDER[-1] if OLDER else "head",
    )  # fmt: skip
    assert kill_points > 5
    assert bricked == [], "\n".join(bricked)


@pytest.mark.kill
@pytest.mark.skipif(not OLDER, reason="one schema version only")
def test_an_update_killed_in_an_older_build_is_restored_from_its_copy(
    forkers: list[Forker], tmp_path: Path
) -> None:
    # The older build, updating a 0001 file to 0002, was killed half way: its DDL had
    # committed on its own. The copy it kept first is whole; this build puts it back.
    first = OLDER[0]
    older_head = OLDER[1] if len(OLDER) > 1 else HEAD
    assert older_head is not None
    kill_points, bricked = _every_kill_point(
        forkers, "older-update", _template(first, tmp_path), _upgraded_whole(first, False),
        tmp_path, older_head,
    )  # fmt: skip
    assert kill_points > 5
    assert bricked == [], "\n".join(bricked)


def test_a_half_updated_file_without_a_whole_copy_is_named_and_left(tmp_path: Path) -> None:
    path = tmp_path / "half.sqlite3"
    _database_at(OLDER[0], path)
    db = sqlite3.connect(path)  # as an older build left it: a later table, no version
    db.execute("CREATE TABLE member (id INTEGER PRIMARY KEY)")
    db.close()  # the last connection: its write-ahead log goes into the file
    shutil.copy2(path, tmp_path / f"half.sqlite3.before-{HEAD}.bak")  # and copied it so
    before = path.read_bytes()
    with pytest.raises(DatabaseDamagedError, match="half updated") as caught:
        open_database(str(path))
    assert str(path) in str(caught.value) and f"half.sqlite3.before-{HEAD}.bak" in str(caught.value)
    assert path.read_bytes() == before


def test_a_good_copy_is_never_replaced_by_a_half_written_one(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    _database_at(OLDER[0], path)
    partial = tmp_path / f"g.sqlite3.before-{HEAD}.bak.partial"
    partial.write_bytes(b"half a copy")  # left by a start killed while copying
    open_database(str(path)).kw["bind"].dispose()
    assert not partial.exists()
    assert _version(tmp_path / f"g.sqlite3.before-{HEAD}.bak") == [OLDER[0]]
