"""A guild in one file, to carry it to a friend's table and back (6.4): the file's
format, and a guild exported into it. store/guild_file_check.py checks such a file,
store/guild_import.py imports one."""

from __future__ import annotations

import datetime
import json
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.missions.resolution.guest import CAMPAIGN
from demloc.store import integrity
from demloc.store.schema import CustomCard, Guild
from demloc.store.schema_play import MissionResult

FORMAT = "demloc-guild"
VERSION = 2  # 2: the guild's identity (guild.uuid)
# A mission record's texts since issue 13 (optional in a file), and their longest.
RECORD_TEXTS = {"mission_id": 80, "play_uuid": 36, "winner": 10, "players": 100_000,
                "report": 2_000_000, "log": 5_000_000}  # fmt: skip


def export_guild(session: Session, guild: Guild) -> dict[str, Any]:
    # Rows opening checks only when new: a value changed in place outside DemLoc
    # is a DatabaseDamagedError naming it, not a traceback half way.
    connection = session.connection()
    for table, column, key in (
        ("ledger_entry", "guild_id", guild.id),
        ("mission_record", "guild_id", guild.id),
        ("custom_card", "account_id", guild.account_id),
    ):
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
        "ledger": [
            {
                "at": e.at.isoformat(timespec="seconds"),
                "reason": e.reason,
                "fame": e.fame,
                "feods": e.feods,
                "blood_stones": e.blood_stones,
            }
            for e in guild.ledger
        ],
        "missions": [
            {"at": r.at.isoformat(timespec="seconds"), "mode": r.mode, "result": r.result}
            | {key: getattr(r, key) for key in RECORD_TEXTS}
            for r in guild.missions
        ],
        CAMPAIGN: _campaign(session, guild),
    }


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


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
