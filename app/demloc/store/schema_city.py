"""The tables of the city's individual game (rulebook 6.2; issue 14).

Times are naive UTC (store/schema.py `now`); the city's core works in aware UTC and
city/clock.py converts. A task keeps its whole promise as the core's canonical JSON
(`city.tasks.Task.to_json`): the store never works a task's result out again from
today's rules file (R-120). Its outcome is written once, with `settled`, in the
transaction that applies it (R-122). A spot's income runs from the holder's row
(control_spot_holder.collected_through, store/schema_missions.py)."""

from __future__ import annotations

import datetime

from sqlalchemy import BigInteger, ForeignKey, String, Text, UniqueConstraint, false
from sqlalchemy.orm import Mapped, mapped_column

from demloc.store.schema_base import Base, now

TASK_KINDS = ("explore", "acquire")  # city.tasks.TaskKind


class CityTask(Base):
    """Mercenaries sent into the city: away until `due_at` (6.2)."""

    __tablename__ = "city_task"

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[int] = mapped_column(ForeignKey("guild.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(10))  # TASK_KINDS
    spot_id: Mapped[str] = mapped_column(String(80))
    due_at: Mapped[datetime.datetime] = mapped_column(index=True)
    task: Mapped[str] = mapped_column(Text())  # Task.to_json
    settled: Mapped[bool] = mapped_column(default=False, server_default=false())
    outcome: Mapped[str] = mapped_column(Text(), default="", server_default="")  # Outcome JSON
    told: Mapped[bool] = mapped_column(default=False, server_default=false())  # player saw it


class CityKnownSpot(Base):
    """A control spot a guild knows (explored, won in a mission, or once held; R-121)."""

    __tablename__ = "city_known_spot"
    __table_args__ = (UniqueConstraint("guild_id", "spot_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[int] = mapped_column(ForeignKey("guild.id", ondelete="CASCADE"))
    spot_id: Mapped[str] = mapped_column(String(80))
    since: Mapped[datetime.datetime] = mapped_column(default=now)
    retry_at: Mapped[datetime.datetime | None] = mapped_column(default=None)  # after a failure


class CityClock(Base):
    """A guild's random city events: their seed and the end of the last day drawn (R-124)."""

    __tablename__ = "city_clock"

    guild_id: Mapped[int] = mapped_column(
        ForeignKey("guild.id", ondelete="CASCADE"), primary_key=True
    )
    seed: Mapped[int] = mapped_column(BigInteger())
    drawn_through: Mapped[datetime.datetime] = mapped_column()


class CityEvent(Base):
    """One event drawn for a guild (city.events.Drawn) and, once answered or lapsed, the
    answer applied (JSON: option, text, lost spot, how)."""

    __tablename__ = "city_event"
    __table_args__ = (UniqueConstraint("guild_id", "event_id", "day"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[int] = mapped_column(ForeignKey("guild.id", ondelete="CASCADE"), index=True)
    event_id: Mapped[str] = mapped_column(String(80))
    day: Mapped[datetime.datetime] = mapped_column()
    drawn: Mapped[str] = mapped_column(Text())  # Drawn.to_json
    answer: Mapped[str] = mapped_column(Text(), default="", server_default="")
    answered_at: Mapped[datetime.datetime | None] = mapped_column(default=None)
    told: Mapped[bool] = mapped_column(default=False, server_default=false())
