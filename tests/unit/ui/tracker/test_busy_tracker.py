"""The tracker while its write waits for another process's (issue 27 item 8, review):
the rows the waiting action's button lives in are not rebuilt under it by another
action's refusal, and nothing crashes or is written twice. A real process holds the
lock."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtWidgets import QApplication
from table import MakeWindow, key, kill_an_enemy, play_from_setup, state, tap

from support.lock_holder import Holder, Script


def _events(db: Path) -> int:
    with sqlite3.connect(db) as reader:  # beside the lock's holder (WAL): what is committed
        return int(reader.execute("SELECT count(*) FROM mission_play_event").fetchone()[0])


def test_a_kill_that_waits_survives_a_key_pressed_meanwhile(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    me, _dead = kill_an_enemy(tracker)
    db = tmp_path / "tracker.sqlite3"
    saved, band = _events(db), window.busy_band
    holder = Holder(db)
    try:
        script = Script(window)
        refused: list[str] = []

        def meanwhile() -> None:
            key(tracker, "P")  # refused: another action waits
            refused.append(tracker.refusal.text())

        script.then(band.isVisible, meanwhile)
        script.then(lambda: script.ticks > 10, band.cancel)
        tap(tracker, f"kill-by-{me}")  # waits, then is cancelled
        assert not script.steps
        assert "another action of this window is waiting" in refused[0]
        assert state(tracker).player(me).kills == 0
        assert _events(db) == saved
        QApplication.processEvents()
        script.then(band.isVisible, holder.release)
        tap(tracker, f"kill-by-{me}")
        script.timer.stop()
    finally:
        holder.stop()
    assert state(tracker).player(me).kills == 1
    assert _events(db) == saved + 1
