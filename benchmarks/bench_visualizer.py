"""Board visualizer speed on the largest map (all 14 tiles, 16 miniatures), offscreen.

Run: .venv/bin/python benchmarks/bench_visualizer.py [--json]

The miniature is driven through the calls its item's mouse handlers make
(`MiniatureItem.mousePressEvent/mouseMoveEvent/mouseReleaseEvent` call the scene's
`press_miniature`, `drag_miniature`, `drop_miniature`), rules enforced as in the app.

- scene build: `BoardDocument` (map file read, board compiled) and `BoardScene`;
- one drag update: the cursor moves to another square. What runs: `update_path`, the
  cheapest path read from the board's cached reach (`reachable` is not searched again;
  the reach, zone and lines overlays are not redone) and the path item synced, then
  the event loop, in which Qt paints the dirty region (counted);
- one drop: `drop_miniature` on another square: the cheapest facing (a reach search),
  the legal cost, the new map checked (`Board.build`), the undo command, the new board,
  every overlay recomputed on it (zone, reach search, engagements, firing lines,
  badges) and the scene synced, then the event loop and Qt's paint (goal < 12 ms).
  Each drop is undone, untimed;
- PNG export at 300 dpi.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from common import MAP, Figure, main
from PySide6.QtCore import QEvent, QObject, QPointF
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from demloc.board import mapfile
from demloc.board.movement import MoveMode, reachable
from demloc.board.tiles import load_tile_library
from demloc.paths import tiles_dir
from demloc.render import geometry as geo
from demloc.ui.application import qt_application, quiet_qt
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.export import export_png
from demloc.ui.board.scene import BoardScene
from demloc.ui.board.view import BoardView

MOVER = "b1"


class PaintCounter(QObject):
    """Counts the viewport's paint events: the figures say how often Qt painted."""

    count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def press(scene: BoardScene, character_id: str, at: QPointF) -> None:
    event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMousePress)
    event.setScenePos(at)
    scene.press_miniature(character_id, event)


def figures() -> list[Figure]:
    quiet_qt()
    qt_application()
    library = load_tile_library(tiles_dir())
    out: list[Figure] = []
    builds = []
    for _ in range(8):
        start = time.process_time()
        document = BoardDocument(library, mapfile.load(MAP))
        scene = BoardScene(document)
        builds.append((time.process_time() - start) * 1000)
    out.append(
        Figure(
            "scene build",
            f"BoardDocument (file read, board compiled) + BoardScene ({len(scene.items())} "
            "items), CPU time",
            "ms",
            statistics.median(builds),
            max(builds),
        )
    )

    view = BoardView(scene)
    view.resize(1280, 800)
    view.show()
    view.fit()
    QApplication.processEvents()
    mover = document.character(MOVER)
    start_point = QPointF(*geo.centre(mover.at))
    # Squares he can reach with his points: the drag shows a path, the drop is legal.
    stops = reachable(document.board, mover, document.points_left(MOVER), MoveMode.FREE).stops()
    targets = sorted({s for s, _f in stops if s != mover.at and document.free_square(s)})[:12]

    painted = PaintCounter()
    view.viewport().installEventFilter(painted)

    def paint() -> None:
        # The event loop, as after a mouse event: the scene's change is posted, the view
        # marks its dirty region, Qt paints it into the offscreen backing store.
        QApplication.processEvents()

    press(scene, MOVER, start_point)
    paint()
    painted.count = 0
    updates = []
    for k in range(60):
        square = targets[k % len(targets)]
        start = time.process_time()
        scene.drag_miniature(MOVER, QPointF(*geo.centre(square)))
        paint()
        updates.append((time.process_time() - start) * 1000)
    drag_paints, painted.count = painted.count, 0
    scene.drop_miniature(MOVER, start_point)  # back where he was pressed: no move
    out.append(
        Figure(
            "drag update",
            "the cursor to another square while dragging: update_path (the path read from "
            "the board's cached reach, no search; other overlays untouched) + the event "
            f"loop's paint of the dirty region ({drag_paints} paints in {len(updates)} moves), "
            "CPU time",
            "ms",
            statistics.median(updates),
            max(updates),
        )
    )

    drops = []
    drop_paints = 0
    for k in range(24):
        square = targets[k % len(targets)]
        press(scene, MOVER, start_point)
        scene.drag_miniature(MOVER, QPointF(*geo.centre(square)))
        paint()
        painted.count = 0
        start = time.process_time()
        scene.drop_miniature(MOVER, QPointF(*geo.centre(square)))
        paint()
        drops.append((time.process_time() - start) * 1000)
        drop_paints += painted.count
        assert document.character(MOVER).at == square, "the drop did not move him"
        document.undo_stack.undo()
        paint()
    out.append(
        Figure(
            "drop of a dragged miniature",
            "drop_miniature (cheapest facing, legal cost, map checked, new board, every "
            "overlay recomputed, scene synced) + the event loop's paint "
            f"({drop_paints} paints in {len(drops)} drops), CPU time",
            "ms",
            statistics.median(drops),
            max(drops),
            goal=12,
        )
    )

    with tempfile.TemporaryDirectory() as folder:
        exports = []
        for _ in range(2):
            start = time.process_time()
            image = export_png(scene, Path(folder) / "map.png", 300)
            exports.append((time.process_time() - start) * 1000)
    out.append(
        Figure(
            "PNG export 300 dpi",
            f"export_png of the scene ({image.width()}x{image.height()}), file written, CPU time",
            "ms",
            statistics.median(exports),
            max(exports),
        )
    )
    return out


if __name__ == "__main__":
    main(figures)
