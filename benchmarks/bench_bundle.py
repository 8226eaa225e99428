"""The bundle's start against the same start from source (issue 32: at most 1.5x).

Run: .venv/bin/python benchmarks/bench_bundle.py [--json]
(after `python3 bootstrap.py bundle`; BENCH_BUNDLE_ROUNDS=N: rounds, 5 by default)

Both are whole processes started the way a player starts them: the venv's `demloc`
console script (the source, its modules compiled once and reused as an installation
does) and the bundle's `build/bundle/demloc/demloc` (its Python, Qt and the app's
compiled modules inside). Each runs `--screenshot OUT.png --view guild`: the app's
catalog and database opened, the main window built on the Guild view, shown, painted
and grabbed, then the process ends: the flag that already stops the app once its first
view is usable (the bundle has no interpreter to run bench_startup's patched start).
Offscreen, on the data folder a first start made (one untimed round first makes it);
the two run in turn round after round, so a load on the machine weighs on both alike.
The figure is each child's CPU time (user + system, RUSAGE_CHILDREN before and after
it) and the ratio of the medians, bundle / source.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_startup import xdg_env
from common import ROOT, Figure, main

SOURCE = Path(sys.executable).parent / "demloc"
BUNDLE = ROOT / "build" / "bundle" / "demloc" / "demloc"
ROUNDS = int(os.environ.get("BENCH_BUNDLE_ROUNDS", "5"))
GOAL = 1.5


def cpu_of(command: list[str], env: dict[str, str]) -> float:
    """CPU seconds (user + system) of one child, from its spawn to its exit."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert done.returncode == 0 and "wrote " in done.stdout, f"{command}: {done.stderr}"
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def figures() -> list[Figure]:
    starts = {"source": SOURCE} | ({"bundle": BUNDLE} if BUNDLE.exists() else {})
    cpu: dict[str, list[float]] = {name: [] for name in starts}
    with tempfile.TemporaryDirectory(prefix="demloc-bench-") as folder:
        env = xdg_env(folder)
        for round_ in range(ROUNDS + 1):
            for name, program in starts.items():
                out = Path(folder) / f"{name}.png"
                used = cpu_of([str(program), "--screenshot", str(out), "--view", "guild"], env)
                if round_:  # the first round makes the data folder and compiles: untimed
                    cpu[name].append(used)
    what = "`demloc --screenshot OUT.png --view guild`, a whole process: {}; CPU time"
    source = Figure(
        "start to the Guild view from source, CPU",
        what.format("the venv's console script"),
        "s",
        statistics.median(cpu["source"]),
        max(cpu["source"]),
    )
    if "bundle" not in cpu:
        source.what += f"; no bundle to compare ({BUNDLE} missing: python3 bootstrap.py bundle)"
        return [source]
    ratio = statistics.median(cpu["bundle"]) / statistics.median(cpu["source"])
    bundle = Figure(
        "start to the Guild view from the bundle, CPU",
        what.format("the PyInstaller bundle, in turn with the source's every round"),
        "s",
        statistics.median(cpu["bundle"]),
        max(cpu["bundle"]),
        goal=GOAL,
        compare="<=",
        reference=source.name,
        ratio=ratio,
        goal_on_ratio=True,
    )
    return [source, bundle]


if __name__ == "__main__":
    main(figures)
