"""The tracker's keys whatever has the focus (issue 26, item 2): a button that disables
or removes itself while it holds the focus (the "Killed by" row after a kill) leaves
the focus nowhere inside the tracker; every key the Mission menu lists still works,
pressed as real key events on whatever holds the focus then."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from table import MakeWindow, key, kill_an_enemy, play_from_setup, state, tap, tap_character

from demloc.ui.main_window import MainWindow


def press_on_focus(window: MainWindow, sequence: str) -> None:
    """A real key event sent where the keyboard's focus is now (the window if nowhere)."""
    QApplication.processEvents()
    target: QWidget = QApplication.focusWidget() or window
    combo = QKeySequence(sequence)[0]
    QTest.keyClick(target, combo.key(), combo.keyboardModifiers())
    QApplication.processEvents()


def test_keys_work_after_the_kill_button_that_had_the_focus_goes(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    me, _dead = kill_an_enemy(tracker)  # he is dead, or it fails
    # Asked inline, under the damage that killed him (issue 26: a kill in one step).
    asked = tracker.findChild(QLabel, "kill-asked")
    assert asked is not None and asked.text() == "Dead: killed by?"
    kill = tracker.findChild(QWidget, f"kill-by-{me}")
    assert kill is not None
    kill.setFocus()  # a click gives a button the focus (offscreen clicks may not)
    tap(tracker, f"kill-by-{me}")
    assert state(tracker).player(me).kills == 1
    done = tracker.controller.mission.cursor  # type: ignore[union-attr]
    press_on_focus(window, "Ctrl+Z")
    assert tracker.controller.mission.cursor == done - 1  # type: ignore[union-attr]
    assert state(tracker).player(me).kills == 0
    press_on_focus(window, "Ctrl+Shift+Z")
    assert state(tracker).player(me).kills == 1
    press_on_focus(window, "P")
    assert state(tracker).current != me  # passed (7)
    for name in ("N", "D", "F9"):  # next character, damage, the panels
        press_on_focus(window, name)
    assert tracker.selected
    assert not tracker.side.isVisible()


def test_every_key_the_mission_menu_lists_works_with_the_focus_outside_the_tracker(
    make_window: MakeWindow,
) -> None:
    """Each of the tracker's keys, pressed while the views' list holds the focus (or no
    widget does, in table mode), triggers its action (issue 26, item 2)."""
    window = make_window()
    window.setMinimumSize(640, 400)  # offscreen, full screen must not widen it (F11)
    tracker = play_from_setup(window)
    key(tracker, "T")
    tap_character(tracker, next(iter(state(tracker).fighters)))
    tracker.declare("move")  # a declaration open: its Enter, Shift+Enter and Esc too
    fired: list[str] = []
    for name, action in tracker.key_actions.items():
        action.triggered.connect(lambda _=False, n=name: fired.append(n))
    window.sync_menus()
    listed = [n for n in window.entries if n in tracker.key_actions]
    assert set(listed) == set(tracker.key_actions)  # the Mission and Edit menus list them
    for name in listed:
        action = tracker.key_actions[name]
        if not action.isEnabled():
            continue
        for sequence in action.shortcuts():
            if sequence[0].key() in (Qt.Key.Key_Undo, Qt.Key.Key_Redo):
                continue  # a keyboard's own Undo key: QTest cannot type it
            if window.nav.isVisible():
                window.nav.setFocus()
            else:
                window.setFocus()
            QApplication.processEvents()
            assert not tracker.isAncestorOf(QApplication.focusWidget() or window)
            before = len(fired)
            press_on_focus(window, sequence.toString())
            assert fired[before:] == [name], (name, sequence.toString(), fired[before:])
