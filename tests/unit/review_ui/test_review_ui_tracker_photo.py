"""Review "review-ui" of issue 34 in a mission: "From a photo…" in the tracker with a
synthetic photo of the mission's own board (tests/support/photos.py, real markers), one
miniature moved a square on the table, at 1024x700."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot
from table import MakeWindow, play_from_setup

import support.photos as photos
from demloc.board.squares import Square
from demloc.render import geometry as geo


def test_one_difference_leaves_the_room_to_the_board(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seen at 1024x700: one line ("Bram Kettleburn: G13 facing N in the photo, G14
    facing N here") in a 152 px list with three empty rows, and the proposed board, where
    the player drags with a finger, drawn at about 20 px a square (29 px without the list,
    30 on the tracker's own board): names cut to "Corvi…". At fault: ui/photo/dialog.py
    `PhotoDialog.__init__` (the list's height is its maximum, not its lines')."""
    window = make_window()
    tracker = play_from_setup(window)
    mission = tracker.controller.mission
    assert mission is not None
    board_map = mission.state.board_map
    people = list(board_map.characters)
    first = people[0]
    step = 1 if first.at.y < 5 else -1  # toward the middle: a free square of the zone
    people[0] = dataclasses.replace(first, at=Square(first.at.x, first.at.y + step))
    on_the_table = dataclasses.replace(board_map, characters=tuple(people))
    monkeypatch.setattr(photos, "random_position", lambda *_args: on_the_table)
    monkeypatch.setattr(photos, "library", lambda: mission.ctx.library)
    path = tmp_path / "table.jpg"
    path.write_bytes(photos.make_photo(5, 2.0, board_map, form="jpg").data)
    flow = tracker.photo
    assert flow.open_path(path)
    qtbot.waitUntil(lambda: flow.dialog is not None, timeout=20000)
    dialog = flow.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    for _ in range(5):
        QApplication.processEvents()
    try:
        assert dialog.notes.count() == 1 and len(dialog.ticks) == 1  # the one move, ticked
        row = max(dialog.notes.sizeHintForRow(0), 36)
        corner = geo.square_rect(Square(0, 0))
        top_left = dialog.board.mapFromScene(corner.x, corner.y)
        bottom_right = dialog.board.mapFromScene(corner.x + corner.width, corner.y)
        square_px = bottom_right.x() - top_left.x()
        assert dialog.notes.height() <= 2 * row + 8, f"{dialog.notes.height()} px for one line"
        assert square_px >= 26, f"the proposed board at {square_px} px a square"
    finally:
        dialog.reject()
        flow.worker.wait()


@pytest.mark.qt_log_ignore("Ambiguous shortcut overload")  # the symptom; asserted below
def test_ctrl_shift_o_in_the_tracker_after_a_look_at_the_board_view(
    qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player looks at the Board view, comes back to the mission and presses
    Ctrl+Shift+O: nothing opens (Qt: "Ambiguous shortcut overload: Ctrl+Shift+O"). The
    Board view's Board menu, with its From a photo… (Ctrl+Shift+O), goes into the main
    window's File menu when the view is built, so its keys answer in every view and clash
    with the tracker's. At fault: ui/main_window.py (the Board menu inserted in File) with
    ui/photo/hooks.py `PhotoFlow` (one key, two window-wide actions)."""
    asked: list[object] = []

    def file_dialog(*args: object, **kwargs: object) -> tuple[str, str]:
        asked.append(args)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(file_dialog))
    window = make_window()
    tracker = play_from_setup(window)
    window.show_view("board")  # a look at the Board view
    window.show_view("mission")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    tracker.setFocus()
    QApplication.processEvents()
    combo = QKeySequence("Ctrl+Shift+O")[0]
    QTest.keyClick(QApplication.focusWidget() or tracker, combo.key(), combo.keyboardModifiers())
    QApplication.processEvents()
    tracker.hints.panel.worker.wait()
    assert len(asked) == 1, "Ctrl+Shift+O opened no file dialog in the tracker"


def test_ctrl_o_in_the_tracker_opens_no_board(
    qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Same cause as Ctrl+Shift+O above: after a look at the Board view, Ctrl+O pressed in
    the mission asks "Open a board" for the hidden Board view. At fault: ui/main_window.py
    (the Board view's menu inserted in the window's File menu: its keys answer in every
    view)."""
    asked: list[object] = []

    def file_dialog(*args: object, **kwargs: object) -> tuple[str, str]:
        asked.append(args)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(file_dialog))
    window = make_window()
    tracker = play_from_setup(window)
    window.show_view("board")
    window.show_view("mission")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    tracker.setFocus()
    QApplication.processEvents()
    combo = QKeySequence("Ctrl+O")[0]
    QTest.keyClick(QApplication.focusWidget() or tracker, combo.key(), combo.keyboardModifiers())
    QApplication.processEvents()
    tracker.hints.panel.worker.wait()
    assert asked == [], f"Ctrl+O in the mission asked {asked}"
