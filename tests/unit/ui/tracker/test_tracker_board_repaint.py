"""One frame a tap (issue 26): the tracker's board repaints only what an event changed.
Qt paints the dirty parts, not the rectangle around them all; the lit squares are lit
again only when they change; the miniatures, tiles and walls are kept as pictures (a
board repainted copies them rather than drawing each again). The time itself is
benchmarks/bench_taps.py's."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem, QGraphicsView
from pytestqt.qtbot import QtBot

from demloc.board import mapfile
from demloc.board.tiles import load_tile_library
from demloc.paths import resources_dir, tiles_dir
from demloc.ui.board.play_items import MiniatureItem
from demloc.ui.tracker.board import TrackerBoard

MAP = resources_dir() / "maps" / "chapel-ambush.json"


def test_the_board_repaints_only_what_changed(qtbot: QtBot) -> None:
    board = TrackerBoard(load_tile_library(tiles_dir()), mapfile.load(MAP))
    qtbot.addWidget(board.view)
    lit: list[object] = []
    light = board.lit.light
    board.lit.light = lambda *args: (lit.append(args), light(*args))  # type: ignore[method-assign]
    board.light(("C3", "C4"))
    board.light(("C3", "C4"))  # the same squares: nothing to repaint
    assert len(lit) == 1 and [s.name for s in board.lit.squares] == ["C3", "C4"]
    board.light(())
    assert len(lit) == 2 and board.lit.squares == ()
    update = board.view.viewportUpdateMode()
    assert update is QGraphicsView.ViewportUpdateMode.SmartViewportUpdate
    miniatures = [i for i in board.scene.items() if isinstance(i, MiniatureItem)]
    assert miniatures
    cached = QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert all(item.cacheMode() is cached for item in miniatures)
