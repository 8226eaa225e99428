"""Issue 9, the Board view at the table: every facing reachable (north is 0), one move
a turn (7.2.1), nothing lost (ask before dropping changes, autosave with the history),
bad maps named, standard keys, readable tokens, tiles that carry what stands on them."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox, QToolBar, QToolButton
from pytestqt.qtbot import QtBot

from demloc.board import mapfile
from demloc.board.errors import BoardError, MapError, MapFormatError
from demloc.board.position import BoardMap, Character, Element, ElementKind, PlacedTile, Side
from demloc.board.squares import Facing, Square
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import Catalog
from demloc.paths import resources_dir, tiles_dir
from demloc.render import geometry as geo
from demloc.ui.board import autosave
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.files import with_suffix
from demloc.ui.board.items import RulersItem
from demloc.ui.board.panel import BoardPanel
from demloc.ui.board.play_items import FiringLineItem, MiniatureItem, PathItem
from demloc.ui.board.scene import BoardScene
from demloc.ui.board.view import BoardView
from demloc.ui.keys import redo_shortcuts

LIBRARY = load_tile_library(tiles_dir())
MAPS = resources_dir() / "maps"
MAP = MAPS / "chapel-ambush.json"
Choice = QMessageBox.StandardButton


def open_field(facing: Facing, movement: int = 8) -> BoardMap:
    """One exterior tile with one miniature in its middle, facing `facing`."""
    hero = Character("h", "red", 1, Square(3, 3), facing, "Hero", movement)
    return BoardMap("field", (PlacedTile(1, Side.A, 0, Square(0, 0)),), characters=(hero,))


# ---- 1. every facing, north (0) included -------------------------------------------------


@pytest.mark.parametrize("start", list(Facing))
@pytest.mark.parametrize("facing", list(Facing))
def test_a_move_may_end_in_every_facing(start: Facing, facing: Facing) -> None:
    # 7.2.1: one step forward, then the quarter turns; a facing of north (0) is kept.
    document = BoardDocument(LIBRARY, open_field(start))
    ahead = Square(3, 3).step(*start.vector)
    cost = document.move_character("h", ahead, facing)
    assert document.character("h").facing is facing and document.character("h").at == ahead
    quarters = min((int(facing) - int(start)) % 4, (int(start) - int(facing)) % 4)
    assert cost == 1 + quarters


@pytest.mark.parametrize("start", list(Facing))
@pytest.mark.parametrize("turns", [-1, 1, 2])
def test_turning_in_place_reaches_every_facing(start: Facing, turns: int) -> None:
    for enforce in (True, False):
        document = BoardDocument(LIBRARY, open_field(start))
        document.enforce_rules = enforce
        document.rotate_character("h", turns)
        assert document.character("h").facing is start.turned(turns)


@pytest.mark.parametrize("start", [Facing.E, Facing.S, Facing.W])
def test_the_menu_faces_north_from_every_side(start: Facing, qtbot: QtBot) -> None:
    document = BoardDocument(LIBRARY, open_field(start))
    scene = BoardScene(document)
    menu = scene.turn_menu("h")
    next(a for a in menu.actions() if a.text() == "Face north").trigger()
    assert document.character("h").facing is Facing.N


@pytest.mark.parametrize(("start", "key"), [(Facing.W, Qt.Key.Key_E), (Facing.E, Qt.Key.Key_Q)])
def test_q_and_e_turn_to_north(start: Facing, key: Qt.Key, qtbot: QtBot) -> None:
    document = BoardDocument(LIBRARY, open_field(start))
    scene = BoardScene(document)
    view = BoardView(scene)
    qtbot.addWidget(view)
    scene.select("h")
    qtbot.keyClick(view, key)
    assert document.character("h").facing is Facing.N


def test_a_drop_whose_cheapest_facing_is_north_is_taken(qtbot: QtBot) -> None:
    # The report: market brawl, Wechi on E4 facing west, dragged to E1 (cost 6): the
    # cheapest arrival facing was north (0), read as "none", and the drop was refused.
    document = BoardDocument(LIBRARY, mapfile.load(MAPS / "market-brawl.json"))
    scene = BoardScene(document)
    wechi = document.character("r1")
    assert (wechi.at.name, wechi.facing, wechi.movement) == ("E4", Facing.W, 6)
    target = Square.parse("E1")
    assert document.cheapest_facing("r1", target) is Facing.N
    scene.drop_miniature("r1", QPointF(*geo.centre(target)))
    assert document.character("r1").at == target and document.character("r1").facing is Facing.N
    assert document.spent == {"r1": 6}


@pytest.mark.parametrize("facing", list(Facing))
def test_q_and_e_during_a_drag_choose_the_arrival_facing(facing: Facing, qtbot: QtBot) -> None:
    document = BoardDocument(LIBRARY, open_field(Facing.N))
    scene = BoardScene(document)
    scene.select("h")
    scene._dragging = "h"
    target = Square(3, 2)
    scene.drag_miniature("h", QPointF(*geo.centre(target)))
    for _ in range(int(facing)):
        assert scene.turn_drag(1)
    path = next(i for i in scene.items() if isinstance(i, PathItem))
    assert path.facing is facing  # the arrow on the path shows it
    scene.drop_miniature("h", QPointF(*geo.centre(target)))
    assert document.character("h").facing is facing and scene.drag_facing is None


def test_turn_drag_without_a_drag_does_nothing(qtbot: QtBot) -> None:
    scene = BoardScene(BoardDocument(LIBRARY, open_field(Facing.N)))
    assert not scene.turn_drag(1) and scene.drag_facing is None


# ---- 4. one movement a turn (7.2.1) ------------------------------------------------------


def test_a_partial_move_exhausts_and_says_so(qtbot: QtBot) -> None:
    panel = BoardPanel(LIBRARY, open_field(Facing.N, movement=5), None)
    qtbot.addWidget(panel)
    panel.scene.select("h")
    panel.scene.drop_miniature("h", QPointF(*geo.centre(Square(3, 2))))
    assert panel.document.spent == {"h": 1} and panel.document.points_left("h") == 0
    assert "exhausted" in panel.document.badges("h")
    panel.scene.select(None)
    panel.scene.select("h")
    assert "no more moves until New turn (7.2.1)" in panel.status.text()
    assert "left" not in panel.status.text()
    with pytest.raises(BoardError, match=r"exhausted.*\(7\.2\.1\)"):
        panel.document.move_character("h", Square(3, 1), Facing.N)
    panel.document.new_turn()
    assert not panel.document.exhausted("h") and panel.document.points_left("h") == 5


def test_the_legend_explains_badges_and_tokens(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel

    panel = BoardPanel(LIBRARY, open_field(Facing.N), None)
    qtbot.addWidget(panel)
    texts = " ".join(label.text() for label in panel.findChildren(QLabel))
    for words in ("X: movement token exhausted", "E: engaged", "P: possessed", "V: poisoned",
                  "B: bleeding", "S: keeps a daemon", "O: objective token", "R: relic token"):  # fmt: skip
        assert words in texts


# ---- 5-7. nothing is lost ---------------------------------------------------------------


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def make_panel(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, catalog: Catalog | None = None
) -> BoardPanel:
    panel = BoardPanel(
        LIBRARY, None, None, settings, maps_dir=MAPS, autosave_path=tmp_path / "auto.json",
        catalog=catalog,
    )  # fmt: skip
    qtbot.addWidget(panel)
    return panel


def moved(panel: BoardPanel) -> None:
    first = panel.document.map.characters[0]
    panel.document.enforce_rules = False
    target = next(s for s in panel.document.board.squares() if panel.document.free_square(s))
    panel.document.move_character(first.id, target, first.facing)


@pytest.mark.parametrize(
    ("choice", "opened", "saved"),
    [(Choice.Save, True, True), (Choice.Discard, True, False), (Choice.Cancel, False, False)],
)
def test_opening_another_map_asks_about_unsaved_changes(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, choice: Choice, opened: bool, saved: bool
) -> None:
    panel = make_panel(qtbot, tmp_path, settings)
    own = tmp_path / "own.json"
    panel.files._save_to(own)
    moved(panel)
    changed = panel.document.map
    asked: list[str] = []
    panel.files.ask = lambda _w, what: asked.append(what) or choice  # type: ignore[func-returns-value]
    assert panel.files.open_path(MAP) is opened
    assert asked == ["own.json"]
    assert (panel.document.path == MAP) is opened
    assert (mapfile.load(own) == changed) is saved
    if not opened:
        assert panel.document.map == changed and panel.document.modified


def test_nothing_is_asked_without_changes(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    panel = make_panel(qtbot, tmp_path, settings)
    panel.files.ask = lambda _w, _what: pytest.fail("asked without changes")  # type: ignore[assignment, return-value]
    assert panel.files.open_path(MAP) and panel.can_close()


def test_closing_the_window_asks_and_cancel_keeps_it(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, catalog: Catalog
) -> None:
    from demloc.ui.context import AppContext
    from demloc.ui.main_window import MainWindow

    context = AppContext(catalog, None, "sqlite://", None, str(tmp_path), tmp_path / "auto.json")
    window = MainWindow(context, settings)
    qtbot.addWidget(window)
    window.show()
    panel = window.views["board"]
    assert isinstance(panel, BoardPanel)
    moved(panel)
    window.show_view("guild")
    panel.files.ask = lambda _w, _what: Choice.Cancel  # type: ignore[assignment]
    assert not window.close() and window.isVisible()
    assert window.current_view() == "board"  # shown, so the player sees what is at stake
    panel.files.ask = lambda _w, _what: Choice.Discard  # type: ignore[assignment]
    assert window.close()
    assert not (tmp_path / "auto.json").exists()  # discarded for good


def test_the_board_and_its_history_survive_a_restart(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    panel = make_panel(qtbot, tmp_path, settings)
    assert panel.files.open_path(MAP)
    panel.document.move_character("r1", Square.parse("B9"), Facing.N)
    panel.document.new_turn()
    panel.document.rotate_character("r1", 1)
    panel.document.undo_stack.undo()  # the redo is kept too
    expected, spent = panel.document.map, dict(panel.document.spent)
    # A restart: a new panel on the same data folder, as after a kill.
    again = make_panel(qtbot, tmp_path, settings)
    assert again.document.map == expected and again.document.spent == spent
    assert again.document.path == MAP and again.document.modified
    assert again.document.undo_stack.count() == 3 and again.document.undo_stack.index() == 2
    again.document.undo_stack.redo()
    assert again.document.character("r1").facing is Facing.E
    for _ in range(3):
        again.document.undo_stack.undo()
    assert again.document.map == mapfile.load(MAP)
    assert not again.document.modified  # back where it was opened: clean


def test_a_saved_board_restores_clean(qtbot: QtBot, tmp_path: Path, settings: QSettings) -> None:
    panel = make_panel(qtbot, tmp_path, settings)
    moved(panel)
    panel.files._save_to(tmp_path / "mine.json")
    again = make_panel(qtbot, tmp_path, settings)
    assert not again.document.modified and again.document.path == tmp_path / "mine.json"


def test_recent_files_and_the_open_folder(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    panel = make_panel(qtbot, tmp_path, settings)
    folders: list[str] = []
    panel.files.pick_open = lambda folder: folders.append(folder) or ""  # type: ignore[func-returns-value]
    panel.files.open_dialog()
    assert folders == [str(MAPS)]  # first: the bundled maps
    for name in ("market-brawl.json", "chapel-ambush.json"):
        assert panel.files.open_path(MAPS / name)
    assert panel.files.recent()[:2] == [str(MAP), str(MAPS / "market-brawl.json")]
    panel.files._fill_recent()
    titles = [a.text() for a in panel.files.recent_menu.actions()]
    assert titles[:2] == [str(MAP), str(MAPS / "market-brawl.json")]
    own = tmp_path / "maps" / "own.json"
    own.parent.mkdir()
    panel.files._save_to(own)
    panel.files.open_dialog()
    assert folders[-1] == str(own.parent)  # then: the last folder used
    panel.files.recent_menu.actions()[1].trigger()
    assert panel.document.path == MAPS / "market-brawl.json"


@pytest.mark.parametrize("name", ["mymap", "mymap.JSON", "my.map", "mymap.json"])
def test_save_as_adds_the_suffix(
    name: str, qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    panel = make_panel(qtbot, tmp_path, settings)
    panel.files.pick_save = lambda _folder: str(tmp_path / name)  # type: ignore[assignment]
    assert panel.files.save_as()
    assert panel.document.path is not None and panel.document.path.suffix.lower() == ".json"
    assert panel.document.path.exists() and with_suffix(name).suffix.lower() == ".json"


# ---- 6. a bad map never stops the app --------------------------------------------------


def test_a_remembered_map_that_no_longer_builds_opens_the_sample(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    bad = tmp_path / "bad.json"
    data = json.loads(MAP.read_text())
    data["characters"][1]["id"] = data["characters"][0]["id"]  # two characters, one id
    bad.write_text(json.dumps(data))
    settings.setValue("board/last_map", str(bad))
    panel = make_panel(qtbot, tmp_path, settings)
    assert panel.banner.isVisibleTo(panel)
    assert f"The last map opened, {bad}, cannot be shown" in panel.banner.text()
    assert "two characters have the id" in panel.banner.text()
    assert panel.document.path == MAPS / "market-brawl.json"


def test_a_damaged_autosave_is_named_and_the_last_map_opens(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    (tmp_path / "auto.json").write_text('{"format": "demloc-board-autosave", "version": 1}')
    settings.setValue("board/last_map", str(MAP))
    panel = make_panel(qtbot, tmp_path, settings)
    assert "autosaved board cannot be restored" in panel.banner.text()
    assert panel.document.path == MAP


@pytest.mark.parametrize(
    "text",
    [
        "[" * 5000 + "]" * 5000,
        '{"format": "demloc-map", "version": 1, "tiles": [{"tile": ' + "9" * 5000 + "}]}",
        "\xff\xfe not text",
        "",
    ],
    ids=["deep", "huge-number", "not-utf8", "empty"],
)
def test_a_hostile_map_is_refused_by_name(
    text: str, qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    panel = make_panel(qtbot, tmp_path, settings)
    before = panel.document.map
    bad = tmp_path / "hostile.json"
    bad.write_bytes(text.encode("latin-1"))
    assert not panel.files.open_path(bad)
    assert "Not opened" in panel.banner.text() and "hostile.json" in panel.banner.text()
    assert panel.document.map == before


def test_a_folder_in_place_of_a_map_is_refused(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    panel = make_panel(qtbot, tmp_path, settings)
    assert not panel.files.open_path(tmp_path)
    assert "Not opened" in panel.banner.text()


# ---- 8, 11. standard keys; everything at 1024x700 ----------------------------------------


def test_redo_has_each_key_once() -> None:
    keys = [k.toString() for k in redo_shortcuts()]
    assert len(keys) == len(set(keys)) and {"Ctrl+Shift+Z", "Ctrl+Y"} <= set(keys)


@pytest.mark.parametrize("redo_key", ["Ctrl+Shift+Z", "Ctrl+Y"])
def test_undo_and_redo_keys_work_on_the_board(
    redo_key: str, qtbot: QtBot, tmp_path: Path, settings: QSettings, catalog: Catalog
) -> None:
    from demloc.ui.context import AppContext
    from demloc.ui.main_window import MainWindow

    context = AppContext(catalog, None, "sqlite://", None, str(tmp_path), tmp_path / "auto.json")
    window = MainWindow(context, settings)
    qtbot.addWidget(window)
    window.show()
    window.windowHandle().requestActivate()  # shortcuts need an active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.show_view("board")
    panel = window.views["board"]
    assert isinstance(panel, BoardPanel)
    assert panel.files.open_path(MAP)
    panel.document.move_character("r1", Square.parse("B9"), Facing.N)
    panel.view.setFocus()
    qtbot.keyClick(panel.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert panel.document.character("r1").at == Square.parse("B10")
    sequence = QKeySequence(redo_key)
    combo = sequence[0]
    qtbot.keyClick(panel.view, combo.key(), combo.keyboardModifiers())
    assert panel.document.character("r1").at == Square.parse("B9")


def test_the_toolbar_keeps_short_names_and_fits_1024(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, catalog: Catalog
) -> None:
    from demloc.ui.context import AppContext
    from demloc.ui.main_window import MainWindow

    context = AppContext(catalog, None, "sqlite://", None, str(tmp_path), tmp_path / "auto.json")
    window = MainWindow(context, settings)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    window.show_view("board")
    panel = window.views["board"]
    assert isinstance(panel, BoardPanel)
    panel.document.move_character("r1" if panel.document.map.character("r1") else
                                  panel.document.map.characters[0].id,
                                  panel.document.map.characters[0].at,
                                  panel.document.map.characters[0].facing.turned(1))  # fmt: skip
    undo = panel.tool_actions["undo"]
    assert undo.text() == "Undo" and "Move" in undo.toolTip()
    qtbot.wait(10)
    assert window.minimumSizeHint().width() <= 1024
    toolbar = panel.findChild(QToolBar)
    assert toolbar is not None
    # No action hidden behind the toolbar's extension chevron at 1024 px.
    extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert extension is None or not extension.isVisible()
    assert panel.edit.isVisible() and panel.enforce.isVisible()
    tabs = panel.side.tabBar()
    assert all(tabs.tabRect(i).right() <= tabs.width() for i in range(tabs.count()))


# ---- 13. editing a real map ---------------------------------------------------------------


def two_tiles() -> BoardMap:
    door = Element(ElementKind.DOOR, Square(1, 0), Facing.N)
    return BoardMap(
        "edit",
        (PlacedTile(1, Side.A, 0, Square(0, 0)), PlacedTile(10, Side.B, 0, Square(0, 8))),
        elements=(Element(ElementKind.BARREL, Square(2, 2)),),
        characters=(Character("h", "red", 1, Square(3, 3), Facing.N, "Hero", 5),),
    ), door


def test_moving_a_tile_carries_what_stands_on_it() -> None:
    board_map, _door = two_tiles()
    document = BoardDocument(LIBRARY, board_map)
    document.move_tile(0, Square(10, 0))
    assert document.character("h").at == Square(13, 3)
    assert document.map.elements[0].at == Square(12, 2)
    document.undo_stack.undo()
    assert document.character("h").at == Square(3, 3)


def test_rotating_a_tile_turns_what_stands_on_it() -> None:
    board_map, _door = two_tiles()
    document = BoardDocument(LIBRARY, board_map)
    side = LIBRARY.get(1).sides["A"]  # type: ignore[union-attr]
    document.rotate_tile(0)
    # A quarter turn clockwise about the tile's corner: (x, y) -> (h - 1 - y, x).
    assert document.character("h").at == Square(side.height - 1 - 3, 3)
    assert document.character("h").facing is Facing.E
    assert document.map.elements[0].at == Square(side.height - 1 - 2, 2)
    for _ in range(3):
        document.rotate_tile(0)
    assert document.map == board_map  # four quarter turns: as it was


def test_a_door_turns_with_its_tile() -> None:
    room = BoardMap("room", (PlacedTile(10, Side.B, 0, Square(0, 0)),))
    document = BoardDocument(LIBRARY, room)
    document.add_element(ElementKind.DOOR, next(
        s for s in document.board.squares() if document._walls(s)
    ))  # fmt: skip
    (door,) = document.map.elements
    document.rotate_tile(0)
    (turned,) = document.map.elements
    assert turned.edge is door.edge.turned(1)  # type: ignore[union-attr]
    assert document.board.edge(turned.at, turned.edge).name == "DOOR"  # type: ignore[arg-type]


def test_a_refused_tile_edit_names_the_tile_and_why() -> None:
    board_map, _door = two_tiles()
    document = BoardDocument(LIBRARY, board_map)
    with pytest.raises(MapError, match=r"tile 1 cannot go to A9: .*overlaps tile 1 at A9"):
        document.move_tile(0, Square(0, 8))
    assert document.map == board_map
    room = BoardMap("room", (PlacedTile(10, Side.B, 0, Square(0, 0)),))
    document = BoardDocument(LIBRARY, room)
    document.add_element(ElementKind.DOOR, next(s for s in document.board.squares()
                                                if document._walls(s)))  # fmt: skip
    with pytest.raises(MapError, match=r"tile 10 cannot be flipped: .*door"):
        document.flip_tile(0)
    with pytest.raises(MapError, match="last one"):
        document.remove_tile(0)


def test_edit_mode_shows_and_a_tile_drag_shows_where_it_goes(qtbot: QtBot) -> None:
    board_map, _door = two_tiles()
    panel = BoardPanel(LIBRARY, board_map, None)
    qtbot.addWidget(panel)
    panel.show()
    assert not panel.edit_banner.isVisible()
    panel.edit.setChecked(True)
    assert panel.edit_banner.isVisible() and "Editing the map" in panel.edit_banner.text()
    assert panel.side.currentWidget() is panel.edit_tab
    scene = panel.scene
    scene.selected_tile, scene._drag_start, scene._drag_tile_to = 0, Square(0, 0), Square(2, 1)
    scene._show_tile_ghost()
    assert scene.tile_ghost is not None
    corner = geo.square_rect(Square(2, 1))
    assert scene.tile_ghost.rect().topLeft() == QPointF(corner.x, corner.y)
    scene._hide_tile_ghost()
    assert scene.tile_ghost is None


def test_miniatures_are_added_from_the_catalog_and_removed(qtbot: QtBot, catalog: Catalog) -> None:
    board_map, _door = two_tiles()
    panel = BoardPanel(LIBRARY, board_map, None, catalog=catalog)
    qtbot.addWidget(panel)
    tab = panel.edit_tab
    assert tab.card.count() == len([c for c in catalog.cards
                                    if c.kind.value in ("mercenary", "follower", "daemon")])  # fmt: skip
    tab.card.setCurrentIndex(0)
    card, _weapons = tab.card.currentData()
    tab.colour.setCurrentIndex(tab.colour.findData("red"))
    assert tab.number.value() == 2  # red 1 is on the board: the next free number
    tab.square.setEditText("B2")
    tab.facing.setCurrentIndex(tab.facing.findData(Facing.N))
    tab.add_miniature()
    added = panel.document.map.characters[-1]
    assert (added.name, added.card, added.at, added.facing) == (card.name, card.id,
                                                                Square(1, 1), Facing.N)  # fmt: skip
    assert added.movement == card.profile.movement
    with pytest.raises(MapError, match="unique"):
        panel.document.add_character(dataclasses.replace(added, id="other"))
    panel.scene.select(added.id)
    tab.remove_miniature()
    assert panel.document.map.character(added.id) is None
    panel.document.undo_stack.undo()
    assert panel.document.map.character(added.id) is not None


def test_a_new_map_starts_with_one_tile(qtbot: QtBot, tmp_path: Path, settings: QSettings) -> None:
    panel = make_panel(qtbot, tmp_path, settings)
    panel.new_map()
    assert len(panel.document.map.tiles) == 1 and panel.document.path is None
    assert "New map" in panel.title.text()
    panel.edit_tab.add_tile()
    assert len(panel.document.map.tiles) == 2 and panel.document.modified


# ---- 14, 15. readable, and drawn in the right place --------------------------------------


def test_miniatures_lie_above_the_lines_with_whole_names(qtbot: QtBot) -> None:
    document = BoardDocument(LIBRARY, mapfile.load(MAP))
    scene = BoardScene(document)
    scene.select("r1")
    lines = [i for i in scene.items() if isinstance(i, FiringLineItem)]
    minis = [i for i in scene.items() if isinstance(i, MiniatureItem)]
    assert lines and all(m.zValue() > line.zValue() for m in minis for line in lines)
    long = next(m for m in minis if len(m.full_name) > 4)
    long.character = dataclasses.replace(long.character, name="Bartholomew the Unbowed")
    long.selected, long.hovered = False, False
    assert long.shown_name() != long.full_name  # elided when idle
    long.hovered = True
    assert long.shown_name() == "Bartholomew the Unbowed"


def test_costs_are_legible() -> None:
    from demloc.ui.board.drawing import font
    from demloc.ui.board.play_items import SquaresOverlayItem

    assert font(15).pixelSize() >= 14 and MiniatureItem.NAME_FONT >= 11
    assert SquaresOverlayItem  # the cost labels use font(15); see items.py


def test_the_board_fits_on_start_and_resize(qtbot: QtBot) -> None:
    document = BoardDocument(LIBRARY, mapfile.load(MAP))
    view = BoardView(BoardScene(document))
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    qtbot.waitExposed(view)
    small = view.zoom
    view.resize(1200, 800)
    qtbot.wait(20)
    assert view.zoom > small and view.fitted
    view.zoom_by(1.5)
    view.resize(1000, 700)
    assert not view.fitted  # the player's zoom is kept


def test_the_view_has_room_for_the_out_of_control_card(qtbot: QtBot) -> None:
    document = BoardDocument(LIBRARY, mapfile.load(MAP))
    scene = BoardScene(document)
    view = BoardView(scene)
    board = geo.board_rect(document.board.width, document.board.height)
    assert view.sceneRect().left() <= board.x - geo.SQUARE
    assert view.sceneRect().right() >= board.x + board.width + geo.SQUARE


def test_rulers_follow_an_added_tile(qtbot: QtBot) -> None:
    board_map, _door = two_tiles()
    document = BoardDocument(LIBRARY, board_map)
    scene = BoardScene(document)
    rulers = scene.items_by_key[("rulers",)]
    assert isinstance(rulers, RulersItem)
    width = document.board.width
    document.add_tile(4, Side.A, Square(width, 0))
    assert rulers.width == document.board.width > width
    board = geo.board_rect(document.board.width, document.board.height)
    assert rulers.boundingRect().width() == pytest.approx(board.width)


def test_the_guide_highlight_goes_with_its_tab(qtbot: QtBot) -> None:
    panel = BoardPanel(LIBRARY, mapfile.load(MAP), MAP)
    qtbot.addWidget(panel)
    panel.side.setCurrentIndex(2)
    panel.guide.setCurrentRow(0)
    assert panel.scene.guide_step is not None
    panel.side.setCurrentIndex(0)
    assert panel.scene.guide_step is None


# ---- the autosave file is fuzzed like every format ------------------------------------


@pytest.mark.fuzz
def test_autosave_round_trip_and_damage(qtbot: QtBot, tmp_path: Path) -> None:
    from hypothesis import HealthCheck, given
    from hypothesis import settings as hsettings
    from hypothesis import strategies as st

    document = BoardDocument(LIBRARY, mapfile.load(MAP), MAP)
    document.move_character("r1", Square.parse("B9"), Facing.N)
    target = tmp_path / "auto.json"
    autosave.write(document, target)
    good = target.read_bytes()

    @hsettings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.integers(0, len(good) - 1), st.integers(0, 255), st.booleans())
    def damaged(at: int, byte: int, truncate: bool) -> None:
        data = good[:at] if truncate else good[:at] + bytes([byte]) + good[at + 1 :]
        target.write_bytes(data)
        other = BoardDocument(LIBRARY, mapfile.load(MAP), MAP)
        before = other.map
        try:
            autosave.restore(other, target)
        except BoardError as error:
            assert str(target) in str(error)
            assert other.map == before and other.undo_stack.count() == 0

    damaged()


def test_an_autosave_is_read_through_the_one_reader(qtbot: QtBot, tmp_path: Path) -> None:
    document = BoardDocument(LIBRARY, mapfile.load(MAP), MAP)
    target = tmp_path / "auto.json"
    autosave.write(document, target)
    good = target.read_text(encoding="utf-8")
    cases = {
        "duplicate": good.replace('{"format":', '{"index": 0, "format":', 1),
        "nan": good.replace('"index":0', '"index":NaN', 1),
        "deep": good.replace('"spent":{}', '"spent":' + "[" * 100 + "]" * 100, 1),
    }
    for name, text in cases.items():
        assert text != good, name
        target.write_text(text, encoding="utf-8")
        with pytest.raises(MapFormatError, match=re.escape(str(target))):
            autosave.restore(document, target)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(MapFormatError, match="is a folder"):
        autosave.restore(document, folder)


def test_the_board_warns_of_a_mercenary_twice(qtbot: QtBot, catalog: Catalog) -> None:
    # 5.1.1, R-46: a mercenary plays once in a mission; the banner says who and where.
    board_map = mapfile.load(MAPS / "market-brawl.json")
    assert board_map.character("r3") is not None
    jadis = board_map.character("r3")
    twin = dataclasses.replace(jadis, id="b9", colour="blue", number=9, at=Square.parse("A9"))  # type: ignore[arg-type]
    elements = tuple(e for e in board_map.elements if e.at != twin.at)
    panel = BoardPanel(
        LIBRARY,
        dataclasses.replace(board_map, elements=elements, characters=(*board_map.characters, twin)),
        None,
        catalog=catalog,
    )
    qtbot.addWidget(panel)
    assert not panel.banner.isHidden()
    assert "Jadis is on the board twice" in panel.banner.text() and "5.1.1" in panel.banner.text()
    panel.document.remove_character("b9")
    assert panel.banner.isHidden()  # the warning goes with its cause
    clean = BoardPanel(LIBRARY, mapfile.load(MAPS / "market-brawl.json"), None, catalog=catalog)
    qtbot.addWidget(clean)
    assert clean.banner.isHidden()


# ---- found in review (issue 9) ---------------------------------------------------------


def test_a_click_on_the_name_label_selects_and_never_moves(qtbot: QtBot) -> None:
    # The label lies in the square below the miniature: a press and release there is a
    # click, not a move.
    document = BoardDocument(LIBRARY, mapfile.load(MAPS / "market-brawl.json"))
    scene = BoardScene(document)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(900, 900)
    view.show()
    qtbot.waitExposed(view)
    corvin = document.character("b1")
    below = geo.square_rect(corvin.at.step(0, 1))
    label = view.mapFromScene(QPointF(below.x + below.width / 2, below.y + 4))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=label)
    assert scene.selected == "b1"
    assert document.character("b1").at == corvin.at and not document.spent


@pytest.mark.parametrize("replace", [False, True])
def test_save_as_asks_before_replacing_the_suffixed_file(
    replace: bool, qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    panel = make_panel(qtbot, tmp_path, settings)
    precious = tmp_path / "precious.json"
    precious.write_text("mine")
    asked: list[Path] = []
    panel.files.pick_save = lambda _folder: str(tmp_path / "precious")  # type: ignore[assignment]
    panel.files.confirm = lambda _w, path: asked.append(path) or replace  # type: ignore[assignment, func-returns-value]
    assert panel.files.save_as() is replace
    assert asked == [precious] and (precious.read_text() == "mine") is not replace


def test_save_as_of_a_sample_starts_outside_the_bundled_maps(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    panel = make_panel(qtbot, tmp_path, settings)
    assert panel.files.open_path(MAPS / "market-brawl.json")
    folders: list[str] = []
    panel.files.pick_save = lambda folder: folders.append(folder) or ""  # type: ignore[func-returns-value]
    panel.files.save()
    assert folders and not Path(folders[0]).resolve().is_relative_to(resources_dir().resolve())


def test_a_saved_autosave_gives_way_to_its_file_changed_on_disk(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    mine = tmp_path / "last.json"
    mine.write_bytes(MAP.read_bytes())
    panel = make_panel(qtbot, tmp_path, settings)
    assert panel.files.open_path(mine) and not panel.document.modified
    data = json.loads(mine.read_text())
    data["characters"][0]["at"] = "B9"
    mine.write_text(json.dumps(data))  # edited by hand while the app was closed
    again = make_panel(qtbot, tmp_path, settings)
    assert again.document.path == mine and again.document.map == mapfile.load(mine)
    data["characters"][1]["id"] = data["characters"][0]["id"]
    mine.write_text(json.dumps(data))  # and now broken
    kept = (tmp_path / "auto.json").read_bytes()
    third = make_panel(qtbot, tmp_path, settings)
    # A file that cannot be read cannot win: the autosave's copy of it stays (issue 27).
    assert str(mine) in third.banner.text() and "as it was when last saved" in third.banner.text()
    assert third.document.path == mine and third.document.map == again.document.map
    # The same board, now the only copy: kept as unsaved (review of issue 27).
    now, before = json.loads((tmp_path / "auto.json").read_bytes()), json.loads(kept)
    assert now["clean"] is None and before["clean"] == 0
    assert {**now, "clean": 0} == before and third.document.modified


def test_board_keys_answer_as_soon_as_the_board_is_shown(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, catalog: Catalog
) -> None:
    from demloc.ui.context import AppContext
    from demloc.ui.main_window import MainWindow

    context = AppContext(catalog, None, "sqlite://", None, str(tmp_path), tmp_path / "auto.json")
    window = MainWindow(context, settings)
    qtbot.addWidget(window)
    window.show()
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    panel = window.views["board"]
    assert isinstance(panel, BoardPanel) and panel.files.open_path(MAP)
    window.nav.setFocus()
    window.nav.setCurrentRow(3)  # the Board, chosen in the list
    panel.document.move_character("r1", Square.parse("B9"), Facing.N)
    window.nav.setFocus()  # the focus still in the list
    qtbot.keyClick(window.nav, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert panel.document.character("r1").at == Square.parse("B10")
    qtbot.keyClick(window.nav, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert panel.document.character("r1").at == Square.parse("B9")


def test_a_miniature_is_selected_in_edit_mode(qtbot: QtBot) -> None:
    document = BoardDocument(LIBRARY, mapfile.load(MAP))
    panel = BoardPanel(LIBRARY, document.map, MAP)
    qtbot.addWidget(panel)
    panel.resize(1000, 700)
    panel.show()
    qtbot.waitExposed(panel)
    panel.edit.setChecked(True)
    at = panel.document.character("r1").at
    point = panel.view.mapFromScene(QPointF(*geo.centre(at)))
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert panel.scene.selected == "r1"
    panel.edit_tab.remove_miniature()
    assert panel.document.map.character("r1") is None


def test_a_dismissed_warning_stays_dismissed(qtbot: QtBot, catalog: Catalog) -> None:
    board_map = mapfile.load(MAPS / "market-brawl.json")
    jadis = board_map.character("r3")
    assert jadis is not None
    twin = dataclasses.replace(jadis, id="b9", colour="blue", number=9, at=Square.parse("A9"))
    elements = tuple(e for e in board_map.elements if e.at != twin.at)
    twice = dataclasses.replace(
        board_map, elements=elements, characters=(*board_map.characters, twin)
    )
    panel = BoardPanel(LIBRARY, twice, None, catalog=catalog)
    qtbot.addWidget(panel)
    panel.banner_close.click()
    assert panel.banner.isHidden()
    panel.document.rotate_character("r1", 1)
    assert panel.banner.isHidden()


def test_a_catalog_mercenary_carries_the_weapon_chosen_and_members_their_own(
    qtbot: QtBot, catalog: Catalog
) -> None:
    from demloc.catalog.cards import Mercenary, Weapon

    bow = next(c for c in catalog.cards if isinstance(c, Weapon) and c.range and c.range >= 6)
    member = next(c for c in catalog.cards if isinstance(c, Mercenary))
    cards = [("Catalog merc", member, ()), ("The Red Lantern: him", member, (bow,))]
    board_map, _door = two_tiles()
    panel = BoardPanel(LIBRARY, board_map, None, catalog=catalog, cards=lambda: cards)
    qtbot.addWidget(panel)
    tab = panel.edit_tab
    tab.card.setCurrentIndex(0)
    assert tab.weapon.isEnabled() and tab.weapon.findData(bow.id) >= 0
    tab.weapon.setCurrentIndex(tab.weapon.findData(bow.id))
    tab.square.setEditText("B2")
    tab.add_miniature()
    assert panel.document.map.characters[-1].weapon_range == bow.range
    tab.card.setCurrentIndex(1)
    assert not tab.weapon.isEnabled() and bow.name in tab.weapon.currentText()
    tab.square.setEditText("C2")
    tab.add_miniature()
    assert panel.document.map.characters[-1].weapon_range == bow.range


def test_the_guild_members_are_offered_with_their_weapons(tmp_path: Path, catalog: Catalog) -> None:
    from demloc.store.database import open_database
    from demloc.store.starter import load_starter_content
    from demloc.ui.board.members import member_cards

    sessions = open_database(str(tmp_path / "g.sqlite3"))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
    found = member_cards(sessions, catalog)
    assert found and all(label.startswith("The Red Lantern: ") for label, _c, _w in found)
    assert any(weapons for _l, _c, weapons in found)  # the starter guild is equipped


def test_the_file_name_is_not_in_the_toolbar(qtbot: QtBot) -> None:
    panel = BoardPanel(LIBRARY, mapfile.load(MAP), MAP)
    qtbot.addWidget(panel)
    toolbar = panel.findChild(QToolBar)
    assert toolbar is not None and panel.title.parent() is not toolbar
    assert panel.title.text().startswith("chapel-ambush.json")


def test_a_flying_character_from_the_edit_tab_flies_as_his_card(
    qtbot: QtBot, catalog: Catalog
) -> None:
    # 8.4: FLY x comes from the card, so the board warns of nothing.
    from demloc.board.checks import card_fly, rule_warnings
    from demloc.catalog.cards import Daemon, Follower, Mercenary

    flier = next(
        c for c in catalog.cards
        if isinstance(c, Mercenary | Follower | Daemon) and card_fly(c) > 0
    )  # fmt: skip
    board_map, _door = two_tiles()
    panel = BoardPanel(LIBRARY, board_map, None, catalog=catalog)
    qtbot.addWidget(panel)
    tab = panel.edit_tab
    index = next(i for i in range(tab.card.count()) if tab.card.itemData(i)[0] is flier)
    tab.card.setCurrentIndex(index)
    tab.square.setEditText("B2")
    tab.add_miniature()
    added = panel.document.map.characters[-1]
    assert added.fly == card_fly(flier) > 0
    assert not rule_warnings(panel.document.map, catalog)
