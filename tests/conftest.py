"""Shared fixtures. Qt runs offscreen in every test (no screen needed)."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog, load_catalog
from demloc.paths import builtin_sets_dir

DATA = Path(__file__).parent / "data"
# Every wait of a test is for something that happens: its time-out is a bound for a hang
# only, never part of what a test proves (none waits for a time-out). One event-loop
# turn can take seconds on a loaded machine (a 5 s wait failed there, issue 28), so no
# qtbot wait gives up before this, whatever time-out a test gave; it ends as soon as
# what it waits for is there.
LOADED_MS = 60_000


def _patient(wait: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(wait)
    def patient(self: QtBot, *args: Any, timeout: int = LOADED_MS, **kwargs: Any) -> Any:
        if timeout and timeout > 0:  # 0 or less: no time-out at all, kept
            timeout = max(timeout, LOADED_MS)
        return wait(self, *args, timeout=timeout, **kwargs)

    return patient


for _name in ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive",
              "waitCallback"):  # fmt: skip
    setattr(QtBot, _name, _patient(getattr(QtBot, _name)))

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


# A property test that draws this many examples or more (hypothesis's default is 100)
# is a `fuzz` test: CI runs it, the quick lane leaves it out (issue 28, pyproject.toml).
MANY_EXAMPLES = 100


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark `fuzz` every hypothesis test of MANY_EXAMPLES examples or more."""
    from hypothesis import settings

    for item in items:
        test = getattr(item, "obj", None)
        if not getattr(test, "is_hypothesis_test", False):
            continue
        chosen = getattr(test, "_hypothesis_internal_use_settings", None) or settings()
        if chosen.max_examples >= MANY_EXAMPLES:
            item.add_marker(pytest.mark.fuzz)
