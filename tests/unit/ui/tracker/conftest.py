"""The tracker on a fresh database with the starter guild and a second guild (the
set-up's tests' database), the main window on its Mission area."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog

sys.path.insert(0, str(Path(__file__).parents[2] / "store"))
sys.path.insert(0, str(Path(__file__).parents[1] / "mission"))
from test_mission_setup import make_database


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    return make_database(tmp_path / "tracker.sqlite3", catalog)


@pytest.fixture
def four_guilds(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    """The set-up's four guilds (tests/unit/ui/mission/conftest.py `make_four_guilds`)."""
    import importlib.util

    path = Path(__file__).parents[1] / "mission" / "conftest.py"
    loaded = importlib.util.spec_from_file_location("mission_conftest", path)
    assert loaded is not None and loaded.loader is not None
    module = importlib.util.module_from_spec(loaded)
    loaded.loader.exec_module(module)
    made: sessionmaker[Session] = module.make_four_guilds(tmp_path / "four.sqlite3", catalog)
    return made
