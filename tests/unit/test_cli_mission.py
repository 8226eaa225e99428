"""`demloc mission list` and `demloc mission check` (issue 11, 6.4.1): the library in
words and in JSON, a player's own mission replacing a built-in one, and every bad file
named with its field and exit 1."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from demloc.cli import main
from demloc.cli.mission import user_missions_dir
from demloc.paths import resources_dir

BUILT_IN = resources_dir() / "missions"
RELIC = BUILT_IN / "retrieve-the-relic.toml"


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["mission", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_list_prints_every_built_in_mission_marked_provisional(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = _run(capsys, "list")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == len(list(BUILT_IN.glob("*.toml"))) >= 10
    assert all(line.endswith("(provisional)") for line in lines)
    assert any(line.startswith("first-blood ") and "training" in line for line in lines)


def test_list_json_keeps_a_hidden_turn_limit_hidden(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "list", "--json")
    answer = json.loads(out)
    assert code == 0 and answer["skipped"] == []
    by_id = {m["id"]: m for m in answer["missions"]}
    assert by_id["hold-the-well"]["turns"] == "hidden"  # 7: not always shown
    assert by_id["first-blood"]["turns"] == "6"
    assert {m["kind"] for m in by_id.values()} >= {"training", "retrieve-relic", "waves"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_list_for_a_number_of_players(capsys: pytest.CaptureFixture[str], players: int) -> None:
    code, out, _ = _run(capsys, "list", "--players", str(players), "--json")
    missions = json.loads(out)["missions"]
    assert code == 0 and missions
    assert all(players in m["players"] for m in missions)
    if players == 4:
        assert any(m["players"] == [4] for m in missions)  # the mission for 4 only


def test_a_players_own_mission_replaces_the_built_in_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    own = user_missions_dir()
    own.mkdir(parents=True)
    text = RELIC.read_text(encoding="utf-8").replace(
        'name = "Retrieve the Relic"', 'name = "Our Relic Hunt"'
    )
    assert "Our Relic Hunt" in text
    (own / "relic.toml").write_text(text, encoding="utf-8")
    (own / "broken.toml").write_text("[mission]\nid = 'x'\n", encoding="utf-8")
    code, out, err = _run(capsys, "list", "--json")
    answer = json.loads(out)
    by_id = {m["id"]: m for m in answer["missions"]}
    assert by_id["retrieve-the-relic"]["name"] == "Our Relic Hunt"
    assert by_id["retrieve-the-relic"]["file"] == str(own / "relic.toml")
    assert code == 1 and err == ""  # a skipped file fails the library; JSON says which
    assert [s["file"] for s in answer["skipped"]] == [str(own / "broken.toml")]
    assert any("name" in p for p in answer["skipped"][0]["problems"])


def test_check_a_good_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "check", str(RELIC))
    assert code == 0
    assert out == f"ok       {RELIC}: Retrieve the Relic (retrieve-the-relic)\n"


def test_check_names_the_file_the_mission_and_every_field(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = RELIC.read_text(encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace("slots = ", "slots = 0 #").replace("tile = 4", "tile = 77"))
    code, out, _ = _run(capsys, "check", str(bad), str(RELIC), "--json")
    report = json.loads(out)
    assert code == 1
    assert [r["ok"] for r in report] == [False, True]
    assert report[0]["mission"] == "retrieve-the-relic"
    assert any(p.startswith("slots:") for p in report[0]["problems"])


def test_check_a_mission_that_names_a_missing_tile_or_card(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = (RELIC).read_text(encoding="utf-8")
    assert "[[mission.followers]]" in text
    start = text.index("[[mission.followers]]")
    card = text.index("card = ", start)
    end = text.index("\n", card)
    bad = tmp_path / "card.toml"
    bad.write_text(text[:card] + 'card = "No Such Follower"' + text[end:], encoding="utf-8")
    code, out, _ = _run(capsys, "check", str(bad))
    assert code == 1
    assert "followers.0.card: 'No Such Follower' is not in the catalog" in out


def test_check_refuses_what_is_not_a_mission_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    os.mkfifo(tmp_path / "pipe.toml")
    (tmp_path / "folder.toml").mkdir()
    code, out, err = _run(
        capsys, "check", str(tmp_path / "pipe.toml"), str(tmp_path / "folder.toml"),
        str(tmp_path / "missing.toml"),
    )  # fmt: skip
    lines = out.splitlines()
    assert code == 1 and err == "" and len(lines) == 3
    assert "not a regular file" in lines[0] and "folder" in lines[1]
    assert "no such file" in lines[2]


def test_check_a_flood_of_problems_prints_twenty_and_counts_the_rest(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Review 07b: 85k bad entries printed 4.5 MB of problems.
    text = RELIC.read_text(encoding="utf-8")
    bad = "\n".join(f"[[mission.followers]]\ncard = 'no-{n}'\nfeods = 1" for n in range(30))
    flood = tmp_path / "flood.toml"
    flood.write_text(text.replace("[[mission.followers]]", bad + "\n[[mission.followers]]", 1))
    code, out, _ = _run(capsys, "check", str(flood), "--json")
    report = json.loads(out)
    assert code == 1 and len(out) < 4000
    assert report[0]["problems"][0].startswith("followers: List should have at most 12 items")
    many = tmp_path / "many.toml"
    rule = 'special_rules = ["A token is turned face up'
    assert rule in text
    rules = "special_rules = [" + ", ".join(["1"] * 40) + "]\n"
    cut = text[: text.index(rule)] + rules + text[text.index("\n", text.index(rule)) + 1 :]
    many.write_text(cut.replace('"relic"', '"relik"'), encoding="utf-8")
    code, out, _ = _run(capsys, "check", str(many))
    assert code == 1 and out.count("\n") == 1
    assert "special_rules" in out and "map.tokens.0.kind" in out


def test_check_says_which_field_a_stuck_mission_gets_wrong(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Review 13: zones of one square repeated or of one name could never start.
    text = RELIC.read_text(encoding="utf-8")
    bad = tmp_path / "stuck.toml"
    bad.write_text(text.replace('name = "south"', 'name = "north"', 1), encoding="utf-8")
    code, out, _ = _run(capsys, "check", str(bad))
    assert code == 1
    assert out == (
        f"problem  {bad}: mission 'retrieve-the-relic': deployment.2: two zones are named north\n"
    )


def test_check_names_each_field_of_the_whole_mission_s_checks(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    lamps = (BUILT_IN / "the-lamplighters-rise.toml").read_text(encoding="utf-8")
    bad = tmp_path / "moon.toml"
    bad.write_text(lamps.replace('zone = "own"', 'zone = "the moon"', 1), encoding="utf-8")
    code, out, _ = _run(capsys, "check", str(bad), "--json")
    problems = json.loads(out)[0]["problems"]
    assert code == 1 and len(problems) == 3
    assert all(p.startswith("waves.0.zone: no zone 'the moon' for ") for p in problems)


# Issue 26, item 8: a small mission, a room (tile 11, side B, its doors leading off the
# board) beside a street (tile 4, side A). A fixed door lets the room's zone out; an event
# opens a second door on turn 2.
SMALL = """\
[mission]
id = "small"
name = "Small"
kind = "eliminate"
story = "A room and a street."
slots = 2
players = [2]
objective = { text = "The last guild standing.", check = "eliminate" }
events = [{ turn = 2, text = "A door opens.", change = { kind = "open-door", at = "D2", edge = "E" } }]
deployment = { "2" = [{ name = "room", squares = ["A1", "B1"] }, { name = "street", squares = ["J1", "J2"] }] }

[mission.map]
tiles = [{ tile = 11, side = "B", at = "A1" }, { tile = 4, side = "A", at = "E1" }]
elements = [{ kind = "door", at = "D3", edge = "E" }]
"""  # fmt: skip


def _small(tmp_path: Path, name: str, old: str = "", new: str = "") -> Path:
    assert old in SMALL
    path = tmp_path / f"{name}.toml"
    path.write_text(SMALL.replace(old, new, 1), encoding="utf-8")
    return path


def test_check_finds_a_zone_shut_in_until_an_event(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # 6.4.1, 7.2.1: without its fixed door the room's doors lead off the board; the
    # squares of the room outside the zone are no way out. The street is not named.
    good = _small(tmp_path, "good")
    bad = _small(tmp_path, "shut", '[{ kind = "door", at = "D3", edge = "E" }]', "[]")
    code, out, _ = _run(capsys, "check", str(good), str(bad))
    assert code == 1
    assert out.splitlines() == [
        f"ok       {good}: Small (small)",
        f"problem  {bad}: mission 'small': deployment.2.room: no walk leads from A1, B1 to "
        "the street zone before an event opens a door: a zone needs a walkable way out from "
        "turn 1 (6.4.1, 7.2.1, RULINGS.md R-135)",
    ]


@pytest.mark.parametrize(("at", "side"), [("D2", "the room's side"), ("E2", "the street's")])
def test_check_finds_an_element_on_a_door_an_event_opens(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, at: str, side: str
) -> None:
    bad = _small(
        tmp_path, "barrel", "elements = [", f'elements = [{{ kind = "barrel", at = "{at}" }}, '
    )
    code, out, _ = _run(capsys, "check", str(bad))
    assert code == 1, side
    assert out == (
        f"problem  {bad}: mission 'small': map.elements.0.at: the barrel on {at} stands where "
        "events.0 (turn 2) opens a door on the E edge of D2\n"
    )


def test_check_passes_every_built_in_mission(capsys: pytest.CaptureFixture[str]) -> None:
    files = sorted(BUILT_IN.glob("*.toml"))
    code, out, _ = _run(capsys, "check", *map(str, files))
    assert code == 0, out
    assert [line.split()[0] for line in out.splitlines()] == ["ok"] * len(files)
