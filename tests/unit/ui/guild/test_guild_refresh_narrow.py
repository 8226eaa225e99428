"""The refresh after an action fills again only what the action touched (issue 31,
R-201): a purchase leaves the dormitory and the City Gate as they are; a tab not on
screen is filled once it is shown; the view shown again with nothing changed fills
nothing; a table sets again only its rows that changed."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from demloc.catalog.cards import Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.ui.guild import GuildView
from demloc.ui.guild.common import fill, table
from support.guild_tabs import on

TABS = ("overview", "dormitory", "armory", "library", "pantheon", "guesthouse", "gate",
        "ledger", "missions")  # fmt: skip


@pytest.fixture
def filled(view: GuildView, monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How many times each tab was filled, and the collection read, from now on."""
    count: Counter[str] = Counter()
    for name in TABS:
        tab = getattr(view, name)

        def counted(shown: Any, tab: Any = tab, name: str = name) -> None:
            count[name] += 1
            type(tab).show_guild(tab, shown)

        monkeypatch.setattr(tab, "show_guild", counted)
    real = g.collection

    def collection(*args: Any) -> Any:
        count["collection"] += 1
        return real(*args)

    monkeypatch.setattr(g, "collection", collection)
    return count


def _weapon(view: GuildView, catalog: Catalog) -> str:
    return next(c.id for c in catalog.cards if isinstance(c, Weapon)
                and view.armory.choices.row_of(c.id) >= 0)  # fmt: skip


def _every_tab_shown(view: GuildView) -> None:
    """Each tab shown once (filled: R-212), as a player looks through them."""
    for name in TABS:
        on(getattr(view, name))


def test_a_purchase_fills_again_only_the_armory_and_the_overview(
    view: GuildView, catalog: Catalog, filled: Counter[str]
) -> None:
    """5.1.2: a weapon bought changes the armory, the purse and the ledger: the armory
    on screen is filled again at once, the keepers, the overview and the ledger once
    they are shown; the dormitory, the City Gate and the collection are not read again."""
    _every_tab_shown(view)
    armory = on(view.armory)
    filled.clear()
    armory.shop.setCurrentIndex(armory.shop.findData(_weapon(view, catalog)))
    assert armory.buy(), view.message.text()
    assert filled == Counter({"armory": 1})
    _every_tab_shown(view)
    assert filled == Counter({"armory": 1, "library": 1, "pantheon": 1, "guesthouse": 1,
                              "overview": 1, "ledger": 1})  # fmt: skip
    on(view.armory)
    filled.clear()
    view.undo_stack.undo()
    assert view.message.text().startswith("Undone"), view.message.text()
    _every_tab_shown(view)
    assert filled["dormitory"] == filled["gate"] == filled["collection"] == 0
    assert filled["armory"] == 1


def test_an_added_custom_card_fills_again_every_list_that_offers_cards(
    view: GuildView, filled: Counter[str]
) -> None:
    """6.2: a card typed in at the City Gate is offered by the shops and the dormitory
    once they are shown, the collection read once for them all; the ledger and the
    missions are not read again."""
    from demloc.ui.guild.card_form import CardKind, card_text

    _every_tab_shown(view)
    filled.clear()
    text = card_text(CardKind.WEAPON, {"id": "my-new-blade", "name": "New Blade",
                     "count": "1", "type": "sword", "characteristic": "normal",
                     "grip": "one-handed", "damage": "2"})  # fmt: skip
    assert on(view.gate).add_custom(text), view.message.text()
    _every_tab_shown(view)
    assert filled["collection"] == 1
    assert {"dormitory", "armory", "gate"} <= set(filled)
    assert filled["ledger"] == filled["missions"] == 0
    assert on(view.armory).choices.row_of("my-new-blade") >= 0


def test_a_tab_not_on_screen_is_filled_once_it_is_shown(
    qtbot: QtBot, view: GuildView, catalog: Catalog, filled: Counter[str]
) -> None:
    view.show()
    qtbot.waitExposed(view)
    rows = on(view.ledger).model.rowCount()
    armory = on(view.armory)
    filled.clear()
    armory.shop.setCurrentIndex(armory.shop.findData(_weapon(view, catalog)))
    assert armory.buy(), view.message.text()
    assert filled == Counter({"armory": 1})
    view.tabs.setCurrentWidget(view.ledger)
    assert filled["ledger"] == 1
    assert view.ledger.model.rowCount() == rows + 1  # the purchase's line, once shown
    assert view.ledger.model.index(0, 1).data().startswith("Armory: ")
    view.tabs.setCurrentWidget(view.ledger)
    view.tabs.setCurrentWidget(view.overview)
    assert filled["ledger"] == 1 and filled["overview"] == 1


def test_shown_again_with_nothing_changed_fills_nothing(
    qtbot: QtBot, view: GuildView, rules: GuildRules, filled: Counter[str]
) -> None:
    """Back from another view: the banner is read again; the tabs only if the guild
    changed meanwhile (here another window upgrades a building): the tab on screen at
    once, every other once it is shown (R-212); the tab shown before stays shown."""
    view.show()
    qtbot.waitExposed(view)
    _every_tab_shown(view)
    on(view.overview)
    view.hide()
    filled.clear()
    view.show()
    assert sum(filled[name] for name in TABS) == 0
    view.hide()
    with view.sessions.begin() as session:
        g.upgrade(session, g.find_guild(session, view.guild_name), "armory", rules)
    view.show()
    assert view.tabs.currentWidget() is view.overview
    assert filled == Counter({"overview": 1})
    assert "Armory" in view.overview.buildings.item(1, 0).text()
    assert view.overview.buildings.item(1, 1).text() == "2"
    _every_tab_shown(view)
    assert all(filled[name] == 1 for name in TABS)


def test_a_table_sets_again_only_the_rows_that_changed(qtbot: QtBot) -> None:
    widget = table(["Name", "Status"])
    qtbot.addWidget(widget)
    rows = [[f"Mercenary {n}", "ready"] for n in range(150)]
    assert fill(widget, rows, list(range(150))) == list(range(150))
    kept = widget.item(3, 0)
    rows[7] = ["Mercenary 7", "injured: rest"]
    assert fill(widget, rows, list(range(150))) == [7]
    assert widget.item(3, 0) is kept  # not made again
    assert widget.item(7, 1).text() == "injured: rest"
    assert fill(widget, [*rows, ["Mercenary 150", "ready"]], list(range(151))) == [150]
    # Rows removed or inserted move the others, never set them again (review of issue
    # 31: one enlisted among the living shifted every grave below it).
    assert fill(widget, rows[1:], list(range(1, 150))) == []
    assert widget.item(2, 0) is kept and widget.rowCount() == 149
    widget.selectRow(10)  # Mercenary 11
    living = [*rows[1:5], ["Mercenary 200", "ready"], *rows[5:]]
    assert fill(widget, living, [*range(1, 5), 200, *range(5, 150)]) == [4]
    assert widget.item(2, 0) is kept and widget.item(4, 0).text() == "Mercenary 200"
    assert widget.currentRow() == 11 and widget.item(11, 0).text() == "Mercenary 11"
