"""The tables of a shared table (issue 30, docs/table-net.md): the share's join token,
the seats of the devices admitted, the commands applied (by the client's id, with the
revision they answered), the players' readiness in the set-up (R-187) and the guilds
brought over the net (R-189). All are the mission's (its set-up's id) and go with it.

A restarted host reads them again: the same seats, the same applied ids (R-190), so a
device reconnects without the token and a resend is answered, never applied twice."""

from __future__ import annotations

import datetime

from sqlalchemy import ForeignKey, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from demloc.store.schema_base import Base, now

SEAT_ROLES = ("player", "spectator")
_SETUP = "mission_setup.id"


class TableShare(Base):
    """The join token of a mission shared (R-190: new each time it is shared)."""

    __tablename__ = "table_share"

    setup_id: Mapped[int] = mapped_column(ForeignKey(_SETUP, ondelete="CASCADE"), primary_key=True)
    token: Mapped[str] = mapped_column(String(64))
    shared_at: Mapped[datetime.datetime] = mapped_column(default=now)


class TableSeat(Base):
    """One device admitted: a player of one colour, or a spectator. Its secret is kept
    as a digest only (sha256): the database never holds what readmits a device."""

    __tablename__ = "table_seat"

    id: Mapped[int] = mapped_column(primary_key=True)
    setup_id: Mapped[int] = mapped_column(ForeignKey(_SETUP, ondelete="CASCADE"), index=True)
    digest: Mapped[str] = mapped_column(String(64), unique=True)
    role: Mapped[str] = mapped_column(String(10))  # SEAT_ROLES
    colour: Mapped[str] = mapped_column(String(10), default="")  # a player's
    created_at: Mapped[datetime.datetime] = mapped_column(default=now)


class TableCommand(Base):
    """A command of a device applied: its id (the client's), who sent it, the revision
    its acknowledgement named, and whether it made that revision (a Next that only
    marked its player ready did not). Written in the transaction of the change."""

    __tablename__ = "table_command"
    __table_args__ = (UniqueConstraint("setup_id", "command"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    setup_id: Mapped[int] = mapped_column(ForeignKey(_SETUP, ondelete="CASCADE"))
    command: Mapped[str] = mapped_column(String(64))
    sender: Mapped[str] = mapped_column(String(10))  # the colour
    revision: Mapped[int] = mapped_column()
    changed: Mapped[bool] = mapped_column()
    what: Mapped[str] = mapped_column(String(120), default="")  # "pass", "damage on red-2"


class TableReady(Base):
    """A player who tapped Next in the set-up (R-187), for the phase entered at the
    set-up's `epoch`-th step: a phase moved leaves it behind."""

    __tablename__ = "table_ready"

    setup_id: Mapped[int] = mapped_column(ForeignKey(_SETUP, ondelete="CASCADE"), primary_key=True)
    colour: Mapped[str] = mapped_column(String(10), primary_key=True)
    epoch: Mapped[int] = mapped_column()


class TableGuest(Base):
    """A guild brought over the net (R-189): as seated (the add_player step's guild)
    and what the hand-off keeps of its file (missions.guest_content), by its key."""

    __tablename__ = "table_guest"
    __table_args__ = (UniqueConstraint("setup_id", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    setup_id: Mapped[int] = mapped_column(ForeignKey(_SETUP, ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(80))
    seated: Mapped[str] = mapped_column(Text())  # the TableGuild's JSON
    guest: Mapped[str] = mapped_column(Text())  # the guild file's fields kept (JSON)
