"""A campaign that never slows down (issue 31): the guild's screens, the database's
opening, the app's memory and start, on a campaign database (benchmarks/campaign.py:
100,000 ledger lines, 500 missions played, 2,000 custom cards), in CPU time.

Run: .venv/bin/python benchmarks/bench_campaign.py [--json] [--quick]
(--quick: 10,000 ledger lines, 100 missions and 500 custom cards for the big database,
one round of each figure: a check that it runs, not figures to compare.)

Two databases are made in a temporary folder at the start: the campaign (100,000
ledger lines) and the same campaign with 1,000 ledger lines (the missions, cards and
members alike). Every figure is CPU time (time.process_time, or a child's
user + system time), so other engineers' load on the machine weighs little; the wall
time is given beside where a child is started.

- A guild action of each kind (enlist, buy, equip, upgrade a building, enter a custom
  card, undo, redo) through the real GuildView, offscreen, as its buttons do it (the
  tab's own method: dormitory.enlist, armory.buy, armory.equip, overview.upgrade,
  gate.add_custom; the view's undo group, as Undo and Redo do), until the event loop
  is idle. One view on each database, the two taking turns action by action; every
  action is undone, redone and undone again (the last untimed), so each round starts
  where the last began. The
  median at 100,000 ledger lines (goal <= 50 ms) and its ratio to 1,000 (flat: the
  figure "guild actions flat" is the largest ratio of the kinds, goal <= 1.5).
- The Guild view first shown: GuildView built, shown, the event loop run and the view
  grabbed (painted), on the campaign database (goal <= 300 ms), in this process after
  the catalog is read.
- Opening the campaign database (open_database, the engine let go after) against an
  empty one (made by open_database, nothing in it), taking turns (goal <= 100 ms; the
  ratio says how flat it is in the database's size).
- The app's memory: a child process runs the app's main (`demloc --db CAMPAIGN --view
  guild`) and, once its data is open, visits every view of its navigation, then reads
  its VmRSS (median) and VmHWM (the peak, as worst) from /proc/self/status (goal <= 250
  MiB); a bare PySide6 window (bench_startup's) reads its own as the reference.
- Start to a usable Guild view: bench_startup's app start ("guild": until the data is
  open and the Guild view built with the guild's figures, grabbed) with the campaign
  database in its data folder, taking turns with bench_startup's bare window; the CPU
  time of each child (getrusage of the children), wall beside (goal <= 3.5x).
- The view tables on a 96x96 board (bench_board.big_board's copies of the all-tiles
  grid, cut to 96 rows): the growth of the process's RSS after `view_rows` for 1,500
  different shooter squares (goal <= 50 MiB), in a child process of its own.
"""

from __future__ import annotations

import dataclasses
import gc
import json
import math
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_startup import APP_START, BARE_WINDOW
from campaign import GUILD, make_campaign
from common import MAP, Figure, main

QUICK = "--quick" in sys.argv[1:]
BIG = 10_000 if QUICK else 100_000  # the campaign's ledger lines
SMALL = 1_000
BIG_SIZES = {"missions": 100, "custom_cards": 500} if QUICK else {}
ROUNDS = 1 if QUICK else 5  # guild actions: rounds of every kind, on each database
ACTION_BUDGET = 240.0  # CPU seconds: no round more once the actions took this much
OPENS = 3 if QUICK else 9
STARTS = 1 if QUICK else 3
POSITIONS = 150 if QUICK else 1500
BOARD_SIZE = 96
MIB = 1024 * 1024
KINDS = ("enlist", "buy", "equip", "upgrade", "enter a card", "undo", "redo")
DONE = ("Done:", "Undone:", "Redone:")  # the Guild view's message when it was done


def cpu_ms_since(start: float) -> float:
    return (time.process_time() - start) * 1000


def settle() -> None:
    """The event loop until idle: what an action posted (a deferred refresh, a paint)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    app = QCoreApplication.instance()
    assert app is not None
    for _ in range(3):
        app.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()


# ---- the databases ---------------------------------------------------------------------


@dataclasses.dataclass
class Databases:
    folder: Path
    big: Path  # the campaign
    small: Path  # the same with 1,000 ledger lines

    def copy(self, which: Path, name: str) -> Path:
        """A copy to use (opening may migrate it; an action changes it)."""
        target = self.folder / name
        shutil.copyfile(which, target)
        return target


def make_databases(folder: Path) -> Databases:
    big, small = folder / "campaign.sqlite3", folder / "campaign-1k.sqlite3"
    make_campaign(big, ledger_lines=BIG, **BIG_SIZES)
    make_campaign(small, ledger_lines=SMALL, **BIG_SIZES)
    return Databases(folder, big, small)


# ---- guild actions through the real Guild view -----------------------------------------


class Guild:
    """A Guild view on one database, offscreen, and the actions the benchmark does."""

    def __init__(self, path: Path, catalog: Any, rules: Any) -> None:
        from demloc.store.database import open_database
        from demloc.ui.guild import GuildView

        self.sessions = open_database(str(path))
        start = time.process_time()
        self.view = GuildView(self.sessions, catalog, rules)
        self.view.resize(1280, 800)
        self.view.show()
        settle()
        self.view.grab()
        self.first_shown = cpu_ms_since(start)
        assert self.view.guild_name == GUILD, self.view.guild_name
        self.view.ask = lambda _text: True  # the upgrade's question: yes
        self.cards = 0
        self.refused: list[str] = []

    def ids(self) -> tuple[int, int]:
        """A weapon in the armory nobody holds, and the living member who holds none."""
        from sqlalchemy import select

        from demloc.store.schema import Guild as GuildRow
        from demloc.store.schema import Item, Member

        with self.sessions.begin() as session:
            guild_id = session.scalar(select(GuildRow.id).where(GuildRow.name == GUILD))
            held = select(Item.member_id).where(Item.guild_id == guild_id,
                                                Item.member_id.is_not(None))  # fmt: skip
            member = session.scalar(
                select(Member.id).where(Member.guild_id == guild_id, Member.status == "ready",
                                        Member.id.not_in(held)).order_by(Member.id)
            )  # fmt: skip
            item = session.scalar(
                select(Item.id).where(Item.guild_id == guild_id, Item.kind == "weapon",
                                      Item.member_id.is_(None),
                                      Item.card_id.like("my-blade-%")).order_by(Item.id)
            )  # fmt: skip
        assert member is not None and item is not None, "the campaign has them"
        return item, member

    def action(self, kind: str, round_: int) -> Callable[[], object]:
        view = self.view
        tab = {"enlist": view.dormitory, "buy": view.armory, "equip": view.armory,
               "upgrade": view.overview, "enter a card": view.gate}.get(kind)  # fmt: skip
        if tab is not None:  # its tab shown as a player shows it, not timed
            view.tabs.setCurrentWidget(tab)
            settle()
        if kind == "enlist":

            def enlist() -> None:
                combo = view.dormitory.recruits
                model = combo.model()
                open_rows = [r for r in range(combo.count()) if combo.itemData(r)
                             and model.index(r, 0).flags() & _enabled()]  # fmt: skip
                if not open_rows:
                    view.message.setText("Not done: no recruit open in the dormitory")
                    return
                combo.setCurrentIndex(open_rows[0])
                view.dormitory.enlist()

            return enlist
        if kind == "buy":

            def buy() -> None:
                shop = view.armory.shop
                at = shop.findData(f"my-blade-{1999 - round_}")
                shop.setCurrentIndex(at if at >= 0 else shop.count() - 1)
                view.armory.buy()

            return buy
        if kind == "equip":
            item, member = self.ids()
            return lambda: view.armory.equip(item, member)
        if kind == "upgrade":
            from demloc.guild.rules import BUILDINGS

            def upgrade() -> None:
                table, row = view.overview.buildings, BUILDINGS.index("defences")
                table.setCurrentIndex(table.model().index(row, 0))  # a table widget or view
                view.overview.upgrade()

            return upgrade
        if kind == "enter a card":
            from bench_guild import weapon_card

            self.cards += 1
            text = weapon_card(100_000 + self.cards)
            return lambda: view.gate.add_custom(text)
        raise ValueError(kind)

    def timed(self, act: Callable[[], object]) -> tuple[float, bool]:
        """CPU ms of `act` until the event loop is idle, and whether it was done (the
        view's message says so); a refusal's message is kept."""
        self.view.message.clear()
        start = time.process_time()
        act()
        settle()
        spent = cpu_ms_since(start)
        said = self.view.message.text()
        if not said.startswith(DONE):
            self.refused.append(said or "nothing done (nothing to undo or redo?)")
        return spent, said.startswith(DONE)

    def close(self) -> None:
        self.view.close()
        self.view.deleteLater()
        settle()
        self.sessions.kw["bind"].dispose()


def _enabled() -> Any:
    from PySide6.QtCore import Qt

    return Qt.ItemFlag.ItemIsEnabled


def guild_figures(dbs: Databases) -> list[Figure]:
    from demloc.catalog.catalog import load_catalog
    from demloc.guild.rules import guild_rules
    from demloc.paths import builtin_sets_dir
    from demloc.ui.application import qt_application, quiet_qt

    quiet_qt()
    qt_application()
    catalog = load_catalog([builtin_sets_dir()])
    rules = guild_rules()
    big = Guild(dbs.copy(dbs.big, "actions-big.sqlite3"), catalog, rules)
    small = Guild(dbs.copy(dbs.small, "actions-small.sqlite3"), catalog, rules)
    out = [
        Figure(
            "Guild view first shown, campaign",
            f"GuildView built, shown, the event loop run and grabbed, on the campaign database "
            f"({BIG:,} ledger lines), CPU time; the catalog read before; {small.first_shown:.0f} "
            f"ms on the same with {SMALL:,} lines (built after it: the custom cards parsed)",
            "ms",
            big.first_shown,
            goal=300,
            compare="<=",
            reference=f"{SMALL:,} ledger lines",
            ratio=big.first_shown / small.first_shown,
        )
    ]
    # Per database and kind: (CPU ms, done) of each time.
    times: dict[str, dict[str, list[tuple[float, bool]]]] = {
        "big": {k: [] for k in KINDS}, "small": {k: [] for k in KINDS}}  # fmt: skip
    gc.collect()
    spent = time.process_time()
    rounds = 0
    for round_ in range(ROUNDS):
        for kind in KINDS[:5]:
            for name, guild in (("small", small), ("big", big)):
                kept = times[name]
                kept[kind].append(guild.timed(guild.action(kind, round_)))
                kept["undo"].append(guild.timed(guild.view.histories.undo))
                kept["redo"].append(guild.timed(guild.view.histories.redo))
                guild.timed(guild.view.histories.undo)  # back where the round began
        rounds += 1
        if time.process_time() - spent > ACTION_BUDGET:
            break
    ratios = []
    for kind in KINDS:
        big_done, small_done = done(times["big"][kind]), done(times["small"][kind])
        # None done at a size: no median of what was not done (inf: missed, said why).
        at_big = statistics.median(big_done) if big_done else math.inf
        at_small = statistics.median(small_done) if small_done else math.inf
        ratio = at_big / at_small if big_done and small_done else None
        if ratio is not None:
            ratios.append(ratio)
        big_left, small_left = (len(times[n][kind]) - len(d)
                                for n, d in (("big", big_done), ("small", small_done)))  # fmt: skip
        left = (f"; refused or not done, left out: {big_left} at {BIG:,}, {small_left} at "
                f"{SMALL:,}" if big_left or small_left else "")  # fmt: skip
        if not big_done:  # what a refusal cost (a refused undo may work as long as one)
            left += f" (those took {statistics.median(ms for ms, _ in times['big'][kind]):.0f} ms)"
        out.append(
            Figure(
                f"guild action: {kind}",
                f"{_how(kind)} through the Guild view until idle, CPU time, at {BIG:,} ledger "
                f"lines ({len(big_done)} done, {rounds} rounds); {at_small:.0f} ms at "
                f"{SMALL:,}, taking turns{left}",
                "ms",
                at_big,
                max(big_done, default=math.inf),
                goal=50,
                compare="<=",
                reference=f"{SMALL:,} ledger lines",
                ratio=ratio,
            )
        )
    refused = big.refused + small.refused
    said = f"; {len(refused)} refused, the first: {refused[0][:160]}" if refused else ""
    out.append(
        Figure(
            "guild actions flat",
            f"the largest ratio of the kinds' medians, {BIG:,} to {SMALL:,} ledger lines "
            f"(1 is flat){said}",
            "x",
            max(ratios, default=math.inf),
            goal=1.5,
            compare="<=",
        )
    )
    big.close()
    small.close()
    return out


def done(kept: list[tuple[float, bool]]) -> list[float]:
    """The CPU ms of the times it was done."""
    return [ms for ms, ok in kept if ok]


def _how(kind: str) -> str:
    return {
        "enlist": "dormitory.enlist of the first open recruit",
        "buy": "armory.buy of a custom weapon",
        "equip": "armory.equip of a weapon on the mercenary who holds none",
        "upgrade": "overview.upgrade of the defences (the question answered yes)",
        "enter a card": "gate.add_custom of a weapon card (bench_guild.weapon_card)",
        "undo": "Undo (the view's undo group, as its button) of the action just done",
        "redo": "Redo (the view's undo group, as its button) of the action just undone",
    }[kind]


# ---- opening the database --------------------------------------------------------------


def open_figure(dbs: Databases) -> Figure:
    from demloc.store.database import open_database

    campaign = dbs.copy(dbs.big, "open-campaign.sqlite3")
    empty = dbs.folder / "open-empty.sqlite3"
    open_database(str(empty)).kw["bind"].dispose()
    open_database(str(campaign)).kw["bind"].dispose()  # untimed: any migration done
    times: dict[Path, list[float]] = {campaign: [], empty: []}
    for _ in range(OPENS):
        for path in (empty, campaign):
            gc.collect()
            start = time.process_time()
            sessions = open_database(str(path))
            times[path].append(cpu_ms_since(start))
            sessions.kw["bind"].dispose()
    at, none = statistics.median(times[campaign]), statistics.median(times[empty])
    return Figure(
        "open the campaign database",
        f"open_database of the campaign ({BIG:,} ledger lines), CPU time, taking turns with "
        f"an empty database ({none:.0f} ms): the ratio is how flat it is in its size",
        "ms",
        at,
        max(times[campaign]),
        goal=100,
        compare="<=",
        reference="an empty database",
        ratio=at / none,
    )


# ---- children: the app's memory, its start, the board's tables -------------------------

# The app as `demloc --db PATH --view guild` starts it; once its data is open, every view
# of its navigation shown in turn, then its memory read.
MEMORY_CHILD = """
import json, os, sys
import demloc.ui.main_window as main_window
from PySide6.QtWidgets import QApplication
from demloc.ui.views import VIEW_KEYS

opened = main_window.MainWindow.open_context

def open_context(window, context):
    opened(window, context)
    app = QApplication.instance()
    for key in VIEW_KEYS:
        window.show_view(key)
        for _ in range(3):
            app.processEvents()
    window.grab()
    print(json.dumps(memory()), flush=True)
    os._exit(0)

def memory():
    status = dict(line.split(":", 1) for line in open("/proc/self/status") if ":" in line)
    return {k: int(status[k].split()[0]) * 1024 for k in ("VmRSS", "VmHWM")}

main_window.MainWindow.open_context = open_context
from demloc.cli import main
main(["--db", sys.argv[1], "--view", "guild"])
"""
BARE_MEMORY = (
    BARE_WINDOW
    + """
status = dict(line.split(":", 1) for line in open("/proc/self/status") if ":" in line)
import json
import math
print(json.dumps({k: int(status[k].split()[0]) * 1024 for k in ("VmRSS", "VmHWM")}))
"""
)


def child_env(folder: Path) -> dict[str, str]:
    """Offscreen, the XDG folders in `folder` (the data folder there), bytecode kept."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as bench_startup.spawn
    for name, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                      ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")):  # fmt: skip
        env[name] = str(folder / sub)
    return env


def run_child(command: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """CPU seconds (user + system) and wall seconds of a child to its exit; its output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{command[:3]} failed: {done.stderr.strip()[-400:]}")
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return cpu, wall, done.stdout


def memory_figure(dbs: Databases) -> Figure:
    campaign = dbs.copy(dbs.big, "memory.sqlite3")
    env = child_env(dbs.folder / "memory")
    _cpu, _wall, out = run_child([sys.executable, "-c", MEMORY_CHILD, str(campaign)], env)
    app = json.loads(out.strip().splitlines()[-1])
    png = str(dbs.folder / "bare.png")
    _cpu, _wall, out = run_child([sys.executable, "-c", BARE_MEMORY, png], env)
    bare = json.loads(out.strip().splitlines()[-1])
    return Figure(
        "app memory, campaign, every view",
        f"the app's main (`demloc --db CAMPAIGN --view guild`) on the campaign ({BIG:,} ledger "
        "lines), every view of its navigation shown, then its VmRSS (worst: VmHWM, the peak); "
        f"a bare PySide6 window holds {bare['VmRSS'] / MIB:.0f} MiB",
        "MiB",
        app["VmRSS"] / MIB,
        app["VmHWM"] / MIB,
        goal=250,
        compare="<=",
        reference="bare PySide6 window",
        ratio=app["VmRSS"] / bare["VmRSS"],
    )


def start_figure(dbs: Databases) -> list[Figure]:
    folder = dbs.folder / "start"
    env = child_env(folder)
    data = Path(env["XDG_DATA_HOME"]) / "demloc"
    data.mkdir(parents=True)
    shutil.copyfile(dbs.big, data / "demloc.sqlite3")  # the default database (paths.py)
    bare = [sys.executable, "-c", BARE_WINDOW, str(folder / "bare.png")]
    app = [sys.executable, "-c", APP_START, str(folder / "app.png"), "guild"]
    run_child(bare, env)  # untimed: compiled modules written, the database there
    run_child(app, env)
    cpu: dict[str, list[float]] = {"bare": [], "app": []}
    wall: dict[str, list[float]] = {"bare": [], "app": []}
    for _ in range(STARTS):
        for name, command in (("bare", bare), ("app", app)):
            spent, took, _out = run_child(command, env)
            cpu[name].append(spent)
            wall[name].append(took)
    assert (folder / "app.png").stat().st_size > 0
    ratio = statistics.median(cpu["app"]) / statistics.median(cpu["bare"])
    wall_ratio = statistics.median(wall["app"]) / statistics.median(wall["bare"])
    return [
        Figure(
            "start to a usable Guild view, campaign",
            "bench_startup's app start (`demloc --view guild` until the data is open and the "
            f"Guild view built with the guild's figures, grabbed) with the campaign ({BIG:,} "
            "ledger lines) as its database, taking turns with bench_startup's bare PySide6 "
            f"window: CPU time of each child; wall {statistics.median(wall['app']):.1f} s, "
            f"{wall_ratio:.2f}x the bare window's",
            "s",
            statistics.median(cpu["app"]),
            max(cpu["app"]),
            goal=3.5,
            compare="<=",
            reference="bare PySide6 window",
            ratio=ratio,
            goal_on_ratio=True,
        ),
        Figure(
            "bare PySide6 window, CPU",
            "bench_startup's bare window (shown and grabbed to a PNG), CPU time of the child, "
            f"in turn with the app; wall {statistics.median(wall['bare']):.2f} s",
            "s",
            statistics.median(cpu["bare"]),
            max(cpu["bare"]),
        ),
    ]


def board_child() -> None:
    """In a child process: the RSS growth after view_rows for POSITIONS shooter squares
    on a BOARD_SIZE square board; prints it as JSON."""
    from bench_board import big_board

    from demloc.board import mapfile
    from demloc.board.board import Board
    from demloc.board.squares import Facing, Square
    from demloc.board.tiles import load_tile_library
    from demloc.board.view import view_rows
    from demloc.paths import tiles_dir

    board = Board.build(mapfile.load(MAP), load_tile_library(tiles_dir()))
    copies_x = -(-BOARD_SIZE // board.width)
    copies_y = -(-BOARD_SIZE // board.height)
    big = cut(big_board(board, copies_x, copies_y), BOARD_SIZE, BOARD_SIZE)
    shooter = next(iter(big.characters.values()))
    free = [i for i in range(big.width * big.height) if big.on_map[i] and i not in big.occupant]
    step = max(1, len(free) // POSITIONS)
    squares = free[::step][:POSITIONS]
    facings = list(Facing)
    gc.collect()
    before = rss()
    start = time.process_time()
    for n, i in enumerate(squares):
        at = Square(i % big.width, i // big.width)
        probe = dataclasses.replace(shooter, id="probe", at=at, facing=facings[n % 4])
        view_rows(big, probe)
    spent = time.process_time() - start
    gc.collect()
    print(json.dumps({"growth": rss() - before, "peak": hwm(), "cpu": spent,
                      "positions": len(squares), "size": f"{big.width}x{big.height}"}))  # fmt: skip


def cut(board: Any, width: int, height: int) -> Any:
    """The top-left `width` x `height` of `board` (its squares, edges and characters)."""
    from demloc.board.board import Board

    w = board.width
    out = Board(board.map, width, height)
    out.library = board.library
    for y in range(height):
        for x in range(width):
            i, j = y * w + x, y * width + x
            out.on_map[j], out.terrain[j] = board.on_map[i], board.terrain[i]
            out.cover[j], out.feature[j] = board.cover[i], board.feature[i]
    for y in range(height + 1):
        for x in range(width):
            out.north[y * width + x] = board.north[y * w + x]
    for y in range(height):
        for x in range(width + 1):
            out.west[y * (width + 1) + x] = board.west[y * (w + 1) + x]
    for c in board.characters.values():
        if c.at.x < width and c.at.y < height:
            out.characters[c.id] = c
            out.occupant[c.at.y * width + c.at.x] = c
    return out


def _status(key: str) -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1]) * 1024
    raise LookupError(key)


def rss() -> int:
    return _status("VmRSS")


def hwm() -> int:
    return _status("VmHWM")


def board_figure() -> Figure:
    command = [sys.executable, str(Path(__file__).resolve()), "--board-child"]
    if QUICK:
        command.append("--quick")
    _cpu, _wall, out = run_child(command, dict(os.environ))
    found = json.loads(out.strip().splitlines()[-1])
    return Figure(
        f"view tables, 96x96 board, {POSITIONS:,} positions",
        f"the process's RSS growth after view_rows for {found['positions']:,} different shooter "
        f"squares on a {found['size']} board (bench_board.big_board's copies of the all-tiles "
        f"grid, cut), in a child; {found['cpu']:.1f} s CPU, peak {found['peak'] / MIB:.0f} MiB",
        "MiB",
        found["growth"] / MIB,
        goal=50,
        compare="<=",
    )


def figures() -> list[Figure]:
    out: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="demloc-campaign-") as folder:
        dbs = make_databases(Path(folder))
        out += guild_figures(dbs)
        out.append(open_figure(dbs))
        out.append(memory_figure(dbs))
        out += start_figure(dbs)
    out.append(board_figure())
    return out


if __name__ == "__main__":
    if "--board-child" in sys.argv[1:]:
        board_child()
    else:
        main(figures)
