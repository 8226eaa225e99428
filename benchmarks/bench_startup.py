"""Start-up costs, each a new process (issue 16).

Run: .venv/bin/python benchmarks/bench_startup.py [--json]

- `demloc --version` and `demloc --help` (the venv's console script) against
  `python -c pass` with the same interpreter: the CPU time (user + system) of each
  process, the three run in turn round after round so that a load on the machine weighs
  on each alike, and the ratio of the medians (goal <= 3.5x; issue 28: argparse makes
  the help and the version, no tricks; importing argparse and pathlib is most of the
  2.9x measured, a command module's import would be ten times that);

The others are wall times from the spawn to the exit:
- cold start to a painted window: the app as `demloc` starts it, to its window's first
  paint (the menus, the views' list, a line saying the data opens), grabbed to a PNG,
  with XDG_DATA_HOME (and the other XDG folders) in a new temporary folder each run,
  offscreen, against a minimal PySide6 script that shows a 1024x700 window and grabs
  it to a PNG: the ratio of the medians (goal <= 2.5x);
- the same start until the data is open and the Guild view built with the guild's
  figures (a first start creates and fills the database), with its ratio;
- both on a data folder a first start made (the start of every session).

Every process may write and reuse its compiled modules, as a player's installation does
(PYTHONDONTWRITEBYTECODE is removed), and each is run once untimed first.
"""

from __future__ import annotations

import contextlib
import os
import resource
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

# The app as `demloc` starts it (its main, no argument), stopped once it got so far:
# "first-paint", right after the window's first paint (before the data opens); "guild",
# once the data is open and the Guild view built. The window is then grabbed to a PNG,
# as the bare window is. Only the stopping point is patched in.
APP_START = """
import os, sys
import demloc.ui.main_window as main_window

def done(window):
    window.grab().save(sys.argv[1])
    os._exit(0)

if sys.argv[2] == "first-paint":
    main_window.MainWindow._open_now = done  # what the first paint calls first
else:
    opened = main_window.MainWindow.open_context

    def open_context(window, context):
        opened(window, context)
        done(window)

    main_window.MainWindow.open_context = open_context
from demloc.cli import main
main(["--view", "guild"])
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


def cpu_in_turn(commands: dict[str, list[str]], rounds: int) -> dict[str, list[float]]:
    """Each command's CPU time (user + system, in seconds) per run, the commands run one
    after the other in each round (after one untimed round)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as in spawn()
    times: dict[str, list[float]] = {name: [] for name in commands}
    for round_ in range(rounds + 1):
        for name, command in commands.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run(command, check=True, capture_output=True, env=env)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if round_:
                times[name].append(after.ru_utime + after.ru_stime
                                   - before.ru_utime - before.ru_stime)  # fmt: skip
    return times


def figures() -> list[Figure]:
    out: list[Figure] = []
    python = [sys.executable, "-c", "pass"]
    cpu = cpu_in_turn({"pass": python, "--version": [str(DEMLOC), "--version"],
                       "--help": [str(DEMLOC), "--help"]}, 15)  # fmt: skip
    what = "the venv's interpreter started and stopped, CPU time"
    out.append(Figure("python -c pass", what, "s", *mw(cpu["pass"])))
    for flag in ("--version", "--help"):
        ratio = statistics.median(cpu[flag]) / statistics.median(cpu["pass"])
        out.append(
            Figure(
                f"demloc {flag}",
                f"`demloc {flag}` (the console script), CPU time, over `python -c pass`'s",
                "s",
                *mw(cpu[flag]),
                goal=3.5,
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
    first_paint = [sys.executable, "-c", APP_START, "{folder}/app.png", "first-paint"]
    guild_shown = [sys.executable, "-c", APP_START, "{folder}/app.png", "guild"]
    spawn(guild_shown, 1, env)
    for command, name, what in (
        (first_paint, "cold start to a painted window",
         "the app (`demloc`'s main, no argument) to its window's first paint, grabbed to a "
         "PNG: its menus, its views' list and a line saying the data opens"),
        (guild_shown, "cold start to the Guild view with its data",
         "the same start until the catalog and the database are open and the Guild view "
         "is built, grabbed to a PNG (the guild's figures shown)"),
    ):  # fmt: skip
        times = spawn(command, 3, env)  # a new XDG_DATA_HOME each run: database created
        out.append(start_figure(name, f"{what}; a new data folder each run (a first start)", times,
                                windows, goal=name.endswith("painted window")))  # fmt: skip
    # The start a player makes every session: the database there already.
    with tempfile.TemporaryDirectory(prefix="demloc-bench-") as kept:
        spawn(guild_shown, 1, env, kept)  # untimed: the first start creates the database
        for command, name in (
            (first_paint, "start to a painted window, database there"),
            (guild_shown, "start to the Guild view, database there"),
        ):
            times = spawn(command, 3, env, kept)
            out.append(
                start_figure(
                    name,
                    "the same, on the data folder a first start made",
                    times,
                    windows,
                    goal=name.endswith("window, database there"),
                )
            )
    return out


def start_figure(name: str, what: str, times: list[float], bare: list[float], goal: bool) -> Figure:
    """A start against the bare window; the goal (<= 2.5x) is the first paint's."""
    ratio = statistics.median(times) / statistics.median(bare)
    if not goal:
        return Figure(name, what, "s", *mw(times), reference="bare PySide6 window", ratio=ratio)
    return Figure(name, what, "s", *mw(times), goal=2.5, compare="<=",
                  reference="bare PySide6 window", ratio=ratio, goal_on_ratio=True)  # fmt: skip


def mw(times: list[float]) -> tuple[float, float]:
    return statistics.median(times), max(times)


if __name__ == "__main__":
    main(figures)
