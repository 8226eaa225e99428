"""What is not a file, where a data file belongs: every way a player's folder can hold
a name that is no readable file. A reader refuses each naming the file, never waiting
on a pipe or a device."""

from __future__ import annotations

import os
from pathlib import Path

KINDS = ("folder", "dangling", "to-folder", "fifo", "device", "empty")


def not_files(folder: Path, name: str) -> list[Path]:
    """`name` made once in a new sub-folder of `folder` for each of KINDS: a folder, a
    link to nothing, a link to a folder, a named pipe, a link to a device, and last an
    empty file (a file: some readers take it, some refuse it)."""
    made = []
    for kind in KINDS:
        path = folder / kind / name
        path.parent.mkdir()
        if kind == "folder":
            path.mkdir()
        elif kind == "dangling":
            path.symlink_to(folder / "nowhere")
        elif kind == "to-folder":
            path.symlink_to(folder)
        elif kind == "fifo":
            os.mkfifo(path)
        elif kind == "device":
            path.symlink_to("/dev/zero")
        else:
            path.write_bytes(b"")
        made.append(path)
    return made
