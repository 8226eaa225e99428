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
)  # pure: no Qt, no database
FORBIDDEN_IN_CORE = ("PySide6", "sqlalchemy", "alembic", "demloc.ui", "demloc.store")


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
        bad = {i for i in _imports(module) if i.startswith(FORBIDDEN_IN_CORE)}
        assert not bad, f"{module.relative_to(PACKAGE)} imports {sorted(bad)}"


def test_store_does_not_import_the_ui() -> None:
    for module in _modules("store"):
        bad = {i for i in _imports(module) if i.startswith(("PySide6", "demloc.ui"))}
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
