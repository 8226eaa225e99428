"""Table mode and fewer taps (issue 26, section 2; RULINGS.md R-145): one key,
remembered and in the Mission menu, gives the board the screen; the squares and the
type measured at 1920x1080 (a 24x20 board: squares of 44 px at least, every text 20 px
at least) and at 1024x700 (28 px squares); each miniature and its card say what it has
left; damage as an amount in one tap, and what it did said; a move declared shows its
reach with the costs, as the Board view does."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QLabel,
    QListWidget,
    QTabBar,
    QWidget,
)
from table import MakeWindow, key, play_from_setup, state, tap, tap_character
from test_table_keys import press_on_focus
from test_table_mode import board_text, painted  # noqa: F401 (a fixture)

from demloc.board import mapfile
from demloc.paths import resources_dir
from demloc.render import geometry as geo
from demloc.render.gauge import gauge
from demloc.ui.board.play_items import SquaresOverlayItem
from demloc.ui.main_window import MainWindow
from demloc.ui.tracker import TrackerView
from demloc.ui.tracker.items import TableMiniature
from support.shots import save_shot

BIG = resources_dir() / "maps" / "all-fourteen-tiles.json"  # 24x20, the largest board


def settle(window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    for _ in range(4):  # the splitter, the side panel and the board fit in turn
        QApplication.processEvents()


def square_px(tracker: TrackerView) -> float:
    assert tracker.board is not None
    return tracker.board.view.transform().m11() * geo.SQUARE


def on_the_big_board(tracker: TrackerView) -> None:
    """The 24x20 board in the tracker's view (no mission is that large yet)."""
    assert tracker.board is not None
    tracker.board.document.replace(mapfile.load(BIG), None)
    assert (tracker.board.document.board.width, tracker.board.document.board.height) == (24, 20)
    tracker._fit_split()


def texts_px(window: MainWindow) -> list[tuple[int, str]]:
    """(px, words) of every text the window shows: labels, buttons, tabs, fields,
    lists, the menu bar."""
    kinds = (QLabel, QAbstractButton, QTabBar, QAbstractSpinBox, QListWidget)
    shown: list[tuple[int, str]] = []
    widgets: list[QWidget] = [window.menuBar()]  # hidden in table mode
    for kind in kinds:
        widgets += window.findChildren(kind)
    for widget in widgets:
        if not widget.isVisible() or widget is window.tracker().board.view:  # type: ignore[union-attr]
            continue
        words = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else "…"
        if isinstance(widget, QLabel) and widget.pixmap() is not None and not words:
            continue
        if words.strip():
            shown.append(
                (QFontInfo(widget.font()).pixelSize(), f"{type(widget).__name__} {words[:30]}")
            )
    return shown


def test_table_mode_gives_the_board_the_screen_and_is_remembered(
    make_window: MakeWindow,
    painted: list[tuple[float, str]],  # noqa: F811
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    window.sync_menus()
    assert window.entries["Table mode"].text().endswith("\tF10")  # listed in the Mission menu
    assert window.entries["Table mode"] in window.mission_menu.actions()
    plain = {}
    for size in ((1024, 700), (1920, 1080)):
        settle(window, *size)
        plain[size] = square_px(tracker)
    press_on_focus(window, "F10")
    assert tracker.table_mode
    assert not window.nav.isVisible() and not window.statusBar().isVisible()
    assert not window.menuBar().isVisible()
    # 1024x700, the mission's own board: squares of 28 px at least (26 before).
    settle(window, 1024, 700)
    small = square_px(tracker)
    assert small >= 28 and small > plain[(1024, 700)], (small, plain)
    assert min(texts_px(window)) >= (16, ""), min(texts_px(window))  # 16 px below 1500
    # 1920x1080, the 24x20 board: squares of 44 px at least, every text 20 px at least.
    settle(window, 1920, 1080)
    on_the_big_board(tracker)
    settle(window, 1920, 1080)
    assert square_px(tracker) >= 44, square_px(tracker)
    texts = texts_px(window)
    assert len(texts) > 40
    assert min(texts) >= (20, ""), min(texts)
    drawn = board_text(tracker, painted)
    assert len(drawn) > 50 and min(drawn)[0] >= 20, min(drawn)
    # Every character of both sides in view at once (compact cards).
    viewport = tracker.cards_area.viewport()
    for fid, card in tracker.cards.items():
        top_left = card.mapTo(viewport, card.rect().topLeft())
        bottom = card.mapTo(viewport, card.rect().bottomRight())
        assert viewport.rect().contains(top_left) and viewport.rect().contains(bottom), fid
    save_shot(window, "table-mode", "table-mode-1920-big-board.png")
    # Remembered: the next start opens in table mode.
    window.close()
    again = make_window()
    tracker = again.tracker()  # type: ignore[assignment]
    assert tracker is not None and tracker.table_mode
    assert again.tracker_in_play() and not again.nav.isVisible()
    key(tracker, "F10")  # and back: the list and the status bar again
    assert not tracker.table_mode and again.nav.isVisible() and again.statusBar().isVisible()


def test_damage_in_one_tap_shows_on_the_miniature_the_card_and_in_words(
    make_window: MakeWindow,
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    key(tracker, "F10")
    me = state(tracker).current
    target = next(f for f, x in state(tracker).fighters.items() if x.owner != me)
    tap_character(tracker, target)
    before = state(tracker).fighters[target]
    tap(tracker, "damage-3")  # 3 damage, one tap (6.4.2: the armour first)
    after = state(tracker).fighters[target]
    assert (after.armour_tokens, after.armour_damage, after.hearts, after.hit_damage) != (
        before.armour_tokens, before.armour_damage, before.hearts, before.hit_damage
    )  # fmt: skip
    assert tracker.said.isVisible() and tracker.said.text().startswith(
        f"{tracker.labels[target]} takes 3: armour "
    )
    tracker.actions_panel.to_life.setChecked(True)
    tracker.actions_panel.amount.setValue(2)
    tap(tracker, "damage-take")  # any amount, to life
    hurt = state(tracker).fighters[target]
    assert hurt.hearts * max(1, hurt.profile.hit) + hurt.hit_damage == 2
    tap(tracker, "bleeding+1")
    tap(tracker, "seals+1")
    hurt = state(tracker).fighters[target]
    # The miniature, its card and the selected line say the same.
    assert tracker.board is not None
    item = tracker.board.scene.items_by_key[("character", target)]
    assert isinstance(item, TableMiniature) and item.gauge == gauge(hurt)
    assert "B1" in item.gauge.marks and "S1" in item.gauge.marks
    words = gauge(hurt).text()
    assert "bleeding 1" in words and "seals 1" in words and "Hearts" in words
    assert tracker.cards[target].gauge.text() == words
    assert words in tracker.actions_panel.title.text()
    # An undo says nothing of what the undone action did.
    key(tracker, "Ctrl+Z")
    assert not tracker.said.isVisible()


def test_a_move_declared_shows_the_squares_it_reaches_with_their_costs(
    make_window: MakeWindow,
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    mine = next(f for f, x in state(tracker).fighters.items() if x.owner == state(tracker).current)
    tap_character(tracker, mine)
    assert tracker.board is not None
    scene = tracker.board.scene

    def costs() -> dict[object, str]:
        found = [i for i in scene.overlay_items() if isinstance(i, SquaresOverlayItem) and i.labels]
        return found[0].labels if found else {}

    assert not costs()
    key(tracker, "M")
    shown = costs()
    assert len(shown) > 4 and all(cost.isdigit() for cost in shown.values())
    key(tracker, "Escape")
    assert not costs()


def test_table_mode_at_1024x700_gives_a_24x20_board_squares_of_28_px(
    make_window: MakeWindow,
) -> None:
    """Issue 26, section 2: at 1024x700 in table mode squares of 28 px at least, the
    largest board too (the side panel's 390 px minimum left 24.5 px); the side panel's
    words still whole (16 px) and every card in reach."""
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    key(tracker, "F10")
    settle(window, 1024, 700)
    on_the_big_board(tracker)
    settle(window, 1024, 700)
    assert square_px(tracker) >= 28, square_px(tracker)
    assert min(texts_px(window)) >= (16, ""), min(texts_px(window))
    # Nothing of the side panel cut on the right: every button of the actions (a
    # character selected) inside the width the scroll area shows.
    mine = next(f for f, x in state(tracker).fighters.items() if x.owner == state(tracker).current)
    tracker.select(mine)
    settle(window, 1024, 700)
    viewport = tracker.actions_area.viewport()
    shown = [b for b in tracker.actions_body.findChildren(QAbstractButton) if b.isVisible()]
    assert len(shown) > 20
    save_shot(window, "table-mode", "table-mode-1024-big-board.png")
    for widget in shown:
        right = widget.mapTo(viewport, widget.rect().topRight()).x()
        assert right <= viewport.width(), (widget.objectName(), right, viewport.width())
        words = widget.fontMetrics().horizontalAdvance(widget.text())
        assert widget.width() >= words + 6, (widget.objectName(), widget.width(), words)
    save_shot(window, "table-mode", "table-mode-1024-big-board.png")


def test_armour_is_said_alike_by_the_band_the_pips_the_card_and_the_counters(
    make_window: MakeWindow,
) -> None:
    """5.1.1, 6.4.2, 7.3.2.2: the armour factor is the damage that breaks one armour
    token; three broken tokens leave none. One damage neither lowers the factor nor
    breaks a token: the band said "armour 3 -> 2" while the card showed ■■■ and the
    counters "Armour 0/3" (broken ones). Now each says the broken tokens and the damage
    towards the next one alike (R-150)."""
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    key(tracker, "F10")
    me = state(tracker).current
    target = next(
        f for f, x in state(tracker).fighters.items() if x.owner != me and x.profile.armour >= 2
    )
    factor = state(tracker).fighters[target].profile.armour
    name = tracker.labels[target]
    tap_character(tracker, target)
    tap(tracker, "damage-1")
    fighter = state(tracker).fighters[target]
    assert (fighter.armour_tokens, fighter.armour_damage) == (0, 1)  # 6.4.2: armour first
    assert tracker.said.text() == f"{name} takes 1: armour damage 1/{factor}"
    assert gauge(fighter).pips().startswith(f"Armour ■■■ (damage 1/{factor})")
    assert tracker.cards[target].gauge.text() == gauge(fighter).text()
    assert tracker.actions_panel.values["Armour"].text() == "Armour 0/3 broken"
    tap(tracker, f"damage-{factor}")  # the first token breaks, one damage on the next
    fighter = state(tracker).fighters[target]
    assert (fighter.armour_tokens, fighter.armour_damage) == (1, 1)
    assert tracker.said.text() == (
        f"{name} takes {factor}: 1 armour token broken (1/3), armour damage 1/{factor}"
    )
    assert gauge(fighter).pips().startswith(f"Armour ■■□ (damage 1/{factor})")
    assert tracker.actions_panel.values["Armour"].text() == "Armour 1/3 broken"
    assert tracker.actions_panel.values["Hearts"].text().endswith("/3 broken")


def test_a_move_declared_shows_only_the_points_left_this_turn(make_window: MakeWindow) -> None:
    """7.2.1: spending movement points exhausts the movement token; one movement a turn
    (the two movement sub-phases share it). The reach of a move declared is what is left
    this turn: nothing once the token is exhausted (the overlay showed the card's full
    movement; R-151)."""
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    me = state(tracker).current
    mine = next(f for f, x in state(tracker).fighters.items() if x.owner == me)
    tap_character(tracker, mine)
    assert tracker.board is not None
    scene = tracker.board.scene

    def costs() -> dict[object, str]:
        found = [i for i in scene.overlay_items() if isinstance(i, SquaresOverlayItem) and i.labels]
        return found[0].labels if found else {}

    key(tracker, "M")
    fresh = costs()
    movement = state(tracker).fighters[mine].profile.movement
    assert fresh and max(int(c) for c in fresh.values()) <= movement
    key(tracker, "Escape")
    tap(tracker, "effect-exhausted")  # the table marks the token exhausted
    assert state(tracker).fighters[mine].exhausted
    key(tracker, "M")
    assert costs() == {}, costs()


@pytest.mark.slow
@pytest.mark.parametrize("table_mode", [True, False])
def test_nothing_moves_under_the_finger_when_a_band_appears(
    make_window: MakeWindow, table_mode: bool
) -> None:
    """Issue 26 (item 5, section 2): what an action did is said in a band. In table mode
    it sits in the bands' row above the side panel, whose height is kept; out of it at
    the foot of the actions. Either way the damage chips the finger is on must not move
    when it appears, nor the board, at either size."""
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    if table_mode:
        key(tracker, "F10")
    me = state(tracker).current
    target = next(f for f, x in state(tracker).fighters.items() if x.owner != me)
    assert tracker.board is not None
    for size in ((1920, 1080), (1024, 700)):
        settle(window, *size)
        tap_character(tracker, target)
        settle(window, *size)
        key(tracker, "Ctrl+Z") if tracker.said.isVisible() else None
        settle(window, *size)
        assert not tracker.said.isVisible()
        chip = tracker.actions_panel.buttons["damage-2"]
        before = chip.mapTo(window, chip.rect().topLeft()), tracker.board.view.geometry()
        tap(tracker, "damage-1")
        settle(window, *size)
        assert tracker.said.isVisible()
        after = chip.mapTo(window, chip.rect().topLeft()), tracker.board.view.geometry()
        assert after == before, (size, before, after)
