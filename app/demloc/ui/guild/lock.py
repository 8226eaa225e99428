"""A guild at the table (6.4, RULINGS.md R-107, R-116): while a mission naming it is
playing or ended, the Guild view says so in a banner and every edit of it is disabled
or refused with the same words; the banner goes once the mission's results are
written or the mission is given up."""

from __future__ import annotations

from demloc.store import Session
from demloc.store import guilds as services
from demloc.store.schema import Guild
from demloc.ui.i18n import translate


class GuildAtTableError(services.GuildRuleError):
    """An edit of a guild at the table in a mission (6.4): the message names it."""


def locked_text(mission: str) -> str:
    """The banner's words, and every refusal's, for a guild in `mission`."""
    return translate(
        "guild.lock",
        "At the table in {mission}: its structure is locked until the mission's results "
        "are written or it is given up (6.4)",
    ).format(mission=mission)


def mission_of(session: Session, guild_id: int) -> str:
    """The mission the guild with id `guild_id` is at the table in, "" when none (or no
    such guild: the caller's own check names that)."""
    return services.guild_at_table(session, guild_id)


def refuse_at_table(session: Session, guild: Guild) -> None:
    """GuildAtTableError when `guild` is at the table (checked before the store's own
    lock refuses, so the view's refusal is the banner's words)."""
    mission = services.guild_at_table(session, guild)
    if mission:
        raise GuildAtTableError(locked_text(mission))
