"""The tracker's character cards: the statistics from the core (7.2.2.3, 7.3.2.1, 8.2,
7.2.3, 5.1.1), the "−1" by each damage track (6.4.2, R-73) and the out-of-control card
(5.6, 7.2.3, R-71)."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

sys.path.insert(0, str(Path(__file__).parents[2] / "missions" / "play"))
from play_support import DICE, begun, catalog_of, spec

from demloc.missions.play import OutOfControl
from demloc.rules.dice import Die, EnteredDice
from demloc.rules.fighter import MAX_TOKENS, Fighter, statistics
from demloc.ui.tracker.cards import CharacterCard, card_lines, card_of, damage_off_event
from demloc.ui.tracker.cards import statistics as statistics_line
from support.shots import save_shot


def fighter(**extra: object) -> Fighter:
    return begun(fighters={"A": spec(**extra), "E": spec()}).state.fighter("A")


def test_the_card_shows_the_cores_statistics() -> None:
    # spec: hand-to-hand 2, ranged 1, armour 3, hit 2, movement 4.
    plain = fighter()
    assert statistics_line(plain) == statistics(plain).text()
    assert statistics_line(plain) == "Move 4 · Brawl 2 · Ranged 1 · Arcane 0 · Armour 3 · Hit 2"


def test_7_3_2_1_a_broken_heart_is_a_die_fewer_never_below_one() -> None:
    assert statistics(fighter(hearts=1)).brawl_dice == 1
    assert statistics(fighter(hearts=2)).brawl_dice == 1  # at least one
    assert statistics(fighter(hearts=0)).brawl_dice == 2
    assert statistics(fighter(hearts=1)).ranged_dice == 1


def test_8_2_vigor_and_weakness_and_7_2_3_possessed_fights_with_one() -> None:
    assert statistics(fighter(vigour=2)).brawl_dice == 4
    assert statistics(fighter(weakness=1)).brawl_dice == 1
    assert statistics(fighter(weakness=5)).brawl_dice == 1
    assert statistics(fighter(vigour=3, possessed=True)).brawl_dice == 1


def test_5_1_1_armour_gone_at_three_broken_tokens() -> None:
    assert statistics(fighter(armour_tokens=MAX_TOKENS - 1)).armour == 3
    assert statistics(fighter(armour_tokens=MAX_TOKENS)).armour == 0
    assert statistics(fighter(armour_tokens=0)).armour == 3


def test_no_ranged_ability_no_ranged_dice() -> None:
    assert statistics(fighter(ranged="0")).ranged_dice == 0


def test_the_minus_one_shows_only_where_there_is_damage(qtbot: QtBot) -> None:
    catalog = catalog_of()
    card = CharacterCard("A")
    qtbot.addWidget(card)
    plain = fighter()
    card.show_fighter(plain, "A", catalog, False)
    assert card.damage_off["armour"].isHidden() and card.damage_off["hit"].isHidden()
    hurt = dataclasses.replace(plain, armour_damage=1, hit_damage=0)
    card.show_fighter(hurt, "A", catalog, False)
    assert not card.damage_off["armour"].isHidden() and card.damage_off["hit"].isHidden()
    with qtbot.waitSignal(card.wanted) as signal:
        card.damage_off["armour"].click()
    assert signal.args == [damage_off_event("A", "armour")]
    assert signal.args[0] == {"kind": "damage_off", "character": "A", "track": "armour",
                              "amount": 1}  # fmt: skip
    dead = dataclasses.replace(hurt, dead=True)
    card.show_fighter(dead, "A", catalog, False)
    assert card.damage_off["armour"].isHidden()


def test_the_card_says_the_out_of_control_card(qtbot: QtBot) -> None:
    mission = begun(fighters={"A": spec(possessed=True), "E": spec()})
    mission.do({"kind": "new_turn"}, EnteredDice(DICE, {Die.D10: [7]}, []))
    ooc = card_of(mission.state, "A")
    assert isinstance(ooc, OutOfControl) and ooc.direction == 7
    assert card_of(mission.state, "E") is None
    lines = card_lines(mission.state.fighter("A"), catalog_of(), ooc)
    assert any(line.startswith("Out of control: d10 7") for line in lines)
    card = CharacterCard("A")
    qtbot.addWidget(card)
    card.show_fighter(mission.state.fighter("A"), "A", catalog_of(), True, ooc)
    assert "Out of control: d10 7" in card.body.text()
    save_shot(card, "cards", "card_out_of_control.png")
