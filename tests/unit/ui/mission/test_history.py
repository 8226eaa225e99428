"""Back, Undo and Redo from the screens (issue 11): the buttons and the standard keys
(Ctrl+Z; Ctrl+Shift+Z and Ctrl+Y, as on the board) in the players, characters, cards,
miniatures and deployment phases; Back keeps every choice and is itself undone."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from driver import buttons, drive, legal_squares, press, tap_square
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QSpinBox
from pytestqt.qtbot import QtBot

from demloc.missions.deployment import deployer
from demloc.missions.setup import Phase
from demloc.ui.keys import redo_shortcuts
from demloc.ui.mission import MissionView

MakeView = Callable[[], MissionView]
RELIC = "retrieve-the-relic"


def active(view: MissionView, qtbot: QtBot) -> MissionView:
    view.windowHandle().requestActivate()  # shortcuts need an active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view)
    return view


def key(view: MissionView, qtbot: QtBot, sequence: QKeySequence | str) -> None:
    """A key pressed where the keyboard focus is after the last click."""
    QApplication.processEvents()
    combo = QKeySequence(sequence)[0]
    target = QApplication.focusWidget() or view
    assert target is view or view.isAncestorOf(target), target
    qtbot.keyClick(target, combo.key(), combo.keyboardModifiers())
    QApplication.processEvents()


UNDO = "Ctrl+Z"
REDOS = ["Ctrl+Shift+Z", "Ctrl+Y"]  # both, on every platform (ui/keys.py)


def test_the_mission_view_has_the_standard_keys(make_view: MakeView) -> None:
    view = make_view()
    keys = {a.text(): {k.toString() for k in a.shortcuts()} for a in view.actions()}
    assert keys["Undo"] >= {QKeySequence(QKeySequence.StandardKey.Undo).toString()} == {UNDO}
    assert keys["Redo"] == {k.toString() for k in redo_shortcuts()} >= set(REDOS)


@pytest.mark.parametrize("redo", REDOS)
def test_undo_and_redo_keys_on_the_players_screen(
    redo: str, make_view: MakeView, qtbot: QtBot
) -> None:
    view = active(make_view(), qtbot)
    players = view.screens[Phase.PLAYERS]
    players.mission_box.activated.emit(players.mission_box.findData(RELIC))  # type: ignore[attr-defined]
    for name in buttons(view, "add-"):
        press(view, name)
    assert len(view.state.players) == 2
    key(view, qtbot, UNDO)
    assert len(view.state.players) == 1
    assert len(buttons(view, "add-")) == 1  # the guild taken away may be added again
    key(view, qtbot, redo)
    assert len(view.state.players) == 2
    assert not view.redo_button.isEnabled()


@pytest.mark.parametrize("redo", REDOS)
def test_undo_and_redo_keys_on_the_characters_screen(
    redo: str, make_view: MakeView, qtbot: QtBot
) -> None:
    view = active(make_view(), qtbot)
    drive(view, RELIC, "standard", stop=Phase.CHARACTERS)
    red = view.state.players[0]
    first = buttons(view, f"pick-{red.key}-")[0]
    press(view, first)
    picked = view.state.player(red.key).picks
    assert len(picked) == 1
    key(view, qtbot, UNDO)
    assert view.state.player(red.key).picks == ()
    assert first in buttons(view, f"pick-{red.key}-")
    key(view, qtbot, redo)
    assert view.state.player(red.key).picks == picked


def test_undo_and_redo_keys_on_the_cards_screen_give_back_the_same_dice(
    make_view: MakeView, qtbot: QtBot
) -> None:
    view = active(make_view(), qtbot)
    drive(view, RELIC, "standard", stop=Phase.CARDS)
    roll = buttons(view, "roll-")[0]
    character = roll.removeprefix("roll-")
    press(view, roll)
    rolled = view.state.owner(character).pick(character).mana
    assert rolled is not None
    key(view, qtbot, UNDO)
    assert view.state.owner(character).pick(character).mana is None
    assert roll in buttons(view, "roll-")
    key(view, qtbot, "Ctrl+Y")
    assert view.state.owner(character).pick(character).mana == rolled  # as recorded


def test_undo_and_redo_keys_on_the_miniatures_screen(make_view: MakeView, qtbot: QtBot) -> None:
    view = active(make_view(), qtbot)
    drive(view, RELIC, "standard", stop=Phase.MINIATURES)
    first, second = view.state.players[0].picks[:2]
    QApplication.processEvents()
    box = next(b for b in view.findChildren(QSpinBox, f"base-{first.id}") if b.isVisible())
    box.setFocus()
    steps = len(view.controller.log.actions)
    qtbot.keyClick(box, Qt.Key.Key_Up)  # 1 to 2: the second's number, so they swap (5.2)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    QApplication.processEvents()
    # One step, though the box says "editing finished" again as the screen is rebuilt.
    assert len(view.controller.log.actions) == steps + 1
    owner = view.state.players[0]
    assert (owner.pick(first.id).base, owner.pick(second.id).base) == (2, 1)
    key(view, qtbot, UNDO)
    owner = view.state.players[0]
    assert (owner.pick(first.id).base, owner.pick(second.id).base) == (1, 2)
    key(view, qtbot, "Ctrl+Shift+Z")
    assert view.state.players[0].pick(first.id).base == 2
    category = view.findChild(QLabel, f"category-{first.id}")
    assert category is not None and category.text() == f"a {first.category}"


def test_undo_and_redo_keys_on_the_deployment_screen(make_view: MakeView, qtbot: QtBot) -> None:
    view = active(make_view(), qtbot)
    drive(view, RELIC, "standard", stop=Phase.DEPLOYMENT)
    while zone := buttons(view, "zone-"):
        press(view, zone[0])
    due = deployer(view.state)
    assert due is not None
    square = legal_squares(view.state, view.controller.ctx, due.key)[0]
    tap_square(view, square)
    placed = [p for p in view.state.player(due.key).picks if p.at]
    assert [p.at for p in placed] == [square]
    view.screens[Phase.DEPLOYMENT].setFocus()  # the board took the click
    key(view, qtbot, UNDO)
    assert not any(p.at for p in view.state.player(due.key).picks)
    key(view, qtbot, "Ctrl+Y")
    assert [p.at for p in view.state.player(due.key).picks if p.at] == [square]


def test_back_keeps_the_choices_and_undo_takes_back_the_back(make_view: MakeView) -> None:
    view = make_view()
    drive(view, RELIC, "standard", stop=Phase.CHARACTERS)
    stake = view.state.stake
    press(view, "back")  # to the map
    assert view.state.phase is Phase.MAP
    press(view, "back")  # to the objective
    press(view, "back")  # to the raffle: the spot drawn is kept
    assert view.state.phase is Phase.RAFFLE and view.state.stake == stake
    assert buttons(view, "draw-stake") == []
    press(view, "undo")  # Back is a step: undone, the objective again
    assert view.state.phase is Phase.OBJECTIVE
    press(view, "redo")
    assert view.state.phase is Phase.RAFFLE
    for _ in range(3):
        press(view, "next")
    assert view.state.phase is Phase.CHARACTERS
    # Characters picked, then back from the cards: every pick kept.
    for player in view.state.players:
        press(view, buttons(view, f"pick-{player.key}-")[0])
    picks = {p.key: p.picks for p in view.state.players}
    press(view, "next")
    assert view.state.phase is Phase.CARDS
    press(view, "back")
    assert view.state.phase is Phase.CHARACTERS
    assert {p.key: p.picks for p in view.state.players} == picks
    # Back from the deployment to the miniatures keeps the zones chosen.
    press(view, "next")
    while rolls := buttons(view, "roll-"):
        press(view, rolls[0])
    press(view, "next")
    press(view, "next")
    assert view.state.phase is Phase.DEPLOYMENT
    while zone := buttons(view, "zone-"):
        press(view, zone[0])
    zones = {p.key: p.zone for p in view.state.players}
    press(view, "back")
    assert view.state.phase is Phase.MINIATURES
    press(view, "next")
    assert {p.key: p.zone for p in view.state.players} == zones
    assert buttons(view, "zone-") == []


def test_nothing_to_undo_is_said(make_view: MakeView, qtbot: QtBot) -> None:
    view = active(make_view(), qtbot)
    assert not view.undo_button.isEnabled() and not view.back.isEnabled()
    view.setFocus()
    key(view, qtbot, UNDO)
    assert view.error.isVisible() and "nothing to undo" in view.error.text()
