"""A guild in one file, to carry it to a friend's table and back (6.4): the file's
format, and a guild exported into it. store/guild_file_check.py checks such a file,
store/guild_import.py imports one."""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from demloc import textio
from demloc.missions.resolution.guest import CAMPAIGN
from demloc.store import integrity
from demloc.store.schema import CustomCard, Guild, LedgerEntry, MissionRecord
from demloc.store.schema_play import MissionResult

FORMAT = "demloc-guild"
VERSION = 2  # 2: the guild's identity (guild.uuid)
# A long campaign's file: 100,000 ledger lines and 500 mission reports write ~23 MiB
# (R-210). A bigger file is refused by its size, and one with more objects and lists
# (its "{" and "[" counted, those in texts too: ~150,000 in that campaign's file) before
# it is parsed: a hostile file of tiny objects would otherwise take gigabytes.
MAX_GUILD_FILE_BYTES = 64 * 1024 * 1024
MAX_NODES = 1_500_000
# A guild brought to a shared table carries its ledger summed into one line and no past
# mission records (R-209): the file says so in TABLE_COPY, with the counts of its history
# at home when it was brought; its results then add to that history (store/guild_import.py).
TABLE_COPY = "table_copy"
# A mission record's texts since issue 13 (optional in a file), and their longest.
RECORD_TEXTS = {"mission_id": 80, "play_uuid": 36, "winner": 10, "players": 100_000,
                "report": 2_000_000, "log": 5_000_000}  # fmt: skip


def export_guild(session: Session, guild: Guild, *, history: bool = True) -> dict[str, Any]:
    """The guild as its file holds it; `history=False`: its ledger and mission records
    left empty (what an import plan compares, store/guild_import.py; a table copy)."""
    # Rows opening checks only when new (R-203): a value changed in place outside DemLoc
    # is a DatabaseDamagedError naming it, not a traceback half way (R-205).
    connection = session.connection()
    read = [("custom_card", "account_id", guild.account_id)]
    if history:
        read += [("ledger_entry", "guild_id", guild.id), ("mission_record", "guild_id", guild.id)]
    for table, column, key in read:
        integrity.check_rows(connection, table, f"{column} = ?", (key,))
    members = {m.id: m.card_id for m in guild.members}
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "guild": {
            "uuid": guild.uuid,
            "name": guild.name,
            "colour": guild.colour,
            "fame": guild.fame,
            "feods": guild.feods,
            "blood_stones": guild.blood_stones,
            "revision": guild.revision,
        },
        "account": {
            "name": guild.account.name,
            "sets": sorted(r.set_id for r in guild.account.redeemed_sets),
            "custom_cards": sorted(
                set(
                    session.scalars(
                        select(CustomCard.text).where(CustomCard.account_id == guild.account_id)
                    )
                )
            ),
        },
        "buildings": {
            b.building: b.level for b in sorted(guild.buildings, key=lambda b: b.building)
        },
        "members": [
            {"card": m.card_id, "status": m.status, "recovery": m.recovery} for m in guild.members
        ],
        "items": [
            {
                "kind": i.kind,
                "card": i.card_id,
                "holder": members.get(i.member_id or -1),
                "slot": i.slot,
            }
            for i in guild.items
        ],
        "ledger": _ledger(session, guild) if history else [],
        "missions": _missions(session, guild) if history else [],
        CAMPAIGN: _campaign(session, guild),
    }


# The history read by columns, never as ORM objects: a long campaign's 100,000 lines (R-210).
LEDGER_COLUMNS = ("at", "reason", "fame", "feods", "blood_stones")


def _ledger(session: Session, guild: Guild) -> list[dict[str, Any]]:
    columns = [getattr(LedgerEntry, key) for key in LEDGER_COLUMNS]
    rows = session.execute(
        select(*columns).where(LedgerEntry.guild_id == guild.id).order_by(LedgerEntry.id)
    )
    return [
        {"at": at.isoformat(timespec="seconds"), "reason": reason, "fame": fame,
         "feods": feods, "blood_stones": stones}
        for at, reason, fame, feods, stones in rows
    ]  # fmt: skip


def _missions(session: Session, guild: Guild) -> list[dict[str, Any]]:
    keys = ("at", "mode", "result", *RECORD_TEXTS)
    rows = session.execute(
        select(*(getattr(MissionRecord, key) for key in keys))
        .where(MissionRecord.guild_id == guild.id)
        .order_by(MissionRecord.id)
    )
    return [
        dict(zip(keys, (row[0].isoformat(timespec="seconds"), *row[1:]), strict=True))
        for row in rows
    ]


def history_counts(session: Session, guild: Guild) -> tuple[int, int]:
    """How many ledger lines and mission records the guild has here."""
    lines = session.scalar(select(func.count()).where(LedgerEntry.guild_id == guild.id))
    records = session.scalar(select(func.count()).where(MissionRecord.guild_id == guild.id))
    return lines or 0, records or 0


def table_copy(session: Session, guild: Guild) -> dict[str, Any]:
    """The guild as it goes to a shared table (R-209): what the table needs, not its
    history. Its ledger summed by the database into one carried line (the guild's totals
    as they stand), no past mission records, and TABLE_COPY saying how many of each it
    had here: a frame's size at any campaign length."""
    data = export_guild(session, guild, history=False)
    lines, records = history_counts(session, guild)
    if lines:
        fame, feods, stones, last = session.execute(
            select(
                func.coalesce(func.sum(LedgerEntry.fame), 0),
                func.coalesce(func.sum(LedgerEntry.feods), 0),
                func.coalesce(func.sum(LedgerEntry.blood_stones), 0),
                func.max(LedgerEntry.at),
            ).where(LedgerEntry.guild_id == guild.id)
        ).one()
        data["ledger"] = [
            {"at": last.isoformat(timespec="seconds"),
             "reason": f"carried to the table: its {lines} ledger lines summed (R-209)",
             "fame": int(fame), "feods": int(feods), "blood_stones": int(stones)}
        ]  # fmt: skip
    data[TABLE_COPY] = {"ledger": lines, "missions": records}
    return data


def _campaign(session: Session, guild: Guild) -> dict[str, Any]:
    """The campaign part of a guild file (issue 13, R-104): each member's deeds and
    titles by card, and the missions in play whose results it holds (a table that
    finds its own mission there never applies it twice, R-105)."""
    written = session.scalars(
        select(MissionResult.play_uuid).where(MissionResult.guild_uuid == guild.uuid)
    )
    return {
        "deeds": {m.card_id: json.loads(m.deeds) for m in guild.members if m.deeds},
        "titles": {m.card_id: json.loads(m.titles) for m in guild.members if m.titles},
        "results": sorted(set(written)),
    }


def read_guild_file(path: Path, source: str | None = None) -> Any:
    """A guild file's JSON through the one reading layer (textio: size, depth, numbers,
    UTF-8), its objects and lists counted before it is parsed (R-210); InputError
    naming the file."""
    where = source or str(path)
    text = textio.decode(textio.read_bytes(path, where, max_bytes=MAX_GUILD_FILE_BYTES), where)
    nodes = text.count("{") + text.count("[")
    if nodes > MAX_NODES:
        raise textio.InputError(
            f"holds {nodes} objects and lists (each {{ and [ counted); a guild file holds "
            f"at most {MAX_NODES}: not a file of ours",
            where,
        )
    return textio.loads_json(text, where, max_bytes=MAX_GUILD_FILE_BYTES)


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
