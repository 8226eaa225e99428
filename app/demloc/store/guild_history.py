"""A guild's history in pages (issue 31): its ledger lines and its mission records as the
Guild view shows them, a page at a time, newest first, filtered and totalled by the
database, so a screen never loads the whole history (100,000 lines on a long campaign).

Everything returned is a plain frozen dataclass, never a row of the session: the
screens keep them as long as they like. A value the database holds that its column
cannot hold (text where a date belongs, a blob where a number does: only writing the
file outside DemLoc leaves one, and opening a database no longer scans these tables)
is a DamagedValueError naming the table, the row and the column.

Newest first is the order the lines were written (their id, descending): the ledger only
grows (store/changes.py: undo writes the inverse as a new line), so the lines newer than
those shown are those of a higher id (`LedgerPage.newer`), and a page goes on from the
last line shown (`before`), at the cost of its own rows whatever the depth."""

from __future__ import annotations

import dataclasses
import datetime
import enum
import json
import re
from collections.abc import Sequence
from typing import Any

from sqlalchemy import ColumnElement, Select, String, func, or_, select, type_coerce
from sqlalchemy.orm import Session

from demloc.store.errors import DatabaseDamagedError
from demloc.store.schema import LedgerEntry, MissionRecord

__all__ = [
    "DamagedValueError",
    "Kind",
    "LedgerFilter",
    "LedgerLine",
    "MissionFilter",
    "MissionReport",
    "MissionRow",
    "Totals",
    "ledger_newer",
    "ledger_newest",
    "ledger_page",
    "ledger_totals",
    "mission_count",
    "mission_names",
    "mission_page",
    "mission_report",
    "mission_state",
    "mission_title",
]

PAGE = 200  # rows a screen asks for at a time


class DamagedValueError(DatabaseDamagedError):
    """A stored value its column cannot hold, named by table, row and column."""


class Kind(enum.Enum):
    """Which lines of the ledger: every change, or those that change one purse."""

    EVERY = "every change"
    FAME = "fame"
    FEODS = "feods"
    BLOOD_STONES = "blood stones"


@dataclasses.dataclass(frozen=True)
class LedgerFilter:
    """The ledger lines wanted: `text` in the reason (case ignored), of `kind`, written
    on `since` or after and on `until` or before (whole days, as the app writes times:
    UTC), written by the mission `mission` (its name, then ": ", starts the reason)."""

    text: str = ""
    kind: Kind = Kind.EVERY
    since: datetime.date | None = None
    until: datetime.date | None = None
    mission: str = ""


@dataclasses.dataclass(frozen=True)
class LedgerLine:
    id: int
    at: datetime.datetime
    reason: str
    fame: int
    feods: int
    blood_stones: int


@dataclasses.dataclass(frozen=True)
class Totals:
    """How many lines a filter finds, and what they add up to."""

    lines: int = 0
    fame: int = 0
    feods: int = 0
    blood_stones: int = 0

    def plus(self, lines: Sequence[LedgerLine]) -> Totals:
        return Totals(
            self.lines + len(lines),
            self.fame + sum(line.fame for line in lines),
            self.feods + sum(line.feods for line in lines),
            self.blood_stones + sum(line.blood_stones for line in lines),
        )


# ---- reading values ---------------------------------------------------------------------


def _damaged(table: str, row: object, column: str, value: object, what: str) -> DamagedValueError:
    shown = repr(value)
    shown = shown if len(shown) <= 40 else shown[:37] + "..."
    return DamagedValueError(
        f"table {table}, row {row}: {column} {what} ({type(value).__name__} {shown}); "
        "`demloc db check` lists every such value"
    )


def _when(table: str, row: object, column: str, value: object) -> datetime.datetime:
    """A stored time: PostgreSQL gives a datetime, SQLite the text it keeps."""
    if isinstance(value, datetime.datetime):
        return value
    if isinstance(value, str):
        try:
            return datetime.datetime.fromisoformat(value)
        except ValueError:
            pass
    raise _damaged(table, row, column, value, "is not a date and time")


def _whole(table: str, row: object, column: str, value: object) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise _damaged(table, row, column, value, "is not a whole number")


def _text(table: str, row: object, column: str, value: object) -> str:
    if isinstance(value, str):
        return value
    raise _damaged(table, row, column, value, "is not text")


def _raw(column: Any) -> Any:
    """The column as stored, never through SQLAlchemy's DateTime (whose parse of a
    damaged value would be a traceback): a datetime on PostgreSQL, text on SQLite."""
    return type_coerce(column, String).label(column.key)


# ---- the ledger -------------------------------------------------------------------------


def _contains(session: Session, column: Any, text: str) -> ColumnElement[bool]:
    """`text` anywhere in `column`, case ignored in any alphabet, whatever the server's
    locale: ILIKE for ASCII text (both engines fold ASCII letters alike); else, on
    SQLite, Python's case folding as a function of the connection; on PostgreSQL (whose
    ILIKE folds as its locale says: not at all in "C"), a pattern naming each letter's
    cases."""
    if text.isascii():
        return column.ilike(f"%{_escaped(text)}%", escape="\\")  # type: ignore[no-any-return]
    if session.get_bind().dialect.name == "sqlite":
        raw = session.connection().connection.driver_connection
        raw.create_function("demloc_casefold", 1, _casefold, deterministic=True)  # type: ignore[union-attr]
        return func.instr(func.demloc_casefold(column), text.casefold()) > 0
    return column.regexp_match(_either_case(text))  # type: ignore[no-any-return]


def _either_case(text: str) -> str:
    """A regular expression finding `text` with each letter in any of its cases."""
    out = []
    for char in text:
        cases = sorted({c for c in (char, char.lower(), char.upper()) if len(c) == 1})
        out.append("[" + "".join(cases) + "]" if len(cases) > 1 else re.escape(char))
    return "".join(out)


def _casefold(value: object) -> str | None:
    return value.casefold() if isinstance(value, str) else None


def _escaped(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _day_start(day: datetime.date) -> datetime.datetime:
    return datetime.datetime.combine(day, datetime.time())


def _days(column: Any, since: datetime.date | None, until: datetime.date | None) -> list[Any]:
    """`column` on the day `since` or after and on the day `until` or before; the last
    day a date can name (9999-12-31, a date box's highest) has no day after it: every
    time is on it or before (R-214)."""
    where: list[Any] = []
    if since is not None:
        where.append(column >= _day_start(since))
    if until is not None and until < datetime.date.max:
        where.append(column < _day_start(until + datetime.timedelta(days=1)))
    return where


def _of_mission(column: Any, title: str) -> ColumnElement[bool]:
    """The lines a mission wrote: store/results.py writes "{title}: {why}" (and an undo
    the same reason again), so the reason starts with the title and ": ", case and all
    (R-214).
    Compared as text (never LIKE, whose `%` and `_` a title may hold and whose case
    folding differs between the engines); both engines count characters alike."""
    head = f"{title}: "
    return func.substr(column, 1, len(head)) == head


def _ledger_where(session: Session, guild_id: int, wanted: LedgerFilter) -> list[Any]:
    where: list[Any] = [LedgerEntry.guild_id == guild_id]
    if wanted.text:
        where.append(_contains(session, LedgerEntry.reason, wanted.text))
    if wanted.mission:
        where.append(_of_mission(LedgerEntry.reason, wanted.mission))
    purse = {Kind.FAME: LedgerEntry.fame, Kind.FEODS: LedgerEntry.feods,
             Kind.BLOOD_STONES: LedgerEntry.blood_stones}.get(wanted.kind)  # fmt: skip
    if purse is not None:
        where.append(purse != 0)
    return where + _days(LedgerEntry.at, wanted.since, wanted.until)


def _lines(session: Session, query: Select[Any]) -> list[LedgerLine]:
    table = LedgerEntry.__tablename__
    out = []
    for row in session.execute(query):
        ident = row[0]
        out.append(
            LedgerLine(
                ident,
                _when(table, ident, "at", row[1]),
                _text(table, ident, "reason", row[2]),
                _whole(table, ident, "fame", row[3]),
                _whole(table, ident, "feods", row[4]),
                _whole(table, ident, "blood_stones", row[5]),
            )
        )
    return out


def _raw_ledger() -> Select[Any]:
    """The ledger's columns as stored (the time not parsed by SQLAlchemy)."""
    table = LedgerEntry.__table__
    return select(
        table.c.id, _raw(table.c.at), table.c.reason, table.c.fame, table.c.feods,
        table.c.blood_stones,
    )  # fmt: skip


def ledger_page(
    session: Session,
    guild_id: int,
    wanted: LedgerFilter = LedgerFilter(),
    *,
    before: int | None = None,
    offset: int = 0,
    limit: int = PAGE,
) -> list[LedgerLine]:
    """The lines of the guild `guild_id` that `wanted` finds, newest first: those older
    than the line `before` (the last one shown), else from the newest, `offset` of them
    skipped; at most `limit`."""
    where = _ledger_where(session, guild_id, wanted)
    if before is not None:
        where.append(LedgerEntry.id < before)
    query = _raw_ledger().where(*where).order_by(LedgerEntry.id.desc()).offset(offset).limit(limit)
    return _lines(session, query)


def ledger_newer(
    session: Session, guild_id: int, wanted: LedgerFilter, after: int, *, limit: int = PAGE
) -> tuple[list[LedgerLine], int] | None:
    """The lines `wanted` finds written after the line `after` (the guild's newest when
    the caller read its pages; 0: it had none), newest first, and the guild's newest
    line now (the next call's `after`). None when the line `after` is no longer there
    (an imported file replaced the ledger) or more than `limit` lines came: the caller
    reads its pages again. Two lookups by key and the new lines: flat in the ledger's
    size."""
    if after:
        kept = select(LedgerEntry.id).where(
            LedgerEntry.id == after, LedgerEntry.guild_id == guild_id
        )
        if session.scalar(kept) is None:
            return None
    where = [*_ledger_where(session, guild_id, wanted), LedgerEntry.id > after]
    query = _raw_ledger().where(*where).order_by(LedgerEntry.id.desc()).limit(limit + 1)
    lines = _lines(session, query)
    if len(lines) > limit:
        return None
    return lines, ledger_newest(session, guild_id)


def ledger_newest(session: Session, guild_id: int) -> int:
    """The id of the guild's newest ledger line, 0 if it has none."""
    newest = session.scalar(
        select(func.max(LedgerEntry.id)).where(LedgerEntry.guild_id == guild_id)
    )
    return int(newest or 0)


def ledger_totals(session: Session, guild_id: int, wanted: LedgerFilter = LedgerFilter()) -> Totals:
    """How many lines `wanted` finds, and their fame, feods and blood stones summed."""
    row = session.execute(
        select(
            func.count(),
            func.coalesce(func.sum(LedgerEntry.fame), 0),
            func.coalesce(func.sum(LedgerEntry.feods), 0),
            func.coalesce(func.sum(LedgerEntry.blood_stones), 0),
        ).where(*_ledger_where(session, guild_id, wanted))
    ).one()
    table = LedgerEntry.__tablename__
    values = [_whole(table, "(a total)", name, v) for name, v in
              zip(("count", "fame", "feods", "blood_stones"), row, strict=True)]  # fmt: skip
    return Totals(*values)


# ---- the mission records ----------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class MissionFilter:
    """The records wanted: played on `since` or after and on `until` or before, in
    `mode` ("" for either), `text` in their result or mission's id (case ignored)."""

    text: str = ""
    mode: str = ""
    since: datetime.date | None = None
    until: datetime.date | None = None


@dataclasses.dataclass(frozen=True)
class MissionRow:
    """One record as the list shows it: no report, no log (read when it is selected)."""

    id: int
    at: datetime.datetime
    mode: str
    result: str
    mission_id: str
    winner: str
    players: tuple[tuple[str, str], ...]  # (colour, guild name), "" if unreadable
    has_report: bool

    @property
    def title(self) -> str:
        return mission_title(self.result, self.mission_id)


@dataclasses.dataclass(frozen=True)
class MissionReport:
    """The selected record's report (the Resolution as text) and its log."""

    id: int
    report: str
    log: str


# What store/results.py writes: "{title}: won (...)", "{title}: a draw (...)",
# "{title}: blue won (...)": the title is what stands before the last such outcome.
_OUTCOME = re.compile(r"^(?P<title>.+): (?:won|a draw|[a-z]+ won)(?: \(|$)", re.DOTALL)


def mission_title(result: str, mission_id: str = "") -> str:
    """The mission's name from its result line (the report says it too, but is not read
    for a list): the part before the outcome, else before the first ": ", else the
    mission's id."""
    found = _OUTCOME.match(result)
    if found:
        return found["title"]
    head = result.split(": ", 1)[0] if ": " in result else ""
    return head or mission_id or "a mission"


def players_of(text: str) -> tuple[tuple[str, str], ...]:
    """Who played, from a record's JSON; what cannot be read is left out."""
    try:
        data = json.loads(text) if text else []
    except ValueError:
        return ()
    if not isinstance(data, list):
        return ()
    return tuple(
        (str(p.get("colour", "")), str(p.get("name", ""))) for p in data if isinstance(p, dict)
    )


def _mission_where(session: Session, guild_id: int, wanted: MissionFilter) -> list[Any]:
    where: list[Any] = [MissionRecord.guild_id == guild_id]
    if wanted.text:
        where.append(
            or_(
                _contains(session, MissionRecord.result, wanted.text),
                _contains(session, MissionRecord.mission_id, wanted.text),
            )
        )
    if wanted.mode:
        where.append(MissionRecord.mode == wanted.mode)
    return where + _days(MissionRecord.at, wanted.since, wanted.until)


def mission_page(
    session: Session,
    guild_id: int,
    wanted: MissionFilter = MissionFilter(),
    *,
    before: int | None = None,
    offset: int = 0,
    limit: int = PAGE,
) -> list[MissionRow]:
    """The records of the guild `guild_id` that `wanted` finds, newest first (as
    `ledger_page`), without their report and log."""
    table = MissionRecord.__table__
    where = _mission_where(session, guild_id, wanted)
    if before is not None:
        where.append(MissionRecord.id < before)
    query = (
        select(
            table.c.id,
            _raw(table.c.at),
            table.c.mode,
            table.c.result,
            table.c.mission_id,
            table.c.winner,
            table.c.players,
            func.length(table.c.report) > 0,
        )
        .where(*where)
        .order_by(MissionRecord.id.desc())
        .offset(offset)
        .limit(limit)
    )
    name = MissionRecord.__tablename__
    rows: list[MissionRow] = []
    for ident, at, mode, result, mission_id, winner, players, has_report in session.execute(query):
        rows.append(
            MissionRow(
                ident,
                _when(name, ident, "at", at),
                _text(name, ident, "mode", mode),
                _text(name, ident, "result", result),
                _text(name, ident, "mission_id", mission_id),
                _text(name, ident, "winner", winner),
                players_of(_text(name, ident, "players", players)),
                bool(has_report),
            )
        )
    return _players_from_reports(session, rows)


def _players_from_reports(session: Session, rows: list[MissionRow]) -> list[MissionRow]:
    """Who played, for a record whose list of players is empty or cannot be read (one
    written before the list was kept, or damaged): its report's guilds, if it can be
    read. Only such records' reports are read."""
    lacking = [r.id for r in rows if not r.players and r.has_report]
    if not lacking:
        return rows
    from demloc.missions.resolution.model import Resolution, ResolutionFormatError

    found: dict[int, tuple[tuple[str, str], ...]] = {}
    query = select(MissionRecord.id, MissionRecord.report).where(MissionRecord.id.in_(lacking))
    for ident, report in session.execute(query):
        try:
            guilds = Resolution.from_text(report).guilds if isinstance(report, str) else ()
        except ResolutionFormatError:
            continue
        found[ident] = tuple((g.colour, g.name) for g in guilds)
    return [dataclasses.replace(r, players=found[r.id]) if r.id in found else r for r in rows]


def mission_count(
    session: Session,
    guild_id: int,
    wanted: MissionFilter = MissionFilter(),
) -> int:
    """How many records `wanted` finds."""
    query = select(func.count()).where(*_mission_where(session, guild_id, wanted))
    return int(session.scalar(query) or 0)


def mission_state(session: Session, guild_id: int) -> tuple[int, int]:
    """How many records the guild has and the newest's id: what changed since a list
    was read (an undo takes a record away, a mission adds one)."""
    count, newest = session.execute(
        select(func.count(), func.coalesce(func.max(MissionRecord.id), 0)).where(
            MissionRecord.guild_id == guild_id
        )
    ).one()
    return int(count), int(newest)


def mission_names(session: Session, guild_id: int) -> list[str]:
    """The names of the missions the guild played, sorted: what the ledger's lines
    name (store/results.py writes "{title}: {why}")."""
    results = session.execute(
        select(MissionRecord.result, MissionRecord.mission_id)
        .where(MissionRecord.guild_id == guild_id)
        .distinct()
    )
    return sorted(
        {mission_title(r, m) for r, m in results if isinstance(r, str) and isinstance(m, str)},
        key=str.casefold,
    )


def mission_report(session: Session, guild_id: int, record_id: int) -> MissionReport | None:
    """The report and log of one record of the guild (None: it is gone, an undo)."""
    row = session.execute(
        select(MissionRecord.report, MissionRecord.log).where(
            MissionRecord.id == record_id, MissionRecord.guild_id == guild_id
        )
    ).first()
    if row is None:
        return None
    name = MissionRecord.__tablename__
    return MissionReport(
        record_id, _text(name, record_id, "report", row[0]), _text(name, record_id, "log", row[1])
    )
