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
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from table import key, tap

from demloc.missions.play import Phase
from demloc.ui.board.items import Z_MINIATURE, MiniatureItem
from demloc.ui.tracker import PlayController, TrackerView

sys.path.insert(0, str(Path(__file__).parents[2] / "missions" / "play"))
from play_support import start

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


def test_leaving_an_ended_mission_asks_nothing(
    qtbot: QtBot, sessions: sessionmaker[Session], monkeypatch: pytest.MonkeyPatch
) -> None:
    view = tracker_of(qtbot, sessions)
    view.end_game("surrender", "red")
    assert view.controller.state.phase is Phase.ENDED
    asked: list[tuple[Any, ...]] = []
    _answering(monkeypatch, QMessageBox.StandardButton.No, asked)
    assert view.abandon_button.text() == "Leave this mission"
    tap(view, "abandon")
    assert not asked and view.controller.mission is None
