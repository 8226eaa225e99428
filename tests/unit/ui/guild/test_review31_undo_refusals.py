"""Review of issue 31 (R-200): an undo refused because another window changed the rows
names what changed by its card's name, as the Guild view shows it."""

from __future__ import annotations

import pytest

from demloc.catalog.cards import Weapon, WeaponCharacteristic
from demloc.catalog.catalog import Catalog
from demloc.store import guilds as g
from demloc.ui.guild import GuildView


@pytest.mark.xfail(
    strict=True,
    reason="review 31: a refused undo names a card no longer held by its id "
    "('rog-w-...'), not its name: changes._Names.card reads guild_cards, which knows "
    "only the cards the guild's members and items name now",
)
def test_an_undo_refused_for_a_weapon_gone_names_the_weapon(
    view: GuildView, catalog: Catalog
) -> None:
    """5.1.2: bought here, then removed in another window; the undo of the purchase is
    refused, naming the weapon as the armory did."""
    with view.sessions.begin() as session:  # a weapon the guild holds no copy of
        held = {i.card_id for i in g.find_guild(session, view.guild_name).items}
    bought = next(c for c in catalog.cards if isinstance(c, Weapon) and c.id not in held
                  and c.characteristic is WeaponCharacteristic.NORMAL
                  and view.armory.shop.findData(c.id) >= 0)  # fmt: skip
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
