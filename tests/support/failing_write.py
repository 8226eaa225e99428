"""A write that fails half way, as on a full disk or a stick pulled out (issue 27): every
file opened for writing through `io.open` (Path.write_text, os.fdopen, open() in a
module that reads io.open) writes the first half of what it is given, then raises
OSError(ENOSPC). Reading is left alone."""

from __future__ import annotations

import errno
import io
from typing import Any

import pytest

REAL_OPEN = io.open


class _HalfWay:
    def __init__(self, file: Any) -> None:
        self._file = file

    def write(self, data: Any) -> int:
        self._file.write(data[: len(data) // 2])
        self._file.flush()
        raise OSError(errno.ENOSPC, "No space left on device")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._file, name)

    def __enter__(self) -> _HalfWay:
        return self

    def __exit__(self, *_: object) -> None:
        self._file.close()


def _open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
    real = REAL_OPEN(file, mode, *args, **kwargs)
    return _HalfWay(real) if any(m in mode for m in "wax+") else real


def fail_writes_half_way(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on in this test, every write through io.open fails half way."""
    monkeypatch.setattr(io, "open", _open)
