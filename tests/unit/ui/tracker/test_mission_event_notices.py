"""The table SEES what the app does on its own (issue 12; rulebook 6.4.1, 6.4.2 "Next
turn", 7, 7.3.2.3): on the turn a mission event fires, a framed notice with the event's
text, what changed on the map and its squares lit on the board, until the table taps
Seen (RULINGS.md R-87); reinforcements placed by a tap as waves are (R-88); a new
objective and how it is checked; the start-of-turn work summed up per character. Read
from the state: a new TrackerView on the same database shows the same.

Missions begun from a core hand-off on the small test board (play_support.py), and the
mission files The Chapel of Bells and The Flood Gate set up from the screens."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from table import MakeWindow, play_from_setup, refusal, state, tap
from test_notices import tap_square, tracker_of

from demloc.missions.play import Phase
from demloc.missions.spec import Objective
from demloc.ui.tracker import PlayController, TrackerView
from demloc.ui.tracker.announce import how_checked, mission_news, start_of_turn
from demloc.ui.tracker.notices import WHAT
from support.shots import save_shot

sys.path.insert(0, str(Path(__file__).parents[2] / "missions" / "play"))
from play_support import begun, pass_turn, spec

SIZES = ((1024, 700), (1920, 1080))

DOOR = {"turn": 2, "text": "The cellar door swings open.",
        "change": {"kind": "open-door", "at": "C1", "edge": "E"}}  # fmt: skip
# A wall between C and D on the first row (the door's).
WALLED = """
+ + + + + + +
 A . .|. . E
+ + + + + + +
 . . . . . .
+ + + + + + +
"""
BARREL = {"turn": 2, "text": "A barrel rolls in.",
          "change": {"kind": "add-element", "at": "C2", "element": "barrel"}}  # fmt: skip
GONE = {"turn": 3, "text": "The barrel is carried off.",
        "change": {"kind": "remove-element", "at": "C2"}}  # fmt: skip
HELP = {"turn": 2, "text": "The watch is called.",
        "change": {"kind": "reinforcements", "slots": 1}}  # fmt: skip
HOLD = {"text": "Hold D1 for 1 turn.", "check": "control", "area": ["D1"], "turns": 1}
NEW_AIM = {"turn": 2, "text": "The prize moves.",
           "change": {"kind": "objective", "objective": HOLD}}  # fmt: skip
RUMOUR = {"turn": 2, "text": "Bells ring in the distance."}
FOLLOWERS = [{"card": "rog-f-city-guard", "feods": 30}]


# ---- helpers ---------------------------------------------------------------------------


def shown(widget: QWidget, name: str) -> list[str]:
    return [w.text() for w in widget.findChildren(QLabel, name) if w.isVisible()]


def news_text(view: TrackerView) -> str:
    return "\n".join(w.text() for w in view.notices.findChildren(QLabel) if w.isVisible())


def next_turn(view: TrackerView) -> None:
    tap(view, "next-turn")
    assert not refusal(view), refusal(view)


def pass_round(view: TrackerView) -> None:
    """Every player passes both phases by the Pass button: the turn is over (7.3.2.3)."""
    for _ in range(20):
        if state(view).phase is not Phase.STRATEGIC and state(view).phase is not Phase.BRAWL:
            return
        tap(view, "pass")
    raise AssertionError("the turn did not end")


def to_turn(view: TrackerView, turn: int) -> None:
    while state(view).turn < turn:
        if state(view).turn:
            pass_round(view)
        next_turn(view)


def lit(view: TrackerView) -> set[str]:
    assert view.board is not None
    return {s.name for s in view.board.lit.squares}


def shoot(view: QWidget, name: str) -> None:
    """The window at both sizes, saved for a person to look at, and nothing of the
    notices cut off: every visible notice label shows all its text's lines."""
    window = view.window()
    for width, height in SIZES:
        window.resize(width, height)
        for _ in range(3):
            QApplication.processEvents()
        save_shot(window, "shots12n", f"{name}-{width}x{height}.png")
        notices = view.findChild(QWidget, "notices")
        assert notices is not None
        for label in notices.findChildren(QLabel):
            if label.isVisible() and label.text():
                assert label.height() >= label.heightForWidth(label.width()) - 1, (
                    f"{name} {width}x{height}: {label.objectName()} cut off"
                )
                assert label.geometry().right() <= notices.width() + 1


def restarted(qtbot: QtBot, view: TrackerView) -> TrackerView:
    """A new controller and TrackerView on the same database, resumed (a restart)."""
    controller = PlayController(view.controller.sessions, view.controller.ctx)
    again = TrackerView(controller)
    qtbot.addWidget(again)
    again.resize(1024, 700)
    again.show()
    assert controller.resume()
    QApplication.processEvents()
    return again


# ---- the mission's events, each kind ---------------------------------------------------


def test_6_4_2_a_door_opening_is_shown_lit_and_stays_until_seen(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, events=[DOOR], drawing=WALLED)
    next_turn(view)
    assert not shown(view.notices, "event-text")  # turn 1 has no event
    pass_round(view)
    next_turn(view)
    assert shown(view.notices, "event-text") == [
        "Turn 2, mission event (6.4.2): The cellar door swings open."
    ]
    (detail,) = shown(view.notices, "event-open-door")
    assert "A door opens at C1 E" in detail and "lit: C1" in detail
    assert "C1" in lit(view)
    shoot(view, "event-open-door")
    # It stays through the turn's actions until the table says Seen.
    tap(view, "pass")
    assert shown(view.notices, "event-text")
    count = len(view.controller.mission.events)  # type: ignore[union-attr]
    tap(view, "seen")
    assert not shown(view.notices, "event-text") and "C1" not in lit(view)
    # Seen is kept with the mission as an action: in the events, not in the
    # mission's log (no rule knows it).
    events = view.controller.mission.events  # type: ignore[union-attr]
    assert len(events) == count + 1 and events[-1]["kind"] == "news_seen"
    assert not any("seen" in line.lower() for line in state(view).log[-3:])


def test_6_4_2_an_element_added_then_removed_is_shown_on_each_turn(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, events=[BARREL, GONE])
    to_turn(view, 2)
    (detail,) = shown(view.notices, "event-add-element")
    assert "barrel is placed at C2" in detail and "C2" in lit(view)
    shoot(view, "event-add-element")
    tap(view, "seen")
    to_turn(view, 3)
    (detail,) = shown(view.notices, "event-remove-element")
    assert "The element at C2 is removed" in detail and "C2" in lit(view)
    assert not shown(view.notices, "event-add-element")  # last turn's news is gone
    shoot(view, "event-remove-element")


def test_6_4_2_an_element_not_placed_on_a_miniature_says_so(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    # a character stands on the square: the barrel is not placed, and the notice
    # says what the app did, not what the file wished.
    on_a = {**BARREL, "change": {"kind": "add-element", "at": "A1", "element": "barrel"}}
    view = tracker_of(qtbot, sessions, events=[on_a])
    to_turn(view, 2)
    (detail,) = shown(view.notices, "event-add-element")
    assert "stands on A1" in detail and "not placed" in detail


def test_6_4_2_news_only_changes_nothing_on_the_board(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, events=[RUMOUR])
    to_turn(view, 2)
    assert shown(view.notices, "event-text") == [
        "Turn 2, mission event (6.4.2): Bells ring in the distance."
    ]
    assert shown(view.notices, "event-news") == [WHAT["news"]]
    assert not lit(view)
    shoot(view, "event-news")


def test_6_4_2_a_new_objective_says_its_text_and_how_it_is_checked(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, events=[NEW_AIM])
    to_turn(view, 2)
    (detail,) = shown(view.notices, "event-objective")
    assert "New objective: Hold D1 for 1 turn." in detail
    assert "counts, at the end of each turn, the turns one guild controls D1" in detail
    assert "D1" in lit(view)  # the new area
    objective = state(view).objective
    assert objective is not None and objective.check == "control"
    shoot(view, "event-objective")


def test_6_4_2_reinforcements_are_placed_by_a_tap_in_each_guilds_zone(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, events=[HELP], followers=FOLLOWERS)
    to_turn(view, 2)
    (detail,) = shown(view.notices, "event-reinforcements")
    assert "each guild's row below" in detail
    (red,) = shown(view.notices, "reinforce-notice-red")
    assert "Owls (red) brings 1 more character into the west zone" in red
    box = view.notices.findChild(QComboBox, "reinforce-card-red")
    assert box is not None and box.currentText() == "City Guard"  # the card's name
    assert shown(view.notices, "reinforce-notice-blue")
    box = view.notices.findChild(QComboBox, "reinforce-card-red")
    assert box is not None and box.currentData() == "rog-f-city-guard"
    assert {"B1", "A2", "B2"} <= lit(view) and "A1" not in lit(view)  # A stands on A1
    shoot(view, "reinforcements")
    tap_square(view, "B2")
    new = state(view).fighters.get("red-reinforcement-1")
    assert new is not None, refusal(view)
    assert new.owner == "red" and new.card_id == "rog-f-city-guard"
    miniature = state(view).board_map.character("red-reinforcement-1")
    assert miniature is not None and miniature.at.name == "B2"
    assert not shown(view.notices, "reinforce-notice-red")  # red's one is in
    assert shown(view.notices, "reinforce-notice-blue")
    assert "B2" not in lit(view)
    assert "red-reinforcement-1" in view.cards
    # Undo takes him away and the notice is back (it is read from the state).
    tap(view, "undo")
    assert shown(view.notices, "reinforce-notice-red")
    assert "red-reinforcement-1" not in state(view).fighters


def test_6_4_2_reinforcements_offer_the_followers_the_guild_fields(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    # No follower offered by the file: the guild's own follower card.
    fighters = {"A": spec(), "E": {"card": "rog-f-city-guard"}}
    view = tracker_of(qtbot, sessions, events=[HELP], fighters=fighters)
    to_turn(view, 2)
    red = view.notices.findChild(QComboBox, "reinforce-card-red")
    blue = view.notices.findChild(QComboBox, "reinforce-card-blue")
    assert red is None and blue is not None and blue.count() == 1
    (said,) = shown(view.notices, "reinforce-notice-red")
    assert "no follower card to bring" in said
    # Nothing for red to place: his zone is not lit and a tap there places no one.
    assert "B2" not in lit(view) and "E2" in lit(view)
    tap_square(view, "B2")
    assert "red-reinforcement-1" not in state(view).fighters


def test_6_4_1_a_wave_and_a_reinforcement_due_together_each_take_their_own_squares(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    from demloc.missions.start import WaveStart

    kept = {"W": spec(owner="blue", base=2, name="Wren")}
    view = tracker_of(qtbot, sessions, events=[HELP], followers=FOLLOWERS, kept_aside=kept,
                      waves=(WaveStart(1, 2, "own", "", ("W",)),))  # fmt: skip
    to_turn(view, 2)
    assert shown(view.notices, "wave-notice")
    tap_square(view, "B1")  # red's zone: the reinforcement, not blue's wave
    assert "red-reinforcement-1" in state(view).fighters, refusal(view)
    assert "W" not in state(view).fighters
    tap_square(view, "E2")  # blue's zone: the wave character first
    assert "W" in state(view).fighters, refusal(view)
    assert "blue-reinforcement-1" not in state(view).fighters


# ---- the start-of-turn work, one line per character ------------------------------------


def test_7_3_2_3_8_1_the_start_of_turn_work_is_summed_up_per_character(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    fighters = {"A": spec(name="Kesh", bleeding=1), "E": spec(name="Mora", poison=1)}
    view = tracker_of(qtbot, sessions, fighters=fighters)
    next_turn(view)
    (head,) = shown(view.notices, "start-of-turn")  # turn 1: Kesh bleeds already
    assert head.startswith("Start of turn 1")
    assert "movement token" not in head  # no turn ended before the first
    kesh, mora = view.labels["A"], view.labels["E"]  # their names on the board
    lines = shown(view.notices, "start-of-turn-line")
    assert lines == [f"{kesh}: bleeds 1, straight to life (8.1)"]
    tap(view, "seen")
    pass_round(view)
    next_turn(view)
    (head,) = shown(view.notices, "start-of-turn")
    assert "Start of turn 2" in head and "every movement token is active again (7.3.2.3)" in head
    lines = shown(view.notices, "start-of-turn-line")
    assert len(lines) == 2, lines  # one line per character
    assert f"{mora}: poison grows to 2 (8.1, 8.2)" in lines
    assert f"{kesh}: bleeds 1, straight to life (8.1)" in lines
    shoot(view, "start-of-turn")


def test_7_2_3_possession_at_the_start_of_the_turn_is_in_the_summary() -> None:
    mission = begun(fighters={"A": spec(name="Kesh", possessed=True), "E": spec()})
    mission.do({"kind": "new_turn"})
    work = dict(start_of_turn(mission.state))
    assert "Kesh" in work
    assert any(w.startswith("possessed: a broken heart (7.2.3)") for w in work["Kesh"])


def test_8_1_7_2_3_bleeding_that_changes_nothing_says_so_in_the_summary() -> None:
    # a possessed character with every heart broken bleeds for nothing.
    mission = begun(fighters={"A": spec(name="Kesh", bleeding=2, hearts=3, possessed=True),
                              "E": spec()})  # fmt: skip
    mission.do({"kind": "new_turn"})
    work = dict(start_of_turn(mission.state))["Kesh"]
    assert work[:2] == (
        "bleeds 2, straight to life (8.1): no heart left to break, nothing changes (7.2.3)",
        "possessed: a broken armour token (7.2.3); walks by the out-of-control card (5.6)",
    )


def test_8_4_fury_at_the_end_of_the_turn_is_in_the_next_turns_summary() -> None:
    mission = begun(fighters={"A": spec(name="Kesh", fury_turns=2), "E": spec()})
    mission.do({"kind": "new_turn"})
    assert not start_of_turn(mission.state)  # nothing yet at turn 1
    pass_turn(mission)
    mission.do({"kind": "new_turn"})
    work = dict(start_of_turn(mission.state))
    assert any(w.startswith("FURY costs a heart, one turn left (8.4)") for w in work["Kesh"])


def test_8_1_a_bleeding_death_is_said_once_with_its_character() -> None:
    mission = begun(fighters={"A": spec(name="Kesh", hit=1, armour=0, bleeding=3), "E": spec()})
    mission.do({"kind": "new_turn"})
    work = dict(start_of_turn(mission.state))
    assert any("bleeds 3" in w and w.endswith(", dies") for w in work["Kesh"]), work


def test_a_turn_without_news_or_work_shows_no_frame(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions)
    to_turn(view, 2)  # tokens back to active alone is every turn's: no frame
    assert not view.notices.findChildren(QWidget, "turn-news")
    assert not mission_news(state(view)) and not start_of_turn(state(view))


# ---- restart ---------------------------------------------------------------------------


def test_r_87_a_restart_shows_the_same_notices_from_the_log(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    fighters = {"A": spec(name="Kesh", bleeding=1), "E": spec()}
    view = tracker_of(qtbot, sessions, events=[DOOR, HELP], followers=FOLLOWERS,
                      fighters=fighters, drawing=WALLED)  # fmt: skip
    to_turn(view, 2)
    tap_square(view, "B2")  # red's reinforcement in
    before = news_text(view)
    assert "The cellar door swings open." in before and view.labels["A"] in before
    assert not shown(view.notices, "reinforce-notice-red")
    again = restarted(qtbot, view)
    assert news_text(again) == before
    assert lit(again) == lit(view)
    # Seen is kept with the mission: a restart shows the news dismissed.
    tap(view, "seen")
    assert not shown(view.notices, "event-text")
    third = restarted(qtbot, view)
    assert not shown(third.notices, "event-text") and shown(again.notices, "event-text")
    assert shown(third.notices, "reinforce-notice-blue")
    assert not shown(third.notices, "reinforce-notice-red")


# ---- what the pure helpers say ---------------------------------------------------------


@pytest.mark.parametrize("check", ["relic", "control", "eliminate", "escort", "destroy", "points"])
def test_7_3_2_3_every_kind_of_objective_says_how_it_is_checked(check: str) -> None:
    fields: dict[str, Any] = {"text": "Win.", "check": check}
    if check in ("control", "escort"):
        fields["area"] = ["B1", "C1"]
    if check == "control":
        fields["turns"] = 0 + 2
    if check == "destroy":
        fields |= {"element": "barrel", "count": 1}
    words = how_checked(Objective.model_validate(fields))
    expected = {
        "relic": "true relic", "control": "controls B1, C1; 2 such turns",
        "eliminate": "last guild with characters", "escort": "dignitary standing on B1, C1",
        "destroy": "destroy 1 barrel", "points": "scoring table",
    }[check]  # fmt: skip
    assert expected in words and "(" in words  # its rule


def test_6_4_2_every_kind_of_event_has_its_words() -> None:
    from typing import get_args

    from demloc.missions.spec import EventChange

    kinds = set(get_args(EventChange.model_fields["kind"].annotation))
    assert set(WHAT) == kinds | {"news"}


def test_6_4_2_the_news_is_read_from_the_log_in_the_files_order() -> None:
    mission = begun(events=[DOOR, RUMOUR, BARREL], drawing=WALLED)
    mission.do({"kind": "new_turn"})
    assert not mission_news(mission.state)
    pass_turn(mission)
    mission.do({"kind": "new_turn"})
    news = mission_news(mission.state)
    assert [n.kind for n in news] == ["open-door", "news", "add-element"]
    assert news[0].squares == ("C1",) and news[1].squares == () and news[1].done == ""
    mission.undo()  # back to the turn over: turn 1's segment, nothing new
    assert not mission_news(mission.state)


# ---- the mission files -----------------------------------------------------------------


@pytest.mark.slow
def test_the_chapel_of_bells_door_wave_reinforcements_and_new_objective(
    make_window: MakeWindow,
) -> None:
    window = make_window()
    view = play_from_setup(window, "the-chapel-of-bells")
    to_turn(view, 3)
    text = news_text(view)
    assert "The sexton unbars the crypt" in text and "A door opens at H10 S" in text
    assert "H10" in lit(view)
    (wave,) = shown(view.notices, "wave-news")  # the bell-yard wave, the same turn
    assert wave.startswith("Turn 3: Wave 1 enters (6.4.1): The bell-ringers' lads")
    assert "No character was kept aside" in wave  # the set-up's driver keeps none
    shoot(view, "chapel-turn-3")
    tap(view, "seen")
    assert "H10" not in lit(view)
    while state(view).due:  # the wave placed by taps on its lit squares
        tap_square(view, state(view).due[0].squares[0].name)
    to_turn(view, 4)
    assert shown(view.notices, "event-reinforcements")
    for colour in [p.colour for p in state(view).players]:
        assert shown(view.notices, f"reinforce-notice-{colour}")
    shoot(view, "chapel-turn-4")
    to_turn(view, 5)
    (detail,) = shown(view.notices, "event-objective")
    assert "Control the crypt stair (G11, H11) for 2 turns." in detail
    assert "G11, H11" in detail and {"G11", "H11"} <= lit(view)
    shoot(view, "chapel-turn-5")


def test_the_flood_gate_barrel_comes_and_goes(make_window: MakeWindow) -> None:
    window = make_window()
    view = play_from_setup(window, "the-flood-gate")
    to_turn(view, 3)
    (detail,) = shown(view.notices, "event-add-element")
    assert "D8" in detail and "D8" in lit(view)
    shoot(view, "flood-gate-turn-3")
    to_turn(view, 5)
    assert shown(view.notices, "event-remove-element")


def test_6_4_2_two_reinforcements_of_one_guild_each_get_their_own_id(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    two = {**HELP, "change": {"kind": "reinforcements", "slots": 2}}
    view = tracker_of(qtbot, sessions, events=[two], followers=FOLLOWERS)
    to_turn(view, 2)
    (red,) = shown(view.notices, "reinforce-notice-red")
    assert "brings 2 more characters" in red
    tap_square(view, "B1")
    (red,) = shown(view.notices, "reinforce-notice-red")
    assert "brings 1 more character " in red  # one left
    tap_square(view, "B2")
    assert {"red-reinforcement-1", "red-reinforcement-2"} <= set(state(view).fighters)
    assert not shown(view.notices, "reinforce-notice-red")


def test_r_89_a_later_actions_death_is_not_the_start_of_turns_work() -> None:
    # Kesh bleeds at the start of turn 1; the table then poisons Mora to death: his
    # line is the app's start-of-turn work, hers a later action's (R-89).
    mission = begun(fighters={"A": spec(name="Kesh", bleeding=1), "E": spec(name="Mora")})
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "poison", "character": "E", "change": 9})
    assert any(line.startswith("Mora dies of poison") for line in mission.state.log)
    work = dict(start_of_turn(mission.state))
    assert set(work) == {"Kesh"}
