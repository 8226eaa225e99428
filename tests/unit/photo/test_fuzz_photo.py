"""Issue 34: damaged and hostile photo files give a reading or one PhotoError, never a
traceback (R-240)."""

from __future__ import annotations

import os
import struct
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from demloc.board.position import BoardMap
from demloc.photo.model import PhotoError
from demloc.photo.read import read_photo
from support.photos import library, make_photo

EXAMPLES = int(os.environ.get("DEMLOC_FUZZ_EXAMPLES", "150"))


@cache
def _photo() -> tuple[bytes, BoardMap]:
    photo = make_photo(11, 0.3, miniatures=4, form="jpg")
    return photo.data, photo.board_map


@cache
def _png() -> bytes:
    return make_photo(12, 0.3, miniatures=4, form="png").data


@pytest.mark.fuzz
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck),
          derandomize="DEMLOC_FUZZ_EXAMPLES" not in os.environ)  # fmt: skip
@given(
    which=st.sampled_from(("jpg", "png")),
    cut=st.integers(0, 4000),
    flips=st.lists(st.tuples(st.integers(0, 3000), st.integers(0, 255)), max_size=8),
    size=st.tuples(st.integers(0, 70_000), st.integers(0, 70_000)),
    resize=st.booleans(),
    raw=st.binary(max_size=64),
)
def test_damaged_photos_give_a_reading_or_one_photo_error(
    which: str,
    cut: int,
    flips: list[tuple[int, int]],
    size: tuple[int, int],
    resize: bool,
    raw: bytes,
) -> None:
    data, board_map = _photo()
    if which == "png":
        data = _png()
    damaged = bytearray(data)
    for at, value in flips:
        damaged[at % len(damaged)] = value
    if resize:  # a header that lies about the size
        if which == "png":
            damaged[16:24] = struct.pack(">II", *size)
        else:
            at = damaged.find(b"\xff\xc0")
            if at > 0:
                damaged[at + 5 : at + 9] = struct.pack(">HH", size[1] % 65536, size[0] % 65536)
    if cut:
        damaged = damaged[: len(damaged) - cut]
    for candidate in (bytes(damaged), raw, raw + bytes(damaged[:200])):
        try:
            reading = read_photo(candidate, board_map, library())
        except PhotoError as error:
            assert str(error) and "\n" not in str(error)
        else:
            assert all(0 <= f.confidence <= 1 for f in reading.found)
