"""A mission's results written into the local guilds once (issue 13, 6.4.1, 6.4): the
ledger line per reason naming the mission, every fate, items, the control spot, deeds
and titles, the history, one mission_result row per guild; a second writing changes
nothing; a training mission writes nothing to a guild (6.4); a play not ended is
refused. SQLite and PostgreSQL (the store fixtures)."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from demloc.catalog.cards import Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.missions.play import Context, Mission
from demloc.missions.resolution.model import (
    CharacterResult,
    Fate,
    GuildResult,
    Line,
    Resolution,
    SpotResult,
)
from demloc.store import play as p
from demloc.store.errors import StoreError
from demloc.store.guilds import create_guild, enlist, ledger_total
from demloc.store.missions import holders
from demloc.store.results import resolution_of, write_results
from demloc.store.schema import Guild, Item, LedgerEntry, Member, MissionRecord
from demloc.store.schema_play import MissionPlay, MissionResult
from support.play_missions import make_context, make_mission


@pytest.fixture
def ctx(catalog: Catalog) -> Context:
    return make_context(catalog)


@pytest.fixture
def rival(session: Session, guild: Guild, rules: GuildRules) -> Guild:
    return create_guild(session, guild.account, "The Red Knives", "red", rules)


def _mercenaries(catalog: Catalog) -> list[str]:
    return [c.id for c in catalog.cards if isinstance(c, Mercenary)]


def _weapon(catalog: Catalog) -> str:
    return next(c.id for c in catalog.cards if isinstance(c, Weapon))


def ended_play(session: Session, ctx: Context, guilds: dict[str, Guild]) -> MissionPlay:
    """A mission played to its end (the turn limit) whose players are `guilds`."""
    mission = make_mission(ctx, turn_limit=1)
    for player in mission.setup["players"]:
        g = guilds[player["colour"]]
        player.update(guild=g.uuid, name=g.name, source="local")
    play = p.begin_play(session, mission, charged=True, mission_id="first-blood")
    for event in ({"kind": "new_turn"}, *[{"kind": "pass"}] * 4):
        _do(session, play, mission, event)
    _do(session, play, mission, {"kind": "end_mission", "reason": "turn limit"})
    assert play.status == "ended"
    return play


def _do(session: Session, play: MissionPlay, mission: Mission, event: dict[str, Any]) -> None:
    mission.do(event)
    p.append_event(session, play, mission.events[-1], mission.state, cursor=mission.cursor)


def resolution(
    play: MissionPlay, red: Guild, blue: Guild, catalog: Catalog, mode: str = "standard"
) -> Resolution:
    merc = _mercenaries(catalog)
    return Resolution(
        play=play.uuid,
        mission="first-blood",
        title="First Blood",
        story="",
        mode=mode,
        winner="red",
        reason="objective",
        guilds=(
            GuildResult(
                colour="red",
                guild=red.uuid,
                name=red.name,
                source="local",
                fame=(Line(3, "won First Blood (6.4.1)"), Line(1, "1 mercenary eliminated")),
                feods=(Line(5, "the reward (6.4.1)"),),
                blood_stones=(Line(1, "the reward (6.4.1)"),),
                items=(Line(1, "a weapon"),),
                item_cards=(_weapon(catalog), "relic"),
                characters=(
                    CharacterResult(
                        "A",
                        merc[0],
                        "A",
                        "mercenary",
                        Fate.INJURED,
                        "hurt",
                        missions_out=1,
                        needs="1 mission out",
                        deeds=(("kills", 2),),
                    ),
                ),
                titles=((merc[0], "Blooded"),),
            ),
            GuildResult(
                colour="blue",
                guild=blue.uuid,
                name=blue.name,
                source="local",
                fame=(Line(0, "lost First Blood (6.4.1)"),),
                characters=(CharacterResult("E", merc[1], "E", "mercenary", Fate.DEAD, "killed"),),
            ),
        ),
        spot=SpotResult("old-mill", "The Old Mill", "", red.uuid, "won by red"),
    )


def _count(session: Session, table: type) -> int:
    return int(session.scalar(select(func.count()).select_from(table)) or 0)


def _members(session: Session, guild: Guild, catalog: Catalog, rules: GuildRules, n: int) -> None:
    for card_id in _mercenaries(catalog)[:n]:
        enlist(session, guild, card_id, catalog, rules)


def test_a_standard_mission_is_written_into_every_local_guild_6_4_1(
    session: Session, ctx: Context, catalog: Catalog, rules: GuildRules, guild: Guild, rival: Guild
) -> None:
    merc = _mercenaries(catalog)
    enlist(session, rival, merc[0], catalog, rules)
    enlist(session, guild, merc[1], catalog, rules)
    before = (rival.fame, rival.feods, rival.blood_stones)
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    res = resolution(play, rival, guild, catalog)
    assert write_results(session, play, res, catalog=catalog, log="turn 1 ...") is True
    session.refresh(rival)
    assert (rival.fame, rival.feods, rival.blood_stones) == (
        before[0] + 4, before[1] + 5, before[2] + 1
    )  # fmt: skip
    assert ledger_total(session, rival) == (rival.fame, rival.feods, rival.blood_stones)
    assert ledger_total(session, guild) == (guild.fame, guild.feods, guild.blood_stones)
    reasons = [e.reason for e in rival.ledger]
    assert "First Blood: won First Blood (6.4.1)" in reasons
    assert "First Blood: 1 mercenary eliminated" in reasons
    assert any(e.reason == "First Blood: lost First Blood (6.4.1)" for e in guild.ledger)
    injured = next(m for m in rival.members if m.card_id == merc[0])
    assert (injured.status, injured.recovery) == ("injured", "1 mission out")
    assert json.loads(injured.deeds) == {"kills": 2}
    assert json.loads(injured.titles) == ["Blooded"]
    dead = next(m for m in guild.members if m.card_id == merc[1])
    assert (dead.status, dead.recovery, dead.deeds) == ("dead", "", "")
    assert [i.card_id for i in rival.items if i.kind == "weapon"].count(_weapon(catalog)) >= 1
    assert "relic" not in [i.card_id for i in rival.items]  # a trophy, not a card
    assert holders(session)["old-mill"] == rival.uuid
    record = rival.missions[-1]
    assert (record.mission_id, record.play_uuid, record.winner, record.mode) == (
        "first-blood", play.uuid, "red", "standard"
    )  # fmt: skip
    assert record.result == "First Blood: won (objective)"
    assert guild.missions[-1].result == "First Blood: red won (objective)"
    assert [x["guild"] for x in json.loads(record.players)] == [rival.uuid, guild.uuid]
    assert record.log == "turn 1 ..."
    assert json.loads(record.report)["guilds"][0]["item_cards"] == [_weapon(catalog), "relic"]
    assert play.status == "resolved"
    assert _count(session, MissionResult) == 2
    assert resolution_of(session, play) == res


def test_writing_twice_changes_nothing(
    session: Session, ctx: Context, catalog: Catalog, rules: GuildRules, guild: Guild, rival: Guild
) -> None:
    _members(session, rival, catalog, rules, 1)
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    res = resolution(play, rival, guild, catalog)
    assert write_results(session, play, res, catalog=catalog)
    counts = [_count(session, t) for t in (LedgerEntry, MissionRecord, MissionResult, Item)]
    wealth = (rival.fame, rival.feods, rival.blood_stones)
    assert write_results(session, play, res, catalog=catalog) is False
    # Even with the play's status put back (a writer that saw it ended), the rows refuse.
    play.status = "ended"
    assert write_results(session, play, res, catalog=catalog) is False
    assert [_count(session, t) for t in (LedgerEntry, MissionRecord, MissionResult, Item)] == (
        counts
    )
    session.refresh(rival)
    assert (rival.fame, rival.feods, rival.blood_stones) == wealth


def test_a_training_mission_writes_nothing_to_a_guild_6_4(
    session: Session, ctx: Context, catalog: Catalog, rules: GuildRules, guild: Guild, rival: Guild
) -> None:
    _members(session, rival, catalog, rules, 1)
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    counts = [_count(session, t) for t in (LedgerEntry, MissionRecord, MissionResult, Item)]
    res = resolution(play, rival, guild, catalog, mode="training")
    assert write_results(session, play, res, catalog=catalog) is True
    assert [_count(session, t) for t in (LedgerEntry, MissionRecord, MissionResult, Item)] == (
        counts
    )
    assert all(m.status == "ready" and m.deeds == "" for m in rival.members)
    assert "old-mill" not in holders(session)
    assert play.status == "resolved" and resolution_of(session, play) is None


@pytest.mark.parametrize("status", ["playing", "abandoned"])
def test_a_play_not_ended_is_refused_6_4_1(
    session: Session, ctx: Context, catalog: Catalog, guild: Guild, rival: Guild, status: str
) -> None:
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    play.status = status
    with pytest.raises(StoreError, match=rf"mission in play {play.id} is {status}, not ended"):
        write_results(session, play, resolution(play, rival, guild, catalog), catalog=catalog)
    assert _count(session, MissionResult) == 0


def test_results_of_another_play_are_refused(
    session: Session, ctx: Context, catalog: Catalog, guild: Guild, rival: Guild
) -> None:
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    res = dataclasses.replace(resolution(play, rival, guild, catalog), play="someone-else")
    with pytest.raises(StoreError, match="someone-else"):
        write_results(session, play, res, catalog=catalog)


@pytest.mark.parametrize("fate", list(Fate))
def test_every_fate_sets_the_members_status_6_4_1(
    session: Session,
    ctx: Context,
    catalog: Catalog,
    rules: GuildRules,
    guild: Guild,
    rival: Guild,
    fate: Fate,
) -> None:
    merc = _mercenaries(catalog)[0]
    enlist(session, rival, merc, catalog, rules)
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    base = resolution(play, rival, guild, catalog)
    red = dataclasses.replace(
        base.guilds[0],
        characters=(CharacterResult("A", merc, "A", "mercenary", fate, "w", needs="2 days"),),
        titles=(),
    )
    write_results(session, play, dataclasses.replace(base, guilds=(red, base.guilds[1])),
                  catalog=catalog)  # fmt: skip
    member = session.scalar(select(Member).where(Member.guild_id == rival.id))
    assert member is not None
    expected = {Fate.FINE: "ready", Fate.INJURED: "injured", Fate.DEAD: "dead",
                Fate.ESCAPED: "escaped"}  # fmt: skip
    assert member.status == expected[fate]
    assert member.recovery == ("2 days" if fate is Fate.INJURED else "")


def test_a_guild_not_on_this_computer_is_named(
    session: Session, ctx: Context, catalog: Catalog, guild: Guild, rival: Guild
) -> None:
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    base = resolution(play, rival, guild, catalog)
    gone = dataclasses.replace(base.guilds[1], guild="0000-missing")
    with pytest.raises(StoreError, match=r"guild The Grey Hands \(0000-missing\) is not on"):
        write_results(session, play, dataclasses.replace(base, guilds=(base.guilds[0], gone)),
                      catalog=catalog)  # fmt: skip
