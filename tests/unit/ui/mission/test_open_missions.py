"""Several missions open in one database (RULINGS.md R-181, R-183; issue 29): the
Mission view shows the newest set-up and its "Start a new set-up" gives up that one
only, never another table's; a tracker window left behind has its tap refused and
shows the mission as it is, and the mission in play stays the other window's."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from test_mission_setup import make_context

from demloc.catalog.catalog import Catalog
from demloc.table import Stage, Table
from support import resolution_table as rt


def test_a_new_set_up_in_the_app_leaves_another_tables_set_up_open_R181(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    other = Table(sessions, make_context(catalog))
    theirs = other.new(["The Red Lantern", "The Pale Masks"], seed=1)  # a club's table
    area = rt.area_of(rt.window(qtbot, sessions, catalog, tmp_path))
    shown = area.setup.controller.setup_id
    assert shown == theirs.id  # the newest open one
    ours = other.new(seed=2)
    area.setup.controller.new_setup()  # the one it shows is given up, only that one
    assert other.show(theirs.id).stage is Stage.GIVEN_UP
    assert other.show(ours.id).stage is Stage.SETUP
    assert area.setup.controller.setup_id not in (theirs.id, ours.id)
    assert [m.id for m in other.open_missions()] == [ours.id, area.setup.controller.setup_id]


def test_a_tracker_window_left_behind_is_refused_R183(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    first = rt.area_of(rt.window(qtbot, sessions, catalog, tmp_path))
    tracker = rt.play_from_setup(first, "first-blood", "training")
    second = rt.area_of(rt.window(qtbot, sessions, catalog, tmp_path / "second"))
    assert second.play.mission is not None and second.play.key == first.play.key
    assert tracker.controller is first.play
    assert first.play.do({"kind": "new_turn"})  # the first window plays on
    assert not second.play.do({"kind": "new_turn"})  # made on the revision it showed
    assert "moved: it is at revision" in second.play.error
    assert second.play.state.turn == 1  # shown now as it is
    assert first.play.redo_count == 0 and first.play.mission is not None
    assert first.play.mission.cursor == 1  # one new turn, not two
