"""Screenshots of every phase of a 4-player standard mission (Four Banners), in the main
window at 1024x700 and at 1920x1080, to look at (issue 11):

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/unit/ui/mission/shots.py /tmp/shots11

Writes `<phase>-<W>x<H>.png`, and `<phase>-table-<W>x<H>.png` when the app has a table
mode (large text); prints each file written."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HOME = tempfile.mkdtemp(prefix="demloc-shots-")  # never the real user's data or settings
for variable in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.environ[variable] = str(Path(HOME) / variable.lower())
HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[2])]

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from demloc.catalog.catalog import load_catalog  # noqa: E402
from demloc.missions.setup import Phase  # noqa: E402
from demloc.paths import builtin_sets_dir  # noqa: E402
from demloc.ui.application import qt_application, quiet_qt  # noqa: E402
from demloc.ui.context import AppContext  # noqa: E402
from demloc.ui.main_window import MainWindow  # noqa: E402
from demloc.ui.mission import MissionView  # noqa: E402

SIZES = ((1024, 700), (1920, 1080))


def main(out: Path) -> int:
    from driver import drive, press

    from conftest import make_four_guilds  # tests/unit/ui/mission/conftest.py

    quiet_qt()
    qt_application()
    out.mkdir(parents=True, exist_ok=True)
    catalog = load_catalog([builtin_sets_dir()])
    with tempfile.TemporaryDirectory() as scratch:
        sessions = make_four_guilds(Path(scratch) / "four.sqlite3", catalog)
        settings = QSettings(str(Path(scratch) / "shots.ini"), QSettings.Format.IniFormat)
        context = AppContext(catalog, sessions, "shots", None, scratch)
        window = MainWindow(context, settings)
        window.show_view("mission")
        view = window.views["mission"]
        # The Mission area holds the set-up and the tracker (issue 12).
        view = getattr(view, "setup", view)
        assert isinstance(view, MissionView)
        window.resize(*SIZES[0])
        window.show()

        def shoot(phase: str) -> None:
            for width, height in SIZES:
                window.resize(width, height)
                for _ in range(3):
                    QApplication.processEvents()
                path = out / f"{phase}-{width}x{height}.png"
                window.grab().save(str(path))
                print(path)
            window.resize(*SIZES[0])
            QApplication.processEvents()

        drive(view, "four-banners", "standard", shoot)
        # A second set-up: the mercenary two guilds hold, wanted by both (5.1.1).
        press(view, "new-setup")
        drive(view, "four-banners", "standard", stop=Phase.CHARACTERS)
        keys = {p.name: p.key for p in view.state.players}
        for guild in ("The Red Lantern", "The Grey Hands"):
            press(view, f"pick-{keys[guild]}-rog1-corvin-ashby")
        shoot("characters-contest")
        press(view, "settle-rog1-corvin-ashby")
        shoot("characters-settled")
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots11")))
