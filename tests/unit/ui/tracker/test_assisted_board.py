"""The tracker's board for assisted mode: the out-of-control card drawn on a possessed
character's square, its arrow the way the d10 sends him (5.6, 7.2.3, R-32), above the
overlay lines; and the odds the assisted panel adds to rules/odds.py (7.2.3, 7.2.2.2)."""

from __future__ import annotations

import dataclasses
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from test_assisted_actions import PEOPLE, spec, tracker

from demloc.board.squares import Square
from demloc.missions.play import MissionState
from demloc.rules.dice import DiceSet, Die, Mana
from demloc.rules.odds import mean_mana, seal_odds, stray_odds
from demloc.ui.board.drawing import Z_MINIATURE
from demloc.ui.tracker.board import Z_CARD, card_arrows

sys.path.insert(0, str(Path(__file__).parents[2] / "missions" / "play"))
from play_support import begun

from support.shots import save_shot


def _possessed(view_state: MissionState, rolls: tuple[int, ...]) -> MissionState:
    fighters = dict(view_state.fighters)
    fighters["A"] = dataclasses.replace(fighters["A"], possessed=True)
    return dataclasses.replace(view_state, fighters=fighters, out_of_control=(("A", rolls),))


@pytest.mark.parametrize(
    ("rolls", "step", "face"),
    [
        ((8,), (1, 0), "8"),  # straight on, the way he faces (east): R-32
        ((2,), (-1, 0), "2"),  # straight back
        ((10, 6), (0, 1), "6"),  # a 10 rolled again; 6: to his right (south)
        ((4,), (0, -1), "4"),  # to his left (north)
        ((9,), (1, 1), "9"),
        ((1,), (-1, -1), "1"),
        ((3,), (-1, 1), "3"),
        ((7,), (1, -1), "7"),
        ((5,), None, "5"),  # no effect: a ring, no arrow
    ],
)
def test_the_out_of_control_card_5_6_points_the_d10s_direction(
    rolls: tuple[int, ...], step: tuple[int, int] | None, face: str
) -> None:
    mission = begun(people=PEOPLE, fighters={"A": spec(), "E": spec()}, first="red")
    shown = card_arrows(_possessed(mission.state, rolls))
    assert shown["A"] == (Square.parse("A1"), step, face)
    assert "E" not in shown  # only the possessed draw it


def test_the_card_is_drawn_above_the_miniatures_on_the_board(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, a=spec(), e=spec())
    assert view.board is not None
    state = _possessed(view.controller.state, (8,))
    view.board.show_cards(state)
    assert len(view.board.cards) == 1 and view.board.cards[0].zValue() == Z_CARD > Z_MINIATURE
    assert view.board.cards[0].step == (1, 0)
    save_shot(view.board.view, "tracker", "card-above-the-miniatures.png")
    view.board.show_cards(view.controller.state)  # not possessed: the card goes
    assert view.board.cards == []


DICE = DiceSet(
    {
        Die.ARCANE: (Mana.WHITE, Mana.WHITE, Mana.BLACK, Mana.BLACK, Mana.SEAL, Mana.WHITE),
        Die.FIGHTING: (0, 1, 2),
        Die.ENHANCED: (1, 2, 3),
        Die.D6: (1, 2, 3, 4, 5, 6),
        Die.D10: tuple(range(1, 11)),
    }
)


@pytest.mark.parametrize(
    ("count", "expected"),
    [
        (0, {0: Fraction(1)}),
        (1, {0: Fraction(5, 6), 1: Fraction(1, 6)}),
        (2, {0: Fraction(25, 36), 1: Fraction(10, 36), 2: Fraction(1, 36)}),
    ],
)
def test_seal_odds_7_2_3_count_each_broken_seal(count: int, expected: dict[int, Fraction]) -> None:
    assert seal_odds(DICE, count) == expected
    assert sum(seal_odds(DICE, count).values()) == 1


def test_mean_mana_7_2_3_by_colour() -> None:
    assert mean_mana(DICE, 0) == (Fraction(0), Fraction(0))
    assert mean_mana(DICE, 2) == (Fraction(1), Fraction(2, 3))


def test_stray_odds_7_2_2_2_nine_faces_ten_rolls_again() -> None:
    odds = stray_odds({1: "Ann", 2: "Ann", 9: "Bob"})
    assert odds == {"Ann": Fraction(2, 9), None: Fraction(6, 9), "Bob": Fraction(1, 9)}
    assert stray_odds({}) == {None: Fraction(1)}


@pytest.mark.parametrize(
    ("phase", "shown"),
    [
        ("STRATEGIC", ["move", "cast", "channel", "summon", "arcane_test", "pick_up", "deposit",
                       "escape"]),
        ("BRAWL", ["move", "attack", "destroy"]),
        ("TURN_OVER", []),
        ("ENDED", []),
    ],
)  # fmt: skip
@pytest.mark.parametrize("striking", [False, True])
def test_the_assisted_buttons_of_each_phase_7_2_7_3(
    qtbot: QtBot, phase: str, shown: list[str], striking: bool
) -> None:
    """Pentacle (8.3) only in the brawl, for a summoner whose pentacle strikes."""
    from demloc.missions.play import Phase
    from demloc.ui.tracker.actions import ActionPanel

    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel._place_assisted(Phase[phase], striking)
    visible = [k for k, b in panel.assist_buttons.items() if b.isVisible()]
    assert visible == ([*shown, "pentacle"] if striking and phase == "BRAWL" else shown)
    assert all(b.minimumHeight() >= 40 for b in panel.assist_buttons.values())
