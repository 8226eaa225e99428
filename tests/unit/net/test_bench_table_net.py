"""benchmarks/bench_table_net.py runs, CI-size (`--small`'s sizes): every figure
measured, and the ones that are not a matter of time met: nothing acknowledged lost or
applied twice, the final state its log's serial replay (issue 30)."""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[3] / "benchmarks"
EXACT = ("lost", "applied twice", "serial replay", "lost or twice")


@pytest.mark.slow
@pytest.mark.kill
def test_the_table_benchmark_runs_small_and_loses_nothing() -> None:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        spec = importlib.util.spec_from_file_location(
            "bench_table_net", BENCHMARKS / "bench_table_net.py"
        )
        assert spec is not None and spec.loader is not None
        bench = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(bench)
        figures = bench.figures(commands=10, taps=8, drops=1, kills=1)
    finally:
        sys.path.remove(str(BENCHMARKS))
    names = [f.name for f in figures]
    assert len(names) == 12 and all(math.isfinite(f.median) for f in figures), names
    exact = [f for f in figures if any(word in f.name for word in EXACT)]
    assert len(exact) == 4
    for figure in exact:
        assert figure.median == 0 and figure.met, figure.line()
