"""The tracker with four guilds (issue 12 "by 2 and by 4 players"): Four Banners set up
from the screens (the set-up's driver), handed over, played by keys to its turn limit:
the first player drawn each turn among four, passing goes clockwise round all four."""

from __future__ import annotations

from pathlib import Path

import pytest
from driver import SIZES
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from readable import cut_widgets
from sqlalchemy.orm import Session, sessionmaker
from table import four_banners, key, pass_round, state, tap

from demloc.catalog.catalog import Catalog
from demloc.missions.play import Phase
from support.shots import save_shot


@pytest.mark.slow
def test_four_guilds_play_four_banners_to_its_turn_limit(
    qtbot: QtBot, four_guilds: sessionmaker[Session], catalog: Catalog, tmp_path: Path
) -> None:
    tracker = four_banners(qtbot, four_guilds, catalog, tmp_path)
    window = tracker.window()
    assert len(state(tracker).players) == 4 and len(tracker.headers) == 4
    key(tracker, "N")  # a character selected, his card and his actions shown
    for width, height in SIZES:
        window.resize(width, height)
        # The side column's head wraps at the column's new width, then takes its height:
        # a few layout passes (no fixed wait).
        qtbot.waitUntil(lambda: not cut_widgets(tracker), timeout=3000)
        save_shot(window, "tracker", f"four-players-{width}x{height}.png")
    key(tracker, "T")
    key(tracker, "N")
    for width, height in SIZES:
        window.resize(width, height)
        # The side column's head wraps at the column's new width, then takes its height:
        # a few layout passes (no fixed wait).
        qtbot.waitUntil(lambda: not cut_widgets(tracker), timeout=3000)
        save_shot(window, "tracker", f"four-players-turn-1-{width}x{height}.png")
    key(tracker, "Ctrl+Z")
    firsts = set()
    limit = state(tracker).turn_limit
    for turn in range(1, limit + 1):
        key(tracker, "T")
        assert state(tracker).turn == turn
        firsts.add(state(tracker).first)
        seen = []
        while state(tracker).phase is Phase.STRATEGIC:
            seen.append(state(tracker).current)
            key(tracker, "P")
        order = [p.colour for p in state(tracker).players]
        start = order.index(seen[0])
        assert seen == [order[(start + k) % 4] for k in range(4)]  # clockwise (7)
        pass_round(tracker)
        if state(tracker).phase is not Phase.TURN_OVER:
            break  # the objective's check stopped the mission
    assert len(firsts) > 1  # a new draw each turn
    if state(tracker).phase is Phase.TURN_OVER:
        tap(tracker, "end-turn limit")
    assert state(tracker).phase is Phase.ENDED


@pytest.mark.slow
def test_the_control_row_wraps_in_table_modes_narrower_side_column(
    qtbot: QtBot, four_guilds: sessionmaker[Session], catalog: Catalog, tmp_path: Path
) -> None:
    """Issue 26, section 2: in table mode the turn's news sit above the side panel; the
    four-player "Control this turn" row (6.4.2) was cut there. Its buttons wrap: every
    one whole, inside the window, at 1920x1080 and 1024x700."""
    tracker = four_banners(qtbot, four_guilds, catalog, tmp_path)
    window = tracker.window()
    key(tracker, "T")
    key(tracker, "F10")
    assert tracker.table_mode
    for width, height in ((1920, 1080), (1024, 700)):
        window.resize(width, height)
        for _ in range(4):
            QApplication.processEvents()
        buttons = [b for b in tracker.notices.findChildren(QPushButton)
                   if b.objectName().startswith("control-") and b.isVisible()]  # fmt: skip
        assert len(buttons) == 5, [b.objectName() for b in buttons]  # four colours, Nobody
        for claim in buttons:
            right = claim.mapTo(window, claim.rect().topRight()).x()
            assert right <= window.width(), (width, claim.objectName(), right)
            words = claim.fontMetrics().horizontalAdvance(claim.text())
            assert claim.width() >= words + 6, (width, claim.objectName(), claim.width(), words)
        save_shot(window, "four-players", f"four-table-{width}.png")
        assert (window.width(), window.height()) == (width, height)  # nothing grew it
        assert not cut_widgets(tracker), (width, cut_widgets(tracker))
        # Nothing of the bands above the side panel under the actions below them: they
        # scroll where they outgrow the column, every button reachable.
        area = tracker.top_area
        split_top = tracker.side_split.mapTo(window, tracker.side_split.rect().topLeft()).y()
        assert area.mapTo(window, area.rect().bottomLeft()).y() < split_top
        viewport = area.viewport()
        for claim in buttons:
            area.ensureWidgetVisible(claim, 0, 0)
            QApplication.processEvents()
            top_left = claim.mapTo(viewport, claim.rect().topLeft())
            bottom_right = claim.mapTo(viewport, claim.rect().bottomRight())
            assert viewport.rect().contains(top_left) and viewport.rect().contains(bottom_right)
