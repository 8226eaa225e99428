"""The language checks' fixtures: the main window's data (a fresh database holding the
starter guild, so every view opens with its data), the English plural forms, the
pseudo-language and the data's strings (R-223, R-226)."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication
from screens import QT_OWN, SPLIT
from sqlalchemy.orm import Session, sessionmaker
from tsfiles import lrelease, lupdate, pseudo_ts

from demloc.catalog.cards import CardKind
from demloc.catalog.catalog import Catalog
from demloc.paths import resources_dir
from demloc.render.style import GUILD_COLOURS
from demloc.store.database import open_database
from demloc.store.starter import STARTER_GUILD, load_starter_content
from demloc.ui.context import AppContext
from demloc.ui.main_window import APP_TITLE
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


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


@pytest.fixture(scope="session")
def data_texts() -> frozenset[str]:
    """Every string of the game's data files (R-223: shown as it comes)."""
    found: set[str] = set()
    for path in resources_dir().rglob("*.toml"):
        for text in _strings(tomllib.loads(path.read_text(encoding="utf-8"))):
            found.update(part.strip() for part in [text, *SPLIT.split(text)] if part.strip())
    found.add(STARTER_GUILD)  # the guild the first start makes (store/starter.py)
    found.update(GUILD_COLOURS)  # a guild's colour, by its name
    found.update(c.capitalize() for c in GUILD_COLOURS)  # as a button says it ("Red")
    found.update(k for kind in CardKind for k in (kind.label, kind.label.lower()))  # its kind
    found.add(APP_TITLE)  # the product's name
    found.update(p.name for p in resources_dir().rglob("*.json"))  # a map's file, by name
    return frozenset(found | QT_OWN)


@pytest.fixture(scope="session")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("pseudo")
    ts = folder / "demloc_pseudo.ts"
    lupdate(ts)
    pseudo_ts(ts)
    lrelease(ts, folder / "demloc_pseudo.qm")
    return folder / "demloc_pseudo.qm"


@pytest.fixture
def pseudo(pseudo_qm: Path) -> Iterator[None]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translator = QTranslator()
    assert translator.load(str(pseudo_qm))
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)
