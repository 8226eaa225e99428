"""The Board view opened while another DemLoc holds the database's lock (issue 27 item 1
review): its Edit tab offers the guilds' members, read from the database. Busy, the
view's build raised DatabaseBusyError out of the app's timer (a traceback, the Board
left unbuilt); now it is built, says why the characters are not listed yet, and lists
them at the next change once the database is free."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from demloc.store import transactions
from demloc.store.starter import load_starter_content
from demloc.ui.application import build_context
from demloc.ui.board.panel import BoardPanel
from demloc.ui.views import _board_view

HOLDER = r"""
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")  # another DemLoc in the middle of a write
print("holding", flush=True)
sys.stdin.readline()
"""


def test_the_board_opened_on_a_busy_database_is_built_and_says_why(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(transactions, "BUSY_TIMEOUT_S", 0.2)
    db = tmp_path / "club.sqlite3"
    context = build_context(str(db))
    assert context.sessions is not None
    with context.sessions.begin() as session:  # the starter guild: members to offer
        load_starter_content(session, context.catalog)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(db)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert holder.stdout is not None and holder.stdin is not None
    try:
        assert holder.stdout.readline() == "holding\n"
        panel = _board_view(context, settings)
        qtbot.addWidget(panel)
        assert isinstance(panel, BoardPanel)
        assert "is busy" in panel.status.text()
        assert panel.edit_tab.card.count() == 0
    finally:
        holder.communicate("go\n", timeout=30)  # it ends, and its lock with it
    panel.document.changed.emit()
    labels = [panel.edit_tab.card.itemText(i) for i in range(panel.edit_tab.card.count())]
    assert any(label.startswith("The Red Lantern: ") for label in labels), labels[-3:]
