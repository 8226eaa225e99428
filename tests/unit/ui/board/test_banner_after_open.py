"""A file's failure on the Board view's banner goes once a good map opens (issue 26)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from demloc.board.tiles import load_tile_library
from demloc.paths import resources_dir, tiles_dir
from demloc.ui.board.panel import BoardPanel

MAPS = resources_dir() / "maps"


def test_not_opened_goes_when_a_good_map_opens(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    panel = BoardPanel(load_tile_library(tiles_dir()), None, None, settings, maps_dir=MAPS,
                       autosave_path=tmp_path / "auto.json")  # fmt: skip
    qtbot.addWidget(panel)
    broken = tmp_path / "broken.json"
    broken.write_text("{}", encoding="utf-8")
    assert not panel.files.open_path(broken)
    assert "Not opened" in panel.banner.text() and not panel.banner.isHidden()
    assert panel.files.open_path(MAPS / "chapel-ambush.json")
    assert panel.banner.isHidden() and panel.banner_close.isHidden()
    # A failure after a good open is shown again, as before.
    assert not panel.files.open_path(broken)
    assert not panel.banner.isHidden()


def test_the_png_export_suggests_the_maps_name_in_the_documents(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 26: not the working folder with no name."""
    from PySide6.QtWidgets import QFileDialog

    from demloc.ui import files

    monkeypatch.setattr(files, "_last_folder", [])
    monkeypatch.setattr(files.QStandardPaths, "writableLocation", lambda _where: str(tmp_path))
    started: list[str] = []

    def cancel(_parent: object, _title: str, folder: str, _filter: str) -> tuple[str, str]:
        started.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(cancel))
    panel = BoardPanel(load_tile_library(tiles_dir()), None, None, settings, maps_dir=MAPS,
                       autosave_path=tmp_path / "auto.json")  # fmt: skip
    qtbot.addWidget(panel)
    assert panel.files.open_path(MAPS / "chapel-ambush.json")
    panel.export("png")
    assert started == [str(tmp_path / "chapel-ambush.png")]
