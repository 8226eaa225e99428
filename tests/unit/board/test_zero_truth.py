"""North is 0: `Facing` is an IntEnum with N = 0, and a square's x or y is 0 on the first
column or row, so a truth test on one (`facing or default`, `if door.edge:`) treats a
real value as missing (issue 9: no miniature could be turned to face north). The core
asks `is None` instead; this keeps it so."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from demloc.board.squares import Facing, Square

APP = Path(__file__).parents[3] / "app" / "demloc"
SCANNED = [
    *(
        APP / package
        for package in ("board", "rules", "render", "catalog", "guild", "missions", "store", "ui")
    ),
    *APP.glob("cli*.py"),
]
# Names whose value may be a Facing (N is 0), and a square's column or row (0 at A or 1)
# as an attribute (`square.x`; a bare local `x` is anything from a loop count to text).
ZERO_NAMES = {"facing", "edge", "wall", "direction"}
ZERO_ATTRIBUTES = ZERO_NAMES | {"x", "y"}


def _zero(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return node.id in ZERO_NAMES
    return isinstance(node, ast.Attribute) and node.attr in ZERO_ATTRIBUTES


def _tested(node: ast.expr) -> list[ast.expr]:
    """What a truth test of `node` tests: each operand of and/or, under any not."""
    if isinstance(node, ast.BoolOp):
        return [t for value in node.values for t in _tested(value)]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return _tested(node.operand)
    return [node]


def truth_tests(source: str) -> list[tuple[int, str]]:
    """(line, text) of every truth test on a possible facing or coordinate: `if x`,
    `not x`, `x or y` (the last operand of and/or is a value, not a test)."""
    tested: list[ast.expr] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.If | ast.While | ast.IfExp | ast.Assert):
            tested.extend(_tested(node.test))
        elif isinstance(node, ast.comprehension):
            tested.extend(t for condition in node.ifs for t in _tested(condition))
        elif isinstance(node, ast.BoolOp):
            tested.extend(t for value in node.values[:-1] for t in _tested(value))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            tested.extend(_tested(node.operand))
    return sorted({(n.lineno, ast.unparse(n)) for n in tested if _zero(n)})


def test_north_and_the_first_column_are_false_in_python() -> None:
    # Why the rule exists: these are real values that a truth test drops.
    assert not Facing.N and not Square(0, 3).x


def test_the_scan_finds_the_bug_of_issue_9() -> None:
    found = truth_tests(
        "def f(facing, character, door, sq):\n"
        "    facing = facing or character.facing\n"
        "    if door.edge:\n"
        "        pass\n"
        "    return sq.x and not sq.y\n"
    )
    assert [text for _, text in found] == ["facing", "door.edge", "sq.x", "sq.y"]
    assert truth_tests("while x:\n    x -= 1\n") == []  # a bare local x is not a square's
    assert truth_tests("def f(facing, d):\n    return d if facing is None else facing\n") == []


@pytest.mark.parametrize(
    "path",
    sorted(p for place in SCANNED for p in ([place] if place.is_file() else place.rglob("*.py"))),
    ids=lambda p: str(p.relative_to(APP)),
)
def test_the_core_never_tests_a_facing_or_a_coordinate_for_truth(path: Path) -> None:
    found = truth_tests(path.read_text(encoding="utf-8"))
    assert found == [], f"{path.relative_to(APP)}: use `is None` / `is not None`: {found}"
