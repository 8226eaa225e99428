"""Render the tracker at both sizes in and out of table mode (run with pytest)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

sys.path.insert(0, "/work/wt/table/tests/unit/ui/tracker")
from table import MakeWindow, key, play_from_setup, state, tap_character


def test_render(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = play_from_setup(window, sys.argv[-1] if False else "first-blood")
    key(tracker, "T")
    me = state(tracker).current
    fid = next(f for f, x in state(tracker).fighters.items() if x.owner != me)
    tap_character(tracker, fid)
    for name in ("bleeding+1", "poison+1", "seals+1"):
        tracker.actions_panel.buttons[name].click()
    for _ in range(4):
        tracker.actions_panel.buttons["damage"].click()
    QApplication.processEvents()
    for mode in (False, True):
        tracker.set_table_mode(mode)
        for w, h in ((1024, 700), (1920, 1080)):
            window.resize(w, h)
            for _ in range(5):
                QApplication.processEvents()
            name = f"/tmp/table-{'on' if mode else 'off'}-{w}x{h}.png"
            window.grab().save(name)
            assert tracker.board is not None
            print(name, "square px", tracker.board.view.transform().m11() * 40)


def test_debug(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    assert tracker.board is not None
    for k, item in tracker.board.scene.items_by_key.items():
        if k[0] == "character":
            print(k, type(item).__name__, item.gauge, item.boundingRect(), item.isVisible())


def test_cost(make_window: MakeWindow) -> None:
    import time
    from demloc.ui.tracker.announce import news_key
    from demloc.ui.tracker.items import show_gauges

    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    s = state(tracker)
    t = time.process_time()
    for _ in range(200):
        news_key(s)
    print("news_key ms", (time.process_time() - t) * 1000 / 200)
    t = time.process_time()
    for _ in range(200):
        show_gauges(tracker.board.scene.items_by_key, s.fighters)
        tracker.since.words(tracker.controller.mission.cursor, s.fighters, tracker.labels)
    print("gauges+since ms", (time.process_time() - t) * 1000 / 200)
