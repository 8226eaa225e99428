"""'From a photo…' in the tracker (issue 34, R-242): what the photo shows differs from the
mission is listed ("Corvin: F7 in the photo, F6 here"); the tracker has no event that
puts a miniature on a square outside the rules, so nothing is applied and the mission's
log is unchanged; a photo that cannot be read says its message in the refusal band."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot
from table import MakeWindow, play_from_setup

from demloc.board.board import Board, Terrain
from demloc.board.position import BoardMap
from demloc.board.tiles import TileLibrary
from demloc.photo.model import PhotoError, Reading
from demloc.ui.photo import hooks
from demloc.ui.photo.hooks import ACTION_NAME
from support.photo_fakes import found, picture, reading
from support.shots import save_shot


def test_the_differences_are_listed_and_nothing_is_applied(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    mission = tracker.controller.mission
    assert mission is not None
    board_map = mission.state.board_map
    board = Board.build(board_map, mission.ctx.library)
    moved = board_map.characters[0]
    free = next(s for s in board.squares() if board.terrain[board.index(s)] is Terrain.FREE
                and board.index(s) not in board.occupant)  # fmt: skip
    seen = [found(c.colour, c.number, (free if c is moved else c.at).name, c.facing)
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
    name = moved.name or moved.id
    assert notes[0] == (
        f"{name}: {free.name} facing {moved.facing.name} in the photo, "
        f"{moved.at.name} facing {moved.facing.name} here"
    )
    assert len(notes) == 1  # the others stand where the tracker has them
    assert "nothing is changed here (R-242)" in dialog.intro.text()
    boxes = dialog.findChildren(QDialogButtonBox)
    assert [b.text() for b in boxes[0].buttons()] == ["Close"]
    dialog.resize(1024, 700)
    save_shot(dialog, "photo", "tracker-dialog-1024x700.png")
    dialog.accept()
    assert tracker.controller.mission is not None
    assert tracker.controller.mission.cursor == cursor  # no event: the log is the same
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
