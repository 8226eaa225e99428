"""Tracker mode, the table's word (6.4.2): a barrel or fence destroyed at the table
(7.3.2.2, R-75) by "Element destroyed…" and a tap on it, and bleeding or poison given
in an enemy's go counted as his, so a death by them is his kill (R-74, R-77)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from table import key, refusal, state, tap
from test_assisted_actions import CLOSE, OPEN, count, last, spec, tap_square, to_brawl, tracker

from demloc.missions.play import Phase
from demloc.ui.tracker import TrackerView


def red_brawls(view: TrackerView) -> None:
    to_brawl(view)
    if state(view).current != "red":
        key(view, "P")
    assert state(view).phase is Phase.BRAWL and state(view).current == "red"


def test_7_3_2_2_an_element_destroyed_at_the_table_leaves_and_counts(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, CLOSE, spec(), spec())
    button = view.actions_panel.element_button
    assert not button.isVisible()  # the strategic phase: no destroying (7.3.2.2)
    red_brawls(view)
    assert button.isVisible() and button.height() >= 40
    tap(view, "element-destroyed")
    assert "Tap the barrel" in button.text()
    tap_square(view, "B2")
    assert last(view) == {"kind": "element_destroyed", "at": "B2"}
    assert not state(view).board_map.elements
    assert ("red", "barrel") in state(view).destroyed
    assert not button.isChecked() and button.text() == "Element destroyed…"
    key(view, "Ctrl+Z")  # undoable like every action
    assert state(view).board_map.elements


def test_7_3_2_2_an_element_destroyed_where_none_stands_is_refused(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, CLOSE, spec(), spec())
    red_brawls(view)
    before = count(view)
    tap(view, "element-destroyed")
    tap_square(view, "C1")
    assert "7.3.2.2" in refusal(view)
    assert count(view) == before and state(view).board_map.elements


def test_r_77_bleeding_given_in_an_enemys_go_is_his(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, OPEN, spec(), spec())
    assert state(view).current == "red"
    view.select("E")  # blue's
    for name in ("bleeding+1", "poison+1"):
        tap(view, name)
        assert last(view)["player"] == "red"
    tap(view, "bleeding-1")
    assert "player" not in last(view)  # taking one off names no one
    view.select("A")  # red's own: given by no enemy
    tap(view, "bleeding+1")
    assert "player" not in last(view)


def test_r_74_a_death_by_bleeding_given_in_an_enemys_go_is_his_kill(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    # His last heart left and his armour broken: the next hit kills (7.3.2.2).
    view = tracker(qtbot, sessions, OPEN, spec(), spec(hearts=2, armour_tokens=3))
    view.select("E")
    tap(view, "bleeding+1")
    tap(view, "bleeding+1")
    while state(view).phase is not Phase.TURN_OVER:
        key(view, "P")
    key(view, "T")  # bleeding hits at the start of the turn (8.1)
    assert state(view).fighters["E"].dead
    assert state(view).player("red").killed("mercenary") == 1
    assert dict(state(view).killed_by) == {"E": "red"}
