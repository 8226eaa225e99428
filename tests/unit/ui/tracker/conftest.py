"""The tracker on a fresh database with the starter guild and a second guild (the
set-up's tests' database, copied from the session's: support/templates.py), the main
window on its Mission area."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from support.templates import copied

sys.path.insert(0, str(Path(__file__).parents[2] / "store"))
sys.path.insert(0, str(Path(__file__).parents[1] / "mission"))
from test_mission_setup import make_database


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    return copied(
        "two-guilds", lambda path: make_database(path, catalog), tmp_path / "tracker.sqlite3"
    )


@pytest.fixture
def four_guilds(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    """The set-up's four guilds (tests/unit/ui/mission/conftest.py `make_four_guilds`)."""

    def build(path: Path) -> sessionmaker[Session]:
        import importlib.util

        conftest = Path(__file__).parents[1] / "mission" / "conftest.py"
        loaded = importlib.util.spec_from_file_location("mission_conftest", conftest)
        assert loaded is not None and loaded.loader is not None
        module = importlib.util.module_from_spec(loaded)
        loaded.loader.exec_module(module)
        made: sessionmaker[Session] = module.make_four_guilds(path, catalog)
        return made

    return copied("four-guilds", build, tmp_path / "four.sqlite3")
