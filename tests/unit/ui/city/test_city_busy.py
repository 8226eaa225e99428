"""An undo of the City view that waited for another process's write and was cancelled
(issue 27 item 8): the city is as it was and so is its history; once the other write is
done, the same undo goes through. A real process holds the lock."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from city_screen_support import TAVERN, city_view
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules, load_guild_rules
from demloc.paths import resources_dir
from demloc.store.transactions import wait_for_the_lock_with
from demloc.ui.busy import BusyBand
from support.lock_holder import Holder, Script


@pytest.fixture(scope="module")
def rules() -> GuildRules:
    return load_guild_rules(resources_dir() / "guild.toml")


def _tasks(db: Path) -> int:
    # A reader beside the lock's holder (WAL): what is committed.
    with sqlite3.connect(db) as reader:
        return int(reader.execute("SELECT count(*) FROM city_task").fetchone()[0])


def test_a_cancelled_undo_keeps_the_city_and_its_history(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    view, _clock = city_view(qtbot, tmp_path, catalog, rules)
    band = BusyBand()
    qtbot.addWidget(band)
    wait_for_the_lock_with(view.sessions, band)
    view.show()
    view.choose(TAVERN)
    view.panel.members.item(0).setCheckState(Qt.CheckState.Checked)
    assert view.send(view.panel._kind(), TAVERN, view.panel.chosen())
    stack = view.undo_stack
    assert (stack.count(), stack.index()) == (1, 1)
    holder = Holder(tmp_path / "city.sqlite3")
    try:
        script = Script(view)
        script.then(lambda: not band.isHidden(), band.cancel)
        stack.undo()  # waits, then is cancelled
        assert not script.steps
        assert view.message.text().startswith("Not undone: you stopped waiting")
        qtbot.waitUntil(lambda: stack.index() == 1)  # put back where the city is
        assert stack.count() == 1 and stack.canUndo()
        assert _tasks(tmp_path / "city.sqlite3") == 1  # still sent
        script.then(lambda: not band.isHidden(), holder.release)
        stack.undo()
        script.timer.stop()
        assert view.message.text().startswith("Undone: Send")
        assert view.status is not None and view.status.tasks == ()
        assert _tasks(tmp_path / "city.sqlite3") == 0
        assert (stack.count(), stack.index()) == (1, 0)
    finally:
        holder.stop()


def test_the_city_read_again_on_its_own_never_shows_the_band(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    """Review of issue 27 item 8: the City view reads the city again each minute and when
    a countdown ends, whatever view is shown. With another process writing, that read
    the player did not ask for is not waited for in the band (which said "your action"
    and refused the player's own actions meanwhile): it is tried again later."""
    view, clock = city_view(qtbot, tmp_path, catalog, rules)
    band = BusyBand()
    qtbot.addWidget(band)
    wait_for_the_lock_with(view.sessions, band)
    view.show()
    view.choose(TAVERN)
    view.panel.members.item(0).setCheckState(Qt.CheckState.Checked)
    assert view.send(view.panel._kind(), TAVERN, view.panel.chosen())
    assert view.next_change is not None
    clock.now = view.next_change  # the task is due: the countdown's end reads again
    holder = Holder(tmp_path / "city.sqlite3")
    shown: list[bool] = []
    try:
        script = Script(view)
        script.then(lambda: not band.isHidden(), lambda: (shown.append(True), band.cancel()))
        view.tick()
        view.reader.timeout.emit()  # the minute's read
        script.timer.stop()
        assert shown == []
        assert view.status is not None and len(view.status.tasks) == 1  # not read yet
        holder.release()
    finally:
        holder.stop()
    view.tick()  # the next second: read
    assert view.status is not None and view.status.tasks == ()
