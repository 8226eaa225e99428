"""Tactical hints (issue 33): every attack of every character of a 16-character board.

Run: .venv/bin/python benchmarks/bench_hints.py [--profile] (`--json`: as run.py)

The board: the largest map (24x20, all 14 tiles), two sides of 8 with their real cards
and weapons (crossbow, longbow, arquebus, blunderbuss, greataxe, maul, two sorcerers with
their arcane codes and mana, followers), three pairs engaged face to face, shots across
small walls, barrels and palisades (partial cover). Each round every character's
`attacks` is worked out in the strategic phase (shots, powers) and in the brawl phase
(brawls, charges) on a state whose board is new (as after an event: the board is built
by the first call, as the app's would be), the Context kept (its geometry caches warm,
as in a session). CPU time of each character's call; the goal is on its p95 (100 ms),
the ratio is p95 / goal. Beside it, timed without a goal: the same calls on a new Context
(the board's geometry worked out by the call, as a process's first), and `threats` and the heat
map (`threat_map`) of each character.
"""

from __future__ import annotations

import cProfile
import dataclasses
import pstats
import sys
import time
from typing import Any

from common import MAP, Figure
from common import main as run_alone

from demloc.board import mapfile
from demloc.board.position import Character
from demloc.board.squares import Facing, Square
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import load_catalog
from demloc.hints.attacks import attacks
from demloc.hints.threats import threat_map, threats
from demloc.missions.play import Context, MissionState, Phase, new_mission
from demloc.paths import builtin_sets_dir, resources_dir, tiles_dir
from demloc.rules.dice import load_dice

ROUNDS = 12
GOAL_MS = 100.0
# id: (side, square, facing, the character's cards and state)
SQUAD: dict[str, tuple[str, str, str, dict[str, Any]]] = {
    "r1": ("red", "A13", "N", {"card": "sol-wechi", "weapons": ["rog-w-wheellock-arquebus"]}),
    "r2": ("red", "D9", "N", {"card": "sol-altai",
                              "weapons": ["rog-w-bearded-war-axe", "rog-w-spiked-heater-shield"]}),
    "r3": ("red", "H12", "N", {"card": "sol-jadis", "weapons": ["rog-w-hexbound-gauntlet"],
                               "codes": ["rog-code-cinder-lash", "rog-code-veil-grey"],
                               "white": 2, "black": 2}),
    "r4": ("red", "C12", "N", {"card": "sol-alith", "weapons": ["rog-w-nightglass-longbow"]}),
    "r5": ("red", "E12", "N", {"card": "rog-f-pathfinder"}),
    "r6": ("red", "B14", "N", {"card": "rog-f-city-guard"}),
    "r7": ("red", "A9", "N", {"card": "rog-f-hunting-mastiff"}),
    "r8": ("red", "H9", "N", {"card": "rog-f-cultist", "hearts": 1}),
    "b1": ("blue", "D8", "S", {"card": "rog1-corvin-ashby", "weapons": ["rog-w-harbour-crossbow"],
                               "armour_tokens": 1}),
    "b2": ("blue", "F8", "S", {"card": "rog1-magda-thorne",
                               "weapons": ["rog-w-cinderbite-greataxe"]}),
    "b3": ("blue", "C4", "S", {"card": "rog1-ezekiel-mourne", "weapons": ["rog-w-widows-needle"],
                               "codes": ["rog-code-mire-choir", "rog-code-veil-mirror"],
                               "white": 2, "black": 2}),
    "b4": ("blue", "E7", "S", {"card": "rog2-ilse-crowmantle",
                               "weapons": ["rog-w-brimstone-blunderbuss"]}),
    "b5": ("blue", "A8", "S", {"card": "rog2-bram-kettleburn",
                               "weapons": ["rog-w-bell-breaker-maul"]}),
    "b6": ("blue", "H8", "S", {"card": "rog-f-city-guard", "hearts": 1}),
    "b7": ("blue", "G5", "S", {"card": "rog-f-pathfinder"}),
    "b8": ("blue", "G6", "S", {"card": "rog-f-surgeon"}),
}  # fmt: skip


def skirmish() -> tuple[Context, MissionState]:
    """The context and the 16-character mission after its first "new_turn"."""
    ctx = Context(
        load_tile_library(tiles_dir()),
        load_catalog([builtin_sets_dir()]),
        load_dice(resources_dir() / "dice.toml"),
    )
    return ctx, _mission(ctx)


def _mission(ctx: Context) -> MissionState:
    board_map = mapfile.loads(MAP.read_text(encoding="utf-8"))
    miniatures = tuple(
        Character(fid, side, n + 1, Square.parse(at), Facing.parse(facing), name=fid)
        for n, (fid, (side, at, facing, _)) in enumerate(SQUAD.items())
    )
    board_map = dataclasses.replace(board_map, characters=miniatures)
    specs = {fid: spec for fid, (_, _, _, spec) in SQUAD.items()}
    mission = new_mission(board_map, specs, [{"colour": "red"}, {"colour": "blue"}], ctx, 7)
    return mission.do({"kind": "new_turn"})


def _fresh(state: MissionState, phase: Phase) -> MissionState:
    """`state` in `phase` with a new board (built again by the first call)."""
    board_map = dataclasses.replace(state.board_map)
    return dataclasses.replace(state, phase=phase, board_map=board_map)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def figures() -> list[Figure]:
    ctx, state = skirmish()
    for phase in (Phase.STRATEGIC, Phase.BRAWL):  # untimed: the session's caches
        fresh = _fresh(state, phase)
        for fid in SQUAD:
            attacks(fresh, ctx, fid)
    profiler = cProfile.Profile() if "--profile" in sys.argv[1:] else None
    times: list[float] = []
    counts = 0
    for _ in range(ROUNDS):
        for phase in (Phase.STRATEGIC, Phase.BRAWL):
            fresh = _fresh(state, phase)
            for fid in SQUAD:
                if profiler is not None:
                    profiler.enable()
                start = time.process_time()
                counts += len(attacks(fresh, ctx, fid))
                times.append((time.process_time() - start) * 1000)
                if profiler is not None:
                    profiler.disable()
    if profiler is not None:
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(25)
    p95 = percentile(times, 0.95)
    per_round = counts // ROUNDS
    cold_ms = []
    for phase in (Phase.STRATEGIC, Phase.BRAWL):
        for fid in SQUAD:  # a new Context: the board and its geometry built by the call
            new_ctx = dataclasses.replace(ctx, boards={}, boards_by_id={})
            new_state = _fresh(_mission(new_ctx), phase)
            start = time.process_time()
            attacks(new_state, new_ctx, fid)
            cold_ms.append((time.process_time() - start) * 1000)
    threat_ms, map_ms = [], []
    for fid in SQUAD:
        fresh = _fresh(state, Phase.STRATEGIC)
        start = time.process_time()
        threats(fresh, ctx, fid)
        threat_ms.append((time.process_time() - start) * 1000)
        start = time.process_time()
        threat_map(fresh, ctx, fid)
        map_ms.append((time.process_time() - start) * 1000)
    return [
        Figure(
            "hints: every attack of a character, p95",
            f"`attacks` of each of the 16 characters in each phase ({per_round} hints a "
            f"round), new board each round, CPU; p95 as median, the slowest as worst; "
            "ratio p95 / goal",
            "ms", p95, max(times), goal=GOAL_MS, compare="<=", reference="the goal",
            ratio=p95 / GOAL_MS,
        ),
        Figure(
            "hints: every attack of a character, median",
            "the same calls' median, CPU", "ms", percentile(times, 0.5), max(times),
        ),
        Figure(
            "hints: a character's attacks, new context",
            "`attacks` of each character in each phase on a new Context: the board's "
            "geometry (zones, lines, moves) and reach worked out by the call, CPU",
            "ms", percentile(cold_ms, 0.5), max(cold_ms),
        ),
        Figure(
            "hints: threats on a character",
            "`threats` (each enemy's best attack in both phases) of each of the 16, CPU",
            "ms", percentile(threat_ms, 0.5), max(threat_ms),
        ),
        Figure(
            "hints: threat heat map of a character",
            "`threat_map` (threats on every square his next move reaches) of each of the "
            "16, CPU; worked out off the UI thread",
            "ms", percentile(map_ms, 0.5), max(map_ms),
        ),
    ]  # fmt: skip


if __name__ == "__main__":
    run_alone(figures)
