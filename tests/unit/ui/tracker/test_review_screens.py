"""The tracker's screens after issue 12's review (findings 1, 2, 5, 6, 7, 8, 14): the
possessed walked by a button (7.2.3, R-76), giving up asked first, the objective shown
and its area lit all the mission long (6.4.1, 6.4.2), a daemon replaced told on screen
(5.1.3), one whole card and the Move button at 1024x700, the selected miniature above
its neighbours, the first player's draw with its weights (7). Missions begun from a
core hand-off on a small board (tests/unit/missions/play/play_support.py) through the
tracker's own widgets, and from the set-up's screens (table.py) where the file counts."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from table import key, pass_round, refusal, state, tap

from demloc.missions.play import Phase
from demloc.ui.board.drawing import Z_MINIATURE
from demloc.ui.board.play_items import MiniatureItem
from demloc.ui.tracker import PlayController, TrackerView
from demloc.ui.tracker.view import ask_to_give_up as real_question  # before the conftest's

sys.path.insert(0, str(Path(__file__).parents[2] / "missions" / "play"))
from play_support import spec, start

# Two of red's side by side, blue's two at the far end.
ROW = """
+ + + + + + +
 A B . . E F
+ + + + + + +
 . . . . . .
+ + + + + + +
"""
ROW_PEOPLE = {
    "A": {"colour": "red", "facing": "E", "name": "Bartholomew Longname"},
    "B": {"colour": "red", "facing": "E", "name": "Cornelius Neighbour"},
    "E": {"colour": "blue", "facing": "W"},
    "F": {"colour": "blue", "facing": "W"},
}
# Room all round for a possessed walk of one square (5.6): red's A off the edges.
ROOM = """
+ + + + + + +
 . . . . E .
+ + + + + + +
 . A . . . .
+ + + + + + +
 . . . . . .
+ + + + + + +
"""

Choice = QMessageBox.StandardButton


def tracker_of(qtbot: QtBot, sessions: sessionmaker[Session], size: tuple[int, int] = (1024, 700),
               **options: Any) -> TrackerView:  # fmt: skip
    hand_off, ctx = start(**options)
    controller = PlayController(sessions, ctx)
    view = TrackerView(controller)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    assert controller.begin(hand_off, 7, ctx.pantheons)
    QApplication.processEvents()
    return view


def labels(widget: object, name: str) -> list[str]:
    assert isinstance(widget, TrackerView)
    QApplication.processEvents()
    return [w.text() for w in widget.findChildren(QLabel, name) if w.isVisible()]


# ---- 8: the selected miniature above its neighbours ------------------------------------


def test_the_selected_miniature_lies_over_its_neighbour_with_its_whole_name(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, drawing=ROW, people=ROW_PEOPLE)
    assert view.board is not None
    items = {i.character.id: i for i in view.board.scene.items() if isinstance(i, MiniatureItem)}
    left, right = items["A"], items["B"]
    assert left.zValue() == right.zValue() == Z_MINIATURE  # none selected: one level
    assert left.shown_name() != left.full_name  # elided to its square
    view.select("A")
    assert left.selected and left.shown_name() == "Bartholomew Longname"
    overlap = left.mapRectToScene(left._label_rect()).intersects(
        right.mapRectToScene(right._label_rect())
    )
    assert overlap  # the whole name reaches over the neighbour's label ...
    assert left.zValue() > right.zValue()  # ... and is painted over it
    view.select("B")  # the selection moves: the first goes back down
    assert right.zValue() > left.zValue() == Z_MINIATURE
    view.select("")
    assert left.zValue() == right.zValue() == Z_MINIATURE


# ---- 2: giving up asks first -------------------------------------------------------------


def _answering(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton,
               asked: list[tuple[Any, ...]]) -> None:  # fmt: skip
    def question(*args: Any) -> QMessageBox.StandardButton:
        asked.append(args)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    # tests/unit/ui/conftest.py answers yes for every other test: here the real question.
    monkeypatch.setattr("demloc.ui.tracker.view.ask_to_give_up", real_question)


@pytest.mark.parametrize("yes", [False, True])
def test_giving_up_a_mission_in_play_asks_first_default_no(
    yes: bool, qtbot: QtBot, sessions: sessionmaker[Session], monkeypatch: pytest.MonkeyPatch
) -> None:
    view = tracker_of(qtbot, sessions)
    key(view, "T")
    view.select("A")
    tap(view, "damage")
    done = view.controller.mission.cursor if view.controller.mission else -1
    asked: list[tuple[Any, ...]] = []
    _answering(monkeypatch, Choice.Yes if yes else Choice.No, asked)
    tap(view, "abandon")
    assert len(asked) == 1
    _parent, _title, words, buttons, default = asked[0]
    assert default == Choice.No and buttons == Choice.Yes | Choice.No
    assert "cannot be resumed" in words and "replayed" in words
    if yes:
        assert view.controller.mission is None
    else:  # No: nothing lost, nothing done
        assert view.controller.mission is not None and view.controller.mission.cursor == done
        assert view.controller.state.fighters["A"].armour_damage == 1
        assert view.abandon_button.text() == "Give up this mission"


def test_an_ended_mission_goes_on_to_its_results_asking_nothing_6_4_1(
    qtbot: QtBot, sessions: sessionmaker[Session], monkeypatch: pytest.MonkeyPatch
) -> None:
    view = tracker_of(qtbot, sessions)
    view.end_game("surrender", "red")
    assert view.controller.state.phase is Phase.ENDED
    asked: list[tuple[Any, ...]] = []
    _answering(monkeypatch, QMessageBox.StandardButton.No, asked)
    assert view.abandon_button.text() == "Results ▶"
    with qtbot.waitSignal(view.results_wanted, timeout=1000):
        tap(view, "abandon")
    # Nothing asked, nothing given up: the mission stays for its results.
    assert not asked and view.controller.mission is not None


# ---- 1: the possessed walk by a button (7.2.3, R-71, R-76) -------------------------------


def _possessed_next_turn(view: TrackerView, fighter_id: str) -> None:
    """`fighter_id` possessed by the table's word (6.4.2), the turn ended, the next one
    begun (his card drawn, R-71), and his owner's go."""
    assert view.controller.do(
        {"kind": "effect", "character": fighter_id, "effect": "possessed", "on": True}
    )
    pass_round(view)
    key(view, "T")
    owner = state(view).fighters[fighter_id].owner
    while state(view).current != owner:
        key(view, "P")


def walk_buttons(view: TrackerView) -> dict[str, QPushButton]:
    QApplication.processEvents()
    return {
        b.objectName(): b
        for b in view.notices.findChildren(QPushButton)
        if b.objectName().startswith("walk-") and b.isVisible()
    }


def test_7_2_3_the_owner_walks_his_possessed_by_the_card_then_passes(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, drawing=ROOM, fighters={"A": spec(movement=1),
                                                               "E": spec()})  # fmt: skip
    key(view, "T")
    assert not walk_buttons(view)  # nobody possessed: no walk offered
    _possessed_next_turn(view, "A")
    drawn = dict(state(view).out_of_control)["A"]
    assert drawn  # the card drawn at the turn's start (R-71)
    key(view, "P")
    assert "R-76" in refusal(view)  # not before the walk
    buttons = walk_buttons(view)
    assert set(buttons) == {"walk-A"} and buttons["walk-A"].isEnabled()
    assert buttons["walk-A"].text() == "Walk them by the card"
    card = labels(view, "walk-card-A")
    assert len(card) == 1 and f"d10 {drawn[-1]}" in card[0]  # the card he walks by
    before = state(view).board_map.character("A")
    tap(view, "walk-A")
    assert view.controller.mission is not None
    assert view.controller.mission.events[-1] == {"kind": "possessed_move", "character": "A"}
    assert not walk_buttons(view)  # walked: the card is used
    walked = labels(view, "walked-notice")
    assert len(walked) == 1 and f"(d10 {drawn[-1]}; 5.6, 7.2.3)" in walked[0]
    after = state(view).board_map.character("A")
    assert after is not None and before is not None
    assert after.at.name in walked[0]  # where he went, as the board shows it
    owner = state(view).current
    key(view, "P")
    assert not refusal(view) and state(view).current != owner  # he may pass now (R-76)
    tap(view, "undo")  # the pass undone, then the walk: the button is back
    tap(view, "undo")
    assert set(walk_buttons(view)) == {"walk-A"}


def test_7_2_3_a_walk_is_offered_in_the_owners_go_only(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions)
    key(view, "T")
    _possessed_next_turn(view, "E")  # blue's, and blue plays now
    key(view, "P")
    assert "R-76" in refusal(view)
    assert view.controller.do({"kind": "effect", "character": "A", "effect": "possessed",
                               "on": True})  # fmt: skip
    # A was possessed in this turn: no card drawn for him, no walk due (R-71, R-76).
    assert set(walk_buttons(view)) == {"walk-E"}
    tap(view, "walk-E")
    assert state(view).current == "blue" and "E" in state(view).activated
    assert len(labels(view, "walked-notice")) == 1 and not walk_buttons(view)


def test_7_2_3_the_walk_waits_for_the_owners_go(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions)
    key(view, "T")
    assert view.controller.do({"kind": "effect", "character": "E", "effect": "possessed",
                               "on": True})  # fmt: skip
    pass_round(view)
    key(view, "T")
    assert state(view).current == "red"  # the seed's draw: red first, E is blue's
    walk = walk_buttons(view)["walk-E"]
    assert not walk.isEnabled() and "In blue's go" in walk.toolTip()
    key(view, "P")
    assert state(view).current == "blue" and walk_buttons(view)["walk-E"].isEnabled()


def test_7_2_3_an_engaged_possessed_is_told_he_does_not_move(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    close = "\n+ + + + + + +\n A E . . . .\n+ + + + + + +\n . . . . . .\n+ + + + + + +\n"
    view = tracker_of(qtbot, sessions, drawing=close)
    key(view, "T")
    _possessed_next_turn(view, "A")
    tap(view, "walk-A")
    walked = labels(view, "walked-notice")
    assert len(walked) == 1 and "engaged: the out-of-control card does not move them" in walked[0]
    key(view, "P")
    assert not refusal(view)


# ---- 5: the objective shown all the mission long (6.4.1, 6.4.2) --------------------------

HOLD = {"text": "Hold the two squares of the ford.", "check": "control", "area": ["C1", "D1"],
        "turns": 2}  # fmt: skip


def lit_area(view: TrackerView) -> tuple[str, ...]:
    assert view.board is not None
    return tuple(s.name for s in view.board.area.squares)


def test_6_4_1_the_objective_and_its_area_are_shown_from_before_turn_1_to_the_end(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, objective=HOLD)
    band = labels(view, "progress")
    assert len(band) == 1 and band[0].startswith(
        "Objective (6.4.1): Hold the two squares of the ford. · "
    )
    QApplication.processEvents()
    tips = [w.toolTip() for w in view.notices.findChildren(QLabel, "progress") if w.isVisible()]
    assert tips == ["The objective's area, lit on the board: C1, D1"]
    assert view.notices.lit() == ("C1", "D1") and lit_area(view) == ("C1", "D1")
    assert view.board is not None and view.board.lit.squares == ()  # no tap to place
    key(view, "T")
    band = labels(view, "progress")
    assert len(band) == 1 and band[0].startswith("Objective (6.4.1): Hold the two squares")
    assert "controlled turns" in band[0]  # its progress after it
    assert lit_area(view) == ("C1", "D1")
    tap(view, "control-blue")
    pass_round(view)
    assert state(view).phase is Phase.TURN_OVER
    assert lit_area(view) == ("C1", "D1") and "blue 1/2" in labels(view, "progress")[0]
    view.end_game("surrender", "red")
    assert lit_area(view) == () and labels(view, "progress") == []  # the mission is over


def test_6_4_1_a_mission_with_no_area_shows_its_objective_and_lights_nothing(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions)
    key(view, "T")
    assert labels(view, "progress")[0].startswith("Objective (6.4.1): Eliminate them.")
    assert view.notices.lit() == () and lit_area(view) == ()


def test_6_4_1_a_wave_lights_its_squares_apart_from_the_area(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    from demloc.missions.start import WaveStart

    kept = {"W": spec(owner="red", base=2, name="Wren")}
    view = tracker_of(qtbot, sessions, objective=HOLD, kept_aside=kept,
                      waves=(WaveStart(1, 1, "own", "The reserves come.", ("W",)),))  # fmt: skip
    key(view, "T")
    assert view.board is not None
    white = {s.name for s in view.board.lit.squares}
    assert white and not white & {"C1", "D1"}  # the zone's squares, white; the area, gold
    assert set(view.notices.lit()) == white | {"C1", "D1"}
    assert lit_area(view) == ("C1", "D1")


def test_6_4_1_hold_the_well_names_the_well_and_lights_its_four_squares(
    make_window: Any,
) -> None:
    from table import play_from_setup

    tracker = play_from_setup(make_window(), "hold-the-well")
    key(tracker, "T")
    band = labels(tracker, "progress")
    assert len(band) == 1 and "around the well" in band[0]
    assert lit_area(tracker) == ("H7", "I7", "H8", "I8")


# ---- 6: a daemon replaced by a same-name one (5.1.3, R-79) -------------------------------

SUMMONER = spec(arcane=4, codes=["rog-code-cinder-lash"], white=1, black=2)


def test_5_1_3_both_players_are_told_of_a_daemon_replaced_the_loser_first(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, fighters={"A": SUMMONER, "E": SUMMONER}, first="red",
                      pantheon=("rog-daemon-cinder-imp",))  # fmt: skip
    key(view, "T")
    summon = {"kind": "summon", "code": "rog-code-cinder-lash", "level": 1, "hearts": 1}
    assert view.controller.do({**summon, "character": "A", "at": "B1"}), refusal(view)
    red_imp = state(view).fighters["A"].summoned
    assert not labels(view, "replaced-notice")
    key(view, "P")
    assert view.controller.do({**summon, "character": "E", "at": "E2"}), refusal(view)
    assert state(view).was_replaced(red_imp)
    told = labels(view, "replaced-notice")
    assert len(told) == 1
    words = told[0]
    assert words.startswith("Daemon replaced: Owls (red), your ")
    assert words.index("Owls (red)") < words.index("Hands (blue)")  # his owner first
    assert "take its card and miniature off the table" in words and "did not escape" in words
    assert "(5.1.3, R-79)" in words
    pass_round(view)  # still that turn: still told
    assert len(labels(view, "replaced-notice")) == 1
    key(view, "T")  # the next turn: told once is enough
    assert labels(view, "replaced-notice") == []
    tap(view, "undo")  # undo of the new turn: back in that turn, told again
    assert len(labels(view, "replaced-notice")) == 1


# ---- 7: one whole card and the assisted buttons at 1024x700 -----------------------------


def _wholly_inside(widget: QWidget, viewport: QWidget) -> bool:
    top = widget.mapTo(viewport, QPoint(0, 0)).y()
    return widget.isVisible() and top >= 0 and top + widget.height() <= viewport.height()


def test_at_1024x700_one_whole_card_and_the_move_button_are_on_screen(
    make_window: Any,
) -> None:
    from table import play_from_setup, tap_character

    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    assert window.width() == 1024 and window.height() == 700
    fid = next(f for f, x in state(tracker).fighters.items() if x.owner == state(tracker).current)
    tap_character(tracker, fid)
    tracker.tabs.setCurrentIndex(0)
    for _ in range(3):
        QApplication.processEvents()
    card = tracker.cards[fid]
    assert _wholly_inside(card, tracker.cards_area.viewport())
    move = tracker.actions_panel.assist_buttons["move"]
    assert _wholly_inside(move, tracker.actions_area.viewport())
    assert move.text().startswith("Move")
    window.resize(1920, 1080)  # and at the table's full size
    for _ in range(3):
        QApplication.processEvents()
    assert _wholly_inside(tracker.cards[fid], tracker.cards_area.viewport())
    assert _wholly_inside(move, tracker.actions_area.viewport())


@pytest.mark.parametrize("window_size", [(1920, 1080)])
def test_at_1920x1080_his_line_the_chips_and_move_are_in_view_unscrolled(
    make_window: Any,
) -> None:
    """Issue 26 (section 2: his counters always in view; section 3): at 1920x1080 a
    character tapped shows his line with his counters, the damage chips 1 to 6 and
    Move without a scroll; the actions had scrolled 55 px down to their last row, his
    line and the damage row above the fold."""
    from table import play_from_setup, tap_character

    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    fid = next(f for f, x in state(tracker).fighters.items() if x.owner == state(tracker).current)
    tap_character(tracker, fid)
    for _ in range(3):
        QApplication.processEvents()
    viewport = tracker.actions_area.viewport()
    panel = tracker.actions_panel
    shown = [panel.title, panel.buttons["damage"], panel.assist_buttons["move"]]
    shown += [panel.buttons[f"damage-{n}"] for n in range(1, 7)]
    for widget in shown:
        assert _wholly_inside(widget, viewport), widget.objectName()
    assert tracker.actions_area.verticalScrollBar().value() == 0
