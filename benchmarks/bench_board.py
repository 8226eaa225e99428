"""Board engine speed on the largest map: all 14 tiles (24x20), 16 characters.

Run: .venv/bin/python benchmarks/bench_board.py [--json]
(the comparison with tcod's C field of view needs tcod: pip install -e '.[bench]')

- board build: the map file read and parsed (`mapfile.load`) and compiled (`Board.build`);
  the compile alone apart;
- reachability for 8 points, the search itself (the reach cache emptied; it would answer
  a repeat from the board's cache): the slowest of the 16 characters;
- firing lines, all 240 ordered pairs (`firing_line`, its `lines.events` table warm);
- control zones of all 16 characters: cold (the board's zone cache emptied before each
  round: the 16 zones computed) and warm (what a repeat costs: 16 cache lookups);
- view of one shooter to every square (`view_rows`, tables built), timed for every one
  of the 16 shooters, against tcod's FOV_SYMMETRIC_SHADOWCAST on a grid with the same
  walls (see `tcod_grid`): the median and the worst of the 16 per-shooter ratios;
- view on a 48x40 board, first call: the shadow tables for that size built
  (`_shadows` cache cleared, a fresh board), see `big_board`.
"""

from __future__ import annotations

import copy
import dataclasses
import statistics
import time
from typing import Any

from common import MAP, Figure, cold, cpu_ms, main, warm

from demloc.board import lines, mapfile, sight, view
from demloc.board.board import Board, Cover
from demloc.board.movement import MoveMode, reachable
from demloc.board.position import Character
from demloc.board.sight import firing_line
from demloc.board.squares import Square
from demloc.board.tiles import Edge, load_tile_library
from demloc.board.view import view_rows
from demloc.board.zones import zone
from demloc.paths import tiles_dir


def tcod_grid(board: Board, shooter: Character) -> Any:
    """The board at double resolution, as view.py's drawing grid: square (x, y) at cell
    (2y+1, 2x+1), its north edge at (2y, 2x+1), its west edge at (2y+1, 2x), the corner
    points at even, even. Opaque: full cover, every other character's square, every
    wall edge, and a corner point where two or more wall edges meet (a wall running on
    or turning there; a wall's free end leaves its corner open). Off-map squares stay
    transparent, as in view.py (they block nothing, they are just not shown)."""
    import numpy as np

    w, h = board.width, board.height
    transparent = np.ones((2 * h + 1, 2 * w + 1), dtype=bool)
    for i, cover in enumerate(board.cover):
        if cover is Cover.FULL or (i in board.occupant and board.occupant[i].id != shooter.id):
            transparent[2 * (i // w) + 1, 2 * (i % w) + 1] = False
    for j, edge in enumerate(board.north):
        if edge is Edge.WALL:
            transparent[2 * (j // w), 2 * (j % w) + 1] = False
    for j, edge in enumerate(board.west):
        if edge is Edge.WALL:
            transparent[2 * (j // (w + 1)) + 1, 2 * (j % (w + 1))] = False
    for row in range(0, 2 * h + 1, 2):
        for col in range(0, 2 * w + 1, 2):
            walls = sum(
                not transparent[r, c]
                for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
                if 0 <= r <= 2 * h and 0 <= c <= 2 * w
            )
            if walls >= 2:
                transparent[row, col] = False
    return transparent


def big_board(board: Board, copies_x: int = 2, copies_y: int = 2) -> Board:
    """A 48x40 board: the compiled 24x20 grid (squares, cover, edges, characters) laid
    in 2x2 copies. A map file cannot make it: the box has one of each tile, and a map
    may place a tile once. Each copy's characters get their own ids."""
    w, h = board.width, board.height
    big = Board(board.map, w * copies_x, h * copies_y)
    big.library = board.library
    bw = big.width
    characters = []
    for cy in range(copies_y):
        for cx in range(copies_x):
            for y in range(h):
                for x in range(w):
                    i, j = y * w + x, (cy * h + y) * bw + cx * w + x
                    big.on_map[j] = board.on_map[i]
                    big.terrain[j] = board.terrain[i]
                    big.cover[j] = board.cover[i]
                    big.feature[j] = board.feature[i]
            for y in range(h + 1):
                for x in range(w):
                    j = (cy * h + y) * bw + cx * w + x
                    big.north[j] = max(big.north[j], board.north[y * w + x])
            for y in range(h):
                for x in range(w + 1):
                    j = (cy * h + y) * (bw + 1) + cx * w + x
                    big.west[j] = max(big.west[j], board.west[y * (w + 1) + x])
            for c in board.characters.values():
                at = Square(c.at.x + cx * w, c.at.y + cy * h)
                characters.append(dataclasses.replace(c, id=f"{c.id}-{cx}{cy}", at=at))
    for c in characters:
        big.characters[c.id] = c
        big.occupant[c.at.y * bw + c.at.x] = c
    return big


BATCH = 20  # a view is well under 1 ms: timed 20 calls at a time


def figures() -> list[Figure]:
    out: list[Figure] = []
    library = load_tile_library(tiles_dir())
    board = Board.build(mapfile.load(MAP), library)
    people = list(board.characters.values())
    size = f"{board.width}x{board.height}, {sum(board.on_map)} squares, {len(people)} characters"

    med, worst = warm(lambda: Board.build(mapfile.load(MAP), library), 30)
    out.append(
        Figure(
            "board build",
            f"all-tiles map ({size}): the file read and parsed (mapfile.load) + Board.build, "
            "CPU time",
            "ms",
            med,
            worst,
        )
    )
    parsed = mapfile.load(MAP)
    med, worst = warm(lambda: Board.build(parsed, library), 30, batch=5)
    out.append(
        Figure(
            "board compile only",
            "Board.build of an already parsed map (part of the figure above), CPU time of a "
            "batch of 5 calls / 5",
            "ms",
            med,
            worst,
        )
    )

    def search(character: Character) -> object:
        board.__dict__.pop("_reach_cache", None)  # the search itself, not its cached answer
        return reachable(board, character, 8, MoveMode.FREE, False)

    reach = [warm(lambda c=c: search(c), 10, batch=10) for c in people]
    med, worst = max(reach)
    out.append(
        Figure(
            "reach 8 points",
            "reachable for 8 points, the board's reach cache emptied first: the stops and "
            "their costs (a path, asked when drawn, is searched then), CPU time of a batch of "
            "10 calls / 10: the slowest of 16",
            "ms",
            med,
            worst,
            goal=5,
        )
    )

    def all_pairs() -> None:
        for a in people:
            for b in people:
                if a is not b:
                    firing_line(board, a, b)

    def events_cleared() -> None:
        lines.events.cache_clear()
        lines._geometry.cache_clear()  # the per-width masks of each line offset
        board.static_cache.pop("sight_bits", None)
        board.__dict__.pop("_sight_bits", None)  # the same bits with its characters

    med, worst = cold(events_cleared, lambda _: all_pairs(), 5)
    out.append(
        Figure(
            "firing lines, cold",
            "the same 240 firing lines, the line geometry and the board's sight bits cleared "
            "before each round, CPU time",
            "ms",
            med,
            worst,
        )
    )
    med, worst = warm(all_pairs, 20, batch=5)
    out.append(
        Figure(
            "firing lines",
            f"firing_line for all {len(people) * (len(people) - 1)} ordered pairs "
            "(warm: lines.events table filled), CPU time of a batch of 5 rounds / 5",
            "ms",
            med,
            worst,
            goal=4,
        )
    )

    def emptied() -> Board:
        board.static_cache.pop("zones", None)
        return board

    med, worst = cold(emptied, lambda b: [zone(b, c) for c in people], 40)
    out.append(
        Figure(
            "control zones, cold",
            "zone() of all 16 characters, the board's zone cache emptied each round: "
            "the 16 zones computed, CPU time",
            "ms",
            med,
            worst,
        )
    )
    med, worst = warm(lambda: [zone(board, c) for c in people], 40, batch=20)
    out.append(
        Figure(
            "control zones, warm",
            "zone() of all 16 characters answered from the board's zone cache (lookups), CPU time, "
            "a batch of 20 rounds / 20",
            "ms",
            med,
            worst,
        )
    )

    out.extend(_view_figures(board, people))
    out.append(_big_view(board))
    return out


def _view_figures(board: Board, people: list[Character]) -> list[Figure]:
    # The first view on a board after a move: a new board (its characters' entries not
    # built yet), the geometry's shadow tables as the game left them.
    def new_board() -> Board:
        return board.with_characters(tuple(board.characters.values()))

    def first_call(c: Character) -> float:
        """CPU ms of view_rows on a new board: BATCH new boards made untimed, each
        asked once."""
        states = [new_board() for _ in range(BATCH)]
        start = time.process_time()
        for state in states:
            view_rows(state, c)
        return (time.process_time() - start) * 1000 / BATCH

    try:
        import tcod.constants
        import tcod.map
    except ImportError:
        ours = {c.id: warm(lambda c=c: view_rows(board, c), 30, batch=BATCH)[0] for c in people}
        return [
            Figure(
                "view, one shooter",
                "view_rows of each of the 16 shooters (tables built), CPU time of a batch of "
                f"{BATCH} calls / {BATCH}: median over shooters; tcod is not installed "
                "(pip install -e '.[bench]'), no comparison",
                "ms",
                statistics.median(ours.values()),
                max(ours.values()),
            )
        ]
    ours, moved, theirs = {}, {}, {}
    agree = total = 0
    for c in people:
        grid = tcod_grid(board, c)
        origin = (2 * c.at.y + 1, 2 * c.at.x + 1)
        lit = tcod.map.compute_fov(
            grid,
            origin,
            radius=0,
            light_walls=True,
            algorithm=tcod.constants.FOV_SYMMETRIC_SHADOWCAST,
        )
        rows = view_rows(board, c)
        # Where both answer the same question: on-map squares in the shooter's 180 degrees.
        for y in range(board.height):
            for x in range(board.width):
                square = Square(x, y)
                if square == c.at or not board.contains(square) or not sight.in_view(c, square):
                    continue
                total += 1
                agree += bool(lit[2 * y + 1, 2 * x + 1]) == bool(rows[y] >> x & 1)

        def fov(g: Any = grid, o: tuple[int, int] = origin) -> object:
            return tcod.map.compute_fov(
                g, o, radius=0, light_walls=True, algorithm=tcod.constants.FOV_SYMMETRIC_SHADOWCAST
            )

        # Ours warm, tcod, ours on a new board: in turn every round, the same run.
        fov()
        warm_ms, tcod_ms, cold_ms = [], [], []
        for _ in range(30):
            warm_ms.append(cpu_ms(lambda c=c: view_rows(board, c), BATCH))
            tcod_ms.append(cpu_ms(fov, BATCH))
            cold_ms.append(first_call(c))
        ours[c.id] = statistics.median(warm_ms)
        theirs[c.id] = statistics.median(tcod_ms)
        moved[c.id] = statistics.median(cold_ms)
    ratios = [ours[k] / theirs[k] for k in ours]
    return [
        Figure(
            "view, one shooter",
            "view_rows of each of the 16 shooters, warm (the shadow tables and the board's "
            "characters' entries built; tcod's grid is built outside its timing too), CPU "
            f"time of a batch of {BATCH} calls / {BATCH}, in turn with tcod every round: "
            "median of the 16 per-shooter medians, worst shooter",
            "ms",
            statistics.median(ours.values()),
            max(ours.values()),
        ),
        Figure(
            "view, first call after a move",
            "view_rows of each shooter on a new board with the same characters (as after a "
            f"move: its characters' entries built by this call), CPU time of {BATCH} such "
            f"calls / {BATCH}, in turn with tcod every round: median and worst shooter, "
            "ratio to tcod's median",
            "ms",
            statistics.median(moved.values()),
            max(moved.values()),
            reference="tcod view, one shooter",
            ratio=statistics.median(moved[k] / theirs[k] for k in moved),
        ),
        Figure(
            "tcod view, one shooter",
            "tcod compute_fov FOV_SYMMETRIC_SHADOWCAST, light_walls, no radius, on the "
            f"{2 * board.height + 1}x{2 * board.width + 1} double-resolution grid (squares, "
            "wall edges, wall corners; see tcod_grid), each of the 16 shooters; it agrees "
            f"with view_rows on {100 * agree / total:.0f}% of the squares in front; CPU time "
            f"of a batch of {BATCH} calls / {BATCH}, in turn with ours",
            "ms",
            statistics.median(theirs.values()),
            max(theirs.values()),
        ),
        Figure(
            "view vs tcod",
            "per shooter, our view_rows median (warm) / tcod symmetric shadowcast median "
            "on the same walls, CPU time, timed in turn round by round in the same run: "
            "median and worst of the 16 ratios",
            "x",
            statistics.median(ratios),
            max(ratios),
            goal=6,
            compare="<=",
            worst_goal=10,
            reference="tcod view, one shooter",
            ratio=statistics.median(ratios),
        ),
    ]


def _big_view(board: Board) -> Figure:
    big = big_board(board)
    shooter = next(iter(big.characters.values()))

    def fresh() -> Board:
        view._shadows.cache_clear()  # the tables of a board size, kept by the process
        fresh_board = copy.copy(big)
        fresh_board.static_cache = {}
        return fresh_board

    times = []
    for _ in range(3):
        state = fresh()
        start = time.process_time()
        view_rows(state, shooter)
        times.append((time.process_time() - start) * 1000)
    return Figure(
        "view 48x40, first call",
        "view_rows on a 48x40 board (the all-tiles board's grid in 2x2 copies, 64 "
        "characters), first call: _shadows cache cleared and a fresh board, the tables built, "
        "CPU time",
        "ms",
        statistics.median(times),
        max(times),
        goal=60,
    )


if __name__ == "__main__":
    main(figures)
