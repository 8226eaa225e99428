"""Imports flow one way: ui -> store -> core (ARCHITECTURE.md, STYLE.md)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parents[2] / "app" / "demloc"
CORE = (
    "catalog",
    "board",
    "rules",
    "render",
    "missions",
    "city",
    "reference",
    "hints",
    "photo",
)  # pure: no Qt, no database
FORBIDDEN_IN_CORE = ("PySide6", "sqlalchemy", "alembic", "demloc.ui", "demloc.store")
# Issue 34: the marker sheets' PDF writer (QPdfWriter) is the photo package's one Qt
# module, imported only by the command line and the UI.
QT_ALLOWED = {"photo/sheet_pdf.py": ("PySide6", "demloc.ui.output")}


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def _modules(package: str) -> list[Path]:
    return sorted((PACKAGE / package).rglob("*.py"))


@pytest.mark.parametrize("package", CORE)
def test_core_imports_no_qt_and_no_database(package: str) -> None:
    modules = _modules(package)
    assert modules
    for module in modules:
        allowed = QT_ALLOWED.get(module.relative_to(PACKAGE).as_posix(), ())
        bad = {
            i
            for i in _imports(module)
            if i.startswith(FORBIDDEN_IN_CORE) and not i.startswith(allowed or ("\0",))
        }
        assert not bad, f"{module.relative_to(PACKAGE)} imports {sorted(bad)}"


def test_only_the_sheet_writer_of_the_photo_package_imports_qt() -> None:
    """Issue 34: nothing of the photo package imports its Qt module (the reader runs
    without Qt); only the command line and the UI do."""
    for module in _modules("photo"):
        assert "demloc.photo.sheet_pdf" not in _imports(module), module.name


def test_store_does_not_import_the_ui() -> None:
    for module in _modules("store"):
        bad = {i for i in _imports(module) if i.startswith(("PySide6", "demloc.ui"))}
        assert not bad, f"{module.relative_to(PACKAGE)} imports {sorted(bad)}"


def test_the_table_api_imports_no_qt_and_no_sql() -> None:
    """Issue 29: the table API calls the core and the store's services, nothing else."""
    modules = _modules("table")
    assert modules
    for module in modules:
        bad = {i for i in _imports(module) if i.startswith(("PySide6", "sqlalchemy", "demloc.ui"))}
        assert not bad, f"{module.relative_to(PACKAGE)} imports {sorted(bad)}"


def _private_imports(path: Path) -> list[str]:
    """The private names (a leading underscore) `path` imports from a demloc module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("demloc"):
            found += [f"{node.module}.{a.name}" for a in node.names if a.name.startswith("_")]
    return found


def test_no_private_name_of_the_board_crosses_a_module() -> None:
    """Issue 28: a module's private names are its own; no module of the board package
    imports another's, and no module imports one of the board's."""
    for module in sorted(PACKAGE.rglob("*.py")):
        inside = module.is_relative_to(PACKAGE / "board")
        bad = [
            name for name in _private_imports(module) if inside or name.startswith("demloc.board.")
        ]
        assert not bad, f"{module.relative_to(PACKAGE)} imports {bad}"


def test_the_ui_imports_no_sqlalchemy() -> None:
    """Issue 28: the UI calls the store's functions, with the store's types (store.Session,
    store.Sessions) and errors (StoreError); SQLAlchemy is the store's alone."""
    for module in _modules("ui"):
        bad = {i for i in _imports(module) if i.startswith(("sqlalchemy", "alembic"))}
        assert not bad, f"{module.relative_to(PACKAGE)} imports {sorted(bad)}"


# What a session does that is SQL or the ORM's: the store's functions do it for the UI.
SESSION_WORK = {"scalar", "scalars", "execute", "get", "get_one", "add", "delete", "flush",
                "refresh", "merge", "query"}  # fmt: skip


def test_the_ui_runs_no_sql_on_a_session() -> None:
    """Issue 28: a session in the UI is a handle passed to the store (`with
    sessions.begin() as session: services.buy(session, ...)`), never queried."""
    for module in _modules("ui"):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            owner = node.func.value
            name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
            bad = name in {"session", "s"} and node.func.attr in SESSION_WORK
            assert not bad, f"{module.relative_to(PACKAGE)}:{node.lineno} {name}.{node.func.attr}"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _imported(node: ast.Import | ast.ImportFrom, here: str, package: bool) -> list[str]:
    """The app's modules an import statement names (a name imported from a package is
    its module when it is one: `from demloc.store import guilds`)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name in MODULES]
    base = node.module or ""
    if node.level:  # relative: from the module's package up
        parts = here.split(".") if package else here.split(".")[:-1]
        base = ".".join([*parts[: len(parts) - node.level + 1], *([base] if base else [])])
    found = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
    return [name for name in found if name in MODULES]


def _import_graph(*, in_functions: bool) -> dict[str, set[str]]:
    """Module -> the app's modules it imports when it is imported (its module level; an
    `if TYPE_CHECKING:` block never runs), and with `in_functions` those its functions
    import when called too."""
    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        edges: set[str] = set()

        def visit(nodes: list[ast.stmt], *, name: str = name, edges: set[str] = edges,
                  package: bool = path.name == "__init__.py") -> None:  # fmt: skip
            for node in nodes:
                if isinstance(node, ast.Import | ast.ImportFrom):
                    edges.update(_imported(node, name, package))
                elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                    visit(node.orelse)
                elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    if in_functions:
                        visit(node.body)
                else:
                    for field in ("body", "orelse", "finalbody", "handlers"):
                        visit([n for n in getattr(node, field, []) if isinstance(n, ast.AST)])

        visit(ast.parse(path.read_text(encoding="utf-8")).body)
        graph[name] = edges - {name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while (w := stack.pop()) != v:
                group.append(w)
            if group:
                found.append(sorted([*group, v]))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return found


def test_no_import_cycle_between_the_apps_modules_at_module_level() -> None:
    """Issue 28: importing any module of the app never comes back to it."""
    assert _cycles(_import_graph(in_functions=False)) == []


def test_no_import_cycle_counting_the_imports_inside_functions() -> None:
    """Issue 28: an import put off into a function (so a screen paints first) does not
    hide a cycle either: the modules still depend on each other one way."""
    assert _cycles(_import_graph(in_functions=True)) == []


# Modules a child process or a view imports first: a cycle through a package's
# __init__ (which the graph above does not follow) breaks only when one of them is
# imported before the rest. ui.undo_rows -> ui.guild.lock made `import ui.guild`,
# whose view imported ui.undo_rows half made (a City view's child process, issue 28).
FIRST_IMPORTS = [
    "demloc.ui.undo_rows",
    "demloc.ui.city.view",
    "demloc.ui.guild.view",
    "demloc.ui.tracker",
    "demloc.ui.main_window",
    "demloc.table",
    "demloc.cli.mission_table",
]


@pytest.mark.parametrize("module", FIRST_IMPORTS)
def test_the_module_imports_first_in_a_new_process(module: str) -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2] / "app"),
           "QT_QPA_PLATFORM": "offscreen"}  # fmt: skip
    done = subprocess.run([sys.executable, "-c", f"import {module}"], env=env,
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
