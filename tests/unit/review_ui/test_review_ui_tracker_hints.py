"""Review "review-ui" of issue 33 in the tracker: the Hints tab as the table sees it
beside the selected character's card, with three made-up attacks (the hints tests'
fake engine, tests/unit/ui/hints/fakes.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from table import MakeWindow, play_from_setup, state

HINTS_TESTS = str(Path(__file__).resolve().parents[1] / "ui" / "hints")


@pytest.fixture(autouse=True)
def _own_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = str(tmp_path / "hints-settings.ini")
    monkeypatch.setattr("demloc.ui.hints.setting.QSettings",
                        lambda: QSettings(path, QSettings.Format.IniFormat))  # fmt: skip


@pytest.mark.parametrize(("size", "lines"), [((1024, 700), 2), ((1920, 1080), 3)])
def test_the_attacks_are_compared_side_by_side(
    qtbot: QtBot, make_window: MakeWindow, size: tuple[int, int], lines: int
) -> None:
    """R-245 made each attack one line so that the list can be compared; but the tab gets
    what the character's card leaves: a list 110-128 px high at 1024x700 (one line whole) and
    139 px at 1920x1080 (two, the third cut), with the card's column above ending in empty
    room. At fault: the tracker's side column (ui/tracker, the tabs' share of it, R-175)
    as ui/hints/hooks.py `TrackerHints` puts the panel in it."""
    if HINTS_TESTS not in sys.path:
        sys.path.insert(0, HINTS_TESTS)
    from fakes import Engine

    window = make_window()
    tracker = play_from_setup(window)
    panel = tracker.hints.panel
    panel.worker.work = Engine()
    tracker.tabs.setCurrentWidget(tracker.hints.page)
    tracker.select(next(iter(state(tracker).fighters)))
    qtbot.waitUntil(lambda: panel.hints is not None and panel.filled, timeout=20000)
    window.resize(*size)
    for _ in range(5):
        QApplication.processEvents()
    viewport = panel.attack_area.viewport()
    whole = [c for c in panel.cards
             if viewport.rect().contains(QRect(c.mapTo(viewport, QPoint(0, 0)), c.size()))]  # fmt: skip
    panel.worker.wait()
    assert len(panel.cards) == 3
    assert len(whole) >= lines, f"{len(whole)} of 3 attack lines whole in {viewport.height()} px"
