"""Speed work must not change behaviour (issue 16): six seeded random 8-turn missions for
4 players and 16 characters on the all-tiles map give the same event logs as before the
work began (their SHA-256, recorded on commit e070f0c), and each replays to the state it
was played to. A change meant to alter the rules updates the hashes, and says why."""

from __future__ import annotations

import hashlib
import json

import pytest

from demloc.board import mapfile
from demloc.missions.play import Context, load_mission, new_mission
from demloc.missions.play.simulate import play_random_mission
from demloc.paths import resources_dir

FOLLOWERS = ["rog-f-city-guard", "rog-f-pathfinder", "rog-f-hunting-mastiff", "rog-f-cultist"]
# Issue 26 item 10 (RULINGS.md R-137): bleeding's hits go straight to life. Every log
# changes at the first turn start where someone bleeds, and with bleeding dealt armour
# first again (nothing else changed) the six give the digests of commit e070f0c.
LOGS = {
    0: (180, "92c5d547f342e94a64c3685051c70d88bd24ff5db47cdee59281cb87040171ad"),
    1: (177, "6ac9031562f86b45341de4690078ab6349ac1963b968e8791d9222e9c2199dfb"),
    2: (197, "c028ca54f380984830f7e4307567ef891204e48e0d474dbb42b2ac1567881022"),
    3: (175, "28da72dbf607ef872a87dbd45662e9ee70514a366511709915443839cf18c9a5"),
    4: (199, "b46646ce5d46663e9574f8b519e15b491b1162aa8a0771ffbe6900869f70be05"),
    5: (189, "ad27002d96e0a9fc83f0d0de42f03f9a5389f55128cb00f5d080924990bc2deb"),
}


@pytest.fixture(scope="module")
def ctx() -> Context:
    from demloc.board.tiles import load_tile_library
    from demloc.catalog.catalog import load_catalog
    from demloc.paths import builtin_sets_dir, tiles_dir
    from demloc.rules.dice import load_dice

    return Context(
        load_tile_library(tiles_dir()),
        load_catalog([builtin_sets_dir()]),
        load_dice(resources_dir() / "dice.toml"),
    )


@pytest.mark.parametrize("seed", sorted(LOGS))
def test_a_seeded_random_mission_plays_and_replays_as_before(ctx: Context, seed: int) -> None:
    board_map = mapfile.load(resources_dir() / "maps" / "all-fourteen-tiles.json")
    fighters = {c.id: {"card": FOLLOWERS[c.number - 1]} for c in board_map.characters}
    players = [{"colour": c, "fate_points": 2} for c in ("red", "blue", "yellow", "green")]
    played = play_random_mission(new_mission(board_map, fighters, players, ctx, seed), 8, seed)
    save = played.save_json()
    digest = hashlib.sha256(json.dumps(save, sort_keys=True).encode()).hexdigest()
    assert (len(played.events), digest) == LOGS[seed]
    assert load_mission(save, ctx).state == played.state
