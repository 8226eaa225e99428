"""The tracker's screens at 1024x700 and 1920x1080 (issue 12: looked at, every phase),
checked for anything cut off (the set-up's `cut_widgets`). The PNGs are saved only
when DEMLOC_SHOTS names a folder (support/shots.py), for a person to look at."""

from __future__ import annotations

import pytest
from driver import SIZES
from PySide6.QtWidgets import QApplication
from readable import cut_widgets
from table import MakeWindow, area_of, key, pass_round, state, tap, tap_character

from demloc.missions.play import Phase
from support.shots import save_shot


@pytest.mark.slow
def test_every_phase_is_shot_and_nothing_is_cut(make_window: MakeWindow) -> None:
    window = make_window()
    problems: list[str] = []

    def shoot(name: str) -> None:
        for width, height in SIZES:
            window.resize(width, height)
            for _ in range(3):
                QApplication.processEvents()
            save_shot(window, "tracker", f"{name}-{width}x{height}.png")
            area = area_of(window)
            if area.currentWidget() is area.tracker:
                problems.extend(f"{name} {width}x{height}: {p}" for p in cut_widgets(area.tracker))

    area = area_of(window)
    from driver import drive

    drive(area.setup, "first-blood", "training")
    shoot("ready")
    from driver import press

    press(area.setup, "play-mission")
    tracker = area.tracker
    shoot("tracker-begun")
    key(tracker, "T")
    target = next(
        f for f, x in state(tracker).fighters.items() if x.owner != state(tracker).current
    )
    tap_character(tracker, target)
    for name in ("damage", "damage", "bleeding+1", "seals+1", "effect-stunned"):
        tap(tracker, name)
    shoot("tracker-strategic")
    shooter = next(f for f, x in state(tracker).fighters.items()
                   if x.owner == state(tracker).current and x.ranged_weapon is not None)  # fmt: skip
    tracker.select(shooter)
    tap(tracker, "shoot")
    tracker.select(target)
    shoot("tracker-assisted-shot")
    tap(tracker, "shot-cancel")
    tap(tracker, "seals-1")
    tap(tracker, "seals-1")  # refused: one line naming the rule
    shoot("tracker-refused")
    while state(tracker).phase is Phase.STRATEGIC:
        key(tracker, "P")
    shoot("tracker-brawl")
    tracker.tabs.setCurrentIndex(1)
    shoot("tracker-log")
    tracker.tabs.setCurrentIndex(2)
    shoot("tracker-history")
    tracker.tabs.setCurrentIndex(0)
    pass_round(tracker)
    shoot("tracker-turn-over")
    key(tracker, "T")
    shoot("tracker-turn-2-drawn")
    key(tracker, "F9")
    shoot("tracker-panels-hidden")
    key(tracker, "F9")
    pass_round(tracker)
    tap(tracker, "end-surrender")
    shoot("tracker-surrender-who")
    tap(tracker, f"surrender-by-{state(tracker).players[0].colour}")
    shoot("tracker-ended")
    window.close()
    again = make_window()
    window = again
    shoot("tracker-resumed")
    assert not problems, "\n".join(problems)
