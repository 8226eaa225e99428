"""The tests' PostgreSQL server dies with the test process (issue 28: a CI run killed by
its time-out left the server running for good): a process that started it through
conftest.py is killed (SIGKILL, nothing of its own runs), and the server is gone."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

CHILD = """
import importlib.util, sys
spec = importlib.util.spec_from_file_location("store_conftest", sys.argv[1])
conftest = sys.modules["store_conftest"] = importlib.util.module_from_spec(spec)
spec.loader.exec_module(conftest)
started = conftest._start_server()  # kept: let go, it would stop the server
try:
    server = next(started)
except BaseException as error:  # pytest's skip (or fail in CI): no server here
    print("skip", error, flush=True)
    raise SystemExit(0)
print(server.pid, server.admin_url, flush=True)
sys.stdin.read()  # until killed
"""


def _running(pid: int) -> bool:
    """Whether `pid` is a live process (a zombie no one reaped yet is not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.kill
@pytest.mark.postgres
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG, /proc")
def test_a_test_process_killed_leaves_no_server_running() -> None:
    if os.environ.get("DEMLOC_TEST_POSTGRES"):
        pytest.skip("the tests use a server of your own, started by none of them")
    conftest = Path(__file__).with_name("conftest.py")
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(conftest)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert child.stdout is not None
    said = child.stdout.readline()
    if not said:
        child.kill()
        raise AssertionError(f"the server did not start:\n{child.communicate(timeout=60)[1]}")
    if said.startswith("skip"):
        child.communicate(timeout=60)
        if os.environ.get("CI"):  # as conftest.py: in CI, a missing server is a fault
            pytest.fail(said, pytrace=False)
        pytest.skip(said)
    pid, url = said.split()
    home = Path(url.split("host=")[1])  # its folder, the killed process's to remove
    try:
        assert _running(int(pid))
        os.kill(child.pid, signal.SIGKILL)
        child.communicate(timeout=60)
        assert child.returncode == -signal.SIGKILL
        deadline = time.monotonic() + 60  # a bound for a hang only; it goes at once
        while _running(int(pid)) and time.monotonic() < deadline:
            time.sleep(0.05)
        if _running(int(pid)):
            os.kill(int(pid), signal.SIGQUIT)  # not to leave it behind for good
            raise AssertionError(f"the server ({pid}) outlived the process that started it")
    finally:
        shutil.rmtree(home, ignore_errors=True)
