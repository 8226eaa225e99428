"""The guild's and the city's undo history, kept in the database (issue 28, R-177).

Each action is kept as the rows it changed (a `GuildChange`: store/changes.py for the
guild, store/city_changes.py for the city), written in the action's own transaction: a
restart, or a kill right after the action, finds the same Undo and Redo entries. An
undo (or redo) reads the kept change, puts its rows back through the guild's or the
city's `apply_change`, and marks it undone (or done) in the same transaction. It reads
the entry under the database's write lock, so two windows never apply it twice: one
already undone (or redone, or dropped) in another window is refused with a message,
and nothing is changed.

A new action drops the guild's undone entries of its kind (as a QUndoStack drops what
it could redo); each guild keeps its last MAX_KEPT actions of each kind, the oldest go.
A guild deleted takes its history with it (ON DELETE CASCADE); an import ends it.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from demloc.store.guilds import GuildRuleError
from demloc.store.integrity import check_rows
from demloc.store.schema import RowChange

if TYPE_CHECKING:
    from demloc.store.changes import GuildChange, Row, Wealth

KINDS = ("guild", "city")
MAX_KEPT = 100  # a guild's actions of one kind kept for undo; the oldest go first
MAX_TEXT = 500  # an entry's text, as its column
MAX_REASON = 200  # a ledger line's reason, as its column
MAX_AMOUNT = 10**9  # far above any guild's purse


class HistoryMovedError(GuildRuleError):
    """An undo or redo of an entry another window undid, redid or dropped already: this
    window's list is behind the database's (R-182)."""


@dataclasses.dataclass(frozen=True)
class Entry:
    """One action of a guild's history: its row, its Undo/Redo text, whether undone."""

    id: int
    guild_id: int
    text: str
    undone: bool


# ---- a change as JSON -------------------------------------------------------------------


def _shapes(kind: str) -> dict[str, tuple[type, int]]:
    if kind == "city":
        from demloc.store.city_changes import SHAPES as CITY_SHAPES

        return CITY_SHAPES
    from demloc.store.changes import SHAPES  # with the guild file modules: not at the first paint

    return SHAPES


def _value(value: Any) -> Any:
    if isinstance(value, dt.datetime):
        return {"at": value.isoformat()}
    return value


def _unvalue(value: Any) -> Any:
    if isinstance(value, dict) and set(value) == {"at"} and isinstance(value["at"], str):
        return dt.datetime.fromisoformat(value["at"])
    if isinstance(value, (dict, list)):
        raise ValueError("a row's value is a text, a number, a time or null")
    return value


def _row(values: Row | None) -> list[Any] | None:
    return None if values is None else [_value(v) for v in values]


def _unrow(values: Any, width: int) -> Row | None:
    if values is None:
        return None
    if not isinstance(values, list) or len(values) != width:
        raise ValueError(f"a row is a list of {width} values")
    return tuple(_unvalue(v) for v in values)


def _wealth(line: Any) -> Wealth:
    if not isinstance(line, list) or len(line) != 4:
        raise ValueError("a ledger line is its reason, fame, feods and blood stones")
    reason, *amounts = line
    if not isinstance(reason, str) or len(reason) > MAX_REASON:
        raise ValueError(f"a ledger line's reason is a text of at most {MAX_REASON} characters")
    if not all(type(a) is int and abs(a) <= MAX_AMOUNT for a in amounts):
        raise ValueError("a ledger line's amounts are whole numbers")
    from demloc.store.changes import Wealth

    return Wealth(reason, *amounts)


def change_json(change: GuildChange) -> str:
    return json.dumps(
        {
            "rows": [
                [table, key, _row(before), _row(after)]
                for (table, key), (before, after) in change.rows.items()
            ],
            "wealth": [[w.reason, w.fame, w.feods, w.blood_stones] for w in change.wealth],
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )


def change_of(text: str, guild_id: int, kind: str) -> GuildChange:
    """The change kept as `text`, of the guild `guild_id` only: only the tables and the
    rows' shapes an action of `kind` changes, so that nothing a damaged row holds can
    reach another table on an undo. ValueError naming what is wrong."""
    shapes = _shapes(kind)
    try:
        data = json.loads(text)
        rows: dict[tuple[str, Any], tuple[Row | None, Row | None]] = {}
        for row in data["rows"]:
            if not isinstance(row, list) or len(row) != 4:
                raise ValueError("a row is its table, key, values before and after")
            table, key, before, after = row
            key_type, width = shapes.get(table, (type(None), 0)) if isinstance(table, str) \
                else (type(None), 0)  # fmt: skip
            if type(key) is not key_type:
                raise ValueError(f"a row is named by one of {', '.join(shapes)} and its key")
            rows[(table, key)] = (_unrow(before, width), _unrow(after, width))
        wealth = tuple(_wealth(line) for line in data["wealth"])
    except (KeyError, TypeError, ValueError) as error:  # json's errors are ValueErrors
        raise ValueError(str(error)) from None
    from demloc.store.changes import GuildChange

    return GuildChange(guild_id, rows, wealth)


# ---- the history ------------------------------------------------------------------------


def record(session: Session, guild_id: int, kind: str, text: str, change: GuildChange) -> int:
    """Keep the action `change` as the newest entry of the guild's `kind` history, in
    the action's transaction; its id. The undone entries go (a new action cannot be
    redone past), and the oldest past MAX_KEPT."""
    assert kind in KINDS
    mine = (RowChange.guild_id == guild_id, RowChange.kind == kind)
    session.execute(delete(RowChange).where(*mine, RowChange.undone.is_(True)))
    entry = RowChange(guild_id=guild_id, kind=kind, text=text[:MAX_TEXT],
                      change=change_json(change), undone=False)  # fmt: skip
    session.add(entry)
    session.flush()
    old = select(RowChange.id).where(*mine).order_by(RowChange.id.desc()).offset(MAX_KEPT)
    session.execute(delete(RowChange).where(RowChange.id.in_(old.scalar_subquery())))
    return entry.id


def histories(session: Session, kind: str, guild_id: int | None = None) -> dict[int, list[Entry]]:
    """Every guild's `kind` history (or only `guild_id`'s), oldest first, by guild id.
    Its rows are checked first (R-205: at most MAX_KEPT a guild): a value changed outside
    DemLoc is a DatabaseDamagedError naming it, never a traceback."""
    if guild_id is None:
        check_rows(session.connection(), "row_change", "kind = ?", (kind,))
    else:
        check_rows(session.connection(), "row_change", "kind = ? AND guild_id = ?",
                   (kind, guild_id))  # fmt: skip
    found: dict[int, list[Entry]] = {}
    query = select(RowChange.id, RowChange.guild_id, RowChange.text, RowChange.undone)
    if guild_id is not None:
        query = query.where(RowChange.guild_id == guild_id)
    for row in session.execute(query.where(RowChange.kind == kind).order_by(RowChange.id)):
        found.setdefault(row.guild_id, []).append(Entry(*row))
    return found


def history(session: Session, guild_id: int, kind: str) -> list[Entry]:
    """The guild's `kind` history, oldest first."""
    return histories(session, kind, guild_id).get(guild_id, [])


def drop(session: Session, entry_id: int) -> None:
    """Take one entry off its history: an undo or redo refused for good (its rows
    changed since, a rule) is off this window's list, and so off the database's (R-182)."""
    session.execute(delete(RowChange).where(RowChange.id == entry_id))


# ---- the history file of the release before, read once (R-182) ----------------

OLD_FORMAT, OLD_VERSION = "demloc-guild-history", 1
OLD_MAX_BYTES = 64 * 1024 * 1024  # as R-142's reader


def old_history_file(bind_url: Any) -> Path | None:
    """Where R-142 kept the Guild view's history: beside a SQLite database file
    ("demloc.sqlite3.guild-history.json"); None for a server or a database in memory."""
    if bind_url is None or bind_url.get_backend_name() != "sqlite":
        return None
    database = bind_url.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).with_name(Path(database).name + ".guild-history.json")


def adopt(session: Session, data: Any) -> int:
    """Keep the guild histories an R-142 file holds (`data`, its JSON) as this guild's
    history, where each stood, for each guild still in the database (same id and uuid)
    whose history here is still empty: read twice (a kill before the file is renamed),
    nothing is kept twice. The number of entries kept; ValueError naming the place if
    the file is damaged, and nothing kept."""
    from demloc.store.schema import Guild

    if not isinstance(data, dict) or data.get("format") != OLD_FORMAT:
        raise ValueError(f"not a guild history (format {OLD_FORMAT!r} expected)")
    if data.get("version") != OLD_VERSION:
        raise ValueError(f"version {data.get('version')!r}: this app reads {OLD_VERSION}")
    guilds = data.get("guilds")
    if not isinstance(guilds, list):
        raise ValueError("guilds: a list of the guilds' histories")
    known = {(g.id, g.uuid) for g in session.scalars(select(Guild))}
    kept = set(histories(session, "guild"))
    adopted: list[RowChange] = []
    for n, guild in enumerate(guilds):
        try:
            if not isinstance(guild, dict) or not isinstance(guild.get("steps"), list):
                raise ValueError("a guild's history is its id, uuid, index and steps")
            guild_id, index, steps = guild.get("id"), guild.get("index"), guild["steps"]
            if type(guild_id) is not int or type(index) is not int \
                    or not 0 <= index <= len(steps):  # fmt: skip
                raise ValueError("a guild's id, and an index within its steps")
            entries = []
            for step in steps:
                text, change = step["text"], step["change"]
                if not isinstance(text, str) or not isinstance(change, dict) \
                        or change.get("guild") != guild_id:  # fmt: skip
                    raise ValueError("a step is its text and a change of its own guild")
                as_kept = change_json(change_of(json.dumps(change), guild_id, "guild"))
                entries.append((text[:MAX_TEXT], as_kept))
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"guilds[{n}]: {error}") from None
        if (guild_id, guild.get("uuid")) not in known or guild_id in kept:
            continue  # deleted since (its history went with it), or adopted already
        first = max(0, len(entries) - MAX_KEPT)  # the oldest go, as they would here
        adopted += [RowChange(guild_id=guild_id, kind="guild", text=text, change=change,
                              undone=k >= index) for k, (text, change) in
                    enumerate(entries) if k >= first]  # fmt: skip
    session.add_all(adopted)
    session.flush()
    return len(adopted)


def forget(session: Session, guild_id: int, kind: str) -> None:
    """End the guild's `kind` history (an import is not undone)."""
    session.execute(delete(RowChange).where(RowChange.guild_id == guild_id, RowChange.kind == kind))


def replay(
    session: Session,
    entry_id: int,
    *,
    undo: bool,
    text: str,
    apply: Callable[[GuildChange], GuildChange],
) -> None:
    """Undo (or redo) the kept action `entry_id` in `session`'s transaction: `apply`
    puts its rows back (the guild's or the city's apply_change) and gives the change as
    it now stands, kept for the next redo (or undo). GuildRuleError, and nothing
    changed, if another window undid (or redid) it already or it is no longer kept."""
    verb = "undo" if undo else "redo"
    check_rows(session.connection(), "row_change", "id = ?", (entry_id,))
    entry = session.get(RowChange, entry_id, populate_existing=True)
    if entry is None:
        raise HistoryMovedError(
            f"cannot {verb} {text}: it is no longer in the history (another window did "
            "something since, or it was past the last "
            f"{MAX_KEPT} kept); nothing was changed"
        )
    if entry.undone == undo:
        raise HistoryMovedError(
            f"cannot {verb} {text}: it was {verb}ne already (in another window); "
            "nothing was changed"
        )
    try:
        change = change_of(entry.change, entry.guild_id, entry.kind)
    except ValueError as error:
        raise GuildRuleError(
            f"cannot {verb} {text}: its kept rows are damaged ({error}); nothing was changed"
        ) from None
    entry.change = change_json(apply(change))
    entry.undone = undo
    session.flush()
