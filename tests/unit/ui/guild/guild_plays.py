"""The Guild view's guild put at the table: a mission in play naming it (a MissionPlay
row, as tests/unit/store/test_guild_lock.py makes one), ended, resolved through
store/results.py write_results, or given up."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

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
from demloc.store.guilds import create_guild, find_guild
from demloc.store.results import write_results
from demloc.store.schema import Guild
from demloc.store.schema_play import MissionPlay
from demloc.ui.guild import GuildView
from support.play_missions import make_context, make_mission

MISSION = "First Blood"
RIVAL = "The Red Knives"


def _do(session: Session, play: MissionPlay, mission: Mission, event: dict[str, Any]) -> None:
    mission.do(event)
    p.append_event(session, play, mission.events[-1], mission.state, cursor=mission.cursor)


def rival(session: Session, guild: Guild, rules: GuildRules) -> Guild:
    found = session.scalar(select(Guild).where(Guild.name == RIVAL))
    return found or create_guild(session, guild.account, RIVAL, "blue", rules)


def seat(view: GuildView, catalog: Catalog, *, ended: bool = False) -> int:
    """The shown guild (red) and a rival (blue) at the table in First Blood: the play's
    id. `ended`: played to its turn limit (its results not yet written)."""
    ctx: Context = make_context(catalog)
    mission = make_mission(ctx, turn_limit=1)
    with view.sessions.begin() as session:
        ours = find_guild(session, view.guild_name)
        other = rival(session, ours, view.rules)
        for player in mission.setup["players"]:
            g = ours if player["colour"] == "red" else other
            player.update(guild=g.uuid, name=g.name, source="local")
        # The mission's name as a set-up's plan holds it (store.guilds.guild_at_table).
        mission.setup["plan"] = {"mission": {"name": MISSION}}
        play = p.begin_play(session, mission, charged=True, mission_id="first-blood")
        if ended:
            for event in ({"kind": "new_turn"}, *[{"kind": "pass"}] * 4):
                _do(session, play, mission, event)
            _do(session, play, mission, {"kind": "end_mission", "reason": "turn limit"})
            assert play.status == "ended"
        return play.id


def give_up(view: GuildView, play_id: int) -> None:
    with view.sessions.begin() as session:
        play = session.get(MissionPlay, play_id)
        assert play is not None
        p.abandon_play(session, play)


def resolution(session: Session, play: MissionPlay, ours: Guild, catalog: Catalog) -> Resolution:
    """First Blood won by the shown guild: its rewards, its first mercenary injured, the
    second dead, the third fine with two kills and the title Blooded, the spot won."""
    other = session.scalar(select(Guild).where(Guild.name == RIVAL))
    assert other is not None, "seat() makes the rival"
    cards = [m.card_id for m in ours.members]
    names = [catalog.card(c).name for c in cards]
    weapon = next(i.card_id for i in ours.items if i.kind == "weapon")
    return Resolution(
        play=play.uuid,
        mission="first-blood",
        title=MISSION,
        story="Two guilds meet in the Old Mill's yard.",
        mode="standard",
        winner="red",
        reason="objective reached",
        guilds=(
            GuildResult(
                colour="red",
                guild=ours.uuid,
                name=ours.name,
                source="local",
                fame=(Line(3, "won First Blood (6.4.1)"), Line(1, "1 mercenary eliminated")),
                feods=(Line(5, "the reward (6.4.1)"),),
                blood_stones=(Line(1, "the reward (6.4.1)"),),
                items=(Line(1, "a spare weapon carried home"),),
                item_cards=(weapon,),
                characters=(
                    CharacterResult(
                        "A",
                        cards[0],
                        names[0],
                        "mercenary",
                        Fate.INJURED,
                        "out of the game by an attack (injury roll 4)",
                        missions_out=1,
                        needs="1 mission out",
                        deeds=(("missions", 1),),
                    ),
                    CharacterResult(
                        "B",
                        cards[1],
                        names[1],
                        "mercenary",
                        Fate.DEAD,
                        "out of the game by an attack (injury roll 1)",
                    ),
                    CharacterResult(
                        "C",
                        cards[2],
                        names[2],
                        "mercenary",
                        Fate.FINE,
                        "stood",
                        deeds=(("kills", 2), ("missions", 1), ("objectives", 1)),
                    ),
                ),
                titles=((cards[2], "Blooded"),),
            ),
            GuildResult(
                colour="blue",
                guild=other.uuid,
                name=other.name,
                source="local",
                fame=(Line(0, "lost First Blood (6.4.1)"),),
            ),
        ),
        spot=SpotResult(
            "old-mill", "The Old Mill", "", ours.uuid, "won by red", "1 feod a day (provisional)"
        ),
    )


def resolve(view: GuildView, play_id: int, catalog: Catalog, log: str = "") -> None:
    """Write the ended play's results (store/results.py), in one transaction."""
    with view.sessions.begin() as session:
        play = session.get(MissionPlay, play_id)
        assert play is not None
        ours = find_guild(session, view.guild_name)
        res = resolution(session, play, ours, catalog)
        assert write_results(session, play, res, catalog=catalog, log=log) is True
