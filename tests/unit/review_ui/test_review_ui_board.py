"""Review "review-ui" of issues 33 and 34 on the Board view, used as at the table: the
bundled map, a miniature selected, the Hints tab in front, at 1024x700 and 1920x1080."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyle
from pytestqt.qtbot import QtBot

from demloc.board import mapfile
from demloc.board.squares import Square
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import Catalog
from demloc.hints.attacks import Measure
from demloc.paths import resources_dir, tiles_dir
from demloc.ui.board.panel import BoardPanel

LIBRARY = load_tile_library(tiles_dir())


@pytest.fixture(autouse=True)
def _own_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = str(tmp_path / "hints-settings.ini")
    monkeypatch.setattr("demloc.ui.hints.setting.QSettings",
                        lambda: QSettings(path, QSettings.Format.IniFormat))  # fmt: skip


@pytest.fixture
def board(qtbot: QtBot, tmp_path: Path, catalog: Catalog) -> Iterator[BoardPanel]:
    sample = mapfile.load(resources_dir() / "maps" / "chapel-ambush.json")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    panel = BoardPanel(LIBRARY, sample, None, settings, catalog=catalog)
    qtbot.addWidget(panel)
    panel.show()
    yield panel
    panel.hints.panel.worker.wait()


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_chosen_measures_bold_words_fit_their_button(
    qtbot: QtBot, board: BoardPanel, size: tuple[int, int]
) -> None:
    """Seen on the shots: the checked measure reads 'ill chanc' (its bold type is wider
    than the button, sized for the plain type). ui/hints/panel.py panel_style/_build."""
    board.resize(*size)
    board.side.setCurrentWidget(board.hints.panel)
    for _ in range(3):
        QApplication.processEvents()
    button = board.hints.panel.measure_buttons[Measure.KILL]
    assert button.isChecked() and button.isVisible()
    bold = QFont(button.font())
    bold.setBold(True)
    style = button.style()
    frame = 2 * (
        style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button)
        + style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, button)
    )
    need = QFontMetrics(bold).horizontalAdvance(button.text()) + frame
    assert button.width() >= need, f"{button.width()} px for {need} px of bold words"


@pytest.fixture
def armed(qtbot: QtBot, tmp_path: Path, catalog: Catalog) -> Iterator[BoardPanel]:
    """The chapel with followers' cards (their weapons on them), the pathfinder on I5 in
    bow's range of both enemies (as tests/unit/ui/board/test_board_hints.py)."""
    sample = mapfile.load(resources_dir() / "maps" / "chapel-ambush.json")
    cards = {"r1": "rog-f-pathfinder", "b1": "rog-f-city-guard", "b2": "rog-f-hunting-mastiff"}
    board_map = dataclasses.replace(sample, characters=tuple(
        dataclasses.replace(c, card=cards.get(c.id, c.card),
                            at=Square.parse("I5") if c.id == "r1" else c.at)
        for c in sample.characters))  # fmt: skip
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    panel = BoardPanel(LIBRARY, board_map, None, settings, catalog=catalog)
    qtbot.addWidget(panel)
    panel.resize(1024, 700)
    panel.show()
    yield panel
    panel.hints.panel.worker.wait()


def test_an_attack_is_chosen_from_the_keyboard(qtbot: QtBot, armed: BoardPanel) -> None:
    """The pathfinder's four attacks listed; the player without a mouse tabs through
    the panel: the attack cards never take the focus and no key opens one, so the chart
    and the modifiers' rule links (shown for the chosen attack only, R-245) are never
    reached. At fault: ui/hints/cards.py `AttackCard` (a tap only: no focus policy, no
    keyPressEvent)."""
    hints = armed.hints
    armed.side.setCurrentWidget(hints.panel)
    armed.scene.select("r1")
    armed.scene.selection_changed.emit()
    qtbot.waitUntil(lambda: hints.panel.hints is not None and hints.panel.filled, timeout=20000)
    cards = hints.panel.cards
    assert cards
    focused = set()
    hints.panel.switch_box.setFocus()
    for _ in range(12):  # Tab along the panel, as far as the cards
        QTest.keyClick(QApplication.focusWidget() or hints.panel, Qt.Key.Key_Tab)
        focused.add(QApplication.focusWidget())
    assert any(card in focused or card.isAncestorOf(w) for card in cards for w in focused if w)
    QTest.keyClick(cards[0], Qt.Key.Key_Space)
    QApplication.processEvents()
    assert hints.panel.chosen == cards[0].key and cards[0].details.isVisible()
