"""The resolution's screens (issue 13, 6.4.1 "Resolution phase") from the tracker's
Results ▶: one after another, by Next and Back and by their keys, for a standard and a
training mission; every page checked at 1024x700 and 1920x1080 for anything cut off
(DEMLOC_SHOTS=folder saves a picture of each)."""

from __future__ import annotations

from driver import SIZES
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from readable import cut_widgets
from resolution_steps import (
    STANDARD,
    TRAINING,
    button_of,
    end_by_elimination,
    end_by_surrender,
    press_on,
    results,
    start,
    written,
)
from table import MakeWindow, area_of, shown_text, state, tap

from demloc.missions.play import Phase
from demloc.missions.resolution.injuries import table_path
from demloc.missions.resolution.model import Fate
from demloc.ui.main_window import MainWindow
from demloc.ui.resolution import ResolutionView
from demloc.ui.resolution.view import FINAL
from demloc.ui.resolution.words import FATE_WORDS, TRAINING_BANNER
from support.shots import save_shot


def _key(view: ResolutionView, name: str) -> None:
    """A key as the table presses it, the focus on whatever the screen gave it."""
    QApplication.processEvents()
    target = QApplication.focusWidget() or view
    assert view.isAncestorOf(target) or target is view, "the keys go elsewhere"
    sequence = {"Enter": Qt.Key.Key_Return, "Right": Qt.Key.Key_Right,
                "Left": Qt.Key.Key_Left, "Backspace": Qt.Key.Key_Backspace}[name]  # fmt: skip
    QTest.keyClick(target, sequence)
    QApplication.processEvents()


def _buttons(view: ResolutionView) -> set[str]:
    QApplication.processEvents()
    return {b.objectName() for b in view.findChildren(QPushButton) if b.isVisible()}


def _every_size(window: MainWindow, view: ResolutionView, name: str) -> None:
    """Nothing cut at either size; the picture saved when asked."""
    for width, height in SIZES:
        window.resize(width, height)
        QApplication.processEvents()
        assert not cut_widgets(view), (name, width, cut_widgets(view))
        save_shot(window, "resolution", f"{name}-{width}x{height}.png")
    window.resize(*SIZES[0])
    QApplication.processEvents()


def test_6_4_1_standard_screens_one_after_another(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = start(window, STANDARD, "standard")
    winner = end_by_elimination(tracker)
    view = results(window)
    resolution = view.controller.resolution
    assert resolution is not None and resolution.winner == winner and resolution.writes
    names = {g.colour: g.name for g in resolution.guilds}
    seen = []
    # 1. The winner proclaimed, how, and the mission's story.
    assert view.page == 0 and not view.training.isVisible()
    said = shown_text(view)
    assert f"{names[winner]} ({winner}) wins" in said and "by elimination" in said
    assert resolution.story and resolution.story in said
    assert view.back_button.text() == "◀ Back to the mission"
    _every_size(window, view, "standard-1-winner")
    seen.append(view.page)
    # 2. Fame and feods: each guild's lines with their why, and the totals.
    _key(view, "Enter")
    assert view.page == 1
    said = shown_text(view)
    for g in resolution.guilds:
        for line in (*g.fame, *g.feods):
            assert line.why in said
        assert f"fame +{g.fame_total}, feods +{g.feods_total}" in said
    assert any("eliminated (6.4.2)" in line.why for line in resolution.guilds[0].fame
               + resolution.guilds[1].fame)  # fmt: skip
    _every_size(window, view, "standard-2-fame-feods")
    # 3. Items earned: none in an elimination.
    _key(view, "Right")
    assert view.page == 2 and shown_text(view).count("No item earned") == 2
    _every_size(window, view, "standard-3-items")
    # 4. Every character's fate; the injury table said provisional with its file.
    _key(view, "Right")
    assert view.page == 3
    said = shown_text(view)
    assert "PROVISIONAL" in said and str(table_path()) in said
    for g in resolution.guilds:
        for c in g.characters:
            assert f"{c.name} ({c.kind}): {FATE_WORDS[c.fate]}" in said
    # The winner's stand; the loser's fell, each with his injury roll.
    for g in resolution.guilds:
        for c in g.characters:
            if g.colour == winner:
                assert c.fate is Fate.FINE and "on the board at the end" in c.why
            else:
                assert (
                    c.kind != "mercenary"
                    or f"injury roll {dict(resolution.rolls)[c.character]}" in said
                )
    _every_size(window, view, "standard-4-characters")
    # 5. The control spot at stake.
    _key(view, "Enter")
    assert view.page == 4
    assert resolution.spot is not None and resolution.spot.name in shown_text(view)
    assert "Held now: " + names[winner] in shown_text(view)
    _every_size(window, view, "standard-5-spot")
    # The results page: write, print; the ways on wait for the writing.
    _key(view, "Right")
    assert view.page == FINAL
    assert {"write-results", "print-report", "new-mission", "back-to-guilds"} <= _buttons(view)
    assert "resolution-next" not in _buttons(view)
    assert not button_of(view, "new-mission").isEnabled()
    _every_size(window, view, "standard-6-results")
    _key(view, "Enter")  # the last page: Enter writes nothing
    assert not written(view)
    # Back by its keys, all the way to the first screen.
    for page in (4, 3, 2, 1, 0):
        _key(view, "Backspace" if page % 2 else "Left")
        assert view.page == page
    press_on(view, "resolution-next")
    assert view.page == 1
    press_on(view, "resolution-back")
    assert view.page == 0
    for _ in range(5):
        press_on(view, "resolution-next")
    press_on(view, "write-results")
    assert written(view)
    assert "written into the guilds on" in shown_text(view)
    assert "write-results" not in _buttons(view)
    _every_size(window, view, "standard-6-written")
    view.go(0)
    assert not view.back_button.isEnabled()  # written: no way back to the mission


def test_6_4_training_screens_say_nothing_is_written(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = start(window, TRAINING, "training")
    end_by_surrender(tracker)
    view = results(window)
    resolution = view.controller.resolution
    assert resolution is not None and not resolution.writes and resolution.spot is None
    assert view.pages == (0, 1, 2, 3, FINAL)  # no control spot in training (6.4.1)
    names = ("winner", "fame-feods", "items", "characters")
    for number, page in enumerate(view.pages):
        assert view.page == page
        assert view.training.isVisible() and view.training.text() == TRAINING_BANNER
        assert f"{number + 1} of 5" == view.step.text()
        name = names[number] if page != FINAL else "results"
        _every_size(window, view, f"training-{number + 1}-{name}")
        _key(view, "Right")
    assert view.page == FINAL
    assert "surrender" in resolution.reason
    said = shown_text(view)
    assert "Nothing was written to the guilds" in said
    assert "write-results" not in _buttons(view)
    assert button_of(view, "new-mission").isEnabled()
    assert button_of(view, "back-to-guilds").isEnabled()
    _key(view, "Left")
    assert view.page == 3  # back past the spot's screen, which training has not


def test_back_to_the_mission_undoes_and_results_again(make_window: MakeWindow) -> None:
    """Until written, the first screen's Back (or Backspace) returns to the tracker,
    where the last action is undone: the mission is in play again (7.3.2.3)."""
    window = make_window()
    area = area_of(window)
    tracker = start(window, TRAINING, "training")
    end_by_surrender(tracker)
    view = results(window)
    _key(view, "Backspace")
    assert area.currentWidget() is area.tracker
    tap(tracker, "undo")
    assert state(tracker).phase is Phase.TURN_OVER
    assert tracker.abandon_button.text() == "Give up this mission"
    tap(tracker, "redo")
    assert state(tracker).phase is Phase.ENDED
    view = results(window)
    assert view.page == 0 and view.controller.resolution is not None
    press_on(view, "resolution-back")
    assert area.currentWidget() is area.tracker
