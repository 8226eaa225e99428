"""One guild action as a change of rows, undone and redone without touching the rest.

An undo used to put back a copy of the whole guild, wiping what another process (or
the mission flow) committed since (issue 10 item 5). A `GuildChange` holds only the
rows the action changed, as they were and as it left them, and the ledger lines it
wrote. Undoing it puts those rows back only where they are still as the action left
them, and writes the inverse of its ledger lines as a new line (the ledger is never
rewritten); where the guild changed underneath in a way the inverse cannot handle, or
where the result would break a rule, nothing is undone and the error says why.

What it costs never grows with the campaign (issue 31, R-200): `capture` reads the
guild's present rows (its buildings, members, items, sets: what the guild holds now)
whole, but of its histories (the ledger, the mission records, the custom cards; the
city's tasks and events) only the newest id, and a listener on the session keeps the
rows of those an action updates or deletes, as they were. The rows an action adds are
those past the newest id: every transaction holds the database's write lock from its
start (store/transactions.py), so nobody else adds any meanwhile. An undo reads only
the rows its change names, and checks the guild's rules without its ledger or history.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Collection, Iterable
from typing import Any

from sqlalchemy import delete, event, func, select
from sqlalchemy import inspect as orm_inspect
from sqlalchemy.orm import ORMExecuteState, Session, UOWTransaction

from demloc.catalog.cards import Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
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
# Each table's key (a text or a row id) and its values' count, as `capture` reads them.
SHAPES: dict[str, tuple[type, int]] = {"building": (str, 1), "member": (int, 3),
    "item": (int, 4), "mission": (int, 3), "set": (str, 0), "custom": (str, 1)}  # fmt: skip


@dataclasses.dataclass(frozen=True)
class Table:
    """A table an action may change, as a change keeps it: each row's key and values."""

    entity: Any  # the mapped class
    key: str
    values: tuple[str, ...]
    owner: str  # "guild_id", "account_id": the guild's (or its account's) rows; "": all
    grows: bool = False  # a history: only the rows an action touched are read

    def columns(self) -> list[Any]:
        return [getattr(self.entity, name) for name in (self.key, *self.values)]

    def mine(self, guild: Guild) -> Any:
        """The clause that keeps the guild's rows (or its account's)."""
        if not self.owner:
            return True
        owner = guild.id if self.owner == "guild_id" else guild.account_id
        return getattr(self.entity, self.owner) == owner


# What a guild action may change, by table (SHAPES says how each is kept).
TABLES: dict[str, Table] = {
    "building": Table(GuildBuilding, "building", ("level",), "guild_id"),
    "member": Table(Member, "id", ("card_id", "status", "recovery"), "guild_id"),
    "item": Table(Item, "id", ("kind", "card_id", "member_id", "slot"), "guild_id"),
    "mission": Table(MissionRecord, "id", ("at", "mode", "result"), "guild_id", grows=True),
    "set": Table(RedeemedSet, "set_id", (), "account_id"),
    "custom": Table(CustomCard, "card_id", ("text",), "account_id", grows=True),
}
DEAD = ("dead", "escaped")  # on the list, holding no slot (6.4.1)
CHUNK = 500  # keys per IN (...): far below any engine's limit on bound values


def read(
    session: Session,
    guild: Guild,
    table: Table,
    keys: Collection[Any] | None = None,
    *,
    past: int | None = None,
) -> dict[Any, Row]:
    """The guild's rows of `table`, key -> values: all of them, those of `keys`, or
    those past the row id `past` (the rows added since it was the newest)."""
    by_id = past is not None or (keys is not None and table.key == "id")
    if by_id and table.owner:
        # By the row ids alone, the owner checked here: given the owner too, a planner
        # may take the owner's index and read every row the guild ever had.
        owner = getattr(table.entity, table.owner)
        mine = guild.id if table.owner == "guild_id" else guild.account_id
        query = select(*table.columns(), owner)
    else:
        query = select(*table.columns()).where(table.mine(guild))
        mine = None
    if past is not None:
        return _rows(session.execute(query.where(table.entity.id > past)), mine)
    if keys is None:
        return _rows(session.execute(query), mine)
    found: dict[Any, Row] = {}
    ordered = sorted(keys, key=repr)
    for start in range(0, len(ordered), CHUNK):
        chunk = ordered[start : start + CHUNK]
        where = getattr(table.entity, table.key).in_(chunk)
        found |= _rows(session.execute(query.where(where)), mine)
    return found


def _rows(rows: Iterable[Any], mine: int | None) -> dict[Any, Row]:
    """Key -> values of `rows`; with `mine`, each row ends with its owner, kept if his."""
    if mine is None:
        return {key: tuple(values) for key, *values in rows}
    return {key: tuple(values[:-1]) for key, *values in rows if values[-1] == mine}


def newest(session: Session, entity: Any) -> int:
    """The newest row id of a table (its primary key's index: one step, any size)."""
    return int(session.scalar(select(func.max(entity.id))) or 0)


class GuildState:
    """The rows an action may change, as `capture` read them: the present tables whole
    (`rows`), the histories' newest ids; and, until `difference` closes it, what the
    action's statements update or delete in the histories, as it was before."""

    def __init__(self, session: Session, guild: Guild, tables: dict[str, Table]) -> None:
        session.flush()
        self.session, self.guild, self.tables = session, guild, tables
        self.rows = {name: read(session, guild, t) for name, t in tables.items() if not t.grows}
        self.grows = {name: t for name, t in tables.items() if t.grows}
        self.newest = {name: newest(session, t.entity) for name, t in self.grows.items()}
        self.ledger = newest(session, LedgerEntry)
        self.was: dict[str, dict[Any, Row | None]] = {name: {} for name in self.grows}
        self.listening = bool(self.grows)
        if self.listening:
            event.listen(session, "before_flush", self._flushing)
            event.listen(session, "do_orm_execute", self._executing)

    def close(self) -> None:
        if self.listening:
            event.remove(self.session, "before_flush", self._flushing)
            event.remove(self.session, "do_orm_execute", self._executing)
            self.listening = False

    def _keep(self, name: str, where: Any) -> None:
        """The history rows `where` picks, as the database holds them still (the first
        reading of a row is before any statement of the action changed it)."""
        table = self.grows[name]
        query = select(*table.columns()).where(table.mine(self.guild), where)
        for key, *values in self.session.connection().execute(query):
            self.was[name].setdefault(key, tuple(values))

    def _name(self, table_name: str) -> str | None:
        return next((n for n, t in self.grows.items()
                     if t.entity.__tablename__ == table_name), None)  # fmt: skip

    def _flushing(self, session: Session, _flush: UOWTransaction, _objects: Any) -> None:
        for obj in (*session.dirty, *session.deleted):
            name = self._name(getattr(type(obj), "__tablename__", ""))
            identity = orm_inspect(obj).identity
            if name is not None and identity is not None:
                self._keep(name, self.grows[name].entity.id == identity[0])

    def _executing(self, state: ORMExecuteState) -> None:
        if state.is_update or state.is_delete:
            statement: Any = state.statement
            name = self._name(statement.table.name)
            if name is not None:
                where = statement.whereclause
                self._keep(name, True if where is None else where)


def capture(session: Session, guild: Guild) -> GuildState:
    """What a guild action may change, before (or after) it: pass both to `difference`."""
    return GuildState(session, guild, TABLES)


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


def difference(
    session: Session, guild: Guild, before: GuildState, after: GuildState
) -> GuildChange:
    """The rows the action between `before` and `after` changed (the guild's or the
    city's tables), and the ledger lines it wrote; both states are closed."""
    before.close()
    after.close()
    rows: dict[tuple[str, Any], tuple[Row | None, Row | None]] = {}
    for name, table in before.tables.items():
        if table.grows:
            was = before.was[name]
            for key in read(session, guild, table, past=before.newest[name]):
                was.setdefault(key, None)  # added by the action (kept if it was deleted first)
            now = read(session, guild, table, was.keys())
        else:
            was, now = dict(before.rows[name]), after.rows[name]
        for key in sorted(was.keys() | now.keys(), key=repr):
            if was.get(key) != now.get(key):
                rows[(name, key)] = (was.get(key), now.get(key))
    lines = session.execute(  # the id's range alone, as `read` for the same reason
        select(LedgerEntry.guild_id, LedgerEntry.reason, LedgerEntry.fame, LedgerEntry.feods,
               LedgerEntry.blood_stones)
        .where(LedgerEntry.id > before.ledger)
        .order_by(LedgerEntry.id)
    )  # fmt: skip
    wealth = tuple(Wealth(*line[1:]) for line in lines if line[0] == guild.id)
    return GuildChange(guild.id, rows, wealth)


class _Names:
    def __init__(self, session: Session, guild: Guild, catalog: Catalog, rules: GuildRules) -> None:
        self.session, self.guild = session, guild
        self.catalog, self.rules = catalog, rules
        self._cards: dict[str, Any] | None = None

    def card(self, card_id: str) -> str:
        """The card's name: one the guild holds, else the catalog's or the account's
        custom card of that id (one the guild held, taken away since), else its id."""
        from demloc.store.guilds import guild_cards

        if self._cards is None:  # only a refusal names a card: the collection read then
            self._cards = guild_cards(self.session, self.guild, self.catalog)
        if card_id not in self._cards:
            self._cards |= guild_cards(self.session, self.guild, self.catalog, [card_id])
        card = self._cards.get(card_id)
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


def rows_of(
    session: Session, guild: Guild, tables: dict[str, Table], steps: Iterable[tuple[str, Any]]
) -> dict[str, dict[Any, Row]]:
    """The rows a replay's steps name, as they stand now, by table: only those."""
    keys: dict[str, set[Any]] = {}
    for table, key in steps:
        keys.setdefault(table, set()).add(key)
    return {name: read(session, guild, tables[name], found) for name, found in keys.items()}


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
    current = rows_of(session, guild, TABLES, steps)
    removed = {key for (table, key), (_now, then) in steps.items()
               if table == "custom" and then is None}  # fmt: skip
    holder = held_elsewhere(session, guild, removed)
    if holder is not None:
        keeper, card_id = holder
        raise refuse(
            f"it would break a rule ({keeper} holds {names.card(card_id)}, a custom card of "
            "the account: its card must stay in the collection, 5.1.2)"
        )

    for (table, key), (now, then) in steps.items():
        if current[table].get(key) != now:
            what = names.row(table, key, now or then or ())
            raise refuse(f"{what} was changed since (in another window or the mission)")
    back = {then[0] for (table, _key), (now, then) in steps.items()
            if table == "member" and now is None and then is not None}  # fmt: skip
    others = select(Member.id, Member.card_id).where(
        Member.guild_id == guild.id, Member.card_id.in_(back)
    )
    for other, card_id in session.execute(others) if back else ():
        if ("member", other) not in steps:
            raise refuse(f"{names.card(card_id)} is in the dormitory already")

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
    fault = rule_fault(session, guild, catalog, rules)
    if fault:
        raise refuse(f"it would break a rule ({fault})")
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
    session.flush()
    rows = {name: read(session, guild, TABLES[name]) for name in ("building", "member", "item")}
    missions = select(func.count(MissionRecord.id)).where(MissionRecord.guild_id == guild.id)
    return (
        tuple(sorted(rows["building"].items())),
        tuple(sorted(rows["member"].values())),
        tuple(sorted(repr(values[:2] + values[3:]) for values in rows["item"].values())),
        session.scalar(missions) or 0,
        (guild.fame, guild.feods, guild.blood_stones),
    )


def held_elsewhere(
    session: Session, guild: Guild, cards: Collection[str]
) -> tuple[str, str] | None:
    """A guild of the account other than `guild` whose member or item is one of the
    custom `cards` (an undo would take them out of the account's collection, which its
    guilds share: 6.2, R-215), as (its name, the card's id); None if no guild holds any. Only
    the rows naming those cards are read."""
    if not cards:
        return None
    others = (Guild.account_id == guild.account_id, Guild.id != guild.id)
    for entity in (Member, Item):
        found = session.execute(
            select(Guild.name, entity.card_id)
            .join(Guild, Guild.id == entity.guild_id)
            .where(*others, entity.card_id.in_(sorted(cards)))
            .order_by(Guild.name, entity.card_id)
            .limit(1)
        ).first()
        if found is not None:
            return str(found[0]), str(found[1])
    return None


def rule_fault(session: Session, guild: Guild, catalog: Catalog, rules: GuildRules) -> str:
    """Why the guild as it stands breaks a rule an undo (or redo) may break, or "":
    what its present rows hold (R-200). Its members' and items' cards are in its
    collection and of their kind; the dormitory's room (5.1.1) and the master's
    office's explorers (6.2); each building's room, a weapon's copies, a code, daemon or
    follower kept once (5.1.2-5.1.5); who holds what, and each one's equipment (5.1.4).
    An import checks the same, and more, through check_guild_data (a file may hold
    anything); the ledger and the history, which no undo rewrites, are not read."""
    from demloc.guild.rules import dormitory_fault
    from demloc.rules.errors import IllegalActionError
    from demloc.rules.fighter import check_equipment
    from demloc.store.guilds import CARD_TYPES, ITEM_PLACES, guild_cards, level

    session.flush()
    cards = guild_cards(session, guild, catalog)
    members = read(session, guild, TABLES["member"])
    items = sorted(read(session, guild, TABLES["item"]).items())
    held: dict[str, Mercenary] = {}
    for card_id, _status, _recovery in members.values():
        card = cards.get(card_id)
        if not isinstance(card, Mercenary):
            return f"the mercenary card '{card_id}' is not in the collection"
        held[card_id] = card
    living = [held[card] for card, status, _r in members.values() if status not in DEAD]
    fault = dormitory_fault(rules, level(guild, "dormitory"), living)
    if fault:
        return fault
    at = level(guild, "masters_office")
    explorers = rules.buildings["masters_office"].limit("explorers", at)
    if sum(1 for _c, status, _r in members.values() if status == "exploring") > explorers:
        return f"the master's office (level {at}) sends {explorers} exploring at once (6.2)"
    kept: Counter[str] = Counter()
    copies: Counter[str] = Counter()
    weapons: dict[int, list[tuple[bool, Any]]] = {}
    for _id, (kind, card_id, holder, slot) in items:
        card = cards.get(card_id)
        if card is None or kind not in CARD_TYPES or not isinstance(card, CARD_TYPES[kind]):
            return f"the {kind.replace('_', ' ')} card '{card_id}' is not in the collection"
        kept[kind] += 1
        copies[card_id] += 1
        if isinstance(card, Weapon) and copies[card_id] > card.count:
            return f"more {card.name} than its {card.count} cards"
        if not isinstance(card, Weapon) and copies[card_id] > 1:
            return f"{card.name} is kept twice"
        if holder is None:
            continue
        mercenary = held.get(members[holder][0]) if holder in members else None
        if mercenary is None or kind in ("daemon", "follower"):
            return f"{card.name} is held by no mercenary of the guild"
        if kind == "arcane_code" and mercenary.profile.arcane <= 0:
            return f"{mercenary.name} has no arcane ability (5.1.5)"
        if isinstance(card, Weapon):
            weapons.setdefault(holder, []).append((slot != "primary", card))
    for kind, count in kept.items():
        building, limit_name = ITEM_PLACES[kind]
        spec = rules.buildings[building]
        room = spec.limit(limit_name, level(guild, building))
        if count > room:
            return f"the {spec.label.lower()} holds {room} {limit_name}"
    for holder, pairs in weapons.items():
        try:
            check_equipment(held[members[holder][0]], tuple(w for _s, w in sorted(pairs)))
        except IllegalActionError as error:
            return str(error)
    return ""
