"""`new_mission` checks the map as `Board.build` does (issue 16): the same MapError,
whether a board of the same tiles, elements and tokens was built before (it is then
reused, its characters and zones checked again) or not."""

from __future__ import annotations

import dataclasses

import pytest

from demloc.board import mapfile
from demloc.board.board import Board
from demloc.board.errors import MapError
from demloc.board.position import BoardMap, DeploymentZone
from demloc.board.squares import Square
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import Catalog
from demloc.missions.play import Context, new_mission
from demloc.paths import resources_dir, tiles_dir
from demloc.rules.dice import load_dice

FOLLOWERS = ["rog-f-city-guard", "rog-f-pathfinder", "rog-f-hunting-mastiff", "rog-f-cultist"]
MAP = mapfile.load(resources_dir() / "maps" / "all-fourteen-tiles.json")
PLAYERS = [{"colour": c} for c in ("red", "blue", "yellow", "green")]


def _start(board_map: BoardMap, ctx: Context) -> None:
    fighters = {c.id: {"card": FOLLOWERS[c.number - 1]} for c in board_map.characters}
    new_mission(board_map, fighters, PLAYERS, ctx, 1)


def _moved(board_map: BoardMap, index: int, to: Square) -> BoardMap:
    characters = list(board_map.characters)
    characters[index] = dataclasses.replace(characters[index], at=to)
    return dataclasses.replace(board_map, characters=tuple(characters))


def _maps() -> list[BoardMap]:
    tree = next(e.at for e in MAP.elements if e.kind.value == "tree")
    second = MAP.characters[1].at
    return [
        _moved(MAP, 3, Square(90, 90)),  # off the map
        _moved(MAP, 3, second),  # on another character
        _moved(MAP, 3, tree),  # on a tree
        dataclasses.replace(MAP, zones=(DeploymentZone("far", (Square(0, 0), Square(80, 1))),)),
        dataclasses.replace(
            _moved(MAP, 3, Square(90, 90)),
            zones=(DeploymentZone("far", (Square(80, 1),)),),
        ),  # both: the characters are checked first
    ]


@pytest.mark.parametrize("index", range(5))
@pytest.mark.parametrize("built_before", [False, True])
def test_a_bad_map_is_refused_as_board_build_refuses_it(
    catalog: Catalog, index: int, built_before: bool
) -> None:
    library = load_tile_library(tiles_dir())
    ctx = Context(library, catalog, load_dice(resources_dir() / "dice.toml"))
    if built_before:
        _start(MAP, ctx)  # the board of these tiles, elements and tokens is kept
        assert ctx.boards
    bad = _maps()[index]
    with pytest.raises(MapError) as expected:
        Board.build(bad, library)
    with pytest.raises(MapError) as refused:
        _start(bad, ctx)
    assert str(refused.value) == str(expected.value)


def test_a_good_map_starts_with_or_without_a_board_built_before(catalog: Catalog) -> None:
    ctx = Context(load_tile_library(tiles_dir()), catalog, load_dice(resources_dir() / "dice.toml"))
    _start(MAP, ctx)
    _start(_moved(MAP, 3, Square(MAP.characters[3].at.x, MAP.characters[3].at.y)), ctx)
    assert len(ctx.boards) == 1
