"""A guild brought to a shared table from this computer's database, and its results
taken home (issue 30, R-189, R-195): the database's side of net/join.py (`demloc join`,
the app's "Join a table…"). The guild goes out as a table copy (store/guild_file.py
table_copy, R-209): what the table needs, its ledger summed into one carried line and
no past mission records, so it fits a frame at any campaign length; its results come
back as the
guild file a guest takes home (store/results.py guest_result_file) and go in through
the guild import (store/guild_import.py: its checks, its plan, its consent, R-158), after
two checks of their own: the mission's results are taken home once (a second time says
so and changes nothing), and never over a guild changed here since it was brought. The
import adds the table's ledger lines and mission record to the guild's history here."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.missions.resolution.guest import applied
from demloc.store.guild_file import table_copy
from demloc.store.guild_file_check import ImportRefusedError
from demloc.store.guilds import find_guild, guild_at_table
from demloc.store.schema import Guild


class WrittenBeforeError(ImportRefusedError):
    """These results are in the guild here already: nothing changes (not a fault)."""


def guild_to_bring(session: Session, name: str) -> dict[str, Any]:
    """The guild `name` of this database as a guild file holds it (reads only); one at
    the table in a mission here is not brought to another (6.4, R-107)."""
    guild = find_guild(session, name)
    mission = guild_at_table(session, guild)
    if mission:
        raise ImportRefusedError(
            f"{guild.name} is at the table in {mission} here: a guild plays one mission at "
            "a time; write its results or give it up first (6.4, R-107)"
        )
    return table_copy(session, guild)


def check_results(session: Session, data: Any, uuid: str, name: str, revision: int) -> None:
    """May the table's results file `data` go into the guild `uuid` (`name` when it was
    brought, at `revision`)? Refused by name (ImportRefusedError): another guild's, no
    results in it, the guild gone, or changed here since it was brought (R-195);
    WrittenBeforeError: taken home already."""
    g = data.get("guild") if isinstance(data, dict) else None
    if not isinstance(g, dict) or g.get("uuid") != uuid:
        raise ImportRefusedError(f"the table's results are not {name}'s: nothing was changed")
    plays = applied(data)
    if not plays:
        raise ImportRefusedError(
            f"the table's file of {name} holds no results: nothing was changed"
        )
    guild = session.scalar(select(Guild).where(Guild.uuid == uuid))
    if guild is None:
        raise ImportRefusedError(f"{name} is no longer in this database: its results have "
                                 "nowhere to go; nothing was changed")  # fmt: skip
    if any(r.play_uuid == plays[-1] for r in guild.missions):
        raise WrittenBeforeError(f"{guild.name}: these results were taken home before "
                                 "(written before); nothing changed")  # fmt: skip
    if guild.revision != revision:
        raise ImportRefusedError(
            f"{guild.name} changed here since it was brought to the table (revision "
            f"{revision} then, {guild.revision} now): the table's results are "
            "older and would undo that (R-42, R-195); nothing was changed"
        )
