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
LOGS = {
    0: (184, "d11492d1af2a817a27c2eaba2a039dbc3a3d032fdec469fae924883d6087e1ac"),
    1: (178, "d788b6ebb0f51ab4992f6b5bafd6e39236566024ba171e766af87073425a83a3"),
    2: (194, "92fc2bfb14e72f39150981a1ca1aa6f7f17b8fd0bb326ee22d71bff236497f03"),
    3: (177, "1e36579d923b982f86b9719883d3536343f57a816ed4b5a0ba743a7213e157ee"),
    4: (211, "380e32a3c92eaa5ba82c1a4ffaa926279c46e7ee7a64885782cf902925e4fbe8"),
    5: (188, "b141d3e503737cef5dada23a32ff63e3f2db4197105e75e9804da98ea86abafb"),
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
