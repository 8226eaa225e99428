"""Every format a player can hand the app, fuzzed (issue 10, item 10): truncation, byte
flips, wrong types, huge numbers, deep nesting, NUL and right-to-left characters,
duplicate keys, invalid UTF-8, folders and links where files belong. Each damaged file
is refused with its format's named error (or read, when the damage left it valid):
never a traceback, never a hang. The board autosave is fuzzed in
ui/board/test_table_ready.py, guild files in store/."""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from demloc.board import mapfile
from demloc.board.errors import BoardError, MapFormatError
from demloc.board.tiles import load_tile_library, read_tile_file
from demloc.catalog.catalog import Catalog
from demloc.catalog.errors import CatalogError
from demloc.catalog.loader import load_set_file
from demloc.guild.rules import GuildRulesError, load_guild_rules
from demloc.missions.play import Context, MissionSaveError, new_mission, read_mission
from demloc.missions.play.simulate import play_random_mission
from demloc.paths import builtin_sets_dir, resources_dir, tiles_dir
from demloc.rules.dice import load_dice
from demloc.rules.errors import DiceError
from support.hostile_paths import not_files

# CI runs the same 120 examples a format (well under 60 s in all); DEMLOC_FUZZ_EXAMPLES=5000
# runs a longer, random search.
EXAMPLES = int(os.environ.get("DEMLOC_FUZZ_EXAMPLES", "120"))
SLOWEST = 10.0  # s an example may take: a hang fails, a loaded machine (~4x slower) not
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize="DEMLOC_FUZZ_EXAMPLES" not in os.environ,
)
MAP = resources_dir() / "maps" / "market-brawl.json"
TILE = tiles_dir() / "t05.tile"
SET = builtin_sets_dir() / "rog-guild-1.toml"

# Snippets of hostile text put anywhere in a file.
HOSTILE = [
    b"\x00", "\u202e".encode(), b"\xff\xfe", b"\xc3", b"9" * 5000, b"[" * 5000, b"{" * 3000,
    b"NaN", b"Infinity", b"-Infinity", b"1e999", b"nan", b"inf", b'"a": 1, "a": 2, ',
    b"a = 1\na = 2\n", b'"\\u0000"', b'"\\ud800"', b"\n[[mercenary]]\n", b"\r", b"\t",
    b"-1", b"99999999999999999999", b"null", b"true", b"[]", b"{}",
]  # fmt: skip
# Values put in place of any value of a parsed JSON file.
WRONG: list[object] = [
    None, True, 0, -1, -(10**17), 10**17, 1.5, 1e308, "", " ", "x" * 3000, "\u202e",
    "\x00", "A1:ZZ999", [], [1], {}, {"a": None}, [[[[[[[[]]]]]]]],
    "ZZ999", "10", "rog-daemon-nobody",  # issue 27, item 9
]  # fmt: skip


@st.composite
def damaged_bytes(draw: st.DrawFn, good: bytes) -> bytes:
    kind = draw(st.sampled_from(["truncate", "flip", "insert", "delete"]))
    at = draw(st.integers(0, len(good) - 1))
    if kind == "truncate":
        return good[:at]
    if kind == "flip":
        return good[:at] + bytes([draw(st.integers(0, 255))]) + good[at + 1 :]
    if kind == "delete":
        return good[:at] + good[at + draw(st.integers(1, 40)) :]
    return good[:at] + draw(st.sampled_from(HOSTILE)) + good[at:]


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, child in value.items():
            found += _paths(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += _paths(child, (*path, index))
    return found


@st.composite
def wrong_json(draw: st.DrawFn, good: Any) -> bytes:
    """The file with one value anywhere replaced by a wrong type or a hostile value."""
    data = json.loads(json.dumps(good))
    path = draw(st.sampled_from(_paths(data)[1:]))
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = draw(st.sampled_from(WRONG))
    return json.dumps(data).encode()


def _refused_or_read(read: Callable[[], object], named: tuple[type[Exception], ...]) -> None:
    started = time.monotonic()
    try:
        read()
    except named as error:
        assert str(error)  # one message, never empty
    elapsed = time.monotonic() - started
    assert elapsed < SLOWEST, f"an example took {elapsed:.1f} s"


# ---- maps --------------------------------------------------------------------------


@pytest.mark.fuzz
@FUZZ
@given(st.data())
def test_fuzz_map_files(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    good = MAP.read_bytes()
    damaged = data.draw(st.one_of(damaged_bytes(good), wrong_json(json.loads(good))))
    path = tmp_path_factory.mktemp("map") / "m.json"
    path.write_bytes(damaged)
    library = load_tile_library(tiles_dir())

    def read() -> None:
        from demloc.board.board import Board

        Board.build(mapfile.load(path), library)

    _refused_or_read(read, (BoardError,))


# ---- tiles -------------------------------------------------------------------------


@pytest.mark.fuzz
@FUZZ
@given(damaged_bytes(TILE.read_bytes()))
def test_fuzz_tile_files(tmp_path_factory: pytest.TempPathFactory, damaged: bytes) -> None:
    path = tmp_path_factory.mktemp("tile") / "t05.tile"
    path.write_bytes(damaged)
    _refused_or_read(lambda: read_tile_file(path), (BoardError,))


# ---- card sets ---------------------------------------------------------------------


@pytest.mark.fuzz
@FUZZ
@given(damaged_bytes(SET.read_bytes()))
def test_fuzz_set_files(tmp_path_factory: pytest.TempPathFactory, damaged: bytes) -> None:
    path = tmp_path_factory.mktemp("set") / "s.toml"
    path.write_bytes(damaged)
    _refused_or_read(lambda: load_set_file(path), (CatalogError,))


# ---- mission saves -----------------------------------------------------------------


@pytest.fixture(scope="module")
def saved(catalog: Catalog) -> tuple[Context, dict[str, Any]]:
    board_map = mapfile.load(MAP)
    ctx = Context(load_tile_library(tiles_dir()), catalog, load_dice(resources_dir() / "dice.toml"))
    fighters = {c.id: {"card": "rog-f-city-guard"} for c in board_map.characters}
    players = [{"colour": "red"}, {"colour": "blue"}]
    mission = play_random_mission(new_mission(board_map, fighters, players, ctx, 5), 1, 5)
    return ctx, mission.save_json()


@pytest.mark.fuzz
@FUZZ
@given(st.data())
def test_fuzz_mission_saves(
    tmp_path_factory: pytest.TempPathFactory,
    saved: tuple[Context, dict[str, Any]],
    data: st.DataObject,
) -> None:
    ctx, save = saved
    good = json.dumps(save).encode()
    damaged = data.draw(st.one_of(damaged_bytes(good), wrong_json(save)))
    path = tmp_path_factory.mktemp("save") / "save.json"
    path.write_bytes(damaged)
    _refused_or_read(lambda: read_mission(path, ctx), (MissionSaveError,))


# ---- what is not a file ------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "read", "named"),
    [
        ("m.json", mapfile.load, MapFormatError),
        ("t01.tile", read_tile_file, BoardError),
        ("s.toml", load_set_file, CatalogError),
        ("guild.toml", load_guild_rules, GuildRulesError),  # issue 27: one reading for all
        ("dice.toml", load_dice, DiceError),
    ],
)
def test_folders_links_and_pipes_where_files_belong(
    tmp_path: Path, name: str, read: Callable[[Path], object], named: type[Exception]
) -> None:
    for path in not_files(tmp_path, name):
        _refused_or_read(lambda p=path: read(p), (named,))  # type: ignore[misc]
        with pytest.raises(named):
            read(path)


def test_a_mission_save_that_is_not_a_file(
    tmp_path: Path, saved: tuple[Context, dict[str, Any]]
) -> None:
    for path in not_files(tmp_path, "save.json"):
        with pytest.raises(MissionSaveError):
            read_mission(path, saved[0])


def _players_data_files() -> list[tuple[str, Callable[[], object], type[Exception]]]:
    from demloc.city.errors import CityRulesFileError
    from demloc.city.model import CityFileError, load_city
    from demloc.city.rules import load_rules
    from demloc.missions.resolution.injuries import TableFileError, load_table
    from demloc.missions.resolution.titles import TitlesFileError, load_titles

    return [
        ("city_rules.toml", load_rules, CityRulesFileError),
        ("injuries.toml", load_table, TableFileError),
        ("titles.toml", load_titles, TitlesFileError),
        ("city.toml", load_city, CityFileError),
    ]


@pytest.mark.parametrize("index", range(4))
def test_what_is_not_a_file_in_the_data_folder_is_refused_never_passed_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, index: int
) -> None:
    """Issue 27, item 9 (R-161): a folder, pipe, device or dangling link at the name of a
    player's own data file was skipped for the app's file without a word; it is refused
    naming the file, and reading it never waits on the pipe."""
    from demloc import datafile

    name, load, named = _players_data_files()[index]
    for path in not_files(tmp_path, name)[:-1]:  # the last, an empty file, is a file
        monkeypatch.setattr(datafile, "user_data_dir", lambda p=path: p.parent)
        started = time.monotonic()
        with pytest.raises(named, match=re.escape(str(path))):
            load()
        assert time.monotonic() - started < SLOWEST


# ---- the rules reference (issue 15) --------------------------------------------------


@pytest.mark.fuzz
@FUZZ
@given(st.data())
def test_fuzz_rules_chapter_files(tmp_path_factory: pytest.TempPathFactory,
                                  data: st.DataObject) -> None:  # fmt: skip
    """A damaged chapter is read or refused naming its file; every section read can be
    searched and shown."""
    from demloc.reference.search import Index
    from demloc.reference.text import ReferenceFileError, load_reference

    chapter = data.draw(st.sampled_from(sorted((resources_dir() / "rules").glob("ch*.md"))))
    folder = tmp_path_factory.mktemp("rules")
    (folder / chapter.name).write_bytes(data.draw(damaged_bytes(chapter.read_bytes())))

    def read() -> None:
        try:
            reference = load_reference(folder)
        except ReferenceFileError as error:
            assert chapter.name in str(error)
            raise
        index = Index(reference)
        for word in ("diagonal", "the", "\u202e", "\x00", '"', "*", "NEAR(", "a OR b"):
            index.search(word)

    _refused_or_read(read, (ReferenceFileError,))


@pytest.mark.fuzz
@FUZZ
@given(st.data())
def test_fuzz_rulings_file(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    """A damaged RULINGS.md gives the rulings it still holds, never an error."""
    from demloc.reference.rulings import load_rulings, rulings_path

    path = tmp_path_factory.mktemp("rulings") / "RULINGS.md"
    path.write_bytes(data.draw(damaged_bytes(rulings_path().read_bytes())))
    started = time.monotonic()
    rulings = load_rulings(path)
    assert all(number.startswith("R-") for number in rulings)
    assert time.monotonic() - started < SLOWEST
