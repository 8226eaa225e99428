"""Board visualizer speed on the largest map (all 14 tiles, 16 miniatures).

Run: .venv/bin/python benchmarks/bench_visualizer.py

- scene build: document and scene from a map file;
- one drag update: the cursor moves to another square while a miniature is dragged:
  reach, zone and firing lines recomputed and the view repainted (goal < 16 ms);
- PNG export at 300 dpi.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF

from demloc.board import mapfile
from demloc.board.squares import Square
from demloc.board.tiles import load_tile_library
from demloc.paths import resources_dir, tiles_dir
from demloc.render import geometry as geo
from demloc.ui.application import qt_application, quiet_qt
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.export import export_png
from demloc.ui.board.scene import BoardScene
from demloc.ui.board.view import BoardView

MAP = resources_dir() / "maps" / "all-fourteen-tiles.json"


def median_ms(times: list[float]) -> str:
    return f"median {statistics.median(times) * 1000:7.2f} ms, worst {max(times) * 1000:7.2f} ms"


def main() -> None:
    quiet_qt()
    qt_application()
    library = load_tile_library(tiles_dir())
    builds = []
    for _ in range(10):
        start = time.perf_counter()
        document = BoardDocument(library, mapfile.load(MAP))
        scene = BoardScene(document)
        builds.append(time.perf_counter() - start)
    print(f"scene build (load, compile, {len(scene.items())} items):  {median_ms(builds)}")

    view = BoardView(scene)
    view.resize(1280, 800)
    view.show()
    view.fit()
    mover = "b1"
    scene.select(mover)
    at = document.character(mover).at
    targets = [Square(at.x + dx, at.y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    updates = []
    for k in range(60):
        square = targets[k % len(targets)]
        start = time.perf_counter()
        # The drag: the square under the cursor changes, the overlays follow, the
        # view repaints.
        scene.drag_miniature(mover, QPointF(*geo.centre(square)))
        view.viewport().grab()
        updates.append(time.perf_counter() - start)
    print(f"one drag update (the path to the cursor, repaint): {median_ms(updates)}   goal < 16 ms")

    # A drop: the miniature stands elsewhere, so reach, zone, lines, engagements and
    # every miniature's badges are recomputed on the new board, and the view repaints.
    document.enforce_rules = False
    drops = []
    for k in range(30):
        square = targets[k % len(targets)]
        if not document.free_square(square):
            continue
        start = time.perf_counter()
        document.move_character(mover, square)
        view.viewport().grab()
        drops.append(time.perf_counter() - start)
        document.undo_stack.undo()
    print(f"one drop (new board: reach, zone, lines, repaint): {median_ms(drops)}   goal < 16 ms")

    with tempfile.TemporaryDirectory() as folder:
        exports = []
        for _ in range(3):
            start = time.perf_counter()
            image = export_png(scene, Path(folder) / "map.png", 300)
            exports.append(time.perf_counter() - start)
        print(f"PNG export at 300 dpi ({image.width()}x{image.height()}): {median_ms(exports)}")


if __name__ == "__main__":
    main()
