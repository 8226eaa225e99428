"""PostgreSQL's write lock (issue 27 item 1): while another process is in a transaction
it holds the database's one lock (store/database.py), so this one waits for it, twice
the busy timeout as on SQLite, then names the busy database (DatabaseBusyError, as
tests/unit/store/test_busy.py has it on SQLite), never a traceback; once the other
ends, the same sessions go on."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import select

from demloc.store import database
from demloc.store.database import DatabaseBusyError, open_database, shown
from demloc.store.schema import Guild

HOLDER = r"""
import sys
from sqlalchemy import select
from demloc.store.database import open_database
from demloc.store.schema import Guild
sessions = open_database(sys.argv[1])
with sessions.begin() as s:  # as another DemLoc in the middle of a write
    s.scalar(select(Guild.id))
    print("holding", flush=True)
    sys.stdin.readline()
print("released", flush=True)
"""


def _hold(url: str) -> subprocess.Popen[str]:
    app = str(Path(__file__).resolve().parents[3] / "app")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([app, os.environ.get("PYTHONPATH", "")]))
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, url],
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
        monkeypatch.setattr(database, "BUSY_TIMEOUT_S", 0.25)
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
        database.wait_for_the_lock_with(sessions, cancelled)
        with pytest.raises(database.WaitCancelledError, match="nothing was changed"), \
                sessions.begin() as s:  # fmt: skip
            s.scalar(select(Guild.id))
        assert (cancelled.calls, cancelled.ended) == (3, 1)
        through = _Counting(holder, release_after=2, give_up_after=1000)
        database.wait_for_the_lock_with(sessions, through)
        with sessions.begin() as s:
            assert s.scalar(select(Guild.id)) is None
        assert through.calls == 2 and through.ended == 1
    finally:
        database._waits.clear()
        if holder.returncode is None and holder.stdin is not None and not holder.stdin.closed:
            holder.kill()
            holder.communicate(timeout=30)
    sessions.kw["bind"].dispose()
