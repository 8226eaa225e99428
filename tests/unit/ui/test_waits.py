"""A qtbot wait never gives up early (issue 28: a 5 s wait failed on a loaded machine):
its time-out is a bound for a hang only (tests/conftest.py LOADED_MS), whatever a test
asked, and it ends as soon as what it waits for is there."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal
from pytestqt.qtbot import QtBot


class _Late(QObject):
    done = Signal()


def test_a_wait_outlasts_its_time_out_when_the_machine_is_slow(qtbot: QtBot) -> None:
    seen: list[bool] = []
    QTimer.singleShot(600, lambda: seen.append(True))  # later than the test's 200 ms
    started = time.monotonic()
    qtbot.waitUntil(lambda: bool(seen), timeout=200)
    assert seen and time.monotonic() - started < 30  # over when it happened
    late = _Late()
    QTimer.singleShot(600, late.done.emit)
    with qtbot.waitSignal(late.done, timeout=200):
        pass
