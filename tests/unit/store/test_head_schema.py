"""A start on a database up to date reads the newest schema from
`store/head_schema.json` instead of importing Alembic and running every migration
(issue 16). The file must be what the migrations make; after a new migration, write it
again with `python -m demloc.store.migrate` (the message below says so)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine

from demloc.store import integrity, migrate
from demloc.store.database import open_database
from demloc.store.migrate import MIGRATIONS

AGAIN = "write it again: .venv/bin/python -m demloc.store.migrate"


def test_the_head_schema_file_is_what_the_migrations_make() -> None:
    revision, schema = integrity.head()
    assert revision == ScriptDirectory(str(MIGRATIONS)).get_current_head(), AGAIN
    assert (schema, integrity.head_sqlite_ddl()) == migrate.migrated(revision), AGAIN


def _made_by(script: str, path: Path) -> tuple[list[str], list[tuple[object, ...]], set[str]]:
    """A fresh interpreter makes the database at `path` with `script`: its statements,
    its version rows, and whether it imported Alembic."""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=120)  # fmt: skip
    engine = create_engine(f"sqlite:///{path}")
    try:
        with engine.connect() as connection:
            ddl = integrity.sqlite_ddl(connection)
            versions = list(connection.exec_driver_sql("SELECT * FROM alembic_version"))
    finally:
        engine.dispose()
    return ddl, [tuple(v) for v in versions], set(done.stdout.split())


@pytest.mark.slow
def test_a_first_start_on_sqlite_makes_what_the_migrations_make_without_alembic(
    tmp_path: Path,
) -> None:
    """The first start runs the statements of head_schema.json, not the migrations: the
    database is the same, statement for statement, with the same version."""
    first = tmp_path / "first.sqlite3"
    quick = _made_by(
        "import sys\n"
        "from demloc.store.database import open_database\n"
        f"open_database({str(first)!r})\n"
        "print(' '.join(sys.modules))\n",
        first,
    )
    migrated = tmp_path / "migrated.sqlite3"
    slow = _made_by(
        "from alembic import command\n"
        "from sqlalchemy import create_engine\n"
        "from demloc.store.migrate import alembic_config\n"
        "from demloc.store.transactions import take_control_of_transactions\n"
        f"engine = create_engine('sqlite:///{migrated}')\n"
        "take_control_of_transactions(engine)\n"
        "with engine.begin() as connection:\n"
        "    command.upgrade(alembic_config(connection), 'head')\n",
        migrated,
    )
    assert "alembic" not in quick[2] and "demloc.store.database" in quick[2]
    assert quick[:2] == slow[:2]
    assert quick[1] == [(integrity.head()[0],)]


def test_a_start_on_a_database_up_to_date_imports_no_alembic(tmp_path: Path) -> None:
    path = tmp_path / "ready.sqlite3"
    open_database(str(path)).kw["bind"].dispose()  # the first start: migrations run
    script = (
        "import sys\n"
        "from demloc.store.database import open_database\n"
        f"open_database({str(path)!r})\n"
        "print('alembic' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=120)  # fmt: skip
    assert done.stdout.strip() == "False"


def test_an_older_version_still_runs_its_migrations() -> None:
    older = migrate.expected_schema("0007")
    assert older == migrate.migrated("0007")[0]
    assert "city_task" not in older and "city_task" in integrity.head()[1]
