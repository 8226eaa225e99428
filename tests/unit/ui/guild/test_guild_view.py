"""The Guild view's main flows (issue 6): each screen's action, refusals, undo."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from demloc.catalog.cards import Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.paths import resources_dir
from demloc.store.starter import STARTER_GUILD
from demloc.ui.guild import GuildView
from support.guild_tabs import on


def test_it_opens_on_the_starter_guild(view: GuildView, rules: GuildRules) -> None:
    assert view.guild_name == STARTER_GUILD
    assert on(view.dormitory).members.rowCount() == 4  # the first Basic Guild Set, enlisted
    assert "feods <b>220</b>" in view.wealth.text()
    assert on(view.overview).buildings.rowCount() == len(rules.buildings)


def test_a_campaigns_purse_is_read_in_thousands_as_the_ledgers_totals(view: GuildView) -> None:
    """The wealth line says 124,769 feods as the Ledger's totals do (review of issue 31:
    it said 124769 beside the totals' +124,769)."""
    from demloc.store.guilds import change_wealth, find_guild

    with view.sessions.begin() as session:
        change_wealth(
            session, find_guild(session, view.guild_name), "a long campaign", feods=124_549
        )
    view.refresh()
    assert "feods <b>124,769</b>" in view.wealth.text()


def test_enlist_is_refused_when_the_dormitory_is_full_then_upgrade(view: GuildView) -> None:
    on(view.dormitory).recruits.setCurrentIndex(0)
    on(view.dormitory).enlist()
    assert view.message.text().startswith("Not done: the dormitory (level 1) has 4 slots")
    on(view.overview).buildings.selectRow(0)
    view.ask = lambda _text: True  # the upgrade's question
    on(view.overview).upgrade()
    assert "Done: Upgrade the dormitory" in view.message.text()
    assert on(view.overview).buildings.item(0, 1).text() == "2"
    level_one = next(
        i
        for i in range(on(view.dormitory).recruits.count())
        if on(view.dormitory).recruits.itemText(i).endswith(" 1)")
    )
    on(view.dormitory).recruits.setCurrentIndex(level_one)
    on(view.dormitory).enlist()
    assert on(view.dormitory).members.rowCount() == 5, view.message.text()


def test_buy_and_drag_a_weapon_onto_a_mercenary(
    view: GuildView, catalog: Catalog, guild_of: Any
) -> None:
    session, guild = guild_of(view)
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
    on(view.armory).weapons.setCurrentRow(0)
    on(view.armory).unequip()
    assert "Done: Unequip" in view.message.text()
    on(view.armory).shop.setCurrentIndex(on(view.armory).shop.findData(fitting.id))
    on(view.armory).buy()
    assert "Done: Buy" in view.message.text()
    session, guild = guild_of(view)
    bought = guild.items[-1]
    session.close()
    # A drop on the mercenary list equips (the drag and drop's signal).
    on(view.armory).fighters.dropped.emit(bought.id, member.id)
    assert "Done: Equip" in view.message.text(), view.message.text()
    session, guild = guild_of(view)
    assert guild.items[-1].member_id == member.id and guild.items[-1].slot == "primary"
    session.close()


def test_undo_and_redo_restore_the_guild(view: GuildView) -> None:
    before = view.wealth.text()
    on(view.overview).buildings.selectRow(1)
    view.ask = lambda _text: True  # the upgrade's question
    on(view.overview).upgrade()  # the armory
    after = view.wealth.text()
    assert after != before
    view.undo_stack.undo()
    assert view.wealth.text() == before and on(view.overview).buildings.item(1, 1).text() == "1"
    view.undo_stack.redo()
    assert view.wealth.text() == after and on(view.overview).buildings.item(1, 1).text() == "2"


def test_city_gate_redeems_once_and_takes_custom_cards(
    view: GuildView, catalog: Catalog, guild_of: Any
) -> None:
    assert not on(view.gate).redeem(catalog.sets[0].redeem_code)
    assert "a code counts once per account" in view.message.text()
    card = (resources_dir() / "sets" / "sons-of-loch.toml").read_text().replace(
        'id = "sons-of-loch"', 'id = "my-loch"').replace("SOL1", "MYL1").replace('id = "sol-', 'id = "my-')  # fmt: skip
    assert on(view.gate).add_custom(card), view.message.text()
    assert any(
        "Wechi" in on(view.dormitory).recruits.itemText(i)
        for i in range(on(view.dormitory).recruits.count())
    )
    view.undo_stack.undo()
    session, guild = guild_of(view)
    from demloc.store.guilds import collection

    assert "my-wechi" not in collection(session, guild.account, catalog)
    session.close()
    view.undo_stack.redo()  # the card comes back with the guild's copy
    session, guild = guild_of(view)
    assert "my-wechi" in collection(session, guild.account, catalog)
    session.close()


def test_a_redeemed_code_is_undone_and_redone(view: GuildView, catalog: Catalog) -> None:
    assert view.create_guild("The Salt Brothers", "yellow", "Second Player")
    code = catalog.sets[0].redeem_code
    assert on(view.gate).redeem(code), view.message.text()
    assert f"{catalog.sets[0].name}" in on(view.gate).owned.text()
    view.undo_stack.undo()
    assert "(0 cards)" in on(view.gate).owned.text()
    view.undo_stack.redo()
    assert (
        catalog.sets[0].name in on(view.gate).owned.text()
        and "(0 cards)" not in on(view.gate).owned.text()
    )
    assert not on(view.gate).redeem(code)  # still once per account


def test_an_undo_raises_the_revision_so_an_old_file_stays_older(
    view: GuildView, tmp_path: Path
) -> None:
    # RULINGS.md R-42: an import never overwrites newer data, undo or not.
    on(view.overview).buildings.selectRow(1)
    view.ask = lambda _text: True  # the upgrade's question
    on(view.overview).upgrade()  # the armory to level 2
    view.export_to(tmp_path / "copy.json")
    view.undo_stack.undo()  # back to level 1: a change made after the export
    on(view.overview).upgrade()  # and level 2 again, a new change
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
    assert (
        "Second Player" in on(view.gate).owned.text() and "(0 cards)" in on(view.gate).owned.text()
    )
    assert (
        on(view.dormitory).recruits.count() == 0
    )  # he must redeem his sets at the City Gate first
    on(view.ledger).filter.setText("purse")
    assert on(view.ledger).model.rowCount() == 1
    on(view.ledger).filter.setText("armory")
    assert on(view.ledger).model.rowCount() == 0  # the new guild bought nothing


def test_a_new_guild_is_undone_with_the_account_made_for_it(view: GuildView, guild_of: Any) -> None:
    from sqlalchemy import select

    from demloc.store.schema import Account

    starter = view.guild_name
    assert view.create_guild("Typo Guild", "blue", "Second Player")
    assert view.undo_stack.undoText() == "New guild Typo Guild"  # its own history's first
    view.undo_stack.undo()
    assert view.picker.findText("Typo Guild") == -1 and view.guild_name == starter
    session, _ = guild_of(view)
    assert session.scalar(select(Account).where(Account.name == "Second Player")) is None
    session.close()
    view.stack_for("Typo Guild").redo()
    assert view.guild_name == "Typo Guild" and "Second Player" in on(view.gate).owned.text()


def test_library_pantheon_and_guesthouse(view: GuildView) -> None:
    for tab in (view.library, view.pantheon, view.guesthouse):
        on(tab).shop.setCurrentIndex(0)
        assert tab.buy(), view.message.text()
        assert "Done: Add" in view.message.text(), view.message.text()
        assert tab.held.count() == 1
    # The code goes to a character with arcane ability (the sorcerer).
    code_list = on(view.library).held
    holder = on(view.library).code_holder.currentText()
    assert holder
    item_id = code_list.item(0).data(Qt.ItemDataRole.UserRole)
    assert on(view.library).assign_code(item_id, on(view.library).code_holder.currentData())
    assert holder in code_list.item(0).text()
    # A mercenary without arcane ability is refused (5.1.5).
    mundane = on(view.armory).fighters.item(0).data(Qt.ItemDataRole.UserRole)
    assert not on(view.library).assign_code(item_id, mundane)
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


def test_switching_guild_says_which_guild_for_the_window_title(view: GuildView) -> None:
    shown: list[str] = []
    view.guild_changed.connect(shown.append)
    assert view.create_guild("The Ashen Choir", "green")
    view.picker.setCurrentText(STARTER_GUILD)
    view.refresh()  # the same guild again: nothing to say
    assert shown == ["The Ashen Choir", STARTER_GUILD]


def test_each_guild_has_its_own_history(view: GuildView) -> None:
    on(view.overview).buildings.selectRow(1)
    view.ask = lambda _text: True  # the upgrade's question
    on(view.overview).upgrade()
    starter = view.undo_stack
    assert view.create_guild("The Ashen Choir", "green")
    choir = view.undo_stack
    assert choir is not starter and view.history.stack() is choir
    assert [choir.text(i) for i in range(choir.count())] == ["New guild The Ashen Choir"]
    view.picker.setCurrentText(STARTER_GUILD)
    assert view.history.stack() is starter
    assert [starter.text(i) for i in range(starter.count())] == ["Upgrade the armory"]
    view.undo_stack.undo()  # undoes the starter's upgrade, not the new guild
    assert view.picker.findText("The Ashen Choir") >= 0
    assert on(view.overview).buildings.item(1, 1).text() == "1"


def _answer_save_dialogs(monkeypatch: pytest.MonkeyPatch, answers: list[tuple[str, str]]) -> None:
    from PySide6.QtWidgets import QFileDialog

    queue = iter(answers)
    chosen: list[tuple[str, str]] = []

    def run(_dialog: QFileDialog) -> int:
        chosen.append(next(queue))
        return 1

    monkeypatch.setattr(QFileDialog, "exec", run)
    monkeypatch.setattr(QFileDialog, "selectedFiles", lambda _d: [chosen[-1][0]])
    monkeypatch.setattr(
        QFileDialog, "selectedNameFilter", lambda _d: chosen[-1][1] if chosen else ""
    )


def test_export_and_roster_add_the_file_suffix(
    view: GuildView, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _answer_save_dialogs(monkeypatch, [
        (str(tmp_path / "mymap"), "DemLoc guilds (*.json)"),
        (str(tmp_path / "roster"), "PNG (*.png)"),
        (str(tmp_path / "box.check"), "PDF (*.pdf)"),
    ])  # fmt: skip
    view._export_dialog()
    assert (tmp_path / "mymap.json").is_file() and not (tmp_path / "mymap").exists()
    view._roster_dialog()
    assert (tmp_path / "roster.png").read_bytes().startswith(b"\x89PNG")
    view._roster_dialog()
    assert (tmp_path / "box.check.pdf").read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize("replace", [False, True])
def test_export_asks_before_replacing_the_suffixed_file(
    replace: bool, view: GuildView, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The review: "precious" typed while precious.json exists replaced it unasked.
    from PySide6.QtWidgets import QMessageBox

    precious = tmp_path / "precious.json"
    precious.write_text("mine")
    asked: list[str] = []

    def answer(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes if replace else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    _answer_save_dialogs(monkeypatch, [(str(tmp_path / "precious"), "DemLoc guilds (*.json)")])
    view._export_dialog()
    assert len(asked) == 1 and "precious.json" in asked[0]
    assert (precious.read_text() != "mine") is replace
