"""The City view at a real table (issue 26, item 12): an unexplored spot is never named
while away; Ctrl+L collects whatever has the focus while the view is shown; a rival's
claim left unanswered says what the map then shows (6.2)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from city_screen_support import DAY, FORGE, HOUR, T0, TAVERN, city_view
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QStackedWidget, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.city.rules import rules_path
from demloc.city.tasks import SpotState
from demloc.guild.rules import GuildRules, load_guild_rules
from demloc.paths import resources_dir
from demloc.store import city as services
from demloc.store.guilds import find_guild
from demloc.ui.city.view import CityView


@pytest.fixture(scope="module")
def rules() -> GuildRules:
    return load_guild_rules(resources_dir() / "guild.toml")


def texts(widget: QWidget) -> str:
    return "\n".join(label.text() for label in widget.findChildren(QLabel))


def test_the_away_tab_never_names_a_spot_nobody_has_explored(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    """6.2: a spot's name is learnt by exploring it; the map shows "?" till then."""
    view, _clock = city_view(qtbot, tmp_path, catalog, rules)
    view.choose(TAVERN)
    view.panel.members.item(0).setCheckState(Qt.CheckState.Checked)
    view.panel.send.click()
    away = texts(view.away)
    assert "Exploring a place in The Old Harbour" in away
    assert "Drowned" not in away
    assert view.status is not None
    assert view.recall(view.status.tasks[0].id)
    assert "Drowned" not in view.message.text() + view.undo_stack.text(0)


def hold(view: CityView, spot: str) -> None:
    with view.sessions.begin() as session:
        services.hold(session, spot, find_guild(session, view.guild_name), T0)
    view.refresh()


def test_ctrl_l_collects_whatever_has_the_focus_while_the_city_is_shown(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    view, clock = city_view(qtbot, tmp_path, catalog, rules)
    hold(view, TAVERN)
    clock.now = T0 + DAY
    view.tick()
    window = QWidget()
    qtbot.addWidget(window)
    outside = QLineEdit()  # the views' list, a search box: outside the City view
    pages = QStackedWidget()
    other = QWidget()
    pages.addWidget(view)
    pages.addWidget(other)
    column = QVBoxLayout(window)
    column.addWidget(outside)
    column.addWidget(pages)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    pages.setCurrentWidget(other)  # another view shown: Ctrl+L is not the city's
    outside.setFocus()
    qtbot.keyClick(outside, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert view.undo_stack.count() == 0
    pages.setCurrentWidget(view)
    outside.setFocus()
    qtbot.keyClick(outside, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert view.message.text() == "Collected: 2 fame from The Drowned Lantern"


def rival_claim() -> str:
    """The built-in "A rival's claim", made to happen every day (6.2 random events)."""
    text = rules_path().read_text(encoding="utf-8")
    found = re.search(r'\[\[event\]\]\nid = "rival-claim".*?(?=\n\[\[event\]\]\nid)', text, re.S)
    assert found is not None
    return "\n" + re.sub(r"odds = \d+", "odds = 100", found.group(0)) + "\n"


def test_an_unanswered_rivals_claim_says_what_the_map_shows(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    """6.2 random events, R-124: the default answer takes the spot from the guild; no
    other guild of the city holds it, so nobody's ensign goes up."""
    view, clock = city_view(qtbot, tmp_path, catalog, rules, events=rival_claim())
    hold(view, FORGE)
    clock.now = T0 + DAY + HOUR
    view.refresh()
    clock.now = T0 + 3 * DAY  # unanswered in time: the default stands
    view.refresh()
    assert view.status is not None
    line = view.status.spot(FORGE)
    assert line.state is SpotState.KNOWN and line.holder == ""
    assert view.map.marks()[FORGE].holder == ""
    said = [w.text() for w in view.news.findChildren(QLabel) if w.objectName() == "eventText"]
    assert not any("ensign goes up" in t for t in said)
    assert any("Unanswered in time" in t and "no guild holds it now" in t for t in said)


def test_a_recalled_exploration_never_names_the_spot_in_its_return(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    """6.2 (review of issue 26 item 12): the return of an exploration recalled early is
    listed with the news; the spot is as unknown as before, so it is not named there
    either (nor in `demloc city status`, whose JSON and text read the same lines)."""
    view, _clock = city_view(qtbot, tmp_path, catalog, rules)
    view.choose(TAVERN)
    view.panel.members.item(0).setCheckState(Qt.CheckState.Checked)
    view.panel.send.click()
    assert view.status is not None
    assert view.recall(view.status.tasks[0].id)
    view.refresh()
    shown = "\n".join(label.text() for label in view.findChildren(QLabel))
    assert "came back" in shown  # the return is listed
    assert "Drowned" not in shown
    assert "a place in The Old Harbour" in shown
