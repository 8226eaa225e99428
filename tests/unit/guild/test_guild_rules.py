"""The guild rules file (resources/guild.toml, RULINGS.md R-41): a bad file is named with
the field at fault, and the dormitory limits of 5.1.1 read from it."""

from __future__ import annotations

from pathlib import Path

import pytest

from demloc.catalog.cards import Mercenary
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRulesError, dormitory_fault, guild_rules, load_guild_rules
from demloc.paths import resources_dir, user_data_dir

GOOD = (resources_dir() / "guild.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new", "fragment"),
    [
        ("per_level = { 1 =", "per_level = { one =", r"per_level\.one: a mercenary level"),
        ("valuable = 60, arcane = 150", "valuable = 60", r"prices\.weapon\.arcane: this field"),
        ("slots = [4, 6, 8, 10]\n", "", r"buildings\.dormitory\.slots: this field"),
        ("explorers = [2, 4]", "", r"buildings\.masters_office\.explorers: this field"),
        ("daemon = 50", 'daemon = "cheap"', r"prices\.daemon: expected a whole number"),
        (
            "feods = 300 ",
            "feods = -3 ",
            r"start\.feods: Input should be greater than or equal to 0",
        ),
    ],
)
def test_a_bad_rules_file_names_the_field(
    tmp_path: Path, old: str, new: str, fragment: str
) -> None:
    assert old in GOOD
    path = tmp_path / "guild.toml"
    path.write_text(GOOD.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(GuildRulesError, match=fragment) as caught:
        load_guild_rules(path)
    assert str(path) in str(caught.value)


def test_the_dormitory_limits_slots_types_and_levels(catalog: Catalog) -> None:
    # 5.1.1: at dormitory level 1: 4 slots, 2 of a type, 1 of level 2, none of 3.
    rules = load_guild_rules(resources_dir() / "guild.toml")
    mercs = [c for c in catalog.cards if isinstance(c, Mercenary)]
    level_one = [m for m in mercs if m.level == 1]
    by_type = {m.type: m for m in level_one}
    assert dormitory_fault(rules, 1, list(by_type.values())[:4]) == ""
    hunters = [m for m in mercs if m.type.value == "hunter" and m.level <= 2]
    assert len(hunters) == 3
    assert "takes 2" in dormitory_fault(rules, 1, hunters)
    assert dormitory_fault(rules, 2, hunters) == ""  # 3 of a type at level 2
    level_three = next(m for m in mercs if m.level == 3)
    assert "takes 0 level-3" in dormitory_fault(rules, 1, [level_three])
    assert "4 slots" in dormitory_fault(rules, 1, level_one[:5])


def test_every_fault_of_the_rules_file_is_named_at_once(tmp_path: Path) -> None:
    # Issue 28: one reading of a data file reports every problem, each with its field.
    path = tmp_path / "guild.toml"
    bad = GOOD.replace("daemon = 50", 'daemon = "cheap"').replace("feods = 300 ", "feods = -3 ")
    path.write_text(bad.replace("codes = [3, 6, 10]", "codes = [3, 6]"), encoding="utf-8")
    with pytest.raises(GuildRulesError) as caught:
        load_guild_rules(path)
    assert caught.value.problems == [
        "start.feods: Input should be greater than or equal to 0",
        "prices.daemon: expected a whole number, got text",
    ]
    path.write_text(GOOD.replace("codes = [3, 6, 10]", "codes = [3, 6]"), encoding="utf-8")
    with pytest.raises(GuildRulesError, match=r"arcane_library\.codes: one value per level"):
        load_guild_rules(path)


def test_the_players_own_guild_toml_replaces_the_apps_and_is_read_once() -> None:
    # Issue 28: as city_rules.toml, the data folder's copy replaces the app's.
    own = user_data_dir() / "guild.toml"
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text(GOOD.replace("feods = 300 ", "feods = 999 "), encoding="utf-8")
    guild_rules.cache_clear()
    try:
        assert guild_rules().start_feods == 999
        own.write_text("start = 1\n", encoding="utf-8")
        assert guild_rules().start_feods == 999  # read once: the file as first asked for
        guild_rules.cache_clear()
        own.unlink()
        own.mkdir()  # whatever stands at its name is the player's file
        with pytest.raises(GuildRulesError, match=f"{own}: is a folder"):
            guild_rules()
    finally:
        guild_rules.cache_clear()
