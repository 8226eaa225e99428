"""A made-up photo reading for the screens' tests (issue 34): a plain picture whose pixels
map to the board's squares at PX a square, and the bases the test says were read."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QImage

from demloc.board.position import BoardMap
from demloc.board.squares import Facing, Square
from demloc.photo.model import Found, Reading, Reference

PX, OFFSET = 40.0, 20.0  # a square's pixels in the picture, and the board's corner


def picture(path: Path, board_map: BoardMap, width: int = 12, height: int = 10) -> Path:
    """A picture of the board's size (grey squares) written to `path`."""
    image = QImage(round(width * PX + 2 * OFFSET), round(height * PX + 2 * OFFSET),
                   QImage.Format.Format_RGB32)  # fmt: skip
    image.fill(QColor(120, 110, 90))
    assert image.save(str(path))
    return path


def corners(square: Square, inset: float = 8.0) -> tuple[tuple[float, float], ...]:
    x, y = OFFSET + square.x * PX, OFFSET + square.y * PX
    return ((x + inset, y + inset), (x + PX - inset, y + inset),
            (x + PX - inset, y + PX - inset), (x + inset, y + PX - inset))  # fmt: skip


def found(colour: str, number: int, at: str, facing: Facing = Facing.N,
          confidence: float = 0.95, character_id: str | None = None) -> Found:  # fmt: skip
    square = Square.parse(at)
    return Found(colour, number, square, facing, confidence, corners(square),  # type: ignore[arg-type]
                 marker=100 + number, character_id=character_id)  # fmt: skip


def reading(*seen: Found, width: int = 12, height: int = 10,
            unread: tuple[str, ...] = ()) -> Reading:  # fmt: skip
    """What the photo shows: `seen`, and a reference marker at each corner."""
    refs = tuple(
        Reference(n, corners(Square(x, y), 2))  # type: ignore[arg-type]
        for n, (x, y) in enumerate(
            ((0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1))
        )
    )
    homography = ((1 / PX, 0.0, -OFFSET / PX), (0.0, 1 / PX, -OFFSET / PX), (0.0, 0.0, 1.0))
    size = (round(width * PX + 2 * OFFSET), round(height * PX + 2 * OFFSET))
    return Reading(size, tuple(seen), refs, unread, homography)
