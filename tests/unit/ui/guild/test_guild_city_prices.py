"""The Guild view's shops show the price after a held spot's cut (6.2 "bonuses
immediately applied"; R-125), and buying pays that price."""

from __future__ import annotations

import datetime as dt

from pytestqt.qtbot import QtBot

from demloc.store.city import hold
from demloc.store.guilds import find_guild
from demloc.ui.guild import GuildView
from support.guild_tabs import on


def test_a_held_forge_cuts_the_weapons_price_in_the_armory(qtbot: QtBot, view: GuildView) -> None:
    shop = on(view.armory).shop
    before = [shop.itemText(i) for i in range(shop.count())]
    assert before and not any("off" in text for text in before)
    with view.sessions.begin() as session:
        hold(session, "kettleburn-forge", find_guild(session, view.guild_name),
             dt.datetime.now(dt.UTC))  # fmt: skip
    view.refresh()
    after = [shop.itemText(i) for i in range(shop.count())]
    assert all("10% off: a spot you hold" in text for text in after)
    library = [on(view.library).shop.itemText(i) for i in range(on(view.library).shop.count())]
    assert not any("off" in text for text in library)  # a forge cuts weapons only
