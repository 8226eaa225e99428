"""Names from data are plain text everywhere (issue 10, item 7): an account named
`<img src=x width=30000 height=30000>` made one refresh take 27 s and 7 GB."""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QGraphicsItem, QLabel, QWidget
from pytest import MonkeyPatch
from pytestqt.qtbot import QtBot

from demloc.board import mapfile
from demloc.board.position import DeploymentZone
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import Catalog
from demloc.paths import resources_dir, tiles_dir
from demloc.ui.board.panel import BoardPanel
from demloc.ui.context import AppContext
from demloc.ui.main_window import MainWindow
from demloc.ui.placeholder_view import PlaceholderView
from demloc.ui.plaintext import tooltip

HOSTILE = "<img src=x width=30000 height=30000>"


def _read_as_html(text: str, plain: bool) -> bool:
    """Would Qt lay this text out as HTML holding the hostile image?"""
    return not plain and "<img" in text and bool(GuiQt.mightBeRichText(text))


def _no_hostile_html(root: QWidget, items: list[QGraphicsItem]) -> None:
    for label in root.findChildren(QLabel):
        plain = label.textFormat() is Qt.TextFormat.PlainText
        shown = QLabel.text(label)  # what Qt lays out (a RuleMessage's text() is its plain words)
        assert not _read_as_html(shown, plain), label.objectName() or shown
    for widget in [root, *root.findChildren(QWidget)]:
        assert "<img" not in widget.toolTip(), widget.toolTip()
    for item in items:
        assert "<img" not in item.toolTip(), item.toolTip()


def test_a_hostile_guild_and_database_name_are_plain(
    qtbot: QtBot, catalog: Catalog, settings: QSettings, tmp_path: Path
) -> None:
    context = AppContext(catalog, None, f"sqlite:///{HOSTILE}", HOSTILE, str(tmp_path))
    started = time.monotonic()
    window = MainWindow(context, settings)
    qtbot.addWidget(window)
    window.show()
    _no_hostile_html(window, [])
    assert time.monotonic() - started < 10


def test_a_hostile_map_shows_its_names_literally(qtbot: QtBot, settings: QSettings) -> None:
    board_map = mapfile.load(resources_dir() / "maps" / "market-brawl.json")
    first = dataclasses.replace(board_map.characters[0], name=HOSTILE)
    board_map = dataclasses.replace(
        board_map,
        name=HOSTILE,
        characters=(first, *board_map.characters[1:]),
        zones=(DeploymentZone(HOSTILE, board_map.zones[0].squares), *board_map.zones[1:]),
    )
    panel = BoardPanel(load_tile_library(tiles_dir()), board_map, None, settings)
    qtbot.addWidget(panel)
    panel.show()
    panel.scene.select(first.id)
    panel.document.move_character(first.id, first.at, first.facing.turned(1))
    items = panel.scene.items()
    assert any(tooltip(HOSTILE) in item.toolTip() or "&lt;img" in item.toolTip() for item in items)
    _no_hostile_html(panel, items)


def test_a_placeholder_escapes_what_it_is_given(qtbot: QtBot) -> None:
    view = PlaceholderView(HOSTILE, HOSTILE, HOSTILE)
    qtbot.addWidget(view)
    _no_hostile_html(view, [])
    assert "&lt;img" in view.findChildren(QLabel)[1].text()


def test_a_missing_tile_folder_is_named_in_the_board_view(
    qtbot: QtBot, catalog: Catalog, settings: QSettings, tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    # The tile folder was read as an empty library; now it is an error, named here.
    monkeypatch.setattr("demloc.paths.tiles_dir", lambda: tmp_path / "tiles")
    context = AppContext(catalog, None, "sqlite:///x.sqlite3", "", str(tmp_path))
    window = MainWindow(context, settings, "board")
    qtbot.addWidget(window)
    (label,) = [w for w in window.findChildren(QLabel) if w.objectName() == "boardUnavailable"]
    assert "the folder is missing" in label.text()
