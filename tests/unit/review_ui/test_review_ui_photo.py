"""Review "review-ui" of issue 34: "From a photo…" on the Board view and in the tracker,
with the synthetic photos of tests/support/photos.py (real markers, read by the core)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from demloc.board import mapfile
from demloc.board.tiles import load_tile_library
from demloc.paths import resources_dir, tiles_dir
from demloc.ui.board.panel import BoardPanel
from support.photos import bundled_map, make_photo

LIBRARY = load_tile_library(tiles_dir())
MAP = resources_dir() / "maps" / "chapel-ambush.json"


@pytest.fixture
def panel(qtbot: QtBot, tmp_path: Path) -> Iterator[BoardPanel]:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    board = BoardPanel(LIBRARY, mapfile.load(MAP), MAP, settings)
    qtbot.addWidget(board)
    board.resize(1024, 700)
    board.show()
    yield board
    board.photo.worker.wait()
    if board.photo.dialog is not None:
        board.photo.dialog.reject()


def photo_of(tmp_path: Path, map_name: str, seed: int) -> Path:
    path = tmp_path / f"{map_name}-{seed}.jpg"
    path.write_bytes(make_photo(seed, 2.0, bundled_map(map_name), form="jpg").data)
    return path


def read(qtbot: QtBot, panel: BoardPanel, path: Path) -> None:
    assert panel.photo.open_path(path)
    qtbot.waitUntil(lambda: not panel.photo.band.isVisible(), timeout=20000)
    QApplication.processEvents()


def test_a_photo_of_another_map_is_refused_in_one_message(
    qtbot: QtBot, panel: BoardPanel, tmp_path: Path
) -> None:
    """The Board view shows the chapel; the photo is of the market (seed 4: none of its
    12 reference markers is where the chapel's layout puts them, the fit keeps it all
    the same). The player sees the chapel's grid drawn askew over the photo and 'Use
    this board' as the default, and no word that the photo is of another map. At fault:
    photo/read.py `_fit` (no refusal when fewer than MIN_REFERENCES are inliers)."""
    read(qtbot, panel, photo_of(tmp_path, "market-brawl", 4))
    assert panel.photo.dialog is None, "the dialog opened on a photo of another map"
    assert panel.banner.isVisible() and "reference" in panel.banner.text()


def test_each_thing_to_check_is_listed_once(
    qtbot: QtBot, panel: BoardPanel, tmp_path: Path
) -> None:
    """A photo of the chapel (seed 3): 24 lines for 12 things, e.g. "The blue 5 base read
    on G1 is not on this map's miniatures" and then "blue 5: a base the map does not hold,
    at G1: check it"; "Wechi (red 1): not found in the photo, left on B10" and then
    "Wechi (red 1): the marker on the base was not seen". At 1024x700 the list shows five
    lines: the player scrolls through each thing twice. At fault: ui/photo/dialog.py
    `_notes` adds the core's `unread`, which already says these."""
    read(qtbot, panel, photo_of(tmp_path, "chapel-ambush", 3))
    dialog = panel.photo.dialog
    assert dialog is not None
    lines = [dialog.notes.item(i).text() for i in range(dialog.notes.count())]
    wechi = [line for line in lines if line.startswith("Wechi (red 1)")]
    blue5 = [line for line in lines if "blue 5" in line and "G1" in line]
    assert len(wechi) == 1, wechi
    assert len(blue5) == 1, blue5


def test_a_phone_photo_the_reader_does_not_take_is_said_when_dropped(
    panel: BoardPanel, tmp_path: Path
) -> None:
    """An iPhone's photo (IMG_0412.HEIC, its default format) dragged onto the Board view:
    the drop does nothing and nothing says why; the player is not told the app reads
    JPEG and PNG only (a phone can send either). At fault: ui/photo/hooks.py
    `PhotoFlow.eventFilter`/`image_of` (only .jpg/.jpeg/.png are taken, the rest
    ignored), where R-241 wants one message for a photo that cannot be read."""
    heic = tmp_path / "IMG_0412.HEIC"
    heic.write_bytes(b"\x00\x00\x00\x18ftypheic" + bytes(64))
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(heic))])
    viewport = panel.view.viewport()
    where = QPoint(200, 200)
    enter = QDragEnterEvent(where, Qt.DropAction.CopyAction, data,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    QApplication.sendEvent(viewport, enter)
    drop = QDropEvent(QPointF(where), Qt.DropAction.CopyAction, data,
                      Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    QApplication.sendEvent(viewport, drop)
    QApplication.processEvents()
    assert panel.banner.isVisible() and "IMG_0412" in panel.banner.text()
