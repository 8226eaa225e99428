"""Golden images of the board renderer: three maps and every overlay (issue 5)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from pytestqt.qtbot import QtBot

import support.golden
from demloc.board import mapfile
from demloc.board.tiles import load_tile_library
from demloc.paths import resources_dir, tiles_dir
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.export import export_png, prepare_scene
from support.golden import assert_image_matches

MAPS = resources_dir() / "maps"
LIBRARY = load_tile_library(tiles_dir())
DPI = 40  # small pictures keep the repository light; every item is still drawn
pytestmark = pytest.mark.golden


def _render(
    tmp_path: Path, map_name: str, overlays: list[str], character: str | None, guide: bool = False
) -> Path:
    document = BoardDocument(LIBRARY, mapfile.load(MAPS / map_name))
    scene = prepare_scene(document, overlays, character, guide)
    out = tmp_path / "actual.png"
    export_png(scene, out, DPI)
    return out


@pytest.mark.parametrize(
    "map_name", ["market-brawl.json", "all-fourteen-tiles.json", "chapel-ambush.json"]
)
def test_maps(qtbot: QtBot, tmp_path: Path, map_name: str) -> None:
    assert_image_matches(f"map-{Path(map_name).stem}", _render(tmp_path, map_name, [], None))


@pytest.mark.parametrize(
    ("overlay", "character"),
    [
        ("zones", "r1"),
        ("reach", "r1"),
        ("lines", "b3"),
        ("engagements", None),
        ("threats", "r2"),
        ("outlines", None),
        ("ooc", "b3"),
    ],
)
def test_overlays(qtbot: QtBot, tmp_path: Path, overlay: str, character: str | None) -> None:
    picture = _render(tmp_path, "market-brawl.json", [overlay], character)
    assert_image_matches(f"overlay-{overlay}", picture)


def test_build_guide_numbers(qtbot: QtBot, tmp_path: Path) -> None:
    assert_image_matches("guide", _render(tmp_path, "chapel-ambush.json", [], None, guide=True))


def test_a_missing_baseline_fails_unless_asked_to_be_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A picture is never approved by being the first (issue 28): DEMLOC_UPDATE_GOLDEN=1
    makes the baseline, to be looked at and committed."""
    monkeypatch.setattr(support.golden, "GOLDEN", tmp_path / "golden")
    monkeypatch.delenv("DEMLOC_UPDATE_GOLDEN", raising=False)
    picture = tmp_path / "new.png"
    Image.new("RGB", (8, 8), "red").save(picture)
    with pytest.raises(AssertionError, match=r"no golden image .*DEMLOC_UPDATE_GOLDEN=1"):
        assert_image_matches("new", picture)
    assert not (tmp_path / "golden").exists()
    monkeypatch.setenv("DEMLOC_UPDATE_GOLDEN", "1")
    assert_image_matches("new", picture)
    monkeypatch.delenv("DEMLOC_UPDATE_GOLDEN")
    assert_image_matches("new", picture)  # the baseline made, the picture matches it
