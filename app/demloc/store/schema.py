"""The database tables. Every change of them goes through an Alembic migration."""

from __future__ import annotations

import datetime

from sqlalchemy import ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

# Rulebook 4: the four guild colours of the coloured bases.
GUILD_COLOURS = ("red", "blue", "yellow", "green")


def _now() -> datetime.datetime:
    # Naive UTC: portable across SQLite and PostgreSQL DateTime columns.
    return datetime.datetime.now(datetime.UTC).replace(tzinfo=None)


class Base(DeclarativeBase):
    pass


class Account(Base):
    """A player's account (6.2): owns a card collection and guilds."""

    __tablename__ = "account"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80), unique=True)
    created_at: Mapped[datetime.datetime] = mapped_column(default=_now)

    guilds: Mapped[list[Guild]] = relationship(back_populates="account")
    redeemed_sets: Mapped[list[RedeemedSet]] = relationship(back_populates="account")


class Guild(Base):
    """A player's guild (3): its name, colour and wealth."""

    __tablename__ = "guild"

    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("account.id"))
    name: Mapped[str] = mapped_column(String(80), unique=True)
    colour: Mapped[str] = mapped_column(String(10))
    fame: Mapped[int] = mapped_column(default=0)
    feods: Mapped[int] = mapped_column(default=0)
    blood_stones: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime.datetime] = mapped_column(default=_now)

    account: Mapped[Account] = relationship(back_populates="guilds")


class RedeemedSet(Base):
    """A set whose code the account entered at the City Gate (6.2): once per account."""

    __tablename__ = "redeemed_set"
    __table_args__ = (UniqueConstraint("account_id", "set_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("account.id"))
    set_id: Mapped[str] = mapped_column(String(80))
    redeemed_at: Mapped[datetime.datetime] = mapped_column(default=_now)

    account: Mapped[Account] = relationship(back_populates="redeemed_sets")


class AppSetting(Base):
    """Small per-database settings, such as the active guild."""

    __tablename__ = "app_setting"

    key: Mapped[str] = mapped_column(String(80), primary_key=True)
    value: Mapped[str] = mapped_column(String(400))
