"""Another process holds the database's write lock (issue 27 item 8): the window shows
that an action is waiting, keeps answering, and lets the player cancel it; a cancelled
action writes nothing and is not on the undo history; once the lock is released the
action is done. A real second process holds the lock (`BEGIN IMMEDIATE`) until the test
writes to its pipe."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.store import guilds as services
from demloc.store.database import open_database
from demloc.store.starter import load_starter_content
from demloc.ui.context import AppContext
from demloc.ui.guild import GuildView
from demloc.ui.main_window import MainWindow

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


@pytest.fixture
def db(tmp_path: Path, catalog: Catalog) -> Path:
    path = tmp_path / "busy.sqlite3"
    sessions = open_database(str(path))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
    sessions.kw["bind"].dispose()
    return path


@pytest.fixture
def window(qtbot: QtBot, db: Path, catalog: Catalog, settings: QSettings) -> MainWindow:
    sessions = open_database(str(db))
    context = AppContext(catalog, sessions, str(db), None, str(db.parent))
    shown = MainWindow(context, settings, view="guild")
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitUntil(lambda: isinstance(shown.views.built.get("guild"), GuildView))
    return shown


@pytest.fixture
def holder(db: Path) -> Iterator[Holder]:
    held = Holder(db)
    yield held
    held.stop()


def _feods(db: Path, guild: str) -> int:
    # A reader beside the lock's holder (WAL): what is committed.
    with sqlite3.connect(db) as reader:
        row = reader.execute("SELECT feods FROM guild WHERE name = ?", (guild,)).fetchone()
    return int(row[0])


class Script:
    """Steps run from a QTimer while the action waits (the test's own code is under the
    action, which returns only when its wait is over): each step's test, then its act."""

    def __init__(self, window: MainWindow) -> None:
        self.ticks = 0  # the timer fired: the event loop runs
        self.steps: list[tuple[Callable[[], bool], Callable[[], None]]] = []
        self.timer = QTimer(window)
        self.timer.timeout.connect(self._tick)
        self.timer.start(20)

    def then(self, when: Callable[[], bool], do: Callable[[], None]) -> None:
        self.steps.append((when, do))

    def _tick(self) -> None:
        self.ticks += 1
        if self.steps and self.steps[0][0]():
            self.steps.pop(0)[1]()


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

    # Again; the other process ends its write: the action is done, once.
    released: list[str] = []
    script.then(band.isVisible, lambda: released.append(holder.release()))
    assert earn() is True
    script.timer.stop()
    assert released == ["released"]
    assert band.isHidden()
    assert view.message.text() == "Done: Earn 5 feods"
    assert _feods(db, guild) == before + 5
    assert view.undo_stack.count() == history + 1
