"""`demloc odds`, `demloc resolve`, `demloc mission replay`: JSON answers and named errors."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from demloc.board import mapfile
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import Catalog
from demloc.cli import main
from demloc.missions.play import Context, new_mission
from demloc.missions.play.simulate import play_random_mission
from demloc.paths import resources_dir, tiles_dir
from demloc.rules.dice import load_dice

GUARD = "rog-f-city-guard"
BOW = "rog-w-yew-short-bow"
PATHFINDER = "rog-f-pathfinder"


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(list(args)) == 0, capsys.readouterr().err
    answer = json.loads(capsys.readouterr().out)
    assert isinstance(answer, dict)
    return answer


def test_odds_of_a_test(capsys: pytest.CaptureFixture[str]) -> None:
    answer = _json(capsys, "odds", "test", "--ability", "3", "--fate", "1")
    assert answer["passes"] == {"exact": "2/3", "p": 0.666667}


def test_odds_of_a_brawl_sum_to_one(capsys: pytest.CaptureFixture[str]) -> None:
    answer = _json(
        capsys, "odds", "brawl", "--attacker", GUARD, "--defender", PATHFINDER, "--behind"
    )
    differences = answer["difference"]
    assert isinstance(differences, dict)
    total = sum(eval(v["exact"]) for v in differences.values())
    assert abs(total - 1) < 1e-12
    assert {"label": "attack from behind", "value": 2, "rule": "7.3.2.1"} in answer["attack"][
        "modifiers"
    ]  # type: ignore[index]


def test_odds_of_a_shot_and_channeling(capsys: pytest.CaptureFixture[str]) -> None:
    shot = _json(
        capsys, "odds", "shoot", "--shooter", PATHFINDER, "--target", GUARD, "--cover", "1"
    )
    assert "given_the_test_passes" in shot and shot["modifiers"]
    channel = _json(capsys, "odds", "channel", "--dice", "2")
    assert len(channel["outcomes"]) == 6  # type: ignore[arg-type]


def test_resolve_with_the_faces_rolled(capsys: pytest.CaptureFixture[str]) -> None:
    answer = _json(
        capsys, "resolve", "brawl", "--attacker", GUARD, "--defender",
        PATHFINDER + '={"hearts": 1}', "--faces", "fighting=3,3,0",
    )  # fmt: skip
    assert answer["attack"]["fighting"] == [3, 3]  # type: ignore[index]
    # One die fewer for the broken heart (7.3.2.1).
    assert answer["defence"]["fighting"] == [0]  # type: ignore[index]
    assert answer["defence"]["dice_changes"][0]["label"] == "broken hearts"  # type: ignore[index]
    test = _json(capsys, "resolve", "test", "--ability", "2", "--faces", "d6=3")
    assert test["passed"] is False


def test_bad_input_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resolve", "test", "--ability", "2", "--faces", "d6=9"]) == 1
    assert "9 is not a face of the d6 die" in capsys.readouterr().err
    assert main(["resolve", "test", "--ability", "2", "--faces", "d7=1"]) == 1
    assert "'d7' is not a die" in capsys.readouterr().err
    assert main(["odds", "brawl", "--attacker", "no-such-card", "--defender", GUARD]) == 1
    assert "no card with id 'no-such-card'" in capsys.readouterr().err
    assert main(["odds", "shoot", "--shooter", '{"hit": 2}', "--target", GUARD]) == 1
    assert "shooter: the field 'armour' is missing" in capsys.readouterr().err


def test_odds_on_a_map_use_its_lines(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    board_map = mapfile.load(resources_dir() / "maps" / "market-brawl.json")
    cards = tuple(dataclasses.replace(c, card=GUARD) for c in board_map.characters)
    path = tmp_path / "map.json"
    mapfile.save(dataclasses.replace(board_map, characters=cards), path)
    shooter, target = cards[0].id, next(c.id for c in cards if c.colour != cards[0].colour)
    answer = _json(
        capsys, "odds", "shoot", "--map", str(path), "--shooter", shooter, "--target", target
    )
    assert answer["line"]["shooter"] == shooter  # type: ignore[index]


def test_mission_replay(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, catalog: Catalog
) -> None:
    board_map = mapfile.load(resources_dir() / "maps" / "market-brawl.json")
    ctx = Context(load_tile_library(tiles_dir()), catalog, load_dice(resources_dir() / "dice.toml"))
    fighters = {c.id: {"card": GUARD} for c in board_map.characters}
    players = [{"colour": "red"}, {"colour": "blue"}]
    mission = play_random_mission(new_mission(board_map, fighters, players, ctx, 5), 2, 5)
    save = tmp_path / "mission.json"
    mission.save(save)
    assert main(["mission", "replay", str(save)]) == 0
    assert capsys.readouterr().out == mission.state.canonical()
    assert main(["mission", "replay", str(save), "--steps"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert json.loads(lines[0])["step"] == 1 and json.loads(lines[0])["event"]["kind"] == "new_turn"
    save.write_text("{ broken")
    assert main(["mission", "replay", str(save)]) == 1
    assert "mission.json: line 1, column 3: not valid JSON" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["odds", "channel", "--dice", "18"], "--dice 18: arcane dice a character rolls"),
        (["odds", "channel", "--dice", "0"], "is 1 to 4"),
        (["odds", "test", "--ability", "1000000"], "--ability 1000000: an ability"),
        (["odds", "test", "--ability", "3", "--fate", "-2"], "--fate -2"),
        (
            ["odds", "shoot", "--shooter", GUARD, "--target",
             '{"armour": 3, "hit": 2, "ranged": "3000"}'],
            "target: ranged: 3000 is out of range",
        ),
        (
            ["odds", "brawl", "--attacker", GUARD + '={"vigour": 99}', "--defender", GUARD],
            "the box holds 12 and 2 (4)",
        ),
    ],
)  # fmt: skip
def test_every_number_has_the_games_bound(
    argv: list[str], fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # odds channel --dice 18 ran past 100 s; a ranged "3000" made odds shoot take 24 s.
    assert main(argv) == 1
    assert fragment in capsys.readouterr().err


def test_mission_replay_warns_of_a_mercenary_on_two_sides(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, catalog: Catalog
) -> None:
    # Issue 26 item 9, 5.1.1, RULINGS.md: the board check's own warning,
    # naming the card and both sides; the save still replays (exit 0).
    board_map = mapfile.load(resources_dir() / "maps" / "market-brawl.json")
    ctx = Context(load_tile_library(tiles_dir()), catalog, load_dice(resources_dir() / "dice.toml"))
    red = next(c for c in board_map.characters if c.colour == "red")
    blue = next(c for c in board_map.characters if c.colour == "blue")
    fighters = {c.id: {"card": GUARD} for c in board_map.characters}
    fighters[red.id] = fighters[blue.id] = {"card": "sol-wechi", "weapons": [BOW]}
    players = [{"colour": "red"}, {"colour": "blue"}]
    mission = new_mission(board_map, fighters, players, ctx, 5)
    save = tmp_path / "twice.json"
    mission.save(save)
    assert main(["mission", "replay", str(save)]) == 0
    out, err = capsys.readouterr()
    assert out == mission.state.canonical()
    assert err == (
        f"warning  {save}: mercenary Wechi is in the mission twice: {red.id} (red "
        f"{red.number}), {blue.id} (blue {blue.number}); a mercenary plays once in a mission "
        "(the rule of uniqueness, 5.1.1)\n"
    )
    # The same words as the board check's, from the same code.
    placed = dataclasses.replace(board_map, characters=tuple(
        dataclasses.replace(c, card="sol-wechi", name="Wechi", movement=6)
        if c.id in (red.id, blue.id) else c for c in board_map.characters
    ))  # fmt: skip
    from demloc.board.checks import rule_warnings

    assert [w.replace("on the board", "in the mission") for w in rule_warnings(placed, catalog)
            if "Wechi" in w] == [err.split(": ", 1)[1].strip()]  # fmt: skip
