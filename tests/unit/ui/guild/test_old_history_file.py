"""The Guild view's history file of the release before (R-142) is read once into the
database (R-182): Undo goes on where it stood, the file is renamed so it is not read
again, a damaged one says so and is kept aside; the guilds are never touched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy import delete, select

from demloc.store.database import open_database
from demloc.store.guilds import find_guild
from demloc.store.schema import RowChange
from demloc.ui.guild import GuildView


def _levels(view: GuildView) -> tuple[int, int]:
    view.refresh()
    return view.overview.levels["armory"], view.overview.levels["guesthouse"]


def _restart(qtbot: QtBot, view: GuildView, tmp_path: Path) -> GuildView:
    again = GuildView(open_database(str(tmp_path / "guilds.sqlite3")), view.catalog, view.rules)
    qtbot.addWidget(again)
    return again


def _as_the_release_before(view: GuildView, tmp_path: Path) -> Path:
    """Two upgrades, the second undone, as R-142's file held them, and no history in the
    database (the release before had no row_change)."""
    view.ask = lambda _text: True
    for row in (1, 3):  # the armory, then the guesthouse, to 2
        view.overview.buildings.selectRow(row)
        view.overview.upgrade()
    view.undo_stack.undo()
    with view.sessions.begin() as session:
        guild = find_guild(session, view.guild_name)
        steps = [{"text": r.text, "change": {"guild": guild.id, **json.loads(r.change)}}
                 for r in session.scalars(select(RowChange).order_by(RowChange.id))]  # fmt: skip
        data = {"format": "demloc-guild-history", "version": 1,
                "guilds": [{"id": guild.id, "uuid": guild.uuid, "index": 1, "steps": steps}]}  # fmt: skip
        session.execute(delete(RowChange))
    path = tmp_path / "guilds.sqlite3.guild-history.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_release_befores_history_file_is_read_once(
    qtbot: QtBot, view: GuildView, tmp_path: Path
) -> None:
    path = _as_the_release_before(view, tmp_path)
    again = _restart(qtbot, view, tmp_path)
    assert again.message.text() == (
        "The undo history of the version before (2 guild actions) is "
        "kept in the database now: Undo goes on from where it stood."
    )
    stack = again.undo_stack
    assert (stack.count(), stack.index()) == (2, 1) and _levels(again) == (2, 1)
    assert stack.redoText() == "Upgrade the guesthouse"
    assert not path.exists() and path.with_name("guilds.sqlite3.guild-history.read.json").exists()
    stack.undo()
    assert again.message.text() == "Undone: Upgrade the armory" and _levels(again) == (1, 1)
    third = _restart(qtbot, view, tmp_path)  # read once: nothing twice, no message
    assert third.message.text() == ""
    assert (third.undo_stack.count(), third.undo_stack.index()) == (2, 0)


def test_a_file_read_before_a_kill_is_not_kept_twice(
    qtbot: QtBot, view: GuildView, tmp_path: Path
) -> None:
    """Killed after the database kept it, before the file was renamed."""
    path = _as_the_release_before(view, tmp_path)
    text = path.read_text(encoding="utf-8")
    _restart(qtbot, view, tmp_path)
    path.write_text(text, encoding="utf-8")  # as if never renamed
    again = _restart(qtbot, view, tmp_path)
    assert (again.undo_stack.count(), again.undo_stack.index()) == (2, 1)


def test_a_damaged_history_file_says_so_and_is_kept_aside(
    qtbot: QtBot, view: GuildView, tmp_path: Path
) -> None:
    path = _as_the_release_before(view, tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["guilds"][0]["steps"][0]["change"]["rows"] = [["guild", 1, [1], [2]]]
    path.write_text(json.dumps(data), encoding="utf-8")
    again = _restart(qtbot, view, tmp_path)
    message = again.message.text()
    assert message.startswith("The undo history of the version before "
                              "(guilds.sqlite3.guild-history.json) could not be read: "
                              "guilds[0]: a row is named by one of")  # fmt: skip
    assert "the guilds are as they were, their Undo starts empty" in message
    assert again.undo_stack.count() == 0 and _levels(again) == (2, 1)
    assert not path.exists() and list(tmp_path.glob("guilds.sqlite3.guild-history.refused-*"))


def test_a_busy_database_leaves_the_file_to_the_next_start(
    qtbot: QtBot, view: GuildView, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another program writing is not a damaged file: nothing is kept aside."""
    from demloc.store import row_history
    from demloc.store.database import DatabaseBusyError

    path = _as_the_release_before(view, tmp_path)

    def busy(*_args: object) -> int:
        raise DatabaseBusyError("another program is writing to the database")

    monkeypatch.setattr(row_history, "adopt", busy)
    again = _restart(qtbot, view, tmp_path)
    assert again.message.text().startswith("The undo history of the version before "
                                           "(guilds.sqlite3.guild-history.json) is read at "
                                           "the next start: another program")  # fmt: skip
    assert path.exists() and not list(tmp_path.glob("*.refused-*"))
    monkeypatch.undo()
    third = _restart(qtbot, view, tmp_path)
    assert (third.undo_stack.count(), third.undo_stack.index()) == (2, 1)
