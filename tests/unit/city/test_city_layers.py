"""The city's core is pure (ARCHITECTURE.md: ui -> store -> core): no Qt, no database,
no machine clock. tests/unit/test_layers.py does not list the package yet (it is not
this session's file), so the city checks itself here."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).parents[3] / "app" / "demloc" / "city"
FORBIDDEN = ("PySide6", "sqlalchemy", "alembic", "demloc.ui", "demloc.store")
CLOCKS = ("now", "utcnow", "today", "time", "monotonic")  # the caller's clock, never ours


def _modules() -> list[Path]:
    modules = sorted(PACKAGE.glob("*.py"))
    assert len(modules) >= 8
    return modules


def test_the_city_imports_no_qt_and_no_database() -> None:
    for module in _modules():
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            bad = [n for n in names if n.startswith(FORBIDDEN)]
            assert not bad, f"{module.name} imports {bad}"


CLOCK_OWNERS = {"datetime", "dt.datetime", "datetime.datetime", "date", "dt.date", "time"}


def _reads_a_clock(source: str) -> bool:
    for node in ast.walk(ast.parse(source)):
        owner = ast.unparse(node.value) if isinstance(node, ast.Attribute) else ""
        if isinstance(node, ast.Attribute) and node.attr in CLOCKS and owner in CLOCK_OWNERS:
            return True
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
            if "random" in names or "secrets" in names:
                return True
    return False


def test_the_check_sees_a_clock_read() -> None:
    assert _reads_a_clock("import datetime as dt\nx = dt.datetime.now(dt.UTC)")
    assert _reads_a_clock("import time\nx = time.monotonic()")
    assert _reads_a_clock("import random")
    assert not _reads_a_clock("import datetime as dt\nx = dt.timedelta(hours=1)")


def test_the_city_never_reads_the_clock_nor_draws_at_random() -> None:
    for module in _modules():
        assert not _reads_a_clock(module.read_text(encoding="utf-8")), module.name
