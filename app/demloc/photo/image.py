"""A photo's bytes to a grey image, refusing what is not a PNG or JPEG, or is too big,
from the header before anything is decoded (R-240: a 20,000 x 20,000 image is never
decoded)."""

from __future__ import annotations

import contextlib
import os
import struct
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from demloc.photo.model import PhotoError

MAX_BYTES = 64 * 1024 * 1024  # a phone's 50 MP JPEG is under 30 MB
MAX_PIXELS = 64_000_000  # a 50 MP phone photo passes; a 20,000 x 20,000 bomb does not
MAX_SIDE = 16_384
_PNG = b"\x89PNG\r\n\x1a\n"
# JPEG start-of-frame markers: SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC).
_SOF = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}
_STANDALONE = {0x01, *range(0xD0, 0xD8)}


def read_bytes(source: bytes | Path) -> tuple[bytes, str]:
    """The photo's bytes and its name for messages."""
    if isinstance(source, bytes):
        return source, "the photo"
    too_big = f"{source}: larger than {MAX_BYTES // (1024 * 1024)} MB"
    try:
        if source.stat().st_size > MAX_BYTES:  # refused before a byte is read
            raise PhotoError(too_big)
        with source.open("rb") as stream:
            data = stream.read(MAX_BYTES + 1)
    except IsADirectoryError:
        raise PhotoError(f"{source}: is a folder, not a photo") from None
    except OSError as error:
        raise PhotoError(f"{source}: cannot be read ({error.strerror or error})") from None
    if len(data) > MAX_BYTES:  # grew while read, or a device that states no size
        raise PhotoError(too_big)
    return data, str(source)


def header_size(data: bytes, name: str) -> tuple[int, int]:
    """Width and height from a PNG's or JPEG's header; PhotoError for anything else, or
    for a size past MAX_PIXELS."""
    if data.startswith(_PNG):
        if len(data) < 24 or data[12:16] != b"IHDR":
            raise PhotoError(f"{name}: a damaged PNG (no image header)")
        width, height = struct.unpack(">II", data[16:24])
    elif data.startswith(b"\xff\xd8"):
        width, height = _jpeg_size(data, name)
    elif (kind := _other_format(data)) is not None:
        raise PhotoError(
            f"{name}: a {kind} image, which is not read here: save it as JPEG (or PNG) "
            "and open that"
        )
    else:
        raise PhotoError(f"{name}: not a photo (a PNG or JPEG image is needed)")
    if width <= 0 or height <= 0:
        raise PhotoError(f"{name}: a damaged image (its size is {width} x {height})")
    if width * height > MAX_PIXELS or max(width, height) > MAX_SIDE:
        raise PhotoError(
            f"{name}: {width} x {height} pixels is too big to read (at most "
            f"{MAX_PIXELS // 1_000_000} million pixels, {MAX_SIDE} a side)"
        )
    return width, height


def _other_format(data: bytes) -> str | None:
    """The name of an image format a phone or an editor may hand us but we do not read,
    from its first bytes; None for anything else."""
    if data[4:8] == b"ftyp":  # ISO media: HEIC/HEIF (iPhones), AVIF
        brand = data[8:12]
        if brand in (b"avif", b"avis"):
            return "AVIF"
        if brand in (b"heic", b"heix", b"hevc", b"heim", b"heis", b"mif1", b"msf1"):
            return "HEIC"
        return None
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "WebP"
    if data[:4] in (b"II*\x00", b"MM\x00*"):
        return "TIFF"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "GIF"
    if data[:2] == b"BM":
        return "BMP"
    return None


def _jpeg_size(data: bytes, name: str) -> tuple[int, int]:
    at = 2
    while at + 4 <= len(data):
        if data[at] != 0xFF:
            break
        kind = data[at + 1]
        if kind == 0xFF:  # fill byte
            at += 1
            continue
        if kind in _STANDALONE:
            at += 2
            continue
        (length,) = struct.unpack(">H", data[at + 2 : at + 4])
        if kind in _SOF:
            if at + 9 > len(data):
                break
            height, width = struct.unpack(">HH", data[at + 5 : at + 9])
            return width, height
        if kind == 0xDA or length < 2:  # scan data before any frame: damage
            break
        at += 2 + length
    raise PhotoError(f"{name}: a damaged JPEG (no frame header)")


def decode_grey(data: bytes, name: str) -> tuple[Any, int]:
    """The grey image (a numpy array) and the factor it was reduced by: a photo over
    6 MP is decoded at half size (JPEG decodes it so, at a fraction of the time), over
    24 MP at a quarter; markers stay many pixels wide."""
    import cv2
    import numpy as np

    width, height = header_size(data, name)
    pixels = width * height
    if pixels > 24_000_000:
        flag, factor = cv2.IMREAD_REDUCED_GRAYSCALE_4, 4
    elif pixels > 6_000_000:
        flag, factor = cv2.IMREAD_REDUCED_GRAYSCALE_2, 2
    else:
        flag, factor = cv2.IMREAD_GRAYSCALE, 1
    try:
        with _quiet_stderr():
            grey = cv2.imdecode(np.frombuffer(data, dtype=np.uint8), flag)
    except cv2.error:
        grey = None
    if grey is None or grey.size == 0:
        raise PhotoError(f"{name}: a damaged image (it cannot be decoded)")
    return grey, factor


_STDERR_LOCK = threading.Lock()


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """The process's stderr (fd 2) sent to the null device while OpenCV decodes: libpng
    and libjpeg write their own lines there ("libpng error: PNG input buffer is
    incomplete"), which no log level of OpenCV's silences; the photo's one sentence is
    ours (R-240). Under a lock, fd 2 put back whatever happens; where fd 2 cannot be
    duplicated (no console), the decoders are left to it."""
    with _STDERR_LOCK:
        try:
            saved = os.dup(2)
        except OSError:
            yield
            return
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(null, 2)
            finally:
                os.close(null)
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
