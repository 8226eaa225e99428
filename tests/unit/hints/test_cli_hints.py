"""`demloc hints FILE CHARACTER [--json] [--by kill|expected] [--phase strategic|brawl]`
(issue 33): a mission save or a map naming its cards; bad input one clear line on
stderr and exit 2, never a traceback."""

from __future__ import annotations

import dataclasses
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hints_support import DICE, catalog

from demloc.board import mapfile
from demloc.board.position import Character
from demloc.board.squares import Facing, Square
from demloc.board.tiles import load_tile_library
from demloc.cli import main
from demloc.missions.play import Context, new_mission
from demloc.paths import resources_dir, tiles_dir

MAP = resources_dir() / "maps" / "all-fourteen-tiles.json"
# Alith shoots over the open ground north of her; Altai and Corvin are engaged.
SQUAD: dict[str, tuple[str, str, str, dict[str, Any]]] = {
    "r1": ("red", "C12", "N", {"card": "sol-alith", "weapons": ["rog-w-nightglass-longbow"]}),
    "r2": ("red", "D9", "N", {"card": "sol-altai", "weapons": ["rog-w-bearded-war-axe"]}),
    "b1": ("blue", "D8", "S", {"card": "rog1-corvin-ashby", "weapons": ["rog-w-harbour-crossbow"]}),
    "b2": ("blue", "F8", "S", {"card": "rog1-magda-thorne", "weapons": ["rog-w-bearded-war-axe"]}),
    "b3": ("blue", "C4", "S", {"card": "rog-f-city-guard"}),
    "b4": ("blue", "G5", "S", {"card": "rog-f-city-guard"}),
}  # fmt: skip


def _board_map(squad: dict[str, tuple[str, str, str, dict[str, Any]]]) -> Any:
    board_map = mapfile.loads(MAP.read_text(encoding="utf-8"))
    return dataclasses.replace(board_map, characters=tuple(
        Character(fid, side, n + 1, Square.parse(at), Facing.parse(facing), name=fid,
                  card=str(spec["card"]))
        for n, (fid, (side, at, facing, spec)) in enumerate(squad.items())
    ))  # fmt: skip


@pytest.fixture(scope="module")
def save(tmp_path_factory: pytest.TempPathFactory) -> Path:
    ctx = Context(load_tile_library(tiles_dir()), catalog(), DICE)
    specs = {fid: spec for fid, (_, _, _, spec) in SQUAD.items()}
    mission = new_mission(_board_map(SQUAD), specs, [{"colour": "red"}, {"colour": "blue"}],
                          ctx, 7)  # fmt: skip
    mission.do({"kind": "new_turn"})
    path = tmp_path_factory.mktemp("hints") / "mission.json"
    mission.save(path)
    return path


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(["hints", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_words_list_the_attacks_best_first_and_the_threats(
    save: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(capsys, str(save), "r1")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].startswith("Alith (r1), strategic phase: attacks best first by kill chance")
    assert any("shot with Nightglass Longbow at " in line for line in lines)
    assert any("stray shot" in line and "(7.2.2.2)" in line for line in lines)
    assert any(line.startswith("Who threatens Alith") for line in lines)


def test_json_by_each_measure_is_best_first(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for by, field in (("kill", "kill"), ("expected", "expected_damage")):
        code, out, _ = _run(capsys, str(save), "r1", "--json", "--by", by)
        answer = json.loads(out)
        assert code == 0 and answer["character"] == "r1" and answer["phase"] == "strategic"
        values = [a[field]["p"] for a in answer["attacks"]]
        assert len(values) >= 2 and values == sorted(values, reverse=True)
        first = answer["attacks"][0]
        assert first["kind"] == "shot" and first["stray"]["rule"] == "7.2.2.2"
        assert sum(v["p"] for v in first["damage_to_armour"].values()) == pytest.approx(1)
        assert first["event"]["kind"] == "shoot"


def test_each_phase_and_a_character_by_name(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--phase brawl: Altai's brawl with Corvin, whom he engages (7.3.2); the name
    finds him too, in any case."""
    code, out, _ = _run(capsys, str(save), "ALTAI", "--json", "--phase", "brawl")
    answer = json.loads(out)
    assert code == 0 and answer["character"] == "r2" and answer["phase"] == "brawl"
    brawl = next(a for a in answer["attacks"] if (a["kind"], a["target"]) == ("brawl", "b1"))
    assert brawl["backlash"]["rule"] == "7.3.2.2"
    assert sum(v["p"] for v in brawl["backlash"]["damage"].values()) == pytest.approx(1)
    charges = [a for a in answer["attacks"] if a["kind"] == "charge"]
    assert charges and all(a["charge_facing"] in ("N", "E", "S", "W") for a in charges)
    assert "N" in {a["charge_facing"] for a in charges}  # Facing.N is 0
    code, out, _ = _run(capsys, str(save), "r2", "--phase", "brawl")
    assert code == 0 and "damage back to the attacker, if the defender wins (7.3.2.2)" in out
    code, out, _ = _run(capsys, str(save), "r2", "--json", "--phase", "strategic")
    assert code == 0 and json.loads(out)["attacks"] == []  # fighting: no shot (7.2.2)
    code, out, _ = _run(capsys, str(save), "b3", "--phase", "strategic")  # no bow, no code
    assert code == 0 and "\n  none\n" in out


def test_a_map_of_followers_cards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    squad = {fid: (side, at, facing, {"card": "rog-f-pathfinder"})
             for fid, (side, at, facing, _) in SQUAD.items()}  # fmt: skip
    path = tmp_path / "map.json"
    path.write_text(mapfile.dumps(_board_map(squad)), encoding="utf-8")
    code, out, err = _run(capsys, str(path), "b2", "--json")  # before the first turn
    assert code == 0 and err == ""
    answer = json.loads(out)
    assert answer["phase"] == "strategic"  # the coming phase
    assert {a["kind"] for a in answer["attacks"]} == {"shot"}


def _bad(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code, out, err = _run(capsys, *args)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert err.startswith("demloc hints: ")
    return err


def test_bad_input_is_one_line_and_exit_2(
    save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert "no character 'nobody' on the board: r1 (Alith)" in _bad(capsys, str(save), "nobody")
    missing = tmp_path / "missing.json"
    assert str(missing) in _bad(capsys, str(missing), "r1")
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "demloc-mission", ', encoding="utf-8")
    assert str(damaged) in _bad(capsys, str(damaged), "r1")
    other = tmp_path / "other.json"
    other.write_text('{"format": "something"}', encoding="utf-8")
    assert "neither a mission save" in _bad(capsys, str(other), "r1")
    broken = json.loads(save.read_text(encoding="utf-8"))
    broken["fighters"]["r1"] = {"card": "no-such-card"}
    bad_save = tmp_path / "bad-save.json"
    bad_save.write_text(json.dumps(broken), encoding="utf-8")
    assert "no-such-card" in _bad(capsys, str(bad_save), "r1")
    twins = tmp_path / "twins.json"
    squad = {fid: (side, at, facing, {"card": "rog-f-city-guard"})
             for fid, (side, at, facing, _) in SQUAD.items()}  # fmt: skip
    twins.write_text(mapfile.dumps(_board_map(squad)), encoding="utf-8")
    assert "names 6 characters: give the id" in _bad(capsys, str(twins), "city guard")


def test_a_map_without_the_cards_or_weapons_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mercenaries.json"
    path.write_text(mapfile.dumps(_board_map(SQUAD)), encoding="utf-8")
    said = _bad(capsys, str(path), "r1")
    assert "weapon to join a mission (5.1.4)" in said and "a mission save holds them all" in said
    bare = dataclasses.replace(_board_map(SQUAD), characters=tuple(
        dataclasses.replace(c, card="") for c in _board_map(SQUAD).characters))  # fmt: skip
    path.write_text(mapfile.dumps(bare), encoding="utf-8")
    assert "names no card" in _bad(capsys, str(path), "r1")


@pytest.mark.parametrize("args", [["r1", "--by", "most"], ["r1", "--phase", "arcane"], []])
def test_bad_options_and_a_missing_character_are_usage_errors(
    save: Path, capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["hints", str(save), *args])
    assert stop.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


def test_listed_in_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "hints" in capsys.readouterr().out


def test_the_heat_map_in_json_and_in_words(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """R-231: every square he could stand on after his next move that an enemy can
    attack there, with its worst kill chance and expected damage (the Board view's tints,
    R-234); the words name the worst few."""
    from demloc.hints.threats import threat_map
    from demloc.missions.play import load_mission

    code, out, _ = _run(capsys, str(save), "b1", "--json")
    heat = json.loads(out)["heat_map"]
    ctx = Context(load_tile_library(tiles_dir()), catalog(), DICE)
    state = load_mission(json.loads(save.read_text(encoding="utf-8")), ctx).state
    engine = threat_map(state, ctx, "b1")
    assert code == 0 and len(heat) == len(engine.kill) > 1
    for square in heat:
        at = Square.parse(square["square"])
        assert Fraction(square["kill"]["exact"]) == engine.kill[at]
        assert Fraction(square["expected_damage"]["exact"]) == engine.expected[at]
    code, out, _ = _run(capsys, str(save), "b1")
    lines = out.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("Heat map (R-231): "))
    worst = max(heat, key=lambda h: (h["kill"]["p"], h["expected_damage"]["p"]))
    assert lines[head + 1].startswith(f"  {worst['square']}: kill ")


@pytest.mark.parametrize(
    ("chance", "words"),
    [("0", "0%"), ("1/1000", "<1%"), ("99/10000", "<1%"), ("1/100", "1%"), ("1/3", "33%"),
     ("9991/10000", ">99%"), ("1", "100%")],
)  # fmt: skip
def test_a_small_chance_is_never_said_to_be_none(chance: str, words: str) -> None:
    """What can happen is never "0%" nor what can fail "100%": the CLI's words and the
    panel's cards (ui/hints/chart.percent) say "<1%", ">99%"."""
    from demloc.cli.hints import _p, _pc
    from demloc.ui.hints.chart import percent

    assert _pc(_p(Fraction(chance))) == percent(Fraction(chance)) == words
