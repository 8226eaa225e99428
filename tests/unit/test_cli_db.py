"""`demloc db check` (issue 28): every stored value checked by a command, in a new
process as a player runs it: opening the database checks every value but the mission
logs', which this command checks too."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from demloc.store.database import open_database
from demloc.store.schema import Account, Guild


def _demloc(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "demloc", *args], capture_output=True,
                          text=True, env=dict(os.environ), timeout=120, check=False)  # fmt: skip


def test_db_check_passes_a_clean_database_and_names_a_damaged_one(tmp_path: Path) -> None:
    path = tmp_path / "campaign.sqlite3"
    done = _demloc("--db", str(path), "db", "check")  # a mistyped path: no new file
    assert (done.returncode, done.stdout) == (1, "") and not path.exists()
    assert done.stderr == f"demloc db: no database file at {path}; nothing was made\n"
    sessions = open_database(str(path))
    with sessions.begin() as session:
        session.add(Guild(name="Ashen Hand", colour="red", account=Account(name="Player")))
    sessions.kw["bind"].dispose()

    done = _demloc("--db", str(path), "db", "check")
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == f"{path}: every stored value is one its column holds\n"

    with sqlite3.connect(path) as db:  # written outside DemLoc
        db.execute("UPDATE guild SET feods = x'00ff'")
        db.execute("UPDATE account SET name = CAST(x'41ff' AS TEXT)")
    db.close()
    before = path.read_bytes()
    done = _demloc("--db", str(path), "db", "check")
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith(f"demloc db: {path} cannot be opened as a DemLoc database: ")
    assert "holds values DemLoc did not write: " in done.stderr
    for named in (
        "table account, row 1: name is not valid UTF-8 text",
        "table guild, row 1: feods is not a whole number (a blob value of 2 bytes)",
    ):
        assert named in done.stderr, named
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1
    assert path.read_bytes() == before
