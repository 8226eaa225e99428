"""The pseudo-language run through a mission's set-up (issue 32, R-226): each phase's
screen of the Mission view (players to start game) driven as the table does, its texts
translated and none cut off at 1024x700. The tracker's own texts are i18n-play's."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from screens import problems

from demloc.catalog.catalog import Catalog
from demloc.missions.setup import Phase
from demloc.store.guilds import all_guilds

sys.path.insert(0, str(Path(__file__).parents[1] / "ui" / "mission"))
sys.path.insert(0, str(Path(__file__).parents[1] / "store"))
from driver import drive, window_on
from test_mission_setup import make_database

pytestmark = pytest.mark.slow


def test_every_phase_of_a_set_up_is_translated_and_nothing_is_cut_off(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, data_texts: frozenset[str], pseudo: None
) -> None:
    sessions = make_database(tmp_path / "mission.sqlite3", catalog)
    with sessions() as session:  # the guilds' and their accounts' names are data
        guilds = all_guilds(session)
        names = {g.name for g in guilds} | {g.account.name for g in guilds}
    data = data_texts | names
    window, view = window_on(qtbot, sessions, catalog, tmp_path)
    found: dict[str, list[str]] = {}

    def shoot(phase: str) -> None:
        found[phase] = problems(view, data)
        if window.width() > 1024:
            found[phase].append(f"the window needs {window.width()} px")

    # To the deployment (the driver reads the English of "Start game" past it).
    drive(view, "retrieve-the-relic", "standard", shoot, stop=Phase.DEPLOYMENT)
    shoot("deployment")
    assert len(found) >= 8  # every phase was seen
    wrong = [f"[{phase}] {p}" for phase, said in found.items() for p in said]
    assert not wrong, "\n".join(wrong)
