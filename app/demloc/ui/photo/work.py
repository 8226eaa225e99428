"""A photo read off the UI thread (issue 34, R-241): reading a 12 MP photo takes up to a
second, so `ask` starts a job on a pool of its own and returns at once; the reading (or
the one message of a photo that cannot be read) comes back by a signal, in the UI thread.
A newer request supersedes the older: an answer to an older one is never shown."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QColor, QImage, QImageReader

from demloc.errors import BadInputError
from demloc.photo.model import Reading
from demloc.ui.i18n import translate

log = logging.getLogger(__name__)

Read = Callable[[Path], Reading]  # the photo's file -> its reading (demloc.photo)
PREVIEW = 2400  # px: the photo is shown at most this long a side (a 12 MP one is 4000)


@dataclasses.dataclass(frozen=True)
class Answer:
    """A job's answer: the reading, or why there is none (one sentence)."""

    path: Path
    reading: Reading | None = None
    image: QImage | None = None  # the photo scaled for the screen
    problem: str = ""


class _Relay(QObject):
    """Lives in the UI thread: the job's answer reaches it queued."""

    done = Signal(int, object)


class _Job(QRunnable):
    def __init__(self, serial: int, path: Path, read: Read, relay: _Relay) -> None:
        super().__init__()
        self.serial, self.path, self.read, self.relay = serial, path, read, relay

    def run(self) -> None:
        try:
            reading = self.read(self.path)
            answer = Answer(self.path, reading, preview(self.path, reading))
        except BadInputError as error:  # PhotoError: the photo's own message
            answer = Answer(self.path, problem=str(error))
        except Exception:
            log.exception("the photo %s could not be read", self.path)
            answer = Answer(
                self.path,
                problem=translate(
                    "photo.work", "{file}: the photo could not be read (see the log)."
                ).format(file=self.path.name),
            )
        self.relay.done.emit(self.serial, answer)


def preview(path: Path, reading: Reading) -> QImage:
    """The photo as the screen shows it (turned as its EXIF says, as OpenCV reads it),
    at most PREVIEW px a side; a grey picture of its size if Qt cannot decode it. Read
    after the core accepted the photo, so never a decompression bomb (R-241)."""
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)
    size = reader.size()
    if size.isValid() and max(size.width(), size.height()) > PREVIEW:
        reader.setScaledSize(size.scaled(PREVIEW, PREVIEW, Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    if image.isNull():
        width, height = reading.size
        scale = min(1.0, PREVIEW / max(width, height, 1))
        image = QImage(max(1, round(width * scale)), max(1, round(height * scale)),
                       QImage.Format.Format_RGB32)  # fmt: skip
        image.fill(QColor(90, 90, 90))
    return image


class PhotoWorker(QObject):
    """`ask` reads a photo on the pool's thread; `ready` brings the newest answer."""

    ready = Signal(object)  # Answer
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.relay.done.connect(self._done)
        self.serial = 0
        self.busy = False

    def ask(self, path: Path, read: Read) -> int:
        """Read the photo at `path` with `read` (the map and tiles bound in it)."""
        self.serial += 1
        self.pool.clear()
        self.pool.start(_Job(self.serial, path, read, self.relay))
        if not self.busy:
            self.busy = True
            self.busy_changed.emit(True)
        return self.serial

    def cancel(self) -> None:
        """No answer wanted any more."""
        self.serial += 1
        self.pool.clear()
        if self.busy:
            self.busy = False
            self.busy_changed.emit(False)

    def wait(self) -> None:
        """The job running now finished (a closing window, a test's end)."""
        self.pool.waitForDone()

    def _done(self, serial: int, answer: object) -> None:
        if serial != self.serial or not isinstance(answer, Answer):
            return  # superseded
        self.busy = False
        self.busy_changed.emit(False)
        self.ready.emit(answer)
