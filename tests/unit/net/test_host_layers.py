"""The host's logic is pure Python (issue 30, docs/table-net.md): no Qt, no web server,
no SQL; it calls the table API and the store's services."""

from __future__ import annotations

import ast
from pathlib import Path

NET = Path(__file__).parents[3] / "app" / "demloc" / "net"


def test_the_host_imports_no_qt_no_server_and_no_sql() -> None:
    for name in ("host.py", "rights.py", "protocol.py"):
        tree = ast.parse((NET / name).read_text(encoding="utf-8"))
        names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        bad = {i for i in names if i.startswith(("PySide6", "aiohttp", "sqlalchemy", "demloc.ui"))}
        assert not bad, f"net/{name} imports {sorted(bad)}"
