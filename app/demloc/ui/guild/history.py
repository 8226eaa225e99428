"""The Guild view's undo history (R-142), kept beside the database after every change so that
Ctrl+Z after a restart undoes the last guild change (issue 26), as the board keeps its
history (ui/board/autosave.py): one JSON file, written by the same textio.write_atomic
(a new file fsynced, then renamed over the old one), read back at start.

{"format": "demloc-guild-history", "version": 1,
 "guilds": [{"id": n, "uuid": "...", "index": where the history stands,
             "steps": [{"text": "...", "change": {...}}, ...]}, ...]}

A step is a GuildCommand's change of rows (store/changes.py); a new guild's own entry
is not kept (after a restart, a guild made is undone by deleting it in the app, not by
Ctrl+Z). A file that cannot be read is kept aside (textio.keep_aside, never over another)
with a message naming it: the guilds are not
affected, only their history starts empty."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoStack

from demloc import textio
from demloc.store.changes import SHAPES, GuildChange, Row, Wealth
from demloc.store.guilds import all_guilds

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView

FORMAT = "demloc-guild-history"
VERSION = 1
MAX_BYTES = 64 * 1024 * 1024
MAX_STEPS = 10_000  # per guild: the oldest go first
MAX_REASON = 200  # a ledger line's reason, as its column
MAX_AMOUNT = 10**9  # far above any guild's purse


# ---- a change as JSON -----------------------------------------------------------------


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
    return Wealth(reason, *amounts)


def change_json(change: GuildChange) -> dict[str, Any]:
    return {
        "guild": change.guild_id,
        "rows": [
            [table, key, _row(before), _row(after)]
            for (table, key), (before, after) in change.rows.items()
        ],
        "wealth": [[w.reason, w.fame, w.feods, w.blood_stones] for w in change.wealth],
    }


def change_of(data: Any, guild_id: int) -> GuildChange:
    """The change a step's JSON holds, of the guild `guild_id` only: only the tables and
    the rows' shapes an action changes (store/changes.py), so that nothing a file says
    can reach another guild or another table on an undo. ValueError (or KeyError,
    TypeError) if damaged."""
    if not isinstance(data, dict) or data.get("guild") != guild_id:
        raise ValueError("a change is of its own guild")
    rows: dict[tuple[str, Any], tuple[Row | None, Row | None]] = {}
    for row in data["rows"]:
        if not isinstance(row, list) or len(row) != 4:
            raise ValueError("a row is its table, key, values before and after")
        table, key, before, after = row
        key_type, width = SHAPES.get(table, (type(None), 0)) if isinstance(table, str) \
            else (type(None), 0)  # fmt: skip
        if type(key) is not key_type:
            raise ValueError(f"a row is named by one of the tables {', '.join(SHAPES)} and its key")
        rows[(table, key)] = (_unrow(before, width), _unrow(after, width))
    wealth = tuple(_wealth(line) for line in data["wealth"])
    return GuildChange(guild_id, rows, wealth)


# ---- the whole history ----------------------------------------------------------------


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("a step's text is a text")
    return value[:500]


def snapshot(view: GuildView) -> dict[str, Any]:
    from demloc.ui.guild.commands import GuildCommand

    guilds = []
    ids = view.guild_ids  # as the last refresh read them: no transaction here
    for name, stack in view.stacks.items():
        if name not in ids:
            continue
        commands = [stack.command(i) for i in range(stack.count())]
        kept = [c for c in commands if isinstance(c, GuildCommand)]
        index = stack.index() - (len(commands) - len(kept))  # a new guild's entry first
        if not kept:
            continue
        guild_id, uuid = ids[name]
        dropped = max(0, len(kept) - MAX_STEPS)  # the oldest go; the index counts the rest
        guilds.append({
            "id": guild_id, "uuid": uuid,
            "index": max(0, min(index - dropped, len(kept) - dropped)),
            "steps": [{"text": c.text(), "change": change_json(c.change)}
                      for c in kept[dropped:]],
        })  # fmt: skip
    return {"format": FORMAT, "version": VERSION, "guilds": guilds}


def write(view: GuildView, target: Path) -> None:
    """Write the history atomically (a crash mid-write keeps the previous one). A guild
    whose history did not move in this window keeps what the file holds for it: another
    window on the same database may have written it since (review, issue 26)."""
    data = snapshot(view)
    moved = {view.guild_ids[n] for n in view.moved if n in view.guild_ids}
    theirs = {(g.get("id"), g.get("uuid")): g for g in _in_file(view, target)}
    guilds = [g for g in data["guilds"] if (g["id"], g["uuid"]) in moved]
    for g in data["guilds"]:
        if (g["id"], g["uuid"]) not in moved:
            guilds.append(theirs.pop((g["id"], g["uuid"]), g))
    guilds += [g for key, g in theirs.items() if key not in moved]
    data["guilds"] = guilds
    textio.write_atomic(target, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
    stat = target.stat()
    view.history_seen = ((stat.st_mtime_ns, stat.st_size), guilds)


def _in_file(view: GuildView, target: Path) -> list[dict[str, Any]]:
    """The guilds' histories the file holds now, read again only if another window
    wrote it since this one did; [] if it cannot be read (restore says why at start)."""
    try:
        stat = target.stat()
    except OSError:
        return []
    seen = (stat.st_mtime_ns, stat.st_size)
    if view.history_seen is not None and view.history_seen[0] == seen:
        return list(view.history_seen[1])
    try:
        data = textio.read_json(target, max_bytes=MAX_BYTES)
    except (textio.InputError, OSError):
        return []
    guilds = data.get("guilds") if isinstance(data, dict) else None
    found = [g for g in guilds if isinstance(g, dict)] if isinstance(guilds, list) else []
    view.history_seen = (seen, found)
    return list(found)


def restore(view: GuildView, source: Path) -> None:
    """Put each guild's kept history back on its stack, where it stood, without doing
    or undoing anything. A damaged file raises ValueError naming it and the place, and
    puts nothing back."""
    from demloc.ui.guild.commands import GuildCommand

    try:
        data = textio.read_json(source, max_bytes=MAX_BYTES)
    except textio.InputError as error:
        raise ValueError(str(error)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"{source}: not a guild history (format {FORMAT!r} expected)")
    if data.get("version") != VERSION:
        raise ValueError(f"{source}: version {data.get('version')!r}: this app reads {VERSION}")
    with view.sessions.begin() as session:
        names = {(g.id, g.uuid): g.name for g in all_guilds(session)}
    found: list[tuple[str, int, list[tuple[str, GuildChange]]]] = []
    guilds = data.get("guilds")
    if not isinstance(guilds, list):
        raise ValueError(f"{source}: guilds: a list of the guilds' histories")
    for n, guild in enumerate(guilds):
        try:
            if not isinstance(guild, dict) or not isinstance(guild.get("steps"), list):
                raise ValueError("a guild's history is its id, uuid, index and steps")
            if len(guild["steps"]) > MAX_STEPS or type(guild.get("id")) is not int:
                raise ValueError(f"a guild's id, and at most {MAX_STEPS} steps")
            steps = [(_text(s["text"]), change_of(s["change"], guild["id"]))
                     for s in guild["steps"]]  # fmt: skip
            index = guild["index"]
            if type(index) is not int or not 0 <= index <= len(steps):
                raise ValueError("index: a whole number within the steps")
            name = names.get((guild["id"], guild["uuid"]))
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"{source}: guilds[{n}]: {error}") from None
        if name is not None:  # a guild deleted since: its history goes with it
            found.append((name, index, steps))
    for name, index, steps in found:
        stack: QUndoStack = view.stack_for(name)
        stack.clear()
        for text, change in steps:
            stack.push(GuildCommand(view, text, change))  # pushed done: nothing applied
        for i in range(index, stack.count()):  # undone already: the stack only moves
            command = stack.command(i)
            if isinstance(command, GuildCommand):
                command.stand = True
        stack.setIndex(index)
