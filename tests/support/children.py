"""Child processes of the real-process tests: the environment in which a child imports
this checkout's `demloc` (and the tests' `support`), and several DemLoc processes
opening one new database at the same moment (R-11: the first start's schema and
starter content are made once)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
APP = TESTS.parent / "app"

# A first start: the catalog loaded, then, when the test says go (a line on stdin, all
# at once), the database opened (made if new) and the starter content added.
OPENER = r"""
import sys
from demloc.catalog.catalog import load_catalog
from demloc.paths import builtin_sets_dir
from demloc.store.database import open_database
from demloc.store.starter import load_starter_content

catalog = load_catalog([builtin_sets_dir()])
print("ready", flush=True)
sys.stdin.readline()  # all at once
sessions = open_database(sys.argv[1])
with sessions.begin() as session:
    load_starter_content(session, catalog)
print("opened", flush=True)
"""


def child_env() -> dict[str, str]:
    """This process's environment with the checkout's app and tests first on the path."""
    path = [str(APP), str(TESTS), os.environ.get("PYTHONPATH", "")]
    return dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in path if p))


def open_at_once(url: str, count: int, *, timeout_s: float = 120) -> None:
    """`count` processes, each loaded and waiting, open the database at `url` at the same
    moment; each must say it opened it, with no traceback."""
    openers = [
        subprocess.Popen(
            [sys.executable, "-c", OPENER, url], env=child_env(),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for _ in range(count)
    ]  # fmt: skip
    try:
        for opener in openers:  # each child writes nothing more until it is told to go
            assert opener.stdout is not None
            ready = opener.stdout.readline()
            if ready != "ready\n":
                opener.kill()
                raise AssertionError(f"an opener did not start:\n{opener.communicate()[1]}")
        for opener in openers:
            assert opener.stdin is not None
            opener.stdin.write("go\n")
            opener.stdin.flush()
        for opener in openers:
            out, errors = opener.communicate(timeout=timeout_s)
            assert opener.returncode == 0 and out == "opened\n", errors
            assert "Traceback" not in errors and "already exists" not in errors, errors
    finally:
        for opener in openers:
            if opener.poll() is None:
                opener.kill()
                opener.communicate()
