"""benchmarks/campaign.py makes the campaign database the issue 31 benchmark runs on: a
small one has what it was asked for, passes `demloc db check`, every guild in it is one
an export and import accepts (its rules, its ledger's totals), and the same seed makes
the same database."""

from __future__ import annotations

import importlib.util
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from sqlalchemy import select

from demloc.catalog.catalog import load_catalog
from demloc.guild.rules import load_guild_rules
from demloc.missions.resolution.model import Resolution
from demloc.paths import builtin_sets_dir, resources_dir
from demloc.store import guilds as g
from demloc.store.database import open_database
from demloc.store.guild_file import export_guild
from demloc.store.guild_file_check import check_guild_data
from demloc.store.row_history import change_of
from demloc.store.schema import RowChange

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _campaign() -> ModuleType:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        spec = importlib.util.spec_from_file_location("campaign", BENCHMARKS / "campaign.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["campaign"] = module  # its dataclasses look their module up
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BENCHMARKS))
    return module


def _count(db: sqlite3.Connection, sql: str) -> list[tuple[object, ...]]:
    return list(db.execute(sql))


def test_a_small_campaign_has_its_rows_and_passes_the_checks(tmp_path: Path) -> None:
    campaign = _campaign()
    path = tmp_path / "campaign.sqlite3"
    campaign.make_campaign(path, ledger_lines=300, missions=5, custom_cards=10, seed=3)
    with sqlite3.connect(path) as db:
        lines = _count(db, "SELECT g.name, count(*) FROM ledger_entry l JOIN guild g "
                           "ON g.id = l.guild_id GROUP BY g.name ORDER BY g.name")  # fmt: skip
        assert lines == [("Blue Hands", 300), ("Green Knots", 300), ("The Red Lantern", 300),
                         ("Yellow Eyes", 300)]  # fmt: skip
        assert _count(db, "SELECT count(DISTINCT account_id) FROM guild") == [(3,)]
        assert _count(db, "SELECT count(*) FROM custom_card") == [(10,)]
        for table in ("mission_record", "mission_play", "mission_setup", "mission_result"):
            assert _count(db, f"SELECT count(*) FROM {table}") == [(5,)], table
        assert _count(db, "SELECT count(*) FROM mission_play WHERE status != 'resolved'") == [(0,)]
        assert _count(db, "SELECT count(*) FROM mission_play_event")[0][0] >= 5 * 20
        assert _count(db, "SELECT count(*) FROM row_change") == [(100,)]
        reports = [r for (r,) in db.execute("SELECT report FROM mission_record")]
        names = [n for (n,) in db.execute("SELECT result FROM mission_record")]
        reasons = {r for (r,) in db.execute("SELECT reason FROM ledger_entry")}
        statuses = dict(_count(db, "SELECT status, count(*) FROM member GROUP BY status"))
    db.close()
    for report, result in zip(reports, names, strict=True):
        resolution = Resolution.from_text(report)  # the Resolution as results.py keeps it
        assert resolution.mode == "standard" and result.startswith(resolution.title)
        assert any(r.startswith(f"{resolution.title}: ") for r in reasons), resolution.title
    assert statuses["dead"] >= 4 and statuses.get("ready", 0) >= 1

    done = subprocess.run([sys.executable, "-m", "demloc", "--db", str(path), "db", "check"],
                          capture_output=True, text=True, env=dict(os.environ), timeout=120,
                          check=False)  # fmt: skip
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    assert done.stdout == f"{path}: every stored value is one its column holds\n"

    catalog = load_catalog([builtin_sets_dir()])
    rules = load_guild_rules(resources_dir() / "guild.toml")
    sessions = open_database(str(path))
    with sessions.begin() as session:
        for guild in g.all_guilds(session):  # the guild rules and the ledger's totals
            check_guild_data(export_guild(session, guild), catalog, rules, guild.name)
        kept = session.execute(select(RowChange.guild_id, RowChange.change)).all()
    sessions.kw["bind"].dispose()
    for guild_id, change in kept:  # each kept undo entry reads as a guild action's rows
        assert change_of(change, guild_id, "guild")

    again = tmp_path / "again.sqlite3"
    campaign.make_campaign(again, ledger_lines=300, missions=5, custom_cards=10, seed=3)
    assert _dump(again) == _dump(path)  # the same seed, the same database


def _dump(path: Path) -> list[str]:
    """The database's statements, but the marks an open writes (R-203: `db check`
    opened the first one)."""
    with sqlite3.connect(path) as db:
        found = [line for line in db.iterdump() if "'checked:" not in line]
    db.close()
    return found
