"""What reading a photo gives (issue 34): the miniatures found, what was not read, and
the photo-to-board mapping for drawing the grid over the photo.

Board coordinates are in squares: (0, 0) is the north-west corner of square A1, x grows
east, y south; square (x, y) spans [x, x + 1) x [y, y + 1). The app's scene is
`render.geometry`: scene = MARGIN + SQUARE * board.
"""

from __future__ import annotations

import dataclasses

from demloc.board.position import BoardMap, Character, daemon_tag
from demloc.board.squares import Facing, Square
from demloc.errors import BadInputError

Point = tuple[float, float]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

# At or above this confidence a proposal is shown as sure; below it the UI marks the
# square for the player to check. A wrong square never reaches it on the
# synthetic set (tests/unit/photo/test_accuracy.py).
CONFIDENT = 0.6


class PhotoError(BadInputError):
    """A photo that cannot be read at all: not an image, too big, too dark, no markers."""


@dataclasses.dataclass(frozen=True)
class Found:
    """One base marker read: whose miniature, where, which way, how sure."""

    colour: str
    number: int  # the base's number; a daemon's is DAEMON_NUMBERS + n (position.py)
    square: Square
    facing: Facing
    confidence: float  # 0..1; below CONFIDENT the UI asks the player to check
    corners: tuple[Point, Point, Point, Point]  # the marker in the photo, in pixels
    marker: int  # the marker's id (docs/markers.md)
    character_id: str | None = None  # the map's miniature on this base, if it has one
    name: str = ""

    @property
    def sure(self) -> bool:
        return self.confidence >= CONFIDENT

    @property
    def label(self) -> str:
        base = f"{self.colour} {daemon_tag(self.number)}"
        return f"{self.name} ({base})" if self.name else base


@dataclasses.dataclass(frozen=True)
class Reference:
    """A reference marker seen: its id and its corners in the photo (pixels)."""

    marker: int
    corners: tuple[Point, Point, Point, Point]
    inlier: bool = True  # False: the fit did not agree with where it should lie


@dataclasses.dataclass(frozen=True)
class Reading:
    """A photo read against a map."""

    size: tuple[int, int]  # the photo's width and height in pixels
    found: tuple[Found, ...]
    references: tuple[Reference, ...]
    unread: tuple[str, ...]  # what could not be read, a sentence each
    homography: Matrix  # photo pixels -> board squares (see the module's docstring)
    error: float = 0.0  # the fit's RMS reprojection error over the references, in squares

    def to_board(self, x: float, y: float) -> Point:
        return _apply(self.homography, x, y)

    def to_photo(self, x: float, y: float) -> Point:
        """A board point (in squares) in the photo's pixels, e.g. to draw the grid."""
        return _apply(_inverse(self.homography), x, y)

    def proposed(self, board_map: BoardMap) -> BoardMap:
        """The map with each miniature the photo found moved to its square and facing."""
        by_base = {(f.colour, f.number): f for f in self.found}
        moved = []
        for character in board_map.characters:
            seen = by_base.get((character.colour, character.number))
            if seen is not None:
                character = dataclasses.replace(character, at=seen.square, facing=seen.facing)
            moved.append(character)
        return board_map.with_characters(tuple(moved))


@dataclasses.dataclass(frozen=True)
class Difference:
    """A miniature whose square or facing in the photo is not the one the app holds."""

    character_id: str
    label: str
    photo: Square
    photo_facing: Facing
    here: Square
    here_facing: Facing
    confidence: float

    @property
    def text(self) -> str:
        """ "Corvin (red 1): F7 facing N in the photo, F6 facing N here"."""
        return (
            f"{self.label}: {self.photo.name} facing {self.photo_facing.name} in the photo, "
            f"{self.here.name} facing {self.here_facing.name} here"
        )


def differences(reading: Reading, board_map: BoardMap) -> tuple[Difference, ...]:
    """Each miniature of `board_map` the photo puts on another square or facing, in the
    map's order; miniatures the photo did not find are not differences (see `unread`)."""
    by_base = {(f.colour, f.number): f for f in reading.found}
    out = []
    for character in board_map.characters:
        seen = by_base.get((character.colour, character.number))
        if seen is None or (seen.square, seen.facing) == (character.at, character.facing):
            continue
        out.append(_difference(character, seen))
    return tuple(out)


def _difference(character: Character, seen: Found) -> Difference:
    return Difference(
        character.id,
        character.label,
        seen.square,
        seen.facing,
        character.at,
        character.facing,
        seen.confidence,
    )


def _apply(m: Matrix, x: float, y: float) -> Point:
    w = m[2][0] * x + m[2][1] * y + m[2][2]
    if abs(w) < 1e-12:
        return (float("inf"), float("inf"))
    return ((m[0][0] * x + m[0][1] * y + m[0][2]) / w, (m[1][0] * x + m[1][1] * y + m[1][2]) / w)


def _inverse(m: Matrix) -> Matrix:
    (a, b, c), (d, e, f), (g, h, i) = m
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    if abs(det) < 1e-18:
        raise PhotoError("the photo's view of the board cannot be turned back (degenerate)")
    return (
        ((e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det),
        ((f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det),
        ((d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det),
    )
