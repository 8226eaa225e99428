"""A guild at the table is locked (6.4, issue 13): while a mission naming it is playing
or ended, every guild service refuses with the mission's name; once the mission is
resolved or abandoned it is free; the writing of the results is let in."""

from __future__ import annotations

import pytest
from sqlalchemy.orm import Session
from test_results import ended_play, resolution

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.missions.play import Context
from demloc.store.guilds import (
    GuildRuleError,
    create_guild,
    guild_at_table,
    lock_guild,
    record_mission,
    rename_guild,
)
from demloc.store.results import write_results
from demloc.store.schema import Guild
from demloc.store.schema_play import PLAY_STATUSES
from support.play_missions import make_context


@pytest.fixture
def ctx(catalog: Catalog) -> Context:
    return make_context(catalog)


@pytest.fixture
def rival(session: Session, guild: Guild, rules: GuildRules) -> Guild:
    return create_guild(session, guild.account, "The Red Knives", "red", rules)


@pytest.mark.parametrize("status", PLAY_STATUSES)
def test_a_guild_is_locked_while_its_mission_is_at_the_table_6_4(
    session: Session, ctx: Context, guild: Guild, rival: Guild, status: str
) -> None:
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    play.status = status
    session.flush()
    at_table = status in ("playing", "ended")
    assert guild_at_table(session, rival) == ("first-blood" if at_table else "")
    if at_table:
        with pytest.raises(GuildRuleError, match=r"in the mission first-blood.*\(6\.4\)"):
            lock_guild(session, rival)
        with pytest.raises(GuildRuleError, match="The Red Knives is at the table"):
            record_mission(session, rival, "training", "x")
    else:
        lock_guild(session, rival)  # free again
        assert record_mission(session, rival, "training", "x").result == "x"


def test_a_guild_not_in_the_mission_is_free(
    session: Session, ctx: Context, guild: Guild, rival: Guild, rules: GuildRules
) -> None:
    other = create_guild(session, guild.account, "The Third", "green", rules)
    ended_play(session, ctx, {"red": rival, "blue": guild})
    assert guild_at_table(session, other) == ""
    rename_guild(session, other, "The Third Hand")
    assert other.name == "The Third Hand"


def test_the_results_are_let_in_and_free_the_guild(
    session: Session, ctx: Context, catalog: Catalog, guild: Guild, rival: Guild
) -> None:
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    assert write_results(session, play, resolution(play, rival, guild, catalog), catalog=catalog)
    assert guild_at_table(session, rival) == "" and guild_at_table(session, guild) == ""
    lock_guild(session, rival)


def test_a_second_lock_in_one_transaction_counts_but_reads_nothing_again_r216(
    session: Session, guild: Guild, rival: Guild
) -> None:
    """A view locks the guild, then the service it runs locks it again: the revision
    counts both (guild files and results compare it), but what the first lock read
    again stays loaded (a campaign's 150 members are not read a third time; R-216)."""
    from sqlalchemy import inspect

    lock_guild(session, rival)  # another guild's lock, first in this transaction
    lock_guild(session, guild)
    first = guild.revision
    members = guild.members  # read once after the lock
    lock_guild(session, guild)
    assert guild.revision == first + 1
    assert not inspect(guild).expired_attributes & {"members", "name", "fame"}
    assert guild.members is members
