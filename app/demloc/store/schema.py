"""The database tables. Every change of them goes through an Alembic migration."""

from __future__ import annotations

import datetime

from sqlalchemy import ForeignKey, Index, String, Text, UniqueConstraint, false
from sqlalchemy.orm import Mapped, mapped_column, relationship

from demloc.store.schema_base import Base as Base
from demloc.store.schema_base import new_uuid, now

# Rulebook 4: the four guild colours of the coloured bases.
GUILD_COLOURS = ("red", "blue", "yellow", "green")
# Fame, feods and blood stones stay within this (far past any campaign), so no change
# can overflow the column (PostgreSQL's INTEGER holds 32 bits).
MAX_WEALTH = 10**9


class Account(Base):
    """A player's account (6.2): owns a card collection and guilds."""

    __tablename__ = "account"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80), unique=True)
    created_at: Mapped[datetime.datetime] = mapped_column(default=now)

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
    created_at: Mapped[datetime.datetime] = mapped_column(default=now)
    # Counts every change: an import never overwrites a guild changed since it was
    # exported (a higher revision).
    revision: Mapped[int] = mapped_column(default=0)
    # Who the guild is, made once at its creation and kept in its exports: an import
    # updates only the guild with the same identity, never one that shares its name.
    uuid: Mapped[str] = mapped_column(String(36), index=True, unique=True, default=new_uuid)

    account: Mapped[Account] = relationship(back_populates="guilds")
    members: Mapped[list[Member]] = relationship(
        back_populates="guild", cascade="all, delete-orphan", order_by="Member.id"
    )
    items: Mapped[list[Item]] = relationship(
        back_populates="guild", cascade="all, delete-orphan", order_by="Item.id"
    )
    buildings: Mapped[list[GuildBuilding]] = relationship(
        back_populates="guild", cascade="all, delete-orphan"
    )
    ledger: Mapped[list[LedgerEntry]] = relationship(
        back_populates="guild", cascade="all, delete-orphan", order_by="LedgerEntry.id"
    )
    missions: Mapped[list[MissionRecord]] = relationship(
        cascade="all, delete-orphan", order_by="MissionRecord.id"
    )


class RedeemedSet(Base):
    """A set whose code the account entered at the City Gate (6.2): once per account."""

    __tablename__ = "redeemed_set"
    __table_args__ = (UniqueConstraint("account_id", "set_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("account.id"))
    set_id: Mapped[str] = mapped_column(String(80))
    redeemed_at: Mapped[datetime.datetime] = mapped_column(default=now)

    account: Mapped[Account] = relationship(back_populates="redeemed_sets")


class AppSetting(Base):
    """Small per-database settings, such as the active guild."""

    __tablename__ = "app_setting"

    key: Mapped[str] = mapped_column(String(80), primary_key=True)
    value: Mapped[str] = mapped_column(String(400))


# Statuses of a mercenary in the dormitory (6.2, 6.4.1).
MEMBER_STATUSES = ("ready", "exploring", "injured", "dead", "escaped")
MISSION_MODES = ("training", "standard")  # 6.4: how a mission was played
# What the guild keeps besides mercenaries.
ITEM_KINDS = ("weapon", "arcane_code", "daemon", "follower")


class Member(Base):
    """A mercenary enlisted in the guild's dormitory (5.1.1)."""

    __tablename__ = "member"
    __table_args__ = (UniqueConstraint("guild_id", "card_id"),)  # the rule of uniqueness

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[int] = mapped_column(ForeignKey("guild.id"))
    card_id: Mapped[str] = mapped_column(String(80))
    status: Mapped[str] = mapped_column(String(20), default="ready")
    recovery: Mapped[str] = mapped_column(String(200), default="")  # what an injury needs
    # The campaign (6.4.1, issue 13): his deeds counted over the missions, as JSON
    # {deed: count}, and the titles he earned, as a JSON list; "" for none.
    deeds: Mapped[str] = mapped_column(Text(), default="", server_default="")
    titles: Mapped[str] = mapped_column(Text(), default="", server_default="")
    enlisted_at: Mapped[datetime.datetime] = mapped_column(default=now)

    guild: Mapped[Guild] = relationship(back_populates="members")


class Item(Base):
    """A card the guild keeps: a weapon in the armory, a code in the arcane library, a
    daemon in the pantheon, a follower in the guesthouse. Weapons and codes may be
    assigned to a member (weapons in a slot)."""

    __tablename__ = "item"

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[int] = mapped_column(ForeignKey("guild.id"))
    kind: Mapped[str] = mapped_column(String(20))
    card_id: Mapped[str] = mapped_column(String(80))
    member_id: Mapped[int | None] = mapped_column(ForeignKey("member.id", ondelete="SET NULL"))
    slot: Mapped[str] = mapped_column(String(10), default="")  # "primary" | "secondary"

    guild: Mapped[Guild] = relationship(back_populates="items")


class GuildBuilding(Base):
    __tablename__ = "guild_building"
    __table_args__ = (UniqueConstraint("guild_id", "building"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[int] = mapped_column(ForeignKey("guild.id"))
    building: Mapped[str] = mapped_column(String(40))
    level: Mapped[int] = mapped_column(default=1)

    guild: Mapped[Guild] = relationship(back_populates="buildings")


class LedgerEntry(Base):
    """Every change of fame, feods or blood stones, with its reason and time."""

    __tablename__ = "ledger_entry"
    # A guild's lines newest first, a page at a time (issue 31, migration 0012).
    __table_args__ = (Index("ix_ledger_entry_guild_id", "guild_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[int] = mapped_column(ForeignKey("guild.id"))
    at: Mapped[datetime.datetime] = mapped_column(default=now)
    reason: Mapped[str] = mapped_column(String(200))
    fame: Mapped[int] = mapped_column(default=0)
    feods: Mapped[int] = mapped_column(default=0)
    blood_stones: Mapped[int] = mapped_column(default=0)

    guild: Mapped[Guild] = relationship(back_populates="ledger")


class MissionRecord(Base):
    """A mission the guild played (6.4.1 resolution phase)."""

    __tablename__ = "mission_record"
    __table_args__ = (Index("ix_mission_record_guild_id", "guild_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[int] = mapped_column(ForeignKey("guild.id"))
    at: Mapped[datetime.datetime] = mapped_column(default=now)
    mode: Mapped[str] = mapped_column(String(20))  # training | standard
    result: Mapped[str] = mapped_column(String(200))
    # Issue 13: the mission (its id and the play's uuid), the winner's colour, who played
    # (JSON list of {colour, guild, name}), the Resolution as JSON, the log's lines.
    mission_id: Mapped[str] = mapped_column(String(80), default="", server_default="")
    play_uuid: Mapped[str] = mapped_column(String(36), default="", server_default="")
    winner: Mapped[str] = mapped_column(String(10), default="", server_default="")
    players: Mapped[str] = mapped_column(Text(), default="", server_default="")
    report: Mapped[str] = mapped_column(Text(), default="", server_default="")
    log: Mapped[str] = mapped_column(Text(), default="", server_default="")


class CustomCard(Base):
    """A card typed in from a physical card at the City Gate (6.2)."""

    __tablename__ = "custom_card"
    __table_args__ = (UniqueConstraint("account_id", "card_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("account.id"))
    card_id: Mapped[str] = mapped_column(String(80))
    text: Mapped[str] = mapped_column(String(20000))  # the card as a set file (TOML)


class RowChange(Base):
    """One guild or city action as the rows it changed (store/row_history.py), kept so
    that its undo survives a restart (issue 28, R-177). `undone` says where the history
    stands; a new action drops the undone ones, as a QUndoStack does."""

    __tablename__ = "row_change"
    # An id is never used again (SQLite would reuse the highest after a delete): a
    # window's entry dropped by another window's action is never taken for a newer one.
    __table_args__ = ({"sqlite_autoincrement": True},)

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[int] = mapped_column(ForeignKey("guild.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(5))  # "guild" | "city"
    text: Mapped[str] = mapped_column(String(500))  # the Undo/Redo entry's text
    change: Mapped[str] = mapped_column(Text())  # the rows, as row_history.change_json
    undone: Mapped[bool] = mapped_column(default=False, server_default=false())


from demloc.store import schema_city as _city  # noqa: E402, F401  (their tables)
from demloc.store import schema_missions as _missions  # noqa: E402, F401  (their tables)
from demloc.store import schema_play as _play  # noqa: E402, F401  (their tables)
from demloc.store import schema_table as _table  # noqa: E402, F401  (their tables)
