"""The resolution screens on a fresh database with the starter guild and a second guild
(the set-up's tests' database), the main window on its Mission area. The question
before writing the results is answered Yes unless a test says."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from support.templates import copied

sys.path.insert(0, str(Path(__file__).parents[2] / "store"))
sys.path.insert(0, str(Path(__file__).parents[1] / "mission"))
sys.path.insert(0, str(Path(__file__).parents[1] / "tracker"))
from test_mission_setup import make_database

from demloc.ui.resolution import view as resolution_view

ASK_TO_WRITE = resolution_view.ask_to_write  # the real question, for the test that asks it


@pytest.fixture(autouse=True)
def _write_without_asking(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("demloc.ui.resolution.view.ask_to_write", lambda *_: True)


@pytest.fixture
def real_question() -> Callable[..., bool]:
    """The question before writing as the app asks it (the autouse fixture answers it)."""
    return ASK_TO_WRITE


@pytest.fixture
def other_computer(catalog: Catalog) -> Callable[[Path], sessionmaker[Session]]:
    """Another computer's database (`make_database`) at a path: for a guest's file."""
    return lambda path: make_database(path, catalog)


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    return copied(
        "two-guilds", lambda path: make_database(path, catalog), tmp_path / "resolution.sqlite3"
    )
