"""Table mode (issue 12, "At the table"): the text on the board legible from 1.5 m (in
a 1920x1080 screenshot no board text is under 14 px high), full screen on F11, the
side panels collapsible on F9 (the board fitted again, larger), large targets.

The board's text is measured as it is painted: every text the board's items draw (they
paint in Python: QPainter.drawText, QPainterPath.addText) is recorded with its font's
pixel size times the painter's scale into the screenshot."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QApplication, QGraphicsItem, QPushButton
from table import MakeWindow, key, play_from_setup, state, tap_character

from demloc.ui.tracker import TrackerView

SMALLEST = 14.0  # px: the figure for text read from 1.5 m


@pytest.fixture
def painted(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[float, str]]]:
    """(height in px, text) of every text the board items paint from now on."""
    seen: list[tuple[float, str]] = []
    draw_text, add_text = QPainter.drawText, QPainterPath.addText
    scale = {"now": 1.0}

    def drawing(painter: QPainter, *args: Any) -> Any:
        size = painter.font().pixelSize()
        if size > 0:
            seen.append((size * painter.worldTransform().m22(), str(args[-1])))
        return draw_text(painter, *args)

    def adding(path: QPainterPath, *args: Any) -> Any:
        font = args[1]
        seen.append((font.pixelSize() * scale["now"], str(args[2])))
        return add_text(path, *args)

    monkeypatch.setattr(QPainter, "drawText", drawing)
    monkeypatch.setattr(QPainterPath, "addText", adding)
    painted.scale = scale  # type: ignore[attr-defined]
    yield seen


def board_text(tracker: TrackerView, seen: list[tuple[float, str]]) -> list[tuple[float, str]]:
    assert tracker.board is not None
    view = tracker.board.view
    # The outlined texts' paths are filled by the painter at the view's scale.
    painted.scale["now"] = view.transform().m22()  # type: ignore[attr-defined]
    for item in view.scene().items():  # cached items (rulers, tiles) paint again
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    seen.clear()
    view.viewport().grab()
    return [s for s in seen if s[1].strip()]


def test_the_smallest_board_text_is_14_px_in_a_1920x1080_screenshot(
    make_window: MakeWindow, painted: list[tuple[float, str]]
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    fid = next(iter(state(tracker).fighters))
    tap_character(tracker, fid)
    for name in ("bleeding+1", "poison+1"):  # badges on his base
        tracker.actions_panel.buttons[name].click()
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert window.grab().size().width() == 1920
    texts = board_text(tracker, painted)
    assert len(texts) > 50  # rulers, numbers, names, badges
    smallest = min(texts)
    assert smallest[0] >= SMALLEST, smallest
    assert {"B1", "V1"} <= {t for _s, t in texts}  # the marks were drawn and measured


def test_f9_collapses_the_side_panels_and_the_board_grows(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert tracker.board is not None
    before = tracker.board.view.transform().m11()
    key(tracker, "F9")
    QApplication.processEvents()
    assert not tracker.side.isVisible()
    assert tracker.board.view.transform().m11() >= before  # fitted to the room it has
    assert tracker.panels_button.text() == "Show panels (F9)"
    key(tracker, "F9")
    assert tracker.side.isVisible()


def test_f11_toggles_full_screen(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    # The offscreen screen is 800 px wide, less than the window's least width (884 px):
    # re-laid out full screen, Qt would widen it past the screen and leave full screen.
    window.setMinimumSize(640, 400)
    key(tracker, "F11")
    QApplication.processEvents()  # as the event loop would, before the next key
    assert window.isFullScreen()
    key(tracker, "F11")
    assert not window.isFullScreen()


def test_f11_and_back_leaves_a_maximized_window_maximized(make_window: MakeWindow) -> None:
    """A small screen's window is shown maximized (application.show_window): full screen
    and back, it is maximized again, not a window the size of the screen's corner."""
    window = make_window()
    tracker = play_from_setup(window)
    window.setMinimumSize(640, 400)
    window.showMaximized()
    QApplication.processEvents()
    for full in (True, False):
        key(tracker, "F11")
        QApplication.processEvents()
        assert window.isFullScreen() is full
    assert window.isMaximized()


def test_every_target_is_large_and_every_key_is_told(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    tap_character(tracker, next(iter(state(tracker).fighters)))
    QApplication.processEvents()
    shown = [b for b in tracker.findChildren(QPushButton) if b.isVisible()]
    assert shown and all(b.height() >= 40 for b in shown), [
        (b.objectName(), b.height()) for b in shown if b.height() < 40
    ]
    told = {b.objectName(): b.text() + " " + b.toolTip() for b in shown}
    for name, shortcut in (("pass", "P"), ("damage", "D"), ("damage-life", "H"),
                           ("undo", "Ctrl+Z"), ("redo", "Ctrl+Shift+Z"), ("panels", "F9"),
                           ("full-screen", "F11"), ("seals+1", "S"), ("bleeding+1", "B"),
                           ("poison+1", "V")):  # fmt: skip
        assert f"{shortcut}" in told[name], (name, told[name])


def test_no_button_text_is_cut_at_either_size(make_window: MakeWindow) -> None:
    """Every visible button's words fit in it at 1024x700 and at 1920x1080; the bottom
    row says its keys on the buttons only where it has the room (always in tooltips)."""
    from PySide6.QtGui import QFontMetrics

    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    tap_character(tracker, next(iter(state(tracker).fighters)))
    for width, height in ((1024, 700), (1920, 1080)):
        window.resize(width, height)
        for _ in range(3):
            QApplication.processEvents()
        cut = [
            (b.objectName(), b.text(), b.width())
            for b in tracker.findChildren(QPushButton)
            if b.isVisible() and QFontMetrics(b.font()).horizontalAdvance(b.text()) > b.width()
        ]
        assert not cut, (width, cut)
        wide = tracker.width() >= 1200
        assert ("(F9)" in tracker.panels_button.text()) is wide
        assert "F9" in tracker.panels_button.toolTip()
