"""The shadows kept by the process are bounded (issue 31: +340 MiB on a 96x96 board after
1,500 shooter positions), for one board size and for all together, and the views
answered with tables trimmed are those of tables never trimmed (7.2.2)."""

from __future__ import annotations

import dataclasses
import sys

import pytest

from demloc.board import mapfile, shadows, view
from demloc.board.board import Board
from demloc.board.squares import Facing, Square
from demloc.board.tiles import load_tile_library
from demloc.board.view import view_rows
from demloc.paths import resources_dir, tiles_dir

BUDGET = 48 * 1024  # small, so that a 24x20 board goes past it many times
CHECK = 2 * 1024


def _bytes(table: shadows.Shadows) -> int:
    """What the table's shadows take, measured (not the table's own count)."""
    kept = [*table.table.values(), *getattr(table, "old", {}).values()]
    return sum(sys.getsizeof(value) for value in kept)


def _board() -> Board:
    path = resources_dir() / "maps" / "all-fourteen-tiles.json"
    return Board.build(mapfile.load(path), load_tile_library(tiles_dir()))


def _views(board: Board, positions: int) -> list[list[int]]:
    shooter = next(iter(board.characters.values()))
    squares = [i for i, on in enumerate(board.on_map) if on]
    answers = []
    for n in range(positions):
        i = squares[(n * 37) % len(squares)]
        at = Square(i % board.width, i // board.width)
        moved = dataclasses.replace(shooter, at=at, facing=list(Facing)[n % 4])
        answers.append(view_rows(board, moved))
    return answers


def test_one_board_sizes_shadows_stay_under_the_budget_with_the_same_views(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    board = _board()
    view._shadows.cache_clear()
    unbounded = _views(board, 300)
    table = shadows.shadows(board.width, board.height)
    assert _bytes(table) > 3 * BUDGET  # what a table kept before issue 31

    monkeypatch.setattr(shadows, "BUDGET", BUDGET, raising=False)
    monkeypatch.setattr(shadows, "CHECK_BYTES", CHECK, raising=False)
    view._shadows.cache_clear()
    table = shadows.shadows(board.width, board.height)
    largest = 0
    shooter = next(iter(board.characters.values()))
    squares = [i for i, on in enumerate(board.on_map) if on]
    for n, expected in enumerate(unbounded):
        i = squares[(n * 37) % len(squares)]
        at = Square(i % board.width, i // board.width)
        moved = dataclasses.replace(shooter, at=at, facing=list(Facing)[n % 4])
        assert view_rows(board, moved) == expected, n
        largest = max(largest, _bytes(table))
    assert largest <= BUDGET + CHECK, largest
    assert table.kept_bytes >= _bytes(table)  # its own count errs on the safe side


def test_all_board_sizes_together_stay_under_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shadows, "BUDGET", BUDGET, raising=False)
    monkeypatch.setattr(shadows, "CHECK_BYTES", CHECK, raising=False)
    view._shadows.cache_clear()
    tables = [shadows.shadows(w, w) for w in (10, 14, 18, 22)]
    largest = 0
    for table in tables:
        for entry in _squares_and_edges(table):
            table.shadow(entry)
            largest = max(largest, sum(map(_bytes, tables)))
    assert largest <= BUDGET + CHECK, largest
    fresh = shadows.Shadows(22, 22)
    assert all(tables[-1].shadow(e) == fresh.shadow(e) for e in _squares_and_edges(fresh))


def _squares_and_edges(table: shadows.Shadows) -> list[int]:
    """Every square's and edge's entry (a cell not both odd), relative to the shooter."""
    w, h = table.width, table.height
    return [
        4 * table.key(drow, dcol)
        for drow in range(-2 * h + 1, 2 * h)
        for dcol in range(-2 * w + 1, 2 * w)
        if not (drow % 2 and dcol % 2)
    ]
