"""Review "review-ui" of issues 33 and 34 on the Board view, used as at the table: the
bundled map, a miniature selected, the Hints tab in front, at 1024x700 and 1920x1080."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle
from pytestqt.qtbot import QtBot

from demloc.board import mapfile
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


@pytest.mark.xfail(
    strict=True,
    reason="the chosen measure's button ('Kill chance', bold when checked) is cut at both sizes",
)
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
