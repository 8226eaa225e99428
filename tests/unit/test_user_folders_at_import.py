"""Some test modules read the player's data files when they are imported (for example
`CITY = load_city()` in tests/unit/ui/city/test_city_map_marks.py), before any fixture
keeps the tests away from the real user's folders. Since a player's own city.toml in the
data folder replaces the app's (review of issue 27 item 9, RULINGS.md R-161), a
developer's own copy changed what those tests read: the folders are isolated from the
start of the run."""

from __future__ import annotations

import tempfile
from pathlib import Path

from demloc.paths import user_data_dir

AT_IMPORT = user_data_dir()


def test_the_user_folders_are_isolated_while_the_tests_are_imported() -> None:
    assert AT_IMPORT.is_relative_to(Path(tempfile.gettempdir()).resolve()), AT_IMPORT
