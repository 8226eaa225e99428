"""The tables of a mission in play (issue 12): its fixed part and its event log.

A mission in play is an append-only log (STYLE.md 10): the setup (the map, the
characters, the players, the seed: `Mission.setup`) is written once when it begins,
then one row per event, in its canonical JSON with the dice it rolled, written in the
transaction of the action that made it. Undo marks the last row undone (kept for redo,
even across a restart); the next new event deletes the undone rows. The state on screen
is the replay of the rows not undone, so resuming after a kill and undoing are one
mechanism, and no action rewrites the mission.
"""

from __future__ import annotations

import datetime

from sqlalchemy import ForeignKey, String, Text, UniqueConstraint, false
from sqlalchemy.orm import Mapped, mapped_column, relationship

from demloc.store.schema_base import Base, new_uuid, now

PLAY_STATUSES = ("playing", "ended", "abandoned", "resolved")  # resolved: issue 13
# Far above what DemLoc writes (an event is about 100 bytes; the all-tiles map's setup with
# 16 characters is 4 kB), so only a text written outside DemLoc is refused.
MAX_EVENT_TEXT = 64 * 1024
MAX_SETUP_TEXT = 4 * 1024 * 1024


class MissionPlay(Base):
    """A mission being played at this table (7), or one played before."""

    __tablename__ = "mission_play"

    id: Mapped[int] = mapped_column(primary_key=True)
    created_at: Mapped[datetime.datetime] = mapped_column(default=now)
    # The set-up it came from (issue 11); none for a mission begun from a file.
    setup_id: Mapped[int | None] = mapped_column(
        ForeignKey("mission_setup.id", ondelete="SET NULL")
    )
    mission_id: Mapped[str] = mapped_column(String(80), default="")
    status: Mapped[str] = mapped_column(String(20), default="playing")  # PLAY_STATUSES
    # A standard mission (6.4): its results will be written to the guilds (issue 13).
    charged: Mapped[bool] = mapped_column(default=False, server_default=false())
    setup: Mapped[str] = mapped_column(Text())  # Mission.setup as canonical JSON, once
    # Its identity (issue 13): the key that writes its results into a guild once.
    uuid: Mapped[str] = mapped_column(String(36), index=True, unique=True, default=new_uuid)
    # The guild files brought to the table (source "file"), as JSON {colour: file text},
    # kept at hand-off so the guest's updated file can be made at the end; "" for none.
    guests: Mapped[str] = mapped_column(Text(), default="", server_default="")

    events: Mapped[list[MissionPlayEvent]] = relationship(
        back_populates="play", cascade="all, delete-orphan", order_by="MissionPlayEvent.seq"
    )


class MissionPlayEvent(Base):
    """One event of a mission in play: its place in the log and its canonical JSON
    with the dice it rolled, so a replay needs no random source."""

    __tablename__ = "mission_play_event"
    __table_args__ = (UniqueConstraint("play_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    play_id: Mapped[int] = mapped_column(ForeignKey("mission_play.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column()  # 1, 2, 3 ... in the order they were done
    text: Mapped[str] = mapped_column(Text())
    undone: Mapped[bool] = mapped_column(default=False, server_default=false())  # redo's
    at: Mapped[datetime.datetime] = mapped_column(default=now)

    play: Mapped[MissionPlay] = relationship(back_populates="events")


class MissionResult(Base):
    """A mission's results as written into one guild (issue 13): at most one row per
    play and guild, in the transaction that wrote them, so a second writing finds it
    and changes nothing."""

    __tablename__ = "mission_result"
    __table_args__ = (UniqueConstraint("play_uuid", "guild_uuid"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    play_uuid: Mapped[str] = mapped_column(String(36))
    guild_uuid: Mapped[str] = mapped_column(String(36))
    written_at: Mapped[datetime.datetime] = mapped_column(default=now)
    resolution: Mapped[str] = mapped_column(Text())  # the Resolution as JSON
