"""The Guild view's undo history (R-142), kept beside the database after every change so that
Ctrl+Z after a restart undoes the last guild change (issue 26), as the board keeps its
history (ui/board/autosave.py): one JSON file, written atomically (a new file fsynced,
then renamed over the old one), read back at start.

{"format": "demloc-guild-history", "version": 1,
 "guilds": [{"id": n, "uuid": "...", "index": where the history stands,
             "steps": [{"text": "...", "change": {...}}, ...]}, ...]}

A step is a GuildCommand's change of rows (store/changes.py); a new guild's own entry
is not kept (after a restart, a guild made is undone by deleting it in the app, not by
Ctrl+Z). A file that cannot be read is set aside with a message: the guilds are not
affected, only their history starts empty."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoStack
from sqlalchemy import select

from demloc import textio
from demloc.store.changes import GuildChange, Row, Wealth
from demloc.store.schema import Guild

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView

FORMAT = "demloc-guild-history"
VERSION = 1
MAX_BYTES = 64 * 1024 * 1024
MAX_STEPS = 10_000  # per guild: the oldest go first


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


def _unrow(values: Any) -> Row | None:
    if values is None:
        return None
    if not isinstance(values, list):
        raise ValueError("a row is a list of values")
    return tuple(_unvalue(v) for v in values)


def change_json(change: GuildChange) -> dict[str, Any]:
    return {
        "guild": change.guild_id,
        "rows": [
            [table, key, _row(before), _row(after)]
            for (table, key), (before, after) in change.rows.items()
        ],
        "wealth": [[w.reason, w.fame, w.feods, w.blood_stones] for w in change.wealth],
    }


def change_of(data: Any) -> GuildChange:
    """The change a step's JSON holds; ValueError (or KeyError, TypeError) if damaged."""
    rows: dict[tuple[str, Any], tuple[Row | None, Row | None]] = {}
    for table, key, before, after in data["rows"]:
        if not isinstance(table, str) or not isinstance(key, (str, int)):
            raise ValueError("a row is named by its table and key")
        rows[(table, key)] = (_unrow(before), _unrow(after))
    wealth = tuple(Wealth(str(r), int(f), int(d), int(b)) for r, f, d, b in data["wealth"])
    guild = data["guild"]
    if type(guild) is not int:
        raise ValueError("a change names its guild's id")
    return GuildChange(guild, rows, wealth)


# ---- the whole history ----------------------------------------------------------------


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
        guilds.append({
            "id": guild_id, "uuid": uuid, "index": max(0, min(index, len(kept))),
            "steps": [{"text": c.text(), "change": change_json(c.change)}
                      for c in kept[-MAX_STEPS:]],
        })  # fmt: skip
    return {"format": FORMAT, "version": VERSION, "guilds": guilds}


def write(view: GuildView, target: Path) -> None:
    """Write the history atomically (a crash mid-write keeps the previous one)."""
    text = json.dumps(snapshot(view), ensure_ascii=False, separators=(",", ":"))
    textio.write_atomic(target, text)


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
        names = {(g.id, g.uuid): g.name for g in session.scalars(select(Guild))}
    found: list[tuple[str, int, list[tuple[str, GuildChange]]]] = []
    for n, guild in enumerate(data.get("guilds") or []):
        try:
            steps = [(str(s["text"])[:500], change_of(s["change"])) for s in guild["steps"]]
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
