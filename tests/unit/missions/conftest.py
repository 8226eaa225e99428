"""Fixtures for the mission set-up: the built-in library and the city in a context."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from missions_table import Table

from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import Catalog
from demloc.city.model import load_city
from demloc.missions.library import load_library
from demloc.missions.setup import SetupContext
from demloc.paths import resources_dir, tiles_dir
from demloc.rules.dice import load_dice


@pytest.fixture(scope="session")
def ctx(catalog: Catalog) -> SetupContext:
    tiles = load_tile_library(tiles_dir())
    library = load_library([resources_dir() / "missions"], tiles, catalog)
    assert not library.skipped
    return SetupContext(
        missions=library.missions,
        catalog=catalog,
        tiles=tiles,
        city=load_city(),
        dice=load_dice(resources_dir() / "dice.toml"),
    )


@pytest.fixture
def table(ctx: SetupContext) -> Callable[..., Table]:
    return lambda seed=7: Table(ctx, seed)
