"""Real processes on textio.write_atomic, the one writer of every file the app writes
(issue 27, item 3; review): two processes writing one export at once while a third
reads it, and a writer killed (SIGKILL) at random moments. A reader never sees a file
cut short or mixed; a kill leaves the old file or the new one, whole."""

from __future__ import annotations

import hashlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

WRITER = r"""
import hashlib, sys
from pathlib import Path
from demloc import textio
path, me, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
print("ready", flush=True)
for n in range(count):
    body = (me * 150_000 + str(n)).encode()
    textio.write_atomic(path, hashlib.sha1(body).hexdigest().encode() + b"\n" + body)
"""


def whole(data: bytes) -> bool:
    head, _, body = data.partition(b"\n")
    return hashlib.sha1(body).hexdigest().encode() == head


def _writer(path: Path, me: str, count: int) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path), me, str(count)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert child.stdout is not None and child.stdout.readline() == "ready\n"
    return child


def test_two_writers_on_one_export_never_leave_a_broken_file(tmp_path: Path) -> None:
    target = tmp_path / "map.png"
    writers = [_writer(target, me, 60) for me in "AB"]
    reads = broken = 0
    while any(w.poll() is None for w in writers):
        if target.exists():
            reads += 1
            broken += not whole(target.read_bytes())
    for writer in writers:
        _out, errors = writer.communicate(timeout=60)
        assert writer.returncode == 0, errors
    assert reads > 0 and broken == 0, (reads, broken)
    assert [p.name for p in tmp_path.iterdir()] == [target.name]


@pytest.mark.kill
@pytest.mark.skipif(os.name == "nt", reason="SIGKILL")
def test_a_writer_killed_at_any_moment_leaves_a_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "results.json"
    rng = random.Random(27)
    for _ in range(8):
        writer = _writer(target, "C", 10_000)
        time.sleep(rng.uniform(0.0, 0.5))
        os.kill(writer.pid, signal.SIGKILL)
        writer.communicate(timeout=30)
        assert target.exists() and whole(target.read_bytes())
