"""F1 in the tracker (issue 12 "At the table": the rules glossary one key away): the
glossary over the tracker at the keyword or effect pointed at on a character's card,
the action or effect of the button pointed at or focused, else the selected
character's keywords, else the phase's section (6.4.2, 7); closed with Esc, the
mission never left; elsewhere in the app F1 opens the Rules view."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QCursor, QFontMetricsF, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.catalog.keywords import RULES
from demloc.missions.play import Phase
from demloc.ui.context import AppContext
from demloc.ui.main_window import MainWindow
from demloc.ui.rules_view import (
    BY_KEY,
    ENTRIES,
    LINK_COLOUR,
    find,
    glossary_html,
    key_of,
    keyword_key,
    sections,
    title_of,
)
from demloc.ui.tracker import TrackerView
from demloc.ui.tracker.cards import CharacterCard
from demloc.ui.tracker.help import CARD_WORDS, Topic, topic_for, widget_topic
from support.shots import save_shot
from support.templates import copied

sys.path[:0] = [
    str(Path(__file__).parents[1] / "store"),
    str(Path(__file__).parent / "mission"),
    str(Path(__file__).parent / "tracker"),
]
from table import key, play_from_setup, state, tap_character  # noqa: E402
from test_mission_setup import make_database  # noqa: E402

AXE = "rog-w-cinderbite-greataxe"  # UNSTOPPABLE 1, BLOODING 1 (resources/sets/rog-core.toml)
ARMED = "rog2-bram-kettleburn"  # a mercenary whose primary slot takes it


@pytest.fixture
def window_size() -> tuple[int, int]:
    return (1920, 1080)


@pytest.fixture
def sessions(
    tmp_path: Path, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> sessionmaker[Session]:
    """The database of `make_window` (tests/unit/ui/conftest.py); ARMED given a weapon
    with keywords in the hand-off."""
    import demloc.table.api

    made = demloc.table.api.start_game

    def armed(state: object, ctx: object) -> object:  # the Table's hand-off
        start = made(state, ctx)  # type: ignore[arg-type]
        specs = [spec for spec in start.fighters.values() if spec.get("card") == ARMED]
        assert specs, "the starter guild's Bram Kettleburn is in the mission"
        specs[0]["weapons"] = [AXE]
        return start

    monkeypatch.setattr(demloc.table.api, "start_game", armed)
    return copied("two-guilds", lambda path: make_database(path, catalog), tmp_path / "f1.sqlite3")


@pytest.fixture(autouse=True)
def _pointer_put_back(qtbot: QtBot) -> Iterator[None]:
    """The pointer these tests move leaves no window under it: the next test's windows
    get no hover or tooltip from it."""
    yield
    for widget in QApplication.topLevelWidgets():
        widget.close()
    QCursor.setPos(QPoint(-5000, -5000))
    QApplication.processEvents()


def point_of(card: CharacterCard, index: int) -> QPoint:
    """The middle of character `index` of a card's text, by the font's advances: an
    independent model of the label's painting (its lines must not wrap)."""
    body = card.body
    text = body.text()
    metrics = QFontMetricsF(body.font())
    lines = text.split("\n")
    rect = body.contentsRect()
    widths = [metrics.horizontalAdvance(line) for line in lines]
    assert all(w < rect.width() for w in widths), ("wraps", widths, rect, body.font().pixelSize())
    row = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    x = metrics.horizontalAdvance(text[start:index]) + metrics.horizontalAdvance(text[index]) / 2
    spacing = metrics.height() + metrics.leading()
    top = rect.top() + (rect.height() - len(lines) * spacing + metrics.leading()) / 2
    return QPoint(round(rect.left() + x), round(top + row * spacing + metrics.height() / 2))


def point_at(window: MainWindow, widget: QWidget, local: QPoint) -> None:
    """The pointer on `local` of `widget`: the window moved so that the point is on
    the (offscreen, small) screen, then the cursor put there."""
    QApplication.processEvents()
    screen = QGuiApplication.primaryScreen().geometry().center()
    offset = screen - widget.mapToGlobal(local)
    window.move(window.pos() + offset)
    QApplication.processEvents()
    QCursor.setPos(widget.mapToGlobal(local))
    QApplication.processEvents()
    assert QApplication.widgetAt(QCursor.pos()) is widget


def widen(tracker: TrackerView) -> None:
    """The side panel dragged wide: no card line wraps (point_of's model)."""
    tracker.split.setSizes([600, 1200])
    QApplication.processEvents()


def on_card(tracker: TrackerView, fid: str, words: str) -> Topic | None:
    """The topic of a point on the middle of `words` on his card."""
    QApplication.processEvents()
    card = tracker.cards[fid]
    index = card.body.text().index(words) + len(words) // 2
    return widget_topic(tracker, card.body, point_of(card, index))


def first_fighter(tracker: TrackerView) -> str:
    """The character armed with keywords."""
    return str(next(f for f, x in state(tracker).fighters.items() if x.card_id == ARMED))


def test_f1_on_each_keyword_of_a_card_shows_its_entry_8_1(
    make_window: Callable[[], MainWindow],
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    widen(tracker)
    fid = first_fighter(tracker)
    for name in ("UNSTOPPABLE", "BLOODING"):  # his weapon's features (8.1)
        topic = on_card(tracker, fid, name)
        assert topic is not None and topic.keys == (f"weapon feature:{name}",), topic
        assert [title_of(r) for r in find(topic.keys)] == [name]
    # Elsewhere on his card, on nothing named: his keywords.
    topic = on_card(tracker, fid, "Weapons:")
    assert topic is not None and topic.keys == (
        "weapon feature:UNSTOPPABLE",
        "weapon feature:BLOODING",
    )
    # The real key with the pointer on BLOODING: the glossary over the tracker at it.
    card = tracker.cards[fid]
    index = card.body.text().index("BLOODING") + 3
    tracker.cards_area.ensureWidgetVisible(card)
    point_at(window, card.body, point_of(card, index))
    key(tracker, "F1")
    assert window.glossary.isVisible()
    assert window.glossary.asked() == ["BLOODING"]
    assert "BLOODING on" in window.glossary.title.text()
    assert window.current_view() == "mission" and tracker.isVisible()  # never left


def test_f1_on_each_effect_and_counter_of_a_card_6_4_2(
    make_window: Callable[[], MainWindow],
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    fid = first_fighter(tracker)
    do = tracker.controller.do
    for event in (
        {"kind": "bleeding", "change": 1},
        {"kind": "poison", "change": 1},
        {"kind": "effect", "effect": "stunned", "on": True},
        {"kind": "effect", "effect": "possessed", "on": True},
    ):
        assert do({**event, "character": fid}), tracker.controller.error
    others = [f for f in state(tracker).fighters if f != fid]
    assert do({"kind": "effect", "effect": "dead", "on": True, "character": others[0]})
    assert do({"kind": "effect", "effect": "escaped", "on": True, "character": others[1]})
    widen(tracker)
    expected = {
        (fid, "bleeding 1"): "bleeding",
        (fid, "poison 1"): "poison",
        (fid, "stunned"): "stunned",
        (fid, "POSSESSED"): "possessed",
        (fid, "Seals 0/1"): "seals",
        (fid, "Armour: 0/3"): "armour",
        (fid, "Hearts: 0/3"): "hearts",
        (fid, "Movement token exhausted"): "exhausted",  # stunned exhausts it (8.2)
        (fid, "Move 3"): "free-movement",
        (others[0], "DEAD"): "dead",
        (others[1], "ESCAPED"): "escaped",
    }
    for (who, words), entry in expected.items():
        topic = on_card(tracker, who, words)
        assert topic is not None and topic.keys == (entry,), (words, topic)
        assert find(topic.keys) == [BY_KEY[entry]]
    # The card's title: his keywords; a character without any: the phase.
    card = tracker.cards[others[1]]
    assert widget_topic(tracker, card.title) is None
    assert widget_topic(tracker, tracker.cards[fid].title) == Topic(
        ("weapon feature:UNSTOPPABLE", "weapon feature:BLOODING"),
        f"{tracker.labels[fid]}'s keywords",
    )


def test_every_card_word_pattern_names_an_entry_or_keyword() -> None:
    for _pattern, glossary_key in CARD_WORDS:
        assert find((glossary_key,)), glossary_key


# Each button of the tracker -> the entry F1 shows (the summoning and daemon-leaves
# buttons, the shot's parts, the kill and fate buttons by colour).
BUTTONS = {
    "damage": "damage", "damage-life": "damage-life", "seals+1": "seals", "seals-1": "seals",
    "bleeding+1": "bleeding", "bleeding-1": "bleeding", "poison+1": "poison",
    "poison-1": "poison", "armour+1": "armour", "armour-1": "armour", "hearts+1": "hearts",
    "hearts-1": "hearts", "effect-stunned": "stunned", "effect-possessed": "possessed",
    "effect-exhausted": "exhausted", "effect-escaped": "escaped", "effect-dead": "dead",
    "summon": "summoning", "dismiss": "daemon-leaves", "shoot": "shoot", "pass": "pass",
    "next-turn": "next-turn", "end-turn limit": "ending", "end-objective": "ending",
    "end-elimination": "ending", "end-surrender": "ending", "undo": "undo", "redo": "undo",
    "shot-roll": "shoot", "shot-faces": "shoot", "shot-cancel": "shoot",
}  # fmt: skip
NO_RULE = {"panels", "full-screen", "abandon"}  # the app's own: F1 falls through


def test_f1_on_each_action_button_shows_its_entry(make_window: Callable[[], MainWindow]) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    me = state(tracker).current
    fid = first_fighter(tracker)
    tap_character(tracker, fid)
    owner = state(tracker).fighters[fid].owner
    buttons = {b.objectName(): b for b in tracker.findChildren(QPushButton) if b.objectName()}
    missing = set(BUTTONS) - set(buttons)
    assert not missing, missing
    for name, entry in BUTTONS.items():
        topic = widget_topic(tracker, buttons[name])
        assert topic is not None and topic.keys[0] == entry, (name, topic)
    for colour in {p.colour for p in state(tracker).players} - {owner}:
        topic = widget_topic(tracker, buttons[f"kill-by-{colour}"])
        assert topic is not None and topic.keys == ("kill",)
    for change in ("+1", "-1"):
        topic = widget_topic(tracker, buttons[f"fate-{me}{change}"])
        assert topic is not None and topic.keys == ("fate",)
    for name in NO_RULE:
        assert widget_topic(tracker, buttons[name]) is None, name
    # Every other button (the assisted mode's, added as it grows) whose tooltip cites
    # a section names an entry; one citing none falls through to the selection.
    for name, widget in buttons.items():
        topic = widget_topic(tracker, widget)
        if topic is not None or sections(widget.toolTip()):
            assert topic is not None and find(topic.keys), (name, widget.toolTip(), topic)
    # The real key, the focus on a button and the pointer away from the tracker.
    QCursor.setPos(window.mapToGlobal(QPoint(2, 2)))
    buttons["bleeding+1"].setFocus()
    QApplication.processEvents()
    QTest.keyClick(buttons["bleeding+1"], Qt.Key.Key_F1)
    assert window.glossary.isVisible()
    assert window.glossary.asked() == ["Bleeding"]
    assert "RULINGS.md R-7" in window.glossary.text.toPlainText()


def test_f1_with_nothing_pointed_shows_the_selected_keywords_then_the_phase_7(
    make_window: Callable[[], MainWindow],
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    assert tracker.board is not None
    board = tracker.board.view
    # Before turn 1: the turn's start and its first player (7).
    assert topic_for(tracker, board, None, board).keys == ("next-turn", "first-player")
    key(tracker, "T")
    assert state(tracker).phase is Phase.STRATEGIC
    topic = topic_for(tracker, board, None, board)
    assert topic.keys == ("free-movement", "7.2.1")
    assert [title_of(e) for e in find(topic.keys)] == ["Free movement", "Escaped"]
    # The selected character's keywords come first.
    fid = first_fighter(tracker)
    tap_character(tracker, fid)
    assert topic_for(tracker, board, None, board).keys == (
        "weapon feature:UNSTOPPABLE",
        "weapon feature:BLOODING",
    )
    # One without keywords: the phase again.
    other = next(f for f in state(tracker).fighters if f != fid)
    tap_character(tracker, other)
    assert topic_for(tracker, None, None, None).keys == ("free-movement", "7.2.1")
    for _ in range(len(state(tracker).players)):
        key(tracker, "P")
    assert state(tracker).phase is Phase.BRAWL
    topic = topic_for(tracker, None, None, None)
    assert topic.keys == ("engaging", "7.3.1")
    assert [title_of(e) for e in find(topic.keys)] == ["Engaging movement"]
    # The phase label: the same.
    assert widget_topic(tracker, tracker.bar.phase) == topic


def test_the_glossary_closes_with_esc_and_f1_elsewhere_opens_the_rules_view(
    make_window: Callable[[], MainWindow],
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    QCursor.setPos(window.mapToGlobal(QPoint(2, 2)))
    key(tracker, "F1")
    assert window.glossary.isVisible() and window.glossary.text.hasFocus()
    QTest.keyClick(window.glossary.text, Qt.Key.Key_Escape)
    assert not window.glossary.isVisible()
    assert tracker.board is not None and tracker.board.view.hasFocus()  # back to the table
    assert tracker.controller.mission is not None and window.current_view() == "mission"
    # F1 with the pointer on the glossary closes it too.
    key(tracker, "F1")
    point_at(window, window.glossary.text.viewport(), QPoint(20, 20))
    QTest.keyClick(window.glossary.text, Qt.Key.Key_F1)
    assert not window.glossary.isVisible()
    # Leaving the tracker hides it; F1 elsewhere opens the Rules view.
    key(tracker, "F1")
    window.show_view("catalog")
    assert not window.glossary.isVisible()
    QTest.keyClick(window.views["catalog"], Qt.Key.Key_F1)
    assert window.current_view() == "rules"


def test_f1_without_a_database_opens_the_rules_view(qtbot: QtBot, context: AppContext,
                                                    settings: QSettings) -> None:  # fmt: skip
    window = MainWindow(context, settings)
    qtbot.addWidget(window)
    window.show_view("guild")
    window.show()
    window.help_action.trigger()
    assert window.current_view() == "rules" and not window.glossary.isVisible()


def test_the_glossary_finds_keywords_entries_and_sections() -> None:
    keys = [e.key for e in ENTRIES]
    assert len(keys) == len(set(keys))
    assert all(sections(e.section) for e in ENTRIES)  # every entry cites its section
    # A keyword by its place and name, or by its name in every place (SHIELD: 8.1, 8.3).
    assert [(title_of(r), r.section) for r in find(("weapon feature:SHIELD",))] == [
        ("SHIELD", "8.1")
    ]
    assert [r.section for r in find(("SHIELD",))] == ["8.1", "8.3"]
    assert all(find((keyword_key(r),)) == [r] for r in RULES)
    # A section: its entries, else the nearest section above that has some.
    assert [key_of(e) for e in find(("7.2.2",))] == ["damage-life", "shoot"]
    assert [key_of(e) for e in find(("7.2.2.2",))] == ["damage-life", "shoot"]
    assert [key_of(e) for e in find(("7.3.2.3",))] == [
        "exhausted",
        "next-turn",
        "ending",
        "turn-end",
    ]
    assert find(("no-such-topic",)) == [] and find(()) == []
    assert sections("(6.4.2, 8.1); undo takes it back, R-53") == ("6.4.2", "8.1")
    # The topic first, marked; the search still filters the rest.
    page = glossary_html("", ("bleeding",))
    assert page.index('class="asked"') < page.index("BACKSTACK")
    assert "No keyword matches" in glossary_html("no such rule anywhere")
    assert "Bleeding" in glossary_html("bleeding") and "PERFORATING" not in glossary_html(
        "bleeding"
    )


def test_every_entry_is_in_our_own_words() -> None:
    """No sentence of the rulebook in the app (the brief's rule): no run of eight
    words of an entry appears in the rulebook's text."""
    book = Path("/work/shared/rulebook/demloc-rulebook.txt")
    if not book.exists():
        pytest.skip("the rulebook is not on this machine")
    printed = " ".join(re.findall(r"[a-z0-9']+", book.read_text(encoding="utf-8").casefold()))
    for entry in ENTRIES:
        words = re.findall(r"[a-z0-9']+", entry.summary.casefold())
        for n in range(len(words) - 7):
            assert " ".join(words[n : n + 8]) not in printed, (entry.key, words[n : n + 8])


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_glossary_over_the_tracker_shot(
    make_window: Callable[[], MainWindow], size: tuple[int, int]
) -> None:
    window = make_window()
    window.resize(*size)
    tracker = play_from_setup(window)
    key(tracker, "T")
    fid = first_fighter(tracker)
    tap_character(tracker, fid)
    QCursor.setPos(window.mapToGlobal(QPoint(2, 2)))
    key(tracker, "F1")
    QApplication.processEvents()
    glossary = window.glossary
    assert glossary.isVisible()
    assert window.rect().contains(glossary.geometry())
    assert glossary.asked() == ["UNSTOPPABLE", "BLOODING"]
    # The board stays in sight, left of the glossary.
    assert tracker.board is not None
    assert glossary.geometry().left() > tracker.board.view.mapTo(window, QPoint(0, 0)).x()
    save_shot(window, "shots12s", f"f1-glossary-{size[0]}x{size[1]}.png")


def test_links_in_the_glossary_and_a_refusal_open_the_section_over_the_tracker_15(
    make_window: Callable[[], MainWindow],
) -> None:
    """Issue 15: a section cited in the glossary or in a refusal opens its page in the
    panel over the tracker (the mission stays in sight); Back returns to the glossary."""
    from PySide6.QtCore import QUrl

    window = make_window()
    tracker = play_from_setup(window)
    QCursor.setPos(window.mapToGlobal(QPoint(2, 2)))
    key(tracker, "F1")
    glossary = window.glossary
    topic = glossary.browser.current()
    assert topic.startswith("glossary:")
    assert 'href="rules:' in glossary.text.toHtml()
    glossary.text.anchorClicked.emit(QUrl("rules:7.2.1"))
    assert glossary.browser.where.text() == "§7.2.1 Free movement sub-phase"
    # Its links are light on the dark panel (Markdown would make them the palette's blue).
    found = glossary.text.document().find("§7.2 Strategic phase")
    assert found.charFormat().isAnchor()
    assert found.charFormat().foreground().color().name() == LINK_COLOUR
    save_shot(window, "shots12s", "f1-glossary-section-1920x1080.png")
    glossary.browser.back_button.click()
    assert glossary.browser.current() == topic
    # The panel's search box searches every section.
    QTest.keyClicks(glossary.search, "evasive")
    assert glossary.browser.current() == "search:evasive"
    assert "7.2.1" in glossary.text.toPlainText()
    QTest.keyClick(glossary.search, Qt.Key.Key_Return)  # Enter: the best section
    assert glossary.browser.current() == "rules:7.2.1"
    assert "evasive" in {m.casefold() for m in glossary.browser.marked()}
    glossary.close_panel()
    # A refusal's section is a link: it opens the page over the tracker.
    tracker.controller.refuse("cannot cross the wall (7.2.1)")
    assert tracker.refusal.text() == "⚠ cannot cross the wall (7.2.1)"
    tracker.refusal.linkActivated.emit("rules:7.2.1")
    assert glossary.isVisible() and window.current_view() == "mission"
    assert glossary.browser.current() == "rules:7.2.1"
