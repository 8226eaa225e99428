"""Issue 34: `demloc photo PHOTO --map MAP [--json] [--tiles DIR]` and `demloc markers
-o SHEET.pdf [--map MAP] [--json] [--tiles DIR]`, every option and value; the bundle
without OpenCV (R-240)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from demloc.board import mapfile
from demloc.cli import main
from demloc.paths import resources_dir, tiles_dir
from demloc.photo import markers
from support.photos import bundled_map, make_photo

MAP = resources_dir() / "maps" / "market-brawl.json"


def _run(capsys: pytest.CaptureFixture[str], *words: str) -> tuple[int, str, str]:
    code = main(list(words))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def photo(tmp_path: Path) -> tuple[Path, Path, dict[str, tuple[str, str]]]:
    """A photo, its map file, and each miniature's true square and facing by id."""
    made = make_photo(21, 2, bundled_map("market-brawl"), miniatures=5, daemons=False)
    image, board = tmp_path / "table.jpg", tmp_path / "board.json"
    image.write_bytes(made.data)
    mapfile.save(made.board_map, board)
    by_base = {(c.colour, c.number): c.id for c in made.board_map.characters}
    truth = {by_base[(t.colour, t.number)]: (t.square.name, t.facing.name) for t in made.truth}
    return image, board, truth


def test_photo_prints_each_miniature_square_facing_and_confidence(
    capsys: pytest.CaptureFixture[str], photo: tuple[Path, Path, dict[str, tuple[str, str]]]
) -> None:
    image, board, truth = photo
    code, out, _ = _run(capsys, "photo", str(image), "--map", str(board))
    assert code == 0
    assert "reference markers placed the board" in out
    for character in mapfile.load(board).characters:
        square, facing = truth[character.id]
        assert f"{character.name} ({character.colour} {character.number}): {square} facing " \
               f"{facing}, confidence" in out  # fmt: skip


def test_photo_json_and_tiles(
    capsys: pytest.CaptureFixture[str], photo: tuple[Path, Path, dict[str, tuple[str, str]]]
) -> None:
    image, board, truth = photo
    code, out, _ = _run(capsys, "photo", str(image), "--map", str(board), "--json",
                        "--tiles", str(tiles_dir()))  # fmt: skip
    assert code == 0
    answer = json.loads(out)
    assert {f["character"]: (f["square"], f["facing"]) for f in answer["found"]} == truth
    assert all(0 <= f["confidence"] <= 1 and len(f["corners"]) == 4 for f in answer["found"])
    assert answer["unread"] == [] and answer["references"] >= 8


def test_photo_names_what_it_could_not_read(
    capsys: pytest.CaptureFixture[str], photo: tuple[Path, Path, dict[str, tuple[str, str]]],
    tmp_path: Path,
) -> None:  # fmt: skip
    image, board, _ = photo
    board_map = mapfile.load(board)
    extra = board_map.characters[0]
    ghost = type(extra)("ghost", "green" if extra.colour != "green" else "red", 16, extra.at,
                        extra.facing, name="Ghost")  # fmt: skip
    more = tmp_path / "more.json"
    mapfile.save(board_map.with_characters((*board_map.characters, ghost)), more)
    code, out, _ = _run(capsys, "photo", str(image), "--map", str(more))
    assert code == 0
    assert "Not read:" in out and "Ghost (" in out and "was not seen" in out


def test_photo_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], photo: tuple[Path, Path, dict[str, tuple[str, str]]],
    tmp_path: Path,
) -> None:  # fmt: skip
    image, board, _ = photo
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    for words, says in (
        (("photo", str(text), "--map", str(board)), "not a photo"),
        (("photo", str(image), "--map", str(text)), str(text)),
        (("photo", str(image), "--map", str(board), "--tiles", str(tmp_path / "no")), "no"),
    ):
        code, out, err = _run(capsys, *words)
        assert (code, out) == (2, "")
        assert err.startswith("demloc photo: ") and says in err and err.count("\n") == 1
    with pytest.raises(SystemExit) as exited:  # --map is required
        main(["photo", str(image)])
    assert exited.value.code == 2


def test_markers_json_lists_every_marker_and_with_a_map_where_each_goes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = _run(capsys, "markers", "--json")
    assert code == 0
    listed = json.loads(out)
    assert listed["dictionary"] == "DICT_4X4_100"
    assert len(listed["markers"]) == 100
    code, out, _ = _run(capsys, "markers", "--json", "--map", str(MAP),
                        "--tiles", str(tiles_dir()))  # fmt: skip
    refs = [m for m in json.loads(out)["markers"] if m["kind"] == "reference"]
    assert code == 0 and len(refs) == 14 and all(m["where"] for m in refs)


def test_markers_writes_the_sheets_with_and_without_a_map(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    sheet = tmp_path / "sheet.pdf"
    code, out, _ = _run(capsys, "markers", "-o", str(sheet), "--map", str(MAP))
    assert code == 0 and "wrote" in out and "2 pages" in out
    assert sheet.read_bytes().startswith(b"%PDF")
    both = tmp_path / "all.pdf"
    code, out, _ = _run(capsys, "markers", "--output", str(both), "--json")
    assert code == 0 and json.loads(out)["markers"]  # the listing on stdout, stays JSON
    assert both.read_bytes().startswith(b"%PDF")


def test_markers_bad_input_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for words, says in (
        (("markers",), "give -o SHEET.pdf, --json or both"),
        (("markers", "-o", str(tmp_path / "sheet.png")), "written as a .pdf"),
        (("markers", "--json", "--map", str(tmp_path / "none.json")), "none.json"),
        (("markers", "-o", str(tmp_path / "no" / "sheet.pdf")), "sheet.pdf"),
    ):
        code, _out, err = _run(capsys, *words)
        assert code == 2 and says in err and err.count("\n") == 1, err


def test_the_bundle_without_opencv_says_so_and_still_prints_markers(
    capsys: pytest.CaptureFixture[str],
    photo: tuple[Path, Path, dict[str, tuple[str, str]]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "cv2", None)  # import cv2 raises ImportError
    monkeypatch.setitem(sys.modules, "numpy", None)
    image, board, _ = photo
    code, _out, err = _run(capsys, "photo", str(image), "--map", str(board))
    assert code == 2 and "needs OpenCV" in err and "pip" in err and err.count("\n") == 1
    sheet = tmp_path / "sheet.pdf"
    code, _, _ = _run(capsys, "markers", "-o", str(sheet))
    assert code == 0 and sheet.read_bytes().startswith(b"%PDF")
    assert markers.cells(0)[0] == (False,) * 6
