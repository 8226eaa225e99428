"""A set-up step that waited for another process's write and was cancelled (issue 27
item 8): the set-up is as it was, on the screen and in the database, and the same step
goes through once the other write is done. A real process holds the lock. (While it
holds it, the screen's own reads wait too: every transaction takes the lock.)"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from driver import buttons, press
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from demloc.missions.setup import Phase
from demloc.store.transactions import wait_for_the_lock_with
from demloc.ui.busy import BusyBand
from demloc.ui.mission import MissionView
from demloc.ui.mission.players import PlayersScreen
from support.lock_holder import Holder, Script


def test_a_cancelled_step_is_neither_shown_nor_saved(
    qtbot: QtBot, make_view: Callable[[], MissionView], tmp_path: Path
) -> None:
    view = make_view()
    band = BusyBand()
    qtbot.addWidget(band)
    wait_for_the_lock_with(view.controller.sessions, band)
    players = view.screens[Phase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    players.mission_box.activated.emit(players.mission_box.findData("first-blood"))
    add = buttons(view, "add-")[0]
    before, steps = view.state, len(view.controller.log.actions)
    holder = Holder(tmp_path / "mission.sqlite3")
    try:
        script = Script(view)
        script.then(lambda: not band.isHidden(), band.cancel)
        press(view, add)  # waits, then is cancelled
        assert not script.steps
        assert view.state == before and len(view.controller.log.actions) == steps
        assert "you stopped waiting" in view.error.text()
        script.timer.stop()
    finally:
        holder.stop()
    # The other write done, the screen read again: the same step goes through, once.
    QApplication.processEvents()
    view.controller.changed.emit()
    press(view, add)
    assert len(view.controller.log.actions) == steps + 1
    view.controller.open()  # what the database holds: the step, once
    assert len(view.controller.log.actions) == steps + 1
