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

from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

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
