"""The data files a mission is prepared and played with, as the app loads them: the
tiles, the mission library (the app's and the player's), the city, the dice, who holds
the city's control spots, the guild rules. One loader for the Mission view and the
command line (issue 29)."""

from __future__ import annotations

import dataclasses

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.missions.setup import SetupContext
from demloc.store import Sessions


@dataclasses.dataclass(frozen=True)
class Loaded:
    """What a table needs to run a mission, and the mission files skipped (named)."""

    ctx: SetupContext
    rules: GuildRules
    warnings: tuple[str, ...] = ()


def load_catalog() -> Catalog:
    """The card sets as the command line reads them: the app's and the player's."""
    from demloc.catalog.catalog import load_catalog as load
    from demloc.paths import builtin_sets_dir, user_sets_dir

    return load([builtin_sets_dir(), user_sets_dir()])


def load_context(sessions: Sessions, catalog: Catalog) -> Loaded:
    """The data files loaded; a damaged one raises its BadInputError (ValueError), which
    names the file and the field."""
    from demloc.board.tiles import load_tile_library
    from demloc.city.model import load_city
    from demloc.guild.rules import guild_rules
    from demloc.missions.library import load_library
    from demloc.paths import resources_dir, tiles_dir, user_data_dir
    from demloc.rules.dice import load_dice
    from demloc.store import missions as store

    tiles = load_tile_library(tiles_dir())
    library = load_library(
        [resources_dir() / "missions", user_data_dir() / "missions"], tiles, catalog
    )
    with sessions() as session:
        holders = store.holders(session)
    ctx = SetupContext(
        missions=library.missions, catalog=catalog, tiles=tiles, city=load_city(),
        dice=load_dice(resources_dir() / "dice.toml"), holders=holders,
    )  # fmt: skip
    warnings = tuple(f"Mission file skipped: {problem}" for problem in library.skipped)
    return Loaded(ctx, guild_rules(), warnings)
