"""The Guild view fills the tab on screen and no other; every other tab is filled, with
the guild as it is then, once it is shown; the account's collection (its custom cards
parsed) is read only by a tab that shows it: a campaign's 2,000 custom cards cost the
view's first showing nothing (issue 31, R-212)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from test_guild_refresh_parses import weapon_card

from demloc.catalog.catalog import Catalog
from demloc.store import guilds as g
from demloc.store.guilds import cards
from demloc.ui.guild import GuildView
from demloc.ui.guild.armory import ArmoryTab
from demloc.ui.guild.dormitory import DormitoryTab
from demloc.ui.guild.gate import GateTab
from demloc.ui.guild.keepers import KeeperTab
from demloc.ui.guild.ledger import LedgerTab
from demloc.ui.guild.missions import MissionsTab
from demloc.ui.guild.overview import OverviewTab
from support.guild_tabs import on

CARDS = 20
TAB_CLASSES = (OverviewTab, DormitoryTab, ArmoryTab, KeeperTab, GateTab, LedgerTab, MissionsTab)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Counter[Any]:
    """From now on: each tab's fills (by the tab), the collection's reads, the parses."""
    count: Counter[Any] = Counter()
    for cls in TAB_CLASSES:
        real = cls.show_guild

        def show_guild(tab: Any, shown: Any, real: Any = real) -> None:
            count[tab] += 1
            real(tab, shown)

        monkeypatch.setattr(cls, "show_guild", show_guild)
    collection = g.collection

    def read(*args: Any) -> Any:
        count["collection"] += 1
        return collection(*args)

    monkeypatch.setattr(g, "collection", read)
    cards._parse_custom.cache_clear()
    parses = cards._parse_custom.parses
    count["parses"] = 0
    real_read = cards._parse_custom.read

    def parse(texts: Any) -> Any:
        found = real_read(texts)
        count["parses"] = cards._parse_custom.parses - parses
        return found

    monkeypatch.setattr(cards._parse_custom, "read", parse)
    return count


@pytest.fixture
def custom(view: GuildView) -> GuildView:
    """The starter guild's account with CARDS custom weapons, the guild holding one."""
    with view.sessions.begin() as session:
        guild = g.find_guild(session, view.guild_name)
        for n in range(CARDS):
            g.add_custom_card(session, guild.account, weapon_card(n), view.catalog)
        g.buy(session, guild, "weapon", "my-blade-3", view.catalog, view.rules)
    return view


def _build(view: GuildView) -> GuildView:
    """Another Guild view on the same database, built as a start builds it."""
    return GuildView(view.sessions, view.catalog, view.rules)


def test_building_the_view_fills_only_the_tab_on_screen_and_parses_no_shop(
    qtbot: QtBot, custom: GuildView, counted: Counter[Any]
) -> None:
    built = _build(custom)
    qtbot.addWidget(built)
    assert built.tabs.currentWidget() is built.overview
    tabs = {key: n for key, n in counted.items() if not isinstance(key, str)}
    assert tabs == {built.overview: 1}  # the Overview alone
    assert counted["collection"] == 0
    assert counted["parses"] == 1  # the one custom card the guild holds: its name
    assert built.stale == {tab for tab, _shows in built.shows} - {built.overview}
    assert built.gate.built_form is None  # the card form: built once the gate is shown
    # The names the history's entries need: the guild's own cards'.
    assert built.card_name("my-blade-3") == "Blade 3"


def test_the_shops_list_the_custom_cards_once_their_tab_is_shown(
    qtbot: QtBot, custom: GuildView, counted: Counter[Any]
) -> None:
    built = _build(custom)
    qtbot.addWidget(built)
    assert built.armory.shop.count() == 0  # not shown yet: not filled
    armory = on(built.armory)
    assert armory.shop.findData("my-blade-0") >= 0 and armory.shop.findData("my-blade-19") >= 0
    assert any(built.armory.weapons.item(r).text().startswith("Blade 3")
               for r in range(built.armory.weapons.count()))  # fmt: skip
    assert counted["collection"] == 1 and counted["parses"] == CARDS
    for tab in (built.library, built.dormitory, built.gate):
        on(tab)
    assert built.library.shop.count() > 0 and built.dormitory.recruits.count() > 0
    assert built.gate.built_form is not None  # the gate filled: its card form built
    assert counted["collection"] == 1  # kept for every tab while the cards are as they were
    assert built.card_name("my-blade-7") == "Blade 7"  # a shop's card, for its history


def test_a_hidden_tab_shows_the_guild_as_it_is_after_an_action_elsewhere(
    qtbot: QtBot, view: GuildView, catalog: Catalog, counted: Counter[Any]
) -> None:
    """5.1.2: a weapon bought on the Armory: the Overview's purse and recent ledger and
    the Ledger are filled once shown, with the purchase."""
    on(view.overview)
    feods = int(view.overview.purse[1])
    armory = on(view.armory)
    counted.clear()
    armory.shop.setCurrentIndex(0)
    assert armory.buy(), view.message.text()
    assert counted[view.overview] == counted[view.ledger] == 0  # not on screen
    overview = on(view.overview)
    assert counted[view.overview] == 1
    assert overview.purse[1] < feods
    assert overview.recent.item(0, 1).text().startswith("Armory: ")
    assert on(view.ledger).model.index(0, 1).data().startswith("Armory: ")


def test_a_hidden_tab_shows_the_guild_picked_since(
    qtbot: QtBot, view: GuildView, counted: Counter[Any]
) -> None:
    first = view.guild_name
    on(view.dormitory)
    members = view.dormitory.members.rowCount()
    assert members > 0
    on(view.gate)
    counted.clear()
    assert view.create_guild("The Second", "blue", "Another player")  # its own account
    assert view.gate.owned.text().startswith("Another player owns: no set")
    assert counted[view.dormitory] == counted[view.armory] == 0  # not on screen
    assert on(view.dormitory).members.rowCount() == 0  # the new guild's, none yet
    view.picker.setCurrentText(first)
    assert view.dormitory.members.rowCount() == members  # on screen: filled at once
    assert not on(view.gate).owned.text().startswith("Another player")
    assert on(view.armory).shop.count() > 0  # the first guild's collection again
