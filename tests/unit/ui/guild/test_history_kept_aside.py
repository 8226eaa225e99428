"""A Guild history the app refuses is kept aside as the board's autosave is (review of
issue 27, item 2): renamed NAME.refused-TIMESTAMP.json, never over another file, and
named in the message. It was renamed to NAME.damaged.json over the one refused before,
so a second refused history (a newer app's, say) lost the first."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from demloc import textio
from demloc.store.database import open_database
from demloc.ui.guild import GuildView


def _restart(qtbot: QtBot, view: GuildView, tmp_path: Path) -> GuildView:
    again = GuildView(open_database(str(tmp_path / "guilds.sqlite3")), view.catalog, view.rules)
    qtbot.addWidget(again)
    return again


def test_each_refused_history_is_kept_and_named(
    qtbot: QtBot, view: GuildView, tmp_path: Path
) -> None:
    history = tmp_path / "guilds.sqlite3.guild-history.json"
    texts = [
        json.dumps({"format": "demloc-guild-history", "version": 2, "guilds": []}),
        '{"format": "demloc-guild-history", "version": 1, "guilds": [{',
    ]
    for text in texts:
        history.write_text(text, encoding="utf-8")
        again = _restart(qtbot, view, tmp_path)
        kept = textio.kept_aside(history)
        assert str(kept[-1]) in again.message.text() and not history.exists()
        assert again.undo_stack.count() == 0
    assert sorted(p.read_text(encoding="utf-8") for p in kept) == sorted(texts)


def test_a_refused_history_that_cannot_be_moved_is_not_written_over(
    qtbot: QtBot, view: GuildView, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    history = tmp_path / "guilds.sqlite3.guild-history.json"
    text = json.dumps({"format": "demloc-guild-history", "version": 2, "guilds": []})
    history.write_text(text, encoding="utf-8")

    def cannot(_source: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(textio, "keep_aside", cannot)
    again = _restart(qtbot, view, tmp_path)
    assert "not kept" in again.message.text() and str(history) in again.message.text()
    again.ask = lambda _text: True
    again.overview.buildings.selectRow(1)
    again.overview.upgrade()  # a change: the history is not written over the file
    assert history.read_text(encoding="utf-8") == text
