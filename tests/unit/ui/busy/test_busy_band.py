"""Another process holds the database's write lock (issue 27 item 8): the window shows
that an action is waiting, keeps answering, and lets the player cancel it; a cancelled
action writes nothing and is not on the undo history; once the lock is released the
action is done. A real second process holds the lock (`BEGIN IMMEDIATE`) until the test
writes to its pipe."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from demloc.store import guilds as services
from demloc.ui.guild import GuildView
from demloc.ui.main_window import MainWindow
from support.lock_holder import Holder, Script


def _feods(db: Path, guild: str) -> int:
    # A reader beside the lock's holder (WAL): what is committed.
    with sqlite3.connect(db) as reader:
        row = reader.execute("SELECT feods FROM guild WHERE name = ?", (guild,)).fetchone()
    return int(row[0])


def test_a_write_waits_in_a_band_that_cancels_and_then_goes_through(
    qtbot: QtBot, window: MainWindow, db: Path, holder: Holder
) -> None:
    view = window.views["guild"]
    assert isinstance(view, GuildView)
    band, guild = window.busy_band, view.guild_name
    before, history = _feods(db, guild), view.undo_stack.count()
    script = Script(window)
    band_text, ticks_then, second = [""], [0], [(True, "")]

    def earn(feods: int = 5) -> bool:
        return view.act(
            f"Earn {feods} feods", lambda s, g: services.change_wealth(s, g, "test", feods=feods)
        )

    def while_waiting() -> None:
        band_text[0], ticks_then[0] = band.label.text(), script.ticks
        # Another action while one waits: refused at once, not a second wait.
        second[0] = earn(1), view.message.text()

    script.then(band.isVisible, while_waiting)
    # The event loop keeps running while the action waits: the timer fires again and again.
    script.then(lambda: script.ticks >= ticks_then[0] + 5,
                lambda: qtbot.mouseClick(band.cancel_button, Qt.MouseButton.LeftButton))  # fmt: skip
    assert earn() is False  # returns once cancelled
    assert not script.steps
    assert "Waiting for another computer's write" in band_text[0]
    assert second[0][0] is False
    assert "another action of this window is waiting" in second[0][1]
    assert band.isHidden()
    assert "you stopped waiting" in view.message.text()
    assert "nothing was changed" in view.message.text()
    assert view.undo_stack.count() == history  # not on the history
    assert _feods(db, guild) == before

    # Again, once back in the event loop (the cancelled action's own end waits not);
    # the other process ends its write: the action is done, once.
    QApplication.processEvents()
    released: list[str] = []
    script.then(band.isVisible, lambda: released.append(holder.release()))
    assert earn() is True
    script.timer.stop()
    assert released == ["released"]
    assert band.isHidden()
    assert view.message.text() == "Done: Earn 5 feods"
    assert _feods(db, guild) == before + 5
    assert view.undo_stack.count() == history + 1


def test_the_start_waits_in_the_band_too_and_cancel_says_so(
    qtbot: QtBot, db: Path, holder: Holder, settings: QSettings
) -> None:
    from demloc.store.errors import WaitCancelledError
    from demloc.ui.application import open_data

    window = MainWindow(None, settings, view="guild")  # "opening the data…"
    qtbot.addWidget(window)
    window.show()
    window.windowHandle().requestActivate()  # shortcuts need an active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    script = Script(window)
    shown: list[bool] = []
    script.then(window.busy_band.isVisible, lambda: shown.append(True))
    script.then(lambda: bool(shown), lambda: qtbot.keyClick(window, Qt.Key.Key_Escape))  # Esc
    with pytest.raises(WaitCancelledError, match=r"you stopped waiting .* nothing was changed"):
        open_data(window, str(db))
    script.timer.stop()
    assert shown == [True] and window.busy_band.isHidden()
