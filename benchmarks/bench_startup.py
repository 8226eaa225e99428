"""Start-up costs, each a new process (issue 16): wall time from the spawn to the exit.

Run: .venv/bin/python benchmarks/bench_startup.py [--json]

- `demloc --version` and `demloc --help` (the venv's console script) against
  `python -c pass` with the same interpreter: the ratio of the medians (goal <= 2x);
- cold start to a painted window: `demloc --screenshot OUT --view guild --size 1024x700`
  with XDG_DATA_HOME (and XDG_CONFIG_HOME) in a new temporary folder each run, so the
  database is created, offscreen, against a minimal PySide6 script that shows a
  1024x700 window and grabs it to a PNG: the ratio of the medians (goal <= 2.5x);
- the same start on a data folder a first start made (the start of every session).

Every process may write and reuse its compiled modules, as a player's installation does
(PYTHONDONTWRITEBYTECODE is removed), and each is run once untimed first.
"""

from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import Figure, main

BIN = Path(sys.executable).parent
DEMLOC = BIN / "demloc"

BARE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
window = QMainWindow()
window.setCentralWidget(QLabel("bare"))
window.resize(1024, 700)
window.show()
app.processEvents()
window.grab().save(sys.argv[1])
"""


def spawn(command: list[str], rounds: int, env: dict[str, str] | None = None,
          keep: str = "") -> list[float]:  # fmt: skip
    """Wall times in seconds; with `env`, the XDG folders in a new folder per run, or in
    `keep` for every run (the data as the previous run left it)."""
    times = []
    for _ in range(rounds):
        with contextlib.ExitStack() as stack:
            folder = keep or stack.enter_context(
                tempfile.TemporaryDirectory(prefix="demloc-bench-")
            )
            run_env = dict(os.environ if env is None else env)
            # A player's Python keeps the compiled modules it wrote (__pycache__): a shell
            # that forbids writing them would time compiling all of demloc at each start.
            run_env.pop("PYTHONDONTWRITEBYTECODE", None)
            if env is not None:
                run_env["XDG_DATA_HOME"] = str(Path(folder) / "data")
                run_env["XDG_CONFIG_HOME"] = str(Path(folder) / "config")
                run_env["XDG_STATE_HOME"] = str(Path(folder) / "state")
                run_env["XDG_CACHE_HOME"] = str(Path(folder) / "cache")
            args = [a.replace("{folder}", folder) for a in command]
            start = time.perf_counter()
            subprocess.run(args, check=True, capture_output=True, env=run_env)
            times.append(time.perf_counter() - start)
            if any(a.endswith(".png") for a in args):
                out = Path(next(a for a in args if a.endswith(".png")))
                assert out.stat().st_size > 0, f"no picture from {args}"
    return times


def figures() -> list[Figure]:
    out: list[Figure] = []
    python = [sys.executable, "-c", "pass"]
    spawn(python, 1)  # the interpreter's files in the page cache, as for the others
    bare = spawn(python, 7)
    out.append(
        Figure("python -c pass", "the venv's interpreter started and stopped", "s", *mw(bare))
    )
    for flag in ("--version", "--help"):
        spawn([str(DEMLOC), flag], 1)
        times = spawn([str(DEMLOC), flag], 5)
        ratio = statistics.median(times) / statistics.median(bare)
        out.append(
            Figure(
                f"demloc {flag}",
                f"`demloc {flag}` (the console script), wall time to exit, over `python -c pass`",
                "s",
                *mw(times),
                goal=2,
                compare="<=",
                reference="python -c pass",
                ratio=ratio,
                goal_on_ratio=True,
            )
        )

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    window = [sys.executable, "-c", BARE_WINDOW, "{folder}/bare.png"]
    spawn(window, 1, env)
    windows = spawn(window, 4, env)
    out.append(
        Figure(
            "bare PySide6 window",
            "a minimal PySide6 script: QMainWindow 1024x700 shown and grabbed to a PNG",
            "s",
            *mw(windows),
        )
    )
    shot = [
        str(DEMLOC),
        "--screenshot",
        "{folder}/guild.png",
        "--view",
        "guild",
        "--size",
        "1024x700",
    ]
    spawn(shot, 1, env)
    shots = spawn(shot, 3, env)
    out.append(
        Figure(
            "cold start to a painted window",
            "`demloc --screenshot OUT --view guild --size 1024x700`, a new XDG_DATA_HOME each "
            "run (database created), over the bare PySide6 window",
            "s",
            *mw(shots),
            goal=2.5,
            compare="<=",
            reference="bare PySide6 window",
            ratio=statistics.median(shots) / statistics.median(windows),
            goal_on_ratio=True,
        )
    )
    # The start a player makes every session: the database there already.
    with tempfile.TemporaryDirectory(prefix="demloc-bench-") as kept:
        spawn(shot, 1, env, kept)  # untimed: the first start creates the database
        again = spawn(shot, 3, env, kept)
    out.append(
        Figure(
            "start to a painted window, database there",
            "`demloc --screenshot OUT --view guild --size 1024x700` on the data folder a "
            "first start made, over the bare PySide6 window",
            "s",
            *mw(again),
            goal=2.5,
            compare="<=",
            reference="bare PySide6 window",
            ratio=statistics.median(again) / statistics.median(windows),
            goal_on_ratio=True,
        )
    )
    return out


def mw(times: list[float]) -> tuple[float, float]:
    return statistics.median(times), max(times)


if __name__ == "__main__":
    main(figures)
