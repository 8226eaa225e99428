"""Review of issue 31 (R-201): what another window changed must reach this window's
tabs; a narrow refresh after this window's own action must not swallow it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from demloc.catalog.cards import Weapon, WeaponCharacteristic
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.ui.guild import GuildView
from support.guild_tabs import on

STATUS = 4  # the dormitory's Status column


def _statuses(view: GuildView) -> list[str]:
    table = view.dormitory.members
    cells = (table.item(r, STATUS) for r in range(table.rowCount()))
    return [cell.text() if cell is not None else "" for cell in cells]


def test_another_windows_injury_shows_after_this_windows_purchase(
    qtbot: QtBot, view: GuildView, catalog: Catalog, rules: GuildRules
) -> None:
    """5.1.1/6.2: the other window injures a mercenary; this window then buys a weapon
    (a narrow refresh: armory, ledger) and is shown again: its dormitory must say
    'injured' as the database does."""
    view.show()
    qtbot.waitExposed(view)
    on(view.dormitory)
    assert _statuses(view) and "injured" not in " ".join(_statuses(view))
    with view.sessions.begin() as other:  # the second window (or the mission flow)
        guild = g.find_guild(other, view.guild_name)
        g.set_status(other, guild.members[0], "injured", catalog, rules, "a week")
    weapon = next(c for c in catalog.cards if isinstance(c, Weapon)
                  and c.characteristic is WeaponCharacteristic.NORMAL)  # fmt: skip
    on(view.armory).shop.setCurrentIndex(view.armory.shop.findData(weapon.id))
    assert view.armory.buy(), view.message.text()
    view.hide()
    view.show()  # shown again (from another view): R-201 reads what changed meanwhile
    view.tabs.setCurrentWidget(view.dormitory)
    assert any("injured" in s for s in _statuses(view)), _statuses(view)


def test_a_spot_lost_to_a_rival_ends_its_cut_when_the_view_is_shown_again(
    qtbot: QtBot, view: GuildView, rules: GuildRules
) -> None:
    """6.2, R-125: the Kettleburn forge's cut lasts while the guild holds it; a rival's
    acquisition (store/city.py _apply: the rival locked, then `hold`) takes it."""
    import datetime as dt

    from demloc.store.city import hold

    view.show()
    qtbot.waitExposed(view)
    with view.sessions.begin() as session:
        hold(session, "kettleburn-forge", g.find_guild(session, view.guild_name),
             dt.datetime.now(dt.UTC))  # fmt: skip
        rival = g.create_guild(session, g.create_account(session, "Rival"), "Grey Owls",
                               "blue", rules)  # fmt: skip
    view.refresh()
    shop = on(view.armory).shop
    assert shop.count() and all("off" in shop.itemText(i) for i in range(shop.count()))
    view.hide()  # the City view shown: the rival's acquisition settles
    with view.sessions.begin() as session:
        rival = g.find_guild(session, "Grey Owls")
        g.lock_guild(session, rival)
        hold(session, "kettleburn-forge", rival, dt.datetime.now(dt.UTC))
    view.show()  # the Guild view again
    texts = [shop.itemText(i) for i in range(shop.count())]
    assert texts and not any("off" in text for text in texts), texts[:2]
