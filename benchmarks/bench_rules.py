"""Rules engine speed (issue 4).

Run: .venv/bin/python benchmarks/bench_rules.py

- Random legal 8-turn missions for 4 players and 16 characters on the largest map:
  missions per second (goal > 20), and the same missions replayed from their saves.
- Exact brawl odds, 6 dice against 6 dice with the enhanced die: goal < 1 ms, with
  icepool's time on the same question (dev dependency) as a ratio.
"""

from __future__ import annotations

import statistics
import time

import icepool

from demloc.board import mapfile
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import load_catalog
from demloc.missions.play import Context, Mission, load_mission, new_mission
from demloc.missions.play.simulate import play_random_mission
from demloc.paths import builtin_sets_dir, resources_dir, tiles_dir
from demloc.rules.brawl import plan_brawl
from demloc.rules.dice import Die, load_dice
from demloc.rules.odds import brawl_odds
from demloc.rules.spec import fighter_from_spec

FOLLOWERS = ["rog-f-city-guard", "rog-f-pathfinder", "rog-f-hunting-mastiff", "rog-f-cultist"]


def mission(ctx: Context, seed: int) -> Mission:
    board_map = mapfile.load(resources_dir() / "maps" / "all-fourteen-tiles.json")
    fighters = {c.id: {"card": FOLLOWERS[c.number - 1]} for c in board_map.characters}
    players = [{"colour": c, "fate_points": 2} for c in ("red", "blue", "yellow", "green")]
    return new_mission(board_map, fighters, players, ctx, seed)


def bench_missions(ctx: Context, count: int = 10) -> None:
    start = time.perf_counter()
    events = 0
    saves = []
    for seed in range(count):
        played = play_random_mission(mission(ctx, seed), turns=8, seed=seed)
        events += len(played.events)
        saves.append(played.save_json())
    elapsed = time.perf_counter() - start
    print(
        "random legal 8-turn missions (4 players, 16 characters): "
        f"{count / elapsed:.2f} per second ({events / count:.0f} events each, "
        f"{elapsed / events * 1000:.2f} ms per event)   goal > 20"
    )
    # The engine alone: the same missions replayed from their saves (every event checked
    # and resolved again, without the random player's searches for its choices).
    start = time.perf_counter()
    for save in saves:
        load_mission(save, ctx)
    elapsed = time.perf_counter() - start
    print(
        f"the same missions replayed from their saves: {count / elapsed:.2f} per second "
        f"({elapsed / events * 1000:.2f} ms per event)"
    )


def bench_odds() -> None:
    dice = load_dice(resources_dir() / "dice.toml")
    six = {
        "armour": 3,
        "hit": 2,
        "hand_to_hand": "6",
        "primary": {"name": "Axe", "type": "axe", "damage": 2},
    }
    plan = plan_brawl(
        fighter_from_spec(six, "a", "red"), fighter_from_spec(six, "d", "blue"), charge=True
    )
    ours = []
    for _ in range(200):
        t = time.perf_counter()
        brawl_odds(plan, dice)
        ours.append((time.perf_counter() - t) * 1000)
    fighting, enhanced = (
        icepool.Die(dice.numbers(Die.FIGHTING)),
        icepool.Die(dice.numbers(Die.ENHANCED)),
    )
    theirs = []
    for _ in range(20):
        t = time.perf_counter()
        attack = 6 @ fighting + enhanced
        defence = 6 @ fighting
        (attack - defence).map(lambda v: max(-5, min(5, v))).denominator()
        theirs.append((time.perf_counter() - t) * 1000)
    a, b = statistics.median(ours), statistics.median(theirs)
    print(f"exact brawl odds, 6+enhanced v 6 dice: median {a:.3f} ms   goal < 1 ms")
    print(
        f"icepool, same question:               median {b:.3f} ms   ratio ours/icepool {a / b:.2f}"
    )


def main() -> None:
    ctx = Context(
        load_tile_library(tiles_dir()),
        load_catalog([builtin_sets_dir()]),
        load_dice(resources_dir() / "dice.toml"),
    )
    bench_odds()
    bench_missions(ctx)


if __name__ == "__main__":
    main()
