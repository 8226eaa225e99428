"""The starter content (Guild Master's The Red Lantern, the Rise of Guilds box redeemed:
store/starter.py) for a test's database: no command makes it on an empty database any
more, only `demloc guild starter` when asked (R-219). One helper, for every test that
plays the command line on it (a child process: `demloc guild starter` itself)."""

from __future__ import annotations

from pathlib import Path

from demloc.catalog.catalog import load_catalog
from demloc.paths import builtin_sets_dir
from demloc.store.database import open_database
from demloc.store.starter import load_starter_content


def starter(db: Path | str) -> None:
    """What `demloc guild starter` makes, in the empty database `db` (made if missing)."""
    sessions = open_database(str(db))
    try:
        with sessions.begin() as session:
            assert load_starter_content(session, load_catalog([builtin_sets_dir()]))
    finally:
        sessions.kw["bind"].dispose()
