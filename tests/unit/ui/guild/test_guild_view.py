"""The Guild view's main flows (issue 6): each screen's action, refusals, undo."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.cards import Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import load_guild_rules
from demloc.paths import resources_dir
from demloc.store.database import open_database
from demloc.store.guilds import find_guild
from demloc.store.starter import STARTER_GUILD, load_starter_content
from demloc.ui.guild_view import GuildView

RULES = load_guild_rules(resources_dir() / "guild.toml")


@pytest.fixture
def view(qtbot: QtBot, tmp_path: Path, catalog: Catalog) -> GuildView:
    sessions = open_database(str(tmp_path / "guilds.sqlite3"))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
    widget = GuildView(sessions, catalog, RULES)
    qtbot.addWidget(widget)
    return widget


def _guild(view: GuildView):  # type: ignore[no-untyped-def]
    sessions: sessionmaker[Session] = view.sessions
    session = sessions()
    return session, find_guild(session, view.guild_name)


def test_it_opens_on_the_starter_guild(view: GuildView) -> None:
    assert view.guild_name == STARTER_GUILD
    assert view.members.rowCount() == 4  # the first Basic Guild Set, enlisted
    assert "feods <b>220</b>" in view.wealth.text()
    assert view.buildings.rowCount() == len(RULES.buildings)


def test_enlist_is_refused_when_the_dormitory_is_full_then_upgrade(view: GuildView) -> None:
    view.recruits.setCurrentIndex(0)
    view._enlist()
    assert view.message.text().startswith("Not done: the dormitory (level 1) has 4 slots")
    view.buildings.selectRow(0)
    view._upgrade()
    assert "Done: Upgrade the dormitory" in view.message.text()
    assert view.buildings.item(0, 1).text() == "2"
    level_one = next(
        i for i in range(view.recruits.count()) if view.recruits.itemText(i).endswith(" 1)")
    )
    view.recruits.setCurrentIndex(level_one)
    view._enlist()
    assert view.members.rowCount() == 5, view.message.text()


def test_buy_and_drag_a_weapon_onto_a_mercenary(view: GuildView, catalog: Catalog) -> None:
    session, guild = _guild(view)
    member = guild.members[0]
    card = catalog.card(member.card_id)
    assert isinstance(card, Mercenary)
    fitting = next(
        w for w in catalog.cards
        if isinstance(w, Weapon) and w.type in card.primary_coupling
        and (not w.coupling or card.type in w.coupling) and w.characteristic.value == "normal"
    )  # fmt: skip
    session.close()
    # Take his starting weapon off first (the armory list's selection).
    view.weapons.setCurrentRow(0)
    view._unequip()
    assert "Done: Unequip" in view.message.text()
    view.shop.setCurrentIndex(view.shop.findData(fitting.id))
    view._buy("weapon", view.shop)
    assert "Done: Buy" in view.message.text()
    session, guild = _guild(view)
    bought = guild.items[-1]
    session.close()
    # A drop on the mercenary list equips (the drag and drop's signal).
    view.fighters.dropped.emit(bought.id, member.id)
    assert "Done: Equip" in view.message.text(), view.message.text()
    session, guild = _guild(view)
    assert guild.items[-1].member_id == member.id and guild.items[-1].slot == "primary"
    session.close()


def test_undo_and_redo_restore_the_guild(view: GuildView) -> None:
    before = view.wealth.text()
    view.buildings.selectRow(1)
    view._upgrade()  # the armory
    after = view.wealth.text()
    assert after != before
    view.undo_stack.undo()
    assert view.wealth.text() == before and view.buildings.item(1, 1).text() == "1"
    view.undo_stack.redo()
    assert view.wealth.text() == after and view.buildings.item(1, 1).text() == "2"


def test_city_gate_redeems_once_and_takes_custom_cards(view: GuildView, catalog: Catalog) -> None:
    assert not view.redeem(catalog.sets[0].redeem_code)
    assert "a code counts once per account" in view.message.text()
    card = (resources_dir() / "sets" / "sons-of-loch.toml").read_text().replace(
        'id = "sons-of-loch"', 'id = "my-loch"').replace("SOL1", "MYL1").replace('id = "sol-', 'id = "my-')  # fmt: skip
    assert view.add_custom(card), view.message.text()
    assert any("Wechi" in view.recruits.itemText(i) for i in range(view.recruits.count()))
    view.undo_stack.undo()
    session, guild = _guild(view)
    from demloc.store.guilds import collection

    assert "my-wechi" not in collection(session, guild.account, catalog)
    session.close()
    view.undo_stack.redo()  # the card comes back with the guild's copy
    session, guild = _guild(view)
    assert "my-wechi" in collection(session, guild.account, catalog)
    session.close()


def test_a_redeemed_code_is_undone_and_redone(view: GuildView, catalog: Catalog) -> None:
    assert view.create_guild("The Salt Brothers", "yellow", "Second Player")
    code = catalog.sets[0].redeem_code
    assert view.redeem(code), view.message.text()
    assert f"{catalog.sets[0].name}" in view.owned.text()
    view.undo_stack.undo()
    assert "(0 cards)" in view.owned.text()
    view.undo_stack.redo()
    assert catalog.sets[0].name in view.owned.text() and "(0 cards)" not in view.owned.text()
    assert not view.redeem(code)  # still once per account


def test_an_undo_raises_the_revision_so_an_old_file_stays_older(
    view: GuildView, tmp_path: Path
) -> None:
    # RULINGS.md R-42: an import never overwrites newer data, undo or not.
    view.buildings.selectRow(1)
    view._upgrade()  # the armory to level 2
    view.export_to(tmp_path / "copy.json")
    view.undo_stack.undo()  # back to level 1: a change made after the export
    view._upgrade()  # and level 2 again, a new change
    view.undo_stack.undo()
    asked: list[str] = []
    assert not view.import_from(tmp_path / "copy.json", lambda plan: asked.append(plan) or True)
    assert "has changed since this file was made" in view.message.text() and not asked


def test_new_guilds_and_the_ledger_filter(view: GuildView) -> None:
    assert view.create_guild("The Ashen Choir", "green")
    assert view.picker.currentText() == "The Ashen Choir"
    assert not view.create_guild("The Ashen Choir", "blue")
    # A second player at the table: his own account, which owns nothing yet.
    assert view.create_guild("The Salt Brothers", "yellow", "Second Player")
    assert "Second Player" in view.owned.text() and "(0 cards)" in view.owned.text()
    assert view.recruits.count() == 0  # he must redeem his sets at the City Gate first
    view.ledger_filter.setText("purse")
    assert view.ledger.rowCount() == 1
    view.ledger_filter.setText("armory")
    assert view.ledger.rowCount() == 0  # the new guild bought nothing


def test_a_new_guild_is_undone_with_the_account_made_for_it(view: GuildView) -> None:
    from sqlalchemy import select

    from demloc.store.schema import Account

    starter = view.guild_name
    assert view.create_guild("Typo Guild", "blue", "Second Player")
    view.undo_stack.undo()
    assert view.picker.findText("Typo Guild") == -1 and view.guild_name == starter
    session, _ = _guild(view)
    assert session.scalar(select(Account).where(Account.name == "Second Player")) is None
    session.close()
    view.undo_stack.redo()
    assert view.guild_name == "Typo Guild" and "Second Player" in view.owned.text()


def test_library_pantheon_and_guesthouse(view: GuildView) -> None:
    for kind in ("arcane_code", "daemon", "follower"):
        shop = getattr(view, f"{kind}_shop")
        shop.setCurrentIndex(0)
        view._buy(kind, shop)
        assert "Done: Buy" in view.message.text(), view.message.text()
        assert getattr(view, f"{kind}_list").count() == 1
    # The code goes to a character with arcane ability (the sorcerer).
    code_list = view.arcane_code_list  # type: ignore[attr-defined]
    holder = view.code_holder.currentText()
    assert holder
    item_id = code_list.item(0).data(Qt.ItemDataRole.UserRole)
    assert view.assign_code(item_id, view.code_holder.currentData()), view.message.text()
    assert holder in code_list.item(0).text()
    # A mercenary without arcane ability is refused (5.1.5).
    mundane = view.fighters.item(0).data(Qt.ItemDataRole.UserRole)
    assert not view.assign_code(item_id, mundane)
    assert "has no arcane ability" in view.message.text()


def test_roster_export_and_import_from_the_screen(view: GuildView, tmp_path: Path) -> None:
    view.write_roster(tmp_path / "roster.pdf")
    assert (tmp_path / "roster.pdf").read_bytes().startswith(b"%PDF")
    view.export_to(tmp_path / "guild.json")
    shown: list[str] = []
    assert not view.import_from(
        tmp_path / "guild.json", lambda text: shown.append(text) is not None
    )
    assert shown and shown[0].startswith("update The Red Lantern")
    assert view.import_from(tmp_path / "guild.json", lambda _text: True)
    (tmp_path / "bad.json").write_text("{ nope")
    assert not view.import_from(tmp_path / "bad.json", lambda _text: True)
    assert "Not imported" in view.message.text()
