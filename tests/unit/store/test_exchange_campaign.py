"""The campaign part of a guild file (issue 13, R-104, R-105): each member's deeds and
titles travel with the guild, and so do the missions in play whose results it holds;
a damaged part is refused with its field named, and nothing changes."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from sqlalchemy.orm import Session

from demloc.catalog.cards import Mercenary
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store.guild_file import export_guild
from demloc.store.guild_file_check import ImportRefusedError
from demloc.store.guild_import import apply_import, plan_import
from demloc.store.guilds import enlist
from demloc.store.schema import Guild, Member, MissionRecord
from demloc.store.schema_play import MissionResult


def _veteran(session: Session, guild: Guild, catalog: Catalog, rules: GuildRules) -> Member:
    card = next(c.id for c in catalog.cards if isinstance(c, Mercenary))
    member = enlist(session, guild, card, catalog, rules)
    member.deeds = json.dumps({"kills": 2, "missions": 3, "objectives": 1}, sort_keys=True)
    member.titles = json.dumps(["Blooded", "Survivor"])
    session.add(MissionResult(play_uuid="p-1", guild_uuid=guild.uuid, resolution="{}"))
    session.flush()
    return member


def test_deeds_titles_and_results_travel_with_the_guild_r_104(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    member = _veteran(session, guild, catalog, rules)
    data = export_guild(session, guild)
    assert data["campaign"] == {
        "deeds": {member.card_id: {"kills": 2, "missions": 3, "objectives": 1}},
        "titles": {member.card_id: ["Blooded", "Survivor"]},
        "results": ["p-1"],
    }
    text = json.dumps(data)
    session.delete(guild)
    session.flush()
    again = apply_import(session, plan_import(session, json.loads(text), catalog, rules))
    (kept,) = again.members
    assert json.loads(kept.deeds) == {"kills": 2, "missions": 3, "objectives": 1}
    assert json.loads(kept.titles) == ["Blooded", "Survivor"]


def test_a_file_without_a_campaign_part_imports_with_no_deeds(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    _veteran(session, guild, catalog, rules)
    data = export_guild(session, guild)
    del data["campaign"]  # a file from before issue 13
    session.delete(guild)
    session.flush()
    again = apply_import(session, plan_import(session, data, catalog, rules))
    assert [(m.deeds, m.titles) for m in again.members] == [("", "")]


def test_the_plan_names_a_title_earned(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    member = _veteran(session, guild, catalog, rules)
    data = export_guild(session, guild)
    data["campaign"]["titles"][member.card_id].append("Butcher")
    plan = plan_import(session, data, catalog, rules)
    assert any(c.endswith("earns the title Butcher") for c in plan.changes)


BAD: list[tuple[str, Any, str]] = [
    ("campaign", [], r"campaign: expected an object"),
    ("deeds", [], r"campaign\.deeds: expected an object"),
    ("deeds", {"nobody": {"kills": 1}}, r"campaign\.deeds\.nobody: not a member"),
    ("deeds", {"M": []}, r"campaign\.deeds\.M: expected an object of counts"),
    ("deeds", {"M": {"naps": 1}}, r"campaign\.deeds\.M\.naps: not one of kills"),
    ("deeds", {"M": {"kills": -1}}, r"campaign\.deeds\.M\.kills: a count is never negative"),
    ("deeds", {"M": {"kills": True}}, r"campaign\.deeds\.M\.kills: expected a whole number"),
    ("deeds", {"M": {"kills": 10**12}}, r"campaign\.deeds\.M\.kills: .* out of range"),
    ("titles", {"M": "Blooded"}, r"campaign\.titles\.M: expected a list"),
    ("titles", {"M": [""]}, r"campaign\.titles\.M\[0\]: expected a title's name"),
    ("titles", {"M": ["x" * 61]}, r"campaign\.titles\.M\[0\]: expected a title's name"),
    ("titles", {"M": ["t"] * 201}, r"campaign\.titles\.M: expected a list of at most 200"),
    ("results", "p-1", r"campaign\.results: expected a list"),
    ("results", [7], r"campaign\.results\[0\]: expected a name or an identity"),
    ("trophies", [None], r"campaign\.trophies\[0\]: expected a name or an identity"),
]


@pytest.mark.parametrize(("key", "value", "message"), BAD, ids=[m for _, _, m in BAD])
def test_a_damaged_campaign_part_is_refused_by_field(
    session: Session,
    guild: Guild,
    catalog: Catalog,
    rules: GuildRules,
    key: str,
    value: Any,
    message: str,
) -> None:
    member = _veteran(session, guild, catalog, rules)
    data = export_guild(session, guild)
    before = copy.deepcopy(export_guild(session, guild))
    value = json.loads(json.dumps(value).replace('"M"', json.dumps(member.card_id)))
    if key == "campaign":
        data["campaign"] = value
    else:
        data["campaign"][key] = value
    message = message.replace(r"\.M", r"\." + re.escape(member.card_id))
    with pytest.raises(ImportRefusedError, match="^bad.json: " + message):
        plan_import(session, data, catalog, rules, "bad.json")
    assert export_guild(session, guild) | {"exported_at": ""} == before | {"exported_at": ""}


def test_a_mission_record_travels_whole_r_106(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    guild.missions.append(
        MissionRecord(mode="standard", result="First Blood: won", mission_id="first-blood",
                      play_uuid="p-1", winner="red", players='[{"colour": "red"}]',
                      report='{"play": "p-1"}', log="turn 1\nturn 2")
    )  # fmt: skip
    session.flush()
    data = export_guild(session, guild)
    session.delete(guild)
    session.flush()
    again = apply_import(session, plan_import(session, data, catalog, rules))
    (record,) = again.missions
    assert (record.mission_id, record.play_uuid, record.winner, record.log) == (
        "first-blood", "p-1", "red", "turn 1\nturn 2"
    )  # fmt: skip
    assert (record.players, record.report) == ('[{"colour": "red"}]', '{"play": "p-1"}')


@pytest.mark.parametrize(("key", "most"), [("mission_id", 80), ("winner", 10), ("log", 5_000_000)])
def test_a_mission_record_text_too_long_or_not_a_text_is_named(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules, key: str, most: int
) -> None:
    guild.missions.append(MissionRecord(mode="standard", result="r"))
    session.flush()
    for value in ("x" * (most + 1), 7):
        data = export_guild(session, guild)
        data["missions"][0][key] = value
        with pytest.raises(ImportRefusedError, match=rf"^f: missions\[0\]\.{key}: expected a text"):
            plan_import(session, data, catalog, rules, "f")
