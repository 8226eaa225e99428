"""One frame a tap (issue 26, section 3): the tracker's actions through real Qt events,
as a finger gives them, each timed until Qt has painted what it changed; beside each,
in the same run, a bare Qt click and repaint (the reference).

Run: .venv/bin/python benchmarks/bench_taps.py [GOES] [--profile] [--table]
(`--table`: the same in table mode, F10)
(`--json`: the figures of `figures()`, as benchmarks/run.py)

The screen and the mission are bench_tracker.py's: a `TrackerView` on a `PlayController`
at 1920x1080 offscreen, a 4-player mission on the largest map (16 characters) whose
first 3 turns were played, saved in a real store database (an SQLite file) and resumed
as on start. Then GOES players' goes (default 80, after 8 untimed), each through
`QTest` mouse events on the real widgets: in the strategic phase the player taps one of
his characters on the board, drags him to a square he can reach (the move declared,
its path shown), confirms it (the assisted panel's button), taps an enemy on the board,
gives him one damage (the action panel's "+1"), undoes it (the Undo button) and passes
(the phase bar's Pass); in the brawl phase tap, damage, undo, pass; then Next turn.
A pass that ends a phase (the last go of the strategic phase or of the brawl) is
counted apart ("pass, phase ends": the bands above the board change, the board is laid
out again) and with the others in "pass, all".

One action is timed from the first mouse event until the event loop paints nothing
more (`QApplication.processEvents()` until a pass paints no frame of the window): the
event applied and saved (commit included), the refresh, the timers it posted, the
layouts and Qt's paint into the offscreen backing store. CPU time of this process
(`time.process_time`): the machine may be shared, the wall time is beside it.

The reference, interleaved: before every action a bare `QPushButton` (connected to
nothing) in its own 1920x1080 window is clicked with the same `QTest` call and timed
the same way (its press and release repaint it), so both see the same load. Each
action's figure is its median and p90, the goal (16.7 ms median, one frame at 60 Hz,
and 25 ms p90) and its ratio to the bare click's median; "frames" the mean count of
the window's paints an action took, the bare click's on its reference line (3.0
measured at 1920x1080: what a button's press and release alone paint), so the column
reads against what a bare tap costs.
"""

from __future__ import annotations

import cProfile
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_tracker import SEED, SIZE, percentile, played_mission
from common import Figure
from common import main as run_alone
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget

from demloc.board.movement import MoveMode, reachable
from demloc.board.squares import Square
from demloc.missions.play import Phase, board_of
from demloc.store import play as store
from demloc.store.database import open_database
from demloc.ui.application import qt_application, quiet_qt
from demloc.ui.board.drawing import rect
from demloc.ui.tracker.controller import PlayController
from demloc.ui.tracker.view import TrackerView

PLAYED_TURNS = 3
GOAL_MS, GOAL_P90_MS = 16.7, 25.0
PASSES = 8  # of the event loop, at most, until nothing more is painted
WARM_UP = 8  # goes
PROFILE_TOP = 45
PHASE_ENDS = "pass, phase ends"
KINDS = ("tap a character", "damage +1", "undo", "drag-drop", "confirm a move", "pass",
         PHASE_ENDS, "next turn")  # fmt: skip
LEFT = Qt.MouseButton.LeftButton
NO_KEY = Qt.KeyboardModifier.NoModifier
Tap = tuple[str, Callable[[], None]]


class Frames:
    """The paints of the top-level windows (their UpdateRequest: Qt paints every
    widget marked dirty into the backing store)."""

    count = 0


def counted(widget: QWidget) -> None:
    """`widget` (a top-level window) counts its paints: its class swapped for one whose
    `event` counts the UpdateRequest (only this widget's events pass through Python)."""
    base = type(widget)

    def event(self: QWidget, event: QEvent) -> bool:
        if event.type() is QEvent.Type.UpdateRequest:
            Frames.count += 1
        return base.event(self, event)

    widget.__class__ = type(f"Counted{base.__name__}", (base,), {"event": event})


def settle(app: QApplication) -> None:
    """The event loop until a pass paints nothing more, then two passes more: the zero
    timers a last pass posted (a deferred layout, items let go) are the action's too,
    not the next one's."""
    for _ in range(PASSES):
        frames = Frames.count
        app.processEvents()
        if Frames.count == frames:
            break
    for _ in range(2):
        app.processEvents()


def timed(tap: Callable[[], None], app: QApplication) -> tuple[float, float, int]:
    """CPU and wall seconds of `tap` until painted, and the frames painted."""
    frames = Frames.count
    cpu, wall = time.process_time(), time.perf_counter()
    tap()
    settle(app)
    return time.process_time() - cpu, time.perf_counter() - wall, Frames.count - frames


def click(widget: QWidget) -> Callable[[], None]:
    def tap() -> None:
        if not widget.isVisible() or not widget.isEnabled():
            raise RuntimeError(f"{widget.objectName()} cannot be tapped")
        QTest.mouseClick(widget, LEFT)

    return tap


class Table:
    """The tracker's screen, and where a finger taps on it."""

    def __init__(self, view: TrackerView) -> None:
        self.view = view
        assert view.board is not None
        self.board = view.board.view

    def at(self, square: Square) -> QPoint:
        point = self.board.mapFromScene(rect(square).center())
        if not self.board.viewport().rect().contains(point):
            raise RuntimeError(f"{square.name} is off the board's view")
        return point

    def tap(self, fighter_id: str) -> Callable[[], None]:
        def tap() -> None:
            miniature = self.view.controller.state.board_map.character(fighter_id)
            assert miniature is not None
            QTest.mouseClick(self.board.viewport(), LEFT, NO_KEY, self.at(miniature.at))
            if self.view.selected != fighter_id:
                raise RuntimeError(f"the tap on {fighter_id} did not select him")

        return tap

    def drag(self, fighter_id: str, to: Square) -> Callable[[], None]:
        def drag() -> None:
            miniature = self.view.controller.state.board_map.character(fighter_id)
            assert miniature is not None
            viewport = self.board.viewport()
            start, end = self.at(miniature.at), self.at(to)
            QTest.mousePress(viewport, LEFT, NO_KEY, start)
            QTest.mouseMove(viewport, (start + end) / 2)
            QTest.mouseMove(viewport, end)
            QTest.mouseRelease(viewport, LEFT, NO_KEY, end)

        return drag

    def events(self) -> int:
        mission = self.view.controller.mission
        assert mission is not None
        return mission.cursor


def goes(table: Table, rng: random.Random) -> Iterator[Tap]:
    """The taps of a table's turns, endless, each player's go planned on the state it
    starts from (module docstring)."""
    view = table.view
    controller = view.controller
    while True:
        state = controller.state
        if state.phase is Phase.TURN_OVER:
            yield "next turn", click(view.bar.next_button)
            continue
        if state.phase is Phase.ENDED:
            raise RuntimeError(f"the mission ended: {state.log[-1]}")
        board = board_of(state, controller.ctx)
        playing = [f for f in state.fighters.values() if f.in_play and f.id in board.characters]
        mine = [f for f in playing if f.owner == state.current]
        enemies = [f for f in playing if f.owner != state.current]
        if not enemies:
            raise RuntimeError("no enemy left to damage")
        if state.phase is Phase.STRATEGIC:
            movers = [f for f in mine if f.id not in state.activated
                      and not (f.exhausted or f.possessed or f.summoned)]  # fmt: skip
            rng.shuffle(movers)
            for fighter in movers:
                miniature = board.characters[fighter.id]
                stops = reachable(board, miniature, fighter.profile.movement, MoveMode.FREE)
                squares = sorted({at for at, _ in stops.stops()} - {miniature.at},
                                 key=lambda s: (s.y, s.x))  # fmt: skip
                if not squares:
                    continue
                yield "tap a character", table.tap(fighter.id)
                yield "drag-drop", table.drag(fighter.id, rng.choice(squares))
                if view.assist.roll.isEnabled():
                    yield "confirm a move", click(view.assist.roll)
                else:  # the square dropped on cannot be reached so: no move
                    view.assist.cancel()
                break
        target = rng.choice(enemies).id
        yield "tap a character", table.tap(target)
        yield "damage +1", click(view.actions_panel.buttons["damage"])
        yield "undo", click(view.undo_button)
        yield "pass", click(view.bar.pass_button)


def bare_window() -> tuple[QWidget, QPushButton]:
    window = QWidget()
    layout = QVBoxLayout(window)
    bare = QPushButton("A bare button")
    bare.setMinimumHeight(48)
    layout.addWidget(bare)
    layout.addStretch(1)
    window.resize(*SIZE)
    window.show()
    counted(window)
    return window, bare


def main(
    count: int = 80, warm_up: int = WARM_UP, profile: bool = False, table_mode: bool = False
) -> list[Figure]:
    quiet_qt()
    app = qt_application()
    ctx, played = played_mission()
    figures: list[Figure] = []
    with tempfile.TemporaryDirectory() as folder:
        sessions = open_database(str(Path(folder) / "bench.sqlite3"))
        with sessions.begin() as session:
            store.begin_play(session, played, mission_id="bench")
        controller = PlayController(sessions, ctx)
        view = TrackerView(controller)
        view.resize(*SIZE)
        view.set_table_mode(table_mode)
        view.show()
        if not controller.resume():
            raise RuntimeError(f"not resumed: {controller.problem}")
        bare_holder, bare = bare_window()
        counted(view)
        settle(app)
        table = Table(view)
        taps = goes(table, random.Random(SEED))
        times: dict[str, list[tuple[float, float, int]]] = defaultdict(list)
        reference: list[tuple[float, float, int]] = []
        profiler = cProfile.Profile() if profile else None
        done_goes = 0
        start_events = table.events()
        while done_goes < warm_up + count:
            kind, tap = next(taps)
            warm = done_goes >= warm_up
            reference_time = timed(click(bare), app)
            phase = controller.state.phase
            if profiler is not None and warm:
                profiler.enable()
            measured = timed(tap, app)
            if profiler is not None:
                profiler.disable()
            if kind == "pass" and controller.state.phase is not phase:
                kind = PHASE_ENDS  # the bands above the board change: it is laid out again
            if warm:
                times[kind].append(measured)
                reference.append(reference_time)
            done_goes += kind in ("pass", PHASE_ENDS, "next turn")
        bare_cpu = statistics.median(t[0] for t in reference) * 1000
        bare_wall = statistics.median(t[1] for t in reference) * 1000
        state = controller.state
        print(
            f"one frame a tap{' in table mode' if table_mode else ''}, through QTest's mouse "
            f"events at {SIZE[0]}x{SIZE[1]}: {count} "
            f"goes after {warm_up}, the log from {start_events} to {table.events()} events, "
            f"up to turn {state.turn}; CPU time of this process (load average "
            f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)"
        )
        print(
            f"  bare click and repaint (the reference, before every action): CPU median "
            f"{bare_cpu:.2f} ms, p90 {percentile([t[0] for t in reference], 0.9) * 1000:.2f} "
            f"ms; wall {bare_wall:.2f} ms; frames "
            f"{statistics.fmean(t[2] for t in reference):.1f}"
        )
        print(f"  {'action':<16} {'n':>4} {'median':>7} {'p90':>7} {'max':>7}   goal"
              f"{'':16} ratio  wall med  frames")  # fmt: skip
        every_pass = times.get("pass", []) + times.get(PHASE_ENDS, [])
        for kind in (*KINDS, "pass, all"):
            rows = every_pass if kind == "pass, all" else times.get(kind, [])
            if not rows:
                print(f"  {kind:<16} none measured")
                continue
            cpu = [t[0] * 1000 for t in rows]
            median, p90 = statistics.median(cpu), percentile(cpu, 0.9)
            met = median <= GOAL_MS and p90 <= GOAL_P90_MS
            wall = statistics.median(t[1] for t in rows) * 1000
            frames = statistics.fmean(t[2] for t in rows)
            print(
                f"  {kind:<16} {len(rows):4} {median:7.2f} {p90:7.2f} {max(cpu):7.2f}   "
                f"<= {GOAL_MS:g} / {GOAL_P90_MS:g} {'met   ' if met else 'MISSED'} "
                f"{median / bare_cpu:5.1f}x {wall:8.2f} {frames:6.1f}"
            )
            figures.append(Figure(
                f"tap: {kind}", f"{kind} through QTest at {SIZE[0]}x{SIZE[1]} until painted, "
                f"CPU; p90 as worst; ratio to a bare click interleaved", "ms", median, p90,
                goal=GOAL_MS, compare="<=", worst_goal=GOAL_P90_MS, reference="a bare click",
                ratio=median / bare_cpu,
            ))  # fmt: skip
        if profiler is not None:
            dump = Path(tempfile.gettempdir()) / "bench_taps.prof"
            profiler.dump_stats(dump)
            print(f"\nthe timed actions under cProfile (all in {dump}):")
            for order in ("tottime", "cumulative"):
                pstats.Stats(profiler).sort_stats(order).print_stats(PROFILE_TOP)
        view.close()
        bare_holder.close()
        sessions.kw["bind"].dispose()
    return figures


def figures() -> list[Figure]:
    return main(40)


if __name__ == "__main__":
    if "--json" in sys.argv[1:]:
        run_alone(figures)
    else:
        numbers = [int(a) for a in sys.argv[1:] if a.isdigit()]
        main(
            numbers[0] if numbers else 80,
            profile="--profile" in sys.argv,
            table_mode="--table" in sys.argv,
        )
