"""Review of issue 31 (b): the history's day filters with the keyboard alone ("keyboard
for everything frequent"): a day typed into an empty bound is the bound."""

from __future__ import annotations

import datetime

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from demloc.ui.guild import GuildView
from support.guild_tabs import on


def test_a_day_typed_into_the_ledgers_from_box_filters_by_it(qtbot: QtBot, view: GuildView) -> None:
    view.resize(1024, 700)
    view.show()
    box = on(view.ledger).since
    assert box.day() is None  # "from the first day"
    box.setFocus(Qt.FocusReason.TabFocusReason)  # Tab to it, as a player does
    qtbot.keyClicks(box, "2026-01-05")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert box.day() == datetime.date(2026, 1, 5), box.text()


def test_up_in_an_empty_day_box_comes_near_the_ledgers_days(qtbot: QtBot, view: GuildView) -> None:
    """From "from the first day", Up gives a day in this century's last years, not
    2001-01-01: reaching 2026 took 26 key presses."""
    view.resize(1024, 700)
    view.show()
    box = on(view.ledger).since
    box.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(box, Qt.Key.Key_Up)
    day = box.day()
    assert day is not None and day.year >= datetime.date.today().year - 2, box.text()
