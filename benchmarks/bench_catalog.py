"""Catalog load time: every start of the app reads and validates every set file.

Run: .venv/bin/python benchmarks/bench_catalog.py [--json]
"""

from __future__ import annotations

from common import Figure, main, warm

from demloc.catalog.catalog import load_catalog
from demloc.paths import builtin_sets_dir


def figures(rounds: int = 30) -> list[Figure]:
    folder = builtin_sets_dir()
    catalog = load_catalog([folder])
    median, worst = warm(lambda: load_catalog([folder]), rounds)
    return [
        Figure(
            "catalog load",
            f"load_catalog of the built-in sets ({len(catalog.sets)} sets, "
            f"{len(catalog.cards)} cards): every file read, parsed and validated (no cache), "
            "CPU time",
            "ms",
            median,
            worst,
        )
    ]


if __name__ == "__main__":
    main(figures)
