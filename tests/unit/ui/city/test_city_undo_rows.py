"""The City view's undo and redo as recorded row changes (issue 28, section 1: one way
to undo for guild and city, store/city_changes.py): a redo puts back the same task, not
a new one; an undo after another window changed the same rows is refused and says
which; the ledger stays whole through undo and redo. The store keeps no inverse."""

from __future__ import annotations

from pathlib import Path

import pytest
from city_screen_support import DAY, FORGE, HOUR, T0, TAVERN, city_view
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules, load_guild_rules
from demloc.paths import resources_dir
from demloc.store import city as services
from demloc.store import city_events
from demloc.store.database import open_database
from demloc.store.guilds import find_guild
from demloc.store.row_history import history
from demloc.store.schema import LedgerEntry
from demloc.ui.city.view import CityView


@pytest.fixture(scope="module")
def rules() -> GuildRules:
    return load_guild_rules(resources_dir() / "guild.toml")


def _send_one(view: CityView, spot: str = TAVERN) -> None:
    view.choose(spot)
    assert view.status is not None
    assert view.send(view.panel._kind(), spot, [view.status.ready[0][0]]), view.message.text()


def test_a_redo_of_a_send_puts_back_the_same_task_with_its_deadline(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    """R-120, R-122: the task's promise is kept, not planned again at the redo's time."""
    view, clock = city_view(qtbot, tmp_path, catalog, rules)
    _send_one(view)
    assert view.status is not None
    [task] = view.status.tasks
    clock.now = T0 + HOUR
    view.undo_stack.undo()
    assert view.status.tasks == ()
    view.undo_stack.redo()
    assert view.message.text().startswith("Redone: Send")
    [again] = view.status.tasks
    assert again.task.due_at == task.task.due_at and again.task.seed == task.task.seed


def test_an_undo_after_another_window_recalled_the_task_is_refused_and_says_which(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    """6.2, R-122: the other window's recall stands; the undo names the task, not the
    spot, which nobody has explored."""
    view, clock = city_view(qtbot, tmp_path, catalog, rules)
    _send_one(view)
    clock.now = T0 + HOUR
    other = open_database(str(tmp_path / "city.sqlite3"))  # another window, its own sessions
    with other.begin() as session:
        guild = find_guild(session, view.guild_name)
        [task] = services.running(session, guild)
        services.recall(session, guild, task.id, clock.now)
    view.undo_stack.undo()
    assert view.message.text().startswith("Not undone: cannot undo Send ")
    assert view.message.text().endswith(
        ": the task at a place in The Old Harbour is over (R-122); nothing was changed"
    )  # not named: nobody explored it (6.2)
    assert view.undo_stack.count() == 0  # off the history: the city is as it is
    with view.sessions.begin() as session:  # and off the database's
        assert history(session, find_guild(session, view.guild_name).id, "city") == []
    assert view.status is not None and view.status.tasks == ()


def test_the_ledger_stays_whole_through_collects_undone_and_redone(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    """R-123: every change of wealth is a ledger line; undo writes its own line."""
    view, clock = city_view(qtbot, tmp_path, catalog, rules)
    with view.sessions.begin() as session:
        services.hold(session, TAVERN, find_guild(session, view.guild_name), T0)
    clock.now = T0 + 2 * DAY
    view.refresh()
    assert view.collect(None)
    for step in ("undo", "redo", "undo", "redo", "undo"):
        getattr(view.undo_stack, step)()
        assert view.message.text().startswith("Undone" if step == "undo" else "Redone")
    with view.sessions.begin() as session:
        guild = find_guild(session, view.guild_name)
        total = session.execute(
            select(func.sum(LedgerEntry.fame), func.sum(LedgerEntry.feods))
            .where(LedgerEntry.guild_id == guild.id)
        ).one()  # fmt: skip
        assert (guild.fame, guild.feods) == (total[0], total[1])
        assert len(services.income_due(session, guild, view.data, clock.now)) == 1
    assert view.collect(None)  # due again: the undo put the spot's income back


def test_the_city_has_no_hand_written_inverse() -> None:
    """Issue 28: one way to undo; the city's actions have no undo of their own."""
    inverses = {"unsend", "resend", "uncollect"} & set(vars(services))
    assert not inverses and not hasattr(city_events, "unanswer")


def _restarted(qtbot: QtBot, view: CityView, tmp_path: Path, clock: object) -> CityView:
    """Another start of the app (or another window) on the same database (R-177)."""
    again = CityView(open_database(str(tmp_path / "city.sqlite3")), view.catalog, view.rules,
                     view.data, clock=clock)  # type: ignore[arg-type]  # fmt: skip
    again.ticker.stop()
    again.reader.stop()
    qtbot.addWidget(again)
    return again


def test_the_city_history_survives_a_restart_where_it_stood(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    """Issue 28, R-177: the same Undo and Redo entries after a restart; the undo then
    puts the rows back (the mercenary ready, no task), the redo the same task."""
    view, clock = city_view(qtbot, tmp_path, catalog, rules)
    assert view.status is not None
    ready = view.status.ready
    _send_one(view)
    _send_one(view, FORGE)
    assert view.status is not None
    first, second = view.status.tasks
    clock.now = T0 + HOUR
    view.undo_stack.undo()  # the second send, redoable
    again = _restarted(qtbot, view, tmp_path, clock)
    stack = again.undo_stack
    assert (stack.count(), stack.index()) == (2, 1) and again.message.text() == ""
    assert stack.undoText() == view.undo_stack.undoText()
    assert stack.redoText() == view.undo_stack.redoText()
    stack.redo()
    assert again.message.text().startswith("Redone: Send")
    assert again.status is not None
    assert [t.task.due_at for t in again.status.tasks] == [first.task.due_at, second.task.due_at]
    stack.undo()
    stack.undo()
    assert again.status.tasks == () and again.status.ready == ready


def test_an_undo_another_window_did_already_is_refused_and_applied_once(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    """Issue 28, R-177: two windows hold one history; the second undo of one send says
    the first window undid it, and nothing is put back twice."""
    view, clock = city_view(qtbot, tmp_path, catalog, rules)
    _send_one(view)
    other = _restarted(qtbot, view, tmp_path, clock)
    clock.now = T0 + HOUR
    other.undo_stack.undo()
    assert other.message.text().startswith("Undone: Send")
    view.undo_stack.undo()
    assert view.message.text().startswith("Not undone: cannot undo Send")
    assert view.message.text().endswith(
        ": it was undone already (in another window); nothing was changed"
    )
    assert view.status is not None and view.status.tasks == ()
    with view.sessions.begin() as session:
        guild = find_guild(session, view.guild_name)
        assert services.running(session, guild) == []
    stack = view.undo_stack  # this window's list as the database's, redoable
    qtbot.waitUntil(lambda: (stack.count(), stack.index()) == (1, 0), timeout=3000)
    assert stack.redoText().startswith("Send") and view.redo_button.isEnabled()
    stack.redo()
    assert view.message.text().startswith("Redone: Send")
    assert view.status is not None and len(view.status.tasks) == 1
