from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from demloc.catalog.catalog import Catalog
from demloc.ui.context import AppContext


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def context(catalog: Catalog, tmp_path: Path) -> AppContext:
    return AppContext(catalog, None, "sqlite:///test.sqlite3", "The Red Lantern", str(tmp_path))
