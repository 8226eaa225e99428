"""Assisted mode, action by action (issue 12 "Two ways to play", item 2): each action
declared on the tracker's board (its button or key, a tap on the target), its odds
or what it does shown before the roll, then "App rolls" or "Use faces"; and a
refusal each: an illegal declaration shows the rule and writes nothing. Missions on
small sketched boards (tests/unit/missions/play/play_support.py)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from table import key, state, tap

from demloc.board.squares import Square
from demloc.missions.play import Phase
from demloc.render import geometry as geo
from demloc.ui.tracker import PlayController, TrackerView

sys.path.insert(0, str(Path(__file__).parents[2] / "missions" / "play"))
from play_support import spec, start

BOW = {"name": "Bow", "type": "bow", "damage": 1, "range": 8, "shooting_damage": 2}
CODE = "rog-code-cinder-lash"  # cinder kabbalah, summoning 1 white 2 black
OPEN = """
+ + + + + + +
 A . . . . E
+ + + + + + +
 . r . . . .
+ + + + + + +
"""
# A engages E (both face each other), a barrel in front of A to the south-east.
CLOSE = """
+ + + + + + +
 A E . . . .
+ + + + + + +
 . b . . . .
+ + + + + + +
"""
# Four squares apart: an engaging move in reach (3 points of 4).
MID = """
+ + + + + + +
 A . . . E .
+ + + + + + +
 . . . . . .
+ + + + + + +
"""
PEOPLE = {"A": {"colour": "red", "facing": "E"}, "E": {"colour": "blue", "facing": "W"}}
MAGE = spec(primary=BOW, arcane=4, codes=[CODE], white=1, black=2)  # a free arcane die


def tracker(qtbot: QtBot, sessions: sessionmaker[Session], drawing: str = OPEN,
            a: dict[str, Any] | None = None, e: dict[str, Any] | None = None) -> TrackerView:  # fmt: skip
    hand_off, ctx = start(drawing=drawing, people=PEOPLE, first="red",
                          fighters={"A": a or MAGE, "E": e or spec(arcane=1, white=1)})  # fmt: skip
    controller = PlayController(sessions, ctx)
    view = TrackerView(controller)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    assert controller.begin(hand_off, 7, ctx.pantheons)
    key(view, "T")
    view.select("A")
    return view


def tap_square(view: TrackerView, square: str) -> None:
    assert view.board is not None
    x, y = geo.centre(Square.parse(square))
    point: QPoint = view.board.view.mapFromScene(x, y)
    QTest.mouseClick(view.board.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QApplication.processEvents()


def tap_on(view: TrackerView, fighter: str) -> None:
    miniature = state(view).board_map.character(fighter)
    assert miniature is not None
    tap_square(view, miniature.at.name)


def to_brawl(view: TrackerView) -> None:
    while state(view).phase is Phase.STRATEGIC:
        key(view, "P")
    view.select("A")


def boxes(view: TrackerView) -> dict[str, QComboBox]:
    return {box.objectName(): box for _die, box in view.assist.boxes}


def choose(box: QComboBox, face: object) -> None:
    index = box.findData(face)
    assert index >= 0, f"{face} is not a face of {box.objectName()}"
    box.setCurrentIndex(index)
    QApplication.processEvents()


def last(view: TrackerView) -> dict[str, Any]:
    assert view.controller.mission is not None
    return view.controller.mission.events[-1]


def count(view: TrackerView) -> int:
    assert view.controller.mission is not None
    return view.controller.mission.cursor


# ---- move (7.2.1) ----------------------------------------------------------------------


def test_move_7_2_1_shows_the_path_and_cost_then_confirms(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    key(view, "M")
    assert "tap the square" in view.assist.words.text()
    tap_square(view, "C1")
    words = view.assist.words.text()
    assert "free movement (7.2.1) to C1 facing E" in words and "2 of 4 movement points" in words
    assert "A1 → B1 → C1" in words
    assert view.board is not None and [s.name for s in view.board.path.squares] == [
        "A1",
        "B1",
        "C1",
    ]
    assert not view.assist.apply.isVisible()  # no dice: one button confirms
    assert view.assist.roll.text() == "Confirm (Enter)"
    tap(view, "shot-roll")
    assert last(view)["kind"] == "move" and last(view)["to"] == "C1"
    assert state(view).board_map.character("A").at.name == "C1"  # type: ignore[union-attr]
    assert not view.board.path.squares


def test_move_by_a_drag_on_the_board_declares_it(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    assert view.board is not None
    board = view.board.view
    start_at = board.mapFromScene(*geo.centre(Square.parse("A1")))
    end_at = board.mapFromScene(*geo.centre(Square.parse("B2")))
    QTest.mousePress(board.viewport(), Qt.MouseButton.LeftButton, pos=start_at)
    QTest.mouseMove(board.viewport(), end_at)
    QTest.mouseRelease(board.viewport(), Qt.MouseButton.LeftButton, pos=end_at)
    QApplication.processEvents()
    assert view.assist.kind == "move" and "to B2" in view.assist.words.text()
    before = count(view)
    assert state(view).board_map.character("A").at.name == "A1"  # type: ignore[union-attr]
    key(view, "Return")  # the button confirms: nothing moved before
    assert count(view) == before + 1 and last(view)["to"] == "B2"


def test_move_refused_7_2_1_shows_the_rule_and_writes_nothing(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    before = count(view)
    tap(view, "assist-move")
    tap_square(view, "E2")
    assert (
        view.assist.words.text().startswith("⚠") and "cannot reach E2" in view.assist.words.text()
    )
    assert not view.assist.roll.isEnabled() and count(view) == before


# ---- shoot (7.2.2), the stray shot's 10 (5.6) -------------------------------------------


def test_shoot_7_2_2_app_rolls(qtbot: QtBot, sessions: sessionmaker[Session]) -> None:
    view = tracker(qtbot, sessions)
    key(view, "F")
    tap_on(view, "E")
    assert "Ranged test 1 on a d6: passes 17%" in view.assist.words.text()
    assert "stray shot" in view.assist.words.text()
    key(view, "Return")
    assert last(view)["kind"] == "shoot" and "dice" in last(view)


def test_shoot_faces_a_stray_d10_of_10_is_rolled_again_5_6(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    tap(view, "shoot")
    tap_on(view, "E")
    choose(boxes(view)["face-d6-0"], 6)  # the test fails (ranged 1): a stray shot
    choose(boxes(view)["face-d10-0"], 10)  # roll again: a second d10 box
    assert "face-d10-1" in boxes(view)
    choose(boxes(view)["face-d10-1"], 10)
    choose(boxes(view)["face-d10-2"], 5)  # no effect
    choose(boxes(view)["face-d10-1"], 3)  # a face that stands takes the later boxes away
    assert "face-d10-2" not in boxes(view)
    choose(boxes(view)["face-d10-1"], 10)
    choose(boxes(view)["face-d10-2"], 5)
    key(view, "Shift+Return")
    assert last(view)["kind"] == "shoot" and last(view)["dice"]["d10"] == [10, 10, 5]


def test_shoot_refused_7_2_2_in_the_brawl_phase(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    to_brawl(view)
    before = count(view)
    key(view, "F")
    tap_on(view, "E")
    assert "⚠" in view.assist.words.text() and "(7.2.2)" in view.assist.words.text()
    assert not view.assist.roll.isEnabled() and count(view) == before


# ---- channel, cast, summon, arcane test (7.2.3) -----------------------------------------


def test_channel_7_2_3_odds_then_app_rolls_or_faces(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, a=spec(arcane=2))
    key(view, "G")
    words = view.assist.words.text()
    assert "channels 2 arcane dice (7.2.3)" in words and "Broken seals: 0 " in words
    assert "possessed" in words
    faces = boxes(view)
    assert set(faces) == {"face-arcane-0", "face-arcane-1"}
    from demloc.rules.dice import Mana

    choose(faces["face-arcane-0"], Mana.WHITE)
    choose(faces["face-arcane-1"], Mana.BLACK)
    tap(view, "shot-faces")
    assert last(view)["dice"]["arcane"] == ["white", "black"]
    assert (state(view).fighter("A").white, state(view).fighter("A").black) == (1, 1)
    view.controller.undo()
    view.select("A")
    tap(view, "assist-channel")
    tap(view, "shot-roll")
    assert last(view)["kind"] == "channel" and len(last(view)["dice"]["arcane"]) == 2


def test_channel_refused_7_2_3_without_free_dice(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, a=spec(arcane=0))
    before = count(view)
    key(view, "G")
    assert "⚠" in view.assist.words.text() and count(view) == before
    assert not view.assist.roll.isEnabled()


def test_cast_7_2_3_1_undefended_confirms_and_defended_takes_the_d6(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    key(view, "C")
    tap_on(view, "E")
    assert "Arcane power (7.2.3.1)" in view.assist.words.text(), view.assist.words.text()
    assert view.assist.roll.text() == "Confirm (Enter)"
    defence = view.assist.findChild(QComboBox, "assist-defend_with")
    assert defence is not None
    defence.setCurrentIndex(defence.findData("white"))
    QApplication.processEvents()
    assert "defends with an arcane test" in view.assist.words.text()
    choose(boxes(view)["face-d6-0"], 1)  # his test passes: the power does nothing
    tap(view, "shot-faces")
    assert last(view)["kind"] == "cast" and last(view)["dice"]["d6"] == [1]
    assert last(view)["defend_with"] == "white"


def test_cast_refused_7_2_3_in_the_brawl_phase(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    to_brawl(view)
    before = count(view)
    key(view, "C")
    tap_on(view, "E")
    assert "⚠" in view.assist.words.text() and "(7.2.3)" in view.assist.words.text()
    assert count(view) == before


def test_summon_7_2_3_2_shows_the_draw_then_confirms(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    tap(view, "assist-summon")
    tap_square(view, "A2")
    words = view.assist.words.text()
    assert "Summoning (7.2.3.2)" in words and "Cinder Imp" in words, words
    tap(view, "shot-roll")
    assert last(view)["kind"] == "summon" and last(view)["at"] == "A2"
    assert state(view).fighter("A").summoned


def test_summon_refused_7_2_3_2_far_from_him(qtbot: QtBot, sessions: sessionmaker[Session]) -> None:
    view = tracker(qtbot, sessions)
    before = count(view)
    tap(view, "assist-summon")
    tap_square(view, "D2")
    assert "⚠" in view.assist.words.text() and "(7.2.3.2)" in view.assist.words.text()
    assert count(view) == before


@pytest.mark.parametrize("how", ["roll", "faces"])
def test_arcane_test_7_2_3_5_odds_then_the_d6(qtbot: QtBot, sessions: sessionmaker[Session],
                                             how: str) -> None:  # fmt: skip
    view = tracker(qtbot, sessions)
    key(view, "R")
    tap_on(view, "A")  # for himself
    tap(view, "assist-purpose-cancel")
    assert "arcane (4) on a d6: passes 67%" in view.assist.words.text()
    if how == "faces":
        choose(boxes(view)["face-d6-0"], 2)
        tap(view, "shot-faces")
        assert last(view)["dice"]["d6"] == [2]
    else:
        tap(view, "shot-roll")
    assert last(view)["kind"] == "arcane_test" and last(view)["purpose"] == "cancel"


def test_arcane_test_refused_7_2_3_5_without_mana(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, a=spec(arcane=2))
    before = count(view)
    key(view, "R")
    tap_on(view, "A")
    tap(view, "assist-purpose-cancel")
    assert "⚠" in view.assist.words.text() and "(7.2.3.5)" in view.assist.words.text()
    assert count(view) == before


# ---- objects and escape (7.2.1) ---------------------------------------------------------


def test_pick_up_and_put_down_7_2_1(qtbot: QtBot, sessions: sessionmaker[Session]) -> None:
    view = tracker(qtbot, sessions)
    tap(view, "assist-move")
    tap_square(view, "B2")
    tap(view, "shot-roll")
    view.select("A")
    tap(view, "assist-pick_up")
    assert "picks up the relic" in view.assist.words.text() and "(7.2.1" in view.assist.words.text()
    tap(view, "shot-roll")
    assert last(view)["kind"] == "pick_up" and state(view).fighter("A").objects
    # One object a turn (7.2.1): putting it down now is refused, nothing written.
    before = count(view)
    tap(view, "assist-deposit")
    assert "⚠" in view.assist.words.text() and "(7.2.1)" in view.assist.words.text()
    assert count(view) == before


def test_deposit_7_2_1_next_turn(qtbot: QtBot, sessions: sessionmaker[Session]) -> None:
    view = tracker(qtbot, sessions, a=spec(objects=["relic"]))
    assert state(view).fighter("A").objects == ("relic",)
    tap(view, "assist-deposit")
    assert "puts down the relic" in view.assist.words.text()
    tap(view, "shot-roll")
    assert last(view)["kind"] == "deposit" and not state(view).fighter("A").objects


def test_pick_up_refused_7_2_1_with_no_object_there(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    before = count(view)
    tap(view, "assist-pick_up")
    assert "⚠" in view.assist.words.text() and "no object on A1 (7.2.1)" in view.assist.words.text()
    assert not view.assist.roll.isEnabled() and count(view) == before


def test_escape_7_2_1_confirms(qtbot: QtBot, sessions: sessionmaker[Session]) -> None:
    view = tracker(qtbot, sessions)
    tap(view, "assist-escape")
    assert "escapes" in view.assist.words.text()
    tap(view, "shot-roll")
    assert last(view)["kind"] == "escape" and state(view).fighter("A").escaped


def test_escape_refused_7_2_1_while_engaged(qtbot: QtBot, sessions: sessionmaker[Session]) -> None:
    view = tracker(qtbot, sessions, CLOSE, spec(), spec())
    before = count(view)
    tap(view, "assist-escape")
    assert "⚠" in view.assist.words.text() and "(7.2.1)" in view.assist.words.text()
    assert count(view) == before


# ---- attack and destroy (7.3) -----------------------------------------------------------


@pytest.mark.parametrize("how", ["roll", "faces"])
def test_attack_7_3_2_odds_then_the_fighting_dice(qtbot: QtBot, sessions: sessionmaker[Session],
                                                   how: str) -> None:  # fmt: skip
    view = tracker(qtbot, sessions, CLOSE, spec(), spec())
    to_brawl(view)
    if state(view).current != "red":
        key(view, "P")
        view.select("A")
    key(view, "A")
    tap_on(view, "E")
    words = view.assist.words.text()
    assert "attacks E (7.3.2)" in words and "Difference (attack − defence)" in words, words
    assert "favourite weapon +1 (7.3.2.1)" in words
    faces = boxes(view)
    assert {"face-fighting-0", "face-fighting-1", "face-fighting-2", "face-fighting-3"} <= set(
        faces
    )
    if how == "faces":
        for name, box in faces.items():
            choose(box, box.itemData(box.count() - 1) if name < "face-fighting-2" else 0)
        tap(view, "shot-faces")
        rolled = last(view)["dice"]["fighting"]
        assert (
            rolled[:2]
            == [faces["face-fighting-0"].itemData(faces["face-fighting-0"].count() - 1)] * 2
        )
    else:
        tap(view, "shot-roll")
    assert last(view)["kind"] == "attack"


def test_attack_refused_7_3_in_the_strategic_phase(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, CLOSE, spec(), spec())
    before = count(view)
    key(view, "A")
    tap_on(view, "E")
    assert "⚠" in view.assist.words.text() and "(7.3)" in view.assist.words.text()
    assert count(view) == before


@pytest.mark.parametrize("how", ["roll", "faces"])
def test_destroy_7_3_2_2_the_barrel(
    qtbot: QtBot, sessions: sessionmaker[Session], how: str
) -> None:
    view = tracker(qtbot, sessions, CLOSE, spec(hand_to_hand="4"), spec())
    to_brawl(view)
    if state(view).current != "red":
        key(view, "P")
        view.select("A")
    tap(view, "assist-destroy")
    tap_square(view, "B2")
    assert "hand-to-hand (4) on a d6 +2 on the die" in view.assist.words.text(), (
        view.assist.words.text()
    )
    if how == "faces":
        choose(boxes(view)["face-d6-0"], 1)  # 1 + 2 <= 4: the barrel goes
        tap(view, "shot-faces")
        assert not state(view).board_map.elements
    else:
        tap(view, "shot-roll")
    assert last(view)["kind"] == "destroy" and last(view)["at"] == "B2"


def test_destroy_refused_7_3_2_2_where_no_element_is(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, CLOSE, spec(), spec())
    to_brawl(view)
    if state(view).current != "red":
        key(view, "P")
        view.select("A")
    before = count(view)
    tap(view, "assist-destroy")
    tap_square(view, "A2")
    assert "⚠" in view.assist.words.text() and "(7.3.2.2)" in view.assist.words.text()
    assert count(view) == before


def test_move_evasive_7_2_1_takes_the_d6_entered(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, CLOSE, spec(), spec())
    key(view, "M")
    tap_square(view, "A2")
    words = view.assist.words.text()
    assert "evasive movement (7.2.1)" in words and "hand-to-hand (2) on a d6: passes 33%" in words
    assert view.assist.legend.text().endswith("1 d6 (evasive test)")
    choose(boxes(view)["face-d6-0"], 1)  # passed: he gets away
    key(view, "Shift+Return")
    assert last(view)["kind"] == "move" and last(view)["dice"]["d6"] == [1]
    assert state(view).board_map.character("A").at.name == "A2"  # type: ignore[union-attr]


def test_move_facing_chosen_7_2_1_is_previewed_again(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    key(view, "M")
    tap_square(view, "C1")
    cheapest = view.assist.words.text()
    tap(view, "assist-facing-W")  # turning round costs more
    assert "facing W" in view.assist.words.text() and view.assist.words.text() != cheapest
    tap(view, "shot-roll")
    assert last(view)["facing"] == "W"


def test_escape_key_cancels_a_declaration_and_writes_nothing(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    before = count(view)
    key(view, "G")
    assert view.assist.isVisible()
    key(view, "Escape")
    assert not view.assist.isVisible() and count(view) == before
    key(view, "Return")  # nothing declared: Enter does nothing
    assert count(view) == before


def test_no_character_selected_the_key_says_so(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    view.select("")
    key(view, "M")
    assert "select the character" in view.refusal.text() and not view.assist.isVisible()


def test_shoot_fate_points_7_2_1_lower_the_die_in_the_odds_and_are_spent(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    from PySide6.QtWidgets import QSpinBox

    view = tracker(qtbot, sessions)
    key(view, "F")
    tap_on(view, "E")
    assert view.assist.findChild(QSpinBox, "assist-fate") is None  # 0 fate points: no choice
    key(view, "Escape")
    tap(view, "fate-red+1")
    tap(view, "fate-red+1")
    view.select("A")
    key(view, "F")
    tap_on(view, "E")
    fate = view.assist.findChild(QSpinBox, "assist-fate")
    assert fate is not None and fate.maximum() == 2 and fate.value() == 0
    assert "passes 17%" in view.assist.words.text()
    fate.setValue(2)
    QApplication.processEvents()
    assert "2 fate points −2 (7.2.1): passes 50%" in view.assist.words.text()
    key(view, "Return")
    assert last(view)["kind"] == "shoot" and last(view)["fate"] == 2
    assert state(view).player("red").fate_points == 0


def test_move_engaging_7_3_1_in_the_brawl_phase(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, MID, spec(), spec())
    to_brawl(view)
    if state(view).current != "red":
        key(view, "P")
        view.select("A")
    tap(view, "assist-move")
    tap_square(view, "A2")  # engages nobody: refused, the rule named
    assert "⚠" in view.assist.words.text() and "(7.3.1" in view.assist.words.text()
    before = count(view)
    tap_square(view, "D1")  # ends in contact with E, facing him
    assert "engaging movement (7.3.1) to D1" in view.assist.words.text(), view.assist.words.text()
    tap(view, "shot-roll")
    assert count(view) == before + 1 and last(view)["to"] == "D1"
