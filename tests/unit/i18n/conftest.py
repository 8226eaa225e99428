"""The main window for the language checks: on a fresh database holding the starter
guild, so every view opens with its data."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.store.database import open_database
from demloc.store.starter import load_starter_content
from demloc.ui.context import AppContext
from support.plurals import install_english_plurals


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    made = open_database(str(tmp_path / "guilds.sqlite3"))
    with made.begin() as session:
        load_starter_content(session, catalog)
    return made


@pytest.fixture
def context(catalog: Catalog, sessions: sessionmaker[Session], tmp_path: Path) -> AppContext:
    return AppContext(
        catalog, sessions, "test", None, str(tmp_path), autosave_path=tmp_path / "board.json"
    )


@pytest.fixture(scope="session", autouse=True)
def _english_plurals(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> None:
    """The English plural forms under every language, as the app installs them."""
    install_english_plurals(qapp, tmp_path_factory.mktemp("plurals"))
