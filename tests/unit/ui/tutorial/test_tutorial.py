"""The tutorial (issue 32 part 2; rulebook 6.2: a tutorial at the first access; R-221):
a tour of the six views and of a mission's phases, each step with its rule section
(opened in the Rules view), forward and back at the keyboard, skippable at every step,
and opened again from Help > Tutorial."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from demloc.ui.context import AppContext
from demloc.ui.main_window import MainWindow
from demloc.ui.reference.links import known_sections
from demloc.ui.tutorial import STEPS, TourDialog
from demloc.ui.views import VIEW_KEYS


def test_the_tour_shows_every_view_and_the_mission_phases_with_their_rules() -> None:
    assert {s.view for s in STEPS} - {""} == set(VIEW_KEYS)
    sections = [s.section for s in STEPS]
    assert {"6.2", "6.4", "6.4.1", "6.4.2"} <= set(sections)  # a mission's phases too
    assert set(sections) <= known_sections()  # each a section the reference holds


def test_the_tour_steps_forward_and_back_and_shows_each_step_s_view(qtbot: QtBot) -> None:
    shown: list[str] = []
    tour = TourDialog(None, shown.append)
    qtbot.addWidget(tour)
    tour.show()
    qtbot.waitUntil(tour.isActiveWindow)
    assert tour.index == 0 and not tour.back_button.isEnabled() and shown == []
    assert tour.title.text() == str(STEPS[0].title) and "1 of" in tour.count.text()
    qtbot.keyClick(tour, Qt.Key.Key_Return)  # Next
    assert tour.index == 1 and shown == ["guild"] and tour.back_button.isEnabled()
    assert tour.rule_button.text() == "Read rule 6.2"
    tour.forward()
    assert tour.index == 2 and shown[-1] == "city"
    qtbot.mouseClick(tour.back_button, Qt.MouseButton.LeftButton)
    assert tour.index == 1 and shown[-1] == "guild"
    for _ in range(20):  # Next to the end: Finish there closes it
        if tour.index == len(STEPS) - 1:
            break
        tour.forward()
    assert tour.next_button.text() == "Finish" and shown[-1] == "rules"
    tour.forward()
    assert not tour.isVisible() and tour.result() == TourDialog.DialogCode.Accepted


@pytest.mark.parametrize("step", [0, 4, len(STEPS) - 1])
def test_the_tour_is_skipped_at_any_step_with_esc(qtbot: QtBot, step: int) -> None:
    tour = TourDialog(None, lambda _view: None)
    qtbot.addWidget(tour)
    tour.show()
    qtbot.waitUntil(tour.isActiveWindow)
    tour.show_step(step)
    assert tour.skip_button.isVisible() and tour.skip_button.isEnabled()
    qtbot.keyClick(tour, Qt.Key.Key_Escape)
    assert not tour.isVisible() and tour.result() == TourDialog.DialogCode.Rejected


def test_help_tutorial_opens_it_again_and_a_step_s_rule_opens_the_rules_view(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    window = MainWindow(context, settings, "catalog")
    qtbot.addWidget(window)
    window.show()
    entry = window.findChild(QAction, "help-tutorial")
    assert isinstance(entry, QAction)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    assert entry in help_menu.actions()  # type: ignore[union-attr]
    entry.trigger()
    tour = window.findChild(TourDialog, "tutorial")
    assert isinstance(tour, TourDialog) and tour.isVisible() and tour.index == 0
    tour.forward()  # the Guild step: the window shows the Guild view
    assert window.current_view() == "guild"
    tour.skip_button.click()
    assert not tour.isVisible()
    entry.trigger()  # Help > Tutorial: the tour again, from its first step
    assert window.findChild(TourDialog, "tutorial") is tour
    assert tour.isVisible() and tour.index == 0
    tour.show_step(4)  # Before the first turn: 6.4.1
    tour.rule_button.click()
    assert window.current_view() == "rules"
    assert window.views.built["rules"].browser.current() == "rules:6.4.1"  # type: ignore[attr-defined]
    tour.reject()
