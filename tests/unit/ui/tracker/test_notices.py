"""What the tracker tells the table (6.4.1, 6.4.2): a wave character to place, his
squares lit, a tap on the board placing him; the table's word on who controls the
area in a control mission (beside the objective's progress); the turn's news from undo
to redo and to the turn's end (R-87; each kind of news: test_mission_event_notices.py).
Missions begun from a core hand-off on a small board
(tests/unit/missions/play/play_support.py), through the tracker's own widgets."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from table import key, pass_round, refusal, shown_text, state, tap

from demloc.board.squares import Square
from demloc.missions.start import WaveStart
from demloc.render import geometry as geo
from demloc.ui.tracker import PlayController, TrackerView

sys.path.insert(0, str(Path(__file__).parents[2] / "missions" / "play"))
from play_support import spec, start


def tracker_of(qtbot: QtBot, sessions: sessionmaker[Session], **options: Any) -> TrackerView:
    hand_off, ctx = start(**options)
    controller = PlayController(sessions, ctx)
    view = TrackerView(controller)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    assert controller.begin(hand_off, 7, ctx.pantheons)
    return view


def tap_square(view: TrackerView, square: str) -> None:
    assert view.board is not None
    x, y = geo.centre(Square.parse(square))
    point: QPoint = view.board.view.mapFromScene(x, y)
    QTest.mouseClick(view.board.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QApplication.processEvents()


def notice(view: TrackerView, name: str) -> str:
    found = [w for w in view.notices.findChildren(QLabel, name) if w.isVisible()]
    return found[0].text() if found else ""


def test_a_wave_character_is_placed_by_a_tap_on_a_lit_square(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    kept = {"W": spec(owner="red", base=2, name="Wren")}
    view = tracker_of(qtbot, sessions, kept_aside=kept,
                      waves=(WaveStart(1, 2, "own", "The reserves come.", ("W",)),))  # fmt: skip
    key(view, "T")
    assert not notice(view, "wave-notice")
    pass_round(view)
    key(view, "T")
    said = notice(view, "wave-notice")
    assert "Wave 1" in said and "pulls the card of Wren" in said and "west zone" in said
    assert view.board is not None and view.board.lit.squares
    lit = [s.name for s in view.board.lit.squares]
    assert "F2" not in lit  # blue's zone is not red's
    tap_square(view, "F2")
    assert "not F2 (6.4.1)" in refusal(view)
    tap_square(view, lit[0])
    assert "W" in state(view).fighters and not state(view).due
    assert state(view).board_map.character("W") is not None
    assert not notice(view, "wave-notice") and not view.board.lit.squares
    assert "W" in view.cards  # his card is on the list


def test_the_table_says_who_controls_the_area(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(
        qtbot, sessions, objective={"text": "Hold B1.", "check": "control", "area": ["B1"],
                                    "turns": 2},
    )  # fmt: skip
    key(view, "T")
    assert "Control this turn (the board decides)" in shown_text(view.notices)
    tap(view, "control-none")
    assert state(view).control_claim == ""
    assert "nobody: the count is suspended" in shown_text(view.notices)
    tap(view, "control-blue")
    assert state(view).control_claim == "blue"
    pass_round(view)
    assert dict(state(view).controlled) == {"blue": 1}
    assert "blue 1/2" in notice(view, "progress")


def test_a_daemon_is_summoned_from_the_tracker_and_leaves(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    # 6.4.2 "Summoning a daemon": code and level named, hearts chosen, a square tapped.
    summoner = spec(arcane=2, codes=["rog-code-cinder-lash"], white=1, black=2)
    view = tracker_of(qtbot, sessions, fighters={"A": summoner, "E": spec()}, first="red")
    key(view, "T")
    view.select("A")
    tap(view, "summon")
    form = view.actions_panel.summon
    assert form.isVisible() and form.code.count() == 1
    tap(view, "summon-hearts-2")
    tap_square(view, "B1")
    daemon_id = state(view).fighters["A"].summoned
    assert daemon_id, refusal(view)
    daemon = state(view).fighters[daemon_id]
    assert daemon.heart_limit == 2 and state(view).board_map.character(daemon_id) is not None
    assert not form.isVisible() and daemon_id in view.cards
    tap(view, "dismiss")
    assert not state(view).fighters[daemon_id].in_play and not state(view).fighters["A"].summoned


BOW = {"name": "Bow", "type": "bow", "damage": 1, "range": 8, "shooting_damage": 2}


def test_an_assisted_shot_shows_its_odds_then_the_app_rolls(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, fighters={"A": spec(primary=BOW), "E": spec()},
                      first="red")  # fmt: skip
    key(view, "T")
    view.select("A")
    tap(view, "shoot")
    assert "tap the target" in view.assist.words.text()
    view.select("E")  # as a tap on his miniature does
    assert view.selected == "A"  # the shooter stays selected
    odds = view.assist.words.text()
    assert "shoots" in odds and "Ranged test 1 on a d6: passes 17%" in odds
    assert "no effect" in odds and "armour hit" in odds
    tap(view, "shot-roll")
    events = view.controller.mission.events  # type: ignore[union-attr]
    assert events[-1]["kind"] == "shoot" and "dice" in events[-1]
    assert any("shoots" in line for line in state(view).log)
    assert not view.assist.isVisible()
    # A second shot this phase: the rules refuse it, in one line naming the rule.
    tap(view, "shoot")
    view.select("E")
    # The preview is the core's dry run: the rule shown, nothing to roll.
    assert "⚠" in view.assist.words.text() and "(7" in view.assist.words.text()
    assert not view.assist.roll.isEnabled()


def test_an_assisted_shot_takes_the_faces_rolled_at_the_table(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, fighters={"A": spec(primary=BOW, ranged="3"),
                                                 "E": spec()}, first="red")  # fmt: skip
    key(view, "T")
    view.select("A")
    tap(view, "shoot")
    view.select("E")
    boxes = dict((box.objectName(), box) for _die, box in view.assist.boxes)
    assert {"face-d6-0", "face-d10-0", "face-fighting-0"} <= set(boxes)
    boxes["face-d6-0"].setCurrentIndex(boxes["face-d6-0"].findData(1))  # the test passes
    for name, box in boxes.items():
        if name.startswith("face-fighting"):
            box.setCurrentIndex(box.count() - 1)  # the best faces
    tap(view, "shot-faces")
    event = view.controller.mission.events[-1]  # type: ignore[union-attr]
    assert event["kind"] == "shoot", refusal(view)
    rolled = event["dice"]
    assert rolled["d6"] == [1] and "d10" not in rolled  # the d10 only for a stray shot
    best = boxes["face-fighting-0"].itemData(boxes["face-fighting-0"].count() - 1)
    assert set(rolled["fighting"]) == {best}


def test_6_4_1_a_waves_text_is_in_the_turns_news_and_its_character_in_its_row(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    kept = {"W": spec(owner="red", base=2, name="Wren")}
    view = tracker_of(qtbot, sessions, kept_aside=kept,
                      waves=(WaveStart(1, 2, "own", "The reserves come.", ("W",)),))  # fmt: skip
    key(view, "T")
    pass_round(view)
    key(view, "T")
    assert notice(view, "wave-news") == "Turn 2: Wave 1 enters (6.4.1): The reserves come."
    assert "pulls the card of Wren" in notice(view, "wave-notice")
    tap(view, "seen")
    assert not notice(view, "wave-news")
    assert "pulls the card of Wren" in notice(view, "wave-notice")  # Seen places no one


def test_6_4_2_undo_of_the_new_turn_takes_its_news_away_and_redo_brings_it_back_seen(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    event = {"turn": 1, "text": "The fog lifts."}
    view = tracker_of(qtbot, sessions, events=[event])
    key(view, "T")
    assert "The fog lifts." in notice(view, "event-text")
    tap(view, "undo")
    assert state(view).turn == 0 and not notice(view, "event-text")
    tap(view, "redo")
    assert "The fog lifts." in notice(view, "event-text")  # not Seen yet
    tap(view, "seen")
    tap(view, "undo")
    tap(view, "redo")
    assert not notice(view, "event-text")  # the same news, Seen already


def test_6_4_2_the_news_goes_when_the_turn_is_over(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, events=[{"turn": 1, "text": "The fog lifts."}])
    key(view, "T")
    assert notice(view, "event-text")
    pass_round(view)
    assert state(view).turn == 1 and not notice(view, "event-text")


def test_6_4_2_the_board_stays_put_when_the_turns_news_come_and_go(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    """Issue 26, section 3: the turn's news, the control row and its progress sit at the
    head of the side column, in both modes; above the board they shrank it at every new
    turn and at Seen (the board laid out and painted again, 60 ms a tap) and moved every
    square under the finger."""
    view = tracker_of(
        qtbot, sessions, objective={"text": "Hold B1.", "check": "control", "area": ["B1"],
                                    "turns": 2},
    )  # fmt: skip
    assert view.board is not None
    board = view.board.view

    def place() -> tuple[int, int, int, int]:
        corner = board.mapTo(view, QPoint(0, 0))
        return corner.x(), corner.y(), board.width(), board.height()

    for size in ((1024, 700), (1920, 1080)):
        view.resize(*size)
        qtbot.waitUntil(lambda: view.fitted is not None and view.fitted[0] > 0)
        QApplication.processEvents()
        before = place()
        key(view, "T")  # the news of turn 2 and the control row (6.4.2)
        progress = [w for w in view.notices.findChildren(QLabel, "progress") if w.isVisible()]
        claim = [b for b in view.notices.findChildren(QPushButton, "control-red")
                 if b.isVisible()]  # fmt: skip
        assert len(progress) == 1 and len(claim) == 1
        assert view.top_area.isAncestorOf(view.notices) and view.top_area.isVisible()
        QApplication.processEvents()
        assert place() == before, size
        key(view, "Ctrl+Z")  # the turn taken back: its news go
        QApplication.processEvents()
        assert place() == before, size


def test_a_tap_with_no_one_to_place_is_left_to_the_others(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions)
    key(view, "T")
    assert view.notices.lit() == ()
    count = len(view.controller.mission.events)  # type: ignore[union-attr]
    assert view.notices.square_tapped("C1") is False
    assert len(view.controller.mission.events) == count  # type: ignore[union-attr]
