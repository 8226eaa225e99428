"""The hints panel (issue 33): worked out off the UI thread, the newest request only;
the attacks best first by the measure chosen; each with its chances, its damage chart
and its modifiers' rules as links; who threatens him and the heat map; nothing moves
under the finger; switched off per table (R-233), key I for one action."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from fakes import ATTACKS, Engine, hint, order
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QGraphicsScene, QLabel
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.hints.model import Kind, Measure
from demloc.missions.play import Context, Mission
from demloc.ui.hints.panel import BATCH, HintsPanel
from demloc.ui.hints.setting import TableHints, table_of
from demloc.ui.hints.work import Hints, HintsWorker
from demloc.ui.reference.links import links
from support.play_missions import make_context, make_mission

NAMES = {"A": "Archer (red 1)", "E": "Eel (blue 1)", "F": "Fox (blue 2)"}


@pytest.fixture
def ctx(catalog: Catalog) -> Context:
    return make_context(catalog)


@pytest.fixture
def mission(ctx: Context) -> Mission:
    return make_mission(ctx)


@pytest.fixture
def engine() -> Iterator[Engine]:
    made = Engine()
    yield made
    if made.gate is not None:
        made.gate.set()  # never a job left waiting


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def panel(qtbot: QtBot, engine: Engine, settings: QSettings) -> Iterator[HintsPanel]:
    made = HintsPanel(HintsWorker(engine), TableHints(settings), order)
    qtbot.addWidget(made)
    made.resize(480, 900)
    made.show()
    yield made
    made.worker.wait()


def shown(panel: HintsPanel, qtbot: QtBot, mission: Mission, fighter: str = "A") -> None:
    with qtbot.waitSignal(panel.worker.ready, timeout=5000):
        panel.show_for(mission.state, mission.ctx, fighter, NAMES)


def keys(panel: HintsPanel) -> list[tuple[str, str]]:
    return [(card.key[0], card.key[1]) for card in panel.cards]


# ---- off the UI thread, the newest only ---------------------------------------------


def test_the_hints_are_worked_out_off_the_ui_thread(qtbot: QtBot, engine: Engine,
                                                    mission: Mission) -> None:  # fmt: skip
    worker = HintsWorker(engine)
    with qtbot.waitSignal(worker.ready, timeout=5000) as answer:
        worker.ask(mission.state, mission.ctx, "A")
    assert isinstance(answer.args[0], Hints) and answer.args[0].fighter == "A"
    assert engine.threads and threading.get_ident() not in engine.threads
    worker.wait()


def test_a_newer_request_supersedes_the_older(qtbot: QtBot, engine: Engine,
                                              mission: Mission) -> None:  # fmt: skip
    engine.gate = threading.Event()
    worker = HintsWorker(engine)
    answers: list[str] = []
    worker.ready.connect(lambda hints: answers.append(hints.fighter))
    worker.ask(mission.state, mission.ctx, "A")  # running: held at the gate
    qtbot.waitUntil(lambda: engine.asked == ["A"], timeout=5000)
    worker.ask(mission.state, mission.ctx, "B")  # waiting: dropped by the next
    worker.ask(mission.state, mission.ctx, "E")
    engine.gate.set()
    qtbot.waitUntil(lambda: answers == ["E"], timeout=5000)
    worker.wait()
    qtbot.waitUntil(lambda: not worker.busy, timeout=5000)
    assert engine.asked == ["A", "E"] and answers == ["E"]  # A's answer never shown


def test_a_tap_never_waits_for_the_odds(qtbot: QtBot, panel: HintsPanel, engine: Engine,
                                        mission: Mission) -> None:  # fmt: skip
    engine.gate = threading.Event()  # the engine would never finish
    panel.show_for(mission.state, mission.ctx, "A", NAMES)  # returns: nothing waited
    assert panel.status.text() == "Working out the odds…" and not panel.cards
    with qtbot.waitSignal(panel.worker.ready, timeout=5000):
        engine.gate.set()
    assert len(panel.cards) == len(ATTACKS)


# ---- what an attack shows ------------------------------------------------------------


def test_the_attacks_are_best_first_by_the_measure_chosen(qtbot: QtBot, panel: HintsPanel,
                                                          engine: Engine,
                                                          mission: Mission) -> None:  # fmt: skip
    shown(panel, qtbot, mission)
    assert keys(panel) == [("shot", "F"), ("brawl", "E"), ("shot", "E")]  # kill 1/2, 1/4, 1/10
    qtbot.mouseClick(panel.measure_buttons[Measure.EXPECTED], Qt.MouseButton.LeftButton)
    assert keys(panel) == [("brawl", "E"), ("shot", "E"), ("shot", "F")]  # 3/2, 1/2, 1/5
    assert engine.asked == ["A"]  # sorted again, not worked out again


def test_an_attack_shows_its_chances_damage_chart_and_rules(qtbot: QtBot, panel: HintsPanel,
                                                            mission: Mission) -> None:  # fmt: skip
    shown(panel, qtbot, mission)
    card = panel.cards[0]  # the shot at F: kills at 1/2, 1/5 expected (0 or 2 points)
    text = {label.objectName(): label.text() for label in card.findChildren(QLabel)}
    assert text["hint-title"] == "Shot: shot at F → Fox (blue 2)"
    assert (text["hint-kill"], text["hint-heart"], text["hint-nothing"]) == ("50%", "10%", "90%")
    assert text["hint-expected"] == "Damage expected: 0.1 to armour, 0.1 to hit factor"
    assert [(label, float(p)) for label, p in card.chart.values] == [
        ("0", 0.9), ("1", 0.0), ("2", 0.1)]  # fmt: skip
    asked: list[str] = []
    links().asked.connect(asked.append)
    try:
        for button in card.rule_links:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    finally:
        links().asked.disconnect(asked.append)
    assert [b.text() for b in card.rule_links] == [
        "Shot · 7.2.2", "cover −1 · 7.2.2.1", "charge +1 · 7.3.1"]  # fmt: skip
    assert asked == ["rules:7.2.2", "rules:7.2.2.1", "rules:7.3.1"]
    assert all(b.height() >= 40 for b in card.rule_links)  # large targets


# ---- nothing moves under the finger ---------------------------------------------------


def test_a_new_answer_waits_for_the_finger_and_keeps_the_choice(qtbot: QtBot, panel: HintsPanel,
                                                                 engine: Engine,
                                                                 mission: Mission) -> None:  # fmt: skip
    shown(panel, qtbot, mission)
    chosen = panel.cards[2]  # the shot at E, last by kill chance
    qtbot.mouseClick(chosen, Qt.MouseButton.LeftButton)
    assert panel.chosen == chosen.key and chosen.property("chosen")
    before = list(panel.cards)
    engine.attacks = (*ATTACKS[1:], hint("E", "9/10", "1/2"))  # the shot at E now the best
    finger = panel.cards[1]
    qtbot.mousePress(finger, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    with qtbot.waitSignal(panel.worker.ready, timeout=5000):
        panel.show_for(make_mission(mission.ctx, seed=8).state, mission.ctx, "A", NAMES)
    assert panel.cards == before  # the finger is down: nothing moved
    qtbot.mouseRelease(finger, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    qtbot.waitUntil(lambda: panel.cards != before, timeout=5000)
    assert keys(panel)[0] == ("shot", "E")  # replaced once the finger lifted
    # The tap chose the attack under the finger; it stays chosen in the new list.
    assert [c.key for c in panel.cards if c.property("chosen")] == [finger.key]


# ---- who threatens him ----------------------------------------------------------------


def test_who_threatens_him_and_the_heat_map(qtbot: QtBot, panel: HintsPanel,
                                            mission: Mission) -> None:  # fmt: skip
    scene = QGraphicsScene()
    panel.attach_board(scene)
    shown(panel, qtbot, mission)
    assert [c.enemy for c in panel.threat_cards] == ["F", "E"]  # kill 1/2, then 1/3
    assert not panel.heat.item.isVisible()  # the attacks' tab in view: no heat map
    panel.tabs.setCurrentWidget(panel.threat_area)
    assert panel.heat.item.isVisible() and panel.heat.item.scene() is scene
    fills = {(s.x, s.y): c.alpha() for s, c in panel.heat.item.fills.items()}
    assert set(fills) == {(1, 1), (2, 1)} and fills[(1, 1)] > fills[(2, 1)]
    assert panel.heat.item.labels[next(iter(panel.heat.item.fills))] in ("50%", "10%")
    panel.set_measure(Measure.EXPECTED)
    assert sorted(panel.heat.item.labels.values()) == ["0.5", "2.0"]
    assert panel.legend.words.text() == "Each square: the damage an enemy does them there"
    panel.hide()
    assert not panel.heat.item.isVisible()


# ---- off per table, key I for one action -------------------------------------------------


def test_hints_off_at_a_table_stay_off_for_its_guilds_only(qtbot: QtBot, engine: Engine,
                                                           settings: QSettings,
                                                           mission: Mission) -> None:  # fmt: skip
    table = table_of([{"name": "Red Lantern"}, {"name": "Blue Moon"}])
    assert table == table_of([{"name": "Blue Moon"}, {"name": "Red Lantern"}])
    first = HintsPanel(HintsWorker(engine), TableHints(settings), order)
    qtbot.addWidget(first)
    first.show()
    first.set_table(table)
    first.switch_box.click()  # off, saved at once
    first.show_for(mission.state, mission.ctx, "A", NAMES)
    assert engine.asked == [] and not first.cards
    assert "off at this table" in first.status.text()
    again = TableHints(QSettings(settings.fileName(), QSettings.Format.IniFormat))
    assert not again.on(table)  # a restart: the group's choice stays
    assert again.on(table_of([{"name": "Red Lantern"}, {"name": "Grey Owls"}]))


def test_key_i_shows_the_hints_for_one_action(qtbot: QtBot, panel: HintsPanel, engine: Engine,
                                              mission: Mission) -> None:  # fmt: skip
    panel.set_table("t")
    panel.switch_box.click()  # off
    panel.show_for(mission.state, mission.ctx, "A", NAMES)
    assert not panel.cards
    with qtbot.waitSignal(panel.worker.ready, timeout=5000):
        panel.show_once()
    assert len(panel.cards) == len(ATTACKS)
    with qtbot.waitSignal(panel.worker.ready, timeout=5000):
        panel.show_for(mission.state, mission.ctx, "E", NAMES)  # another, the same action
    assert panel.hints is not None and panel.hints.fighter == "E"
    panel.show_for(make_mission(mission.ctx, seed=9).state, mission.ctx, "E", NAMES)
    assert not panel.cards and "off at this table" in panel.status.text()  # an action done
    assert engine.asked == ["A", "E"]


def test_a_brawl_says_what_the_defender_deals_back(qtbot: QtBot, panel: HintsPanel,
                                                   engine: Engine, mission: Mission) -> None:  # fmt: skip
    """7.3.2.2: a winning defender deals damage back; the card says how much, and the
    chance it kills the attacker; a shot's card says nothing of it."""
    import dataclasses
    from fractions import Fraction

    brawl = dataclasses.replace(hint("E", "1/4", "3/2", Kind.BRAWL),
                                backlash={0: Fraction(1, 2), 3: Fraction(1, 2)},
                                backlash_kill=Fraction(1, 8))  # fmt: skip
    engine.attacks = (brawl, hint("F", "1/10", "1/2"))
    shown(panel, qtbot, mission)
    said = [c.findChild(QLabel, "hint-backlash") for c in panel.cards]
    assert said[1] is None and said[0] is not None
    assert said[0].text() == "Dealt back to the attacker: 1.5 expected; kills them: 12%"


def test_kinds_are_named(panel: HintsPanel) -> None:
    from demloc.ui.hints.cards import kind_words

    assert [kind_words(k) for k in Kind] == ["Shot", "Brawl", "Charge", "Power"]


def test_many_attacks_come_a_few_at_a_time(qtbot: QtBot, panel: HintsPanel, engine: Engine,
                                           mission: Mission) -> None:  # fmt: skip
    """Thirty attacks: the first few cards at once, the rest in later turns of the event
    loop (a tap in between is handled), below them; best first all the same."""
    engine.attacks = tuple(hint(f"T{n}", f"{n}/40", "1/2", label=f"shot {n}") for n in range(30))
    shown(panel, qtbot, mission)
    assert len(panel.cards) == BATCH
    first = list(panel.cards)
    qtbot.waitUntil(lambda: panel.filled, timeout=5000)
    assert panel.cards[:BATCH] == first and len(panel.cards) == 30
    assert [c.key[1] for c in panel.cards] == [f"T{n}" for n in range(29, -1, -1)]


def test_a_line_per_attack_and_the_rest_for_the_chosen_one(qtbot: QtBot, panel: HintsPanel,
                                                           mission: Mission) -> None:  # fmt: skip
    """Issue 33 review: the tracker's tab is short. Each attack is a line (its name, the
    chances to kill, to break a heart, to do nothing); a tap shows its chart and rules,
    another tap folds them; the attack tapped stays where it was under the finger when
    another's rest folds up above it."""
    panel.resize(480, 300)
    shown(panel, qtbot, mission)
    first, _, last = panel.cards
    assert not any(card.details.isVisible() for card in panel.cards)
    QApplication.processEvents()
    assert all(card.height() < 3 * 44 for card in panel.cards), [c.height() for c in panel.cards]
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    assert first.details.isVisible() and first.chart.isVisible()
    assert not last.details.isVisible()
    QApplication.processEvents()
    panel.attack_area.ensureWidgetVisible(last)
    QApplication.processEvents()
    assert panel.attack_area.verticalScrollBar().value() > 0  # the chosen one's rest above
    viewport = panel.attack_area.viewport()
    before = last.mapTo(viewport, QPoint(0, 0)).y()
    qtbot.mouseClick(last, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert last.details.isVisible() and not first.details.isVisible()
    assert abs(last.mapTo(viewport, QPoint(0, 0)).y() - before) <= 2  # under the finger
    qtbot.mouseClick(last, Qt.MouseButton.LeftButton)  # tapped again: its line only
    assert not last.details.isVisible() and panel.chosen is None
