"""The mission library (issue 11): ten provisional missions that use every feature of a
mission file between them, and files checked with every problem named at once."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import get_args

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import Catalog
from demloc.missions.library import (
    MAX_FILE_BYTES,
    MissionFileError,
    board_map,
    check_mission,
    event_squares,
    load_library,
    parse_mission,
    read_mission,
)
from demloc.missions.spec import (
    DEFAULT_FATE,
    EventChange,
    Mission,
    MissionKind,
    Objective,
    OptionalElements,
    TokenSpec,
)
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


def _models_in(annotation: object) -> Iterator[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        yield annotation
    for arg in get_args(annotation):
        yield from _models_in(arg)


def schema_fields(model: type[BaseModel], prefix: str = "") -> set[str]:
    """Every field of the schema, by path ("objective.scoring.per_token")."""
    paths = set()
    for name, info in model.model_fields.items():
        if info.exclude:  # a field kept only to refuse it (true_relic, R-63)
            continue
        paths.add(prefix + name)
        for sub in _models_in(info.annotation):
            paths |= schema_fields(sub, f"{prefix}{name}.")
    return paths


def written(value: object, prefix: str = "") -> set[str]:
    """The fields a mission file wrote (not left to their default), by path."""
    paths = set()
    if isinstance(value, BaseModel):
        for name in value.model_fields_set:
            paths.add(prefix + name)
            paths |= written(getattr(value, name), f"{prefix}{name}.")
    elif isinstance(value, list | tuple):
        for item in value:
            paths |= written(item, prefix)
    elif isinstance(value, dict):
        for item in value.values():
            paths |= written(item, prefix)
    return paths


def literal_values(model: type[BaseModel], field: str) -> set[object]:
    return {a for a in get_args(model.model_fields[field].annotation) if isinstance(a, str)}


def used_values(missions: list[Mission]) -> dict[str, set[object]]:
    objectives = [m.objective for m in missions] + [
        e.change.objective
        for m in missions
        for e in m.events
        if e.change is not None and e.change.objective is not None
    ]
    return {
        "kind": {m.kind for m in missions},
        "objective.check": {o.check for o in objectives},
        "events.change.kind": {e.change.kind for m in missions for e in m.events if e.change},
        "map.optional.kind": {o.kind for m in missions for o in m.map.optional},
        "map.tokens.kind": {t.kind for m in missions for t in m.map.tokens},
        "waves.zone": {
            w.zone if w.zone in ("own", "any") else "a zone's name"
            for m in missions
            for w in m.waves
        },
        "players": {tuple(m.players) for m in missions},
    }


def unused_fields(missions: list[Mission]) -> set[str]:
    """Fields no mission writes; an event's new objective counts as an objective."""
    new = "events.change.objective."
    used = {p.replace(new, "objective.") for m in missions for p in written(m)}
    return {p for p in schema_fields(Mission) if p.replace(new, "objective.") not in used}


def test_between_them_the_missions_use_every_feature(library) -> None:  # type: ignore[no-untyped-def]
    # Issue 11: the provisional missions use every feature of the schema between them.
    # A field no mission writes, or a choice no mission makes, fails here.
    missions = list(library.missions.values())
    unused = unused_fields(missions)
    assert not unused, f"no mission writes {sorted(unused)}"
    used = used_values(missions)
    assert used["kind"] == set(MissionKind)
    assert used["objective.check"] == literal_values(Objective, "check")
    assert used["events.change.kind"] == literal_values(EventChange, "kind")
    assert used["map.optional.kind"] == literal_values(OptionalElements, "kind")
    assert used["map.tokens.kind"] == literal_values(TokenSpec, "kind")
    assert used["waves.zone"] == {"own", "any", "a zone's name"}
    assert (4,) in used["players"]  # one for four players only
    assert any(e.kind == "door" for m in missions for e in m.map.elements)  # fixed, on its edge
    assert any(m.fate_points != DEFAULT_FATE for m in missions)
    assert any(m.turns.hidden for m in missions)  # 7: a limit not always shown
    assert any(
        e.change is not None and e.change.kind in ("add-element", "remove-element", "open-door")
        for m in missions
        for e in m.events
    )  # an event that changes the map
    assert any(m.rewards.per_kill and m.rewards.escaped_possessed.fame < 0 for m in missions)
    for players in (2, 3, 4):
        assert library.for_players(players)


def test_the_coverage_test_sees_a_feature_no_mission_uses(library) -> None:  # type: ignore[no-untyped-def]
    missions = [m for m in library.missions.values() if m.id != "the-chapel-of-bells"]
    unused = unused_fields(missions)
    assert "events.change.edge" in unused and "fate_points" in unused
    assert "a zone's name" not in used_values(missions)["waves.zone"]


def test_the_relic_file_lists_four_face_down_tokens(library) -> None:  # type: ignore[no-untyped-def]
    # 5.7, R-63: the file lists the 4 squares; which is the relic is drawn at start.
    relic = library.get("retrieve-the-relic")
    assert [t.kind for t in relic.map.tokens] == ["relic"] * 4
    assert not any(t.true_relic for t in board_map(relic, 2).tokens)


def test_the_tracker_reads_the_dignitary_and_the_scoring_tables(library) -> None:  # type: ignore[no-untyped-def]
    escort = library.get("the-magistrates-escort").objective
    assert escort.dignitary is not None
    assert (escort.dignitary.card, escort.dignitary.escort) == ("rog-f-dignitary", "first-deployer")
    deeds = library.get("a-night-of-deeds").objective.scoring
    assert deeds is not None and deeds.per_kill == {"mercenary": 2, "follower": 1, "daemon": 3}
    assert deeds.per_token == 2 and deeds.per_destroyed == 1 and deeds.per_character == 0
    lamps = library.get("the-lamplighters-rise").objective.scoring
    assert lamps is not None and lamps.per_character == 1 and not lamps.per_kill


def test_each_mission_map_builds_with_its_zones(library) -> None:  # type: ignore[no-untyped-def]
    from demloc.board.board import Board, Terrain
    from demloc.board.squares import Square

    for mission in library.missions.values():
        tokens = {t.at for t in mission.map.tokens}
        for players in mission.players:
            built = Board.build(board_map(mission, players), TILES)
            assert len(built.map.zones) >= players and not built.warnings
            for zone in built.map.zones:
                legal = {
                    s for s in zone.squares
                    if built.terrain[built.index(s)] is Terrain.FREE and s.name not in tokens
                }  # fmt: skip
                assert len(legal) >= mission.slots, (mission.id, players, zone.name)
            for token in mission.map.tokens:
                assert built.terrain[built.index(Square.parse(token.at))] is Terrain.FREE


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
          'name = "east"\nsquares = ["N7"]'), "1 squares a miniature can stand on for 5 characters"),
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


RELIC = "retrieve-the-relic.toml"
NORTH = '"C1", "D1", "E1", "F1", "G1", "H1", "I1", "J1", "K1", "L1"'
SOUTH = '"C14", "D14", "E14", "F14", "G14", "H14", "I14", "J14", "K14", "L14"'


@pytest.mark.parametrize(
    ("source", "old", "new", "words"),
    [
        # A zone of one square repeated passed the count of squares (review 13).
        (RELIC, NORTH, '"C1", "C1", "C1", "C1", "C1", "C1"',
         "deployment.2.0.squares: listed twice: C1"),
        (RELIC, SOUTH, NORTH, "deployment.2: zones overlap on C1 (north and south)"),
        (RELIC, 'name = "south"', 'name = "north"', "deployment.2: two zones are named north"),
        ("the-lamplighters-rise.toml", 'zone = "own"', 'zone = "the moon"',
         "waves.0.zone: no zone 'the moon' for 2 players (the zones: north, south"),
        ("the-flood-gate.toml", 'element = "barrel"', 'element = "dragon"',
         "events.0.change.element: 'dragon' is not a scene element (tree,"),
        ("burn-the-stores.toml", 'element = "barrel"', 'element = "barels"',
         "objective.element: 'barels' is not a scene element"),
        ("burn-the-stores.toml", 'element = "barrel"', 'element = "tree"',
         "objective.element: a tree cannot be destroyed"),
        ("the-flood-gate.toml", "turns = 2\n", "turns = 20\n",
         "objective.turns: 20 controlled turns cannot be held in the 8 turns"),
        (RELIC, 'at = "E6"', 'at = "C1"',
         "map.tokens.0.at: the relic token on C1 lies in the north deployment zone for 2"),
        (RELIC, 'at = "E6"', 'at = "E5"',
         "map.tokens.0.at: no character can stand on E5 to pick the relic token up"),
        (RELIC, 'at = "E6"', 'at = "L6"', "map: tokens: two tokens on L6"),
        (RELIC, 'at = "E6"\n', 'at = "E6"\ntrue_relic = true\n',
         "map.tokens.0.true_relic: the app draws the true relic at 'start game'"),
        (RELIC, '[[mission.map.tokens]]\nkind = "relic"\nat = "E6"\n', "",
         "map.tokens: 4 relic tokens (5.7), not 3"),
        (RELIC, "per_player = 2", "per_player = 6",
         "map.optional.0.per_player: 4 players take 24 barrels, 24 with the map's and the "
         "events'; the box has 12"),
        ("the-chapel-of-bells.toml", 'edge = "S" }', 'edge = "N" }',
         "events.0.change.edge: a door opens in a wall; the N edge of H10 is open"),
        ("the-chapel-of-bells.toml", 'at = "H3"\nedge = "E"', 'at = "H3"',
         "map.elements.0: edge: a door needs an edge"),
        ("the-flood-gate.toml", 'change = { kind = "remove-element", at = "D8" }',
         'change = { kind = "remove-element", at = "D9" }',
         "events.1.change.at: there is no element on D9 to remove"),
        ("the-flood-gate.toml", 'element = "barrel"', 'element = "door"',
         "events.0.change: element: a door is added by an open-door change"),
        ("the-magistrates-escort.toml", 'card = "rog-f-dignitary"', 'card = "sol-jadis"',
         "objective.dignitary.card: Jadis is not a follower (5.1.2)"),
        ("the-magistrates-escort.toml", 'dignitary = { card = "rog-f-dignitary", escort = '
         '"first-deployer" }', "", "objective.dignitary: an escort objective needs its dignitary"),
        ("a-night-of-deeds.toml", "[mission.turns]\nlimit = 6\n", "",
         "objective.check: points are counted when the turns run out"),
        ("a-night-of-deeds.toml", "[mission.objective.scoring]", "[mission.objective.x]",
         "objective.x: this field is not part of the format (a typo?)"),
        ("the-lamplighters-rise.toml", "[mission.objective.scoring]\nper_character = 1\n", "",
         "objective.scoring: a points objective needs its scoring table"),
        ("the-lamplighters-rise.toml", "per_character = 1", "per_character = 0",
         "objective.scoring: a scoring table needs at least one deed worth points"),
        ("first-blood.toml", 'check = "eliminate"', 'check = "eliminate"\nscoring = { per_token = 1 }',
         "objective: scoring: only a points objective has one, not eliminate"),
        ("first-blood.toml", "slots = 3", "slots = 3\nfate_points = 11",
         "fate_points: Input should be less than or equal to 10"),
        ("first-blood.toml", "[mission.rewards]",
         "[mission.rewards]\n" + "".join('[[mission.events]]\nturn = 1\ntext = "e"\n'
                                         for _ in range(4)),
         "events: 4 events on turn 1; at most 3 a turn"),
        # Issue 27, item 9: read as 10 turns, and a hold-area mission with nothing to hold.
        ("hold-the-well.toml", "limit = 10", 'limit = "10"',
         "turns.limit: expected a whole number, got text"),
        ("hold-the-well.toml", "limit = 10", "limit = 10.0",
         "turns.limit: expected a whole number, got a decimal number"),
        ("hold-the-well.toml", "hidden = true", "hidden = 1",
         "turns.hidden: expected true or false, got a whole number"),
        ("hold-the-well.toml", 'check = "control"\narea = ["H7", "I7", "H8", "I8"]\nturns = 3\n',
         'check = "eliminate"\n',
         "objective.check: a hold-area mission is won by its 'control' objective, not "
         "'eliminate' (R-162)"),
    ],
)  # fmt: skip
def test_a_mission_that_can_never_start_is_named_by_its_field(
    source: str, old: str, new: str, words: str, tmp_path: Path, catalog: Catalog
) -> None:
    # Review of issue 11 (02, 13): each was "ok" and could never start or play.
    text = (BUILT_IN / source).read_text()
    assert old in text
    path = write(tmp_path, source, text.replace(old, new, 1))
    loaded = load_library([tmp_path], TILES, catalog)
    assert not loaded.missions and len(loaded.skipped) == 1
    message = str(loaded.skipped[0])
    assert str(path) in message and f"mission '{source.removesuffix('.toml')}'" in message
    assert words in message


def test_long_lists_are_refused_whole_and_problems_cut_at_twenty(tmp_path: Path) -> None:
    # Review 07b: 85k bad special rules printed 4.5 MB; 6000 events on turn 1 passed.
    text = (BUILT_IN / "first-blood.toml").read_text()
    rules = 'special_rules = ["Suggested for new players: three characters each, no daemons."]'
    assert rules in text
    bomb = text.replace(rules, "special_rules = [" + ",".join(["1"] * 5000) + "]")
    with pytest.raises(MissionFileError) as caught:
        parse_mission(bomb, tmp_path / "bomb.toml")
    assert caught.value.problems == [
        "special_rules: List should have at most 12 items after validation, not 5000"
    ]
    events = "".join(f'[[mission.events]]\nturn = {n % 6 + 1}\ntext = "e"\n' for n in range(21))
    with pytest.raises(MissionFileError, match="events: List should have at most 20 items"):
        parse_mission(text + events, tmp_path / "many.toml")
    many = MissionFileError(tmp_path / "m.toml", "m", [f"field{n}: bad" for n in range(85)])
    assert len(many.problems) == 21 and many.problems[-1] == "and 65 more"
    assert len(str(many)) < 400


def test_the_squares_events_change_are_said_for_the_file_and_for_the_table(library) -> None:  # type: ignore[no-untyped-def]
    # RULINGS.md R-135: the mission check names the file's field; the set-up, read at the
    # table, names the turn and the wall in words.
    chapel = event_squares(library.missions["the-chapel-of-bells"])
    assert set(chapel) == {"H10", "H11"}  # both sides of the door
    assert chapel["H11"].field == "events.0 (turn 3) opens a door on the S edge of H10"
    assert chapel["H11"].said == "opens a door in the south wall of H10"
    flood = event_squares(library.missions["the-flood-gate"])
    assert (flood["D8"].turn, flood["D8"].said) == (3, "adds a barrel")  # the first change


# Review of issue 27 item 9: TOML values in place of any value of a
# mission file, as a player's hand might write them (a number as text, a whole number
# as a decimal, a square off the map, another kind of mission, a date).
WRONG_VALUES = ['"10"', "10.0", "1", "0", "-1", "true", '""', '"ZZ999"', '["ZZ999"]', "[]",
                "{}", '"hold-area"', '"eliminate"', '"control"', '"rog-daemon-nobody"',
                "2026-03-01", "nan", "999999999999999999"]  # fmt: skip
VALUE_LINE = re.compile(r"^(\s*[A-Za-z_]+\s*=\s*)(.+)$", re.MULTILINE)
MISSION_TEXTS = [p.read_text(encoding="utf-8") for p in sorted(BUILT_IN.glob("*.toml"))]


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_a_mission_file_with_a_value_of_another_kind_is_refused_by_name_or_read(
    catalog: Catalog, data: st.DataObject
) -> None:
    text = data.draw(st.sampled_from(MISSION_TEXTS))
    lines = list(VALUE_LINE.finditer(text))
    line = data.draw(st.sampled_from(lines))
    value = data.draw(st.sampled_from(WRONG_VALUES))
    damaged = text[: line.start(2)] + value + text[line.end(2) :]
    try:
        mission = parse_mission(damaged, Path("fuzz.toml"))
    except MissionFileError as error:
        assert str(error).startswith("fuzz.toml")
        return
    for problem in check_mission(mission, TILES, catalog):
        assert problem and ": " in problem  # each names its field


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ('name = "north"', "name = 7", "deployment.2.0.name: expected text, got a whole number"),
        ('squares = ["C1", "D1", "E1", "F1", "G1", "H1", "I1", "J1", "K1", "L1"]',
         'squares = "C1"', "deployment.2.0.squares: expected a list, got text"),
        ("per_kill = { mercenary = 2, follower = 1, daemon = 3 }", 'per_kill = "2"',
         "objective.scoring.per_kill: expected a table, got text"),
    ],
)  # fmt: skip
def test_a_value_of_another_kind_is_named_in_the_files_words(
    old: str, new: str, words: str
) -> None:
    """Review of issue 27 item 9: read strictly through JSON, a TOML file's faults were
    told in JSON's words and pydantic's ("Input should be a valid array", "Input should
    be an object, got text"); they are said as the file's own: a list, a table, text."""
    text = (BUILT_IN / "a-night-of-deeds.toml").read_text(encoding="utf-8")
    assert old in text
    with pytest.raises(MissionFileError) as caught:
        parse_mission(text.replace(old, new, 1), Path("m.toml"))
    message = str(caught.value)
    assert words in message, message
    assert "Input should" not in message and "array" not in message and "an object" not in message
