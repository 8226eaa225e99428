"""The City view on a fresh database: the starter guild with two ready mercenaries, a
clock the test moves (never the machine's; nothing sleeps), the city's rules with or
without an event that always happens."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from pytestqt.qtbot import QtBot

from demloc.catalog.cards import Mercenary
from demloc.catalog.catalog import Catalog
from demloc.city.model import load_city
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.store.city import CityData
from demloc.store.database import open_database
from demloc.store.starter import active_guild, load_starter_content
from demloc.ui.city.view import CityView
from support.city_texts import ALWAYS_THREAT, rules_with

T0 = dt.datetime(2026, 3, 1, 12, 0, tzinfo=dt.UTC)
HOUR = dt.timedelta(hours=1)
DAY = dt.timedelta(days=1)
TAVERN, FORGE = "drowned-lantern", "kettleburn-forge"

THREAT = ALWAYS_THREAT


def city_data(events: str = "") -> CityData:
    return CityData(load_city(), rules_with(events))


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> dt.datetime:
        return self.now


def city_view(qtbot: QtBot, tmp_path: Path, catalog: Catalog, rules: GuildRules,
              events: str = "", members: int = 2) -> tuple[CityView, Clock]:  # fmt: skip
    sessions = open_database(str(tmp_path / "city.sqlite3"))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
        guild = active_guild(session)
        assert guild is not None
        made = 0
        for card in catalog.cards:
            if made == members:
                break
            if isinstance(card, Mercenary):
                try:
                    g.enlist(session, guild, card.id, catalog, rules)
                    made += 1
                except g.GuildRuleError:
                    continue
    clock = Clock()
    view = CityView(sessions, catalog, rules, city_data(events), clock=clock)
    view.ticker.stop()  # the test ticks
    view.reader.stop()
    qtbot.addWidget(view)
    view.resize(1024, 640)
    return view, clock
