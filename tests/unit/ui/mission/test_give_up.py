"""A mission given up ends its set-up with it (issue 26, item 3; rulebook 6.4, 7.3.2.3;
RULINGS.md R-131): after "Give up this mission" the Mission view begins a new set-up,
and the given-up one (its raffle, its deployment) is never offered again, neither by
"Play the mission" nor after a restart; the store refuses to play it or to change it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.missions.log import SetupLog
from demloc.missions.play import Context, begin
from demloc.missions.setup import Phase
from demloc.missions.start import start_game
from demloc.store import missions as setup_store
from demloc.store import play as play_store
from demloc.store.errors import StoreError
from demloc.store.schema_missions import MissionSetup

sys.path.insert(0, str(Path(__file__).parents[3]))
from support import resolution_table as rt

MISSION = "blood-in-the-gutters"


def test_a_given_up_mission_closes_its_set_up_for_good_R131(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    tracker = rt.play_from_setup(area, MISSION, "standard")
    given_up = area.setup.controller.setup_id
    log = area.setup.controller.log
    rt.tap(tracker, "abandon")  # the question is answered Yes (tests/unit/ui/conftest.py)
    assert area.currentWidget() is area.setup
    # Before the fix: the Ready screen of the same set-up, "Play the mission" offered.
    assert area.setup.controller.setup_id != given_up
    assert area.setup.state.phase is Phase.PLAYERS
    assert "play-mission" not in [b.objectName() for b in rt.buttons(area.setup)]
    with sessions() as session:
        setup = session.get(MissionSetup, given_up)
        assert setup is not None and setup.status == "abandoned"
    # A restart resumes the new set-up, never the given-up one.
    window.close()
    again = rt.area_of(rt.window(qtbot, sessions, catalog, tmp_path / "again"))
    assert again.currentWidget() is again.setup
    assert again.setup.controller.setup_id != given_up
    assert again.setup.state.phase is Phase.PLAYERS
    # The store plays it never again, nor takes a step of it (another window's).
    ctx = area.setup.controller.ctx
    mission = begin(start_game(log.state, ctx), Context(ctx.tiles, ctx.catalog, ctx.dice), 1)
    with sessions.begin() as session, pytest.raises(StoreError, match="given up"):
        play_store.begin_play(session, mission, setup_id=given_up, charged=True)
    with sessions.begin() as session:
        setup = session.get(MissionSetup, given_up)
        assert setup is not None
        with pytest.raises(setup_store.SetupStoreError, match="given up"):
            setup_store.undo(session, setup, SetupLog(ctx, setup.seed))


def test_a_step_in_a_window_whose_set_up_was_closed_is_refused_and_it_follows_R131(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    """Two windows at one table: the first begins a new set-up (the old one is left);
    the second, still on the old one, has its next step refused by name and then shows
    the set-up the database offers."""
    first = rt.area_of(rt.window(qtbot, sessions, catalog, tmp_path)).setup
    second = rt.area_of(rt.window(qtbot, sessions, catalog, tmp_path / "second")).setup
    old = second.controller.setup_id
    assert first.controller.setup_id == old
    first.controller.new_setup()
    assert not second.controller.do({"action": "choose_mission", "mission": MISSION})
    assert "given up (or left for a new one)" in second.controller.error
    assert second.controller.setup_id == first.controller.setup_id != old


def test_a_set_up_whose_results_are_written_is_never_offered_again_R133(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The table writes the results, then closes the app (or it is killed) before
    "New mission": the restart shows a new set-up, never "Play the mission" of the one
    just played (before: its Ready screen, and a second play of the same draw began)."""
    monkeypatch.setattr("demloc.ui.resolution.view.ask_to_write", lambda *_a: True)
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    tracker = rt.play_from_setup(area, MISSION, "standard")
    played = area.setup.controller.setup_id
    log = area.setup.controller.log
    rt.key(tracker, "T")
    rt.end_by(tracker, "surrender", area.setup.state.players[-1].colour)
    view = rt.results(tracker, area)
    rt.walk(view)
    rt.press(view, "write-results")
    assert view.controller.written
    window.close()  # no "New mission", no "Back to the guilds"
    again = rt.area_of(rt.window(qtbot, sessions, catalog, tmp_path / "again"))
    assert again.currentWidget() is again.setup
    assert again.setup.controller.setup_id != played
    assert again.setup.state.phase is Phase.PLAYERS
    assert "play-mission" not in [b.objectName() for b in rt.buttons(again.setup)]
    # The store begins it never again, nor takes a step of it (a window left on it).
    ctx = area.setup.controller.ctx
    mission = begin(start_game(log.state, ctx), Context(ctx.tiles, ctx.catalog, ctx.dice), 1)
    with sessions.begin() as session, pytest.raises(StoreError, match="played already"):
        play_store.begin_play(session, mission, setup_id=played, charged=True)
    with sessions.begin() as session:
        setup = session.get(MissionSetup, played)
        assert setup is not None
        with pytest.raises(setup_store.SetupStoreError, match="played already"):
            setup_store.undo(session, setup, SetupLog(ctx, setup.seed))
