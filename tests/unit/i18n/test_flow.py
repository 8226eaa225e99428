"""ui/flow.py: a row of buttons wraps onto a second line when the width is too small for
it, each button whole, instead of widening its window (issue 32)."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from demloc.ui.flow import flow_row


def test_a_row_too_wide_wraps_and_cuts_no_button(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    row, flow = flow_row()
    buttons = [QPushButton(f"A rather long button {n}") for n in range(6)]
    for button in buttons:
        flow.add(button)
    QVBoxLayout(window).addWidget(row)
    window.resize(400, 300)
    window.show()
    qtbot.waitUntil(lambda: buttons[-1].y() > buttons[0].y())
    assert window.width() == 400  # not widened
    for button in buttons:
        assert button.width() >= button.sizeHint().width()
        assert button.geometry().right() <= row.width()
    window.resize(2000, 300)
    qtbot.waitUntil(lambda: buttons[-1].y() == buttons[0].y())  # one line again
