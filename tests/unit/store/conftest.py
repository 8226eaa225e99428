"""Store fixtures. Store tests run on SQLite and on a real PostgreSQL server.

The server is the one a club would run (Debian's `postgresql`, installed by
`python3 bootstrap.py check` when run as root): one per test session (each
pytest-xdist worker is one, with a server of its own), started in a temporary folder
and reached through a Unix socket there (no port to collide on), with a fresh
database for each test that asks for one. PostgreSQL refuses to run as
root, so under root (as in CI) it runs as the `postgres` user (or `nobody`). It is this
process's child, asked by the kernel to quit when this process ends (PR_SET_PDEATHSIG):
a test run killed (a CI time-out, SIGKILL) leaves no server running.

DEMLOC_TEST_POSTGRES=postgresql+psycopg://USER@HOST/DB points the tests at a server of
your own instead: USER needs the right to create databases.
"""

from __future__ import annotations

import itertools
import os
import pwd
import re
import shutil
import signal
import subprocess
import tempfile
import time
import weakref
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from sqlalchemy import create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import NullPool, Pool

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules, load_guild_rules
from demloc.paths import resources_dir
from demloc.store.database import open_database
from demloc.store.guilds import create_account, create_guild, redeem
from demloc.store.schema import Guild
from demloc.store.url import database_url as url_of

BACKENDS = ["sqlite", "postgresql"]
EXTERNAL = os.environ.get("DEMLOC_TEST_POSTGRES", "")
# Every PostgreSQL connection this process opens: tests leave engines undisposed, and
# psycopg warns (an error here) of a connection collected while open, so a test's
# database has its connections closed when it is dropped.
_OPENED: weakref.WeakSet[object] = weakref.WeakSet()


def _remember(dbapi_connection: object, _record: object) -> None:
    if type(dbapi_connection).__module__.startswith("psycopg"):
        _OPENED.add(dbapi_connection)


def _server_binaries() -> Path | None:
    """The folder of initdb and postgres: Debian's newest, else the ones on PATH."""
    debian = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/initdb"),
        key=lambda p: int(p.parent.parent.name) if p.parent.parent.name.isdigit() else 0,
    )
    if debian:
        return debian[-1].parent
    on_path = shutil.which("initdb")
    return Path(on_path).parent if on_path and shutil.which("postgres") else None


def _unavailable(reason: str) -> None:
    """Skip, except in CI (CI=true), where a missing server is a broken set-up."""
    if os.environ.get("CI"):
        pytest.fail(f"PostgreSQL tests cannot run in CI: {reason}", pytrace=False)
    pytest.skip(f"PostgreSQL tests skipped: {reason}")


@dataclass
class PostgresServer:
    """A server the tests may create databases on (`admin_url` reaches its `postgres`)."""

    admin_url: str
    pid: int | None = None  # the server's, when this process started it
    _numbers: Iterator[int] = field(default_factory=itertools.count)

    def _admin(self, statement: str) -> None:
        engine = create_engine(self.admin_url, isolation_level="AUTOCOMMIT", poolclass=NullPool)
        try:
            with engine.connect() as connection:
                connection.execute(text(statement))
        finally:
            engine.dispose()

    def create_database(self, hint: str = "") -> str:
        """A new empty database; its SQLAlchemy URL."""
        name = f"demloc_{next(self._numbers)}_{re.sub(r'[^a-z0-9]+', '_', hint.lower())}"[:63]
        self._admin(f'CREATE DATABASE "{name}"')
        return make_url(self.admin_url).set(database=name).render_as_string(hide_password=False)

    def drop_database(self, url: str) -> None:
        """Drop it, closing first what this process still holds open on it."""
        name = make_url(url).database
        for connection in list(_OPENED):
            if not connection.closed and connection.info.dbname == name:  # type: ignore[attr-defined]
                connection.close()  # type: ignore[attr-defined]
        self._admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _as(user: pwd.struct_passwd | None) -> dict[str, object]:
    if user is None:
        return {}
    return {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}


def _run(command: list[str], user: pwd.struct_passwd | None, cwd: Path) -> None:
    result = subprocess.run(
        command, cwd=cwd, capture_output=True, text=True, check=False,
        env=dict(os.environ, LC_ALL="C", LANG="C"), **_as(user),  # type: ignore[call-overload]
    )  # fmt: skip
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{result.stdout}{result.stderr}")


def _with_parent(command: list[str]) -> list[str]:
    """`command` run so that the kernel sends it SIGQUIT (PostgreSQL's immediate
    shutdown) when this process ends, however it ends: util-linux's setpriv sets
    PR_SET_PDEATHSIG after the switch to the server's user (which clears it), then runs
    it. Without setpriv (off Linux), the fixture's end stops it."""
    setpriv = shutil.which("setpriv")
    return [setpriv, "--pdeathsig", "QUIT", "--", *command] if setpriv else command


def _serve(
    binaries: Path, data: Path, home: Path, user: pwd.struct_passwd | None
) -> subprocess.Popen[bytes]:
    """The server as this process's child, once it accepts connections (its pid file
    says "ready"; a bound for a hang only, a loaded machine may be slow to start it)."""
    options = [
        "-c", "listen_addresses=", "-c", f"unix_socket_directories={home}",
        "-c", "max_connections=200", "-c", "fsync=off", "-c", "synchronous_commit=off",
        "-c", "full_page_writes=off",
    ]  # fmt: skip
    with (home / "server.log").open("ab") as log:
        server = subprocess.Popen(
            _with_parent([str(binaries / "postgres"), "-D", str(data), *options]),
            cwd=home, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
            env=dict(os.environ, LC_ALL="C", LANG="C"),
            **_as(user),  # type: ignore[arg-type]
        )  # fmt: skip
    deadline = time.monotonic() + 120
    while server.poll() is None and time.monotonic() < deadline:
        try:
            status = [line.strip() for line in (data / "postmaster.pid").read_text().split("\n")]
        except FileNotFoundError:
            status = []
        if status[7:8] == ["ready"]:
            return server
        time.sleep(0.05)
    _stop(server)
    raise RuntimeError(f"the PostgreSQL server did not start ({server.returncode})")


def _stop(server: subprocess.Popen[bytes]) -> None:
    if server.poll() is None:
        server.send_signal(signal.SIGQUIT)  # immediate shutdown: the data is thrown away
        server.wait(timeout=60)


def _remove_left_folders() -> None:
    """The folders of test runs killed before they could remove theirs: an hour old,
    with no server running in them (its pid file gone, or naming no live process)."""
    for home in Path(tempfile.gettempdir()).glob("demloc-pg-*"):
        try:
            if time.time() - home.stat().st_mtime < 3600:
                continue
            pid_file = home / "data" / "postmaster.pid"
            if pid_file.exists():
                os.kill(int(pid_file.read_text().split("\n")[0]), 0)
                continue  # a server runs there
        except PermissionError:
            continue  # another user's server runs there
        except (OSError, ValueError):
            pass  # a folder that is going, or a server no longer there
        shutil.rmtree(home, ignore_errors=True)


def _start_server() -> Iterator[PostgresServer]:
    binaries = _server_binaries()
    if binaries is None:
        _unavailable(
            "no PostgreSQL server binaries (initdb, postgres); run `python3 bootstrap.py check` "
            "as root, or `sudo apt-get install postgresql`"
        )
        return
    user = None
    if os.geteuid() == 0:  # PostgreSQL refuses to run as root
        for name in ("postgres", "nobody"):
            try:
                user = pwd.getpwnam(name)
                break
            except KeyError:
                continue
        else:
            _unavailable("running as root and no 'postgres' or 'nobody' user to run it as")
    # Short and outside pytest's 0700 temporary folder, which the server user cannot enter.
    _remove_left_folders()
    home = Path(tempfile.mkdtemp(prefix="demloc-pg-"))
    if user is not None:
        os.chown(home, user.pw_uid, user.pw_gid)
    data = home / "data"
    try:
        _run(
            [str(binaries / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust",
             "--encoding=UTF8", "--no-locale", "--no-sync"],
            user, home,
        )  # fmt: skip
        server = _serve(binaries, data, home, user)
    except RuntimeError as error:
        log = home / "server.log"
        said = log.read_text() if log.exists() else ""
        shutil.rmtree(home, ignore_errors=True)
        raise RuntimeError(f"{error}\n{said}") from None
    try:
        yield PostgresServer(f"postgresql+psycopg://postgres@/postgres?host={home}", server.pid)
    finally:
        _stop(server)
        shutil.rmtree(home, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """The session's PostgreSQL server (skipped, with the reason, where there is none)."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _unavailable("the psycopg driver is not installed (pip install -e '.[dev]')")
    event.listen(Pool, "connect", _remember)
    try:
        if EXTERNAL:
            yield PostgresServer(EXTERNAL)
        else:
            yield from _start_server()
    finally:
        event.remove(Pool, "connect", _remember)


def _backend_database(
    backend: str, request: pytest.FixtureRequest, folder: Path, hint: str
) -> Iterator[str]:
    if backend == "sqlite":
        yield url_of(str(folder / "guilds.sqlite3"))
        return
    server: PostgresServer = request.getfixturevalue("postgres_server")
    url = server.create_database(hint)
    try:
        yield url
    finally:
        server.drop_database(url)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark `postgres` every test on the server: through `database_url` or `database`
    (their own parameter or one a test gives, `indirect=True`), or `postgres_server`."""
    for item in items:
        params = getattr(item, "callspec", None)
        chosen = params.params if params is not None else {}
        on_server = "postgresql" in (chosen.get("database_url"), chosen.get("database"))
        if on_server or "postgres_server" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.postgres)


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A SQLAlchemy URL of a new, empty database: an SQLite file, or a PostgreSQL
    database of its own on the session's server. A test taking it runs on both."""
    yield from _backend_database(request.param, request, tmp_path, request.node.name)


@pytest.fixture(scope="session")
def rules() -> GuildRules:
    return load_guild_rules(resources_dir() / "guild.toml")


@pytest.fixture(scope="session", params=BACKENDS)
def database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[sessionmaker[Session]]:
    """One database per backend for the session; `session` rolls each test back."""
    folder = tmp_path_factory.mktemp("db")
    for url in _backend_database(request.param, request, folder, "services"):
        sessions = open_database(url)
        yield sessions
        sessions.kw["bind"].dispose()


@pytest.fixture
def session(database: sessionmaker[Session]) -> Iterator[Session]:
    """Each test inside a transaction that is rolled back (SQLAlchemy 2 recipe)."""
    engine = database.kw["bind"]
    connection = engine.connect()
    outer = connection.begin()
    with Session(bind=connection, join_transaction_mode="create_savepoint") as s:
        yield s
    outer.rollback()
    connection.close()


@pytest.fixture
def guild(session: Session, catalog: Catalog, rules: GuildRules) -> Guild:
    account = create_account(session, "Test Master")
    for card_set in catalog.sets:
        redeem(session, account, card_set.redeem_code, catalog)
    return create_guild(session, account, "The Grey Hands", "blue", rules)
