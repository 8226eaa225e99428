"""Shared fixtures. Qt runs offscreen in every test (no screen needed)."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from pathlib import Path

import pytest

from demloc.catalog.catalog import Catalog, load_catalog
from demloc.paths import builtin_sets_dir

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    """The built-in starter catalog (resources/sets)."""
    loaded = load_catalog([builtin_sets_dir()])
    assert not loaded.skipped, [str(e) for e in loaded.skipped]
    return loaded


@pytest.fixture(autouse=True)
def _isolated_user_dirs(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keep every test away from the real user's data, logs and settings."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "state"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
