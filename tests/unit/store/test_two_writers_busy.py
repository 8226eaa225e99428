"""PostgreSQL's write lock (issue 27 item 1): while another process is in a transaction
it holds the database's one lock (store/transactions.py), so this one waits for it, twice
the busy timeout as on SQLite, then names the busy database (DatabaseBusyError, as
tests/unit/store/test_busy.py has it on SQLite), never a traceback; once the other
ends, the same sessions go on. Then the lock's edges, with real processes: each
database has its own, a holder killed or frozen lets it go, a transaction inside
another says busy, the CLI and the app say busy, first starts at once make the
database once, and a command piped to a pager holds no lock."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from typing import Any

import pytest
from sqlalchemy import func, select

from demloc.catalog.catalog import load_catalog
from demloc.paths import builtin_sets_dir
from demloc.store import transactions
from demloc.store.database import open_database
from demloc.store.errors import DatabaseBusyError, StoreError, WaitCancelledError
from demloc.store.schema import Account, Guild, LedgerEntry
from demloc.store.starter import load_starter_content
from demloc.store.url import shown
from support.children import child_env, open_at_once

HOLDER = r"""
import sys
from sqlalchemy import select
from demloc.store import transactions
from demloc.store.database import open_database
from demloc.store.schema import Guild
if len(sys.argv) > 2:  # a test's shorter wait for a DemLoc that froze
    transactions.IDLE_IN_TRANSACTION_S = float(sys.argv[2])
sessions = open_database(sys.argv[1])
with sessions.begin() as s:  # as another DemLoc in the middle of a write
    s.scalar(select(Guild.id))
    print("holding", flush=True)
    sys.stdin.readline()
print("released", flush=True)
"""


def _hold(url: str, *idle_s: float) -> subprocess.Popen[str]:
    env = child_env()
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, url, *map(str, idle_s)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    assert process.stdout is not None
    if process.stdout.readline() != "holding\n":
        process.kill()
        pytest.fail(process.communicate(timeout=30)[1])
    return process


def _release(process: subprocess.Popen[str]) -> None:
    assert process.stdin and process.stdout and process.stderr
    process.stdin.write("go\n")
    process.stdin.flush()
    assert process.stdout.readline() == "released\n"
    process.stdin.close()
    with process.stdout, process.stderr:
        assert process.wait(timeout=30) == 0
        assert "Traceback" not in process.stderr.read()


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
def test_a_transaction_waits_for_another_then_says_busy_then_goes_on(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    sessions = open_database(database_url)
    holder = _hold(database_url)
    try:
        monkeypatch.setattr(transactions, "BUSY_TIMEOUT_S", 0.25)
        for _attempt in range(2):  # a transaction refused leaves its session usable
            start = time.monotonic()
            with pytest.raises(DatabaseBusyError) as refused, sessions.begin() as s:
                s.scalar(select(Guild.id))
            assert time.monotonic() - start >= 0.5  # twice the busy timeout, as on SQLite
            assert str(refused.value) == (
                f"the database {shown(database_url)} is busy: another DemLoc is writing to "
                "it; try again"
            )
        with pytest.raises(DatabaseBusyError, match="is busy"):
            open_database(database_url)  # opening waits too
    finally:
        _release(holder)
    with sessions.begin() as s:  # the other has ended: the same sessions go on
        assert s.scalar(select(Guild.id)) is None
    sessions.kw["bind"].dispose()


class _Counting:
    """A LockWait (issue 27 item 8) that counts its calls, lets the holder go after
    `release_after` of them (None: never) and gives up after `give_up_after`."""

    def __init__(self, holder: subprocess.Popen[str], release_after: int | None,
                 give_up_after: int) -> None:  # fmt: skip
        self.holder, self.release_after, self.give_up_after = holder, release_after, give_up_after
        self.calls = 0
        self.ended = 0

    def busy(self, where: str) -> bool:
        self.calls += 1
        if self.calls == self.release_after:
            _release(self.holder)
        return self.calls < self.give_up_after

    def over(self) -> None:
        self.ended += 1


@pytest.mark.parametrize("database_url", ["sqlite", "postgresql"], indirect=True)
def test_a_program_waiting_through_a_lock_wait_answers_between_tries_and_may_cancel(
    database_url: str,
) -> None:
    """Issue 27 items 1 and 8 together: on both engines, a transaction of a program that
    waits through a LockWait (the app's band) calls it between short tries rather than
    blocking; giving up raises WaitCancelledError; once the other
    process ends, the wait is over and the write goes through."""
    sessions = open_database(database_url)
    holder = _hold(database_url)
    try:
        cancelled = _Counting(holder, release_after=None, give_up_after=3)
        transactions.wait_for_the_lock_with(sessions, cancelled)
        with pytest.raises(WaitCancelledError, match="nothing was changed"), \
                sessions.begin() as s:  # fmt: skip
            s.scalar(select(Guild.id))
        assert (cancelled.calls, cancelled.ended) == (3, 1)
        through = _Counting(holder, release_after=2, give_up_after=1000)
        transactions.wait_for_the_lock_with(sessions, through)
        with sessions.begin() as s:
            assert s.scalar(select(Guild.id)) is None
        assert through.calls == 2 and through.ended == 1
    finally:
        transactions._waits.clear()
        if holder.returncode is None and holder.stdin is not None and not holder.stdin.closed:
            holder.kill()
            holder.communicate(timeout=30)


# ---- review of issue 27 item 1: the lock's edges ---------------------------------------


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
def test_the_lock_is_each_databases_own(
    database_url: str, postgres_server: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two clubs' DemLoc databases on one server: a transaction on one never waits for
    the other's (PostgreSQL keeps advisory locks per database)."""
    other_url = postgres_server.create_database("another club")
    other = open_database(other_url)
    holder = _hold(database_url)
    try:
        monkeypatch.setattr(transactions, "BUSY_TIMEOUT_S", 0.25)
        start = time.monotonic()
        with other.begin() as s:  # DatabaseBusyError if it waited on the first club
            s.add(Account(name="Another Club"))
        assert time.monotonic() - start < 0.5
    finally:
        _release(holder)
        other.kw["bind"].dispose()
        postgres_server.drop_database(other_url)


@pytest.mark.parametrize("database_url", ["sqlite", "postgresql"], indirect=True)
def test_a_process_killed_in_a_transaction_leaves_the_lock(database_url: str) -> None:
    """A DemLoc killed (SIGKILL: a crash, the power cut) while in a transaction: the
    server ends its session and the lock is free for the others at once, not after the
    busy timeout; what it had not committed is gone."""
    sessions = open_database(database_url)
    holder = _hold(database_url)
    os.kill(holder.pid, signal.SIGKILL)
    holder.communicate(timeout=30)
    assert holder.returncode == -signal.SIGKILL
    start = time.monotonic()
    with sessions.begin() as s:  # the real busy timeout: 10 s, twice
        s.add(Account(name="After the crash"))
    assert time.monotonic() - start < transactions.BUSY_TIMEOUT_S / 2
    sessions.kw["bind"].dispose()


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
def test_a_computer_frozen_in_a_transaction_holds_the_lock_no_longer_than_its_limit(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A DemLoc that stops in the middle of a transaction without dying (a laptop's lid
    closed, its Wi-Fi gone, the process frozen: SIGSTOP) keeps its session open, so
    the server kept its lock until TCP gave up on it (two hours by default): the whole
    club was told busy. The server ends a transaction idle for IDLE_IN_TRANSACTION_S
    (a DemLoc never waits inside one), and its lock with it; what it had not committed
    is not written."""
    sessions = open_database(database_url)
    holder = _hold(database_url, 1.0)
    os.kill(holder.pid, signal.SIGSTOP)
    try:
        monkeypatch.setattr(transactions, "BUSY_TIMEOUT_S", 2.0)
        start = time.monotonic()
        with sessions.begin() as s:  # DatabaseBusyError after 4 s while it holds on
            s.add(Account(name="The others play on"))
        assert time.monotonic() - start < 3.5
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        holder.communicate(timeout=30)
    sessions.kw["bind"].dispose()


@pytest.mark.parametrize("database_url", ["sqlite", "postgresql"], indirect=True)
def test_a_transaction_opened_inside_another_says_busy_never_hangs(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second `sessions.begin()` inside a first one in the same process waits on its
    own lock: it ends in DatabaseBusyError after the busy timeout, twice, and the first
    goes on (the code has no such nesting: tests/unit/store/test_two_writers_busy.py
    documents what one would do)."""
    sessions = open_database(database_url)
    monkeypatch.setattr(transactions, "BUSY_TIMEOUT_S", 0.25)
    with sessions.begin() as outer:
        outer.scalar(select(Guild.id))
        start = time.monotonic()
        with pytest.raises(DatabaseBusyError), sessions.begin() as inner:
            inner.scalar(select(Guild.id))
        assert time.monotonic() - start < 5
        outer.add(Account(name="Still writing"))
    with sessions.begin() as s:
        assert s.scalar(select(Account.id).where(Account.name == "Still writing"))
    sessions.kw["bind"].dispose()


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
def test_the_cli_and_the_app_name_a_busy_club_database(
    database_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """As tests/unit/store/test_busy.py on SQLite: `demloc guild list` and `demloc city
    status` say the database is busy in one line (their exit codes of a refusal), the app's start raises the
    StoreError its message box shows; the URL's password is never shown."""
    from demloc.cli import main
    from demloc.ui.application import build_context

    sessions = open_database(database_url)
    with sessions.begin() as s:
        load_starter_content(s, load_catalog([builtin_sets_dir()]))
    sessions.kw["bind"].dispose()
    holder = _hold(database_url)
    try:
        monkeypatch.setattr(transactions, "BUSY_TIMEOUT_S", 0.25)
        busy = f"the database {shown(database_url)} is busy: another DemLoc is writing to it"
        for command, refused in ((["guild", "list"], 1), (["city", "status"], 2)):
            assert main(["--db", database_url, *command]) == refused
            errors = capsys.readouterr().err
            assert busy in errors and "Traceback" not in errors, errors
        with pytest.raises(StoreError, match="is busy"):
            build_context(database_url)
    finally:
        _release(holder)


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
def test_computers_starting_at_once_on_a_new_club_database_make_it_once(
    database_url: str,
) -> None:
    """R-11: the first start's schema and starter content, made once when four
    computers start DemLoc on a new club database at once (on SQLite:
    tests/unit/store/test_busy.py)."""
    open_at_once(database_url, 4)
    sessions = open_database(database_url)
    with sessions.begin() as s:
        assert s.scalar(select(func.count()).select_from(Account)) == 1
        assert s.scalar(select(func.count()).select_from(Guild)) == 1
    sessions.kw["bind"].dispose()


@pytest.mark.parametrize("database_url", ["sqlite", "postgresql"], indirect=True)
def test_guild_show_piped_to_a_pager_holds_no_lock(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`demloc guild show NAME | less`: a guild of a long campaign (2,000 ledger lines,
    some 250 kB) fills the pipe, and the pager reads no further until the player scrolls.
    The command printed inside its transaction, so the lock stayed held while the pager
    was open: every other computer of the club was told the database is busy. It
    prints once the transaction has ended."""
    sessions = open_database(database_url)
    with sessions.begin() as s:
        load_starter_content(s, load_catalog([builtin_sets_dir()]))
        guild = s.scalar(select(Guild))
        assert guild is not None
        s.add_all(  # what its days wrote: a line each, at no cost
            LedgerEntry(guild_id=guild.id, reason=f"a long campaign's day {n}") for n in range(2000)
        )
        name = guild.name
    env = child_env()
    pager = subprocess.Popen(
        [sys.executable, "-m", "demloc", "--db", database_url, "guild", "show", name],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
    )  # fmt: skip
    assert pager.stdout is not None and pager.stderr is not None
    with pager.stdout, pager.stderr:
        shown_first = pager.stdout.read(100)  # the first screen: the pager waits then
        assert shown_first.startswith(b"{")
        try:
            monkeypatch.setattr(transactions, "BUSY_TIMEOUT_S", 0.25)
            with sessions.begin() as s:  # DatabaseBusyError while the command holds it
                assert s.scalar(select(Guild.feods).where(Guild.name == name))
        finally:
            rest = pager.stdout.read()  # the player reads on
            errors = pager.stderr.read()
            assert pager.wait(timeout=60) == 0, errors
    assert len(shown_first + rest) > 200_000
    sessions.kw["bind"].dispose()


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
def test_a_computer_back_after_its_transaction_was_ended_is_told_so(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The frozen DemLoc wakes (the lid opened): the server ended its transaction (the
    test above), so its next statement fails. It reads one message saying so and that
    nothing of the action was written, never a traceback (the City view and the CLI
    show a StoreError); its next action works."""
    monkeypatch.setattr(transactions, "IDLE_IN_TRANSACTION_S", 0.5)
    sessions = open_database(database_url)
    with pytest.raises(StoreError) as ended, sessions.begin() as s:
        s.add(Account(name="Before the lid closed"))
        s.flush()
        time.sleep(1.5)  # the lid closed: longer than the limit, between two statements
        s.add(Account(name="After the lid opened"))
        s.flush()
    assert str(ended.value) == (
        f"the database {shown(database_url)} ended this action: this computer said nothing "
        "to it for more than 0.5 s in the middle of it (asleep, or off the network?); "
        "nothing of it was written; try again"
    )
    with sessions.begin() as s:
        assert s.scalar(select(func.count()).select_from(Account)) == 0
    sessions.kw["bind"].dispose()
