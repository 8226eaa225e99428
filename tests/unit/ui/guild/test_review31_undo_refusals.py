"""Review of issue 31 (R-200): an undo refused because another window changed the rows
names what changed by its card's name, as the Guild view shows it."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from demloc.catalog.cards import Weapon, WeaponCharacteristic
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.ui.guild import GuildView
from support.guild_tabs import on


def test_an_undo_refused_for_a_weapon_gone_names_the_weapon(
    view: GuildView, catalog: Catalog
) -> None:
    """5.1.2: bought here, then removed in another window; the undo of the purchase is
    refused, naming the weapon as the armory did."""
    with view.sessions.begin() as session:  # a weapon the guild holds no copy of
        held = {i.card_id for i in g.find_guild(session, view.guild_name).items}
    bought = next(c for c in catalog.cards if isinstance(c, Weapon) and c.id not in held
                  and c.characteristic is WeaponCharacteristic.NORMAL
                  and on(view.armory).shop.findData(c.id) >= 0)  # fmt: skip
    view.armory.shop.setCurrentIndex(view.armory.shop.findData(bought.id))
    assert view.armory.buy(), view.message.text()
    with view.sessions.begin() as other:  # the second window takes it out of the armory
        guild = g.find_guild(other, view.guild_name)
        g.lock_guild(other, guild)
        g.remove_item(other, max(guild.items, key=lambda i: i.id))  # the one just bought
    view.undo_stack.undo()
    text = view.message.text()
    assert text.startswith("Not undone"), text
    assert bought.name in text and bought.id not in text, text


def test_a_damaged_undo_entry_below_the_mark_is_named_not_a_traceback(
    qtbot: QtBot, view: GuildView, catalog: Catalog, rules: GuildRules, tmp_path: Path
) -> None:
    import sqlite3

    from demloc.store.database import open_database

    bought = next(c for c in catalog.cards if isinstance(c, Weapon)
                  and on(view.armory).shop.findData(c.id) >= 0)  # fmt: skip
    view.armory.shop.setCurrentIndex(view.armory.shop.findData(bought.id))
    assert view.armory.buy(), view.message.text()
    path = tmp_path / "guilds.sqlite3"
    view.sessions.kw["bind"].dispose()
    open_database(str(path)).kw["bind"].dispose()  # the entry checked once: below the mark
    with sqlite3.connect(path) as db:
        db.execute("UPDATE row_change SET text = X'FF00'")
    db.close()
    again = GuildView(open_database(str(path)), catalog, rules)  # the next start
    qtbot.addWidget(again)
    assert "table row_change" in again.message.text()


def test_undoing_a_custom_card_another_guild_of_the_account_holds_is_refused(
    view: GuildView, catalog: Catalog, rules: GuildRules
) -> None:
    """6.2, 5.1.2: a custom card is the account's; its guilds share it (R-200's check
    'every member's and item's card in the collection')."""
    from demloc.ui.guild.card_form import CardKind, card_text

    text = card_text(CardKind.WEAPON, {"id": "my-new-blade", "name": "New Blade",
                     "count": "1", "type": "sword", "characteristic": "normal",
                     "grip": "one-handed", "damage": "2"})  # fmt: skip
    assert view.gate.add_custom(text), view.message.text()
    with view.sessions.begin() as other:  # the same player's second guild, elsewhere
        account = g.find_guild(other, view.guild_name).account
        second = g.create_guild(other, account, "Second Lantern", "blue", rules)
        custom = next(i for i in g.collection(other, account, catalog) if "new-blade" in i)
        g.buy(other, second, "weapon", custom, catalog, rules)
    view.undo_stack.undo()
    assert view.message.text().startswith("Not undone"), view.message.text()
    assert "Second Lantern holds New Blade" in view.message.text(), view.message.text()
    with view.sessions.begin() as session:
        second = g.find_guild(session, "Second Lantern")
        held = [i.card_id for i in second.items]
        assert all(c in g.collection(session, second.account, catalog) for c in held)
