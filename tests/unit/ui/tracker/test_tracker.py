"""The mission tracker from the screens (issue 12): a 2-player mission set up by the
set-up's screens, handed over by "Play the mission", then played in tracker mode by
taps and keys to its end; every action saved as it happens, a restart resuming the
same state and the same redo list; each action kind with its edges."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from sqlalchemy.orm import Session, sessionmaker
from table import (
    MakeWindow,
    area_of,
    key,
    pass_round,
    play_from_setup,
    refusal,
    rows,
    shown_text,
    state,
    tap,
    tap_character,
)

from demloc.missions.play import Phase
from demloc.store import play as store


def enemies_of(tracker: object, colour: str) -> list[str]:
    return [f for f, x in state(tracker).fighters.items() if x.owner != colour and x.in_play]  # type: ignore[arg-type]


def saved_events(sessions: sessionmaker[Session]) -> list[str]:
    with sessions() as session:
        play = store.current_play(session)
        assert play is not None
        return store.event_texts(session, play)


def test_a_mission_set_up_is_played_by_taps_and_keys_to_the_turn_limit(
    make_window: MakeWindow, sessions: sessionmaker[Session]
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    assert state(tracker).turn == 0 and not tracker.banner.isVisible()
    assert "Before turn 1" in tracker.bar.turn.text()
    key(tracker, "T")  # turn 1: the set-up's first player
    first = state(tracker)
    assert first.turn == 1 and first.phase is Phase.STRATEGIC
    assert tracker.bar.turn.text() == "Turn 1 of 6"
    assert "drawn at the set-up" in tracker.bar.first.text()
    assert f"{first.current}) plays now" in tracker.bar.now.text()
    # Two taps for a common action: the character on the board, then D.
    target = enemies_of(tracker, first.current)[0]
    tap_character(tracker, target)
    assert tracker.selected == target and tracker.board is not None
    assert tracker.board.scene.selected == target  # board and cards select the same one
    assert tracker.cards[target].property("selected") is True  # its gold edge (card_style)
    key(tracker, "D")
    hit = state(tracker).fighters[target]
    assert (hit.armour_damage, hit.armour_tokens) in ((1, 0), (0, 1))
    # A card tapped selects him on the board too.
    other = next(f for f in state(tracker).fighters if f != target)
    QTest.mouseClick(tracker.cards[other], Qt.MouseButton.LeftButton)
    assert tracker.selected == other and tracker.board.scene.selected == other
    key(tracker, "N")  # the next character of the player who plays now
    assert state(tracker).fighters[tracker.selected].owner == first.current
    chosen = tracker.selected
    key(tracker, "Tab")  # Tab as N: the next one, round the player's characters
    assert tracker.selected != chosen
    assert state(tracker).fighters[tracker.selected].owner == first.current
    for letter, field in (("H", "hit_damage"), ("S", "seals"), ("B", "bleeding"),
                          ("V", "poison")):  # fmt: skip
        was = getattr(state(tracker).fighters[tracker.selected], field)
        key(tracker, letter)
        assert getattr(state(tracker).fighters[tracker.selected], field) > was, letter
    for turn in range(1, 7):
        assert state(tracker).turn == turn
        assert state(tracker).phase is Phase.STRATEGIC
        pass_round(tracker)
        assert state(tracker).phase is Phase.TURN_OVER
        if turn < 6:
            assert tracker.bar.next_button.isVisible()
            tap(tracker, "next-turn")
            assert "(7, R-34)" in tracker.bar.first.text()
    # The turn limit leaves only "end game" (7.3.2.3).
    assert not tracker.bar.next_button.isVisible()
    key(tracker, "T")
    assert "7.3.2.3" in refusal(tracker)
    tap(tracker, "end-turn limit")
    assert state(tracker).phase is Phase.ENDED
    assert "Mission over: turn limit" in tracker.bar.phase.text()
    # Every action was saved as it happened, in order.
    assert len(saved_events(sessions)) == len(tracker.controller.mission.events)  # type: ignore[union-attr]
    shown = rows(tracker, "log")
    assert "Turn 6" in shown and any("mission over: turn limit" in s for s in shown)


def test_a_restart_resumes_the_same_state_and_the_redo_list(
    make_window: MakeWindow, sessions: sessionmaker[Session]
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    target = enemies_of(tracker, state(tracker).current)[0]
    tap_character(tracker, target)
    for name in ("damage", "seals+1", "bleeding+1", "poison+1"):
        tap(tracker, name)
    tap(tracker, f"fate-{state(tracker).current}-1")
    key(tracker, "Ctrl+Z")
    key(tracker, "Ctrl+Z")
    assert tracker.controller.redo_count == 2
    history = rows(tracker, "history")
    assert len(history) == 6  # next turn and 3 done, 2 undone and greyed
    assert "(undone: Redo)" in history[5]
    assert "(undone" not in history[3]
    before = state(tracker).canonical()
    window.close()

    again = make_window()
    area = area_of(again)
    assert area.currentWidget() is area.tracker
    resumed = area.tracker
    assert resumed.banner.isVisible() and "resumed where it was: turn 1" in resumed.banner.text()
    assert "2 to redo" in resumed.banner.text()
    assert state(resumed).canonical() == before
    assert resumed.redo_button.isEnabled()
    key(resumed, "Ctrl+Shift+Z")
    key(resumed, "Ctrl+Y")
    assert resumed.controller.redo_count == 0
    assert state(resumed).fighters[target].poison == 1
    assert not resumed.banner.isVisible()  # said once, until the next action
    after = state(resumed).canonical()
    again.close()
    third = make_window()
    assert state(area_of(third).tracker).canonical() == after


def test_every_tracker_action_and_its_edges(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    me = state(tracker).current
    target = enemies_of(tracker, me)[0]
    tap_character(tracker, target)

    def count(name: str) -> int:
        return int(getattr(state(tracker).fighters[target], name))

    # Only tokens he has can be removed, never below 0 (6.4.2): one clear line.
    for name in ("seals-1", "bleeding-1", "poison-1", "armour-1", "hearts-1"):
        tap(tracker, name)
        assert "(6.4.2)" in refusal(tracker) and "\n" not in refusal(tracker), name
    for up, down, field in (
        ("seals+1", "seals-1", "seals"),
        ("bleeding+1", "bleeding-1", "bleeding"),
        ("poison+1", "poison-1", "poison"),
        ("armour+1", "armour-1", "armour_tokens"),
        ("hearts+1", "hearts-1", "hearts"),
    ):
        tap(tracker, up)
        assert count(field) == 1 and not refusal(tracker), up
        tap(tracker, down)
        assert count(field) == 0, down
    # A hit to life goes past the armour.
    tap(tracker, "damage-life")
    assert count("hit_damage") == 1 and count("armour_damage") == 0
    # Effects on and off; one he has not is refused.
    # (Stunned exhausts his token, and taken off leaves it so: 8.2.)
    for effect in ("stunned", "exhausted", "possessed"):
        was = bool(getattr(state(tracker).fighters[target], effect))
        tap(tracker, f"effect-{effect}")
        assert getattr(state(tracker).fighters[target], effect) is not was, effect
        assert tracker.actions_panel.buttons[f"effect-{effect}"].isChecked() is not was
        tap(tracker, f"effect-{effect}")
        assert getattr(state(tracker).fighters[target], effect) is was, effect
    # Fate points per player, never below 0 (6.4.2).
    fate = state(tracker).player(me).fate_points
    tap(tracker, f"fate-{me}+1")
    assert state(tracker).player(me).fate_points == fate + 1
    for _ in range(fate + 1):
        tap(tracker, f"fate-{me}-1")
    assert state(tracker).player(me).fate_points == 0
    assert tracker.headers[me].fate.text() == "Fate 0"
    tap(tracker, f"fate-{me}-1")
    assert "not below 0 (6.4.2)" in refusal(tracker)
    # A kill, credited by kind for the rewards.
    tap(tracker, f"kill-by-{me}")
    victim = state(tracker).fighters[target]
    assert victim.dead and state(tracker).player(me).kills == 1
    assert "Kills: 1 (1 mercenary" in tracker.headers[me].kills.text()
    assert not tracker.actions_panel.buttons["damage"].isEnabled()  # out of the game
    # Escaped: out of the game, no kill.
    second = enemies_of(tracker, me)[0]
    tap_character(tracker, second)
    tap(tracker, "effect-escaped")
    assert state(tracker).fighters[second].escaped
    # Undo walks back every action, the history says what each was.
    history = rows(tracker, "history")
    assert any("killed" in line for line in history)
    assert any("escaped on" in line for line in history)
    done = tracker.controller.mission.cursor  # type: ignore[union-attr]
    tap(tracker, "undo")
    assert tracker.controller.mission.cursor == done - 1  # type: ignore[union-attr]
    assert not state(tracker).fighters[second].escaped
    tap(tracker, "redo")
    assert state(tracker).fighters[second].escaped


def test_a_mission_ends_by_elimination(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    me = state(tracker).current
    for target in enemies_of(tracker, me):
        QTest.mouseClick(tracker.cards[target], Qt.MouseButton.LeftButton)
        tap(tracker, f"kill-by-{me}")
    pass_round(tracker)
    assert state(tracker).phase is Phase.TURN_OVER
    tap(tracker, "end-elimination")
    assert state(tracker).phase is Phase.ENDED
    assert f"elimination: {me} stands" in state(tracker).result
    tap(tracker, "undo")  # the last event of an ended mission can still be undone
    assert state(tracker).phase is Phase.TURN_OVER


def test_a_surrender_and_the_objective_name_their_player(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    pass_round(tracker)
    tap(tracker, "end-objective")
    assert "Who reached the objective?" in shown_text(tracker.bar)
    tap(tracker, "end-cancel")
    assert state(tracker).phase is Phase.TURN_OVER
    tap(tracker, "end-surrender")
    colour = state(tracker).players[1].colour
    tap(tracker, f"surrender-by-{colour}")
    assert state(tracker).result == f"{colour} surrendered"


def test_give_up_returns_to_the_set_up(make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    tap(tracker, "abandon")
    area = area_of(window)
    assert area.currentWidget() is area.setup
    window.close()
    again = make_window()
    assert area_of(again).currentWidget() is area_of(again).setup
    QApplication.processEvents()
