"""Guild database speed (issue 6): open the app on a database with 4 guilds and 500
cards; load the dormitory; an export and import round trip.

Run: .venv/bin/python benchmarks/bench_guild.py
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings

from demloc.catalog.catalog import load_catalog
from demloc.guild.rules import load_guild_rules
from demloc.paths import builtin_sets_dir, resources_dir
from demloc.store import guilds as g
from demloc.store.database import open_database
from demloc.store.exchange import apply_import, export_guild, plan_import
from demloc.store.starter import load_starter_content
from demloc.ui.application import build_context, qt_application, quiet_qt
from demloc.ui.guild import GuildView
from demloc.ui.main_window import MainWindow


def custom_set(count: int) -> str:
    head = (
        '[set]\nid = "bench"\nname = "Bench"\nbox = "Bench"\n'
        'redeem_code = "BENCH-1"\nprovisional = true\n'
    )
    weapon = (
        '[[weapon]]\nid = "bench-{n}"\nname = "Blade {n}"\ncount = 1\ntype = "sword"\n'
        'characteristic = "normal"\ngrip = "one-handed"\ndamage = 2\n'
    )
    return head + "".join(weapon.format(n=n) for n in range(count))


def ms(times: list[float]) -> str:
    return f"median {statistics.median(times) * 1000:8.1f} ms, worst {max(times) * 1000:8.1f} ms"


def main() -> None:
    quiet_qt()
    qt_application()
    catalog = load_catalog([builtin_sets_dir()])
    rules = load_guild_rules(resources_dir() / "guild.toml")
    with tempfile.TemporaryDirectory() as folder:
        db = str(Path(folder) / "bench.sqlite3")
        sessions = open_database(db)
        with sessions.begin() as session:
            load_starter_content(session, catalog)
            lantern = g.find_guild(session, "The Red Lantern")
            g.add_custom_card(
                session, lantern.account, custom_set(500 - len(catalog.cards)), catalog
            )
            for name, colour in (
                ("Blue Hands", "blue"),
                ("Yellow Eyes", "yellow"),
                ("Green Knots", "green"),
            ):
                g.create_guild(session, lantern.account, name, colour, rules)
        opens = []
        for _ in range(5):
            start = time.perf_counter()
            context = build_context(db)
            window = MainWindow(
                context, QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
            )
            opens.append(time.perf_counter() - start)
            window.close()
        print(f"open the app (4 guilds, 500 cards): {ms(opens)}")
        view = GuildView(sessions, catalog, rules)
        loads = []
        for _ in range(10):
            start = time.perf_counter()
            view.refresh()
            loads.append(time.perf_counter() - start)
        print(f"load the guild screens (dormitory and all tabs): {ms(loads)}")
        trips = []
        for _ in range(10):
            start = time.perf_counter()
            with sessions.begin() as session:
                data = export_guild(session, g.find_guild(session, "The Red Lantern"))
                apply_import(session, plan_import(session, data, catalog, rules))
            trips.append(time.perf_counter() - start)
        print(f"export and import round trip: {ms(trips)}")


if __name__ == "__main__":
    main()
