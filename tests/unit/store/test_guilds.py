"""Guild rules (rulebook 5.1, 6.2, 6.3), each enforced with a clear message."""

from __future__ import annotations

import pytest
from sqlalchemy import update
from sqlalchemy.orm import Session

from demloc.catalog.cards import ArcaneCode, Grip, Mercenary, Weapon, WeaponCharacteristic
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.store.guilds import accounts
from demloc.store.guilds.cards import _mercenary
from demloc.store.schema import CustomCard, Guild


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
    g.unequip(session, item, catalog)
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
    assert any(code.name in row.codes for row in g.roster(session, guild, catalog))


def test_statuses_and_the_dead(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    member = g.enlist(session, guild, _mercenaries(catalog)[0].id, catalog, rules)
    g.set_status(session, member, "injured", catalog, rules, "two weeks of rest")
    assert g.mission_ready(member) == (False, "injured: two weeks of rest")
    g.set_status(session, member, "dead", catalog, rules)
    with pytest.raises(g.GuildRuleError, match="never come back"):
        g.set_status(session, member, "ready", catalog, rules)
    # The dead hold no slot (6.4.1).
    assert [r.status for r in g.roster(session, guild, catalog)] == ["dead"]


def test_every_change_raises_the_revision(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    before = guild.revision
    g.enlist(session, guild, _mercenaries(catalog)[0].id, catalog, rules)
    assert guild.revision == before + 1


def test_an_escaped_mercenary_comes_back_only_to_a_free_slot(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    # 5.1.1, 6.4.1: the escaped hold no slot; coming back takes one, within the limits.
    ids = ["rog1-corvin-ashby", "rog1-magda-thorne", "rog1-ezekiel-mourne", "rog1-pike-tallow"]
    members = [g.enlist(session, guild, i, catalog, rules) for i in ids]
    g.set_status(session, members[0], "escaped", catalog, rules)
    g.enlist(session, guild, "rog2-ilse-crowmantle", catalog, rules)  # the freed slot
    with pytest.raises(g.GuildRuleError, match="4 slots, all taken"):
        g.set_status(session, members[0], "ready", catalog, rules)
    assert members[0].status == "escaped"


def test_the_masters_office_limits_who_goes_exploring(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    # 6.2: the master's office sends mercenaries exploring (2 at its level 1, R-41, R-128).
    first, second, third = (
        g.enlist(session, guild, i, catalog, rules)
        for i in ("rog1-corvin-ashby", "rog1-magda-thorne", "rog1-ezekiel-mourne")
    )
    g.set_status(session, first, "exploring", catalog, rules)
    g.set_status(session, second, "exploring", catalog, rules)
    with pytest.raises(g.GuildRuleError, match="sends 2 mercenaries exploring"):
        g.set_status(session, third, "exploring", catalog, rules)
    g.change_wealth(session, guild, "gift", fame=100, feods=1000)
    g.upgrade(session, guild, "masters_office", rules)
    g.set_status(session, third, "exploring", catalog, rules)
    assert [m.status for m in guild.members] == ["exploring"] * 3


def test_a_weapon_leaves_its_holder_only_with_a_legal_set(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    # 5.1.4, R-2: Magda's top slot takes blades, not shields; a buckler cannot stay alone.
    g.change_wealth(session, guild, "gift", feods=1000)
    magda = g.enlist(session, guild, "rog1-magda-thorne", catalog, rules)
    corvin = g.enlist(session, guild, "rog1-corvin-ashby", catalog, rules)
    sabre = g.buy(session, guild, "weapon", "rog-w-watchmans-sabre", catalog, rules)
    buckler = g.buy(session, guild, "weapon", "rog-w-parish-buckler", catalog, rules)
    with pytest.raises(g.GuildRuleError, match="primary slot does not take shields"):
        g.equip(session, magda, buckler, catalog)  # a buckler alone would sit on top
    g.equip(session, magda, sabre, catalog)
    g.equip(session, magda, buckler, catalog)
    assert [(i.card_id, i.slot) for i in g.equipment(magda)] == [
        ("rog-w-watchmans-sabre", "primary"), ("rog-w-parish-buckler", "secondary")
    ]  # fmt: skip
    with pytest.raises(g.GuildRuleError, match="take that off first"):
        g.unequip(session, sabre, catalog)
    with pytest.raises(g.GuildRuleError, match="cannot leave Magda Thorne"):
        g.equip(session, corvin, sabre, catalog)  # taken from her, it would leave the buckler
    assert sabre.member_id == magda.id and buckler.slot == "secondary"  # nothing changed
    g.unequip(session, buckler, catalog)
    g.equip(session, corvin, sabre, catalog)  # now she keeps nothing, which is legal
    assert g.equipment(magda) == [] and [i.slot for i in g.equipment(corvin)] == ["primary"]


def test_a_custom_mercenary_obeys_the_dormitory_and_is_equipped_like_any(
    guild: Guild, catalog: Catalog, rules: GuildRules, session: Session
) -> None:
    # 5.1.1: a card typed in at the City Gate counts against the limits like a printed one.
    from demloc.paths import builtin_sets_dir

    text = (builtin_sets_dir() / "sons-of-loch.toml").read_text(encoding="utf-8")
    for n in "ab":
        g.add_custom_card(
            session, guild.account,
            text.replace('id = "sons-of-loch"', f'id = "my{n}-loch"')
            .replace("SOL1", f"MY{n.upper()}1").replace('id = "sol-', f'id = "my{n}-'),
            catalog,
        )  # fmt: skip
    g.change_wealth(session, guild, "gift", feods=1000)
    wechi = g.enlist(session, guild, "mya-wechi", catalog, rules)  # a level-2 hunter
    with pytest.raises(g.GuildRuleError, match="takes 1 level-2 mercenaries"):
        g.enlist(session, guild, "myb-wechi", catalog, rules)
    bow = next(
        c for c in catalog.cards
        if isinstance(c, Weapon) and c.type in _mercenary(
            g.known_cards(session, guild, catalog), wechi).primary_coupling
    )  # fmt: skip
    g.equip(session, wechi, g.buy(session, guild, "weapon", bow.id, catalog, rules), catalog)
    assert [r.name for r in g.roster(session, guild, catalog)] == ["Wechi"]
    assert g.mission_ready(wechi) == (True, "ready")


@pytest.mark.parametrize(
    ("name", "fragment"),
    [
        ("", "the guild's name is empty"),
        ("   ", "the guild's name is empty"),
        ("x" * 61, "the guild's name has 61 characters; at most 60"),
        ("Nul\x00Guild", r"the guild's name holds a control character \(U\+0000\)"),
        ("Evil\u202eGuild", r"holds a control character \(U\+202E\)"),
        ("Tab\tGuild", r"holds a control character \(U\+0009\)"),
    ],
)
def test_guild_names_are_printable_trimmed_and_bounded(
    guild: Guild, rules: GuildRules, session: Session, name: str, fragment: str
) -> None:
    # Issue 10 item 10: a name every command can type back, at creation and rename.
    with pytest.raises(g.GuildRuleError, match=fragment):
        g.create_guild(session, guild.account, name, "red", rules)
    with pytest.raises(g.GuildRuleError, match=fragment):
        g.rename_guild(session, guild, name)
    assert g.create_guild(session, guild.account, "  Spaced  ", "red", rules).name == "Spaced"
    g.rename_guild(session, guild, " \u05e9\u05d5\u05e7 ")  # right-to-left letters are printable
    assert guild.name == "\u05e9\u05d5\u05e7"
    with pytest.raises(g.NameTakenError, match="'Spaced' already: that name is taken"):
        g.rename_guild(session, guild, "Spaced")


def test_a_name_taken_between_the_check_and_the_insert_is_named(
    guild: Guild, rules: GuildRules, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 10 item 4: another process made the name after this one looked; the
    # database's unique constraint decides, and the player reads why, not a traceback.
    # create_guild looks it up in the module that holds them both.
    monkeypatch.setattr(accounts, "guild_name_taken", lambda _session, _name: False)
    taken = "'The Grey Hands' already: that name is taken"
    with pytest.raises(g.NameTakenError, match=taken), session.begin_nested():
        g.create_guild(session, guild.account, "The Grey Hands", "red", rules)


def test_a_custom_card_never_takes_a_printed_id(
    guild: Guild, catalog: Catalog, session: Session
) -> None:
    # Issue 10 item 8: the City Gate and the import ask the same question.
    printed = catalog.card("rog1-corvin-ashby")
    text = f"""[set]
id = "my-hack"
name = "Mine"
box = "Home"
redeem_code = "MY-2"
provisional = false
[[weapon]]
id = "{printed.id}"
name = "Corvin Ashby (hacked)"
count = 1
type = "sword"
characteristic = "valuable"
grip = "one-handed"
damage = 3
"""
    with pytest.raises(g.GuildRuleError, match="takes the id 'rog1-corvin-ashby' of the printed"):
        g.add_custom_card(session, guild.account, text, catalog)
    # Even written into the database behind the app's back, it never stands in.
    session.add(CustomCard(account_id=guild.account_id, card_id=printed.id, text=text))
    session.flush()
    assert g.known_cards(session, guild, catalog)[printed.id].name == printed.name
    assert g.collection(session, guild.account, catalog)[printed.id].name == printed.name


def test_wealth_changes_are_relative_to_what_is_committed(guild: Guild, session: Session) -> None:
    # Issue 10 item 3: a copy read before another writer's change is not written back.
    start = guild.feods
    session.execute(
        update(Guild).where(Guild.id == guild.id).values(feods=Guild.feods + 1000)
    )  # another writer, behind the ORM's back: guild.feods is stale
    g.change_wealth(session, guild, "a win", feods=5)
    assert guild.feods == start + 1005
    with pytest.raises(g.GuildRuleError, match=f"The Grey Hands has {start + 1005} feods"):
        g.change_wealth(session, guild, "too dear", feods=-(start + 2000))
