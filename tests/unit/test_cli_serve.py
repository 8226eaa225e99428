"""`demloc serve` (issue 30) as a player starts it: what it prints for a set-up whose
mission is not chosen yet."""

from __future__ import annotations

from pathlib import Path

import pytest

from support.mission_cli import LANTERN, OWLS_FILE, SEED
from support.table_net import Served, demloc


@pytest.mark.slow
def test_serve_names_a_set_up_with_no_mission_chosen_yet(tmp_path: Path) -> None:
    db = tmp_path / "table.sqlite3"
    demloc(db, "guild", "starter")
    demloc(db, "guild", "import", str(OWLS_FILE))
    demloc(db, "mission", "new", LANTERN, "The Grey Owls", "--standard", "--seed", str(SEED))
    served = Served(db, tmp_path)
    try:
        served.start()
    finally:
        served.kill()
    first = (tmp_path / "serve-1.out").read_text(encoding="utf-8").splitlines()[0]
    assert first == f"Serving mission 1 (no mission chosen yet, setup) at {served.url}"
