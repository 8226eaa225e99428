"""'From a photo…' in the tracker (issue 34, R-242, R-248): what the photo shows differs
from the mission is listed ("Corvin: F7 in the photo, F6 here"), a tick each (the unsure
ones unticked); "Apply the ticked" writes one `correct` event with only the ticked ones,
which Ctrl+Z takes back as any event; a correction the core refuses says why in the
refusal band and changes nothing; a photo that cannot be read says its message there."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from table import MakeWindow, play_from_setup

from demloc.board.board import Board, Terrain
from demloc.board.position import BoardMap
from demloc.board.squares import Facing, Square
from demloc.board.tiles import TileLibrary
from demloc.photo.model import PhotoError, Reading
from demloc.ui.photo import hooks
from demloc.ui.photo.hooks import ACTION_NAME
from support.photo_fakes import found, picture, reading
from support.shots import save_shot


def _free_squares(board: Board) -> list[Square]:
    return [s for s in board.squares() if board.terrain[board.index(s)] is Terrain.FREE
            and board.index(s) not in board.occupant]  # fmt: skip


def _ctrl_z(window: QWidget) -> None:
    """A real Ctrl+Z where the keyboard's focus is (the window if nowhere)."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # the dialog gone
    QApplication.processEvents()
    window.activateWindow()  # offscreen, closing the dialog activates no window
    QApplication.processEvents()
    combo = QKeySequence("Ctrl+Z")[0]
    QTest.keyClick(QApplication.focusWidget() or window, combo.key(), combo.keyboardModifiers())
    QApplication.processEvents()


def test_the_differences_are_ticked_and_only_the_ticked_are_applied_then_undone(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    mission = tracker.controller.mission
    assert mission is not None
    board_map = mission.state.board_map
    board = Board.build(board_map, mission.ctx.library)
    sure, unsure, wrong = board_map.characters[:3]
    free = _free_squares(board)
    # Sure: on a free square; unsure (40%): on another; wrong: facing turned, left unticked.
    where = {sure.id: (free[0], sure.facing, 0.95), unsure.id: (free[1], unsure.facing, 0.4),
             wrong.id: (wrong.at, Facing((wrong.facing.value + 1) % 4), 0.9)}  # fmt: skip
    seen = [found(c.colour, c.number, where[c.id][0].name if c.id in where else c.at.name,
                  where[c.id][1] if c.id in where else c.facing,
                  where[c.id][2] if c.id in where else 0.95)
            for c in board_map.characters]  # fmt: skip
    answers: list[Reading | Exception] = [reading(*seen, width=board.width, height=board.height)]

    def read_with(asked: BoardMap, library: TileLibrary) -> Callable[[Path], Reading]:
        def read(path: Path) -> Reading:
            answer = answers[0]
            if isinstance(answer, Exception):
                raise answer
            return answer

        return read

    monkeypatch.setattr(hooks, "read_with", read_with)
    assert tracker.key_actions[ACTION_NAME] is tracker.photo.action  # the Mission menu's
    cursor = mission.cursor
    photo = picture(tmp_path / "table.jpg", board_map, board.width, board.height)
    assert tracker.photo.open_path(photo)
    qtbot.waitUntil(lambda: tracker.photo.dialog is not None, timeout=10000)
    dialog = tracker.photo.dialog
    assert dialog is not None
    notes = [dialog.notes.item(i).text() for i in range(dialog.notes.count())]
    name = sure.label
    assert notes[0] == (
        f"{name}: {free[0].name} facing {sure.facing.name} in the photo, "
        f"{sure.at.name} facing {sure.facing.name} here"
    )
    # One tick per difference, in the map's order; the one read unsure is not ticked.
    ticks = {d.character_id: item.checkState() for item, d in dialog.ticks}
    assert ticks == {sure.id: Qt.CheckState.Checked, unsure.id: Qt.CheckState.Unchecked,
                     wrong.id: Qt.CheckState.Checked}  # fmt: skip
    assert "table correction, not a move (R-248)" in dialog.intro.text()
    assert dialog.use.text() == "Apply the ticked (2)" and dialog.use.isEnabled()
    # The player unticks the facing, and ticks the unsure one after checking it.
    for item, difference in dialog.ticks:
        if difference.character_id == wrong.id:
            item.setCheckState(Qt.CheckState.Unchecked)
        if difference.character_id == unsure.id:
            dialog.notes.setCurrentItem(item)
            dialog.notes.setFocus()
            QTest.keyClick(dialog.notes, Qt.Key.Key_Space)  # Space ticks a line
    assert [d.character_id for d in dialog.ticked()] == [sure.id, unsure.id]
    dialog.resize(1024, 700)
    save_shot(dialog, "photo", "tracker-dialog-1024x700.png")
    dialog.resize(1920, 1080)
    save_shot(dialog, "photo", "tracker-dialog-1920x1080.png")
    dialog.use.click()
    qtbot.waitUntil(lambda: tracker.photo.dialog is None, timeout=5000)
    mission = tracker.controller.mission
    assert mission is not None
    assert mission.cursor == cursor + 1  # ONE event
    event = mission.events[-1]
    assert event["kind"] == "correct" and event["source"] == "photo"
    assert [m["character"] for m in event["miniatures"]] == [sure.id, unsure.id]
    after = tracker.controller.state.board_map
    assert after.character(sure.id).at == free[0]  # type: ignore[union-attr]
    assert after.character(unsure.id).at == free[1]  # type: ignore[union-attr]
    assert after.character(wrong.id) == board_map.character(wrong.id)  # unticked: unchanged
    assert tracker.controller.state.log[-1].startswith(f"Table correction: {sure.name or sure.id} ")
    tracker.history._show()  # as when its tab is shown
    lines = [tracker.history.item(i).text() for i in range(tracker.history.count())]
    move = f"{sure.at.name} {sure.facing.name} → {free[0].name} {sure.facing.name}"
    assert lines[-1].startswith("1. Table correction: ") and lines[-1].endswith("(a photo)")
    assert move in lines[-1]
    _ctrl_z(window)
    assert tracker.controller.mission is not None
    assert tracker.controller.mission.cursor == cursor
    assert tracker.controller.state.board_map == board_map

    # A correction the core refuses (onto a square another miniature keeps): says why.
    answers[0] = reading(*[found(c.colour, c.number, (wrong.at if c is sure else c.at).name,
                                 c.facing) for c in board_map.characters],
                         width=board.width, height=board.height)  # fmt: skip
    assert tracker.photo.open_path(photo)
    qtbot.waitUntil(lambda: tracker.photo.dialog is not None, timeout=10000)
    dialog = tracker.photo.dialog
    assert dialog is not None and len(dialog.ticked()) == 1
    dialog.use.click()
    qtbot.waitUntil(lambda: tracker.photo.dialog is None, timeout=5000)
    assert tracker.refusal.isVisible()
    assert "the correction cannot stand" in tracker.refusal.text()
    assert "shares the square" in tracker.refusal.text()
    assert tracker.controller.mission.cursor == cursor
    assert tracker.controller.state.board_map == board_map

    answers[0] = PhotoError("table.jpg: too dark to find any marker")
    # Dropped on the tracker's board (made with the mission, after the hook): read too.
    assert tracker.board is not None
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(photo))])
    drop = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, data,
                      Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    viewport = tracker.board.view.viewport()
    enter = QDragEnterEvent(QPoint(50, 50), Qt.DropAction.CopyAction, data,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    QApplication.sendEvent(viewport, enter)  # a drop follows its drag's entry
    assert enter.isAccepted()
    QApplication.sendEvent(viewport, drop)
    assert tracker.photo.worker.busy
    qtbot.waitUntil(lambda: not tracker.photo.worker.busy, timeout=10000)
    assert tracker.photo.dialog is None
    assert tracker.refusal.isVisible()
    assert "table.jpg: too dark to find any marker" in tracker.refusal.text()
    assert tracker.controller.mission.cursor == cursor
    tracker.photo.worker.wait()
