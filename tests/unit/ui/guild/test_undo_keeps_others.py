"""Undo reverts only its own action (issue 10 item 5): what another process (or the
mission flow) committed between an action and its undo stays, or the undo is refused
with the reason and changes nothing."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

from demloc.catalog.cards import Mercenary, Weapon, WeaponCharacteristic
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.ui.guild import GuildView
from support.guild_tabs import on


def _weapon(catalog: Catalog, skip: int = 0) -> Weapon:
    weapons = [
        c for c in catalog.cards
        if isinstance(c, Weapon) and c.characteristic is WeaponCharacteristic.NORMAL
    ]  # fmt: skip
    return weapons[skip]


def test_undo_of_a_purchase_keeps_what_another_process_committed(
    view: GuildView, catalog: Catalog, rules: GuildRules
) -> None:
    bought = _weapon(catalog)
    on(view.armory).shop.setCurrentIndex(on(view.armory).shop.findData(bought.id))
    assert on(view.armory).buy(), view.message.text()
    with view.sessions.begin() as other:  # another process: a win, fame, a weapon
        guild = g.find_guild(other, view.guild_name)
        g.change_wealth(other, guild, "a win at the docks", fame=50, feods=1000)
        g.buy(other, guild, "weapon", _weapon(catalog, 1).id, catalog, rules)
        feods, items = guild.feods, len(guild.items)
    view.undo_stack.undo()
    assert view.message.text().startswith("Undone: Buy"), view.message.text()
    with view.sessions.begin() as session:
        guild = g.find_guild(session, view.guild_name)
        assert guild.fame == 50 and guild.feods == feods + rules.weapon_price["normal"]
        assert len(guild.items) == items - 1
        assert _weapon(catalog, 1).id in [i.card_id for i in guild.items]
        reasons = [e.reason for e in guild.ledger]
        assert "a win at the docks" in reasons and reasons[-1].startswith("undo: Buy")
        assert g.ledger_total(session, guild) == (guild.fame, guild.feods, guild.blood_stones)
    view.undo_stack.redo()  # and the purchase again, on top of the other's
    with view.sessions.begin() as session:
        guild = g.find_guild(session, view.guild_name)
        assert len(guild.items) == items and guild.feods == feods and guild.fame == 50


def test_an_undo_the_guild_changed_underneath_is_refused_with_the_reason(
    view: GuildView, catalog: Catalog, rules: GuildRules
) -> None:
    on(view.dormitory).members.selectRow(0)
    on(view.dormitory).status_box.setCurrentText("injured")
    on(view.dormitory).set_status()
    assert view.message.text().startswith("Done"), view.message.text()
    with view.sessions.begin() as other:  # the mission flow: he died of it meanwhile
        guild = g.find_guild(other, view.guild_name)
        member = next(m for m in guild.members if m.status == "injured")
        name = catalog.card(member.card_id).name
        g.set_status(other, member, "dead", catalog, rules)
        revision = guild.revision
    count = view.undo_stack.count()
    view.undo_stack.undo()
    text = view.message.text()
    assert text.startswith("Not undone: cannot undo") and f"{name} was changed since" in text
    assert "nothing was changed" in text
    assert view.undo_stack.count() == count - 1  # it leaves the history
    with view.sessions.begin() as session:
        guild = g.find_guild(session, view.guild_name)
        assert guild.revision == revision  # nothing written
        assert any(m.status == "dead" for m in guild.members)


def test_an_undo_that_would_break_a_rule_is_refused(
    view: GuildView, catalog: Catalog, rules: GuildRules
) -> None:
    # Dismissed here; another process fills the dormitory; bringing him back would
    # break its limit (5.1.1).
    with view.sessions.begin() as session:
        was = {m.card_id for m in g.find_guild(session, view.guild_name).members}
    on(view.dormitory).members.selectRow(0)
    view.ask = lambda _text: True
    on(view.dormitory).dismiss()
    assert view.message.text().startswith("Done"), view.message.text()
    with view.sessions.begin() as other:
        guild = g.find_guild(other, view.guild_name)
        others = [c for c in catalog.cards if isinstance(c, Mercenary) and c.id not in was]
        for card in others:  # another mercenary than the one dismissed
            try:
                g.enlist(other, guild, card.id, catalog, rules)
            except g.GuildRuleError:
                continue
            break
        assert len(guild.members) == 4
    view.undo_stack.undo()
    assert view.message.text().startswith("Not undone: cannot undo Dismiss"), view.message.text()
    assert "it would break a rule" in view.message.text()
    assert "has 4 slots" in view.message.text()
    with view.sessions.begin() as session:
        assert len(g.find_guild(session, view.guild_name).members) == 4


def test_an_import_of_another_guild_of_this_name_asks_for_a_name(
    view: GuildView, tmp_path: Path
) -> None:
    # Issue 10 item 6: a friend's guild of the same name is never an update of ours.
    view.export_to(tmp_path / "ours.json")
    data = json.loads((tmp_path / "ours.json").read_text())
    data["guild"]["uuid"] = str(uuid.uuid4())  # another table's guild of that name
    (tmp_path / "theirs.json").write_text(json.dumps(data))
    asked: list[str] = []

    def ask_name(why: str, suggestion: str) -> str:
        asked.append(why)
        return "Their Lantern"

    assert view.import_from(tmp_path / "theirs.json", lambda _plan: True, ask_name)
    assert "that name is taken by a different guild" in asked[0]
    assert view.guild_name == "Their Lantern"
    plans: list[str] = []
    # The same file again: an update of that guild, under its name here; nothing asked.
    assert view.import_from(tmp_path / "theirs.json", lambda p: plans.append(p) or True, ask_name)
    assert plans[0].startswith("update Their Lantern") and len(asked) == 1
