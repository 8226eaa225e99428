"""The hints in the tracker (issue 33): a tab of the side column following the selected
character; the heat map on the tracker's board; off per table, kept across a restart
for the same guilds (R-233); key I shows them for one action while off."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from driver import SIZES
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from readable import cut_widgets
from table import MakeWindow, area_of, key, play_from_setup, state

from demloc.hints.attacks import attacks, best_first
from demloc.hints.threats import threat_map
from demloc.ui.hints.cards import hint_key
from demloc.ui.hints.hooks import ONCE_NAME
from support.shots import save_shot


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
    tracker.tabs.setCurrentWidget(tracker.hints.page)
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
    # the tints are the engine's, on the squares he could stand on after
    # his next move, around where he stands (issue 33 review: the shots of made-up
    # hints tinted squares far from him).
    assert heat == threat_map(mission.state, mission.ctx, shooter)
    here = mission.state.board_map.character(shooter)
    reach = mission.state.fighter(shooter).profile.movement
    assert here is not None and set(panel.heat.item.fills) == set(heat.kill)
    assert all(max(abs(s.x - here.at.x), abs(s.y - here.at.y)) <= reach for s in heat.kill)
    for width, height in SIZES:
        window.resize(width, height)
        QApplication.processEvents()
        save_shot(window, "hints", f"tracker-heat-{width}x{height}.png")
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
    tracker.tabs.setCurrentWidget(tracker.hints.page)
    panel.switch_box.click()  # off at this table
    assert not panel.on and "off at this table" in panel.status.text()
    tracker.tabs.setCurrentIndex(0)
    someone = next(iter(state(tracker).fighters))
    tracker.select(someone)
    assert ONCE_NAME in tracker.key_actions  # listed in the Mission menu with its key
    key(tracker, "I")
    assert tracker.tabs.currentWidget() is tracker.hints.page
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


def test_the_hints_tab_cuts_nothing_at_both_sizes(qtbot: QtBot, make_window: MakeWindow) -> None:
    """Looked at (issue 33): the tab with made-up hints (three attacks, two threats) at
    1024x700 and 1920x1080, in and out of table mode: no word or button cut."""
    sys.path.insert(0, str(Path(__file__).parents[1] / "hints"))
    from fakes import Engine

    window = make_window()
    tracker = play_from_setup(window)
    panel = tracker.hints.panel
    panel.worker.work = Engine()
    tracker.tabs.setCurrentWidget(tracker.hints.page)
    tracker.select(next(iter(state(tracker).fighters)))
    qtbot.waitUntil(lambda: panel.hints is not None, timeout=20000)
    problems = []
    for table in (False, True):
        tracker.set_table_mode(table)
        for width, height in SIZES:
            window.resize(width, height)
            for tab in (0, 1):
                panel.tabs.setCurrentIndex(tab)
                for _ in range(3):
                    QApplication.processEvents()
                name = f"tracker-{'table-' if table else ''}{tab}-{width}x{height}.png"
                save_shot(window, "hints", name)
                problems += [f"{name}: {p}" for p in cut_widgets(panel)]
    assert problems == []
    panel.worker.wait()


def test_the_hints_type_follows_table_mode(qtbot: QtBot, make_window: MakeWindow) -> None:
    """Read from 1.5 m: in table mode on a wide screen (20 px type) the hints' type is as
    large as the rest of the side column's, never below 16 px."""
    window = make_window()
    tracker = play_from_setup(window)
    panel = tracker.hints.panel
    window.resize(1920, 1080)
    tracker.set_table_mode(True)
    qtbot.waitUntil(lambda: panel.type_px == tracker.table_font == 20, timeout=5000)
    tracker.set_table_mode(False)
    qtbot.waitUntil(lambda: panel.type_px == 16, timeout=5000)
