"""Review of issue 34 (reading a photo of the table, the marker sheets): each test is a
bug found by playing it at a table, marked xfail(strict) until it is fixed (R-237 to
R-240, docs/markers.md)."""

from __future__ import annotations

import dataclasses
import itertools
import math
import random

import cv2
import pytest

from demloc.board.position import BoardMap, Character
from demloc.board.squares import Facing, Square
from demloc.photo import markers
from demloc.photo.model import CONFIDENT, PhotoError, Reading
from demloc.photo.read import read_photo
from support import photos
from support.photos import bundled_map, library, make_photo

MISPLACED = "is not where the others put it"
BASES = (("red", 1, 3, 3, 0), ("blue", 2, 5, 5, 1), ("yellow", 3, 7, 7, 2),
         ("green", 4, 2, 9, 3), ("red", 101, 9, 2, 1), ("blue", 16, 6, 11, 0))  # fmt: skip


class _Hand(random.Random):
    """The synthetic table's randomness, but each reference laid by hand: `off` squares
    from its place (either way) and turned `turn` degrees from a quarter turn."""

    def __init__(self, seed: int, off: float | None = None, turn: float | None = None) -> None:
        super().__init__(seed)
        self.off, self.turn = off, turn

    def uniform(self, a: float, b: float) -> float:
        if (a, b) == (-0.04, 0.04) and self.off is not None:
            return self.choice((-1.0, 1.0)) * self.off
        if (a, b) == (-4, 4) and self.turn is not None:
            return self.turn
        return super().uniform(a, b)


def _board() -> BoardMap:
    people = tuple(
        Character(f"c{i}", colour, number, Square(x, y), Facing(facing), name=f"M{i}")
        for i, (colour, number, x, y, facing) in enumerate(BASES)
    )
    return dataclasses.replace(bundled_map("market-brawl"), characters=people)


def _shoot(board_map: BoardMap, rng: random.Random, tilt: float = 15.0) -> bytes:
    """A 3 MP JPEG of the table through tests/support/photos.py's own pieces."""
    lay = markers.layout(board_map, library())
    out = (2000, 1500)
    px = round(max(out) / (max(lay.width, lay.height) + 2 * photos.PAD) * 1.1)
    flat = photos.flat_table(board_map, px, rng, frozenset())
    matrix = photos.camera(flat.shape, tilt, 20, out)
    image = cv2.warpPerspective(flat, matrix, out, flags=cv2.INTER_AREA, borderValue=60)
    ok, encoded = cv2.imencode(".jpg", cv2.GaussianBlur(image, (0, 0), 0.8))
    assert ok
    return bytes(encoded.tobytes())


def _read(board_map: BoardMap, data: bytes) -> Reading:
    return read_photo(data, board_map, library())


def _all_right_and_sure(board_map: BoardMap, reading: Reading) -> list[str]:
    truth = {(c.colour, c.number): (c.at, c.facing) for c in board_map.characters}
    wrong = [
        f"{f.label} {f.square.name} {f.facing.name} {f.confidence}"
        for f in reading.found
        if truth.get((f.colour, f.number)) != (f.square, f.facing) or f.confidence < CONFIDENT
    ]
    return wrong + [u for u in reading.unread if "not seen" in u]


def test_a_reference_in_place_is_not_named_misplaced_when_a_corner_is_covered() -> None:
    """R-237: one covered reference is named; the others, in their places (the maker's
    1 mm and 4 degrees), are not. Seed 5 names R1 (2 of 40 seeds do)."""
    photo = make_photo(5, 2, bundled_map("market-brawl"), miniatures=4, covered=frozenset({0}))
    reading = _read(photo.board_map, photo.data)
    assert "reference marker R0 was not seen" in reading.unread
    assert [u for u in reading.unread if MISPLACED in u] == []


def test_references_laid_a_millimetre_and_a_half_off_are_not_named_misplaced() -> None:
    """R-237, docs/markers.md: a player lays each reference by eye, 15 mm outside the
    edge; 0.06 of a square (1.5 mm) off is in its place, yet 3 of 14 are named as 'not
    where the others put it' (read.FIT_TOLERANCE was 0.12 square on every corner; the
    fit is now on centres, read.MISPLACED a quarter square, R-251)."""
    board_map = _board()
    reading = _read(board_map, _shoot(board_map, _Hand(1, off=0.06)))
    assert _all_right_and_sure(board_map, reading) == []
    assert [u for u in reading.unread if MISPLACED in u] == []


def test_references_laid_turned_15_degrees_are_not_named_misplaced() -> None:
    """R-237 'any way round': a reference turned 15 degrees from square is in its place;
    read._fit compares its corners with the upright marker's, and names all 14."""
    board_map = _board()
    reading = _read(board_map, _shoot(board_map, _Hand(1, turn=15)))
    assert [u for u in reading.unread if MISPLACED in u] == []
    # `demloc photo` says "0 reference markers placed the board", the bases all sure.
    assert sum(r.inlier for r in reading.references) == len(reading.references) == 14


def test_references_laid_diagonally_keep_every_base_sure() -> None:
    """R-237 'any way round', R-239: with every reference in its place but laid at 45
    degrees the corners matched to the upright marker's disagree, the fit's trust falls
    and every base is 'check it' (confidence 0.17 to 0.51) though each is right."""
    board_map = _board()
    reading = _read(board_map, _shoot(board_map, _Hand(1, turn=45)))
    assert _all_right_and_sure(board_map, reading) == []


def test_a_truncated_png_gets_one_message_and_no_libpng_noise(
    capfd: pytest.CaptureFixture[str],
) -> None:
    """R-240, HELPERS 'one clear message': `demloc photo cut.png` prints 'libpng error:
    PNG input buffer is incomplete' on stderr before its own sentence (image.decode_grey
    lets OpenCV's decoder write to the process's stderr)."""
    photo = make_photo(101, 1, bundled_map("market-brawl"), miniatures=2, form="png")
    with pytest.raises(PhotoError, match="damaged"):
        _read(photo.board_map, photo.data[: len(photo.data) // 2])
    assert capfd.readouterr().err == ""


def test_the_largest_bundled_map_at_2_megapixels_names_each_base_it_misses_as_too_coarse() -> None:
    """Issue 34: >= 99% of bases right from 1k to 12 MP. all-fourteen-tiles (24 x 20)
    fills a 2 MP photo at 32-44 pixels a square: a 9 mm marker's cell is 2 pixels, which
    blur and JPEG wipe out (130 of 144 bases at 2 MP over seeds 700-711, 44 of 72 at
    1 MP; 142 of 144 from 3 MP). That is the honest limit (R-250): each base the photo
    misses is named with the reason and what to do; none is ever wrong and sure. Seed
    709 misses 8 of 12; 700 none."""
    board_map = bundled_map("all-fourteen-tiles")
    for seed in (700, 709):
        photo = make_photo(seed, 2, board_map, miniatures=12)
        reading = _read(photo.board_map, photo.data)
        truth = {(c.colour, c.number): c for c in photo.board_map.characters}
        right = {
            (f.colour, f.number)
            for f in reading.found
            if (truth[(f.colour, f.number)].at, truth[(f.colour, f.number)].facing)
            == (f.square, f.facing)
        }
        assert all(
            f.confidence < CONFIDENT for f in reading.found if (f.colour, f.number) not in right
        )
        for base, character in truth.items():
            if base in right:
                continue
            (said,) = [u for u in reading.unread if u.startswith(character.label)]
            assert "pixels a square, too few" in said and "take it closer" in said, said


def test_every_bundled_map_has_a_reference_every_four_squares_or_less() -> None:
    """R-237 and docs/markers.md: 'one every four squares or less along each edge, at
    most twenty'; on the 24x20 bundled map the cap of twenty wins (markers.layout) and
    the north and south references lie 5 squares apart (columns 5, 10, 14, 19)."""
    for name in ("market-brawl", "chapel-ambush", "all-fourteen-tiles"):
        lay = markers.layout(bundled_map(name), library())
        for edge, length in ((0, lay.width), (1, lay.height)):
            along = [p.centre[edge] for p in lay.references if p.centre[1 - edge] < 0]
            stops = sorted({0.0, float(length), *(a for a in along if 0 <= a <= length)})
            gaps = [b - a for a, b in itertools.pairwise(stops)]
            assert max(gaps) <= markers.MAX_GAP, f"{name}: {stops}"


def test_a_base_sticker_laid_as_the_sheet_says_puts_its_marker_where_the_reader_looks() -> None:
    """R-238, docs/markers.md: 'the point on the rim' of a 25 mm base (R-40: one square).
    The sticker (sheet_pdf.draw_marker) is the 9 mm marker, a 1.5 mm margin and a point a
    cell above it: laid so, the marker's centre is 5 mm from the base's centre, but the
    reader stepped back markers.BASE_OFFSET (6.5 mm): as the reader assumed, the point
    stood 1.5 mm off the base and the margin's front corners 1.4 mm. BASE_OFFSET is now
    computed from the sticker's sizes (5 mm)."""
    cell = markers.BASE_SIZE / 6
    point = markers.BASE_OFFSET + markers.BASE_SIZE / 2 + 2 * cell  # in squares
    corner = math.hypot(
        markers.BASE_SIZE / 2 + cell, markers.BASE_OFFSET + markers.BASE_SIZE / 2 + cell
    )
    rim = 0.5  # a 25 mm base, in squares
    assert point == pytest.approx(rim, abs=0.01)
    assert corner <= rim + 0.01


def test_the_differences_tell_two_miniatures_of_one_name_apart() -> None:
    """Issue 34 ('Corvin: F7 in the photo, F6 here'): two followers named alike (two
    'Cultist' cards) moved in the photo read 'Cultist: ... / Cultist: ...', and a
    nameless one by its file id ('c1'); model._difference uses name or id where the
    rest of the reading uses Character.label ('Cultist (red 5)')."""
    from demloc.photo.model import Found, differences

    people = (
        Character("c0", "red", 5, Square(2, 2), Facing.N, name="Cultist"),
        Character("c1", "blue", 5, Square(4, 4), Facing.N, name="Cultist"),
        Character("c2", "green", 7, Square(6, 6), Facing.N),
    )
    board_map = dataclasses.replace(bundled_map("market-brawl"), characters=people)
    corners = ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))
    found = tuple(
        Found(
            c.colour, c.number, Square(c.at.x + 1, c.at.y), c.facing, 0.9, corners, 0, c.id, c.name
        )
        for c in people
    )
    identity = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))
    texts = [d.text for d in differences(Reading((100, 100), found, (), (), identity), board_map)]
    assert len(set(texts)) == 3
    assert all(("red 5" in t) or ("blue 5" in t) or ("green 7" in t) for t in texts), texts


class _OffCentre(random.Random):
    """Each base set 0.3 of a square east and south of its square's centre."""

    def uniform(self, a: float, b: float) -> float:
        return 0.3 if (a, b) == (-0.06, 0.06) else super().uniform(a, b)


def test_a_confidence_below_one_is_a_plain_float() -> None:
    """Reviewer's note (model.Found): a base 0.25-0.5 of a square off its square's centre
    got numpy's float64 (read._ramp on a numpy distance), which json and Qt take apart
    from a float."""
    board_map = _board()
    reading = _read(board_map, _shoot(board_map, _OffCentre(3)))
    assert any(f.confidence < 1 for f in reading.found)
    assert all(type(f.confidence) is float for f in reading.found)
