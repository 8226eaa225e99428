"""Issue 27, item 3: every file the app writes goes through one helper,
textio.write_atomic (a new file, fsynced, renamed over the old one). Pictures and PDFs
are drawn in memory (ui/output.py): a write failing half way leaves the old file as it
was, where Qt's own writers (and the checks that opened the file "wb" first) left it
emptied or cut."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from demloc.board import mapfile
from demloc.board.errors import BoardError
from demloc.board.tiles import load_tile_library
from demloc.paths import resources_dir, tiles_dir
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.export import export_pdf, export_png, prepare_scene
from demloc.ui.roster import roster_pdf, roster_png
from support.failing_write import fail_writes_half_way

APP = Path(__file__).parents[3] / "app" / "demloc"
OLD = b"the export made last week"


def _scene() -> object:
    library = load_tile_library(tiles_dir())
    document = BoardDocument(library, mapfile.load(resources_dir() / "maps" / "market-brawl.json"))
    return prepare_scene(document, [], None, False)


@pytest.mark.parametrize("kind", ["png", "pdf"])
def test_a_board_export_failing_half_way_leaves_the_old_export(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    scene = _scene()
    target = tmp_path / f"map.{kind}"
    target.write_bytes(OLD)
    fail_writes_half_way(monkeypatch)
    with pytest.raises(BoardError, match=re.escape(f"cannot write {target}: No space left")):
        if kind == "png":
            export_png(scene, target, 40)  # type: ignore[arg-type]
        else:
            export_pdf(scene, target)  # type: ignore[arg-type]
    monkeypatch.undo()
    assert target.read_bytes() == OLD
    assert [p.name for p in tmp_path.iterdir()] == [target.name]  # no new file left
    (export_png if kind == "png" else export_pdf)(scene, target)  # type: ignore[operator]
    assert target.read_bytes()[:4] in (b"\x89PNG", b"%PDF")


@pytest.mark.parametrize("kind", ["png", "pdf"])
def test_a_roster_failing_half_way_leaves_the_old_roster(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    target = tmp_path / f"roster.{kind}"
    target.write_bytes(OLD)
    fail_writes_half_way(monkeypatch)
    with pytest.raises(OSError, match=re.escape(f"cannot write {target}: No space left")):
        (roster_png if kind == "png" else roster_pdf)(target, "The Red Lantern", [])
    monkeypatch.undo()
    assert target.read_bytes() == OLD


# What writes a file without the helper: Python's writers, and Qt's on a path.
DIRECT = re.compile(
    r"\.write_text\(|\.write_bytes\(|\bopen\([^)]*[\"'][wax]b?\+?[\"']|\.save\(str\("
    r"|QPdfWriter\(str\(|QFile\("
)


def test_no_module_writes_a_file_but_through_the_one_helper() -> None:
    found = []
    for module in sorted(APP.rglob("*.py")):
        for number, line in enumerate(module.read_text(encoding="utf-8").splitlines(), 1):
            if DIRECT.search(line):
                found.append(f"{module.relative_to(APP)}:{number}: {line.strip()}")
    # The helper itself, and the check before a printer writes the file it was given.
    allowed = ("textio.py", "ui/mission/cards.py")
    assert [f for f in found if not f.startswith(allowed)] == []
