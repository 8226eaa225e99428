"""The City's undo survives a kill (issue 28 section 1, R-177), as the Guild's does
(tests/unit/ui/guild/test_undo_survives_kill.py): a real app process, killed (SIGKILL)
at a random moment while it sends a mercenary into the city and recalls him, leaves the
history its actions wrote in their own transactions; the next start shows every action
it acknowledged on Undo, in order, and undoing them all puts the guild back as it was:
the same mercenaries ready, no task, its wealth whole."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from city_screen_support import TAVERN, city_view
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules, load_guild_rules
from demloc.paths import resources_dir
from demloc.store.city_spots import city_data
from demloc.store.database import open_database
from demloc.store.guilds import find_guild
from demloc.ui.city.view import CityView
from support.kill import run_and_kill

LIMIT = 24  # actions at most across the runs: within the history's bound (MAX_KEPT)
CHILD = r"""
import sys, time
from demloc.catalog.catalog import load_catalog
from demloc.guild.rules import guild_rules
from demloc.paths import builtin_sets_dir
from demloc.store.city_spots import city_data
from demloc.store.database import open_database
from demloc.store.guilds import find_guild
from demloc.ui.application import qt_application, quiet_qt

quiet_qt()
app = qt_application()
catalog, rules = load_catalog([builtin_sets_dir()]), guild_rules()
from demloc.ui.city.view import CityView

view = CityView(open_database(sys.argv[1]), catalog, rules, city_data())
view.ticker.stop()
view.reader.stop()
print("start", flush=True)
n = view.undo_stack.count()
while n < int(sys.argv[2]):
    n += 1
    if view.status.tasks:
        done = view.recall(view.status.tasks[0].id)
    else:
        view.choose(sys.argv[3])
        done = view.send(view.panel._kind(), sys.argv[3], [view.status.ready[0][0]])
    assert done, view.message.text()
    print(view.undo_stack.undoText(), flush=True)
time.sleep(600)
"""


@pytest.fixture(scope="module")
def rules() -> GuildRules:
    return load_guild_rules(resources_dir() / "guild.toml")


def _state(view: CityView) -> object:
    view.refresh()
    status = view.status
    assert status is not None
    with view.sessions.begin() as session:
        guild = find_guild(session, view.guild_name)
        wealth = guild.fame, guild.feods, guild.blood_stones
    return (status.ready, status.tasks, status.returns, status.away,
            [(s.spot.id, s.state) for s in status.spots], wealth)  # fmt: skip


def _start(qtbot: QtBot, view: CityView, database: str) -> CityView:
    """A start of the app on the database, on the machine's clock as the child's."""
    again = CityView(open_database(database), view.catalog, view.rules, city_data())
    again.ticker.stop()
    again.reader.stop()
    qtbot.addWidget(again)
    return again


@pytest.mark.kill
def test_a_killed_city_leaves_the_history_it_acknowledged(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    view, _clock = city_view(qtbot, tmp_path, catalog, rules)
    database = str(tmp_path / "city.sqlite3")
    first = _start(qtbot, view, database)
    before = _state(first)
    rng = random.Random(28)
    said: list[str] = []
    for _run in range(3):
        lines = run_and_kill([sys.executable, "-c", CHILD, database, str(LIMIT), TAVERN], rng,
                             most_s=1.5, timeout_s=60)  # fmt: skip
        assert lines[0] == "start"
        said += lines[1:]
        again = _start(qtbot, view, database)  # a restart
        stack = again.undo_stack
        texts = [stack.text(i) for i in range(stack.count())]
        # Every action acknowledged is there, in order; one more at most (committed,
        # killed before it said so).
        assert texts[: len(said)] == said and len(texts) - len(said) <= 1, (texts, said)
        assert stack.index() == stack.count() and again.message.text() == ""
        said = texts
        again.deleteLater()
    assert said, "the child acknowledged no action"
    again = _start(qtbot, view, database)
    while again.undo_stack.canUndo():
        text = again.undo_stack.undoText()
        again.undo_stack.undo()
        assert again.message.text() == f"Undone: {text}"
    assert _state(again) == before
