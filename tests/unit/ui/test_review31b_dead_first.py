"""Review of issue 31 (b): a guild of a long campaign has enlisted far more mercenaries
than it has alive (the campaign database: some 145 dead of 150); its Dormitory and its
Armory list the dead first, in enlisting order, so the few a player can use are found
by scrolling past every grave. The living come first."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import load_guild_rules
from demloc.paths import resources_dir
from demloc.store.database import open_database
from demloc.store.guilds import find_guild
from demloc.ui.guild import GuildView
from support.guild_tabs import on

BENCHMARKS = Path(__file__).resolve().parents[3] / "benchmarks"


def _campaign(path: Path) -> None:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        spec = importlib.util.spec_from_file_location("campaign", BENCHMARKS / "campaign.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["campaign"] = module
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BENCHMARKS))
    module.make_campaign(path, ledger_lines=300, missions=20, custom_cards=10, seed=3)


@pytest.fixture
def view(qtbot: QtBot, catalog: Catalog, tmp_path: Path) -> GuildView:
    path = tmp_path / "campaign.sqlite3"
    _campaign(path)
    rules = load_guild_rules(resources_dir() / "guild.toml")
    widget = GuildView(open_database(str(path)), catalog, rules)
    qtbot.addWidget(widget)
    widget.picker.setCurrentText("The Red Lantern")
    widget.resize(1024, 700)
    widget.show()
    return widget


def test_the_dormitory_lists_the_living_first(view: GuildView) -> None:
    table = on(view.dormitory).members
    states = [str(table.item(r, 4).text()) for r in range(table.rowCount())]
    dead = [s.startswith("dead") for s in states]
    assert any(dead) and not all(dead)
    assert dead == sorted(dead), states  # every living row above every dead one


def test_the_armorys_mercenaries_list_the_living_first(view: GuildView) -> None:
    fighters = on(view.armory).fighters
    dead = [fighters.item(r).text().endswith("dead") for r in range(fighters.count())]
    assert any(dead) and not all(dead)
    assert dead == sorted(dead), [fighters.item(r).text() for r in range(fighters.count())]


def test_the_dormitory_lists_the_slot_holders_before_the_escaped_6_4_1(view: GuildView) -> None:
    """The escaped hold no slot (6.4.1, as the dead): the five or so who do come first,
    then the escaped, then the dead."""
    with view.sessions.begin() as session:
        first = find_guild(session, "The Red Lantern").members[0]  # enlisted first
        assert first.status == "dead"
        first.status = "escaped"
    view.refresh()
    table = on(view.dormitory).members
    states = [str(table.item(r, 4).text()) for r in range(table.rowCount())]
    rank = [2 if s.startswith("dead") else 1 if s.startswith("escaped") else 0 for s in states]
    assert 1 in rank and 0 in rank
    assert rank == sorted(rank), states
