"""Titles earned across missions (issue 13's campaign, RULINGS.md R-104): the store
knows a mercenary's deeds before a mission, so it decides which thresholds this
mission's deeds cross; the core's resolution cannot."""

from __future__ import annotations

import dataclasses
import json

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session
from test_results import _mercenaries, ended_play, resolution

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.missions.play import Context
from demloc.missions.resolution.model import CharacterResult, Fate, GuildResult, Resolution
from demloc.missions.resolution.titles import Title, Titles, TitlesFileError
from demloc.store import results
from demloc.store.guilds import create_guild, enlist
from demloc.store.results import ResultsStoreError, with_titles, write_results
from demloc.store.schema import Guild, LedgerEntry, Member
from support.play_missions import make_context

TABLE = Titles(
    title=[
        Title(name="Survivor", deed="missions", at=2, effect="e"),
        Title(name="Blooded", deed="kills", at=1, effect="e"),
        Title(name="Butcher", deed="kills", at=3, effect="e"),
    ]
)


@pytest.fixture
def ctx(catalog: Catalog) -> Context:
    return make_context(catalog)


@pytest.fixture
def rival(session: Session, guild: Guild, rules: GuildRules) -> Guild:
    return create_guild(session, guild.account, "Rival Guild", "red", rules)


def _played(res: Resolution, card: str, deeds: tuple[tuple[str, int], ...]) -> Resolution:
    red = dataclasses.replace(
        res.guilds[0],
        characters=(CharacterResult("A", card, "A", "mercenary", Fate.FINE, "", deeds=deeds),),
        titles=(),
    )
    return dataclasses.replace(res, guilds=(red, *res.guilds[1:]))


def test_a_title_is_earned_when_the_deeds_of_several_missions_reach_it_r_104(
    session: Session,
    ctx: Context,
    catalog: Catalog,
    rules: GuildRules,
    guild: Guild,
    rival: Guild,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(results, "load_titles", lambda: TABLE)
    merc = _mercenaries(catalog)[0]
    enlist(session, rival, merc, catalog, rules)
    member = session.scalar(select(Member).where(Member.guild_id == rival.id))
    assert member is not None
    earned_each = []
    for kills in (0, 1, 1, 1):
        play = ended_play(session, ctx, {"red": rival, "blue": guild})
        deeds = (("kills", kills), ("missions", 1), ("objectives", 0))
        res = _played(resolution(play, rival, guild, catalog), merc, deeds)
        shown = with_titles(session, play, res)
        assert write_results(session, play, res, catalog=catalog)
        session.refresh(member)
        earned_each.append(shown.guilds[0].titles)
        assert results.resolution_of(session, play) == shown  # what was shown is kept
    # Missions 1,2,3,4 and kills 0,1,2,3: Survivor at the 2nd, Blooded at the 2nd, Butcher
    # at the 4th; each once.
    assert earned_each == [
        (),
        ((merc, "Survivor"), (merc, "Blooded")),
        (),
        ((merc, "Butcher"),),
    ]
    assert json.loads(member.deeds) == {"kills": 3, "missions": 4, "objectives": 0}
    assert json.loads(member.titles) == ["Survivor", "Blooded", "Butcher"]


def test_a_training_mission_earns_no_title_6_4(
    session: Session, ctx: Context, catalog: Catalog, guild: Guild, rival: Guild
) -> None:
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    res = _played(resolution(play, rival, guild, catalog, mode="training"), "x", (("kills", 9),))
    assert with_titles(session, play, res, TABLE) is res


def test_a_guests_deeds_before_come_from_the_file_he_brought_r_104(
    session: Session, ctx: Context, catalog: Catalog, guild: Guild, rival: Guild
) -> None:
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    play.guests = json.dumps({"red": {"campaign": {"deeds": {"m1": {"kills": 2}}}}})
    res = _played(resolution(play, rival, guild, catalog), "m1", (("kills", 1),))
    guest = dataclasses.replace(res.guilds[0], source="file")
    res = dataclasses.replace(res, guilds=(guest, res.guilds[1]))
    assert with_titles(session, play, res, TABLE).guilds[0].titles == (("m1", "Butcher"),)
    # A damaged campaign part counts as no deeds before: the file is checked on import.
    play.guests = json.dumps({"red": {"campaign": {"deeds": ["not", "a", "table"]}}})
    assert with_titles(session, play, res, TABLE).guilds[0].titles == (("m1", "Blooded"),)


def test_a_damaged_titles_file_writes_nothing_and_is_named(
    session: Session,
    ctx: Context,
    catalog: Catalog,
    guild: Guild,
    rival: Guild,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def damaged() -> Titles:
        raise TitlesFileError("titles.toml", ["title[0].at: must be 1 or more"])

    monkeypatch.setattr(results, "load_titles", damaged)
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    before = session.scalar(select(func.count()).select_from(LedgerEntry))
    res = resolution(play, rival, guild, catalog)
    with pytest.raises(ResultsStoreError, match=r"titles\.toml: title\[0\]\.at"):
        write_results(session, play, res, catalog=catalog)
    assert session.scalar(select(func.count()).select_from(LedgerEntry)) == before
    assert play.status == "ended"


def test_the_guild_result_keeps_its_other_fields(
    session: Session, ctx: Context, catalog: Catalog, guild: Guild, rival: Guild
) -> None:
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    res = resolution(play, rival, guild, catalog)
    after = with_titles(session, play, res, TABLE)
    strip = [dataclasses.replace(g, titles=()) for g in after.guilds]
    assert strip == [dataclasses.replace(g, titles=()) for g in res.guilds]
    assert isinstance(after.guilds[0], GuildResult)
