"""The Guild's undo survives a kill (issue 28 section 1, R-177): a real app process,
killed (SIGKILL) at a random moment while it dismisses and enlists again, leaves the history
its actions wrote in their own transactions; the next start shows every action it
acknowledged on Undo, in order, and undoing them all puts the guild's rows back
exactly as they were before the first."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from demloc.store.changes import capture
from demloc.store.database import open_database
from demloc.store.guilds import find_guild
from demloc.ui.guild import GuildView
from support.kill import run_and_kill

LIMIT = 24  # actions at most across the runs: within the history's bound (MAX_KEPT)
CHILD = r"""
import sys, time
from demloc.catalog.catalog import load_catalog
from demloc.guild.rules import guild_rules
from demloc.paths import builtin_sets_dir
from demloc.store import guilds as services
from demloc.store.database import open_database
from demloc.ui.application import qt_application, quiet_qt

quiet_qt()
app = qt_application()
catalog, rules = load_catalog([builtin_sets_dir()]), guild_rules()
from demloc.ui.guild import GuildView

view = GuildView(open_database(sys.argv[1]), catalog, rules)
card_id = sys.argv[3]
print("start", flush=True)
n = view.undo_stack.count()
while n < int(sys.argv[2]):
    n += 1
    if n % 2 == 0:
        text, act = f"Enlist {n}", lambda s, g: services.enlist(s, g, card_id, catalog, rules)
    else:
        text = f"Dismiss {n}"
        act = lambda s, g: services.dismiss(s, next(m for m in g.members if m.card_id == card_id))
    assert view.act(text, act), view.message.text()
    print(text, flush=True)
time.sleep(600)
"""


def _rows(view: GuildView) -> object:
    """The guild's rows, a row made again by an undo (a new id) the same as before: each
    member by his card, each weapon by its holder's."""
    with view.sessions.begin() as session:
        guild = find_guild(session, view.guild_name)
        rows = capture(session, guild).rows
        card = {key: values[0] for key, values in rows["member"].items()}
        rows["member"] = {values[0]: values for values in rows["member"].values()}
        rows["item"] = {key: (*values[:2], card.get(values[2]), values[3])
                        for key, values in rows["item"].items()}  # fmt: skip
        return rows, (guild.fame, guild.feods, guild.blood_stones)


@pytest.mark.kill
def test_a_killed_app_leaves_the_history_it_acknowledged(
    qtbot: QtBot, view: GuildView, tmp_path: Path
) -> None:
    database = str(tmp_path / "guilds.sqlite3")
    before = _rows(view)
    with view.sessions.begin() as session:
        guild = find_guild(session, view.guild_name)
        card_id = guild.members[0].card_id  # his weapons left in the armory
    rng = random.Random(28)
    said: list[str] = []
    for _run in range(3):
        lines = run_and_kill([sys.executable, "-c", CHILD, database, str(LIMIT), card_id], rng,
                             most_s=1.5, timeout_s=60)  # fmt: skip
        assert lines[0] == "start"
        said += lines[1:]
        again = GuildView(open_database(database), view.catalog, view.rules)  # a restart
        qtbot.addWidget(again)
        stack = again.undo_stack
        texts = [stack.text(i) for i in range(stack.count())]
        # Every action acknowledged is there, in order; one more at most (committed,
        # killed before it said so).
        assert texts[: len(said)] == said and len(texts) - len(said) <= 1, (texts, said)
        assert stack.index() == stack.count() and again.message.text() == ""
        said = texts
        again.deleteLater()
    assert said, "the child acknowledged no action"
    again = GuildView(open_database(database), view.catalog, view.rules)
    qtbot.addWidget(again)
    while again.undo_stack.canUndo():
        text = again.undo_stack.undoText()
        again.undo_stack.undo()
        assert again.message.text() == f"Undone: {text}"
    assert _rows(again) == before
