"""A refused undo leaves this window's list as the database's (issue 28 section 1,
R-182): an undo another window did already reads the list again, where that window left
it; one refused for good (its rows changed since) goes off the list and off the
database, so a restart does not offer it again."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from demloc.store import guilds as services
from demloc.store.database import open_database
from demloc.store.guilds import find_guild
from demloc.store.schema import Guild, GuildBuilding, RowChange
from demloc.ui.guild import GuildView


def _levels(view: GuildView) -> tuple[int, int]:
    view.refresh()
    return view.overview.levels["armory"], view.overview.levels["guesthouse"]


def _upgrade(view: GuildView, row: int) -> None:
    view.overview.buildings.selectRow(row)
    view.overview.upgrade()  # 1: the armory, 3: the guesthouse


def _other(qtbot: QtBot, view: GuildView, tmp_path: Path) -> GuildView:
    other = GuildView(open_database(str(tmp_path / "guilds.sqlite3")), view.catalog, view.rules)
    qtbot.addWidget(other)
    other.ask = lambda _text: True
    return other


def _kept(view: GuildView) -> list[tuple[str, bool]]:
    with view.sessions.begin() as session:
        rows = session.execute(select(RowChange.text, RowChange.undone).order_by(RowChange.id))
        return [(text, undone) for text, undone in rows]


def test_an_undo_another_window_did_already_leaves_this_list_as_the_databases(
    qtbot: QtBot, view: GuildView, tmp_path: Path
) -> None:
    """The refused undo shows the action redoable here, as the database holds it, and
    its redo then puts the armory back up, once."""
    view.ask = lambda _text: True
    _upgrade(view, 1)  # the armory to 2
    other = _other(qtbot, view, tmp_path)
    other.undo_stack.undo()
    assert other.message.text() == "Undone: Upgrade the armory"
    view.undo_stack.undo()
    assert view.message.text().endswith("it was undone already (in another window); "
                                        "nothing was changed")  # fmt: skip
    stack = view.undo_stack
    qtbot.waitUntil(lambda: (stack.count(), stack.index()) == (1, 0), timeout=3000)
    assert stack.redoText() == "Upgrade the armory" and view.redo_button.isEnabled()
    assert _levels(view) == (1, 1)
    stack.redo()
    assert view.message.text() == "Redone: Upgrade the armory"
    assert _levels(view) == (2, 1) and _kept(view) == [("Upgrade the armory", False)]


def test_an_undo_of_an_action_another_window_followed_reads_that_action_too(
    qtbot: QtBot, view: GuildView, tmp_path: Path
) -> None:
    """The other window undid this one's action and did its own: the refusal shows the
    other's action (this window's is gone from the database), to be undone here."""
    view.ask = lambda _text: True
    _upgrade(view, 1)
    other = _other(qtbot, view, tmp_path)
    other.undo_stack.undo()
    _upgrade(other, 3)  # the guesthouse: drops the armory's undone entry
    view.undo_stack.undo()
    assert "it is no longer in the history" in view.message.text()
    stack = view.undo_stack
    qtbot.waitUntil(lambda: stack.undoText() == "Upgrade the guesthouse", timeout=3000)
    assert (stack.count(), stack.index()) == (1, 1)
    stack.undo()
    assert view.message.text() == "Undone: Upgrade the guesthouse"
    assert _levels(view) == (1, 1)


def test_an_undo_refused_for_its_rows_goes_off_the_database_too(
    qtbot: QtBot, view: GuildView, tmp_path: Path
) -> None:
    """Its rows changed since (the armory put to 3 by another program): refused, off
    this list, and a restart does not offer it again."""
    view.ask = lambda _text: True
    _upgrade(view, 1)  # the armory to 2
    _upgrade(view, 3)  # the guesthouse to 2
    with view.sessions.begin() as session:
        session.execute(update(GuildBuilding).where(GuildBuilding.building == "armory")
                        .values(level=3))  # fmt: skip
    view.undo_stack.undo()
    assert view.message.text() == "Undone: Upgrade the guesthouse"
    view.undo_stack.undo()
    assert view.message.text().startswith("Not undone: cannot undo Upgrade the armory: ")
    assert (view.undo_stack.count(), view.undo_stack.index()) == (1, 0)
    assert _levels(view) == (3, 1)
    assert _kept(view) == [("Upgrade the guesthouse", True)]  # still redoable
    again = _other(qtbot, view, tmp_path)  # a restart
    assert (again.undo_stack.count(), again.undo_stack.index()) == (1, 0)


def test_an_undo_past_the_kept_actions_says_so_and_shows_what_is_kept(
    qtbot: QtBot, view: GuildView, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R-177 keeps the last MAX_KEPT (100) actions; the window that did more than that
    undoes them all back to the oldest kept, then says why it stops and shows the kept
    ones, all redoable."""
    from demloc.store import row_history

    monkeypatch.setattr(row_history, "MAX_KEPT", 2)
    view.ask = lambda _text: True
    with view.sessions.begin() as session:
        card_id = find_guild(session, view.guild_name).members[0].card_id

    def dismiss(session: Session, guild: Guild) -> None:
        services.dismiss(session, next(m for m in guild.members if m.card_id == card_id))

    def enlist(session: Session, guild: Guild) -> None:
        services.enlist(session, guild, card_id, view.catalog, view.rules)

    for text, action in (("Dismiss 1", dismiss), ("Enlist 2", enlist), ("Dismiss 3", dismiss)):
        assert view.act(text, action), view.message.text()
    view.undo_stack.undo()
    view.undo_stack.undo()
    view.undo_stack.undo()
    assert view.message.text().endswith("it is no longer in the history (another window did "
                                        "something since, or it was past the last 2 kept); "
                                        "nothing was changed")  # fmt: skip
    stack = view.undo_stack
    qtbot.waitUntil(lambda: (stack.count(), stack.index()) == (2, 0), timeout=3000)
    assert stack.redoText() == "Enlist 2" and not stack.canUndo()
    with view.sessions.begin() as session:  # as after "Dismiss 1", the one not kept
        members = find_guild(session, view.guild_name).members
        assert card_id not in [m.card_id for m in members]
