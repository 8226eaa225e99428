"""Review of issue 31 (b): the Ledger read a page at a time (R-197) and the keyboard:
Ctrl+End is where the ledger ends, its first line, whatever its length."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from demloc.store import guilds as g
from demloc.ui.guild import GuildView
from support.guild_tabs import on

LINES = 650  # more than three of the model's pages (200 lines)


def test_ctrl_end_in_the_ledger_reaches_its_first_line(qtbot: QtBot, view: GuildView) -> None:
    with view.sessions.begin() as session:
        guild = g.find_guild(session, view.guild_name)
        for n in range(LINES):
            g.change_wealth(session, guild, f"upkeep {n}", 0, 1, 0)
    view.refresh()
    view.resize(1024, 700)
    view.show()
    table = on(view.ledger).table
    table.setFocus()
    table.selectRow(0)
    qtbot.keyClick(table, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    row = table.currentIndex().row()
    lines = view.ledger.sums.lines  # the totals line's count (summed by the database)
    assert lines > LINES
    assert row == lines - 1, f"Ctrl+End stopped at row {row} of {lines}"
