"""Child processes of the real-process tests: the environment in which a child imports
this checkout's `demloc` (and the tests' `support`), and several DemLoc processes
opening one new database at the same moment (R-11: the first start's schema and
starter content are made once)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
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


def at_once(
    script: str, args: Sequence[str], count: int, *, timeout_s: float = 120
) -> list[tuple[int, str, str]]:
    """`count` processes run `script` (`python -c`) with `args`. Each prints "ready" once
    loaded, then waits for a line on its stdin: all are given it at the same moment (two
    computers acting at once). Each one's return code, what it printed after "ready"
    and its stderr."""
    children = [
        subprocess.Popen(
            [sys.executable, "-c", script, *args], env=child_env(),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for _ in range(count)
    ]  # fmt: skip
    try:
        for child in children:  # a child prints nothing more until it is told to go
            assert child.stdout is not None
            if child.stdout.readline() != "ready\n":
                child.kill()
                raise AssertionError(f"a child did not start:\n{child.communicate()[1]}")
        for child in children:
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        ends = [child.communicate(timeout=timeout_s) for child in children]
        return [(c.returncode, out, err) for c, (out, err) in zip(children, ends, strict=True)]
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.communicate()


def open_at_once(url: str, count: int) -> None:
    """`count` processes, each loaded and waiting, open the database at `url` at the same
    moment; each must say it opened it, with no traceback."""
    for code, out, errors in at_once(OPENER, [url], count):
        assert code == 0 and out == "opened\n", errors
        assert "Traceback" not in errors and "already exists" not in errors, errors
