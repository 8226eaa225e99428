"""The City view after a clock ten years ahead is put right (issue 27 item 10; 6.2,
R-165, R-166): the collect made ahead paid a month; back on time, the spot's panel says
the clock was put back and offers Collect, which restarts its yield; a day later it pays."""

from __future__ import annotations

from pathlib import Path

import pytest
from city_screen_support import DAY, HOUR, T0, city_view
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules, load_guild_rules
from demloc.paths import resources_dir
from demloc.store import city as services
from demloc.store.guilds import find_guild
from demloc.ui.city.view import CityView

MARKET = "salt-market"  # 15 feods a day


@pytest.fixture(scope="module")
def rules() -> GuildRules:
    return load_guild_rules(resources_dir() / "guild.toml")


def feods(view: CityView) -> int:
    with view.sessions.begin() as session:
        return int(find_guild(session, view.guild_name).feods)


def test_a_clock_ten_years_ahead_then_back_in_the_city_view(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    view, clock = city_view(qtbot, tmp_path, catalog, rules)
    with view.sessions.begin() as session:
        services.hold(session, MARKET, find_guild(session, view.guild_name), T0)
    start = feods(view)
    clock.now = T0 + 3652 * DAY  # ten years ahead
    view.refresh()
    assert view.collect(MARKET)
    assert feods(view) == start + 450  # 30 days, not 54,780
    clock.now = T0 + 5 * HOUR  # put right
    view.refresh()
    view.choose(MARKET)
    assert "Your clock was put back" in view.panel.timer.text()
    assert view.panel.collect.isEnabled() and view.collect_all.isEnabled()
    assert view.collect(MARKET)
    assert "yields again from now" in view.message.text()
    assert feods(view) == start + 450
    assert not view.panel.collect.isEnabled()
    assert view.panel.timer.text() == "Next yield in 1 d 0 h"  # not in 2036
    clock.now = T0 + 5 * HOUR + DAY
    view.refresh()
    assert view.collect(MARKET)
    assert feods(view) == start + 465


def test_the_map_says_a_spot_put_back_waits_for_a_collect(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    """Review of issue 27 item 10: Collect is offered for a spot whose last collection is
    far ahead (R-166); the map's hover for that spot says why, as for a yield ready."""
    from demloc.ui.city.view import marks_of

    view, clock = city_view(qtbot, tmp_path, catalog, rules)
    with view.sessions.begin() as session:
        services.hold(session, MARKET, find_guild(session, view.guild_name), T0 + 3652 * DAY)
    clock.now = T0
    view.refresh()
    assert view.collect_all.isEnabled()
    assert view.status is not None
    assert "collect" in marks_of(view.status, MARKET)[MARKET].detail
