"""One refresh of the Guild view with many custom cards reads the collection once and
parses each custom text at most once (issue 16); a changed row shows at once."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import update

from demloc.catalog.cards import CardKind, Weapon
from demloc.store import guilds as g
from demloc.store.guilds import cards
from demloc.store.schema import CustomCard
from demloc.ui.guild import GuildView
from demloc.ui.guild.card_form import card_text
from support.guild_tabs import on

CARDS = 120


def weapon_card(n: int, damage: int = 2) -> str:
    """The text the card form makes for one weapon card typed in."""
    values = {
        "id": f"my-blade-{n}", "name": f"Blade {n}", "count": "1", "type": "sword",
        "characteristic": "normal", "grip": "one-handed", "damage": str(damage),
    }  # fmt: skip
    return card_text(CardKind.WEAPON, values)


@pytest.fixture
def many(view: GuildView) -> GuildView:
    """The armory on screen (its shop offers the collection: R-212)."""
    view.tabs.setCurrentWidget(view.armory)
    view.show_guild(view.guild_name)
    with view.sessions.begin() as session:
        account = g.find_guild(session, view.guild_name).account
        for n in range(CARDS):
            g.add_custom_card(session, account, weapon_card(n), view.catalog)
    return view


def test_one_refresh_parses_each_text_at_most_once(
    many: GuildView, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: dict[str, int] = {}

    def counted(name: str) -> Any:
        real = getattr(cards, name)

        def call(*args: Any, **kwargs: Any) -> Any:
            calls[name] = calls.get(name, 0) + 1
            return real(*args, **kwargs)

        return call

    # Each is counted however it is reached: from store/guilds/cards.py, where they
    # live and call each other, and through the package the Guild view calls.
    for name in ("custom_sets", "collection"):
        call = counted(name)
        monkeypatch.setattr(cards, name, call)
        monkeypatch.setattr(g, name, call)
    # Even a cache too small for them all never evicts a text the reading asked for.
    monkeypatch.setattr(cards._parse_custom, "max_bytes", 1)
    cards._parse_custom.cache_clear()
    before = cards._parse_custom.parses
    many.refresh()
    assert cards._parse_custom.parses - before == CARDS
    assert calls == {"custom_sets": 1, "collection": 1}
    assert many.armory.choices.row_of("my-blade-0") >= 0
    calls.clear()
    monkeypatch.setattr(cards._parse_custom, "max_bytes", 16 * 1024 * 1024)
    many.refresh()  # warm: nothing parsed again
    many.refresh()
    assert cards._parse_custom.parses - before == CARDS
    assert calls == {"custom_sets": 2, "collection": 2}


def test_a_changed_row_shows_its_new_card_at_the_next_refresh(many: GuildView) -> None:
    many.refresh()
    shop = many.armory.shop
    row = shop.findData("my-blade-5")
    assert "Blade 5 (sword" in shop.itemText(row)
    with many.sessions.begin() as session:
        session.execute(
            update(CustomCard)
            .where(CustomCard.card_id == "my-blade-5")
            .values(text=weapon_card(5, damage=3).replace("Blade 5", "Renamed Blade"))
        )
    many.refresh()
    row = shop.findData("my-blade-5")
    assert shop.itemText(row).startswith("Renamed Blade (sword")
    with many.sessions.begin() as session:
        card = g.collection(session, g.find_guild(session, many.guild_name).account,
                            many.catalog)["my-blade-5"]  # fmt: skip
    assert isinstance(card, Weapon) and card.damage == 3


def test_the_shop_keeps_the_chosen_weapon_and_offers_the_new_one(many: GuildView) -> None:
    many.refresh()
    shop = many.armory.shop
    shop.setCurrentIndex(shop.findData("my-blade-7"))
    assert on(many.gate).add_custom(weapon_card(CARDS))
    on(many.armory)
    assert shop.currentData() == "my-blade-7"
    assert shop.findData(f"my-blade-{CARDS}") >= 0
    assert shop.count() == len([c for c in many.catalog.cards if isinstance(c, Weapon)
                                and shop.findData(c.id) >= 0]) + CARDS + 1  # fmt: skip
