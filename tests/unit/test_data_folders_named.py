"""What stands at the name of a player's own folder of data files (review of issue 27
item 9, RULINGS.md R-161): a file or a pipe where `missions/` or `sets/` belongs was
passed over without a word, so the player's missions and corrected cards were not used
and nothing said why. It is named, as a folder where a file belongs is."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import Catalog, load_catalog
from demloc.missions.library import load_library
from demloc.paths import builtin_sets_dir, resources_dir, tiles_dir


def _not_a_folder(path: Path, kind: str) -> None:
    if kind == "file":
        path.write_text("[mission]\n", encoding="utf-8")
    else:
        os.mkfifo(path)


@pytest.mark.parametrize("kind", ["file", "pipe"])
def test_a_file_where_the_missions_folder_belongs_is_named(
    tmp_path: Path, catalog: Catalog, kind: str
) -> None:
    own = tmp_path / "missions"
    _not_a_folder(own, kind)
    library = load_library(
        [resources_dir() / "missions", own], load_tile_library(tiles_dir()), catalog
    )
    assert library.missions  # the app's missions still load
    [problem] = library.skipped
    assert str(problem) == f"{own}: is not a folder: your own missions go in a folder of this name"


@pytest.mark.parametrize("kind", ["file", "pipe"])
def test_a_file_where_the_sets_folder_belongs_is_named(tmp_path: Path, kind: str) -> None:
    own = tmp_path / "sets"
    _not_a_folder(own, kind)
    loaded = load_catalog([builtin_sets_dir(), own])
    assert loaded.sets  # the app's sets still load
    [problem] = loaded.skipped
    assert str(problem) == f"{own}: is not a folder: your own set files go in a folder of this name"


def test_a_missing_folder_says_nothing(tmp_path: Path, catalog: Catalog) -> None:
    """No folder at all is the usual case (a player with no files of their own)."""
    tiles = load_tile_library(tiles_dir())
    assert not load_library([tmp_path / "missions"], tiles, catalog).skipped
    assert not load_catalog([tmp_path / "sets"]).skipped
