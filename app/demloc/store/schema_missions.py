"""The tables of a mission in preparation (issue 11) and of the city's control spots.

A set-up is kept as an append-only log (STYLE.md 10): one row per action, in the
canonical text of `missions.actions.action_text`, written in the transaction of the
step that made it; undo marks the last row undone (kept for redo, even across a
restart), and the next new step deletes the undone rows. The state on screen is the
replay of the rows not undone, so resuming after a crash and undoing are one mechanism.
"""

from __future__ import annotations

import datetime

from sqlalchemy import BigInteger, ForeignKey, String, Text, UniqueConstraint, false
from sqlalchemy.orm import Mapped, mapped_column, relationship

from demloc.store.schema_base import Base, now

SETUP_STATUSES = ("open", "started", "abandoned")
MAX_ACTION_TEXT = 64 * 1024  # missions.actions.MAX_ACTION_BYTES


class MissionSetup(Base):
    """A mission being prepared at this table (6.4.1), or one prepared before."""

    __tablename__ = "mission_setup"

    id: Mapped[int] = mapped_column(primary_key=True)
    created_at: Mapped[datetime.datetime] = mapped_column(default=now)
    mission_id: Mapped[str] = mapped_column(String(80), default="")  # once chosen
    seed: Mapped[int] = mapped_column(BigInteger())  # the log's seed: draws and rolls come from it
    status: Mapped[str] = mapped_column(String(20), default="open")  # SETUP_STATUSES
    # Grows by one on every change to its log, set-up or play (issue 29, R-183).
    revision: Mapped[int] = mapped_column(default=0, server_default="0")
    # The mode asked for at `demloc mission new` ("": none), set once in Mode.
    mode: Mapped[str] = mapped_column(String(10), default="", server_default="")

    actions: Mapped[list[MissionSetupAction]] = relationship(
        back_populates="setup", cascade="all, delete-orphan", order_by="MissionSetupAction.seq"
    )


class MissionSetupAction(Base):
    """One step of a set-up: its place in the log and its canonical text."""

    __tablename__ = "mission_setup_action"
    __table_args__ = (UniqueConstraint("setup_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    setup_id: Mapped[int] = mapped_column(ForeignKey("mission_setup.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column()  # 1, 2, 3 ... in the order they were done
    text: Mapped[str] = mapped_column(Text())
    at: Mapped[datetime.datetime] = mapped_column(default=now)
    undone: Mapped[bool] = mapped_column(default=False, server_default=false())  # redo's

    setup: Mapped[MissionSetup] = relationship(back_populates="actions")


class ControlSpotHolder(Base):
    """Who holds a control spot of the city (6.2; the spots: resources/city.toml)."""

    __tablename__ = "control_spot_holder"

    spot_id: Mapped[str] = mapped_column(String(80), primary_key=True)
    guild_id: Mapped[int] = mapped_column(ForeignKey("guild.id", ondelete="CASCADE"))
    since: Mapped[datetime.datetime] = mapped_column(default=now)
    # The end of the last whole income period collected; None: none yet, the
    # income runs from `since`.
    collected_through: Mapped[datetime.datetime | None] = mapped_column(default=None)
