"""No character is "he/his/him" in what a player reads (issue 26, item 11).

The cards have women too: the app says the character's name, "they/their/them" or "the
character". This scans every text a player can see: the string constants of the app's
code (docstrings left out: nobody at the table reads them), the rules reference pages
(resources/rules/*.md) and the strings of the data files the app shows (resources TOML).
"""

from __future__ import annotations

import ast
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "app" / "demloc"
RESOURCES = ROOT / "resources"
GENDERED = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings or bare string statements."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            skipped.add(id(node.value))
    return skipped


def _hits(text: str, first_line: int) -> Iterator[tuple[int, str]]:
    for match in GENDERED.finditer(text):
        line = first_line + text.count("\n", 0, match.start())
        yield line, match.group(0)


def _source_lines(rows: list[str], node: ast.expr) -> Iterator[int]:
    """The source lines of the gendered words of `node`, in order: the parts of a string
    written over several lines ("a " "b") are joined in the tree, not in the file."""
    for number in range(node.lineno, (node.end_lineno or node.lineno) + 1):
        for _match in GENDERED.finditer(rows[number - 1]):
            yield number


def _code_hits() -> Iterator[str]:
    for path in sorted(APP.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        rows = source.splitlines()
        tree = ast.parse(source, filename=str(path))
        skipped = _docstrings(tree)
        found: list[tuple[int, str]] = []
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in skipped
            ):
                words = [word for _line, word in _hits(node.value, node.lineno)]
                lines = list(_source_lines(rows, node)) if words else []
                for n, word in enumerate(words):
                    found.append((lines[n] if n < len(lines) else node.lineno, word))
        for line, word in sorted(found):
            yield f"{path.relative_to(ROOT)}:{line}: {word!r}"


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _resource_hits() -> Iterator[str]:
    for path in sorted(RESOURCES.rglob("*.toml")):
        raw = path.read_text(encoding="utf-8")
        rows = raw.splitlines()
        for text in _strings(tomllib.loads(raw)):  # the values only: comments are not shown
            for match in GENDERED.finditer(text):
                # The file's line that holds the words around the hit, for the report.
                near = text[max(0, match.start() - 12) : match.end() + 12]
                where = next((n for n, row in enumerate(rows, 1) if near in row), 0)
                yield f"{path.relative_to(ROOT)}:{where}: {match.group(0)!r} in {near!r}"
    for path in sorted((RESOURCES / "rules").glob("*.md")):
        for line, word in _hits(path.read_text(encoding="utf-8"), 1):
            yield f"{path.relative_to(ROOT)}:{line}: {word!r}"


def test_the_scan_sees_a_gendered_word() -> None:
    assert list(_hits('"Move his character"', 7)) == [(7, "his")]
    assert list(_hits("the\nheart of\nHim", 1)) == [(3, "Him")]
    tree = ast.parse('def f():\n    "He docs."\n    return f"{x} and his"\n')
    skipped = _docstrings(tree)
    found = [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skipped
    ]
    assert found == [" and his"]


@pytest.mark.slow
def test_no_he_his_him_in_the_app_texts() -> None:
    hits = list(_code_hits())
    assert not hits, "gendered words in player-visible strings:\n" + "\n".join(hits)


def test_no_he_his_him_in_the_rules_pages_and_data() -> None:
    hits = list(_resource_hits())
    assert not hits, "gendered words in resources:\n" + "\n".join(hits)
