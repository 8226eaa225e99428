"""Killing a process at a random moment (SIGKILL), keeping what it acknowledged:
`run_and_kill` starts a fresh interpreter each time, `ForkServer` forks a warmed-up
one (many kills in little time).

A child under test prints one line after each commit (`print(..., flush=True)`); what
it acknowledged is the whole lines read before the kill. A kill in the middle of a
print leaves a piece of a line after the last newline: that action is stored, not
said, so it does not count.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path


def run_and_kill(
    command: Sequence[str], rng: random.Random, *, most_s: float = 0.4, timeout_s: float = 30
) -> list[str]:
    """Run `command`, wait for its first whole line, kill it after a random time up to
    `most_s`, and return every whole line it printed (without the newline). A child
    that dies on its own, or never prints, fails with what it wrote to stderr."""
    child = subprocess.Popen(
        list(command), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    first = child.stdout.readline()
    if not first.endswith("\n"):
        child.kill()
        _out, errors = child.communicate(timeout=timeout_s)
        raise AssertionError(f"the child never acknowledged an action:\n{errors}")
    time.sleep(rng.uniform(0.0, most_s))
    os.kill(child.pid, signal.SIGKILL)
    # The rest from the same reader: `readline` may hold lines beyond the first in its
    # buffer, which `communicate` (reading the pipe itself) never returns.
    rest = child.stdout.read()
    _out, errors = child.communicate(timeout=timeout_s)
    if child.returncode != -signal.SIGKILL:
        raise AssertionError(f"the child stopped on its own ({child.returncode}):\n{errors}")
    return (first + rest).split("\n")[:-1]


# The loop of a fork server: the prelude before it imports what the child needs and
# defines `run(args)`; each request forks a child that runs it, its prints going to a
# file of the request's, and says the child's pid, then how it ended.
_FORK_LOOP = r"""
import os as _os, sys as _sys
for _request in _sys.stdin:
    _output, *_args = _request.split()
    _pid = _os.fork()
    if _pid == 0:
        _sys.stdout = open(_output, "w", encoding="utf-8")
        try:
            run(_args)
        except BaseException:
            import traceback
            traceback.print_exc()
        _os._exit(3)
    print(_pid, flush=True)
    _status = _os.waitpid(_pid, 0)[1]
    print("killed" if _os.WIFSIGNALED(_status) and _os.WTERMSIG(_status) == 9
          else f"ended {_status}", flush=True)
"""


class ForkServer:
    """A process that imports and warms up once (`prelude`, which defines `run(args)`),
    then forks a fresh child for every `run_and_kill`: a kill test's restarts without
    an interpreter's start-up each time. Each child opens its files itself, so it
    restarts as the app does; only the imported code and what the prelude made
    (catalogs, caches) come from the server."""

    def __init__(self, prelude: str, folder: Path) -> None:
        self.folder = folder
        self.errors = folder / "fork-server.stderr"
        self.runs = 0
        with self.errors.open("w") as errors:
            self.process = subprocess.Popen(
                [sys.executable, "-c", prelude + _FORK_LOOP],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors, text=True,
            )  # fmt: skip

    def _answer(self) -> str:
        assert self.process.stdout is not None
        answer = self.process.stdout.readline().strip()
        if not answer:
            raise AssertionError(f"the fork server ended:\n{self.errors.read_text()}")
        return answer

    def run_and_kill(
        self, args: Sequence[str], rng: random.Random, *, most_s: float = 0.4,
        timeout_s: float = 30,
    ) -> list[str]:  # fmt: skip
        """As `run_and_kill`, for one forked child running `run(args)`."""
        assert self.process.stdin is not None
        self.runs += 1
        output = self.folder / f"child-{self.runs}.out"
        self.process.stdin.write(" ".join([str(output), *args]) + "\n")
        self.process.stdin.flush()
        pid = int(self._answer())
        deadline = time.monotonic() + timeout_s
        while not (output.exists() and "\n" in output.read_text(encoding="utf-8")):
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                raise AssertionError(
                    f"the child never acknowledged an action:\n{self.errors.read_text()}"
                )
            time.sleep(0.005)
        time.sleep(rng.uniform(0.0, most_s))
        os.kill(pid, signal.SIGKILL)
        ended = self._answer()
        if ended != "killed":
            raise AssertionError(
                f"the child stopped on its own ({ended}):\n{self.errors.read_text()}"
            )
        return output.read_text(encoding="utf-8").split("\n")[:-1]

    def close(self) -> None:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)
        self.process.stdout.close()

    def __enter__(self) -> ForkServer:
        return self

    def __exit__(self, *_exc: object) -> None:
        if self.process.poll() is None and self.process.stdin is not None:
            self.close()
