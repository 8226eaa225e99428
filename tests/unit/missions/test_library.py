"""The mission library (issue 11): ten provisional missions that use every feature of a
mission file between them, and files checked with every problem named at once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import Catalog
from demloc.missions.library import (
    MAX_FILE_BYTES,
    MissionFileError,
    board_map,
    load_library,
    parse_mission,
    read_mission,
)
from demloc.missions.spec import MissionKind
from demloc.paths import resources_dir, tiles_dir

TILES = load_tile_library(tiles_dir())
BUILT_IN = resources_dir() / "missions"


@pytest.fixture(scope="module")
def library(catalog: Catalog):  # type: ignore[no-untyped-def]
    return load_library([BUILT_IN], TILES, catalog)


def test_the_library_loads_whole(library) -> None:  # type: ignore[no-untyped-def]
    assert not library.skipped, [str(e) for e in library.skipped]
    assert len(library.missions) >= 10
    assert all(m.provisional for m in library.missions.values())


def test_between_them_the_missions_use_every_feature(library) -> None:  # type: ignore[no-untyped-def]
    missions = list(library.missions.values())
    assert {m.kind for m in missions} == set(MissionKind)
    relic = next(m for m in missions if m.kind is MissionKind.RETRIEVE_RELIC)
    relics = [t for t in relic.map.tokens if t.kind == "relic"]
    assert len(relics) == 4 and sum(t.true_relic for t in relics) == 1  # 5.7
    assert any(m.turns.hidden for m in missions)  # 7: a limit not always shown
    assert any(m.objective.check == "control" and m.objective.turns for m in missions)
    assert any(m.map.optional for m in missions)
    assert any(m.followers for m in missions)
    assert any(m.waves for m in missions)
    assert any(
        e.change is not None and e.change.kind in ("add-element", "remove-element", "open-door")
        for m in missions
        for e in m.events
    )  # an event that changes the map
    assert any(m.rewards.per_kill and m.rewards.escaped_possessed.fame < 0 for m in missions)
    assert any(m.players == [4] for m in missions)  # one for four players only
    for players in (2, 3, 4):
        assert library.for_players(players)


def test_each_mission_map_builds_with_its_zones(library) -> None:  # type: ignore[no-untyped-def]
    from demloc.board.board import Board

    for mission in library.missions.values():
        for players in mission.players:
            built = Board.build(board_map(mission, players), TILES)
            assert len(built.map.zones) >= players


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_every_problem_is_named_at_once(tmp_path: Path) -> None:
    text = (BUILT_IN / "the-flood-gate.toml").read_text()
    text = text.replace("slots = 5", "slots = 99").replace('kind = "hold-area"', 'kind = "siege"')
    text = text.replace("limit = 8", "limit = 0")
    path = write(tmp_path, "bad.toml", text)
    with pytest.raises(MissionFileError) as caught:
        read_mission(path)
    message = str(caught.value)
    assert str(path) in message and "mission 'the-flood-gate'" in message
    assert "slots" in message and "kind" in message and "turns.limit" in message
    assert len(caught.value.problems) == 3


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("tile = 10", "tile = 77"), "tile 77 is not in the tile library"),
        (('card = "rog-f-city-guard"', 'card = "rog-f-nobody"'), "'rog-f-nobody' is not in the catalog"),
        (('"J14", "C13"', '"J14", "Z99"'), "Z99"),
        (('name = "east"\nsquares = ["N7", "N8", "M7", "M8", "M9", "M10"]',
          'name = "east"\nsquares = ["N7"]'), "1 squares for 5 characters"),
        (("at = \"D8\", element", "at = \"Z40\", element"), "events.0.change.at"),
    ],
)  # fmt: skip
def test_a_file_naming_what_is_not_there_is_skipped_by_name(
    change: tuple[str, str], words: str, tmp_path: Path, catalog: Catalog
) -> None:
    source = "the-flood-gate.toml" if "rog-f" not in change[0] else "hold-the-well.toml"
    text = (BUILT_IN / source).read_text()
    assert change[0] in text
    write(tmp_path / "mine", "x.toml", text.replace(change[0], change[1]))
    loaded = load_library([tmp_path / "mine"], TILES, catalog)
    assert not loaded.missions and len(loaded.skipped) == 1
    assert words in str(loaded.skipped[0])


def test_a_players_file_replaces_the_built_in_one(tmp_path: Path, catalog: Catalog) -> None:
    text = (
        (BUILT_IN / "first-blood.toml")
        .read_text()
        .replace('name = "First Blood (training)"', 'name = "First Blood, our way"')
    )
    write(tmp_path, "first-blood.toml", text)
    loaded = load_library([BUILT_IN, tmp_path], TILES, catalog)
    assert loaded.get("first-blood").name == "First Blood, our way"
    assert loaded.sources["first-blood"] == tmp_path / "first-blood.toml"
    with pytest.raises(KeyError, match="no mission 'nope'"):
        loaded.get("nope")


def test_two_players_are_refused_by_a_four_player_mission(library) -> None:  # type: ignore[no-untyped-def]
    four = library.get("four-banners")
    assert four not in library.for_players(2) and four in library.for_players(4)


@pytest.mark.parametrize(
    "text",
    ["", "[mission]\n", "mission = 3\n", '[mission]\nid = "x"\n[other]\n', "[[mission]]\n"],
)
def test_shapes_that_are_not_a_mission(text: str, tmp_path: Path) -> None:
    with pytest.raises(MissionFileError):
        parse_mission(text, tmp_path / "m.toml")


def test_a_folder_or_bad_bytes_in_place_of_a_file(tmp_path: Path) -> None:
    (tmp_path / "d.toml").mkdir()
    with pytest.raises(MissionFileError, match="folder"):
        read_mission(tmp_path / "d.toml")
    (tmp_path / "b.toml").write_bytes(b'[mission]\nname = "\xff"\n')
    with pytest.raises(MissionFileError, match="line 2: is not valid UTF-8"):
        read_mission(tmp_path / "b.toml")


def test_a_pipe_a_device_or_a_big_file_is_refused_without_waiting(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "fifo.toml")  # reading a pipe with no writer would hang
    with pytest.raises(MissionFileError, match="not a regular file"):
        read_mission(tmp_path / "fifo.toml")
    (tmp_path / "zero.toml").symlink_to("/dev/zero")
    with pytest.raises(MissionFileError, match="not a regular file"):
        read_mission(tmp_path / "zero.toml")
    (tmp_path / "big.toml").write_bytes(b"#" * (MAX_FILE_BYTES + 1))
    with pytest.raises(MissionFileError, match="larger than 256 kB"):
        read_mission(tmp_path / "big.toml")


GOOD = (BUILT_IN / "retrieve-the-relic.toml").read_bytes()


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, len(GOOD) - 1), st.integers(0, 255), st.sampled_from(["flip", "cut"]))
def test_a_damaged_mission_file_is_refused_by_name(at: int, byte: int, how: str) -> None:
    data = GOOD[:at] if how == "cut" else GOOD[:at] + bytes([byte]) + GOOD[at + 1 :]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return  # read_mission's own check (tested above)
    try:
        parse_mission(text, Path("fuzz.toml"))
    except MissionFileError as error:
        assert "fuzz.toml" in str(error)
