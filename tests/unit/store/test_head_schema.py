"""A start on a database up to date reads the newest schema from
`store/head_schema.json` instead of importing Alembic and running every migration
(issue 16). The file must be what the migrations make; after a new migration, write it
again with `python -m demloc.store.integrity` (the message below says so)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from alembic.script import ScriptDirectory

from demloc.store import integrity
from demloc.store.database import MIGRATIONS, open_database

AGAIN = "write it again: .venv/bin/python -m demloc.store.integrity"


def test_the_head_schema_file_is_what_the_migrations_make() -> None:
    revision, schema = integrity.head()
    assert revision == ScriptDirectory(str(MIGRATIONS)).get_current_head(), AGAIN
    assert schema == integrity.migrated_schema(revision), AGAIN


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
    older = integrity.expected_schema("0007")
    assert older == integrity.migrated_schema("0007")
    assert "city_task" not in older and "city_task" in integrity.head()[1]
