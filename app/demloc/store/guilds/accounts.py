"""Accounts and guilds: their names, their write lock, their purse and their history
(rulebook 2.1, 6.2, 6.4). Here are GuildRuleError and NameTakenError, which every
guild service raises with a sentence a player understands; lock_guild, where every
service that changes a guild starts; change_wealth, the one way fame, feods and blood
stones change (through the ledger); and the guild at the table, which nothing changes
but its mission's results. Like every guild service, these take a Session and never
commit it (store/guilds/__init__.py).
"""

from __future__ import annotations

import json

from sqlalchemy import and_, func, or_, select, update
from sqlalchemy.orm import Session

from demloc.guild.rules import BUILDINGS, GuildRules
from demloc.store.errors import ConstraintFailedError, StoreError
from demloc.store.schema import (
    GUILD_COLOURS,
    MAX_WEALTH,
    MISSION_MODES,
    Account,
    CustomCard,
    Guild,
    GuildBuilding,
    LedgerEntry,
    MissionRecord,
)
from demloc.store.schema_play import MissionPlay

# session.info key set while a mission's results are written (store/results.py): the
# one writer lock_guild lets into a guild at the table.
WRITING_RESULTS = "demloc.writing_results"
_LOCKED = "demloc.locked_guilds"  # (the transaction, the ids of the guilds it locked)


class GuildRuleError(StoreError):
    """An action the guild rules refuse; the message says which rule."""


class NameTakenError(GuildRuleError):
    """A guild name another guild has (names are unique in a database)."""


# Long enough for any guild on a box lid, short enough for the picker and the roster.
NAME_LENGTH = 60


def name_fault(name: str, field: str = "the guild's name") -> str:
    """Why `name` (already trimmed) cannot name a guild or an account, or "". Every
    command must be able to type it back: printable, 1 to NAME_LENGTH characters
    (issue 10 item 10: a name holding NUL could never be named again)."""
    if not name:
        return f"{field} is empty"
    if len(name) > NAME_LENGTH:
        return f"{field} has {len(name)} characters; at most {NAME_LENGTH}"
    bad = next((ch for ch in name if not ch.isprintable()), None)
    if bad is not None:
        # Never echo the character itself: it may be NUL or a right-to-left override.
        return f"{field} holds a control character (U+{ord(bad):04X})"
    return ""


def clean_name(name: str, field: str = "the guild's name") -> str:
    """`name` trimmed, or GuildRuleError naming `field`."""
    name = name.strip()
    fault = name_fault(name, field)
    if fault:
        raise GuildRuleError(fault)
    return name


# ---- accounts and guilds ---------------------------------------------------------------


def flush_unique(session: Session, taken: str) -> None:
    """Flush; a unique constraint the check before the insert missed becomes `taken`.

    Two DemLoc processes never pass the check together (every transaction holds the
    write lock from its start, store/transactions.py); the constraint is the last guard,
    against a writer that is not DemLoc. The transaction is then unusable: the error
    ends it (the caller rolls back)."""
    try:
        session.flush()
    except ConstraintFailedError:
        raise NameTakenError(taken) from None


def create_account(session: Session, name: str) -> Account:
    name = clean_name(name, "the account's name")
    taken = f"there is an account named '{name}' already: that name is taken"
    if find_account(session, name) is not None:
        raise NameTakenError(taken)
    account = Account(name=name)
    session.add(account)
    flush_unique(session, taken)
    return account


def find_account(session: Session, name: str) -> Account | None:
    return session.scalar(select(Account).where(Account.name == name))


def account_names(session: Session) -> list[str]:
    return list(session.scalars(select(Account.name).order_by(Account.name)))


def guild_names(session: Session) -> list[str]:
    return list(session.scalars(select(Guild.name).order_by(Guild.name)))


def guild_by_uuid(session: Session, uuid: str) -> Guild | None:
    return session.scalar(select(Guild).where(Guild.uuid == uuid))


def guild_name_taken(session: Session, name: str) -> bool:
    return session.scalar(select(Guild.id).where(Guild.name == name)) is not None


def taken_message(name: str) -> str:
    return f"there is a guild named '{name}' already: that name is taken"


def create_guild(
    session: Session,
    account: Account,
    name: str,
    colour: str,
    rules: GuildRules,
    uuid: str | None = None,
) -> Guild:
    """A new guild, its buildings and its purse; `uuid` made again (a redone New guild)."""
    name = clean_name(name)
    if colour not in GUILD_COLOURS:
        raise GuildRuleError(f"'{colour}' is not a guild colour: {', '.join(GUILD_COLOURS)} (4)")
    if guild_name_taken(session, name):
        raise NameTakenError(taken_message(name))
    guild = Guild(name=name, colour=colour, account=account, fame=0, feods=0, blood_stones=0)
    if uuid is not None:
        guild.uuid = uuid
    session.add(guild)
    for building in BUILDINGS:
        session.add(GuildBuilding(guild=guild, building=building, level=1))
    flush_unique(session, taken_message(name))
    change_wealth(
        session, guild, "a new guild's purse",
        fame=rules.start_fame, feods=rules.start_feods, blood_stones=rules.start_blood_stones,
    )  # fmt: skip
    return guild


def delete_guild(session: Session, guild: Guild, *, with_empty_account: bool) -> None:
    """Delete the guild; with `with_empty_account`, its account too when that holds
    nothing else (no guild, redeemed set or custom card)."""
    account = guild.account
    session.delete(guild)
    session.flush()
    session.refresh(account)
    owns_cards = select(CustomCard.id).where(CustomCard.account_id == account.id).limit(1)
    if with_empty_account and not (
        account.guilds or account.redeemed_sets or session.scalar(owns_cards) is not None
    ):
        session.delete(account)


def rename_guild(session: Session, guild: Guild, name: str) -> None:
    name = clean_name(name)
    if name == guild.name:
        return
    lock_guild(session, guild)
    if guild_name_taken(session, name):
        raise NameTakenError(taken_message(name))
    guild.name = name
    flush_unique(session, taken_message(name))


def find_guild(session: Session, name: str, *, lock: bool = False) -> Guild:
    """The guild named `name`; with `lock`, under its write lock (lock_guild) for the
    rest of the transaction: what an action reads, it reads as it is."""
    guild = session.scalar(select(Guild).where(Guild.name == name))
    if guild is None:
        known = ", ".join(guild_names(session)) or "none"
        raise GuildRuleError(f"no guild named '{name}' (guilds: {known})")
    if lock:
        lock_guild(session, guild)
    return guild


def lock_guild(session: Session, guild: Guild) -> None:
    """Count a change of `guild` (its revision goes up) and read it again.

    Every service that changes a guild starts here. Two processes never change it at
    once: every transaction holds the database's write lock from its start, on SQLite
    and on PostgreSQL (store/transactions.py; issue 10 item 3, issue 27 item 1), so the
    UPDATE also locks the row only as a second guard. What the session read before is
    forgotten and read again on use.

    A guild at the table (in a mission playing or ended, not yet resolved nor
    abandoned) is locked (6.4): refused, naming the mission, except to the writing of
    that mission's results (store/results.py; RULINGS.md R-107).

    A second call in one transaction (a view's action, then the service it runs) counts
    and checks again but reads nothing again: nothing else can write meanwhile (R-216)."""
    transaction = session.get_transaction()
    kept = session.info.get(_LOCKED)
    again = kept is not None and kept[0] is transaction and guild.id in kept[1]
    session.flush()
    if not session.info.get(WRITING_RESULTS):
        at_table = guild_at_table(session, guild)
        if at_table:
            raise GuildRuleError(
                f"{guild.name} is at the table in the mission {at_table}: a guild in a mission "
                "changes only by its results, once it is resolved or abandoned (6.4)"
            )
    session.execute(
        update(Guild)
        .where(Guild.id == guild.id)
        .values(revision=Guild.revision + 1)
        .execution_options(synchronize_session=False)
    )
    if again:
        session.expire(guild, ["revision"])
        return
    session.expire_all()
    if kept is None or kept[0] is not transaction:
        locked: set[int] = set()
        kept = session.info[_LOCKED] = (transaction, locked)
    kept[1].add(guild.id)


def guild_at_table(session: Session, guild: Guild | int) -> str:
    """The name of the mission `guild` (or the guild of that id) is in (playing, or a
    standard one ended and not yet resolved), "" when none (6.4), or when there is no
    such guild. A training mission frees its guilds as soon as it ends: it writes
    nothing, so nothing could be paid twice (RULINGS.md R-132)."""
    if isinstance(guild, int):
        found = session.get(Guild, guild)
        if found is None:
            return ""
        guild = found
    rows = session.execute(
        select(MissionPlay.id, MissionPlay.mission_id, MissionPlay.setup).where(
            or_(
                MissionPlay.status == "playing",
                and_(MissionPlay.status == "ended", MissionPlay.charged.is_(True)),
            ),
            MissionPlay.setup.contains(guild.uuid),
        )
    )
    for play_id, mission_id, setup in rows:
        try:
            players = json.loads(setup).get("players", [])
        except (ValueError, AttributeError):
            continue
        if any(isinstance(p, dict) and p.get("guild") == guild.uuid for p in players):
            return _mission_name(setup) or mission_id or f"in play {play_id}"
    return ""


def _mission_name(setup: str) -> str:
    plan = json.loads(setup).get("plan")
    mission = plan.get("mission") if isinstance(plan, dict) else None
    name = mission.get("name") if isinstance(mission, dict) else None
    return name if isinstance(name, str) else ""


def all_guilds(session: Session) -> list[Guild]:
    return list(session.scalars(select(Guild).order_by(Guild.name)))


def change_wealth(
    session: Session,
    guild: Guild,
    reason: str,
    fame: int = 0,
    feods: int = 0,
    blood_stones: int = 0,
) -> LedgerEntry:
    """Fame, feods and blood stones change only through the ledger.

    The change is relative (feods = feods + n, checked in the same statement), so a
    change another writer committed meanwhile is never overwritten with an old total."""
    session.flush()
    changed = session.execute(
        update(Guild)
        .where(
            Guild.id == guild.id,
            Guild.feods + feods >= 0,
            Guild.blood_stones + blood_stones >= 0,
            Guild.fame + fame <= MAX_WEALTH,
            Guild.fame + fame >= -MAX_WEALTH,
            Guild.feods + feods <= MAX_WEALTH,
            Guild.blood_stones + blood_stones <= MAX_WEALTH,
        )
        .values(
            fame=Guild.fame + fame,
            feods=Guild.feods + feods,
            blood_stones=Guild.blood_stones + blood_stones,
            revision=Guild.revision + 1,
        )
        .execution_options(synchronize_session=False)
    )
    session.refresh(guild, ["fame", "feods", "blood_stones", "revision"])
    if changed.rowcount == 0:  # type: ignore[attr-defined]
        if guild.feods + feods < 0:
            raise GuildRuleError(f"{guild.name} has {guild.feods} feods; this costs {-feods}")
        if guild.blood_stones + blood_stones >= 0:
            raise GuildRuleError(
                f"{guild.name}: no guild holds more than {MAX_WEALTH:,} fame, feods or blood "
                f"stones (nor less than -{MAX_WEALTH:,} fame)"
            )
        raise GuildRuleError(
            f"{guild.name} has {guild.blood_stones} blood stones; this needs {-blood_stones}"
        )
    entry = LedgerEntry(
        guild=guild, reason=reason, fame=fame, feods=feods, blood_stones=blood_stones
    )
    session.add(entry)
    session.flush()
    return entry


# ---- the history ------------------------------------------------------------------------


def record_mission(session: Session, guild: Guild, mode: str, result: str) -> MissionRecord:
    """Keep a mission the guild played in its history (6.4: training or standard)."""
    if mode not in MISSION_MODES:
        raise GuildRuleError(f"'{mode}' is not a way to play: {', '.join(MISSION_MODES)}")
    lock_guild(session, guild)
    record = MissionRecord(mode=mode, result=result.strip()[:200])
    guild.missions.append(record)
    session.flush()
    return record


def ledger_total(session: Session, guild: Guild) -> tuple[int, int, int]:
    row = session.execute(
        select(
            func.coalesce(func.sum(LedgerEntry.fame), 0),
            func.coalesce(func.sum(LedgerEntry.feods), 0),
            func.coalesce(func.sum(LedgerEntry.blood_stones), 0),
        ).where(LedgerEntry.guild_id == guild.id)
    ).one()
    return int(row[0]), int(row[1]), int(row[2])
