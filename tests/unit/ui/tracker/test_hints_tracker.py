"""The hints in the tracker (issue 33): a tab of the side column following the selected
character; the heat map on the tracker's board; off per table, kept across a restart
for the same guilds (R-233); key I shows them for one action while off."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from table import MakeWindow, area_of, key, play_from_setup, state

from demloc.hints.attacks import attacks, best_first
from demloc.ui.hints.cards import hint_key
from demloc.ui.hints.hooks import ONCE_NAME


@pytest.fixture(autouse=True)
def _own_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hints' switch in a file of this test's: the app's own settings (QSettings())
    keep one file per process, which the next test would read."""
    path = str(tmp_path / "hints-settings.ini")
    monkeypatch.setattr("demloc.ui.hints.setting.QSettings",
                        lambda: QSettings(path, QSettings.Format.IniFormat))  # fmt: skip


def test_the_hints_tab_follows_the_selected_character(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")  # turn 1: the strategic phase
    panel = tracker.hints.panel
    tracker.tabs.setCurrentWidget(panel)
    mission = tracker.controller.mission
    assert mission is not None
    shooter = next(f for f, x in state(tracker).fighters.items()
                   if x.owner == state(tracker).current)  # fmt: skip
    tracker.select(shooter)
    qtbot.waitUntil(lambda: panel.hints is not None and panel.hints.fighter == shooter,
                    timeout=20000)  # fmt: skip
    expected = best_first(attacks(mission.state, mission.ctx, shooter))
    assert [c.key for c in panel.cards] == [hint_key(h) for h in expected]
    assert panel.who.text() == tracker.labels[shooter]
    panel.tabs.setCurrentWidget(panel.threat_area)
    assert tracker.board is not None and panel.heat.item.scene() is tracker.board.scene
    heat = panel.hints.heat  # type: ignore[union-attr]
    assert heat is not None and panel.heat.item.isVisible() == bool(heat.kill)
    tracker.tabs.setCurrentIndex(0)  # the Characters: no heat map over the board
    assert not panel.heat.item.isVisible()
    panel.worker.wait()


def test_hints_off_at_this_table_stay_off_and_key_i_shows_one_action(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    panel = tracker.hints.panel
    tracker.tabs.setCurrentWidget(panel)
    panel.switch_box.click()  # off at this table
    assert not panel.on and "off at this table" in panel.status.text()
    tracker.tabs.setCurrentIndex(0)
    someone = next(iter(state(tracker).fighters))
    tracker.select(someone)
    assert ONCE_NAME in tracker.key_actions  # listed in the Mission menu with its key
    key(tracker, "I")
    assert tracker.tabs.currentWidget() is panel
    qtbot.waitUntil(lambda: panel.hints is not None and panel.hints.fighter == someone,
                    timeout=20000)  # fmt: skip
    key(tracker, "D")  # an action: the hints for one action go
    QApplication.processEvents()
    assert panel.hints is None and "off at this table" in panel.status.text()
    panel.worker.wait()
    window.close()
    again = play_again(make_window)
    assert not again.hints.panel.on and not again.hints.panel.switch_box.isChecked()


def play_again(make_window: MakeWindow):  # type: ignore[no-untyped-def]
    """The app started again: the mission resumed in the tracker."""
    window = make_window()
    area = area_of(window)
    QApplication.processEvents()
    return area.tracker
