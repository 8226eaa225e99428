"""A small mission in play for the store's tests and the processes they kill: two
players, four archers on a 6 by 4 map (the event log's tests use it too). No
pytest here: a child process imports it and starts fast."""

from __future__ import annotations

from collections.abc import Mapping

from demloc.board.sketch import sketch_map
from demloc.catalog.catalog import Catalog
from demloc.missions.play import Context, Mission, new_mission
from demloc.missions.resolution.model import GuildResult, Line, Resolution
from demloc.paths import resources_dir
from demloc.rules.dice import load_dice
from demloc.store.schema import Guild
from demloc.store.schema_play import MissionPlay

DICE = load_dice(resources_dir() / "dice.toml")
BOW = {"name": "Bow", "type": "bow", "damage": 1, "range": 8, "shooting_damage": 2}
DRAWING = """
+ + + + + + +
 . . . . . .
+ + + + + + +
 . A . . E .
+ + + + + + +
 . . . . . .
+ + + + + + +
 . B . . F .
+ + + + + + +
"""
PEOPLE = {
    "A": {"colour": "red", "facing": "E", "movement": 4},
    "B": {"colour": "red", "facing": "E", "movement": 4},
    "E": {"colour": "blue", "facing": "W", "movement": 4},
    "F": {"colour": "blue", "facing": "W", "movement": 4},
}


def make_context(catalog: Catalog) -> Context:
    """The rules' context of the test map (its tiles are the sketch's own)."""
    _board_map, library = sketch_map(DRAWING, PEOPLE)
    return Context(library, catalog, DICE)


def make_mission(ctx: Context, seed: int = 7, turn_limit: int = 0) -> Mission:
    """A two-player mission on a small map, as tests/unit/missions/play does."""
    board_map, _library = sketch_map(DRAWING, PEOPLE)
    spec = {"armour": 3, "hit": 2, "movement": 4, "hand_to_hand": "2", "ranged": "2",
            "primary": BOW}  # fmt: skip
    fighters = {k: dict(spec) for k in PEOPLE}
    players = [{"colour": "red", "fate_points": 2}, {"colour": "blue", "fate_points": 2}]
    return new_mission(board_map, fighters, players, ctx, seed, turn_limit)


RESULT_LINES = 4  # the ledger lines `results_for` gives each guild


def results_for(play: MissionPlay, guilds: Mapping[str, Guild], mission: str) -> Resolution:
    """Red won `mission` (titled "Mission 1a2b3c4d", the play's): every guild the
    result's fame, a kill, the reward and a follower hired in the set-up charged with
    the results (R-130), RESULT_LINES ledger lines each (a line of 0 among them)."""
    return Resolution(
        play=play.uuid, mission=mission, title=f"{mission.title()} {play.uuid[:8]}", story="",
        mode="standard", winner="red", reason="turn limit",
        guilds=tuple(
            GuildResult(colour=colour, guild=guild.uuid, name=guild.name, source="local",
                        fame=(Line(2 if colour == "red" else 0, "the result"), Line(1, "a kill")),
                        feods=(Line(10, "the reward"),
                               Line(-5, "City Guard hired for the mission (5.1.2, R-130)")))
            for colour, guild in guilds.items()
        ),
    )  # fmt: skip
