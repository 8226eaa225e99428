"""The tracker's keys whatever has the focus (issue 26, item 2): a button that disables
or removes itself while it holds the focus (the "Killed by" row after a kill) leaves
the focus nowhere inside the tracker; every key the Mission menu lists still works,
pressed as real key events on whatever holds the focus then."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from table import MakeWindow, key, play_from_setup, state, tap, tap_character

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
    key(tracker, "T")
    me = state(tracker).current
    target = next(f for f, x in state(tracker).fighters.items() if x.owner != me)
    tap_character(tracker, target)
    for _ in range(20):  # H until he dies (6.4.2)
        if state(tracker).fighters[target].dead:
            break
        key(tracker, "H")
    assert state(tracker).fighters[target].dead
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
