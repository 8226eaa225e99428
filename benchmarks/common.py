"""What every benchmark shares: a `Figure` (one measured number, what it measures, its
goal and whether it is met) and the timing helpers.

A benchmark module exposes `figures() -> list[Figure]` and ends with
`if __name__ == "__main__": main(figures)`: run alone it prints one line per figure,
with `--json` one JSON object per figure (as `benchmarks/run.py --json`).

Timing is CPU time (`time.process_time`): the machine is shared, and a loaded machine
stretches wall time but not the CPU a call spends. `warm` times repeated calls after
one untimed call (the caches the app keeps between frames are full); `cold` runs a
`setup` before every timed call (fresh objects, caches cleared) and times only the call.
Both give the median and the worst. `interleaved` times ours and a reference in turn,
round by round in the same run, so load moves both alike. A call under ~1 ms is timed
as a `batch` of calls divided by their number (process_time is coarse on some systems;
the figure's line says so).
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import math
import operator
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MAP = ROOT / "resources" / "maps" / "all-fourteen-tiles.json"

_COMPARE: dict[str, Callable[[float, float], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}


@dataclasses.dataclass
class Figure:
    """One measured number. `goal` is a threshold on the median read with `compare`
    (e.g. compare "<", goal 5: met when median < 5); `worst_goal`, when given, must hold
    for `worst` too; with `goal_on_ratio` the goal is a threshold on `ratio` instead.
    `ratio` compares the figure with its `reference` (the figure's line says how)."""

    name: str
    what: str  # what is measured, in one line
    unit: str  # "ms", "per s", "x", "s"
    median: float
    worst: float | None = None
    goal: float | None = None
    compare: str = "<"
    worst_goal: float | None = None
    reference: str | None = None
    ratio: float | None = None
    goal_on_ratio: bool = False  # the goal is a threshold on `ratio`, not on the median

    @property
    def goal_text(self) -> str:
        if self.goal is None:
            return ""
        if self.goal_on_ratio:
            return f"ratio {self.compare} {self.goal:g}x {self.reference}"
        text = f"{self.compare} {self.goal:g} {self.unit}"
        if self.worst_goal is not None:
            text += f", worst {self.compare} {self.worst_goal:g}"
        return text

    @property
    def met(self) -> bool | None:
        if self.goal is None:
            return None
        check = _COMPARE[self.compare]
        if self.goal_on_ratio:
            return self.ratio is not None and check(self.ratio, self.goal)
        ok = check(self.median, self.goal)
        if self.worst_goal is not None and self.worst is not None:
            ok = ok and check(self.worst, self.worst_goal)
        return ok

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "what": self.what,
            "unit": self.unit,
            "median": round(self.median, 6),
            "worst": None if self.worst is None else round(self.worst, 6),
            "goal": self.goal_text or None,
            "met": self.met,
            "reference": self.reference,
            "ratio": None if self.ratio is None else round(self.ratio, 4),
        }

    def line(self) -> str:
        worst = f"  worst {fmt(self.worst)}" if self.worst is not None else ""
        goal = (
            f"  goal {self.goal_text} [{'met' if self.met else 'MISSED'}]" if self.goal_text else ""
        )
        ratio = f"  ratio {self.ratio:.2f} to {self.reference}" if self.ratio is not None else ""
        head = f"{self.name}: median {fmt(self.median)} {self.unit}{worst}{goal}{ratio}"
        return f"{head}\n    {self.what}"


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


def cpu_ms(action: Callable[[], object], batch: int = 1) -> float:
    """CPU ms of one call of `action`: `batch` calls timed together, divided."""
    start = time.process_time()
    for _ in range(batch):
        action()
    return (time.process_time() - start) * 1000 / batch


def warm(action: Callable[[], object], rounds: int, batch: int = 1) -> tuple[float, float]:
    """(median, worst) CPU ms of `action` after one untimed call (per call, `batch`
    calls a round)."""
    action()
    return median_worst([cpu_ms(action, batch) for _ in range(rounds)])


def cold(
    setup: Callable[[], Any], action: Callable[[Any], object], rounds: int
) -> tuple[float, float]:
    """(median, worst) CPU ms of `action(setup())`, `setup` (fresh objects, caches
    cleared) untimed before every call."""
    times = []
    for _ in range(rounds):
        state = setup()
        start = time.process_time()
        action(state)
        times.append((time.process_time() - start) * 1000)
    return median_worst(times)


def batch_for(action: Callable[[], object], at_least_ms: float = 1.0) -> int:
    """How many calls of `action` make a timed batch of `at_least_ms` CPU ms (1 for a
    call that long): one untimed call, then one timed."""
    action()
    one = cpu_ms(action)
    return max(1, math.ceil(at_least_ms / one)) if one > 0 else 100


def interleaved(
    actions: Sequence[Callable[[], object]], rounds: int, batch: int = 1
) -> list[list[float]]:
    """Per action, its CPU ms per call each round: one untimed call of each, then every
    round each action timed in turn (`batch` calls), so a loaded machine moves all alike."""
    for action in actions:
        action()
    times: list[list[float]] = [[] for _ in actions]
    for _ in range(rounds):
        for spent, action in zip(times, actions, strict=True):
            spent.append(cpu_ms(action, batch))
    return times


def median_worst(times_ms: Sequence[float]) -> tuple[float, float]:
    return statistics.median(times_ms), max(times_ms)


def main(figures: Callable[[], list[Figure]]) -> None:
    """A benchmark run alone: its lines, or with --json one object per figure."""
    as_json = "--json" in sys.argv[1:]
    if as_json:  # what a benchmark prints on its way goes to stderr, the objects alone out
        with contextlib.redirect_stdout(sys.stderr):
            found = figures()
    else:
        found = figures()
    for figure in found:
        if as_json:
            print(json.dumps(figure.to_json()), flush=True)
        else:
            print(figure.line(), flush=True)
