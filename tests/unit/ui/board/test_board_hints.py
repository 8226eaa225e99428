"""The hints on the Board view (issue 33, R-234): the selected miniature's attacks from
his card, who threatens him drawn on the board, a miniature the map cannot make a
character of said in one line; key I shows them for one action while they are off."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from demloc.board import mapfile
from demloc.board.squares import Square
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import Catalog
from demloc.hints.attacks import attacks, best_first
from demloc.paths import resources_dir, tiles_dir
from demloc.ui.board.panel import BoardPanel
from demloc.ui.hints.cards import hint_key
from support.shots import save_shot

LIBRARY = load_tile_library(tiles_dir())
# The sample map's mercenaries, but for r2, as followers: their cards carry their weapons;
# the pathfinder in bow's range of both enemies.
CARDS = {"r1": "rog-f-pathfinder", "b1": "rog-f-city-guard", "b2": "rog-f-hunting-mastiff"}
PLACES = {"r1": Square.parse("I5")}


@pytest.fixture(autouse=True)
def _own_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hints' switch in a file of this test's: the app's own settings (QSettings())
    keep one file per process, which the next test would read."""
    path = str(tmp_path / "hints-settings.ini")
    monkeypatch.setattr("demloc.ui.hints.setting.QSettings",
                        lambda: QSettings(path, QSettings.Format.IniFormat))  # fmt: skip


@pytest.fixture
def board(qtbot: QtBot, tmp_path: Path, catalog: Catalog) -> Iterator[BoardPanel]:
    sample = mapfile.load(resources_dir() / "maps" / "chapel-ambush.json")
    board_map = dataclasses.replace(sample, characters=tuple(
        dataclasses.replace(c, card=CARDS.get(c.id, c.card), at=PLACES.get(c.id, c.at))
        for c in sample.characters))  # fmt: skip
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    panel = BoardPanel(LIBRARY, board_map, None, settings, catalog=catalog)
    qtbot.addWidget(panel)
    panel.resize(1280, 800)
    panel.show()
    yield panel
    panel.hints.panel.worker.wait()


def test_the_selected_miniatures_hints_and_heat_map(qtbot: QtBot, board: BoardPanel) -> None:
    hints = board.hints
    board.side.setCurrentWidget(hints.panel)
    board.scene.select("r1")
    board.scene.selection_changed.emit()
    qtbot.waitUntil(lambda: hints.panel.hints is not None, timeout=20000)
    made = hints.made
    assert made is not None
    state = made[1]
    expected = best_first(attacks(state, hints.context(), "r1"))  # type: ignore[arg-type]
    assert [c.key for c in hints.panel.cards] == [hint_key(h) for h in expected]
    assert expected and all(c.rule_links for c in hints.panel.cards)
    hints.panel.tabs.setCurrentWidget(hints.panel.threat_area)
    heat = hints.panel.heat.item
    assert heat.scene() is board.scene
    shown = hints.panel.hints
    assert shown is not None and shown.heat is not None
    assert heat.isVisible() and set(heat.fills) == set(shown.heat.kill) != set()
    assert {c.enemy for c in hints.panel.threat_cards} == {"b1", "b2"}
    # the tinted squares are where he stands and where his next move can end,
    # around him (issue 33 review), never another's.
    here, reach = state.board_map.character("r1"), state.fighter("r1").profile.movement
    assert here is not None
    assert all(max(abs(s.x - here.at.x), abs(s.y - here.at.y)) <= reach for s in heat.fills)
    for size in ((1024, 700), (1920, 1080)):
        board.resize(*size)
        QApplication.processEvents()
        save_shot(board, "hints", f"board-heat-{size[0]}x{size[1]}.png")


def test_a_mercenary_without_his_weapons_is_said(qtbot: QtBot, board: BoardPanel) -> None:
    board.side.setCurrentWidget(board.hints.panel)
    board.scene.select("r2")
    board.scene.selection_changed.emit()
    status = board.hints.panel.status.text()
    assert status.startswith("Altai (red 2): ") and "5.1.4" in status
    assert not board.hints.panel.cards


def test_key_i_on_the_board_view(qtbot: QtBot, board: BoardPanel) -> None:
    panel = board.hints.panel
    board.side.setCurrentWidget(panel)
    panel.switch_box.click()  # off on the Board view
    board.scene.select("b1")
    board.scene.selection_changed.emit()
    assert not panel.cards and "off" in panel.status.text()
    board.side.setCurrentIndex(0)
    QTest.keySequence(board.view, QKeySequence("I"))
    assert board.side.currentWidget() is panel
    qtbot.waitUntil(lambda: panel.hints is not None and panel.hints.fighter == "b1", timeout=20000)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_panel_and_heat_map_cut_nothing(qtbot: QtBot, board: BoardPanel,
                                            size: tuple[int, int]) -> None:  # fmt: skip
    """Looked at (issue 33): both tabs at both sizes, no word or button cut; the PNGs
    saved when DEMLOC_SHOTS names a folder."""
    sys.path.insert(0, str(Path(__file__).parents[1] / "mission"))
    from readable import cut_widgets

    hints = board.hints
    board.resize(*size)
    board.side.setCurrentWidget(hints.panel)
    board.scene.select("r1")
    board.scene.selection_changed.emit()
    qtbot.waitUntil(lambda: hints.panel.hints is not None, timeout=20000)
    problems = []
    for tab in (0, 1):
        hints.panel.tabs.setCurrentIndex(tab)
        for _ in range(3):
            QApplication.processEvents()
        board.view.fit()
        QApplication.processEvents()
        save_shot(board, "hints", f"board-{tab}-{size[0]}x{size[1]}.png")
        problems += [f"tab {tab}: {p}" for p in cut_widgets(hints.panel)]
    assert problems == []
