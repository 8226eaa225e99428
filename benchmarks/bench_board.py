"""Board engine speed on the largest map: all 14 tiles, 16 characters, every element.

Run: .venv/bin/python benchmarks/bench_board.py
(for the comparison with tcod's C field of view: .venv/bin/pip install -e '.[bench]')

Prints the median and worst time of each query over repeated runs. Goals (issue 3):
reachability for 8 points < 5 ms; firing lines for all pairs < 10 ms; the view of one
shooter to every square within 10x of tcod on the same grid.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path

from demloc.board import mapfile
from demloc.board.board import Board, Cover
from demloc.board.movement import MoveMode, _reachable
from demloc.board.sight import firing_line
from demloc.board.tiles import load_tile_library
from demloc.board.view import view_rows
from demloc.board.zones import zone
from demloc.paths import resources_dir, tiles_dir

MAP = resources_dir() / "maps" / "all-fourteen-tiles.json"


def measure(action: Callable[[], object], rounds: int) -> tuple[float, float]:
    """(median, worst) in milliseconds."""
    action()  # warm caches, as the app would after its first frame
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def report(label: str, figures: tuple[float, float], goal: str = "") -> None:
    median, worst = figures
    print(f"{label:<46} median {median:8.3f} ms   worst {worst:8.3f} ms   {goal}")


def main() -> None:
    library = load_tile_library(tiles_dir())
    board = Board.build(mapfile.load(Path(MAP)), library)
    people = list(board.characters.values())
    print(
        f"map: {board.width}x{board.height}, {sum(board.on_map)} squares, "
        f"{len(board.map.tiles)} tiles, {len(people)} characters, "
        f"{len(board.map.elements)} elements"
    )
    report("board build (parse + compile)", measure(lambda: Board.build(board.map, library), 50))

    worst_reach = max(
        # The search itself: `reachable` would answer repeats from its cache.
        (measure(lambda c=c: _reachable(board, c, 8, MoveMode.FREE, False), 20) for c in people),
        key=lambda f: f[0],
    )
    report("reachability, 8 points (slowest character)", worst_reach, "goal < 5 ms")

    def all_pairs() -> None:
        for a in people:
            for b in people:
                if a is not b:
                    firing_line(board, a, b)

    report(
        f"firing lines, all {len(people) * (len(people) - 1)} pairs",
        measure(all_pairs, 30),
        "goal < 10 ms",
    )
    report("control zones, all characters", measure(lambda: [zone(board, c) for c in people], 50))

    shooter = people[0]
    ours = measure(lambda: view_rows(board, shooter), 500)
    report("view of one shooter to every square", ours)
    try:
        import numpy as np
        import tcod.map
    except ImportError:
        print("tcod is not installed: pip install -e '.[bench]' for the comparison")
        return
    transparent = np.ones((board.height, board.width), dtype=bool)
    for i, cover in enumerate(board.cover):
        if cover is Cover.FULL or i in board.occupant:
            transparent[i // board.width, i % board.width] = False
    origin = (shooter.at.y, shooter.at.x)
    theirs = measure(
        lambda: tcod.map.compute_fov(transparent, origin, radius=0, light_walls=True), 500
    )
    report("tcod compute_fov on the same grid (C)", theirs)
    print(f"ratio ours / tcod (medians): {ours[0] / theirs[0]:.1f}x   goal within 10x")


if __name__ == "__main__":
    main()
