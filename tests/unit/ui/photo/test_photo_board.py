"""'From a photo…' on the Board view (issue 34, R-241, R-243): the photo read off the UI
thread with a band that does not block the window, the photo and the proposed board side
by side, the squares read with little confidence marked, corrected with the arrows or a
drag, confirmed with Enter as one undoable change; a photo that cannot be read says its
one message and changes nothing; Esc changes nothing."""

from __future__ import annotations

import dataclasses
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from demloc.board import mapfile
from demloc.board.position import BoardMap
from demloc.board.squares import Facing, Square
from demloc.board.tiles import TileLibrary, load_tile_library
from demloc.paths import resources_dir, tiles_dir
from demloc.photo.model import PhotoError, Reading
from demloc.photo.read import NEEDS_OPENCV
from demloc.ui.board.panel import BoardPanel
from demloc.ui.mission.common import TARGET
from demloc.ui.photo import hooks
from demloc.ui.photo.dialog import PhotoDialog
from support.photo_fakes import found, picture, reading
from support.shots import save_shot

LIBRARY = load_tile_library(tiles_dir())
MAP = resources_dir() / "maps" / "chapel-ambush.json"


def at(board_map: BoardMap, character_id: str) -> tuple[str, Facing]:
    character = board_map.character(character_id)
    assert character is not None
    return character.at.name, character.facing


def seen_on_the_table() -> Reading:
    """Wechi (red 1) moved to C9, Jadis (blue 1) read on L5 with little confidence,
    Altai where he is, Alith (blue 2) not found, and a green base the map has not."""
    return reading(
        found("red", 1, "C9", Facing.E),
        found("blue", 1, "L5", Facing.W, confidence=0.3),
        found("red", 2, "D10", Facing.N),
        found("green", 7, "A1"),
        unread=("Marker 207 is half hidden: not read.",),
    )


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The core's reading replaced: `calls` gets the thread each read ran on; a test
    sets what it returns (a Reading) or raises (an exception) as calls[0]."""
    calls: list[object] = [seen_on_the_table()]

    def read_with(board_map: BoardMap, library: TileLibrary) -> Callable[[Path], Reading]:
        def read(path: Path) -> Reading:
            calls.append(threading.get_ident())
            answer = calls[0]
            if isinstance(answer, Exception):
                raise answer
            assert isinstance(answer, Reading)
            return answer

        return read

    monkeypatch.setattr(hooks, "read_with", read_with)
    return calls


@pytest.fixture
def panel(qtbot: QtBot) -> Iterator[BoardPanel]:
    board = BoardPanel(LIBRARY, mapfile.load(MAP), MAP)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    yield board
    board.photo.worker.wait()


@pytest.fixture
def photo(tmp_path: Path) -> Path:
    return picture(tmp_path / "table.png", mapfile.load(MAP))


def opened(qtbot: QtBot, panel: BoardPanel, photo: Path) -> PhotoDialog:
    assert panel.photo.open_path(photo)
    qtbot.waitUntil(lambda: panel.photo.dialog is not None, timeout=10000)
    dialog = panel.photo.dialog
    assert dialog is not None
    return dialog


def test_read_off_the_ui_thread_then_confirmed_as_one_undoable_change(
    qtbot: QtBot, panel: BoardPanel, photo: Path, fake: list[object]
) -> None:
    before = panel.document.map
    steps = panel.document.undo_stack.count()
    assert panel.photo.open_path(photo)
    # The window answers while the photo is read: a band says so, the action waits.
    assert panel.photo.band.isVisible() and "table.png" in panel.photo.band.label.text()
    assert not panel.photo.action.isEnabled()
    save_shot(panel, "photo", "board-reading.png")
    qtbot.waitUntil(lambda: panel.photo.dialog is not None, timeout=10000)
    assert fake[1] != threading.get_ident()  # read on the worker's thread
    assert not panel.photo.band.isVisible() and panel.photo.action.isEnabled()
    dialog = panel.photo.dialog
    assert dialog is not None and dialog.isVisible()
    proposal = dialog.proposal()
    assert at(proposal, "r1") == ("C9", Facing.E)
    assert at(proposal, "b1") == ("L5", Facing.W)
    assert at(proposal, "b2") == at(before, "b2")  # not found: left where it was
    # Jadis, read with little confidence, is marked on the proposed board and named.
    assert dialog.marked == {Square.parse("L5")}
    notes = [dialog.notes.item(i).text() for i in range(dialog.notes.count())]
    assert any("Jadis" in n and "L5" in n and "30%" in n for n in notes)
    assert any("green 7" in n for n in notes)  # a base the map has no miniature for
    assert any("Alith" in n and "not found" in n for n in notes)
    assert "Marker 207 is half hidden: not read." in notes
    # The player corrects Jadis with the arrows: one square up, the mark goes. N selects
    # the miniatures to check first; Enter on a note selects its miniature, and only that.
    QTest.keyClick(dialog.board, Qt.Key.Key_N)
    assert dialog.scene.selected == "b1"
    QTest.keyClick(dialog.board, Qt.Key.Key_N)
    assert dialog.scene.selected == "r1"
    dialog.notes.setFocus()
    dialog.notes.setCurrentRow(0)
    QTest.keyClick(dialog.notes, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.scene.selected == "b1"
    QTest.keyClick(dialog.board, Qt.Key.Key_Up)
    assert at(dialog.proposal(), "b1") == ("L4", Facing.W)
    assert not dialog.marked
    QTest.keyClick(dialog.board, Qt.Key.Key_Return)  # Enter confirms
    assert panel.photo.dialog is None
    after = panel.document.map
    assert at(after, "r1") == ("C9", Facing.E) and at(after, "b1") == ("L4", Facing.W)
    assert panel.document.undo_stack.count() == steps + 1  # one change
    # Jadis back where he stood: only Wechi moved.
    assert panel.document.undo_stack.undoText().startswith("From a photo: 1 miniature")
    panel.document.undo_stack.undo()
    assert panel.document.map == before


def test_a_miniature_dragged_on_the_proposed_board(
    qtbot: QtBot, panel: BoardPanel, photo: Path, fake: list[object]
) -> None:
    dialog = opened(qtbot, panel, photo)
    dialog.scene.select("r1")
    dialog.scene.drop_miniature("r1", QPointF(*centre("E9")))
    assert at(dialog.proposal(), "r1")[0] == "E9"
    QTest.keySequence(dialog, QKeySequence.StandardKey.Undo)  # the dialog's own undo
    assert at(dialog.proposal(), "r1")[0] == "C9"
    dialog.scene.drop_miniature("r1", QPointF(*centre("E9")))
    dialog.accept()
    assert at(panel.document.map, "r1")[0] == "E9"


def centre(name: str) -> tuple[float, float]:
    from demloc.render import geometry as geo

    return geo.centre(Square.parse(name))


def test_esc_cancels_and_changes_nothing(
    qtbot: QtBot, panel: BoardPanel, photo: Path, fake: list[object]
) -> None:
    before, steps = panel.document.map, panel.document.undo_stack.count()
    dialog = opened(qtbot, panel, photo)
    dialog.scene.select("r1")
    QTest.keyClick(dialog.board, Qt.Key.Key_Escape)
    assert panel.photo.dialog is None
    assert panel.document.map == before and panel.document.undo_stack.count() == steps


def test_a_photo_that_cannot_be_read_says_its_message_and_changes_nothing(
    qtbot: QtBot, panel: BoardPanel, photo: Path, fake: list[object]
) -> None:
    before, steps = panel.document.map, panel.document.undo_stack.count()
    fake[0] = PhotoError("table.png: no reference marker found: photograph the whole map")
    assert panel.photo.open_path(photo)
    qtbot.waitUntil(lambda: not panel.photo.worker.busy, timeout=10000)
    assert panel.photo.dialog is None
    assert panel.banner.isVisible()
    assert panel.banner.text() == "table.png: no reference marker found: photograph the whole map"
    assert panel.document.map == before and panel.document.undo_stack.count() == steps


def test_an_image_dropped_on_the_board_is_read(
    qtbot: QtBot, panel: BoardPanel, photo: Path, fake: list[object]
) -> None:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(photo))])
    viewport = panel.view.viewport()
    where = QPoint(100, 100)
    enter = QDragEnterEvent(where, Qt.DropAction.CopyAction, data,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(where), Qt.DropAction.CopyAction, data,
                      Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    QApplication.sendEvent(viewport, drop)
    qtbot.waitUntil(lambda: panel.photo.dialog is not None, timeout=10000)
    panel.photo.dialog.reject()  # type: ignore[union-attr]
    text = QMimeData()
    text.setUrls([QUrl.fromLocalFile(str(photo.with_suffix(".json")))])
    other = QDropEvent(QPointF(where), Qt.DropAction.CopyAction, text,
                       Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    QApplication.sendEvent(viewport, other)
    assert not panel.photo.worker.busy  # not an image: nothing read


def test_the_action_in_the_board_menu_and_its_key_clashes_with_none(panel: BoardPanel) -> None:
    action = panel.photo.action
    assert action in panel.file_menu.actions()
    assert action.shortcut() == QKeySequence("Ctrl+Shift+O")
    others = [a for w in [panel, *panel.findChildren(object)] if hasattr(w, "actions")
              for a in w.actions() if a is not action]  # fmt: skip
    assert all(action.shortcut() not in a.shortcuts() for a in others)


def test_without_opencv_one_line_says_so_and_nothing_is_asked(
    panel: BoardPanel, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "cv2", None)  # as in the bundle: no OpenCV
    monkeypatch.setattr(hooks.QFileDialog, "getOpenFileName",
                        lambda *a: pytest.fail("no file is asked for"))  # fmt: skip
    panel.photo.action.trigger()
    assert panel.banner.text() == NEEDS_OPENCV
    assert panel.photo.dialog is None


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_dialog_fits_the_screen(
    qtbot: QtBot, panel: BoardPanel, photo: Path, fake: list[object], size: tuple[int, int]
) -> None:
    dialog = opened(qtbot, panel, photo)
    dialog.resize(*size)
    qtbot.waitExposed(dialog)
    assert dialog.minimumSizeHint().width() <= 1024 and dialog.minimumSizeHint().height() <= 700
    for button in dialog.findChildren(type(dialog.use)):
        if button.isVisible():
            assert button.height() >= TARGET and button.width() >= button.sizeHint().width()
    assert dialog.board.width() > size[0] / 3 and dialog.photo.width() > size[0] / 3
    save_shot(dialog, "photo", f"board-dialog-{size[0]}x{size[1]}.png")
    dialog.reject()


def test_a_real_synthetic_photo_sets_the_board(qtbot: QtBot, tmp_path: Path) -> None:
    """The core's own reading (no fake) of a synthetic photo (tests/support/photos.py):
    the board held each miniature on another's square (a cycle, so every move needs
    another's square freed first); confirmed, it is the photo's."""
    from support.photos import bundled_map, make_photo

    photo = make_photo(7, 1.5, bundled_map("chapel-ambush"), miniatures=4, max_tilt=20, form="png")
    shown = photo.board_map
    people = shown.characters
    cycled = tuple(
        dataclasses.replace(c, at=people[(i + 1) % len(people)].at) for i, c in enumerate(people)
    )
    panel = BoardPanel(LIBRARY, shown.with_characters(cycled), None)
    qtbot.addWidget(panel)
    panel.resize(1280, 800)
    path = tmp_path / "table.png"
    path.write_bytes(photo.data)
    dialog = opened(qtbot, panel, path)
    assert len(dialog.reading.found) == len(people)
    save_shot(dialog, "photo", "real-synthetic.png")
    dialog.accept()
    placed = {(c.colour, c.number): (c.at, c.facing) for c in panel.document.map.characters}
    assert placed == {(t.colour, t.number): (t.square, t.facing) for t in photo.truth}
    assert panel.document.undo_stack.count() == 1
    panel.photo.worker.wait()
