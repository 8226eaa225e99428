"""The replay screen (issue 12 "replayed turn by turn afterwards"; RULINGS.md R-90,
R-91): a finished 2-player mission stepped turn by turn and action by action, the
board showing each turn's positions, the keys, the slider, opened from the tracker and
from the set-up for a past mission, and nothing ever written to the database."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker
from table import MakeWindow, area_of, pass_round, play_from_setup, state, tap

from demloc.catalog.catalog import Catalog
from demloc.missions.play import Mission, MissionState, Phase
from demloc.missions.play.replay import Replay
from demloc.missions.play.simulate import play_random_mission
from demloc.render import geometry as geo
from demloc.store.schema_play import MissionPlay, MissionPlayEvent
from demloc.ui.tracker.replay import PastPlays, ReplayView
from support.play_missions import make_context, make_mission
from support.shots import save_shot


def _finished(catalog: Catalog, seed: int = 3) -> Mission:
    """A random legal 2-player mission played to its 3-turn limit and ended (7.3.2.3)."""
    mission = play_random_mission(make_mission(make_context(catalog), seed, 3), 9, seed)
    mission.do({"kind": "end_mission", "reason": "turn limit"})
    return mission


def _view(qtbot: QtBot, mission: Mission, size: tuple[int, int] = (1024, 700)) -> ReplayView:
    view = ReplayView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    view.open(mission, "Replay: a test mission", "Back to the mission")
    QApplication.processEvents()
    return view


def _key(view: QWidget, sequence: str) -> None:
    """A key as the table presses it, the focus on the board."""
    target = view.board.view if isinstance(view, ReplayView) else view
    target.setFocus()
    QApplication.processEvents()
    combo = QKeySequence(sequence)[0]
    QTest.keyClick(target, combo.key(), combo.keyboardModifiers())
    QApplication.processEvents()


def _drawn_at(view: ReplayView, state: MissionState) -> None:
    """The board shows `state`: its map, and every miniature drawn on its square (its
    item's model is the state's miniature, its drawing covers the square's centre)."""
    assert view.board is not None
    assert view.board.document.map == state.board_map
    drawn = {
        str(key[1]): item
        for key, item in view.board.scene.items_by_key.items()
        if key[0] == "character"
    }
    assert set(drawn) == set(_positions(state))
    for character in state.board_map.characters:
        item = drawn[character.id]
        assert item.character == character, character.id
        assert item.sceneBoundingRect().contains(QPointF(*geo.centre(character.at)))


def _positions(state: MissionState) -> dict[str, str]:
    return {c.id: c.at.name for c in state.board_map.characters}


def test_r90_step_through_a_finished_mission_turn_by_turn(qtbot: QtBot, catalog: Catalog) -> None:
    mission = _finished(catalog)
    view = _view(qtbot, mission)
    replay = view.replay
    assert replay is not None and replay.position == replay.last  # where the table is
    assert "Turn 3 of 3 played, ended" in view.where.text()
    assert not view.buttons["next-turn"].isEnabled() and view.buttons["first"].isEnabled()
    tap(view, "replay-first")
    _drawn_at(view, mission.states[0])
    assert view.where.text() == "The start: before the first action"
    assert not view.buttons["previous-action"].isEnabled()
    seen = []
    for number in (1, 2, 3):
        tap(view, "replay-next-turn")
        end = mission.states[replay.turn_numbered(number).end]
        assert replay.state is end and replay.turn.number == number
        _drawn_at(view, end)
        seen.append(_positions(end))
        lines = view.shown_lines()
        assert lines[0] == f"Turn {number}"
        assert any(f"turn {number}: " in line and "plays first" in line for line in lines)
        assert view.slider.value() == replay.position
    assert len({str(s) for s in seen}) > 1  # the miniatures moved between turns
    tap(view, "replay-previous-turn")
    assert replay.turn.number == 2 and replay.position == replay.turn_numbered(2).end


def test_keys_step_by_action_turn_start_and_end(qtbot: QtBot, catalog: Catalog) -> None:
    mission = _finished(catalog)
    view = _view(qtbot, mission)
    replay = view.replay
    assert replay is not None
    _key(view, "Home")
    assert replay.position == 0
    _key(view, "Right")
    assert replay.position == 1 and replay.step is not None
    assert replay.step.kind == "new_turn"
    _drawn_at(view, mission.states[1])
    _key(view, "Left")
    assert replay.position == 0
    _key(view, "Left")  # at the start: nothing happens, no message box, no traceback
    assert replay.position == 0
    for sequence, number in (("PgDown", 1), ("Ctrl+Right", 2), ("PgDown", 3)):
        _key(view, sequence)
        assert replay.position == replay.turn_numbered(number).end, sequence
    _key(view, "Ctrl+Left")
    assert replay.position == replay.turn_numbered(2).end
    _key(view, "PgUp")
    assert replay.position == replay.turn_numbered(1).end
    _key(view, "End")
    assert replay.position == replay.last
    _drawn_at(view, mission.state)
    # The action shown stands out; what its turn has yet to do is greyed.
    _key(view, "Home")
    _key(view, "PgDown")
    _key(view, "Right")
    _key(view, "Right")
    shown = [view.lines.item(n) for n in range(1, view.lines.count())]  # past the heading
    now = [i for i in shown if i.data(Qt.ItemDataRole.UserRole) == replay.position]
    later = [i for i in shown if int(i.data(Qt.ItemDataRole.UserRole)) > replay.position]
    assert now and now[0].background().color().name() == "#ffd400"
    assert later and all(i.foreground().color().name() == "#828282" for i in later)
    closed: list[bool] = []
    view.closed.connect(lambda: closed.append(True))
    _key(view, "Esc")
    assert closed == [True]


def test_the_slider_and_a_line_choose_the_action(qtbot: QtBot, catalog: Catalog) -> None:
    mission = _finished(catalog)
    view = _view(qtbot, mission)
    replay = view.replay
    assert replay is not None and view.slider.maximum() == replay.last
    view.slider.setValue(5)
    assert replay.position == 5
    _drawn_at(view, mission.states[5])
    view.slider.setValue(0)  # 0 is a position: the start
    assert replay.position == 0 and view.buttons["first"].isEnabled() is False
    replay_turn = replay.turn_numbered(2)
    view.slider.setValue(replay_turn.end)
    item = next(
        view.lines.item(n) for n in range(view.lines.count())
        if view.lines.item(n).data(Qt.ItemDataRole.UserRole) == replay_turn.start
    )  # fmt: skip
    view.lines.itemClicked.emit(item)
    assert replay.position == replay_turn.start


def test_turn_zero_says_so_and_quiet_actions_are_described(qtbot: QtBot, catalog: Catalog) -> None:
    mission = _finished(catalog)
    view = _view(qtbot, mission)
    _key(view, "Home")
    assert view.shown_lines()[0] == "The start: the miniatures as deployed"
    assert view.shown_lines()[1:] == ["  nothing was done before turn 1"]
    replay = view.replay
    assert replay is not None
    quiet = next(s for s in replay.steps if s.kind == "pass" and not s.lines)
    view.slider.setValue(quiet.index)
    who = replay.states[quiet.index - 1].current
    assert f"{quiet.index}. {who} passes" in view.shown_lines()


def test_the_replay_opens_on_a_copy_and_writes_no_event(qtbot: QtBot, catalog: Catalog) -> None:
    mission = _finished(catalog)
    before = (list(mission.events), mission.cursor)
    view = _view(qtbot, mission)
    for sequence in ("Home", "PgDown", "Right", "End", "PgUp"):
        _key(view, sequence)
    assert (mission.events, mission.cursor) == before


def _rows(sessions: sessionmaker[Session]) -> tuple[int, int, list[str], list[tuple[int, str]]]:
    with sessions() as session:
        plays = session.scalar(select(func.count(MissionPlay.id))) or 0
        events = session.scalar(select(func.count(MissionPlayEvent.id))) or 0
        texts = list(session.scalars(select(MissionPlayEvent.text).order_by(MissionPlayEvent.id)))
        statuses = sorted((p.id, p.status) for p in session.scalars(select(MissionPlay)))
    return plays, events, texts, statuses


def _finish_from_the_tracker(window: object) -> None:
    """The set-up's first-blood mission played from the tracker to two turns, ended."""
    tracker = play_from_setup(window)  # type: ignore[arg-type]
    for turn in (1, 2):
        tracker.controller.do({"kind": "new_turn"})
        if turn == 1:  # the phase bar with Replay… among its buttons, mid-turn
            save_shot(tracker.window(), "shots12r", "tracker-turn-1-1024x700.png")
        pass_round(tracker)
        if turn == 1:  # between turns: Next turn and the endings beside Replay…
            save_shot(tracker.window(), "shots12r", "tracker-turn-over-1024x700.png")
    assert state(tracker).phase is Phase.TURN_OVER
    tracker.controller.do({"kind": "end_mission", "reason": "surrender", "player": "red",
                           "agreed": [p.colour for p in state(tracker).players
                                      if p.colour != "red"]})  # fmt: skip
    assert state(tracker).phase is Phase.ENDED


@pytest.mark.slow
def test_r91_replay_from_the_tracker_and_of_a_past_mission_writes_nothing(
    make_window: MakeWindow, sessions: sessionmaker[Session]
) -> None:
    window = make_window()
    area = area_of(window)
    _finish_from_the_tracker(window)
    tracker = area.tracker
    mission = tracker.controller.mission
    assert mission is not None
    rows = _rows(sessions)
    assert rows[1] == len(mission.events)
    # "Replay…" on the tracker's bar: how did we get here.
    assert area.replay_button.isVisible()
    save_shot(window, "shots12r", "tracker-replay-button-1024x700.png")
    tap(tracker, "open-replay")
    assert area.currentWidget() is area.replay
    focus = QApplication.focusWidget()  # the keys work at once, no click needed first
    assert focus is not None and area.replay.isAncestorOf(focus)
    _key(focus, "Home")
    assert area.replay.replay is not None and area.replay.replay.position == 0
    _key(area.replay, "Home")
    _key(area.replay, "PgDown")
    save_shot(window, "shots12r", "replay-first-blood-1024x700.png")
    window.resize(1920, 1080)
    QApplication.processEvents()
    save_shot(window, "shots12r", "replay-first-blood-1920x1080.png")
    window.resize(1024, 700)
    _key(area.replay, "End")
    replay = area.replay.replay
    assert replay is not None and replay.last == mission.cursor
    assert replay.states[-1] is mission.state
    assert "how did we get here" in area.replay.title.text()
    _key(area.replay, "Home")
    _key(area.replay, "PgDown")
    assert replay.turn.number == 1
    for letter in ("P", "T", "D", "Ctrl+Z"):  # the tracker's keys do nothing here
        _key(area.replay, letter)
    assert len(mission.events) == rows[1] and mission.cursor == rows[1]
    _key(area.replay, "Esc")  # back to the mission, where it was
    assert area.currentWidget() is area.tracker
    assert tracker.controller.mission is mission and mission.state.phase is Phase.ENDED
    _key(tracker.board.view if tracker.board else tracker, "F6")  # F6 opens it too
    assert area.currentWidget() is area.replay
    tap(area.replay, "replay-back")
    assert area.currentWidget() is area.tracker
    assert _rows(sessions) == rows
    # The mission finished (Results ▶, then back: a training one writes nothing): the
    # set-up shows; "Replay a past mission" lists it.
    played = tracker.controller.play_id
    tap(tracker, "abandon")
    assert area.currentWidget() is area.resolution
    area.resolution.go(area.resolution.pages[-1])
    tap(area.resolution, "back-to-guilds")
    window.show_view("mission")
    assert area.currentWidget() is area.setup
    rows = _rows(sessions)
    tap(area.setup, "past")  # the set-up's "Past missions (F6)"
    assert area.currentWidget() is area.past
    save_shot(window, "shots12r", "past-missions-1024x700.png")
    listed = [area.past.list.item(n) for n in range(area.past.list.count())]
    assert listed[0].data(Qt.ItemDataRole.UserRole) == played
    assert "first-blood" in listed[0].text() and "finished" in listed[0].text()
    assert f"{len(mission.events)} actions" in listed[0].text()
    focus = QApplication.focusWidget()
    assert focus is area.past.list
    _key(focus, "Return")  # Enter on the newest: its replay
    assert area.currentWidget() is area.replay
    past = area.replay.replay
    assert past is not None and past.last == len(mission.events)
    assert past.state.canonical() == mission.state.canonical()
    assert past.states[-1].result == "red surrendered"
    for sequence in ("Home", "PgDown", "PgDown", "Left", "End"):
        _key(area.replay, sequence)
    _key(area.replay, "Esc")  # back to the list
    assert area.currentWidget() is area.past
    _key(area.past.list, "Esc")  # back to the set-up
    assert area.currentWidget() is area.setup
    _key(area.setup, "F6")  # F6 on the set-up: the list of past missions
    assert area.currentWidget() is area.past
    tap(area.past, "past-back")
    assert area.currentWidget() is area.setup
    assert _rows(sessions) == rows  # nothing written, no status changed


def test_no_past_mission_says_so(qtbot: QtBot) -> None:
    past = PastPlays()
    qtbot.addWidget(past)
    past.show_plays([])
    assert past.list.count() == 1 and "No mission" in past.list.item(0).text()
    assert not past.replay_button.isEnabled()
    chosen: list[int] = []
    past.chosen.connect(chosen.append)
    past.choose()
    assert chosen == []


def test_r90_shots_at_both_sizes(qtbot: QtBot, catalog: Catalog) -> None:
    mission = _finished(catalog)
    for width, height in ((1024, 700), (1920, 1080)):
        view = _view(qtbot, mission, (width, height))
        replay = view.replay
        assert replay is not None
        view.slider.setValue(replay.turn_numbered(2).start + 3)
        QApplication.processEvents()
        image = view.grab()
        assert image.width() == width and image.height() == height
        save_shot(image, "shots12r", f"replay-{width}x{height}.png")
        assert all(b.isVisible() and b.width() >= b.minimumSizeHint().width()
                   for b in view.buttons.values())  # fmt: skip


def test_replay_of_the_core_and_of_the_screen_agree(qtbot: QtBot, catalog: Catalog) -> None:
    mission = _finished(catalog, seed=5)
    view = _view(qtbot, mission)
    core = Replay.of(mission)
    assert view.replay is not None
    assert [t.end for t in view.replay.turns] == [t.end for t in core.turns]


def test_r91_a_damaged_past_mission_replays_up_to_the_damage(
    make_window: MakeWindow, sessions: sessionmaker[Session]
) -> None:
    window = make_window()
    area = area_of(window)
    _finish_from_the_tracker(window)
    played = area.tracker.controller.play_id
    tap(area.tracker, "abandon")
    with sessions.begin() as session:  # a row damaged outside DemLoc
        row = session.scalars(
            select(MissionPlayEvent).where(
                MissionPlayEvent.play_id == played, MissionPlayEvent.seq == 5
            )
        ).one()
        row.text = '{"kind":"teleport"}'
    rows = _rows(sessions)
    area.open_past()
    assert area.replay_play(played)
    replay = area.replay.replay
    assert replay is not None and replay.last == 4  # the actions before the damaged one
    assert area.replay.problem.isVisible()
    assert f"mission in play {played}, event 5 cannot be replayed" in area.replay.problem.text()
    assert not area.replay_play(999999)  # not there: said on the list, no traceback
    assert "no mission play 999999" in area.past.problem.text()
    assert _rows(sessions) == rows
