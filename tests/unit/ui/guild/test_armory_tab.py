"""The Armory tab: the Buy list says type and grip; equipping by drag, by the Equip
button and by Enter; the history names what and whom."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from demloc.catalog.cards import Weapon
from demloc.catalog.catalog import Catalog
from demloc.ui.guild import GuildView
from support.guild_tabs import on


def test_the_buy_list_shows_type_and_grip(view: GuildView, catalog: Catalog) -> None:
    shop = on(view.armory).shop
    assert shop.count() > 0
    for index in range(shop.count()):
        card = catalog.card(shop.itemData(index))
        assert isinstance(card, Weapon)
        assert f"({card.type.value}, {card.grip.value}, " in shop.itemText(index)


def _first_weapon(view: GuildView, guild_of: Any) -> tuple[int, str, int, str]:
    """A mercenary's starting weapon, taken off: (item id, weapon name, member, his name)."""
    session, guild = guild_of(view)
    item = next(i for i in guild.items if i.kind == "weapon" and i.member_id)
    item_id, member_id = item.id, item.member_id
    session.close()
    row = next(
        r for r in range(on(view.armory).weapons.count())
        if on(view.armory).weapons.item(r).data(Qt.ItemDataRole.UserRole) == item_id
    )  # fmt: skip
    on(view.armory).weapons.setCurrentRow(row)
    weapon = on(view.armory).weapons.item(row).text().split(" — ")[0]
    holder = view.member_name(member_id)
    assert on(view.armory).unequip()
    assert view.undo_stack.undoText() == f"Unequip {weapon} from {holder}"
    return item_id, weapon, member_id, holder


def _select(view: GuildView, item_id: int, member_id: int) -> None:
    for widget, key in ((on(view.armory).weapons, item_id), (on(view.armory).fighters, member_id)):
        row = next(
            r for r in range(widget.count())
            if widget.item(r).data(Qt.ItemDataRole.UserRole) == key
        )  # fmt: skip
        widget.setCurrentRow(row)


def test_the_equip_button_equips_and_names_what_and_whom(view: GuildView, guild_of: Any) -> None:
    item_id, weapon, member_id, holder = _first_weapon(view, guild_of)
    _select(view, item_id, member_id)
    on(view.armory).equip_button.click()
    assert view.undo_stack.undoText() == f"Equip {weapon} on {holder}", view.message.text()
    session, guild = guild_of(view)
    assert next(i for i in guild.items if i.id == item_id).member_id == member_id
    session.close()


def test_enter_equips_and_delete_unequips(view: GuildView, guild_of: Any, qtbot: QtBot) -> None:
    item_id, weapon, member_id, holder = _first_weapon(view, guild_of)
    view.tabs.setCurrentWidget(view.armory)
    view.show()
    _select(view, item_id, member_id)
    on(view.armory).fighters.setFocus()
    qtbot.waitUntil(on(view.armory).fighters.hasFocus)
    qtbot.keyClick(on(view.armory).fighters, Qt.Key.Key_Return)
    assert view.undo_stack.undoText() == f"Equip {weapon} on {holder}", view.message.text()
    _select(view, item_id, member_id)
    on(view.armory).weapons.setFocus()
    qtbot.waitUntil(on(view.armory).weapons.hasFocus)
    qtbot.keyClick(on(view.armory).weapons, Qt.Key.Key_Delete)
    assert view.undo_stack.undoText() == f"Unequip {weapon} from {holder}"


def test_a_drop_still_equips(view: GuildView, guild_of: Any) -> None:
    item_id, weapon, member_id, holder = _first_weapon(view, guild_of)
    on(view.armory).fighters.dropped.emit(item_id, member_id)
    assert view.undo_stack.undoText() == f"Equip {weapon} on {holder}"
