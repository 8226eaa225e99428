"""Every phase readable at 1024x700 and at 1920x1080 in the main window (issue 11):
no visible button, label, list box or box cut off (readable.py), nothing wider than
the screen, buttons big enough to tap; the 4-player standard run and the training one."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from driver import SIZES, drive, press, window_on
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from readable import cut_widgets
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.missions.setup import Phase
from demloc.ui.main_window import MainWindow
from demloc.ui.mission import MissionView
from demloc.ui.mission.common import TARGET

Shoot = Callable[[str], None]


def readable_everywhere(
    window: MainWindow, view: MissionView
) -> tuple[list[str], list[str], Shoot]:
    """A shoot for the driver: each screen at both sizes; what was cut, and where."""
    problems: list[str] = []
    seen: list[str] = []

    def shoot(phase: str) -> None:
        for width, height in SIZES:
            window.resize(width, height)
            for _ in range(3):
                QApplication.processEvents()
            seen.append(f"{phase} {width}x{height}")
            problems.extend(f"{phase} at {width}x{height}: {p}" for p in cut_widgets(view))
            small = [b.text() for b in view.findChildren(QPushButton)
                     if b.isVisible() and b.height() < TARGET]  # fmt: skip
            problems.extend(f"{phase} at {width}x{height}: {t!r} under {TARGET} px" for t in small)
        window.resize(*SIZES[0])
        QApplication.processEvents()

    return problems, seen, shoot


def test_every_phase_of_four_players_is_readable_at_both_sizes(
    qtbot: QtBot, four_guilds: sessionmaker[Session], catalog: Catalog, tmp_path: Path
) -> None:
    window, view = window_on(qtbot, four_guilds, catalog, tmp_path)
    problems, seen, shoot = readable_everywhere(window, view)
    drive(view, "four-banners", "standard", shoot)
    assert len(seen) >= 2 * 12 and "ready 1920x1080" in seen
    assert problems == [], "\n".join(problems)


def test_every_phase_of_a_training_mission_is_readable_at_both_sizes(
    qtbot: QtBot, sessions: sessionmaker[Session], catalog: Catalog, tmp_path: Path
) -> None:
    window, view = window_on(qtbot, sessions, catalog, tmp_path)
    problems, seen, shoot = readable_everywhere(window, view)
    drive(view, "first-blood", "training", shoot)
    assert "ready 1024x700" in seen
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("size", SIZES)
def test_the_main_window_fits_the_mission_view(
    size: tuple[int, int], qtbot: QtBot, sessions: sessionmaker[Session], catalog: Catalog,
    tmp_path: Path,
) -> None:  # fmt: skip
    window, view = window_on(qtbot, sessions, catalog, tmp_path)
    assert window.minimumSizeHint().width() <= 1024
    window.resize(*size)
    QApplication.processEvents()
    assert window.width() == size[0] and view.width() < size[0]


def test_a_mercenary_two_guilds_want_is_readable_at_both_sizes(
    qtbot: QtBot, four_guilds: sessionmaker[Session], catalog: Catalog, tmp_path: Path
) -> None:
    window, view = window_on(qtbot, four_guilds, catalog, tmp_path)
    problems, seen, shoot = readable_everywhere(window, view)
    drive(view, "four-banners", "standard", stop=Phase.CHARACTERS)
    keys = {p.name: p.key for p in view.state.players}
    for guild in ("The Red Lantern", "The Grey Hands"):
        press(view, f"pick-{keys[guild]}-rog1-corvin-ashby")
    assert view.state.contests
    shoot("characters-contest")
    press(view, f"make-offer-{keys['The Red Lantern']}-rog1-corvin-ashby")
    shoot("characters-offered")
    assert seen == [f"characters-{s} {w}x{h}" for s in ("contest", "offered") for w, h in SIZES]
    assert problems == [], "\n".join(problems)
