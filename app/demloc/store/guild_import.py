"""Importing a guild file (6.4): what it would change, then carrying it out.

The file is checked whole first (store/guild_file_check.py); the plan says what will
change (naming cards and mercenaries, store/import_plan.py) and never silently replaces
a guild changed here since the file was made (its revision is higher). A guild is known
by its identity (a UUID made at its creation): a file updates only the same guild;
another guild that happens to share a name comes in as a new guild under a name the
player chooses.

A table copy (R-209: a guild brought to a shared table, its ledger summed into one
carried line, no past mission records) updates the guild here by adding what the
table added to its history (the ledger's lines after the carried one, its mission
records), never by replacing that history with the carried line. The history is written
and removed in bulk, by SQL, never one ORM object at a time (a long campaign's 100,000
lines).
"""

from __future__ import annotations

import datetime
import json
import uuid
from typing import Any, cast

from sqlalchemy import Table, delete, insert, select
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
from demloc.catalog.loader import load_set_text
from demloc.guild.rules import BUILDINGS, GuildRules
from demloc.missions.resolution.guest import CAMPAIGN
from demloc.store.guild_file import RECORD_TEXTS, TABLE_COPY, export_guild, history_counts
from demloc.store.guild_file_check import ImportRefusedError, check_guild_data
from demloc.store.guilds import (
    create_account,
    flush_unique,
    guild_name_taken,
    lock_guild,
    name_fault,
    taken_message,
)
from demloc.store.import_plan import ImportPlan, differences, leaves_empty
from demloc.store.schema import (
    Account,
    CustomCard,
    Guild,
    GuildBuilding,
    Item,
    LedgerEntry,
    Member,
    MissionRecord,
    RedeemedSet,
)


class ImportNameTakenError(ImportRefusedError):
    """The file's guild is not the guild here of that name: it needs a name of its own
    (`guild import --as NAME`, or the name the import dialog asks for)."""

    def __init__(self, message: str, name: str) -> None:
        super().__init__(message)
        self.name = name


def plan_import(
    session: Session,
    data: Any,
    catalog: Catalog,
    rules: GuildRules,
    source: str = "the file",
    as_name: str | None = None,
) -> ImportPlan:
    """Validate a guild file completely, and say what importing it would change.

    The file updates the guild here with the same identity; otherwise it is a new
    guild, named `as_name` if given, else as in the file. Reads only."""
    checked = check_guild_data(data, catalog, rules, source)
    name = checked.name
    if as_name is not None:
        name = as_name.strip()
        fault = name_fault(name, "the name to import it as")
        if fault:
            raise ImportRefusedError(f"{source}: {fault}")
    existing = (
        session.scalar(select(Guild).where(Guild.uuid == checked.uuid)) if checked.uuid else None
    )
    kept_name = False
    if existing is not None and as_name is None and name != existing.name:
        # The same guild, named otherwise here: it takes the file's name if that is free.
        kept_name = guild_name_taken(session, name)
        if kept_name:
            name = existing.name
    if (existing is None or name != existing.name) and guild_name_taken(session, name):
        raise ImportNameTakenError(
            f"{source}: {taken_message(name)} by a different guild here; import this "
            "one under another name (guild import --as NAME); nothing was changed",
            name,
        )
    if existing is None:
        members = data["members"]
        names = ", ".join(checked.card_name(m["card"]) for m in members) or "none"
        g = data["guild"]
        return ImportPlan(
            name, True,
            (f"{len(members)} mercenaries: {names}",
             f"{g['feods']} feods, {g['fame']} fame, {g['blood_stones']} blood stones"),
            data, checked.uuid,
        )  # fmt: skip
    # An import never overwrites newer data (RULINGS.md R-42).
    if existing.revision > checked.revision:
        raise ImportRefusedError(
            f"{source}: {existing.name} here has changed since this file was made (revision "
            f"{existing.revision} here, {checked.revision} in the file): the file is an older "
            "copy, and importing it would undo what changed since; nothing was overwritten"
        )
    owner = data["account"]["name"]
    if existing.account.name != owner:
        raise ImportRefusedError(
            f"{source}: {existing.name} here belongs to {existing.account.name}, the file's to "
            f"{owner}: nothing was overwritten"
        )
    old = export_guild(session, existing, history=False)  # its history counted, not read
    was = history_counts(session, existing)
    now = (len(data["ledger"]), len(data.get("missions", [])))
    if TABLE_COPY in data:
        now = _after_table(data, was, existing, source)
    changes, removes = differences(old, data, checked.card_name, (was, now))
    if name != existing.name:
        changes.insert(0, f"renamed {existing.name} -> {name}")
    elif kept_name:
        changes.insert(0, f"keeps its name here (the file calls it {checked.name})")
    return ImportPlan(
        name, False, tuple(changes), data, checked.uuid, existing.id, existing.revision,
        existing.name, tuple(removes), leaves_empty(old, data),
    )  # fmt: skip


def _added(data: dict[str, Any]) -> list[Any]:
    """A table copy's ledger lines the table added: those after its carried line."""
    return list(data["ledger"][1:] if data[TABLE_COPY]["ledger"] else data["ledger"])


def _after_table(
    data: dict[str, Any], here: tuple[int, int], guild: Guild, source: str
) -> tuple[int, int]:
    """The counts of the guild's history once a table copy's results are added (R-209):
    refused if the guild's history here is not the one the copy was made of (its
    results taken home already, or a copy of another database's guild): its counts, and
    the carried line's totals, the guild's here."""
    copy, name = data[TABLE_COPY], guild.name
    totals = (guild.fame, guild.feods, guild.blood_stones)
    carried = data["ledger"][0] if copy["ledger"] else {"fame": 0, "feods": 0, "blood_stones": 0}
    if (copy["ledger"], copy["missions"]) != here or totals != tuple(
        carried[key] for key in ("fame", "feods", "blood_stones")
    ):
        raise ImportRefusedError(
            f"{source}: a copy of {name} made for a table when it had {copy['ledger']} ledger "
            f"lines and {copy['missions']} mission records; it has {here[0]} and {here[1]} "
            "here: its results were taken home already, or the guild changed here since "
            "(R-209); nothing was changed"
        )
    return here[0] + len(_added(data)), here[1] + len(data.get("missions", []))


def apply_import(session: Session, plan: ImportPlan, account: Account | None = None) -> Guild:
    """Carry out a checked plan: the guild becomes what the file holds.

    The guild it updates is locked first; if it changed since the plan was made (by
    another process), nothing is changed: the player confirmed another plan."""
    data = plan.data
    guild = None
    if plan.target_id is not None:
        guild = session.get(Guild, plan.target_id)
        if guild is not None:
            lock_guild(session, guild)  # its revision goes up by one: the lock
        if guild is None or guild.revision != plan.target_revision + 1:
            raise ImportRefusedError(
                f"{plan.name} changed while the import was being confirmed: import it "
                "again to see what it would change now; nothing was changed"
            )
    if account is None:
        owner = data["account"]["name"].strip()
        account = session.scalar(select(Account).where(Account.name == owner)) or create_account(
            session, owner
        )
    if guild is None:
        guild = Guild(name=plan.name, account=account, colour=data["guild"]["colour"],
                      uuid=plan.uuid or str(uuid.uuid4()))  # fmt: skip
        session.add(guild)
        flush_unique(session, taken_message(plan.name))
    else:
        guild.name = plan.name
        guild.members.clear()
        guild.items.clear()
        guild.buildings.clear()
        session.flush()
        if TABLE_COPY not in data:  # the file's history replaces the guild's here
            session.execute(delete(LedgerEntry).where(LedgerEntry.guild_id == guild.id))
            session.execute(delete(MissionRecord).where(MissionRecord.guild_id == guild.id))
    ledger = data["ledger"] if TABLE_COPY not in data or plan.new else _added(data)
    g = data["guild"]
    guild.colour, guild.fame, guild.feods = g["colour"], g["fame"], g["feods"]
    guild.blood_stones, guild.revision = g["blood_stones"], max(g["revision"], guild.revision or 0)
    owned = {r.set_id for r in account.redeemed_sets}
    for set_id in data["account"]["sets"]:
        if set_id not in owned:
            session.add(RedeemedSet(account=account, set_id=set_id))
    # A card's text kept here already is not read again (a campaign's 2,000 cards).
    kept = session.execute(
        select(CustomCard.card_id, CustomCard.text).where(CustomCard.account_id == account.id)
    ).all()
    known_custom, known_texts = {row[0] for row in kept}, {row[1] for row in kept}
    for text in data["account"]["custom_cards"]:
        if text in known_texts:
            continue
        for card in load_set_text(text, "custom card").cards:
            if card.id not in known_custom:
                session.add(CustomCard(account_id=account.id, card_id=card.id, text=text))
    for key in BUILDINGS:
        guild.buildings.append(GuildBuilding(building=key, level=data["buildings"].get(key, 1)))
    members = {}
    campaign = data.get(CAMPAIGN, {})
    deeds, titles = campaign.get("deeds", {}), campaign.get("titles", {})
    for m in data["members"]:
        member = Member(card_id=m["card"], status=m["status"], recovery=m["recovery"])
        if m["card"] in deeds:
            member.deeds = json.dumps(deeds[m["card"]], sort_keys=True)
        if m["card"] in titles:
            member.titles = json.dumps(titles[m["card"]])
        guild.members.append(member)
        members[m["card"]] = member
    session.flush()
    for i in data["items"]:
        holder = members.get(i["holder"]) if i["holder"] else None
        guild.items.append(
            Item(
                kind=i["kind"],
                card_id=i["card"],
                member_id=holder.id if holder else None,
                slot=i["slot"],
            )
        )
    session.flush()
    lines = [
        {"guild_id": guild.id, "at": _when(e["at"]),
         "reason": e["reason"][:200],  # the column's length (PostgreSQL keeps to it)
         "fame": e["fame"], "feods": e["feods"], "blood_stones": e["blood_stones"]}
        for e in ledger
    ]  # fmt: skip
    records = [
        {"guild_id": guild.id, "at": _when(r["at"]), "mode": r["mode"],
         "result": r["result"][:200]} | {key: r.get(key, "") for key in RECORD_TEXTS}
        for r in data.get("missions", [])
    ]  # fmt: skip
    for table, rows in ((LedgerEntry, lines), (MissionRecord, records)):
        statement = insert(cast(Table, table.__table__))  # the table's, not the ORM's: R-210
        for start in range(0, len(rows), BATCH):
            session.execute(statement, rows[start : start + BATCH])
    session.expire(guild, ["ledger", "missions"])  # read again from the rows written
    return guild


BATCH = 10_000  # rows of the history inserted at once


def _when(text: str) -> datetime.datetime:
    return datetime.datetime.fromisoformat(text).replace(tzinfo=None)
