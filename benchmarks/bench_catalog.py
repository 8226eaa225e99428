"""Catalog load time: every start of the app reads and validates every set file.

Run: .venv/bin/python benchmarks/bench_catalog.py
"""

from __future__ import annotations

import statistics
import time

from demloc.catalog.catalog import load_catalog
from demloc.paths import builtin_sets_dir


def main(rounds: int = 50) -> None:
    folder = builtin_sets_dir()
    timings = []
    for _ in range(rounds):
        start = time.perf_counter()
        catalog = load_catalog([folder])
        timings.append(time.perf_counter() - start)
    ms = sorted(t * 1000 for t in timings)
    print(
        f"load_catalog: {len(catalog.sets)} sets, {len(catalog.cards)} cards; "
        f"median {statistics.median(ms):.2f} ms, best {ms[0]:.2f} ms, worst {ms[-1]:.2f} ms "
        f"over {rounds} rounds"
    )


if __name__ == "__main__":
    main()
