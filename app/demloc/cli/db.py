"""`demloc db check`: every value the database stores, checked against its column.

Opening a database checks what is cheap: its schema version, its tables and their
columns, the small tables' values, and the other tables' rows written since the last
open (R-203). A value written into the file outside DemLoc (a blob where a number
belongs, text that is not UTF-8, a 10 MB name, a date that is not one, a word outside
its column's choices) in a row checked before, or in the mission logs, is found by this
scan of every row (issue 28: the logs' scan took most of 390 ms of every start on a
long campaign; issue 31: the rest of it)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sqlalchemy.engine import make_url

from demloc.store import integrity
from demloc.store.database import open_database
from demloc.store.errors import StoreError
from demloc.store.url import database_url


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    db = commands.add_parser("db", help="check the database: every value it stores")
    db.set_defaults(run=run)
    sub = db.add_subparsers(dest="db_command", required=True, metavar="check")
    sub.add_parser(
        "check",
        help="every stored value against its column's type and bounds; exit 1 naming the "
        "first bad value of each table",
    )


def run(args: argparse.Namespace) -> int:
    try:
        url = make_url(database_url(args.db))
        file = url.database if url.get_backend_name() == "sqlite" else None
        if file and not Path(file).is_file():  # a check makes no new database
            raise StoreError(f"no database file at {file}; nothing was made")
        sessions = open_database(args.db)
    except StoreError as error:
        print(f"demloc db: {error}", file=sys.stderr)
        return 1
    engine = sessions.kw["bind"]
    where = engine.url.database if engine.dialect.name == "sqlite" else repr(engine.url)
    try:
        with sessions.begin() as session:
            connection = session.connection()
            # PostgreSQL keeps each value in its column's type: only SQLite's file can
            # hold any value anywhere.
            problems = (
                integrity.bad_values(connection, integrity.schema_of(connection))
                if engine.dialect.name == "sqlite"
                else []
            )
    except StoreError as error:  # busy
        print(f"demloc db: {error}", file=sys.stderr)
        return 1
    finally:
        engine.dispose()
    if problems:
        print(
            f"demloc db: {where} holds values DemLoc did not write: {'; '.join(problems)}. "
            "It was changed outside DemLoc; restore a copy of it (the database was not "
            "changed).",
            file=sys.stderr,
        )
        return 1
    print(f"{where}: every stored value is one its column holds")
    return 0
