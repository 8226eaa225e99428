"""A database whose schema text (sqlite_master's SQL) is damaged byte by byte: opening it
is one message naming the file, never a traceback (issue 27, item 6: a byte that is not
UTF-8 there ended every command and the GUI's start in a UnicodeDecodeError, as
SQLite's own message quotes the schema's text). SQLite only: PostgreSQL keeps no schema
text in the database's file."""

from __future__ import annotations

import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from demloc.store.database import open_database
from demloc.store.errors import StoreError

# Bytes written in place of one of the schema's: not UTF-8 (a lone continuation byte, a
# lead byte with no follower, 0xff), a NUL, and SQL's own punctuation.
BYTES = (0xFF, 0x80, 0xC3, 0x00, ord("("), ord(" "), ord("'"))


@pytest.fixture(scope="module")
def whole(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, list[int]]:
    """A whole database's bytes and the offsets of its schema's SQL text in them."""
    path = tmp_path_factory.mktemp("whole") / "whole.sqlite3"
    open_database(str(path)).kw["bind"].dispose()
    db = sqlite3.connect(path)
    sql = [row[0] for row in db.execute("SELECT sql FROM sqlite_master WHERE sql NOT NULL")]
    db.close()  # the last connection: the write-ahead log is folded into the file
    assert not Path(f"{path}-wal").exists()
    data = path.read_bytes()
    offsets: list[int] = []
    for text in sql:
        at = data.find(text.encode())
        assert at >= 0, text[:40]
        offsets.extend(range(at, at + len(text.encode())))
    return data, offsets


def _mutated(data: bytes, offset: int, value: int, path: Path) -> Path:
    changed = bytearray(data)
    changed[offset] = value
    path.write_bytes(bytes(changed))
    return path


def _last_but_one(data: bytes, offsets: list[int], count: int) -> list[int]:
    """The byte before each table's closing parenthesis: SQLite's message quotes it."""
    ends = [o for o in offsets if o + 1 not in offsets]
    return [end - 1 for end in ends[:count]]


def test_schema_text_mutations_are_refused_with_the_file_named_never_a_traceback(
    whole: tuple[bytes, list[int]], tmp_path: Path
) -> None:
    data, offsets = whole
    chosen = random.Random(27).sample(offsets, 60) + _last_but_one(data, offsets, 10)
    outcomes = {"refused": 0, "opened": 0}
    for n, offset in enumerate(chosen):
        value = BYTES[n % len(BYTES)]
        path = _mutated(data, offset, value, tmp_path / f"m{n}.sqlite3")
        before = path.read_bytes()
        try:
            open_database(str(path)).kw["bind"].dispose()
        except StoreError as error:  # anything else fails the test with its traceback
            assert str(path) in str(error), (offset, value, str(error))
            assert path.read_bytes() == before
            outcomes["refused"] += 1
        else:
            outcomes["opened"] += 1  # a change SQLite and our checks find harmless
    assert outcomes["refused"] >= 10, outcomes


@pytest.mark.slow
def test_not_utf8_schema_text_is_one_message_from_the_command_line(
    whole: tuple[bytes, list[int]], tmp_path: Path
) -> None:
    data, offsets = whole
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen"}
    env |= {f"XDG_{n}_HOME": str(tmp_path / n) for n in ("DATA", "CONFIG", "STATE", "CACHE")}
    for n, offset in enumerate(_last_but_one(data, offsets, 3)):
        path = _mutated(data, offset, BYTES[n], tmp_path / f"cli{n}.sqlite3")
        before = path.read_bytes()
        done = subprocess.run(
            [sys.executable, "-m", "demloc", "--db", str(path), "guild", "list"],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        assert done.returncode == 1, done.stderr
        assert "Traceback" not in done.stderr and done.stdout == ""
        assert done.stderr.startswith(f"demloc guild: {path} cannot be opened as a DemLoc")
        assert "not UTF-8" in done.stderr and done.stderr.count("\n") == 1, done.stderr
        assert path.read_bytes() == before
