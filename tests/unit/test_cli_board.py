"""`demloc board ...` on the sample maps: JSON answers, pictures and named errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from demloc.cli import main
from demloc.paths import resources_dir

MAP = resources_dir() / "maps" / "all-fourteen-tiles.json"


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> object:
    assert main(["board", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_check(capsys: pytest.CaptureFixture[str]) -> None:
    answer = _json(capsys, "check", str(MAP))
    assert isinstance(answer, dict)
    assert answer["size"] == [24, 20] and answer["squares"] == 444 and len(answer["tiles"]) == 14
    assert answer["elements"] == {"barrel": 12, "bush": 4, "column": 6, "door": 8, "tree": 6}
    assert len(answer["characters"]) == 16 and answer["warnings"] == []


def test_reach_zone_los_lines_ooc(capsys: pytest.CaptureFixture[str]) -> None:
    reach = _json(capsys, "reach", str(MAP), "b1", "--points", "4")
    assert isinstance(reach, dict) and reach["points"] == 4
    start = reach["squares"][reach["from"]]
    assert start["cost"] == 0 and start["path"] == [f"{reach['from']}:{reach['facing']}"]
    assert all(0 <= s["cost"] <= 4 for s in reach["squares"].values())
    zone = _json(capsys, "zone", str(MAP), "b3")
    assert isinstance(zone, dict) and zone["first_impact"]  # a City Guard's halberd (7.1.1)
    los = _json(capsys, "los", str(MAP), "b1", "r2", "--range", "6")
    assert isinstance(los, dict) and los["range"] == 6 and los["explanation"]
    lines = _json(capsys, "lines", str(MAP), "b1")
    assert isinstance(lines, dict) and len(lines["lines"]) == 12  # every enemy
    ooc = _json(capsys, "ooc", str(MAP), "b1", "r2")
    assert isinstance(ooc, dict) and ooc["results"]["5"] is None


def test_tiles(capsys: pytest.CaptureFixture[str]) -> None:
    listing = _json(capsys, "tiles")
    assert isinstance(listing, list) and len(listing) == 14
    drawn = _json(capsys, "tiles", "7", "--side", "B", "--rotation", "90")
    assert isinstance(drawn, dict) and drawn["size"] == [4, 8] and len(drawn["drawing"]) == 17


def test_ascii_pictures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["board", "zone", str(MAP), "r1", "--ascii"]) == 0
    picture = capsys.readouterr().out
    assert "z" in picture and "r1: Wechi (red 1)" in picture
    los = _json(capsys, "los", str(MAP), "b1", "r2")
    assert isinstance(los, dict)
    assert main(["board", "los", str(MAP), "b1", "r2", "--ascii"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == los["explanation"]


def test_bad_files_exit_one_with_the_named_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text(
        '{"format": "demloc-map", "version": 1, "tiles": [{"tile": 99, "side": "A", "at": "A1"}]}'
    )
    assert main(["board", "check", str(broken)]) == 1
    assert "tile 99 is not in the tile library" in capsys.readouterr().err
    assert main(["board", "reach", str(MAP), "nobody"]) == 1
    assert "no character 'nobody'" in capsys.readouterr().err
    assert main(["board", "check", str(tmp_path / "missing.json")]) == 1
    assert "missing.json: no such file" in capsys.readouterr().err


def test_check_warns_of_a_mercenary_twice_and_exits_0_unless_strict(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # 5.1.1, the rule of uniqueness: a warning on stderr (stdout stays JSON); a warning
    # is not an error, so the exit is 0, and 1 only with --strict.
    import dataclasses

    from demloc.board import mapfile

    board_map = mapfile.load(resources_dir() / "maps" / "chapel-ambush.json")
    characters = tuple(
        dataclasses.replace(c, card="sol-wechi", name="Wechi", movement=6, fly=0)
        if c.id == "b2"
        else c
        for c in board_map.characters
    )
    path = tmp_path / "twice.json"
    mapfile.save(dataclasses.replace(board_map, characters=characters), path)
    assert main(["board", "check", str(path)]) == 0
    out, err = capsys.readouterr()
    expected = "mercenary Wechi is on the board twice: r1 (red 1), b2 (blue 2)"
    (line,) = err.splitlines()
    assert line.startswith(f"warning: {expected}") and line.endswith("5.1.1)")
    assert json.loads(out)["warnings"] == [line.removeprefix("warning: ")]
    assert main(["board", "check", str(path), "--strict"]) == 1
    assert expected in capsys.readouterr().err
    assert main(["board", "check", str(path), "--ascii"]) == 0
    assert expected in capsys.readouterr().err


@pytest.mark.parametrize("name", ["market-brawl", "all-fourteen-tiles", "chapel-ambush"])
def test_check_of_each_sample_is_clean_even_when_strict(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    path = resources_dir() / "maps" / f"{name}.json"
    assert main(["board", "check", str(path), "--strict"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and json.loads(out)["warnings"] == []


def test_semantic_errors_and_huge_numbers_name_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    overlapping = tmp_path / "overlap.json"
    tile = {"tile": 1, "side": "A", "at": "A1"}
    overlapping.write_text(
        json.dumps({"format": "demloc-map", "version": 1, "tiles": [tile, tile]}),
        encoding="utf-8",
    )
    assert main(["board", "check", str(overlapping)]) == 1
    assert f"{overlapping}: " in capsys.readouterr().err
    # Movement 1,000,000,000 once passed check and made reach run out of memory.
    huge = tmp_path / "huge.json"
    data = json.loads(MAP.read_text(encoding="utf-8"))
    data["characters"][0]["movement"] = 1_000_000_000
    huge.write_text(json.dumps(data), encoding="utf-8")
    assert main(["board", "check", str(huge)]) == 1
    assert "a movement factor (5.1.1) is 0 to 20" in capsys.readouterr().err
    who = data["characters"][0]["id"]
    assert main(["board", "reach", str(MAP), who, "--points", "1000000000"]) == 1
    assert "--points 1000000000: a movement factor (5.1.1) is 0 to 20" in capsys.readouterr().err


def test_check_takes_several_maps_and_reports_each(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # `demloc board check resources/maps/*.json`: one answer a file, in order.
    samples = sorted((resources_dir() / "maps").glob("*.json"))
    assert len(samples) > 1
    assert main(["board", "check", "--strict", *map(str, samples)]) == 0
    out, err = capsys.readouterr()
    answers = json.loads(out)
    assert [a["file"] for a in answers] == [str(p) for p in samples] and err == ""
    assert all(a["ok"] and a["warnings"] == [] for a in answers)
    # A bad file is named and the others still checked; the exit is 1.
    wrong = tmp_path / "wrong.json"
    data = json.loads(samples[0].read_text(encoding="utf-8"))
    data["characters"][0]["movement"] += 1
    wrong.write_text(json.dumps(data), encoding="utf-8")
    missing = tmp_path / "missing.json"
    assert main(["board", "check", str(missing), str(wrong), str(samples[1])]) == 1
    out, err = capsys.readouterr()
    first, second, third = json.loads(out)
    assert first == {"file": str(missing), "ok": False, "error": f"{missing}: no such file"}
    assert second["file"] == str(wrong) and len(second["warnings"]) == 1
    assert third["file"] == str(samples[1]) and third["warnings"] == []
    assert f"demloc board: {missing}: no such file" in err
    (warning,) = [line for line in err.splitlines() if line.startswith("warning:")]
    assert warning.startswith(f"warning: {wrong}: r1 (red 1) ") and "on its card" in warning
    # A warning is not an error (exit 0) unless --strict.
    assert main(["board", "check", str(wrong), str(samples[1])]) == 0
    assert main(["board", "check", "--strict", str(wrong), str(samples[1])]) == 1
    capsys.readouterr()
    assert main(["board", "check", "--ascii", str(wrong), str(samples[1])]) == 0
    out, _ = capsys.readouterr()
    assert f"{wrong}:\n" in out and f"{samples[1]}:\n" in out
