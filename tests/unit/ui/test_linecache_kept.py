"""PySide6 reads the source of every module imported after it and keeps it (`linecache`):
24 MiB of the app's memory and a tenth of a second of its start (issue 31). The app's
Qt layer tells it not to (demloc/ui/__init__.py); in a new process, as the app starts."""

from __future__ import annotations

import os
import subprocess
import sys

KEPT = """
import linecache
import demloc.ui
import demloc.ui.main_window, demloc.store.database, demloc.catalog.catalog
print(sum(sum(map(len, v[2])) for v in linecache.cache.values() if len(v) > 2 and v[2]))
"""


def test_the_sources_of_the_modules_imported_are_not_kept() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", KEPT], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) < 1_000_000  # characters of source kept; 10,000,000 before
