"""A guild in one file (6.4): export, import, never overwriting newer data; damaged and
hostile files are refused with the field named."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy.orm import Session

from demloc.catalog.cards import Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.store.guild_file import export_guild
from demloc.store.guild_file_check import ImportRefusedError
from demloc.store.guild_import import apply_import, plan_import
from demloc.store.schema import Guild


def _stocked(session: Session, guild: Guild, catalog: Catalog, rules: GuildRules) -> dict[str, Any]:
    g.change_wealth(session, guild, "gift", fame=5, feods=1000)
    merc = next(c for c in catalog.cards if isinstance(c, Mercenary))
    member = g.enlist(session, guild, merc.id, catalog, rules)
    weapon = next(
        c for c in catalog.cards
        if isinstance(c, Weapon) and c.type in merc.primary_coupling and (not c.coupling or merc.type in c.coupling)
    )  # fmt: skip
    g.equip(session, member, g.buy(session, guild, "weapon", weapon.id, catalog, rules), catalog)
    g.upgrade(session, guild, "armory", rules)
    return export_guild(session, guild)


def test_export_then_import_elsewhere_is_the_same_guild(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    data = _stocked(session, guild, catalog, rules)
    text = json.dumps(data)
    session.delete(guild)
    session.flush()
    plan = plan_import(session, json.loads(text), catalog, rules)
    assert plan.new
    again = apply_import(session, plan)
    assert export_guild(session, again) | {"exported_at": ""} == data | {"exported_at": ""}


def test_an_import_says_what_changes_and_never_overwrites_newer_data(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    data = _stocked(session, guild, catalog, rules)
    g.change_wealth(session, guild, "spent here after the export", feods=-10)
    with pytest.raises(ImportRefusedError, match="has changed since this file was made"):
        plan_import(session, data, catalog, rules, "friend.json")
    newer = copy.deepcopy(data)
    newer["guild"]["revision"] = guild.revision + 5
    newer["guild"]["feods"] += 100
    newer["ledger"].append(
        {"at": "2026-11-30T12:00:00", "reason": "a win at a friend's", "fame": 0, "feods": 100,
         "blood_stones": 0}
    )  # fmt: skip
    plan = plan_import(session, newer, catalog, rules)
    assert not plan.new and any(c.startswith("feods") for c in plan.changes)
    apply_import(session, plan)
    assert guild.feods == newer["guild"]["feods"]


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        (lambda d: d.update(format="x"), "not a DemLoc guild file"),
        (lambda d: d.update(version=99), "newer DemLoc Companion"),
        (lambda d: d["guild"].update(colour="pink"), "guild.colour"),
        (lambda d: d["guild"].update(feods=-5), "never negative"),
        (lambda d: d["guild"].update(fame="lots"), "guild.fame: expected a whole number"),
        (
            lambda d: d["members"].append({"card": "nobody", "status": "ready", "recovery": ""}),
            "no card with id 'nobody'",
        ),
        (lambda d: d["members"].append(dict(d["members"][0])), "enlisted twice"),
        (lambda d: d["members"][0].update(status="asleep"), r"members\[0\]\.status"),
        (lambda d: d["items"][0].update(holder="stranger"), "is not a member"),
        (lambda d: d["buildings"].update(armory=99), "buildings.armory"),
        # Issue 27, item 9: a newer app's fields were dropped without a word.
        (
            lambda d: d.update(trophy_room={"level": 2}),
            "damaged.json: trophy_room: a field "
            "this app does not read: the file, of version 2, was written by a newer DemLoc",
        ),
        (lambda d: d["guild"].update(motto="Ever on"), r"guild\.motto: a field this app"),
        (lambda d: d["members"][0].update(rank=3), r"members\[0\]\.rank: a field this app"),
        (lambda d: d["campaign"].update(feats={}), r"campaign\.feats: a field this app"),
        (lambda d: d["ledger"][0].update(at="yesterday"), "not a date"),
        (lambda d: d.pop("members"), "members: this field is required"),
        (lambda d: d["items"][0].update(holder=["x"]), r"items\[0\]\.holder"),
        (lambda d: d["guild"].update(feods=999_999), "ledger's changes add up to"),
        (
            lambda d: d["members"].extend(
                {"card": c, "status": "ready", "recovery": ""}
                for c in (
                    "rog1-magda-thorne",
                    "rog1-ezekiel-mourne",
                    "rog1-pike-tallow",
                    "rog2-ilse-crowmantle",
                )
            ),
            "has 4 slots",
        ),
        (
            lambda d: d["items"].extend(
                {"kind": "daemon", "card": c, "holder": None, "slot": ""}
                for c in (
                    "rog-daemon-cinder-imp",
                    "rog-daemon-kiln-fiend",
                    "rog-daemon-pyre-sovereign",
                    "rog-daemon-bog-wretch",
                )
            ),
            "daemonic pantheon",
        ),
        (
            lambda d: d["items"].append(
                {
                    "kind": "arcane_code",
                    "card": "rog-code-cinder-lash",
                    "holder": "rog1-corvin-ashby",
                    "slot": "",
                }
            ),
            "has no arcane ability",
        ),
    ],
)
def test_damaged_files_are_refused_by_field(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules, change: Any, fragment: str
) -> None:
    data = _stocked(session, guild, catalog, rules)
    data["guild"]["name"] = "Imported"
    change(data)
    with pytest.raises(ImportRefusedError, match=fragment):
        plan_import(session, data, catalog, rules, "damaged.json")


def test_every_bad_entry_of_a_list_is_named_at_once(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    # Issue 28: as every data file, a guild file's faults come at once, each with its field.
    data = _stocked(session, guild, catalog, rules)
    data["guild"]["name"] = "Imported"
    data["members"].append(dict(data["members"][0], card="rog1-magda-thorne", recovery=3))
    data["members"][0].update(status="asleep")
    with pytest.raises(ImportRefusedError) as caught:
        plan_import(session, data, catalog, rules, "damaged.json")
    assert str(caught.value) == (
        "damaged.json: members[0].status: not one of ready, exploring, injured, dead, escaped; "
        "members[1].recovery: expected text, got a whole number"
    )


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**12), 10**12) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    path=st.lists(
        st.sampled_from(
            [
                "guild",
                "members",
                "items",
                "ledger",
                "account",
                "buildings",
                0,
                "card",
                "status",
                "name",
                "sets",
                "holder",
                "kind",
                "slot",
                "custom_cards",
                "campaign",
                "deeds",
                "titles",
                "results",
                "kills",
            ]
        ),
        min_size=1,
        max_size=3,
    ),
    value=_json,
)
def test_hostile_files_are_refused_cleanly(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules, path: list[Any], value: Any
) -> None:
    data = export_guild(session, guild)
    data["guild"]["name"] = "Fuzzed"
    target: Any = data
    for key in path[:-1]:
        try:
            target = target[key]
        except (KeyError, IndexError, TypeError):
            return
    try:
        target[path[-1]] = value
    except (TypeError, IndexError):
        return
    try:
        plan_import(session, data, catalog, rules, "hostile.json")
    except ImportRefusedError as error:
        assert str(error).startswith("hostile.json")


def test_the_plan_names_every_change_it_will_make(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    # 6.4 and RULINGS.md R-42: what an import changes is shown before it is made.
    data = _stocked(session, guild, catalog, rules)
    newer = copy.deepcopy(data)
    newer["guild"]["revision"] += 1
    newer["buildings"]["dormitory"] = 2
    newer["members"][0]["status"] = "injured"
    held = newer["items"][0]
    held["holder"], held["slot"] = None, ""
    changes = plan_import(session, newer, catalog, rules).changes
    # Issue 10 item 6: cards and mercenaries by their names, never their ids.
    member = catalog.card(data["members"][0]["card"]).name
    weapon = catalog.card(held["card"]).name
    assert "dormitory level 1 -> 2" in changes
    assert f"{member} ready -> injured" in changes
    assert f"adds weapon {weapon}" in changes
    assert f"loses weapon {weapon} held by {member} (primary)" in changes
    assert not any("rog" in change for change in changes)


def test_a_guild_of_another_account_is_never_overwritten(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    # Two players at one table, two guilds of the same name: an import names the clash.
    data = _stocked(session, guild, catalog, rules)
    data["account"]["name"] = "Someone Else"
    data["guild"]["revision"] += 1
    with pytest.raises(ImportRefusedError, match=r"belongs to .*, the file's to Someone Else"):
        plan_import(session, data, catalog, rules)


def test_mission_history_travels_with_the_guild(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    # 6.4: the results of a game at a friend's table come home with the guild.
    data = _stocked(session, guild, catalog, rules)
    g.record_mission(session, guild, "standard", "won the Chapel Ambush")
    with pytest.raises(g.GuildRuleError, match="not a way to play"):
        g.record_mission(session, guild, "friendly", "")
    played = export_guild(session, guild)
    assert played["missions"][0]["result"] == "won the Chapel Ambush"
    session.delete(guild)
    session.flush()
    again = apply_import(session, plan_import(session, played, catalog, rules))
    assert [(r.mode, r.result) for r in again.missions] == [("standard", "won the Chapel Ambush")]
    older = data | {"missions": []}
    older["guild"] = data["guild"] | {"revision": again.revision + 1}
    assert "missions played 1 -> 0" in plan_import(session, older, catalog, rules).changes
    del older["missions"]  # a file from before missions were kept
    assert plan_import(session, older, catalog, rules).name == guild.name
