"""Issue 11 from the screens with four guilds (conftest `make_four_guilds`): the 4-player
mission of the library (Four Banners) to "start game"; a mercenary two guilds hold
(5.1.1) settled by fame and by the feods auction; mana entered from the table and
rolled by the app; the card checklist printed and saved; Back, Undo and Redo."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from driver import drive
from PySide6.QtWidgets import QApplication, QLabel
from sqlalchemy.orm import Session, sessionmaker

from demloc.missions.setup import Mode, Phase
from demloc.missions.start import start_game
from demloc.ui.mission import MissionView

MakeView = Callable[[], MissionView]
FOUR_BANNERS = "four-banners"


@pytest.fixture
def sessions(four_guilds: sessionmaker[Session]) -> sessionmaker[Session]:
    """The four guilds for every view this module makes."""
    return four_guilds


def shown(view: MissionView) -> str:
    QApplication.processEvents()
    return "\n".join(label.text() for label in view.findChildren(QLabel) if label.isVisible())


def test_the_four_player_mission_is_the_library_s_only_one(make_view: MakeView) -> None:
    view = make_view()
    only_four = [m.id for m in view.controller.ctx.missions.values() if list(m.players) == [4]]
    assert only_four == [FOUR_BANNERS]


def test_a_standard_mission_for_four_players_from_the_screens(make_view: MakeView) -> None:
    view = make_view()
    seen: list[str] = []

    def shoot(phase: str) -> None:
        seen.append(phase)
        assert not view.error.isVisible(), view.error.text()

    drive(view, FOUR_BANNERS, "standard", shoot)
    state, ctx = view.state, view.controller.ctx
    assert state.phase is Phase.READY and len(state.players) == 4
    assert {p.name for p in state.players} == {
        "The Red Lantern", "The Pale Masks", "The Sons of Loch", "The Grey Hands"
    }  # fmt: skip
    assert {p.colour for p in state.players} == {"red", "blue", "green", "yellow"}
    # Four guilds, four zones, each on its own edge (the mission's special rule).
    assert sorted(p.zone for p in state.players) == ["east", "north", "south", "west"]
    start = start_game(state, ctx)
    assert start.mode is Mode.STANDARD and start.stake is not None and len(start.fighters) == 8
    # No mercenary twice at the table (5.1.1), though two guilds hold the same four.
    cards = [p.card for pl in state.players for p in pl.picks]
    assert len(cards) == len(set(cards)) == 8
    assert {"raffle", "objective", "map", "characters", "cards", "deployment"} <= set(seen)
    text = shown(view)
    assert f"{state.player(state.first_player).name} plays first" in text
    for player in state.players:
        assert player.name in text
