"""The results of a guild brought from this database to a shared table (R-195), on both
engines: what may come home (store/results_home.py check_results), then the guild
import applies it once."""

from __future__ import annotations

import pytest
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store.guild_file_check import ImportRefusedError
from demloc.store.guild_import import apply_import, plan_import
from demloc.store.guilds import lock_guild
from demloc.store.results_home import WrittenBeforeError, check_results, guild_to_bring
from demloc.store.schema import Guild
from support.fake_table import with_results


def test_results_come_home_once_and_never_over_a_change_r195(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    brought = guild_to_bring(session, guild.name)
    revision = guild.revision
    results = with_results(brought)

    def check(data: object = results) -> None:
        check_results(session, data, guild.uuid, guild.name, revision)

    with pytest.raises(ImportRefusedError, match="are not The Grey Hands's"):
        check({**results, "guild": {**results["guild"], "uuid": "another"}})
    with pytest.raises(ImportRefusedError, match="holds no results"):
        check(brought)
    with pytest.raises(ImportRefusedError, match="are not"):
        check([1, 2])
    check()  # fit to come home
    apply_import(session, plan_import(session, results, catalog, rules))
    session.flush()
    revision = guild.revision  # the guild as it is now: the mission's record in it
    with pytest.raises(WrittenBeforeError, match=r"taken home before \(written before\)"):
        check()
    later = with_results(brought, play="8d1c5b7e-0000-4000-8000-00000000000f")
    lock_guild(session, guild)  # any change here moves its revision
    with pytest.raises(ImportRefusedError, match=r"changed here since it was brought.*R-195"):
        check(later)
    fame = guild.fame
    session.delete(guild)
    session.flush()
    with pytest.raises(ImportRefusedError, match="no longer in this database"):
        check(later)
    assert fame > 0
