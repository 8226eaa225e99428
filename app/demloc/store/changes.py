"""One guild action as a change of rows, undone and redone without touching the rest.

An undo used to put back a copy of the whole guild, wiping what another process (or
the mission flow) committed since (issue 10 item 5). A `GuildChange` holds only the
rows the action changed, as they were and as it left them, and the ledger lines it
wrote. Undoing it puts those rows back only where they are still as the action left
them, and writes the inverse of its ledger lines as a new line (the ledger is never
rewritten); where the guild changed underneath in a way the inverse cannot handle, or
where the result would break a rule, nothing is undone and the error says why.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store.guild_file import export_guild
from demloc.store.guild_file_check import ImportRefusedError, check_guild_data
from demloc.store.guilds import GuildRuleError, change_wealth, lock_guild
from demloc.store.schema import (
    CustomCard,
    Guild,
    GuildBuilding,
    Item,
    LedgerEntry,
    Member,
    MissionRecord,
    RedeemedSet,
)

Row = tuple[Any, ...]
# What an action may change, by table: each row's key and values.
TABLES = ("building", "member", "item", "mission", "set", "custom")
# Each table's key (a text or a row id) and its values' count, as `capture` reads them.
SHAPES: dict[str, tuple[type, int]] = {"building": (str, 1), "member": (int, 3),
    "item": (int, 4), "mission": (int, 3), "set": (str, 0), "custom": (str, 1)}  # fmt: skip


@dataclasses.dataclass(frozen=True)
class GuildState:
    rows: dict[str, dict[Any, Row]]
    ledger: frozenset[int]


@dataclasses.dataclass(frozen=True)
class Wealth:
    reason: str
    fame: int
    feods: int
    blood_stones: int


@dataclasses.dataclass(frozen=True)
class GuildChange:
    """The rows one action changed: (table, key) -> (before, after); None where the row
    did not exist. `wealth` holds the ledger lines the action wrote."""

    guild_id: int
    rows: dict[tuple[str, Any], tuple[Row | None, Row | None]]
    wealth: tuple[Wealth, ...]

    def __bool__(self) -> bool:
        return bool(self.rows or self.wealth)


def capture(session: Session, guild: Guild) -> GuildState:
    """The rows of `guild` (and of its account's collection) an action may change."""
    session.flush()
    account_id = guild.account_id
    rows: dict[str, dict[Any, Row]] = {
        "building": {b.building: (b.level,) for b in guild.buildings},
        "member": {m.id: (m.card_id, m.status, m.recovery) for m in guild.members},
        "item": {i.id: (i.kind, i.card_id, i.member_id, i.slot) for i in guild.items},
        "mission": {r.id: (r.at, r.mode, r.result) for r in guild.missions},
        "set": {
            s: ()
            for s in session.scalars(
                select(RedeemedSet.set_id).where(RedeemedSet.account_id == account_id)
            )
        },
        "custom": {  # two columns, not whole objects: thousands of rows (issue 16)
            card_id: (text,)
            for card_id, text in session.execute(
                select(CustomCard.card_id, CustomCard.text).where(
                    CustomCard.account_id == account_id
                )
            )
        },
    }
    ledger = frozenset(
        session.scalars(select(LedgerEntry.id).where(LedgerEntry.guild_id == guild.id))
    )
    return GuildState(rows, ledger)


def difference(
    session: Session, guild: Guild, before: GuildState, after: GuildState
) -> GuildChange:
    rows: dict[tuple[str, Any], tuple[Row | None, Row | None]] = {}
    for table in before.rows:  # the guild's TABLES, or the city's (store/city_changes.py)
        was, now = before.rows[table], after.rows[table]
        for key in was.keys() | now.keys():
            if was.get(key) != now.get(key):
                rows[(table, key)] = (was.get(key), now.get(key))
    added = sorted(after.ledger - before.ledger)
    entries = session.scalars(select(LedgerEntry).where(LedgerEntry.id.in_(added))).all()
    wealth = tuple(
        Wealth(e.reason, e.fame, e.feods, e.blood_stones)
        for e in sorted(entries, key=lambda e: e.id)
    )
    return GuildChange(guild.id, rows, wealth)


class _Names:
    def __init__(self, session: Session, guild: Guild, catalog: Catalog, rules: GuildRules) -> None:
        from demloc.store.guilds import known_cards

        self.cards = known_cards(session, guild, catalog)
        self.catalog, self.rules = catalog, rules

    def card(self, card_id: str) -> str:
        card = self.cards.get(card_id)
        return card.name if card is not None else card_id

    def row(self, table: str, key: Any, values: Row) -> str:
        if table == "building":
            spec = self.rules.buildings.get(key)
            return f"the {spec.label.lower() if spec else key}"
        if table in ("member", "item"):
            return self.card(values[0] if table == "member" else values[1])
        if table == "mission":
            return f"the mission record '{values[2]}'"
        if table == "set":
            card_set = self.catalog.set_by_id(key)
            return card_set.name if card_set is not None else key
        return f"the custom card {self.card(key)}"


Steps = dict[tuple[str, Any], tuple[Row | None, Row | None]]


def replay_begins(
    session: Session, change: GuildChange, text: str, undo: bool
) -> tuple[Guild, Steps, Callable[[str], GuildRuleError]]:
    """What a guild's or a city's replay starts with: the guild locked (what is read from
    here on is what is committed), each row's (now expected, then wanted), and the
    refusal naming the action."""
    verb = "undo" if undo else "redo"
    guild = session.get(Guild, change.guild_id)
    if guild is None:
        raise GuildRuleError(f"cannot {verb} {text}: the guild is no longer in the database")
    lock_guild(session, guild)
    steps = {key: ((a, b) if undo else (b, a)) for key, (b, a) in change.rows.items()}

    def refuse(why: str) -> GuildRuleError:
        return GuildRuleError(f"cannot {verb} {text}: {why}; nothing was changed")

    return guild, steps, refuse


def apply_change(
    session: Session,
    change: GuildChange,
    *,
    undo: bool,
    text: str,
    catalog: Catalog,
    rules: GuildRules,
) -> GuildChange:
    """Undo (or redo) `change` in `session`'s transaction; the change as it now stands
    (a row made again has a new id), for the redo (or undo) after it.

    GuildRuleError, naming the row, if something the change made is no longer as it
    left it, or if the guild would break a rule; the caller rolls back."""
    guild, steps, refuse = replay_begins(session, change, text, undo)
    names = _Names(session, guild, catalog, rules)
    current = capture(session, guild).rows

    for (table, key), (now, then) in steps.items():
        if current[table].get(key) != now:
            what = names.row(table, key, now or then or ())
            raise refuse(f"{what} was changed since (in another window or the mission)")
    held = {r[0] for k, r in current["member"].items() if ("member", k) not in steps}
    for (table, _key), (now, then) in steps.items():
        if table == "member" and now is None and then is not None and then[0] in held:
            raise refuse(f"{names.card(then[0])} is in the dormitory already")

    made: dict[tuple[str, Any], Any] = {}  # (table, old key) -> new key

    def member_id(old: Any) -> Any:
        return made.get(("member", old), old)

    # Members first (weapons point at them), then the rest; members go last.
    for (table, key), (now, then) in steps.items():
        if table != "member" or then is None:
            continue
        if now is None:
            member = Member(guild_id=guild.id, card_id=then[0], status=then[1], recovery=then[2])
            session.add(member)
            session.flush()
            made[(table, key)] = member.id
        else:
            row = session.get(Member, key)
            assert row is not None
            row.status, row.recovery = then[1], then[2]
    for (table, key), (now, then) in steps.items():
        if table == "item":
            if then is None:
                session.execute(delete(Item).where(Item.id == key))
            elif now is None:
                item = Item(
                    guild_id=guild.id,
                    kind=then[0],
                    card_id=then[1],
                    member_id=member_id(then[2]),
                    slot=then[3],
                )
                session.add(item)
                session.flush()
                made[(table, key)] = item.id
            else:
                row_item = session.get(Item, key)
                assert row_item is not None
                row_item.member_id, row_item.slot = member_id(then[2]), then[3]
        elif table == "building":
            building = session.scalar(
                select(GuildBuilding).where(
                    GuildBuilding.guild_id == guild.id, GuildBuilding.building == key
                )
            )
            if then is None and building is not None:
                session.delete(building)
            elif building is None and then is not None:
                session.add(GuildBuilding(guild_id=guild.id, building=key, level=then[0]))
            elif building is not None and then is not None:
                building.level = then[0]
        elif table == "mission":
            if then is None:
                session.execute(delete(MissionRecord).where(MissionRecord.id == key))
            else:
                record = MissionRecord(guild_id=guild.id, at=then[0], mode=then[1], result=then[2])
                session.add(record)
                session.flush()
                made[(table, key)] = record.id
        elif table == "set":
            if then is None:
                session.execute(
                    delete(RedeemedSet).where(
                        RedeemedSet.account_id == guild.account_id, RedeemedSet.set_id == key
                    )
                )
            else:
                session.add(RedeemedSet(account_id=guild.account_id, set_id=key))
        elif table == "custom":
            if then is None:
                session.execute(
                    delete(CustomCard).where(
                        CustomCard.account_id == guild.account_id, CustomCard.card_id == key
                    )
                )
            else:
                session.add(CustomCard(account_id=guild.account_id, card_id=key, text=then[0]))
    session.flush()
    gone = {
        key for (table, key), (_now, then) in steps.items() if table == "member" and then is None
    }
    for item in session.scalars(select(Item).where(Item.member_id.in_(gone))):
        raise refuse(
            f"{names.card(current['member'][item.member_id][0])} holds "
            f"{names.card(item.card_id)}, given since: take it off first"
        )
    session.execute(delete(Member).where(Member.id.in_(gone)))
    session.flush()
    session.expire_all()
    replay_wealth(session, guild, change.wealth, undo, text, refuse)
    try:
        check_guild_data(export_guild(session, guild), catalog, rules, "the guild")
    except ImportRefusedError as error:
        raise refuse(f"it would break a rule ({error})") from None
    return remapped(change, made)


def replay_wealth(
    session: Session,
    guild: Guild,
    lines: tuple[Wealth, ...],
    undo: bool,
    text: str,
    refuse: Any,
) -> None:
    """An undo writes one line, the inverse of the action's lines; a redo writes them
    again: the ledger only grows, and the wealth is changed relative to what it is now."""
    try:
        if not undo:
            for line in lines:
                change_wealth(session, guild, line.reason, line.fame, line.feods, line.blood_stones)
            return
        fame = -sum(line.fame for line in lines)
        feods = -sum(line.feods for line in lines)
        stones = -sum(line.blood_stones for line in lines)
        if fame or feods or stones:
            change_wealth(session, guild, f"undo: {text}"[:200], fame, feods, stones)
    except GuildRuleError as error:
        raise refuse(str(error)) from None


def remapped(change: GuildChange, made: dict[tuple[str, Any], Any]) -> GuildChange:
    """`change` with the keys of rows made again, and the weapons' holders among them."""
    members = {old: new for (table, old), new in made.items() if table == "member"}

    def values(table: str, row: Row | None) -> Row | None:
        if row is None or table != "item" or row[2] not in members:
            return row
        return (row[0], row[1], members[row[2]], row[3])

    rows = {
        (table, made.get((table, key), key)): (values(table, was), values(table, now))
        for (table, key), (was, now) in change.rows.items()
    }
    return dataclasses.replace(change, rows=rows)


def guild_contents(session: Session, guild: Guild) -> tuple[Any, ...]:
    """What a guild holds, ids aside: a new guild is deleted by its undo only while it
    holds what it was made with (its own undone actions leave it so)."""
    rows = capture(session, guild).rows
    return (
        tuple(sorted(rows["building"].items())),
        tuple(sorted(rows["member"].values())),
        tuple(sorted(repr(values[:2] + values[3:]) for values in rows["item"].values())),
        len(rows["mission"]),
        (guild.fame, guild.feods, guild.blood_stones),
    )
