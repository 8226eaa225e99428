"""Is a database file what its schema version says? Tables and columns compared with what
the migrations make; on SQLite, stored values checked against their columns' types: at
open the rows written since the last open (R-203), by `demloc db check` every row, and by
a reader the rows it reads (`check_rows`)."""

from __future__ import annotations

import datetime
import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from sqlalchemy import Connection, inspect

from demloc.store.errors import DatabaseDamagedError
from demloc.store.schema import (
    GUILD_COLOURS,
    ITEM_KINDS,
    MAX_WEALTH,
    MEMBER_STATUSES,
    MISSION_MODES,
)
from demloc.store.schema_city import TASK_KINDS
from demloc.store.schema_missions import SETUP_STATUSES
from demloc.store.schema_play import PLAY_STATUSES
from demloc.store.url import where_is

# A table's columns: name -> (declared type, NOT NULL).
Columns = dict[str, tuple[str, bool]]
Schema = dict[str, Columns]

VERSION_TABLE = "alembic_version"
# Columns that hold one of a few words, and whole numbers with bounds: a value outside
# them comes only from writing the file outside DemLoc (and would break the screens).
CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("guild", "colour"): GUILD_COLOURS,
    ("member", "status"): MEMBER_STATUSES,
    ("item", "kind"): ITEM_KINDS,
    ("item", "slot"): ("", "primary", "secondary"),
    ("mission_record", "mode"): MISSION_MODES,
    ("mission_setup", "status"): SETUP_STATUSES,
    ("mission_play", "status"): PLAY_STATUSES,
    ("city_task", "kind"): TASK_KINDS,
}
RANGES: dict[tuple[str, str], tuple[int, int]] = {
    ("guild", "fame"): (-MAX_WEALTH, MAX_WEALTH),
    ("guild", "feods"): (0, MAX_WEALTH),
    ("guild", "blood_stones"): (0, MAX_WEALTH),
}
# Alembic's batch mode copies a table through this name on SQLite.
BATCH_TABLE_PREFIX = "_alembic_tmp_"


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def sqlite_schema(connection: Connection, database: str = "main") -> Schema:
    """The tables and columns of an SQLite database (`main` or an attached one)."""
    names = connection.exec_driver_sql(
        f"SELECT name FROM {database}.sqlite_master "
        "WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
    ).scalars()
    schema: Schema = {}
    for name in list(names):
        rows = connection.exec_driver_sql(f"PRAGMA {database}.table_info({_quoted(name)})")
        schema[name] = {row[1]: (str(row[2]).upper(), bool(row[3])) for row in rows}
    return schema


def schema_of(connection: Connection) -> Schema:
    """The tables and columns of the database `connection` is on (SQLite or another)."""
    if connection.dialect.name == "sqlite":
        return sqlite_schema(connection)
    inspector = inspect(connection)
    return {
        table: {column["name"]: (str(column["type"]), not column["nullable"])
                for column in inspector.get_columns(table)}
        for table in inspector.get_table_names()
    }  # fmt: skip


# The newest schema, as the migrations make it: read at every start instead of running
# them (issue 16: Alembic and eight migrations took a second to import and run). A test
# holds it equal to what the migrations make (tests/unit/store/test_head_schema.py).
HEAD_SCHEMA = Path(__file__).resolve().parent / "head_schema.json"


@cache
def _head_file() -> dict[str, object]:
    data: dict[str, object] = json.loads(HEAD_SCHEMA.read_text(encoding="utf-8"))
    return data


def head() -> tuple[str, Schema]:
    """The newest schema version this DemLoc knows, and its tables."""
    data = _head_file()
    tables: dict[str, dict[str, list[object]]] = data["schema"]  # type: ignore[assignment]
    schema = {table: {name: (str(kind), bool(required)) for name, (kind, required) in cols.items()}
              for table, cols in tables.items()}  # fmt: skip
    return str(data["revision"]), schema


def head_sqlite_ddl() -> list[str]:
    """The statements the migrations leave in a new SQLite database's `sqlite_master`,
    tables first, then indexes and the rest: a first start runs them instead of the
    migrations (issue 16: Alembic's import was a third of a first start)."""
    statements: list[str] = _head_file()["sqlite"]  # type: ignore[assignment]
    return list(statements)


def sqlite_ddl(connection: Connection) -> list[str]:
    """The CREATE statements of an SQLite database, tables first, each kind in the order
    SQLite keeps them (SQLite's own tables left out: it makes them itself)."""
    return list(
        connection.exec_driver_sql(
            "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL "
            "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
            "ORDER BY type != 'table', rowid"
        ).scalars()
    )


@dataclass(frozen=True)
class Difference:
    """How a database's tables differ from those its schema version should have."""

    missing: list[str]  # "table guild", "column guild.revision"
    extra: list[str]

    def __bool__(self) -> bool:
        return bool(self.missing or self.extra)


def compare(found: Schema, expected: Schema) -> Difference:
    missing, extra = [], []
    for table, columns in expected.items():
        if table not in found:
            missing.append(f"table {table}")
            continue
        missing += [f"column {table}.{c}" for c in columns if c not in found[table]]
        extra += [f"column {table}.{c}" for c in found[table] if c not in columns]
    extra += [f"table {t}" for t in found if t not in expected]
    return Difference(missing, extra)


def upgrade_left_half_done(difference: Difference) -> bool:
    """Tables or columns that only a later migration makes: an update stopped half way."""
    return bool(difference.extra)


# ---- values ------------------------------------------------------------------------------


def _text_or_none(value: object) -> str | None:
    if not isinstance(value, bytes):
        return None
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _bad_utf8(value: object) -> int:
    return int(isinstance(value, bytes) and _text_or_none(value) is None)


def _bad_datetime(value: object) -> int:
    # What SQLAlchemy's SQLite DateTime reads: datetime.fromisoformat of the text.
    text = _text_or_none(value)
    if text is None:
        return 1
    try:
        datetime.datetime.fromisoformat(text)
    except ValueError:
        return 1
    return 0


_LENGTH = re.compile(r"\((\d+)\)")


def tolerated_length(declared: int) -> int:
    """The longest text a column of `declared` length may hold before the file is
    called damaged: four times as long, and a thousand characters of room."""
    return 4 * declared + 1000


def _value_checks(name: str, declared: str, not_null: bool) -> list[tuple[str, str]]:
    """(SQL that is true for a bad value, what is wrong with it) for one column."""
    column = _quoted(name)
    allowed = "" if not_null else ", 'null'"
    if declared.startswith(("VARCHAR", "CHAR", "TEXT", "CLOB")):
        checks = [(f"typeof({column}) NOT IN ('text'{allowed})", "is not text")]
        length = _LENGTH.search(declared)
        if length:
            # SQLite keeps any length, and a text DemLoc wrote itself may run past its
            # column (a custom set pasted whole, a reason naming two long cards): only
            # what no DemLoc writes (a 10 MB name) bricks nothing by being refused.
            most = tolerated_length(int(length[1]))
            checks.append((f"length({column}) > {most}", f"is longer than {most}"))
        checks.append((f"demloc_bad_utf8(CAST({column} AS BLOB))", "is not valid UTF-8 text"))
        return checks
    if declared in ("INTEGER", "BIGINT", "SMALLINT"):
        return [(f"typeof({column}) NOT IN ('integer'{allowed})", "is not a whole number")]
    if declared == "BOOLEAN":
        return [(f"{column} NOT IN (0, 1)", "is not a yes/no value")]
    if declared in ("FLOAT", "REAL", "NUMERIC"):
        return [(f"typeof({column}) NOT IN ('integer', 'real'{allowed})", "is not a number")]
    if declared == "DATETIME":
        present = "" if not_null else f"{column} IS NOT NULL AND "
        parsed = f"demloc_bad_datetime(CAST({column} AS BLOB))"
        return [(f"{present}(typeof({column}) != 'text' OR {parsed})", "is not a date and time")]
    return []


def _meaning_checks(table: str, name: str) -> list[tuple[str, str]]:
    """A word outside its column's choices, a number outside its bounds."""
    column = _quoted(name)
    choices = CHOICES.get((table, name))
    if choices is not None:
        words = ", ".join("'" + c + "'" for c in choices)
        return [(f"{column} NOT IN ({words})", f"is not one of {', '.join(choices)}")]
    bounds = RANGES.get((table, name))
    if bounds is not None:
        low, high = bounds
        return [(f"{column} NOT BETWEEN {low} AND {high}", f"is outside {low:,} to {high:,}")]
    return []


def _describe(connection: Connection, table: str, name: str, rowid: int) -> str:
    kind, length = connection.exec_driver_sql(
        f"SELECT typeof({_quoted(name)}), length({_quoted(name)}) FROM {_quoted(table)} "
        "WHERE rowid = ?",
        (rowid,),
    ).one()
    return f"a {kind} value of {length:,} {'characters' if kind == 'text' else 'bytes'}"


# The mission logs: the tables that grow with play (20,000 rows on a long campaign), whose
# scan was most of a start's 390 ms (issue 28). Resuming a mission reads its log and
# names an event it cannot replay; `demloc db check` scans them too.
LOG_TABLES = ("mission_play_event", "mission_setup_action")
# The tables opening checks whole every time: a row per account, guild, member,
# item, building, set, city clock or spot held (a few hundred rows on a long campaign),
# read through the ORM by every screen and command. Every other table (the ledger, the
# mission history and results, custom cards, the undo history, the city's tasks and
# events, the play tables) is checked at open above its mark only: the rows written
# since; its readers check the rows they read (`check_rows`, R-205).
WHOLE_TABLES = (
    "account", "app_setting", "guild", "member", "item", "guild_building", "redeemed_set",
    "city_clock", "control_spot_holder",
)  # fmt: skip
# app_setting's keys for the marks: "checked:ledger_entry" -> the highest rowid of the
# table whose rows up to it were checked clean at an open.
MARK_KEY = "checked:"


def _install_checks(connection: Connection) -> None:
    raw = connection.connection.driver_connection
    raw.create_function("demloc_bad_utf8", 1, _bad_utf8, deterministic=True)  # type: ignore[union-attr]
    raw.create_function("demloc_bad_datetime", 1, _bad_datetime, deterministic=True)  # type: ignore[union-attr]


def _checks(table: str, columns: Columns) -> list[tuple[str, str, str]]:
    """(column, SQL true for a bad value, what is wrong) for every check of `table`."""
    return [
        (name, sql, what)
        for name, (declared, not_null) in columns.items()
        for sql, what in _value_checks(name, declared, not_null) + _meaning_checks(table, name)
    ]


def _first_bad(
    connection: Connection,
    table: str,
    columns: Columns,
    condition: str = "",
    params: tuple[object, ...] = (),
) -> str | None:
    """The first bad value of `table` (of its rows where `condition`), said as "table
    guild, row 3: name ...", or None."""
    checks = _checks(table, columns)
    if not checks:
        return None
    which = " ".join(f"WHEN {sql} THEN {i}" for i, (_n, sql, _w) in enumerate(checks))
    anywhere = " OR ".join(f"({sql})" for _n, sql, _w in checks)
    where = f"({condition}) AND ({anywhere})" if condition else anywhere
    row = connection.exec_driver_sql(
        f"SELECT rowid, CASE {which} END FROM {_quoted(table)} WHERE {where} LIMIT 1", params
    ).first()
    if row is None:
        return None
    name, _sql, what = checks[row[1]]
    described = _describe(connection, table, name, row[0])
    return f"table {table}, row {row[0]}: {name} {what} ({described})"


def _checked(table: str, skip: tuple[str, ...]) -> bool:
    return not (table == VERSION_TABLE or table.startswith(BATCH_TABLE_PREFIX) or table in skip)


def bad_values(connection: Connection, schema: Schema, *, skip: tuple[str, ...] = ()) -> list[str]:
    """On SQLite: the first value of each table (but those in `skip`) that its column's
    type cannot hold (a blob where a number belongs, text that is not UTF-8, a name
    longer than its column, a date that is not a date), as "table guild, row 3: name
    ...". Such values come only from writing the file outside DemLoc."""
    _install_checks(connection)
    found = (
        _first_bad(connection, table, columns)
        for table, columns in schema.items()
        if _checked(table, skip)
    )
    return [problem for problem in found if problem is not None]


def marks(connection: Connection) -> dict[str, int]:
    """Each marked table's highest rowid checked clean at an open (R-203); a mark that
    is not a number (written outside DemLoc) is none: its table is checked whole."""
    rows = connection.exec_driver_sql(
        "SELECT key, value FROM app_setting WHERE substr(key, 1, ?) = ?",
        (len(MARK_KEY), MARK_KEY),
    ).all()
    return {str(key)[len(MARK_KEY):]: int(value) for key, value in rows
            if isinstance(value, str) and value.isdecimal() and len(value) < 19}  # fmt: skip


def bad_new_values(connection: Connection, schema: Schema, checked: dict[str, int]) -> list[str]:
    """What opening checks (R-203): the tables in WHOLE_TABLES whole, every other (but
    the mission logs) above its mark in `checked` only. Found clean, each mark is moved
    to its table's highest rowid, in the open's transaction; a mark above it (rows
    deleted from the top) comes down, so rows added again are checked."""
    _install_checks(connection)
    problems: list[str] = []
    moved: dict[str, int] = {}
    for table, columns in schema.items():
        if not _checked(table, LOG_TABLES):
            continue
        if table in WHOLE_TABLES:
            problem = _first_bad(connection, table, columns)
        else:
            top = connection.exec_driver_sql(f"SELECT max(rowid) FROM {_quoted(table)}").scalar()
            mark = checked.get(table, 0)
            problem = _first_bad(connection, table, columns, "rowid > ?", (min(mark, top or 0),))
            if (top or 0) != mark:
                moved[table] = top or 0
        if problem is not None:
            problems.append(problem)
    if not problems:
        for table, top in moved.items():
            connection.exec_driver_sql(
                "INSERT OR REPLACE INTO app_setting (key, value) VALUES (?, ?)",
                (MARK_KEY + table, str(top)),
            )
    return problems


def check_rows(
    connection: Connection, table: str, condition: str, params: tuple[object, ...] = ()
) -> None:
    """For a reader of a table opening checks above its mark only (R-203, R-205): the rows it
    is about to read (`condition`, SQL on `table`'s columns, `?` for `params`) checked
    as opening checks them, so that a value changed in place outside DemLoc is a
    DatabaseDamagedError naming the table, the row and the column, never a traceback.
    SQLite only (a server keeps each value in its column's type)."""
    if connection.dialect.name != "sqlite":
        return
    _install_checks(connection)
    problem = _first_bad(connection, table, head()[1][table], condition, params)
    if problem is not None:
        raise DatabaseDamagedError(
            f"{where_is(connection.engine)} holds a value DemLoc did not write: {problem}. "
            "It was changed outside DemLoc: `demloc db check` names every such value; "
            "restore a copy of it. Nothing was changed."
        )


def backups_of(file: Path) -> list[Path]:
    """The copies kept before updates (`FILE.before-0002.bak`), newest first."""
    found = file.parent.glob(f"{_glob_escaped(file.name)}.before-*.bak")
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def _glob_escaped(name: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", name)
