"""Data-driven board cases: tests/data/board/*.toml, each a small board drawn as text, a
query and the expected answer (see tests/data/board/README.md)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from demloc.board import queries
from demloc.board.board import Board
from demloc.board.errors import BoardError
from demloc.board.movement import MoveMode
from demloc.board.sketch import sketch_map

CASES = Path(__file__).parents[2] / "data" / "board"


def _cases() -> list[Path]:
    return sorted(CASES.glob("*.toml"))


def _load(path: Path) -> dict[str, Any]:
    case = tomllib.loads(path.read_text(encoding="utf-8"))
    assert case.get("section"), f"{path.name}: every case cites its rulebook section"
    return case


def _answer(case: dict[str, Any]) -> dict[str, Any]:
    board_map, library = sketch_map(case["drawing"], case.get("characters", {}))
    board = Board.build(board_map, library)
    args = case.get("args", {})
    query = case["query"]
    if query == "reach":
        return queries.reach(
            board,
            args["character"],
            args.get("points"),
            MoveMode(args.get("mode", "free")),
            args.get("fly", False),
        )
    if query == "zone":
        return queries.zone_answer(board, args["character"])
    if query == "los":
        return queries.line_answer(
            board, args["shooter"], args["target"], args.get("range"), args.get("arcane", False)
        )
    if query == "lines":
        answer = queries.lines_answer(
            board, args["shooter"], args.get("range"), args.get("arcane", False), True
        )
        answer["targets"] = {line["target"]: line for line in answer["lines"]}
        return answer
    if query == "check":
        return queries.check(board)
    raise AssertionError(f"unknown query {query}")


@pytest.mark.parametrize("path", _cases(), ids=lambda p: p.stem)
def test_case(path: Path) -> None:
    case = _load(path)
    expect = case["expect"]
    if "error" in expect:
        with pytest.raises(BoardError, match=expect["error"]):
            _answer(case)
        return
    answer = _answer(case)
    for key, wanted in expect.items():
        if key == "costs":  # reach: these squares at these costs
            got = {
                name: answer["squares"][name]["cost"]
                for name in wanted
                if name in answer["squares"]
            }
            assert got == wanted, f"{path.name}: costs"
        elif key == "absent":  # reach: squares the move cannot end on
            present = sorted(set(wanted) & set(answer["squares"]))
            assert not present, f"{path.name}: reachable but should not be: {present}"
        elif key == "only":  # reach: exactly these squares
            assert sorted(answer["squares"]) == sorted(wanted), f"{path.name}: squares"
        elif key == "paths":  # reach: the cheapest path to a square
            for name, steps in wanted.items():
                assert answer["squares"][name]["path"] == steps, f"{path.name}: path to {name}"
        elif key == "facings":  # reach: costs by facing on one square
            for name, facings in wanted.items():
                assert answer["squares"][name]["facings"] == facings, f"{path.name}: {name}"
        elif key == "blockers_at":  # los: the squares of the blockers
            assert sorted(b["square"] for b in answer["blockers"]) == sorted(wanted)
        elif key == "targets":  # lines: some fields of the line to each target
            for target, fields in wanted.items():
                line = answer["targets"][target]
                got = {k: line[k] for k in fields if k != "blockers_at"}
                if "blockers_at" in fields:
                    got["blockers_at"] = sorted(b["square"] for b in line["blockers"])
                assert got == fields, f"{path.name}: line to {target}: {line['explanation']}"
        elif key == "reason":
            assert wanted in answer.get("reason", ""), f"{path.name}: reason"
        elif key == "explanation":
            assert wanted in answer["explanation"], f"{path.name}: {answer['explanation']}"
        else:
            assert answer[key] == wanted, f"{path.name}: {key}"


def test_every_clause_has_a_case() -> None:
    sections = {_load(p)["section"] for p in _cases()}
    assert {"7.1.1", "7.2.1", "7.2.2", "7.3.1", "8.4"} <= sections
