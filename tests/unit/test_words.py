"""The app's small words (issue 26, item 11): "1 slot", "an arcane place", a daemon's
base said "D1" on the board, never its stored number 101."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QImage, QPainter, QPainterPath

from demloc.board.position import BoardMap, Character, PlacedTile, Side
from demloc.board.squares import Facing, Square
from demloc.words import a, counted


def test_counted_and_a() -> None:
    assert counted(1, "slot") == "1 slot" and counted(4, "slot") == "4 slots"
    assert counted(0, "mercenary", "mercenaries") == "0 mercenaries"
    assert a("arcane place") == "an arcane place" and a("ruin") == "a ruin"


def test_a_daemon_base_is_painted_d1(monkeypatch: pytest.MonkeyPatch, qapp: Any) -> None:
    from demloc.board.tiles import load_tile_library
    from demloc.paths import tiles_dir
    from demloc.ui.board.document import BoardDocument
    from demloc.ui.board.play_items import MiniatureItem
    from demloc.ui.board.scene import BoardScene

    daemon = Character("d", "red", 101, Square(3, 3), Facing.N, "Imp")
    field = BoardMap("field", (PlacedTile(1, Side.A, 0, Square(0, 0)),), characters=(daemon,))
    scene = BoardScene(BoardDocument(load_tile_library(tiles_dir()), field))
    item = next(i for i in scene.items() if isinstance(i, MiniatureItem))
    texts: list[str] = []
    add_text = QPainterPath.addText

    def adding(path: QPainterPath, *args: Any) -> Any:
        texts.append(str(args[-1]))
        return add_text(path, *args)

    monkeypatch.setattr(QPainterPath, "addText", adding)
    image = QImage(800, 800, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    assert "D1" in texts and "101" not in texts
