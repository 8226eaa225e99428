"""A guest guild's round trip (issue 13, 6.4.1): the file brought to the table is kept
at the hand-off; at the end the guest takes home that file with his results applied
(guest_result_file); importing it at home applies them once, importing the same file
again changes nothing, and an older file never overwrites the newer guild (R-42)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from sqlalchemy.orm import Session
from test_results import ended_play, resolution

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.missions.play import Context
from demloc.missions.resolution.model import CharacterResult, Fate, GuildResult, Line
from demloc.store.errors import StoreError
from demloc.store.guild_file import export_guild
from demloc.store.guild_file_check import ImportRefusedError
from demloc.store.guild_import import apply_import, plan_import
from demloc.store.guilds import create_guild, enlist
from demloc.store.play import begin_play
from demloc.store.results import guest_result_file, write_results
from demloc.store.schema import Guild
from support.play_missions import make_context, make_mission


@pytest.fixture
def ctx(catalog: Catalog) -> Context:
    return make_context(catalog)


def _guest(guild: Guild, card: str) -> GuildResult:
    return GuildResult(
        colour="blue",
        guild=guild.uuid,
        name=guild.name,
        source="file",
        fame=(Line(3, "won (6.4.1)"),),
        feods=(Line(7, "the reward (6.4.1)"),),
        characters=(
            CharacterResult(
                "E",
                card,
                "E",
                "mercenary",
                Fate.INJURED,
                "hurt",
                needs="1 day",
                deeds=(("kills", 1), ("missions", 1)),
            ),
        ),
    )


def test_a_guests_results_go_home_once_6_4_1(
    session: Session, ctx: Context, catalog: Catalog, rules: GuildRules, guild: Guild
) -> None:
    rival = create_guild(session, guild.account, "The Red Knives", "red", rules)
    card = next(c.id for c in catalog.cards if type(c).__name__ == "Mercenary")
    enlist(session, guild, card, catalog, rules)
    brought = export_guild(session, guild)  # the file the guest brings
    fame, feods = guild.fame, guild.feods
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    play.guests = json.dumps({"blue": brought})
    base = resolution(play, rival, guild, catalog)
    res = dataclasses.replace(base, guilds=(base.guilds[0], _guest(guild, card)))
    assert write_results(session, play, res, catalog=catalog)  # the host's guild only
    assert (guild.fame, guild.feods) == (fame, feods)
    home = guest_result_file(session, play, "blue", res, log="turn 1: ...")
    assert home["guild"]["revision"] == brought["guild"]["revision"] + 1
    # At home: applied once.
    apply_import(session, plan_import(session, home, catalog, rules))
    session.refresh(guild)
    assert (guild.fame, guild.feods) == (fame + 3, feods + 7)
    assert guild.members[0].status == "injured" and guild.members[0].recovery == "1 day"
    # His deeds and the title they earn came home in the file's campaign part.
    assert json.loads(guild.members[0].deeds) == {"kills": 1, "missions": 1, "objectives": 0}
    assert json.loads(guild.members[0].titles) == ["Blooded"]
    # His history at home is the whole record, as a local guild's.
    record = guild.missions[-1]
    assert (record.play_uuid, record.winner, record.mission_id) == (play.uuid, "red", "first-blood")
    assert [p["guild"] for p in json.loads(record.players)] == [rival.uuid, guild.uuid]
    assert json.loads(record.report)["play"] == play.uuid and record.log == "turn 1: ..."
    ledger = len(guild.ledger)
    # The same file again: nothing changes.
    apply_import(session, plan_import(session, home, catalog, rules))
    session.refresh(guild)
    assert (guild.fame, guild.feods, len(guild.ledger)) == (fame + 3, feods + 7, ledger)
    # The older file (the one brought) never overwrites the newer guild.
    with pytest.raises(ImportRefusedError, match="has changed since this file was made"):
        plan_import(session, brought, catalog, rules)
    # The guest's file made again is the same: his results are in it once.
    again = guest_result_file(session, play, "blue", res)
    assert again["guild"] == home["guild"]


def test_a_guest_file_not_kept_is_named(
    session: Session, ctx: Context, catalog: Catalog, rules: GuildRules, guild: Guild
) -> None:
    rival = create_guild(session, guild.account, "The Red Knives", "red", rules)
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    base = resolution(play, rival, guild, catalog)
    res = dataclasses.replace(base, guilds=(base.guilds[0], _guest(guild, "x")))
    with pytest.raises(StoreError, match="was not kept at the table"):
        guest_result_file(session, play, "blue", res)
    with pytest.raises(StoreError, match="red is no guest guild"):
        guest_result_file(session, play, "red", res)


def test_a_path_in_the_setup_is_never_read_at_the_hand_off(
    tmp_path: Path, session: Session, ctx: Context, guild: Guild
) -> None:
    """Issue 27 item 5 (R-159): a set-up (on a club's shared database, anyone's) may name
    any path as a guest's guild file; "Play the mission" never opens it: what a guest's
    file gives the mission comes from the file the player picked (`guests`), checked."""
    secret = tmp_path / "not-a-guild.json"
    secret.write_text(json.dumps({"password": "hunter2", "guild": {"uuid": guild.uuid}}))
    mission = make_mission(ctx, turn_limit=1)
    mission.setup["players"][1].update(source="file", guild_file=str(secret))
    play = begin_play(session, mission, charged=True, mission_id="first-blood")
    assert play.guests == ""
    assert "hunter2" not in play.setup and str(secret) in play.setup  # named, not read
    kept = {"format": "demloc-guild", "guild": {"uuid": guild.uuid}}
    play = begin_play(session, mission, charged=True, guests={"blue": kept})
    assert json.loads(play.guests) == {"blue": kept}
