"""Shared fixtures. Qt runs offscreen in every test (no screen needed)."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from pathlib import Path

import pytest

from demloc.catalog.catalog import Catalog, load_catalog
from demloc.paths import builtin_sets_dir

DATA = Path(__file__).parent / "data"

# Test modules that read the player's data files when imported (CITY = load_city()) run
# before any fixture: the real user's folders are out of reach from the start (a
# player's own city.toml replaces the app's, R-161). Each test gets its own below.
_AT_IMPORT = Path(tempfile.mkdtemp(prefix="demloc-test-home-"))
atexit.register(shutil.rmtree, _AT_IMPORT, ignore_errors=True)
for _name in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.environ[_name] = str(_AT_IMPORT / _name.lower())


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
