"""Issue 12's review, the actions panel's side: mana by hand (6.4.2, 7.2.3, finding 3),
a replaced daemon's card (5.1.3, 7.2.3.2, finding 6), the summoner's name on a daemon's
card (finding 9), FURY (8.4) and the pentacle's strike (8.3) (finding 10), a button or
key pressed with no one selected (finding 11), the seal's tooltip (R-33, finding 13), a
declaration left open when the go changes hands (finding 14). Missions on small
sketched boards (tests/unit/missions/play/play_support.py)."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from table import key, refusal, state, tap
from test_assisted_actions import CLOSE, count, last, tap_square, to_brawl, tracker

from demloc.missions.play import Phase
from demloc.ui.tracker import TrackerView
from demloc.ui.tracker.actions import SELECT_FIRST, TOOLTIPS, ActionPanel
from demloc.ui.tracker.cards import CharacterCard, card_lines, effects, label_of
from support.shots import save_shot

sys.path.insert(0, str(Path(__file__).parents[2] / "missions" / "play"))
from play_support import begun, catalog_of, spec


def panel_button(view: TrackerView, name: str) -> QPushButton:
    found = view.actions_panel.findChild(QPushButton, name)
    assert isinstance(found, QPushButton), name
    return found


def nobody(view: TrackerView) -> None:
    view.select("")
    QApplication.processEvents()
    assert not view.actions_panel.character


# ---- 3: mana by hand (6.4.2, 7.2.3) ----------------------------------------------------


@pytest.mark.parametrize("colour", ["white", "black"])
def test_mana_6_4_2_each_colour_plus_and_minus_one_through_undoable_events(
    qtbot: QtBot, sessions: sessionmaker[Session], colour: str
) -> None:
    # MAGE: arcane 4, 1 white and 2 black held: a free arcane die for one more cube.
    view = tracker(qtbot, sessions)
    row = "Mana white" if colour == "white" else "Mana black"
    held = getattr(state(view).fighter("A"), colour)
    assert view.actions_panel.values[row].text().endswith(f" {held}")
    n = count(view)
    tap(view, f"mana-{colour}+1")
    assert last(view) == {"kind": "mana", "character": "A", colour: 1}
    assert getattr(state(view).fighter("A"), colour) == held + 1
    assert view.actions_panel.values[row].text().endswith(f" {held + 1}")
    assert f"{held + 1} {colour}" in view.cards["A"].body.text()  # the card by colour
    tap(view, f"mana-{colour}-1")
    assert last(view) == {"kind": "mana", "character": "A", colour: -1}
    assert getattr(state(view).fighter("A"), colour) == held
    view.controller.undo()
    assert getattr(state(view).fighter("A"), colour) == held + 1 and count(view) == n + 1


def test_mana_6_4_2_never_below_0_the_rule_is_said(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, a=spec(arcane=2))  # no mana held: 0 is a real count
    assert state(view).fighter("A").white == 0
    assert view.actions_panel.values["Mana white"].text() == "Mana white 0"
    assert view.actions_panel.values["Mana black"].text() == "black 0"
    n = count(view)
    tap(view, "mana-white-1")
    assert count(view) == n and state(view).fighter("A").white == 0
    assert "6.4.2" in refusal(view) or "7.2.3" in refusal(view), refusal(view)


def test_mana_rows_tooltips_cite_their_sections() -> None:
    for name in ("mana-white+1", "mana-white-1", "mana-black+1", "mana-black-1"):
        assert "(6.4.2, 7.2.3)" in TOOLTIPS[name], name


# ---- 13: the seal's tooltip (R-33) -----------------------------------------------------


def test_seal_tooltip_r_33_possessed_one_seal_past_the_limit() -> None:
    tip = TOOLTIPS["seals+1"]
    assert "one past the limit" in tip and "R-33" in tip and "Key: S" in tip
    assert "at the limit" not in tip


# ---- 9 and 6: the cards ----------------------------------------------------------------


def test_a_daemons_card_names_his_summoner_not_his_id() -> None:
    mission = begun(fighters={"A": spec(name="Corvin Ashby"), "E": spec()})
    daemon = dataclasses.replace(mission.state.fighter("E"), summoner="A")
    words = effects(daemon, mission.state)
    assert "daemon of Corvin Ashby" in words
    assert not any(w == "daemon of A" for w in words)
    alone = effects(daemon)  # no state at hand: never the id
    assert "a daemon" in alone and not any(" A" in w for w in alone)


def test_5_1_3_7_2_3_2_a_replaced_daemon_is_said_replaced_not_escaped(qtbot: QtBot) -> None:
    mission = begun(fighters={"A": spec(), "E": spec()})
    gone = dataclasses.replace(mission.state.fighter("E"), escaped=True)
    replaced = dataclasses.replace(
        mission.state, fighters={**mission.state.fighters, "E": gone}, replaced=(("E", "red", 1),)
    )
    words = effects(gone, replaced, {"red": "The Ash Guild"})
    assert "replaced by The Ash Guild's daemon (7.2.3.2)" in words and "ESCAPED" not in words
    assert "replaced by red's daemon (7.2.3.2)" in effects(gone, replaced)  # no names: colour
    assert "ESCAPED" in effects(gone, mission.state)  # escaped, not replaced
    assert "ESCAPED" in effects(gone)  # the card without the state as before
    lines = card_lines(gone, catalog_of(), None, replaced)
    assert any("replaced by red's daemon" in line for line in lines)
    card = CharacterCard("E")
    qtbot.addWidget(card)
    card.show_fighter(gone, label_of(replaced, "E"), catalog_of(), False, None, replaced)
    assert "replaced by red's daemon (7.2.3.2)" in card.body.text()
    assert "ESCAPED" not in card.body.text()
    card.show_fighter(gone, "E", catalog_of(), False)  # the argument may be left out
    assert "ESCAPED" in card.body.text()


# ---- 10: FURY (8.4) --------------------------------------------------------------------


def test_fury_8_4_a_button_only_for_who_has_it_an_undoable_event(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions, a=spec(abilities=["FURY"]))
    fury = panel_button(view, "ability-FURY")
    assert fury.isVisible() and "8.4" in fury.toolTip()
    assert fury.text() == "Activate FURY (0 fate points)"
    view.select("E")  # no FURY: no button
    QApplication.processEvents()
    assert not fury.isVisible()
    view.select("A")
    QApplication.processEvents()
    tap(view, "ability-FURY")
    assert last(view) == {"kind": "ability", "character": "A", "ability": "FURY"}
    assert state(view).fighter("A").fury_turns == 2
    assert fury.text() == "FURY ✓ 2 turns left"
    assert "FURY 2" in view.cards["A"].body.text()
    view.controller.undo()
    assert state(view).fighter("A").fury_turns == 0
    assert fury.text() == "Activate FURY (0 fate points)"


@pytest.mark.parametrize(
    ("cost", "turns", "words"),
    [(1, 0, "Activate FURY (1 fate point)"), (2, 0, "Activate FURY (2 fate points)"),
     (2, 1, "FURY ✓ 1 turn left"), (2, 2, "FURY ✓ 2 turns left")],
)  # fmt: skip
def test_fury_8_4_the_button_says_its_fate_cost_and_the_turns_left(
    qtbot: QtBot, cost: int, turns: int, words: str
) -> None:
    mission = begun(fighters={"A": spec(abilities=["FURY"]), "E": spec()})
    fighter = dataclasses.replace(
        mission.state.fighter("A"), fate_costs=(("FURY", cost),), fury_turns=turns
    )
    shown = dataclasses.replace(mission.state, fighters={**mission.state.fighters, "A": fighter})
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show_state(shown, "A", "A", {})
    assert panel.fury_button.text() == words and not panel.fury_button.isHidden()
    gone = dataclasses.replace(fighter, dead=True)
    panel.show_state(dataclasses.replace(shown, fighters={**shown.fighters, "A": gone}), "A",
                     "A", {})  # fmt: skip
    assert not panel.fury_button.isEnabled()


# ---- 10: the pentacle's strike (8.3) ---------------------------------------------------


def striker(qtbot: QtBot, sessions: sessionmaker[Session], effect: str) -> TrackerView:
    """A engages E (CLOSE); A's pentacle strikes; the brawl phase, A selected."""
    view = tracker(qtbot, sessions, CLOSE, a=spec(pentacle=[effect]), e=spec())
    to_brawl(view)
    QApplication.processEvents()
    return view


@pytest.mark.parametrize(
    ("effect", "field", "after"),
    [("HIT 1", "armour_damage", 1), ("ARCANE HIT 1", "hit_damage", 1)],
)
def test_pentacle_8_3_declared_previewed_by_the_core_then_confirmed(
    qtbot: QtBot, sessions: sessionmaker[Session], effect: str, field: str, after: int
) -> None:
    view = striker(qtbot, sessions, effect)
    assert state(view).phase is Phase.BRAWL
    assert view.actions_panel.assist_buttons["pentacle"].isVisible()
    assert getattr(state(view).fighter("E"), field) == 0
    n = count(view)
    tap(view, "assist-pentacle")
    words = view.assist.words.text()
    assert "pentacle strikes (8.3)" in words and effect in words
    label = "armour damage" if field == "armour_damage" else "hit damage"
    assert f"{state(view).fighter('E').name}: {label} 0→{after}" in words, words
    assert count(view) == n  # the preview wrote nothing
    assert view.assist.roll.text() == "Confirm (Enter)"
    tap(view, "shot-roll")
    assert last(view) == {"kind": "pentacle", "character": "A"}
    assert getattr(state(view).fighter("E"), field) == after
    view.controller.undo()
    assert getattr(state(view).fighter("E"), field) == 0


def test_pentacle_8_3_only_for_a_striking_pentacle_and_only_in_the_brawl(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(
        qtbot, sessions, CLOSE, a=spec(pentacle=["HIT 1"]), e=spec(pentacle=["SHIELD 1"])
    )
    assert state(view).phase is Phase.STRATEGIC
    assert not view.actions_panel.assist_buttons["pentacle"].isVisible()
    to_brawl(view)
    assert view.actions_panel.assist_buttons["pentacle"].isVisible()
    view.select("E")  # SHIELD does not strike (8.3)
    QApplication.processEvents()
    assert not view.actions_panel.assist_buttons["pentacle"].isVisible()


def test_pentacle_8_3_refused_once_he_has_acted_the_rule_shown(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = striker(qtbot, sessions, "HIT 1")
    assert view.controller.do({"kind": "attack", "character": "A", "target": "E"})
    view.select("A")
    n = count(view)
    tap(view, "assist-pentacle")
    assert view.assist.words.text().startswith("⚠") and "7.3" in view.assist.words.text()
    assert not view.assist.roll.isEnabled() and count(view) == n


# ---- 11: nothing selected --------------------------------------------------------------


def test_every_action_button_with_no_one_selected_says_how_to_select(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    nobody(view)
    n = count(view)
    panel = view.actions_panel
    names = [*panel.buttons, "summon", *(f"assist-{k}" for k in panel.assist_buttons)]
    pressed = [b for b in panel.findChildren(QPushButton) if b.objectName() in names
               and b.isVisible()]  # fmt: skip
    assert len(pressed) >= len(panel.buttons) + 1
    for widget in pressed:
        assert widget.isEnabled(), widget.objectName()
        with qtbot.waitSignal(panel.refused, timeout=500) as said:
            widget.click()
        assert said.args == [SELECT_FIRST], widget.objectName()
    with qtbot.waitSignal(panel.refused, timeout=500) as said:
        panel.shoot_button.click()
    assert said.args == [SELECT_FIRST]
    assert count(view) == n  # nothing written


@pytest.mark.parametrize("letter", ["D", "H", "S", "B", "V"])
def test_the_counter_keys_with_no_one_selected_say_how_to_select(
    qtbot: QtBot, sessions: sessionmaker[Session], letter: str
) -> None:
    view = tracker(qtbot, sessions)
    nobody(view)
    n = count(view)
    with qtbot.waitSignal(view.actions_panel.refused, timeout=500) as said:
        key(view, letter)
    assert said.args == [SELECT_FIRST] and count(view) == n


def test_a_refusal_reaches_the_refusal_band(qtbot: QtBot, sessions: sessionmaker[Session]) -> None:
    """The view connects the panel's `refused` to the controller's refuse."""
    view = tracker(qtbot, sessions)
    nobody(view)
    key(view, "D")
    assert refusal(view) == f"⚠ {SELECT_FIRST}"


# ---- 14: a declaration when the go changes hands ---------------------------------------


def _moving(view: TrackerView) -> None:
    key(view, "M")
    assert view.assist.kind == "move" and view.assist.isVisible()


@pytest.mark.parametrize("how", ["pass", "undo", "new turn"])
def test_a_declaration_is_cancelled_when_the_go_changes_hands(
    qtbot: QtBot, sessions: sessionmaker[Session], how: str
) -> None:
    view = tracker(qtbot, sessions)  # red's go, A selected
    if how == "pass":
        _moving(view)
        view.controller.do({"kind": "pass"})
    elif how == "undo":
        view.controller.do({"kind": "pass"})  # blue's go
        view.select("E")
        _moving(view)
        view.controller.undo()  # red's go again
    else:
        while state(view).current != "blue" or state(view).phase is not Phase.BRAWL:
            view.controller.do({"kind": "pass"})
        view.select("E")
        _moving(view)
        view.controller.do({"kind": "pass"})
        assert state(view).phase is Phase.TURN_OVER
    QApplication.processEvents()
    view.assist.show_state(state(view))  # as the view's refresh does
    assert not view.assist.isVisible() and not view.assist.kind


def test_a_stale_declaration_cannot_be_confirmed_by_the_next_player(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    """Even before a refresh says so: the tap or the confirm finds the go changed."""
    view = tracker(qtbot, sessions)
    _moving(view)
    mission = view.controller.mission
    assert mission is not None
    mission.do({"kind": "pass"})  # behind the panel's back: no refresh
    n = count(view)
    tap_square(view, "B1")
    assert not view.assist.kind and count(view) == n
    assert state(view).board_map.character("A").at.name == "A1"  # type: ignore[union-attr]


def test_a_declaration_stays_open_while_the_go_is_the_same(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker(qtbot, sessions)
    _moving(view)
    tap(view, "damage")  # a counter changed: the same go
    view.assist.show_state(state(view))
    assert view.assist.kind == "move" and view.assist.isVisible()
    tap_square(view, "C1")
    tap(view, "shot-roll")
    assert last(view)["kind"] == "move"


# ---- the panel with mana and FURY, at both sizes ---------------------------------------


@pytest.mark.parametrize(("width", "height"), [(1024, 700), (1920, 1080)])
def test_the_panel_with_mana_and_fury_nothing_cut(
    qtbot: QtBot, sessions: sessionmaker[Session], width: int, height: int
) -> None:
    from PySide6.QtGui import QFontMetrics

    view = tracker(qtbot, sessions, a=spec(arcane=4, white=1, black=2, abilities=["FURY"]))
    view.resize(width, height)
    for _ in range(3):
        QApplication.processEvents()
    shown = [b for b in view.actions_panel.findChildren(QPushButton) if b.isVisible()]
    assert panel_button(view, "ability-FURY") in shown
    assert panel_button(view, "mana-black+1") in shown
    cut: list[Any] = [
        (b.objectName(), b.text(), b.width())
        for b in shown
        if QFontMetrics(b.font()).horizontalAdvance(b.text()) > b.width()
    ]
    assert not cut
    labels = view.actions_panel.values
    for row in ("Mana white", "Mana black"):
        label = labels[row]
        assert QFontMetrics(label.font()).horizontalAdvance(label.text()) <= label.width(), row
    save_shot(view.actions_panel, "shots12f", f"actions-mana-fury-{width}x{height}.png")
    save_shot(view, "shots12f", f"actions-tracker-{width}x{height}.png")


def test_7_2_3_2_a_daemon_replaced_at_the_table_reads_replaced_on_his_card(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    """Red summons the imp, then blue summons the same-name imp: red's card of him says
    replaced by blue's daemon, not ESCAPED (5.1.3, 7.2.3.2, R-79)."""
    from play_support import start
    from test_assisted_actions import MAGE, OPEN, PEOPLE

    from demloc.ui.tracker import PlayController

    hand_off, ctx = start(drawing=OPEN, people=PEOPLE, first="red",
                          fighters={"A": MAGE, "E": MAGE},
                          pantheon=("rog-daemon-cinder-imp",))  # fmt: skip
    controller = PlayController(sessions, ctx)
    view = TrackerView(controller)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    assert controller.begin(hand_off, 7, ctx.pantheons)
    key(view, "T")
    for who, square in (("A", "A2"), ("E", "F2")):
        if state(view).current != state(view).fighter(who).owner:
            key(view, "P")
        view.select(who)
        QApplication.processEvents()
        tap(view, "summon")
        view.actions_panel.summon.level.setValue(1)
        tap_square(view, square)
    gone = [f for f, x in state(view).fighters.items() if x.summoner == "A"]
    assert gone and state(view).replaced and state(view).replaced[0][0] == gone[0]
    body = view.cards[gone[0]].body.text()
    assert "replaced by" in body and "'s daemon (7.2.3.2)" in body and "ESCAPED" not in body
    assert f"daemon of {state(view).fighter('A').name}" in body
