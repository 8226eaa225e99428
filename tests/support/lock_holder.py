"""A real process that holds an SQLite database's write lock until told (issue 27 item
8), and steps a test runs from a QTimer while an action of the window waits for it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

HOLDER = r"""
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")  # the write lock, as another DemLoc writing holds it
print("holding", flush=True)
sys.stdin.readline()  # until the test says
db.execute("COMMIT")
print("released", flush=True)
"""


class Holder:
    def __init__(self, path: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", HOLDER, str(path)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line.strip() == "holding", self.process.communicate()[1]

    def release(self) -> str:
        out, errors = self.process.communicate("go\n", timeout=30)  # one reader
        assert self.process.returncode == 0, errors
        return out.strip()

    def stop(self) -> None:
        if self.process.returncode is None:
            self.process.kill()
            self.process.communicate(timeout=30)


class Script:
    """Steps run from a QTimer while the action waits (the test's own code is under the
    action, which returns only when its wait is over): each step's test, then its act."""

    def __init__(self, parent: QObject) -> None:
        self.ticks = 0  # the timer fired: the event loop runs
        self.steps: list[tuple[Callable[[], bool], Callable[[], object]]] = []
        self.timer = QTimer(parent)
        self.timer.timeout.connect(self._tick)
        self.timer.start(20)

    def then(self, when: Callable[[], bool], do: Callable[[], object]) -> None:
        self.steps.append((when, do))

    def _tick(self) -> None:
        self.ticks += 1
        if self.steps and self.steps[0][0]():
            self.steps.pop(0)[1]()
