"""Start-up costs, each a new process (issue 16).

Run: .venv/bin/python benchmarks/bench_startup.py [--json]
(BENCH_STARTUP_ROUNDS=N: rounds, 5 by default; BENCH_STARTUP_CAMPAIGN=PATH: also the
start on a copy of that database, e.g. one benchmarks/campaign.py made.)

- `demloc --version` and `demloc --help` (the venv's console script) against
  `python -c pass` with the same interpreter: the CPU time (user + system) of each
  process, the three run in turn round after round so that a load on the machine weighs
  on each alike, and the ratio of the medians (goal <= 3.5x; issue 28: argparse makes
  the help and the version, no tricks; importing argparse and pathlib is most of the
  2.9x measured, a command module's import would be ten times that);

The app's starts (issue 31: the figure printed before was not the start a player
waits for: wall time alone, the bare window timed in a block of its own before, and
stopped as soon as the Guild view was built, before the other views the start goes on
building in the event loop): each round runs in turn a minimal PySide6 script that shows
a 1024x700 window and grabs it to a PNG, and the app as `demloc --view guild` starts it
(its main; only where it stops is patched in), offscreen, its XDG folders in a
temporary folder:
- until the Guild view shows the guild's data and the app is idle (takes input), on a
  folder with the starter guild (the start of every session), and on a new data folder
  until the welcome is shown over the empty Guild view (a first start creates the
  database and makes nothing, R-219); goal <= 3.5x the bare window;
- to the window's first paint (menus, the views' list, a line saying the data opens),
  goal <= 2.5x.
Each child's CPU time (user + system, RUSAGE_CHILDREN before and after it) and wall
time from its spawn to its exit; the ratios of the medians to the bare window's, both.

Every process may write and reuse its compiled modules, as a player's installation does
(PYTHONDONTWRITEBYTECODE is removed), and one untimed round runs first.
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import Figure, main

BIN = Path(sys.executable).parent
DEMLOC = BIN / "demloc"
ROUNDS = int(os.environ.get("BENCH_STARTUP_ROUNDS", "5"))

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

# The app as `demloc --view guild` starts it (cli.main, nothing patched but where it
# stops), stopped once it got so far, then grabbed to a PNG as the bare window is:
# - "first-paint": right after the window's first paint (menus, "Opening…");
# - "guild": the Guild view shows the guild's data (its name picked, its figures) AND
#   the app is idle: a key or a click would be taken at once. Work the start queues
#   after the view is shown (views built in the background) is part of it: until it
#   is done, the player's first tap waits. Idle: Qt's dispatcher about to block, then
#   no other turn of the event loop and (almost) no CPU time in the IDLE seconds after
#   (a step of queued work makes another turn or spends the time). The child prints
#   how long it waited idle: the wall time counts to the start of that wait.
IDLE = 0.03
APP_START = f"""
import os, sys, time
import demloc.ui.main_window as main_window

def done(window, waited=0.0):
    window.grab().save(sys.argv[1])
    print("waited", waited, flush=True)
    os._exit(0)

if sys.argv[2] == "first-paint":
    main_window.MainWindow._open_now = done  # what the first paint calls first
else:
    opened = main_window.MainWindow.open_context

    def open_context(window, context):
        from PySide6.QtCore import QAbstractEventDispatcher, QTimer

        opened(window, context)
        guild = window.views.built["guild"]
        if sys.argv[2] == "welcome":  # a first start: no guild, the welcome asks (R-219)
            assert guild.isVisible() and not guild.guild_name, "a first start made a guild"
        else:
            assert guild.guild_name and guild.isVisible(), "the Guild view shows no guild"
        blocked = [0.0, 0.0]  # when the loop was last about to block, the CPU time then
        quiet = QTimer(window, singleShot=True, interval=round({IDLE} * 1000))

        def about_to_block():
            blocked[:] = time.monotonic(), time.process_time()
            quiet.start()

        def idle():  # no other turn of the loop since: did it sleep all the while?
            if time.process_time() - blocked[1] > {IDLE} / 10:
                quiet.start()  # one turn of work ran past the timer's time: not idle
                return
            assert window.views.built["guild"].isVisible(), "another view shown"
            if sys.argv[2] == "welcome":
                from PySide6.QtWidgets import QApplication
                assert any(w.objectName() == "welcome" and w.isVisible()
                           for w in QApplication.topLevelWidgets()), "no welcome"
            done(window, time.monotonic() - blocked[0])

        quiet.timeout.connect(idle)
        QAbstractEventDispatcher.instance().aboutToBlock.connect(about_to_block)

    main_window.MainWindow.open_context = open_context
from demloc.cli import main
main(["--view", "guild", *sys.argv[3:]])
"""


def xdg_env(folder: str) -> dict[str, str]:
    """The environment of an app's run: offscreen, its XDG folders in `folder`, and
    free to write and reuse its compiled modules as a player's installation does (a
    shell that forbids writing them would time compiling all of demloc at each start)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(Path(folder) / name.lower())
    return env


def run_once(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one child from its spawn to its exit (less the
    time it waited idle, APP_START): its user + system time (RUSAGE_CHILDREN before and
    after it, as `cpu_in_turn`)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, check=True, capture_output=True, env=env, text=True)
    wall = time.perf_counter() - start
    for line in done.stdout.splitlines():  # the app's wait once idle: not its start
        if line.startswith("waited "):
            wall -= float(line.split()[1])
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    out = Path(command[3])  # each script's first argument: its picture
    assert out.stat().st_size > 0, f"no picture from {command}"
    return cpu, wall


def cpu_in_turn(commands: dict[str, list[str]], rounds: int) -> dict[str, list[float]]:
    """Each command's CPU time (user + system, in seconds) per run, the commands run one
    after the other in each round (after one untimed round)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as in xdg_env()
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


# The starts timed against the bare window, each round in turn: (name, what, stop,
# first start: a new data folder each run, else the one the first start made, goal,
# more arguments). With BENCH_STARTUP_CAMPAIGN=PATH (a database benchmarks/campaign.py
# made), the start on a copy of it too (opened once untimed: migrated if it must be).
CAMPAIGN = os.environ.get("BENCH_STARTUP_CAMPAIGN", "")
STARTS = (
    ("start to the Guild view, first start",
     "`demloc --view guild` on a new data folder (the database created, empty) until "
     "the Guild view is shown with the welcome over it (R-219) and the app is idle "
     "(takes input)", "welcome", True, 3.5, []),
    ("start to the Guild view",
     "the same on a data folder with the starter guild (`demloc guild list` made it, "
     "R-219) until the Guild view shows the guild's data (the start of every session)",
     "guild", False, 3.5, []),
    ("start to a painted window",
     "the same start to the window's first paint (menus, the views' list, 'Opening…')",
     "first-paint", False, 2.5, []),
) + ((
    ("start to the Guild view, campaign database",
     f"the same on a copy of {CAMPAIGN} (--db)", "guild", False, 3.5,
     ["--db", "{kept}/campaign.sqlite3"]),
) if CAMPAIGN else ())  # fmt: skip


def gui_starts(rounds: int) -> list[Figure]:
    """The bare window and each start, run in turn round after round (one untimed round
    first): a load on the machine weighs on all alike. CPU time and wall time of each
    child; the ratio of the medians to the bare window's, both."""
    cpu: dict[str, list[float]] = {name: [] for name, *_ in STARTS}
    wall: dict[str, list[float]] = {name: [] for name, *_ in STARTS}
    cpu["bare"], wall["bare"] = [], []
    with tempfile.TemporaryDirectory(prefix="demloc-bench-") as kept:
        if CAMPAIGN:
            shutil.copyfile(CAMPAIGN, f"{kept}/campaign.sqlite3")
        # A player's folder with a guild: the app's first start makes none.
        subprocess.run([str(DEMLOC), "guild", "starter"], check=True, capture_output=True,
                       env=xdg_env(kept))  # fmt: skip
        for round_ in range(rounds + 1):
            runs: list[tuple[str, list[str], str]] = [
                ("bare", [sys.executable, "-c", BARE_WINDOW, f"{kept}/bare.png"], kept)
            ]
            for name, _what, stop, first, _goal, more in STARTS:
                folder = tempfile.mkdtemp(prefix="demloc-bench-", dir=kept) if first else kept
                command = [sys.executable, "-c", APP_START, f"{folder}/app.png", stop]
                command += [arg.replace("{kept}", kept) for arg in more]
                runs.append((name, command, folder))
            for name, command, folder in runs:
                used, took = run_once(command, xdg_env(folder))
                if round_:
                    cpu[name].append(used)
                    wall[name].append(took)
    out = [
        Figure("bare PySide6 window, CPU", "a minimal PySide6 script: QMainWindow 1024x700 "
               "shown and grabbed to a PNG; CPU time", "s", *mw(cpu["bare"])),
        Figure("bare PySide6 window, wall", "the same, wall time", "s", *mw(wall["bare"])),
    ]  # fmt: skip
    for name, what, _stop, _first, goal, _more in STARTS:
        for clock, times in (("CPU", cpu), ("wall", wall)):
            ratio = statistics.median(times[name]) / statistics.median(times["bare"])
            out.append(
                Figure(
                    f"{name}, {clock}", f"{what}; {clock} time, grabbed to a PNG", "s",
                    *mw(times[name]), goal=goal, compare="<=",
                    reference=f"bare PySide6 window, {clock}", ratio=ratio,
                    goal_on_ratio=True,
                )
            )  # fmt: skip
    return out


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
    return out + gui_starts(ROUNDS)


def mw(times: list[float]) -> tuple[float, float]:
    return statistics.median(times), max(times)


if __name__ == "__main__":
    main(figures)
