"""Rules engine speed (issues 4 and 16).

Run: .venv/bin/python benchmarks/bench_rules.py [--json]

- random legal 8-turn missions, 4 players, 16 characters on the all-tiles map
  (`play_random_mission`): missions per second, from the median time of one mission
  (worst: the slowest mission);
- the same missions replayed from their saves (`load_mission`): every event checked
  and resolved again with the dice it recorded. The random player's choices are not
  searched again; each replayed move is checked by `movement.move_cost`, a search that
  stops once its one square has its cost (or the board's cached reach);
- exact brawl odds, n fighting dice a side, n = 2..16 (`brawl_odds`: no cache, every
  call counts). icepool answers the same question: the two sums, their difference,
  and for each difference the same clamp and outcome (`by_difference`) into the same
  tables. Cold: icepool's dice are new objects every call, so its per-die sum cache
  cannot answer; warm: the same dice objects reused, its cache filled.
"""

from __future__ import annotations

import statistics
import time
from fractions import Fraction
from typing import Any

import icepool
from common import MAP, Figure, batch_for, interleaved, main

from demloc.board import mapfile
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import load_catalog
from demloc.missions.play import Context, Mission, load_mission, new_mission
from demloc.missions.play.simulate import play_random_mission
from demloc.paths import builtin_sets_dir, resources_dir, tiles_dir
from demloc.rules.brawl import BrawlPlan, by_difference, plan_brawl
from demloc.rules.dice import DiceSet, Die, load_dice
from demloc.rules.odds import Distribution, brawl_odds, convolve, dice_sum
from demloc.rules.spec import fighter_from_spec

FOLLOWERS = ["rog-f-city-guard", "rog-f-pathfinder", "rog-f-hunting-mastiff", "rog-f-cultist"]
MISSIONS = 8
SIZES = range(2, 17)


def mission(ctx: Context, seed: int) -> Mission:
    board_map = mapfile.load(MAP)
    fighters = {c.id: {"card": FOLLOWERS[c.number - 1]} for c in board_map.characters}
    players = [{"colour": c, "fate_points": 2} for c in ("red", "blue", "yellow", "green")]
    return new_mission(board_map, fighters, players, ctx, seed)


def mission_figures(ctx: Context) -> list[Figure]:
    times, events, saves = [], 0, []
    for seed in range(MISSIONS):
        start_mission = mission(ctx, seed)
        start = time.process_time()
        played = play_random_mission(start_mission, turns=8, seed=seed)
        times.append(time.process_time() - start)
        events += len(played.events)
        saves.append(played.save_json())
    replays = []
    for save in saves:
        start = time.process_time()
        load_mission(save, ctx)
        replays.append(time.process_time() - start)
    # The same with a new Context each (its boards' geometry caches empty): a process's
    # first mission or replay, as `demloc mission replay` or the tracker's resume at start.
    fresh_play, fresh_replay = [], []
    for seed, save in enumerate(saves):
        new_ctx = Context(ctx.library, ctx.catalog, ctx.dice)
        start_mission = mission(new_ctx, seed)
        start = time.process_time()
        play_random_mission(start_mission, turns=8, seed=seed)
        fresh_play.append(time.process_time() - start)
        new_ctx = Context(ctx.library, ctx.catalog, ctx.dice)
        start = time.process_time()
        load_mission(save, new_ctx)
        fresh_replay.append(time.process_time() - start)
    per = events / MISSIONS
    shared = (
        "one Context for all, as the app keeps one a session (its boards' geometry caches "
        "fill as the missions go)"
    )
    return [
        Figure(
            "random missions",
            f"play_random_mission, 8 turns, 4 players, 16 characters ({per:.0f} events "
            f"each, {MISSIONS} seeds; {shared}): CPU time per second from the median mission",
            "per s",
            1 / statistics.median(times),
            1 / max(times),
            goal=25,
            compare=">=",
        ),
        Figure(
            "replay of saved missions",
            "load_mission of those saves: every event checked and resolved again; each "
            f"move checked by a search to its one square (move_cost); {shared}; CPU time",
            "per s",
            1 / statistics.median(replays),
            1 / max(replays),
            goal=60,
            compare=">=",
        ),
        Figure(
            "random mission, new context",
            "the same missions, each with a new Context (its boards' geometry caches empty, "
            "as a process's first): CPU time, per second from the median",
            "per s",
            1 / statistics.median(fresh_play),
            1 / max(fresh_play),
        ),
        Figure(
            "replay, new context",
            "the same saves replayed, each with a new Context (as `demloc mission replay` "
            "or the tracker's resume at start): CPU time, per second from the median",
            "per s",
            1 / statistics.median(fresh_replay),
            1 / max(fresh_replay),
        ),
    ]


def plan_of(dice_a_side: int) -> BrawlPlan:
    spec = {
        "armour": 3,
        "hit": 2,
        "hand_to_hand": str(dice_a_side),
        "primary": {"name": "Axe", "type": "axe", "damage": 2},
    }
    plan = plan_brawl(fighter_from_spec(spec, "a", "red"), fighter_from_spec(spec, "d", "blue"))
    assert plan.attack.fighting == plan.defence.fighting == dice_a_side, plan
    return plan


def icepool_odds(plan: BrawlPlan, dice: DiceSet, made: dict[Any, icepool.Die] | None) -> object:
    """The same question as `brawl_odds`, icepool counting. `made`: dice objects to
    reuse (warm), or None for new ones (cold)."""

    def die(kind: Die, scale: int) -> icepool.Die:
        if made is not None and (kind, scale) in made:
            return made[kind, scale]
        new = icepool.Die([f * scale for f in dice.numbers(kind)])
        if made is not None:
            made[kind, scale] = new
        return new

    def score(side: Any) -> icepool.Die:
        scale = 2 if side.fury else 1
        total = side.fighting @ die(Die.FIGHTING, scale)
        if side.enhanced:
            total = total + side.enhanced @ die(Die.ENHANCED, scale)
        return total

    differences = score(plan.attack) - score(plan.defence)
    ways = differences.denominator()
    shift = plan.attack.bonus - plan.defence.bonus
    clamp: dict[int, Fraction] = {}
    to_defender: dict[int, Fraction] = {}
    to_attacker: dict[int, Fraction] = {}
    heart = Fraction(0)
    for raw, count in differences.items():
        p = Fraction(count, ways)
        difference = raw + shift
        key = max(-5, min(5, difference))
        clamp[key] = clamp.get(key, Fraction(0)) + p
        outcome = by_difference(plan, difference)
        to_defender[outcome.to_defender] = to_defender.get(outcome.to_defender, Fraction(0)) + p
        to_attacker[outcome.to_attacker] = to_attacker.get(outcome.to_attacker, Fraction(0)) + p
        heart += p if outcome.heart_to_defender else 0
    return clamp, to_defender, heart, to_attacker


def our_difference(plan: BrawlPlan, dice: DiceSet) -> Distribution:
    a, d = plan.attack, plan.defence
    attack = dice_sum(dice, a.fighting, a.enhanced, 2 if a.fury else 1)
    defence = dice_sum(dice, d.fighting, d.enhanced, 2 if d.fury else 1)
    return convolve(attack, Distribution({-v: c for v, c in defence.counts.items()}, defence.ways))


def icepool_difference(plan: BrawlPlan, dice: DiceSet) -> icepool.Die:
    fighting = icepool.Die(dice.numbers(Die.FIGHTING))
    return plan.attack.fighting @ fighting - plan.defence.fighting @ fighting


def odds_figures(dice: DiceSet) -> list[Figure]:
    ours, cold, warm = {}, {}, {}
    for n in SIZES:
        plan = plan_of(n)
        mine = brawl_odds(plan, dice)
        clamp, to_defender, heart, to_attacker = icepool_odds(plan, dice, None)  # type: ignore[misc]
        assert (clamp, to_defender, heart, to_attacker) == (
            mine.difference,
            mine.to_defender,
            mine.heart,
            mine.to_attacker,
        ), f"icepool and brawl_odds disagree at {n} dice"
        rounds = 30 if n < 10 else 15
        made: dict[Any, icepool.Die] = {}
        calls = [
            lambda p=plan: brawl_odds(p, dice),
            lambda p=plan: icepool_odds(p, dice, None),
            lambda p=plan, m=made: icepool_odds(p, dice, m),
        ]
        # In turn every round, the same run; a batch of calls where one is under 1 ms.
        batch = min(batch_for(call) for call in calls)
        ours[n], cold[n], warm[n] = map(statistics.median, interleaved(calls, rounds, batch))
    # The counting alone: the difference of the two sums, no outcome tables.
    count_ours, count_theirs = {}, {}
    for n in SIZES:
        plan = plan_of(n)
        calls = [
            lambda p=plan: our_difference(p, dice),
            lambda p=plan: icepool_difference(p, dice),
        ]
        batch = min(batch_for(call) for call in calls)
        count_ours[n], count_theirs[n] = map(statistics.median, interleaved(calls, 15, batch))
    to_count = [count_ours[n] / count_theirs[n] for n in SIZES]
    to_cold = [ours[n] / cold[n] for n in SIZES]
    to_warm = [ours[n] / warm[n] for n in SIZES]
    listing = " ".join(f"{n}:{ours[n] / cold[n]:.2f}" for n in SIZES)
    return [
        Figure(
            "brawl odds 12 dice",
            "brawl_odds, 12 fighting dice a side (no cache), the full tables; CPU time, in turn "
            "with icepool (cold and warm) every round",
            "ms",
            ours[12],
            goal=1,
            reference="icepool 12 dice, cold",
            ratio=ours[12] / cold[12],
            goal_on_ratio=True,
        ),
        Figure(
            "icepool 12 dice, cold",
            "icepool, the same question, new dice objects every call; CPU time, in turn with ours",
            "ms",
            cold[12],
        ),
        Figure(
            "brawl odds vs icepool, cold",
            "ours / icepool (new dice objects), CPU time, timed in turn round by round (a "
            "batch of calls where one is under 1 ms), per size 2-16 dice a side: median and "
            f"worst of the 15 ratios ({listing})",
            "x",
            statistics.median(to_cold),
            max(to_cold),
            goal=1,
            worst_goal=1,
            reference="icepool, new dice objects",
            ratio=max(to_cold),
        ),
        Figure(
            "dice difference vs icepool",
            "the counting alone (dice_sum x2 + convolve against icepool's n@die - n@die, "
            "new dice objects), ours / icepool, CPU time, in turn round by round: median and "
            "worst of the 15 ratios, "
            f"sizes 2-16 ({' '.join(f'{n}:{count_ours[n] / count_theirs[n]:.2f}' for n in SIZES)})",
            "x",
            statistics.median(to_count),
            max(to_count),
            reference="icepool difference, new dice objects",
            ratio=max(to_count),
        ),
        Figure(
            "brawl odds vs icepool, warm",
            "ours / icepool with its dice objects reused (its sum cache answers), CPU time, in "
            "turn round by round: "
            "median and worst of the 15 ratios, sizes 2-16",
            "x",
            statistics.median(to_warm),
            max(to_warm),
            reference="icepool, reused dice objects",
            ratio=max(to_warm),
        ),
    ]


def figures() -> list[Figure]:
    dice = load_dice(resources_dir() / "dice.toml")
    ctx = Context(load_tile_library(tiles_dir()), load_catalog([builtin_sets_dir()]), dice)
    return odds_figures(dice) + mission_figures(ctx)


if __name__ == "__main__":
    main(figures)
