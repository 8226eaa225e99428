"""Run every benchmark and print their figures.

Run: .venv/bin/python benchmarks/run.py [--only NAME ...] [--json]

Each benchmark runs in its own process (`python benchmarks/bench_NAME.py --json`), so
one's caches and Qt objects never warm another's "cold" figures. NAME is the part
after `bench_` (board, visualizer, rules, guild, startup, catalog, play_store,
tracker, taps, table_net, campaign, bundle, hints); `--only` may be given more than once.

Prints a table: name | median | worst | goal | met | ratio | what. `--json`: one JSON
object per figure (name, what, unit, median, worst, goal, met, reference, ratio), each
on its own line. A missed goal is a figure, not a failure: the exit status is 0 unless a
benchmark itself crashed (then 1, its error on stderr).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ORDER = (
    "board", "rules", "visualizer", "guild", "startup", "catalog", "play_store", "tracker", "taps",
    "table_net", "campaign", "bundle", "hints", "photo",
)  # fmt: skip


def fmt(value: float | None) -> str:
    if value is None:
        return "-"
    if abs(value) >= 100:
        return f"{value:.0f}"
    if abs(value) >= 10:
        return f"{value:.1f}"
    if abs(value) >= 1:
        return f"{value:.2f}"
    return f"{value:.3f}"


def run_one(name: str) -> tuple[list[dict[str, Any]], str | None]:
    """The figures of bench_NAME.py, and its error text if it failed."""
    script = HERE / f"bench_{name}.py"
    done = subprocess.run(
        [sys.executable, str(script), "--json"], capture_output=True, text=True, check=False
    )
    figures = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0:
        return figures, done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "failed"
    return figures, None


def table(rows: list[dict[str, Any]]) -> str:
    head = ("name", "median", "worst", "goal", "met", "ratio", "what")
    cells = [
        (
            r["name"],
            f"{fmt(r['median'])} {r['unit']}",
            fmt(r["worst"]),
            r["goal"] or "",
            {True: "yes", False: "NO", None: ""}[r["met"]],
            f"{r['ratio']:.2f}" if r["ratio"] is not None else "",
            r["what"],
        )
        for r in rows
    ]
    widths = [max(len(str(c[i])) for c in [head, *cells]) for i in range(len(head) - 1)]

    def line(row: tuple[str, ...]) -> str:
        return " | ".join(str(c).ljust(w) for c, w in zip(row[:-1], widths, strict=True)) + (
            f" | {row[-1]}"
        )

    rule = "-+-".join("-" * w for w in widths) + "-+-" + "-" * 4
    return "\n".join([line(head), rule, *(line(c) for c in cells)])


def main() -> int:
    parser = argparse.ArgumentParser(description="Run the DemLoc benchmarks.")
    parser.add_argument("--only", action="append", choices=ORDER, metavar="NAME")
    parser.add_argument("--json", action="store_true", help="one JSON object per figure")
    args = parser.parse_args()
    names = [n for n in ORDER if not args.only or n in args.only]
    rows: list[dict[str, Any]] = []
    crashed = False
    for name in names:
        start = time.perf_counter()
        print(f"bench_{name} ...", file=sys.stderr, flush=True)
        figures, error = run_one(name)
        for figure in figures:
            figure.setdefault("benchmark", name)
            if args.json:
                print(json.dumps(figure), flush=True)
        rows.extend(figures)
        seconds = time.perf_counter() - start
        if error:
            crashed = True
            print(f"bench_{name} FAILED after {seconds:.0f} s: {error}", file=sys.stderr)
        else:
            print(f"bench_{name}: {len(figures)} figures, {seconds:.0f} s", file=sys.stderr)
    if not args.json:
        print(table(rows))
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
