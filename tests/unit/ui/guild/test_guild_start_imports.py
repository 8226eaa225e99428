"""The Guild view's first paint imports only what it needs (issue 16): the missions,
the resolution's screens, the city, the rows' history and the guild files come when an
action, a file or a report asks for them. A new interpreter, so that nothing this test
session imported counts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

# Each a module whose import, with what it brings, cost start-up tens of milliseconds.
LATER = (
    "demloc.store.city",
    "demloc.store.city_spots",
    "demloc.store.missions",
    "demloc.store.changes",
    "demloc.store.guild_file_check",
    "demloc.store.guild_import",
    "demloc.ui.resolution",
    "demloc.missions.play",
    # pydantic is not among them since issue 28: guild.toml, which the Guild view needs,
    # is read as every data file is (demloc.datafile, a pydantic model): about 100 ms of
    # CPU once the data opens, never before the window's first paint (test_app_start.py).
)

SCRIPT = f"""
import sys, tempfile
from pathlib import Path
from demloc.catalog.catalog import load_catalog
from demloc.guild.rules import guild_rules
from demloc.paths import builtin_sets_dir
from demloc.store.database import open_database
from demloc.store.starter import load_starter_content
from demloc.ui.application import qt_application, quiet_qt

quiet_qt()
qt_application()
catalog = load_catalog([builtin_sets_dir()])
sessions = open_database(str(Path(tempfile.mkdtemp()) / "first.sqlite3"))
with sessions.begin() as session:
    assert load_starter_content(session, catalog)  # a first start: 4 purchases
from demloc.ui.guild import GuildView

view = GuildView(sessions, catalog, guild_rules())
view.resize(1024, 700)
view.grab()
view.tabs.setCurrentWidget(view.dormitory)  # shown as a player shows it (R-212)
assert view.guild_name and view.dormitory.members.rowCount() == 4
print(" ".join(m for m in {LATER!r} if m in sys.modules))
"""


def test_a_first_start_paints_the_guild_without_the_missions_nor_the_city(
    tmp_path: Path,
) -> None:
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == []
