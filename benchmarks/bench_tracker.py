"""One action in the mission tracker, end to end (issue 12, "Speed"), on the largest map
(all 14 tiles, 16 characters, 4 players), in an SQLite file as the app keeps it.

Run: .venv/bin/python benchmarks/bench_tracker.py [ACTIONS] [--profile]
(`--json`: the figure of `figures()`, 80 actions after 20, as benchmarks/run.py)

The real screen: a `TrackerView` on a `PlayController`, shown at 1920x1080 offscreen.
The mission is begun in the database (`begin_play`, as bench_play_store.py) with its
first 3 turns already played (a random legal mission's 92 events), then resumed by
the controller, as on start. After a warm-up of 40, ACTIONS (default 240) actions of
a table's mix: each player's go a move, a damage, its undo and redo, a seal broken
and taken back, pass; in the brawl a damage undone and pass; then next turn. The
tap on the target before each damage (a refresh, no event) is timed apart.

One action is timed from the controller call (`do`, `undo`, `redo`) until Qt has
painted it: the event applied and saved, the `changed` signal's refresh (the board,
the phase bar, the notices, the actions, the cards, the log and the history), then
the event loop (`QApplication.processEvents()`, until a pass paints nothing more):
the refresh's posted timer, the layouts, the scene's update signal, and Qt's own
paint of every widget marked dirty (the window's UpdateRequest, timed, the board's
viewport's paintEvent within it) into the offscreen backing store, as on a screen.
The board painted is counted for each action. Apart, not in the figures: a forced
`view.repaint()` of the whole screen, the upper bound of a frame.

Goal: < 50 ms median. The time is split (apply+save / board / cards / log+history /
other refresh / events / paint, the board's share of the paint) so the slow part is
named, by part and by kind. Every time is this process's CPU time (`time.process_time`:
the machine may be shared), the wall time of an action beside it. `--profile`: the
timed actions under cProfile.
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
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from common import Figure
from common import main as run_alone
from PySide6.QtCore import QEvent
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication

from demloc.board.mapfile import load as load_map
from demloc.board.movement import MoveMode, reachable
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import load_catalog
from demloc.missions.play import Context, Mission, Phase, board_of, new_mission
from demloc.missions.play.simulate import play_random_mission
from demloc.paths import builtin_sets_dir, resources_dir, tiles_dir
from demloc.rules.dice import load_dice
from demloc.store import play as store
from demloc.store.database import open_database
from demloc.ui.application import qt_application, quiet_qt
from demloc.ui.tracker.board import TrackerBoardView
from demloc.ui.tracker.controller import PlayController
from demloc.ui.tracker.view import TrackerView

MAP = resources_dir() / "maps" / "all-fourteen-tiles.json"
FOLLOWERS = ["rog-f-city-guard", "rog-f-pathfinder", "rog-f-hunting-mastiff", "rog-f-cultist"]
COLOURS = ("red", "blue", "yellow", "green")
PLAYED_TURNS = 3  # played before the tracker opens: a history of 92 events, their log
SEED = 4
GOAL_MS = 50.0
PASSES = 5  # of the event loop, at most, until nothing more is painted
WARM_UP = 40
PROFILE_TOP = 40
SIZE = (1920, 1080)
# The parts of one action, in the order they happen.
PARTS = ("apply+save", "board", "cards", "log+history", "other refresh", "events", "paint")
Action = tuple[str, Callable[[], bool]]


class Clock:
    """Where the time of the action in progress goes: each part's seconds."""

    def __init__(self) -> None:
        self.parts: dict[str, float] = defaultdict(float)
        self.mark = 0.0  # the CPU time when the event was applied and saved (controller._done)
        self.frames = 0  # the window's paints (its UpdateRequest: every dirty widget)
        self.board_paints = 0

    def reset(self) -> None:
        self.parts.clear()
        self.frames = self.board_paints = 0

    def timed(self, part: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                self.parts[part] += time.process_time() - start

        return wrapper


CLOCK = Clock()


class TimedTrackerView(TrackerView):
    """The tracker, its paints timed: the window's UpdateRequest is where Qt paints
    every widget marked dirty into the backing store (its class swapped in, as the
    tracker swaps its items' classes)."""

    def event(self, event: QEvent) -> bool:
        if event.type() is not QEvent.Type.UpdateRequest:
            return super().event(event)
        start = time.process_time()
        try:
            return super().event(event)
        finally:
            CLOCK.frames += 1
            CLOCK.parts["paint"] += time.process_time() - start


class TimedBoardView(TrackerBoardView):
    """The tracker's board view, its paint timed (within the window's paint)."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        start = time.process_time()
        super().paintEvent(event)
        CLOCK.board_paints += 1
        CLOCK.parts["board paint"] += time.process_time() - start


def mission(ctx: Context) -> Mission:
    board_map = load_map(MAP)
    fighters = {c.id: {"card": FOLLOWERS[c.number - 1]} for c in board_map.characters}
    players = [{"colour": c, "fate_points": 2} for c in COLOURS]
    return new_mission(board_map, fighters, players, ctx, SEED)


def instrument(controller: PlayController, view: TrackerView) -> None:
    """Each part of the refresh timed where the view calls it (instance attributes:
    the view looks them up on each call)."""
    table = controller.table

    def saved(call: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return call(*args, **kwargs)
            finally:
                CLOCK.mark = time.process_time()

        return wrapper

    # The controller's event, undo and redo: the Table applies and saves, then the
    # controller emits `changed` (the refresh).
    table.event = saved(table.event)  # type: ignore[method-assign]
    table.back = saved(table.back)  # type: ignore[method-assign]
    table.again = saved(table.again)  # type: ignore[method-assign]
    assert view.board is not None
    board = view.board
    board.show = CLOCK.timed("board", board.show)  # type: ignore[method-assign]
    board.light = CLOCK.timed("board", board.light)  # type: ignore[method-assign]
    view.cards_area.show_state = CLOCK.timed("cards", view.cards_area.show_state)  # type: ignore[method-assign]
    view.log_list.show_log = CLOCK.timed("log+history", view.log_list.show_log)  # type: ignore[method-assign]
    view.history.show_mission = CLOCK.timed("log+history", view.history.show_mission)  # type: ignore[method-assign]
    board.view.__class__ = TimedBoardView
    view.__class__ = TimedTrackerView


def table_mix(view: TrackerView, rng: random.Random) -> Iterator[Action]:
    """The actions of a table's turns, endless: each player's go planned on the state
    it starts from (a move, a damage to an enemy, its undo and redo, a seal broken and
    taken back, pass; in the brawl: a damage undone, pass); then next turn."""
    controller = view.controller

    def do(event: dict[str, Any]) -> Callable[[], bool]:
        return lambda: controller.do(event)

    def select(fighter_id: str) -> Callable[[], bool]:
        def tap() -> bool:
            view.select(fighter_id)
            return True

        return tap

    while True:
        state = controller.state
        if state.phase is Phase.TURN_OVER:
            yield "next turn", do({"kind": "new_turn"})
            continue
        if state.phase is Phase.ENDED:
            raise RuntimeError(f"the mission ended: {state.log[-1]}")
        playing = [f for f in state.fighters.values() if f.in_play]
        mine = [f for f in playing if f.owner == state.current]
        enemies = [f for f in playing if f.owner != state.current]
        if not enemies:
            raise RuntimeError("no enemy left to damage")
        target = rng.choice(enemies).id
        go: list[Action] = []
        if state.phase is Phase.STRATEGIC:
            board = board_of(state, controller.ctx)
            movers = [
                f for f in mine
                if f.id in board.characters and f.id not in state.activated
                and not (f.exhausted or f.possessed or f.summoned)
            ]  # fmt: skip
            rng.shuffle(movers)
            for fighter in movers:
                miniature = board.characters[fighter.id]
                stops = reachable(board, miniature, fighter.profile.movement, MoveMode.FREE).stops()
                stops.pop((miniature.at, miniature.facing), None)
                if stops:
                    to, facing = rng.choice(sorted(stops, key=lambda k: (k[0].y, k[0].x, k[1])))
                    event = {"kind": "move", "character": fighter.id, "to": to.name,
                             "facing": facing.name}  # fmt: skip
                    go.append(("move", do(event)))
                    break
            go += [
                ("damage", do({"kind": "damage", "character": target, "amount": 1})),
                ("undo", controller.undo),
                ("redo", controller.redo),
            ]
            sealed = [f for f in mine if f.seals + 1 < f.seal_limit]
            if sealed:
                who = rng.choice(sealed).id
                go += [
                    ("seals", do({"kind": "seals", "character": who, "change": 1})),
                    ("seals", do({"kind": "seals", "character": who, "change": -1})),
                ]
        else:
            go += [
                ("damage", do({"kind": "damage", "character": target, "amount": 1})),
                ("undo", controller.undo),
            ]
        go.append(("pass", do({"kind": "pass"})))
        yield "select", select(target)  # the tap before the damage
        yield from go


def run(
    action: Callable[[], bool],
    view: TrackerView,
    app: QApplication,
    profiler: cProfile.Profile | None = None,
) -> dict[str, float]:
    """One action until Qt has painted it, in seconds by part; then, apart, a forced
    repaint of the whole screen (the upper bound of a frame). `profiler`: on for the
    action, off for the forced repaint."""
    CLOCK.reset()
    if profiler is not None:
        profiler.enable()
    wall = time.perf_counter()
    start = CLOCK.mark = time.process_time()  # a selection applies and saves nothing
    if not action():
        raise RuntimeError(f"refused: {view.controller.error}")
    refreshed = time.process_time()
    painted_in_refresh = CLOCK.parts["paint"]  # a paint Qt did within the call, if any
    # The event loop until a pass paints nothing more: the refresh's posted timer,
    # the layouts, the scene's update signal, then Qt's paint of what is dirty.
    for _ in range(PASSES):
        frames = CLOCK.frames
        app.processEvents()
        if CLOCK.frames == frames:
            break
    painted = time.process_time()
    wall = time.perf_counter() - wall
    if profiler is not None:
        profiler.disable()
    parts = dict(CLOCK.parts)
    frames, board_paints = CLOCK.frames, CLOCK.board_paints
    view.repaint()
    repainted = time.process_time()
    refresh = refreshed - CLOCK.mark
    shown = sum(parts.get(p, 0.0) for p in ("board", "cards", "log+history"))
    shown += painted_in_refresh
    return {
        "apply+save": CLOCK.mark - start,
        "board": parts.get("board", 0.0),
        "cards": parts.get("cards", 0.0),
        "log+history": parts.get("log+history", 0.0),
        "other refresh": refresh - shown,
        "events": painted - refreshed - (parts.get("paint", 0.0) - painted_in_refresh),
        "paint": parts.get("paint", 0.0),
        "board paint": parts.get("board paint", 0.0),
        "total": painted - start,
        "wall": wall,
        "frames": frames,
        "board paints": board_paints,
        "full repaint": repainted - painted,
    }


def ms(seconds: float) -> str:
    return f"{seconds * 1000:7.2f}"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def played_mission() -> tuple[Context, Mission]:
    """The bench's context and its mission after PLAYED_TURNS random turns (seeded)."""
    ctx = Context(
        load_tile_library(tiles_dir()),
        load_catalog([builtin_sets_dir()]),
        load_dice(resources_dir() / "dice.toml"),
    )
    return ctx, play_random_mission(mission(ctx), PLAYED_TURNS, seed=SEED)


def main(actions: int = 240, warm_up: int = WARM_UP, profile: bool = False) -> tuple[float, float]:
    """Print the figures; return the median and the worst of one action in ms.
    `profile`: the timed actions under cProfile too (slower), its top costs printed after."""
    quiet_qt()
    app = qt_application()
    ctx, played = played_mission()
    with tempfile.TemporaryDirectory() as folder:
        sessions = open_database(str(Path(folder) / "bench.sqlite3"))
        with sessions.begin() as session:
            store.begin_play(session, played, mission_id="bench")
        controller = PlayController(sessions, ctx)
        view = TrackerView(controller)
        view.resize(*SIZE)
        view.show()
        if not controller.resume():
            raise RuntimeError(f"not resumed: {controller.problem}")
        app.processEvents()
        instrument(controller, view)
        start_events = len(played.events)
        in_play = sum(f.in_play for f in controller.state.fighters.values())

        mix = table_mix(view, random.Random(SEED))
        for _ in range(warm_up):
            run(next(mix)[1], view, app)
        times: dict[str, list[dict[str, float]]] = defaultdict(list)
        timed = 0
        profiler = cProfile.Profile() if profile else None
        while timed < actions:
            kind, action = next(mix)
            times[kind].append(run(action, view, app, profiler))
            timed += kind != "select"
        every = [t for kind, rows in times.items() if kind != "select" for t in rows]
        totals = [t["total"] for t in every]
        median = statistics.median(totals) * 1000
        state = controller.state
        cursor = controller.mission.cursor if controller.mission else 0
        print(
            f"one tracker action, end to end, CPU time (the controller call, apply+save, the "
            f"refresh, the event loop until Qt has painted it) at {SIZE[0]}x{SIZE[1]}: "
            f"{len(every)} actions, the log from {start_events} to {cursor} events, {in_play} "
            f"characters in play, up to turn {state.turn}"
        )
        print(
            f"  median {median:7.2f} ms, p90 {ms(percentile(totals, 0.9))} ms, "
            f"max {ms(max(totals))} ms   goal < {GOAL_MS:g} ms   ratio {median / GOAL_MS:.2f} "
            "of the goal"
        )
        wall = [t["wall"] for t in every]
        print(
            f"  beside it, the wall time of an action: median {ms(statistics.median(wall))} ms, "
            f"p90 {ms(percentile(wall, 0.9))} ms (less the CPU time: waits, the disk's sync, "
            f"other processes; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)"
        )
        print("  by part, CPU ms: mean (they add up)  median     p90     max")
        for part in (*PARTS, "board paint"):
            values = [t[part] for t in every]
            name = "  of it, board" if part == "board paint" else part
            print(f"    {name:<14} {ms(statistics.fmean(values))}           "
                  f"{ms(statistics.median(values))} {ms(percentile(values, 0.9))} "
                  f"{ms(max(values))}")  # fmt: skip
        frames = statistics.fmean(t["frames"] for t in every)
        painted = sum(t["board paints"] > 0 for t in every)
        full = [t["full repaint"] for t in every]
        print(
            f"  Qt painted {frames:.1f} frames an action; the board in {painted} of "
            f"{len(every)} actions. A forced full repaint of the screen (view.repaint(), "
            f"after, not counted): median {ms(statistics.median(full))} ms, so at most "
            f"{ms(statistics.median([t['total'] + t['full repaint'] for t in every]))} ms "
            "median if every frame repainted everything"
        )
        short = {"apply+save": "apply+save", "other refresh": "other", "log+history": "log+hist"}
        print(
            "  by kind, CPU ms: median     max    n | mean of each part: "
            + " ".join(f"{short.get(p, p):>10}" for p in PARTS)
        )
        for kind in sorted(times, key=lambda k: (k == "select", k)):
            rows = [t["total"] for t in times[kind]]
            means = [statistics.fmean(t[p] for t in times[kind]) for p in PARTS]
            print(
                f"    {kind:<9} {ms(statistics.median(rows))} {ms(max(rows))} {len(rows):4} |"
                + " " * 19
                + " ".join(f"{ms(m):>10}" for m in means)
            )
        print("    (select: the tap on a character before a damage, a refresh and no event;")
        print("    not in the figures above)")
        if profiler is not None:
            dump = Path(tempfile.gettempdir()) / "bench_tracker.prof"
            profiler.dump_stats(dump)
            print(f"\nthe timed actions under cProfile (their forced repaints not; all in {dump}):")
            for order in ("tottime", "cumulative"):
                pstats.Stats(profiler).sort_stats(order).print_stats(PROFILE_TOP)
        view.close()
        sessions.kw["bind"].dispose()
    return median, max(totals) * 1000


def figures(actions: int = 80, warm_up: int = 20) -> list[Figure]:
    """For run.py: fewer actions than alone (its detailed lines go to stdout)."""
    median, worst = main(actions, warm_up)
    return [
        Figure(
            "tracker action",
            f"one tracker action end to end at {SIZE[0]}x{SIZE[1]} (controller call, apply+"
            f"save, refresh, event loop until painted), {actions} of a table's mix after "
            f"{warm_up} warm-up; CPU time",
            "ms",
            median,
            worst,
            goal=GOAL_MS,
        )
    ]


if __name__ == "__main__":
    if "--json" in sys.argv[1:]:
        run_alone(figures)
    else:
        numbers = [int(a) for a in sys.argv[1:] if a.isdigit()]
        main(numbers[0] if numbers else 240, profile="--profile" in sys.argv)
