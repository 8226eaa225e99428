"""Guild rules (rulebook 5.1, 6.2, 6.3), each enforced with a clear message."""

from __future__ import annotations

import pytest
from sqlalchemy.orm import Session

from demloc.catalog.cards import ArcaneCode, Grip, Mercenary, Weapon, WeaponCharacteristic
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.store.schema import Guild


def _mercenaries(catalog: Catalog) -> list[Mercenary]:
    return [c for c in catalog.cards if isinstance(c, Mercenary)]


def test_a_new_guild_starts_with_its_purse_in_the_ledger(
    guild: Guild, rules: GuildRules, session: Session
) -> None:
    assert guild.feods == rules.start_feods
    assert [e.reason for e in guild.ledger] == ["a new guild's purse"]
    assert g.ledger_total(session, guild) == (guild.fame, guild.feods, guild.blood_stones)
    assert {b.building for b in guild.buildings} == set(rules.buildings)
    with pytest.raises(g.GuildRuleError, match="there is a guild named 'The Grey Hands' already"):
        g.create_guild(session, guild.account, "The Grey Hands", "red", rules)
    with pytest.raises(g.GuildRuleError, match="'purple' is not a guild colour"):
        g.create_guild(session, guild.account, "Other", "purple", rules)


def test_a_code_is_redeemed_once_per_account(
    guild: Guild, catalog: Catalog, session: Session
) -> None:
    # 6.2 City Gate.
    code = catalog.sets[0].redeem_code
    with pytest.raises(g.GuildRuleError, match="a code counts once per account"):
        g.redeem(session, guild.account, code, catalog)
    with pytest.raises(g.GuildRuleError, match="is not the code of any set"):
        g.redeem(session, guild.account, "NOPE-0000", catalog)
    other = g.create_account(session, "Second Player")
    assert g.redeem(session, other, code.lower(), catalog).id == catalog.sets[0].id


def test_custom_cards_are_validated_like_data_files(
    guild: Guild, catalog: Catalog, session: Session
) -> None:
    card = """[set]
id = "my-cards"
name = "Mine"
box = "Home"
redeem_code = "MY-1"
provisional = false
[[weapon]]
id = "my-sword"
name = "Grandfather's Sword"
count = 1
type = "sword"
characteristic = "valuable"
grip = "one-handed"
damage = 3
"""
    g.add_custom_card(session, guild.account, card, catalog)
    assert "my-sword" in g.collection(session, guild.account, catalog)
    with pytest.raises(g.GuildRuleError, match="field 'damage'"):
        g.add_custom_card(
            session,
            guild.account,
            card.replace("damage = 3", 'damage = "three"').replace("my-sword", "x"),
            catalog,
        )
    with pytest.raises(g.GuildRuleError, match="exists already"):
        g.add_custom_card(session, guild.account, card, catalog)


def test_enlisting_obeys_uniqueness_slots_types_and_levels(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    # 5.1.1: uniqueness; dormitory slots; limits by type and by level.
    mercs = _mercenaries(catalog)
    first = mercs[0]
    g.enlist(session, guild, first.id, catalog, rules)
    with pytest.raises(g.GuildRuleError, match="mercenaries are unique"):
        g.enlist(session, guild, first.id, catalog, rules)
    same_type = [m for m in mercs if m.type is first.type and m.level == 1 and m.id != first.id]
    g.enlist(session, guild, same_type[0].id, catalog, rules)
    third = next(
        m for m in mercs if m.type is first.type and m.id not in (first.id, same_type[0].id)
    )
    with pytest.raises(g.GuildRuleError, match=f"takes 2 {first.type.value}s at most"):
        g.enlist(session, guild, third.id, catalog, rules)
    high = next(m for m in mercs if m.level == 3)
    with pytest.raises(g.GuildRuleError, match="takes 0 level-3 mercenaries"):
        g.enlist(session, guild, high.id, catalog, rules)
    with pytest.raises(g.GuildRuleError, match="is not a mercenary"):
        g.enlist(session, guild, "rog-f-city-guard", catalog, rules)


def test_dormitory_slots_grow_with_upgrades_that_cost_feods_and_need_fame(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    assert g.upgrade(session, guild, "dormitory", rules) == 2
    assert guild.feods == rules.start_feods - rules.buildings["dormitory"].feods[0]
    with pytest.raises(g.GuildRuleError, match="needs 20 fame"):
        g.upgrade(session, guild, "dormitory", rules)
    g.change_wealth(session, guild, "a won mission", fame=100, feods=2000)
    assert g.upgrade(session, guild, "dormitory", rules) == 3
    g.upgrade(session, guild, "dormitory", rules)
    with pytest.raises(g.GuildRuleError, match="highest level"):
        g.upgrade(session, guild, "dormitory", rules)
    assert g.ledger_total(session, guild) == (guild.fame, guild.feods, guild.blood_stones)


def test_buying_costs_feods_and_needs_room(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    weapon = next(
        c
        for c in catalog.cards
        if isinstance(c, Weapon) and c.characteristic is WeaponCharacteristic.ARCANE
    )
    before = guild.feods
    g.buy(session, guild, "weapon", weapon.id, catalog, rules)
    assert guild.feods == before - rules.weapon_price["arcane"]
    with pytest.raises(g.GuildRuleError, match="all in the armory"):
        g.buy(session, guild, "weapon", weapon.id, catalog, rules)  # the box holds one
    g.change_wealth(session, guild, "loan", feods=-guild.feods)
    cheap = next(
        c
        for c in catalog.cards
        if isinstance(c, Weapon) and c.characteristic is WeaponCharacteristic.NORMAL
    )
    with pytest.raises(g.GuildRuleError, match="has 0 feods; this costs 20"):
        g.buy(session, guild, "weapon", cheap.id, catalog, rules)
    with pytest.raises(g.GuildRuleError, match="is not a daemon card"):
        g.buy(session, guild, "daemon", cheap.id, catalog, rules)


def test_equipment_follows_grip_and_couplings(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    # 5.1.4 and RULINGS.md R-2.
    g.change_wealth(session, guild, "gift", feods=5000)
    merc = _mercenaries(catalog)[0]
    member = g.enlist(session, guild, merc.id, catalog, rules)
    assert g.mission_ready(member) == (False, "needs a weapon (5.1.4)")
    fits = [
        c for c in catalog.cards
        if isinstance(c, Weapon) and c.type in merc.primary_coupling
        and (not c.coupling or merc.type in c.coupling)
    ]  # fmt: skip
    two_handed = next(w for w in fits if w.grip is Grip.TWO_HANDED)
    item = g.buy(session, guild, "weapon", two_handed.id, catalog, rules)
    g.equip(session, member, item, catalog)
    assert g.mission_ready(member) == (True, "ready")
    other = g.buy(session, guild, "weapon", fits[0].id, catalog, rules)
    with pytest.raises(g.GuildRuleError, match="two-handed weapon takes both hands"):
        g.equip(session, member, other, catalog)
    wrong = next(
        c for c in catalog.cards
        if isinstance(c, Weapon) and c.type not in merc.primary_coupling and c.type not in merc.secondary_coupling
    )  # fmt: skip
    g.unequip(session, item)
    bad = g.buy(session, guild, "weapon", wrong.id, catalog, rules)
    with pytest.raises(g.GuildRuleError, match="slot does not take"):
        g.equip(session, member, bad, catalog)


def test_codes_go_to_characters_with_arcane_ability(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    g.change_wealth(session, guild, "gift", feods=5000)
    mundane = next(m for m in _mercenaries(catalog) if m.profile.arcane == 0 and m.level == 1)
    sorcerer = next(m for m in _mercenaries(catalog) if m.profile.arcane > 0 and m.level == 1)
    code = next(c for c in catalog.cards if isinstance(c, ArcaneCode))
    item = g.buy(session, guild, "arcane_code", code.id, catalog, rules)
    with pytest.raises(g.GuildRuleError, match="has no arcane ability"):
        g.assign_code(session, g.enlist(session, guild, mundane.id, catalog, rules), item, catalog)
    g.assign_code(session, g.enlist(session, guild, sorcerer.id, catalog, rules), item, catalog)
    assert any(code.name in row.codes for row in g.roster(guild, catalog))


def test_statuses_and_the_dead(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    member = g.enlist(session, guild, _mercenaries(catalog)[0].id, catalog, rules)
    g.set_status(session, member, "injured", "two weeks of rest")
    assert g.mission_ready(member) == (False, "injured: two weeks of rest")
    g.set_status(session, member, "dead")
    with pytest.raises(g.GuildRuleError, match="never come back"):
        g.set_status(session, member, "ready")
    # The dead hold no slot (6.4.1).
    assert [r.status for r in g.roster(guild, catalog)] == ["dead"]


def test_every_change_raises_the_revision(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    before = guild.revision
    g.enlist(session, guild, _mercenaries(catalog)[0].id, catalog, rules)
    assert guild.revision == before + 1
