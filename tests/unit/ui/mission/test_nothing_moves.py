"""Nothing moves under the finger in the set-up (issue 26, item 5; STYLE "at the table"):
on the Players, Characters and Cards screens, every button and list box stays where it
was after the first tap, after each tap, and when a message (a refusal) appears.
Measured on the four guilds' table (conftest `make_four_guilds`) at 1024x700 and at
1920x1080, each control by its name, in the Mission view's coordinates."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from driver import buttons, drive, press
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton, QWidget
from sqlalchemy.orm import Session, sessionmaker

from demloc.missions.setup import Phase
from demloc.ui.mission import MissionView
from demloc.ui.mission.players import PlayersScreen

MakeView = Callable[[], MissionView]
FOUR_BANNERS = "four-banners"
CORVIN = "rog1-corvin-ashby"  # in The Red Lantern and in The Grey Hands
SIZES = ((1024, 700), (1920, 1080))


@pytest.fixture
def sessions(four_guilds: sessionmaker[Session]) -> sessionmaker[Session]:
    return four_guilds


def places(view: MissionView) -> dict[str, QRect]:
    """Every visible named button and list box, where it is on the view, once the
    layouts have settled (two readings alike: a rebuilt screen lays out in steps)."""
    last = _read(view)
    for _ in range(10):
        now = _read(view)
        if now == last:
            return now
        last = now
    return last


def _read(view: MissionView) -> dict[str, QRect]:
    QApplication.processEvents()
    found: dict[str, QRect] = {}
    for kind in (QPushButton, QComboBox):
        for widget in view.findChildren(kind):
            assert isinstance(widget, QWidget)
            if widget.objectName() and widget.isVisible():
                found[widget.objectName()] = QRect(widget.mapTo(view, QPoint(0, 0)), widget.size())
    return found


def unmoved(before: dict[str, QRect], after: dict[str, QRect]) -> None:
    """Each control shown before and after is where it was, as high as it was (a
    button whose words grow, "Pick Corvin (Red has him: 5.1.1)", grows to its right)."""
    both = sorted(set(before) & set(after))
    assert len(both) >= 4, both
    moved = {
        name: (before[name], after[name])
        for name in both
        if (before[name].topLeft(), before[name].height())
        != (after[name].topLeft(), after[name].height())
    }
    assert not moved, moved


def into_view(view: MissionView, name: str) -> str:
    """The control scrolled into sight, as a player does before tapping it."""
    QApplication.processEvents()
    found = [w for w in view.findChildren(QPushButton, name) if w.isVisible()]
    assert found, name
    screen = view.screens[view.state.phase]
    screen.ensureWidgetVisible(found[0])
    QApplication.processEvents()
    return name


@pytest.mark.parametrize("size", SIZES, ids=["1024x700", "1920x1080"])
def test_the_players_screen_keeps_its_buttons_in_place(
    make_view: MakeView, size: tuple[int, int]
) -> None:
    view = make_view()
    view.resize(*size)
    players = view.screens[Phase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    first = places(view)
    index = players.mission_box.findData(FOUR_BANNERS)
    players.mission_box.setCurrentIndex(index)
    players.mission_box.activated.emit(index)  # the first tap: the mission chosen
    chosen = places(view)
    unmoved(first, chosen)
    adds = buttons(view, "add-")
    press(view, adds[0])  # a guild to the table
    added = places(view)
    unmoved(chosen, added)
    press(view, adds[1])
    unmoved(added, places(view))
    before = places(view)
    blue, red = view.state.players[1], view.state.players[0]
    assert not view.controller.do(
        {"action": "set_colour", "player": blue.key, "colour": red.colour}
    )  # refused: the message appears
    assert view.error.isVisible()
    unmoved(before, places(view))


@pytest.mark.parametrize("size", SIZES, ids=["1024x700", "1920x1080"])
def test_the_characters_screen_keeps_its_buttons_in_place(
    make_view: MakeView, size: tuple[int, int]
) -> None:
    view = make_view()
    view.resize(*size)
    drive(view, FOUR_BANNERS, "standard", stop=Phase.CHARACTERS)
    for player in view.state.players[:2]:
        name = into_view(view, buttons(view, f"pick-{player.key}-")[0])
        before = places(view)
        press(view, name)
        unmoved(before, places(view))
    before = places(view)
    assert not view.controller.do(
        {"action": "pick", "player": view.state.players[0].key, "card": "no-such-card"}
    )
    assert view.error.isVisible()
    unmoved(before, places(view))


@pytest.mark.parametrize("size", SIZES, ids=["1024x700", "1920x1080"])
def test_the_cards_screen_keeps_its_buttons_in_place(
    make_view: MakeView, size: tuple[int, int]
) -> None:
    view = make_view()
    view.resize(*size)
    drive(view, FOUR_BANNERS, "standard", stop=Phase.CARDS)
    rolls = buttons(view, "roll-")
    assert len(rolls) >= 2
    into_view(view, rolls[0])
    before = places(view)
    press(view, rolls[0])  # the first roll: his dice rows give way to what he channelled
    rolled = places(view)
    unmoved(before, rolled)
    second = rolls[1].removeprefix("roll-")
    into_view(view, f"enter-{second}")
    rolled = places(view)
    press(view, f"enter-{second}")  # no face chosen: refused, the message appears
    assert view.error.isVisible()
    unmoved(rolled, places(view))


@pytest.mark.parametrize("size", SIZES, ids=["1024x700", "1920x1080"])
def test_the_mode_screen_keeps_its_buttons_in_place_when_the_training_banner_shows(
    make_view: MakeView, size: tuple[int, int]
) -> None:
    view = make_view()
    view.resize(*size)
    drive(view, FOUR_BANNERS, "standard", stop=Phase.MODE)
    before = places(view)
    press(view, "mode-training")  # the banner "Training: nothing ... will change" shows
    assert view.banner.isVisible()
    unmoved(before, places(view))
    press(view, "mode-standard")
    unmoved(before, places(view))


@pytest.mark.parametrize("size", SIZES, ids=["1024x700", "1920x1080"])
def test_a_mercenary_two_guilds_want_moves_no_button(
    make_view: MakeView, size: tuple[int, int]
) -> None:
    """5.1.1: the second guild picks a mercenary the first has picked; the contest that
    begins shows below the guilds, and no button above it moves."""
    view = make_view()
    view.resize(*size)
    drive(view, FOUR_BANNERS, "standard", stop=Phase.CHARACTERS)
    keys = {p.name: p.key for p in view.state.players}
    red, grey = keys["The Red Lantern"], keys["The Grey Hands"]
    press(view, into_view(view, f"pick-{red}-{CORVIN}"))
    name = into_view(view, f"pick-{grey}-{CORVIN}")
    before = places(view)
    press(view, name)
    assert view.state.contest(CORVIN) is not None
    unmoved(before, places(view))
