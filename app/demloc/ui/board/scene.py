"""The board scene: items synced from the document, a map from model keys to items,
and the overlays the board engine computes for the selected character."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Hashable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QMenu,
)

from demloc.board.board import Board
from demloc.board.errors import BoardError
from demloc.board.guide import GuideStep
from demloc.board.movement import MoveMode, reachable
from demloc.board.out_of_control import directions
from demloc.board.position import Character, Element, PlacedTile
from demloc.board.sight import firing_lines
from demloc.board.squares import Facing, Square
from demloc.board.zones import engagements, zone
from demloc.render import geometry as geo
from demloc.render import style
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.items import EdgesItem, ElementItem, RulersItem, TileItem, TokenItem, ZoneItem
from demloc.ui.board.play_items import (
    EngagementItem,
    FiringLineItem,
    MiniatureItem,
    OutOfControlItem,
    PathItem,
    SquaresOverlayItem,
)
from demloc.ui.i18n import translate

log = logging.getLogger(__name__)

SIDE_NAMES = {
    Facing.N: str(QT_TRANSLATE_NOOP("board.scene", "north")),
    Facing.E: str(QT_TRANSLATE_NOOP("board.scene", "east")),
    Facing.S: str(QT_TRANSLATE_NOOP("board.scene", "south")),
    Facing.W: str(QT_TRANSLATE_NOOP("board.scene", "west")),
}

OVERLAYS = {  # shown through overlay_label
    "outlines": str(QT_TRANSLATE_NOOP("board.scene", "Tile outlines")),
    "zone": str(QT_TRANSLATE_NOOP("board.scene", "Control zone")),
    "reach": str(QT_TRANSLATE_NOOP("board.scene", "Movement range")),
    "lines": str(QT_TRANSLATE_NOOP("board.scene", "Firing lines")),
    "engagements": str(QT_TRANSLATE_NOOP("board.scene", "Engagements")),
    "threats": str(QT_TRANSLATE_NOOP("board.scene", "Enemy threat map")),
    "ooc": str(QT_TRANSLATE_NOOP("board.scene", "Out-of-control card")),
}


def side_name(facing: Facing) -> str:
    """A side of the map ("north"), in the language chosen."""
    return translate("board.scene", SIDE_NAMES[facing])


def overlay_label(name: str) -> str:
    return translate("board.scene", OVERLAYS[name])


def _blend(a: tuple[int, int, int], b: tuple[int, int, int], t: float, alpha: int) -> QColor:
    red, green, blue = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return QColor(red, green, blue, alpha)


class BoardScene(QGraphicsScene):
    message = Signal(str)  # a sentence for the status bar (illegal moves, costs)
    selection_changed = Signal()

    def __init__(self, document: BoardDocument) -> None:
        super().__init__()
        self.document = document
        self.items_by_key: dict[Hashable, QGraphicsItem] = {}
        self.overlays: dict[str, bool] = {name: False for name in OVERLAYS}
        self.overlays.update(zone=True, reach=True, lines=True, engagements=True)
        self.selected: str | None = None
        self.hover: Square | None = None
        self.ooc_target: str | None = None
        self.ooc_roll: int | None = None
        self.guide_step: GuideStep | None = None
        # The movement points a character has left, where the caller knows them (the
        # tracker, from the mission: 7.2.1); else the document's.
        self.points_left: Callable[[str], int] | None = None
        self.edit_mode = False
        self.selected_tile: int | None = None
        self._dragging: str | None = None
        # Q and E during a drag choose the facing to arrive in (None: the cheapest).
        self.drag_facing: Facing | None = None
        self._press_square: Square | None = None
        self._drag_start: Square | None = None
        self.selected_element: Element | None = None
        self._drag_tile_to: Square | None = None
        self.tile_ghost: QGraphicsRectItem | None = None
        self._overlay_items: list[QGraphicsItem] = []
        # Each group of overlays: what it was made for, and its items (update_overlays).
        self._overlay_groups: dict[str, tuple[Hashable, list[QGraphicsItem]]] = {}
        self._overlay_board: Board | None = None
        self._removed: list[QGraphicsItem] = []  # taken off, deleted after the event (drop)
        self.setBackgroundBrush(QColor(*style.OFF_MAP))
        document.changed.connect(self.sync)
        self.sync()

    # ---- syncing the model ------------------------------------------------------------

    def sync(self) -> None:
        board = self.document.board
        # An undo, an open or an edit may take away what was selected.
        if self.selected_tile is not None and self.selected_tile >= len(board.map.tiles):
            self.selected_tile = None
        if self.selected_element is not None and self.selected_element not in board.map.elements:
            self.selected_element = None
        if self.selected is not None and self.selected not in board.characters:
            self.selected = None
        wanted: dict[Hashable, tuple[type[QGraphicsItem], object]] = {}
        for placed in board.map.tiles:
            wanted[("tile", placed.tile)] = (TileItem, placed)
        wanted[("edges",)] = (EdgesItem, None)
        wanted[("rulers",)] = (RulersItem, None)
        for element in board.map.elements:
            wanted[("element", element)] = (ElementItem, element)
        for zone_model in board.map.zones:
            wanted[("zone", zone_model.name)] = (ZoneItem, zone_model)
        for token in board.map.tokens:
            wanted[("token", token)] = (TokenItem, token)
        for character in board.map.characters:
            wanted[("character", character.id)] = (MiniatureItem, character)
        self.drop([self.items_by_key.pop(k) for k in list(self.items_by_key) if k not in wanted])
        for key, (item_type, model) in wanted.items():
            item = self.items_by_key.get(key)
            if item is None:
                item = self.items_by_key[key] = self.make_item(item_type)
                self.addItem(item)
            self._sync_item(item, model, board)
        if self.selected is not None and self.selected not in board.characters:
            self.selected = None
        rect = geo.board_rect(board.width, board.height)
        self.setSceneRect(QRectF(rect.x, rect.y, rect.width, rect.height))
        self.update_overlays()

    def _sync_item(self, item: QGraphicsItem, model: object, board: Board) -> None:
        if isinstance(item, TileItem) and isinstance(model, PlacedTile):
            tile = board.library.get(model.tile)
            assert tile is not None
            index = board.map.tiles.index(model)
            item.show_outline = self.overlays["outlines"] or (
                self.edit_mode and self.selected_tile == index
            )
            item.highlighted = self.guide_step is not None and self.guide_step.tile == model.tile
            item.sync(model, tile.sides[model.side.value].rotated(model.rotation), tile.name)
        elif isinstance(item, EdgesItem):
            item.sync(board)
        elif isinstance(item, RulersItem):
            item.sync(board.width, board.height)
        elif isinstance(item, MiniatureItem) and isinstance(model, Character):
            item.sync(model, self.document.badges(model.id), model.id == self.selected)
        else:
            item.sync(model)  # type: ignore[attr-defined]

    # ---- overlays: computed by the board engine, drawn here ---------------------------

    def set_overlay(self, name: str, on: bool) -> None:
        self.overlays[name] = on
        if name == "outlines":
            self.sync()
        else:
            self.update_overlays()

    def select(self, character_id: str | None) -> None:
        """Another character selected: only the two miniatures whose look changes are
        synced, and the overlays (a tap repaints what it changed, issue 26, section 3)."""
        before, self.selected = self.selected, character_id
        board = self.document.board
        for key in {k for k in (before, character_id) if k is not None}:
            item, model = self.items_by_key.get(("character", key)), board.characters.get(key)
            if item is None or model is None:  # not on the scene yet: the whole of it
                self.sync()
                break
            self._sync_item(item, model, board)
        else:
            self.update_overlays()
        self.selection_changed.emit()

    def make_item(self, item_type: type[QGraphicsItem]) -> QGraphicsItem:
        """A new item for a model key (a subclass's scene may draw it its own way)."""
        return item_type()

    def drop(self, items: list[QGraphicsItem]) -> None:
        """Items taken off the scene, deleted only once the event loop is back: deleted
        at once (their last reference gone mid-event, e.g. a character escaping as the
        button that said so is released) Qt could still reach them (a segfault seen in
        the tracker's tests)."""
        for item in items:
            self.removeItem(item)
        if items:
            self._removed.extend(items)
            QTimer.singleShot(0, self._removed.clear)

    def update_overlays(self) -> None:
        """The overlays of the board and the selected character. Each group is made
        again only when what it shows changed (the board, the character selected, its
        switch, the card's roll, the guide's step): a tap or an event repaints only
        what changed, not every line across the board (issue 26); the reach (its
        points and the path under the cursor) is always made again."""
        board = self.document.board
        fresh = board is not self._overlay_board
        self._overlay_board = board
        on = self.overlays
        character = board.characters.get(self.selected) if self.selected is not None else None
        keys: dict[str, Hashable] = {
            "threats": (on["threats"], self.selected),
            "zone": (on["zone"], self.selected),
            "reach": None,
            "engagements": (on["engagements"],),
            "lines": (on["lines"], self.selected),
            "ooc": (on["ooc"], self.selected, self.ooc_target, self.ooc_roll),
            "guide": (self.guide_step,),
        }
        # Keyed by what they draw, kept across boards: a move elsewhere leaves them be.
        drawn: dict[str, Hashable] = {
            "zone": self._zone_drawn(board, character) if on["zone"] else None,
            "engagements": self._engagements_drawn(board) if on["engagements"] else (),
        }
        self._overlay_items = []
        for name, key in keys.items():
            kept = self._overlay_groups.get(name)
            if name in drawn:
                key = drawn[name]
            elif fresh:
                key = None
            if kept is not None and key is not None and kept[0] == key:
                self._overlay_items += kept[1]
                continue
            if kept is not None:
                self.drop(kept[1])
            start = len(self._overlay_items)
            getattr(self, f"_overlay_{name}")(board, character)
            self._overlay_groups[name] = (key, self._overlay_items[start:])

    @staticmethod
    def _zone_drawn(board: Board, character: Character | None) -> Hashable:
        if character is None:
            return ()
        z = zone(board, character)
        return z.control, z.first_impact

    @staticmethod
    def _engagements_drawn(board: Board) -> Hashable:
        return tuple(
            (board.character(p.engager).at, board.character(p.engaged).at, p.first_impact)
            for p in engagements(board)
        )

    def _overlay_threats(self, board: Board, character: Character | None) -> None:
        if self.overlays["threats"] and character is not None:
            fills = {}
            for other in board.characters.values():
                if other.is_enemy_of(character):
                    for square in zone(board, other).all:
                        fills[square] = QColor(*style.THREAT)
            self._add(SquaresOverlayItem(z=3), fills)

    def _overlay_zone(self, board: Board, character: Character | None) -> None:
        if self.overlays["zone"] and character is not None:
            z = zone(board, character)
            fills = {s: QColor(*style.CONTROL_ZONE) for s in z.control}
            fills |= {s: QColor(*style.FIRST_IMPACT) for s in z.first_impact}
            self._add(SquaresOverlayItem(z=4), fills)

    def _overlay_reach(self, board: Board, character: Character | None) -> None:
        if self.overlays["reach"] and character is not None:
            self._reach_overlay(board, character.id)

    def _overlay_engagements(self, board: Board, character: Character | None) -> None:
        if self.overlays["engagements"]:
            for pair in engagements(board):
                item = EngagementItem()
                item.sync(
                    board.character(pair.engager).at,
                    board.character(pair.engaged).at,
                    pair.first_impact,
                )
                self._add_item(item)

    def _overlay_lines(self, board: Board, character: Character | None) -> None:
        if self.overlays["lines"] and character is not None:
            for line in firing_lines(board, character):
                item = FiringLineItem()
                target = board.character(line.target)
                item.sync(line, character.at, target.at, target.label)
                self._add_item(item)

    def _overlay_ooc(self, board: Board, character: Character | None) -> None:
        if self.overlays["ooc"] and character is not None and self.ooc_target in board.characters:
            target = board.character(self.ooc_target)
            if target.at != character.at:
                table = directions(character.at, target.at)
                hit = table.get(self.ooc_roll) if self.ooc_roll is not None else None
                item = OutOfControlItem()
                item.sync(table, target.at, hit)
                self._add_item(item)

    def _overlay_guide(self, board: Board, character: Character | None) -> None:
        if self.guide_step is not None:
            fills = {
                s: QColor(*style.GUIDE_HIGHLIGHT)
                for s in self.guide_step.squares
                if board.contains(s)
            }
            self._add(SquaresOverlayItem(z=14), fills)

    def _reach_overlay(self, board: Board, character_id: str) -> None:
        character = board.character(character_id)
        reach = reachable(board, character, self._points(character), MoveMode.FREE)
        costs = reach.squares()
        dearest = max(costs.values(), default=1) or 1
        fills = {
            square: _blend(style.REACH_NEAR, style.REACH_FAR, cost / dearest, 90)
            for square, cost in costs.items()
            if square != character.at
        }
        labels = {square: str(cost) for square, cost in costs.items() if square != character.at}
        self._add(SquaresOverlayItem(z=4.5), fills, labels)  # its costs above the zones
        self._path = PathItem()
        self._add_item(self._path)
        self.update_path()

    def _points(self, character: Character) -> int:
        if self.points_left is not None:
            return self.points_left(character.id)
        if self.document.enforce_rules:
            return self.document.points_left(character.id)
        return character.movement

    def update_path(self) -> None:
        """The cheapest path to the square under the cursor: the only overlay that
        follows the cursor, so the only one redone when it moves."""
        path_item = getattr(self, "_path", None)
        board = self.document.board
        if (
            path_item is None
            or path_item.scene() is not self
            or self.selected not in board.characters
        ):
            return
        character = board.character(self.selected)
        reach = reachable(board, character, self._points(character), MoveMode.FREE)  # cached
        path = reach.path_to(self.hover, self.drag_facing) if self.hover is not None else None
        if path:
            path_item.sync([step.square for step in path], path[-1].cost, path[-1].facing)
            path_item.show()
        else:
            path_item.hide()

    def _add(
        self,
        item: SquaresOverlayItem,
        fills: dict[Square, QColor],
        labels: dict[Square, str] | None = None,
    ) -> None:
        item.sync(fills, labels)
        self._add_item(item)

    def _add_item(self, item: QGraphicsItem) -> None:
        self.addItem(item)
        self._overlay_items.append(item)

    def overlay_items(self) -> list[QGraphicsItem]:
        return list(self._overlay_items)

    # ---- input: items ask the document, which pushes commands --------------------------

    def press_miniature(self, character_id: str, event: QGraphicsSceneMouseEvent) -> None:
        if self.edit_mode:  # the scene's press picks tiles, elements and miniatures
            event.ignore()
            return
        self._dragging = character_id
        # A press and release on one square is a click, wherever on the item it lands
        # (its name label lies in the square below): it selects, it never moves.
        self._press_square = geo.square_at(event.scenePos().x(), event.scenePos().y())
        self.drag_facing = None
        if self.selected != character_id:
            self.select(character_id)
        event.accept()

    def turn_drag(self, quarter_turns: int) -> bool:
        """Q or E while dragging: turn the facing the miniature will arrive in. False
        when no miniature is being dragged."""
        if self._dragging is None or self._dragging not in self.document.board.characters:
            return False
        start = self.drag_facing
        if start is None:
            start = self.document.character(self._dragging).facing
        self.drag_facing = start.turned(quarter_turns)
        self.update_path()
        self.message.emit(
            self.tr("Arrive facing {side} (Q and E turn)").format(side=side_name(self.drag_facing))
        )
        return True

    def drag_miniature(self, character_id: str, position: QPointF) -> None:
        square = geo.square_at(position.x(), position.y())
        if square != self.hover:
            self.hover = square
            self.update_path()

    def drop_miniature(self, character_id: str, position: QPointF) -> None:
        self._dragging = None
        chosen, self.drag_facing = self.drag_facing, None
        square = geo.square_at(position.x(), position.y())
        character = self.document.board.characters.get(character_id)
        pressed, self._press_square = self._press_square, None
        if character is None or (square in (character.at, pressed) and chosen is None):
            return
        try:
            facing = chosen
            if facing is None:
                facing = self.document.cheapest_facing(character_id, square)
            cost = self.document.move_character(character_id, square, facing)
        except BoardError as error:
            self.message.emit(str(error))
            self.update_overlays()
            return
        words = {"name": character.label, "square": square.name, "side": side_name(facing)}
        self.message.emit(
            self.tr(
                "{name} to {square} facing {side}: {cost} of %n movement point(s) spent; "
                "their movement token is exhausted until the next turn (7.2.1)",
                "",
                character.movement,
            ).format(cost=cost, **words)
            if self.document.enforce_rules and cost > 0
            else self.tr("{name} placed on {square} facing {side}").format(**words)
        )

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        square = geo.square_at(event.scenePos().x(), event.scenePos().y())
        if (
            self._dragging is None
            and square != self.hover
            and self.selected is not None
            and self.overlays["reach"]
        ):
            self.hover = square
            self.update_overlays()
        if self.edit_mode and self.selected_tile is not None and event.buttons():
            self._drag_tile_to = square
            self._show_tile_ghost()
        super().mouseMoveEvent(event)

    def _show_tile_ghost(self) -> None:
        """While a tile is dragged, its outline where it would go."""
        start, end, index = self._drag_start, self._drag_tile_to, self.selected_tile
        if start is None or end is None or index is None or self.selected_element is not None:
            return
        placed = self.document.map.tiles[index]
        tile = self.document.library.get(placed.tile)
        if tile is None:
            return
        side = tile.sides[placed.side.value].rotated(placed.rotation)
        at = Square(max(0, placed.at.x + end.x - start.x), max(0, placed.at.y + end.y - start.y))
        corner = geo.square_rect(at)
        rect = QRectF(corner.x, corner.y, side.width * geo.SQUARE, side.height * geo.SQUARE)
        if self.tile_ghost is None:
            self.tile_ghost = QGraphicsRectItem()
            self.tile_ghost.setPen(QPen(QColor(*style.TILE_OUTLINE[:3]), 4, Qt.PenStyle.DashLine))
            self.tile_ghost.setBrush(QColor(*style.TILE_OUTLINE[:3], 40))
            self.tile_ghost.setZValue(30)
            self.addItem(self.tile_ghost)
        self.tile_ghost.setRect(rect)
        self.tile_ghost.setToolTip(
            self.tr("tile {number} to {square}").format(number=placed.tile, square=at.name)
        )

    def _hide_tile_ghost(self) -> None:
        if self.tile_ghost is not None:
            self.removeItem(self.tile_ghost)
            self.tile_ghost = None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        square = geo.square_at(event.scenePos().x(), event.scenePos().y())
        if self.edit_mode:
            # A miniature on the square is selected (the Edit tab removes it); an
            # element is picked before the tile under it.
            found = next((c for c in self.document.map.characters if c.at == square), None)
            if found is not None and found.id != self.selected:
                self.selected = found.id
                self.selection_changed.emit()
            self.selected_element = next(
                (e for e in self.document.map.elements if e.at == square), None
            )
            tile_index = self._tile_at(square)
            self.selected_tile = tile_index
            self._drag_start = square
            self._drag_tile_to = square
            self.sync()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._hide_tile_ghost()
        start, end = self._drag_start, self._drag_tile_to
        element = self.selected_element
        if self.edit_mode and element is not None and start is not None:
            self._drag_start = None
            if end is not None and end != start:
                self.edit(lambda: self._move_element(element, end))
            event.accept()
            return
        if self.edit_mode and self.selected_tile is not None and start is not None:
            self._drag_start = None
            if end is not None and end != start:
                index = self.selected_tile
                placed = self.document.map.tiles[index]
                at = Square(
                    max(0, placed.at.x + end.x - start.x), max(0, placed.at.y + end.y - start.y)
                )
                self.edit(lambda: self.document.move_tile(index, at))
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        """Right-click on a miniature (outside edit mode): the menu to turn it."""
        square = geo.square_at(event.scenePos().x(), event.scenePos().y())
        found = next((c for c in self.document.map.characters if c.at == square), None)
        if self.edit_mode or found is None:
            super().contextMenuEvent(event)
            return
        self.select(found.id)
        self.turn_menu(found.id).exec(event.screenPos())
        event.accept()

    def turn_menu(self, character_id: str) -> QMenu:
        """Turn a quarter left or right (as Q and E do), or face a side of the map.
        Facing a side takes the shorter way round: with the rules enforced each quarter
        turn costs a movement point (7.2.1)."""
        menu = QMenu()
        facing = self.document.character(character_id).facing

        def turn(quarter_turns: int) -> None:
            self.edit(lambda: self.document.rotate_character(character_id, quarter_turns))

        menu.addAction(self.tr("Turn left (Q)"), lambda: turn(-1))
        menu.addAction(self.tr("Turn right (E)"), lambda: turn(1))
        menu.addSeparator()
        for side in Facing:
            quarters = (int(side) - int(facing)) % 4
            action = menu.addAction(
                self.tr("Face {side}").format(side=side_name(side)),
                functools.partial(turn, -1 if quarters == 3 else quarters),
            )
            action.setEnabled(quarters != 0)
        return menu

    def _move_element(self, element: Element, to: Square) -> None:
        self.selected_element = self.document.move_element(element, to)

    def _tile_at(self, square: Square) -> int | None:
        board = self.document.board
        if not board.contains(square):
            return None
        number = board.tile_at[board.index(square)]
        return next((i for i, t in enumerate(self.document.map.tiles) if t.tile == number), None)

    def edit(self, action: object) -> None:
        """Run an edit; a refused one says why in the status bar and changes nothing."""
        try:
            action()  # type: ignore[operator]
        except BoardError as error:
            self.message.emit(str(error))

    def set_guide_step(self, step: GuideStep | None) -> None:
        self.guide_step = step
        self.sync()
