"""Pictures and PDFs written as every file of the app is: made in memory, then written
whole by textio.write_atomic (a new file fsynced, then renamed over the old one), so a
write that fails half way (a full disk, a removed stick) leaves the old file as it was
(issue 27). Qt's own writers (QImage.save, QPdfWriter on a path) write straight over
the file and fail without a word."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QPdfWriter

from demloc import textio


def image_bytes(image: QImage, kind: str = "PNG") -> bytes:
    """`image` encoded as a `kind` file ("PNG", "JPG"...); OSError if Qt cannot."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, kind):  # type: ignore[call-overload]
        raise OSError(f"cannot encode the picture as {kind}")
    buffer.close()
    return bytes(data.data())


def _writable(path: Path) -> None:
    """A player's file goes into a folder that is there (none is made for it), and is
    not a folder: said before anything is drawn, naming the file."""
    if not path.parent.is_dir():
        raise FileNotFoundError(f"cannot write {path}: its folder does not exist")
    if path.is_dir():
        raise IsADirectoryError(f"cannot write {path}: it is a folder")


def _write(path: Path, data: bytes) -> None:
    try:
        textio.write_atomic(path, data)
    except OSError as error:
        raise OSError(f"cannot write {path}: {error.strerror or error}") from None


def save_image(image: QImage, path: Path, kind: str | None = None) -> None:
    """Write `image` to `path` whole or not at all; the kind from the suffix (PNG by
    default). OSError naming the file when it cannot be written."""
    _writable(path)
    _write(path, image_bytes(image, kind or (path.suffix.lstrip(".").upper() or "PNG")))


@contextlib.contextmanager
def pdf_file(path: Path) -> Iterator[QPdfWriter]:
    """A PDF writer drawing into memory; what it drew is written to `path`, whole, when
    the block ends without an error (paint and end the painter inside the block)."""
    _writable(path)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    yield writer
    buffer.close()
    _write(path, bytes(data.data()))
