"""The board document: the map being shown, its compiled board, and every edit as an
undoable command on one QUndoStack (STYLE.md, Tiled). Items never edit the map; they
ask the document, which pushes a command."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from demloc.board import editing, mapfile
from demloc.board.board import Board, Terrain
from demloc.board.errors import BoardError, MapError
from demloc.board.movement import MoveMode, reachable
from demloc.board.position import (
    BoardMap,
    Character,
    Element,
    ElementKind,
    PlacedTile,
    Side,
)
from demloc.board.squares import Facing, Square
from demloc.board.tiles import Edge, TileLibrary
from demloc.board.zones import engagements


class ChangeMap(QUndoCommand):
    """One edit: the map before and after, and the movement points spent with it. Every
    change of the board is one of these, so the history can be saved and restored."""

    def __init__(
        self,
        document: BoardDocument,
        after: BoardMap,
        text: str,
        spent: dict[str, int] | None = None,
        before: tuple[BoardMap, dict[str, int]] | None = None,
    ) -> None:
        super().__init__(text)
        self.document = document
        self.before, self.spent_before = before or (document.map, dict(document.spent))
        self.after = after
        self.spent_after = dict(spent if spent is not None else document.spent)

    def redo(self) -> None:
        self.document._show(self.after, self.spent_after)

    def undo(self) -> None:
        self.document._show(self.before, self.spent_before)


class BoardDocument(QObject):
    changed = Signal()
    path_changed = Signal()

    def __init__(self, library: TileLibrary, board_map: BoardMap, path: Path | None = None) -> None:
        super().__init__()
        self.library = library
        self.map = board_map
        self.board = Board.build(board_map, library)
        self.path = path
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self.path_changed)
        self.enforce_rules = True
        # Movement points spent this turn, by character (enforce-rules mode).
        self.spent: dict[str, int] = {}
        # Statuses a mission provides for the badges: id -> ("engaged", "exhausted", ...).
        self.statuses: dict[str, tuple[str, ...]] = {}

    # ---- reading ---------------------------------------------------------------------

    def character(self, character_id: str) -> Character:
        return self.board.character(character_id)

    def points_left(self, character_id: str) -> int:
        """Movement points he may still spend this turn: none once he has moved, for
        spending any point exhausts his movement token (7.2.1)."""
        if self.exhausted(character_id):
            return 0
        return self.character(character_id).movement

    def exhausted(self, character_id: str) -> bool:
        """7.2.1: whoever spends movement points, even a few, is exhausted this turn."""
        return self.spent.get(character_id, 0) > 0

    def _refuse_if_exhausted(self, character: Character) -> None:
        spent = self.spent.get(character.id, 0)
        if spent > 0:
            raise BoardError(
                self.tr(
                    "{name} has moved this turn ({spent} of %n movement point(s) spent): their "
                    "movement token is exhausted and they move no more until the next turn "
                    "(7.2.1). Undo the move to change it, or New turn.",
                    "",
                    character.movement,
                ).format(name=character.label, spent=spent)
            )

    def engaged_ids(self) -> set[str]:
        """Characters fighting on the current board (cached per board)."""
        cached = self.board.__dict__.get("_engaged_ids")
        if cached is None:
            cached = {i for e in engagements(self.board) for i in (e.engager, e.engaged)}
            self.board.__dict__["_engaged_ids"] = cached
        return cached

    def badges(self, character_id: str) -> tuple[str, ...]:
        engaged = character_id in self.engaged_ids()
        shown = list(self.statuses.get(character_id, ()))
        if engaged and "engaged" not in shown:
            shown.insert(0, "engaged")
        if self.exhausted(character_id) and "exhausted" not in shown:
            shown.append("exhausted")
        return tuple(shown)

    # ---- changing, always through the undo stack -------------------------------------

    def _board_of(self, board_map: BoardMap) -> Board:
        """`board_map` compiled; when only miniatures differ from the map shown, its grid
        and caches kept (Board.with_characters, which checks them as `build` does)."""
        if dataclasses.replace(board_map, characters=()) == dataclasses.replace(
            self.map, characters=()
        ):
            return self.board.with_characters(board_map.characters)
        return Board.build(board_map, self.library)

    def _show(self, board_map: BoardMap, spent: dict[str, int]) -> None:
        self.board = self._board_of(board_map)
        self.map = board_map
        self.spent = dict(spent)
        self.changed.emit()

    def push(self, after: BoardMap, text: str, spent: dict[str, int] | None = None) -> None:
        """Check the new map (a MapError names what is wrong), then push the change."""
        self._board_of(after)
        self.undo_stack.push(ChangeMap(self, after, text, spent))

    def move_character(self, character_id: str, to: Square, facing: Facing | None = None) -> int:
        """Move a miniature. Enforcing the rules, only a legal free movement (7.2.1) with
        the points left, which it spends; else anywhere free, as when mirroring the
        table. Returns the points spent."""
        character = self.character(character_id)
        if facing is None:  # never `facing or ...`: north is 0
            facing = character.facing
        if (to, facing) == (character.at, character.facing):
            return 0
        self._on_map(to)
        cost = 0
        if self.enforce_rules:
            self._refuse_if_exhausted(character)
            cost = self._legal_cost(character, to, facing)
        moved = dataclasses.replace(character, at=to, facing=facing)
        spent = dict(self.spent)
        if cost:
            spent[character_id] = spent.get(character_id, 0) + cost
        self.push(
            self.map.with_character(moved),
            self.tr("Move {name} to {square} facing {side}").format(
                name=character.label, square=to.name, side=facing.name
            ),
            spent,
        )
        return cost

    def _on_map(self, square: Square) -> None:
        if not self.board.contains(square):
            raise MapError(
                self.tr("{square} is off the map: drop it on a square of the board").format(
                    square=square.name
                )
            )

    def _legal_cost(self, character: Character, to: Square, facing: Facing) -> int:
        left = self.points_left(character.id)
        reach = reachable(self.board, character, left, MoveMode.FREE)
        if reach.reason:
            raise BoardError(reach.reason)
        stops = reach.stops()
        if (to, facing) in stops:
            return stops[(to, facing)]
        raise BoardError(
            self.tr(
                "{name} cannot reach {square} facing {side} with %n movement point(s) left (7.2.1)",
                "",
                left,
            ).format(name=character.label, square=to.name, side=facing.name)
        )

    def cheapest_facing(self, character_id: str, to: Square) -> Facing:
        """The facing to arrive in: his own if he can keep it, else the cheapest."""
        character = self.character(character_id)
        if not self.enforce_rules:
            return character.facing
        reach = reachable(self.board, character, self.points_left(character_id), MoveMode.FREE)
        options = {f: c for (s, f), c in reach.stops().items() if s == to}
        if not options or (
            character.facing in options and options[character.facing] == min(options.values())
        ):
            return character.facing
        return min(options, key=lambda f: (options[f], f.value))

    def rotate_character(self, character_id: str, quarter_turns: int) -> None:
        """Turn a miniature; enforcing the rules, each quarter turn costs 1 point (7.2.1)."""
        character = self.character(character_id)
        self.move_character(character_id, character.at, character.facing.turned(quarter_turns))

    def new_turn(self) -> None:
        """Give every character his movement points back (7.3.2.3)."""
        self.undo_stack.push(
            ChangeMap(self, self.map, self.tr("New turn: movement points back"), {})
        )

    # ---- editing the map (edit mode) -------------------------------------------------

    def _push_tile_edit(self, index: int, after: BoardMap, text: str, refused: str) -> None:
        """A tile edit, checked; a refusal names the tile and why."""
        try:
            self.push(after, text)
        except MapError as error:
            raise MapError(self._refusal(refused, error)) from None

    def _refusal(self, refused: str, error: MapError) -> str:
        return self.tr("{refused}: {error}").format(refused=refused, error=error)

    def move_tile(self, index: int, at: Square) -> None:
        """Move a tile with everything on it (doors, elements, tokens, miniatures)."""
        number = self.map.tiles[index].tile
        refused = self.tr("tile {number} cannot go to {square}").format(
            number=number, square=at.name
        )
        try:
            after = editing.move_tile(self.map, self.library, index, at)
        except MapError as error:
            raise MapError(self._refusal(refused, error)) from None
        text = self.tr("Move tile {number} to {square}").format(number=number, square=at.name)
        self._push_tile_edit(index, after, text, refused)

    def rotate_tile(self, index: int) -> None:
        number = self.map.tiles[index].tile
        after = editing.rotate_tile(self.map, self.library, index)
        self._push_tile_edit(
            index,
            after,
            self.tr("Rotate tile {number}").format(number=number),
            self.tr("tile {number} cannot be rotated here").format(number=number),
        )

    def flip_tile(self, index: int) -> None:
        number = self.map.tiles[index].tile
        refused = self.tr("tile {number} cannot be flipped").format(number=number)
        try:
            after = editing.flip_tile(self.map, self.library, index)
        except MapError as error:
            raise MapError(self._refusal(refused, error)) from None
        side = after.tiles[index].side.value
        text = self.tr("Flip tile {number} to side {side}").format(number=number, side=side)
        self._push_tile_edit(index, after, text, refused)

    def remove_tile(self, index: int) -> None:
        tiles = list(self.map.tiles)
        removed = tiles.pop(index)
        if not tiles:
            raise MapError(
                self.tr("tile {number} is the last one: a map needs a tile").format(
                    number=removed.tile
                )
            )
        self._push_tile_edit(
            index,
            dataclasses.replace(self.map, tiles=tuple(tiles)),
            self.tr("Remove tile {number}").format(number=removed.tile),
            self.tr(
                "tile {number} cannot be removed (move or remove what stands on it first)"
            ).format(number=removed.tile),
        )

    def add_tile(self, number: int, side: Side, at: Square) -> None:
        if any(t.tile == number for t in self.map.tiles):
            raise MapError(
                self.tr("tile {number} is on the map already: the box has one of each").format(
                    number=number
                )
            )
        tiles = (*self.map.tiles, PlacedTile(number, side, 0, at))
        self.push(
            dataclasses.replace(self.map, tiles=tiles),
            self.tr("Add tile {number} side {side}").format(number=number, side=side.value),
        )

    def _walls(self, at: Square) -> list[Facing]:
        return [f for f in Facing if self.board.edge(at, f) is Edge.WALL]

    def add_element(self, kind: ElementKind, at: Square, edge: Facing | None = None) -> None:
        """Place an element; a door goes in the first wall of the square (R turns it)."""
        if not self.board.contains(at):
            raise MapError(self.tr("{square} is off the map").format(square=at.name))
        if kind is ElementKind.DOOR and edge is None:
            walls = self._walls(at)
            if not walls:
                raise MapError(
                    self.tr("a door goes in a wall: {square} has none").format(square=at.name)
                )
            edge = walls[0]
        elements = (*self.map.elements, Element(kind, at, edge))
        self.push(
            dataclasses.replace(self.map, elements=elements),
            self.tr("Add a {element} on {square}").format(element=kind.label, square=at.name),
        )

    def remove_element(self, element: Element) -> None:
        self._present(element)
        elements = tuple(e for e in self.map.elements if e != element)
        self.push(
            dataclasses.replace(self.map, elements=elements),
            self.tr("Remove the {element} on {square}").format(
                element=element.kind.label, square=element.at.name
            ),
        )

    def _present(self, element: Element) -> None:
        if element not in self.map.elements:
            raise MapError(
                self.tr("the {element} on {square} is no longer on the map").format(
                    element=element.kind.label, square=element.at.name
                )
            )

    def move_element(self, element: Element, to: Square) -> Element:
        self._present(element)
        self._on_map(to)
        moved = dataclasses.replace(element, at=to)
        elements = tuple(moved if e == element else e for e in self.map.elements)
        self.push(
            dataclasses.replace(self.map, elements=elements),
            self.tr("Move the {element} to {square}").format(
                element=element.kind.label, square=to.name
            ),
        )
        return moved

    def rotate_element(self, element: Element) -> Element:
        """Turn a door to the next wall of its square, clockwise (other elements have no
        side)."""
        self._present(element)
        if element.edge is None:
            raise MapError(
                self.tr("a {element} has no side to turn").format(element=element.kind.label)
            )
        walls = self._walls(element.at)
        edge = next(
            (element.edge.turned(n) for n in (1, 2, 3) if element.edge.turned(n) in walls), None
        )
        if edge is None:
            raise MapError(
                self.tr("{square} has no other wall for the door (7.1.1)").format(
                    square=element.at.name
                )
            )
        turned = dataclasses.replace(element, edge=edge)
        elements = tuple(turned if e == element else e for e in self.map.elements)
        self.push(
            dataclasses.replace(self.map, elements=elements),
            self.tr("Turn the door on {square}").format(square=element.at.name),
        )
        return turned

    def element_at(self, square: Square) -> Element | None:
        return next((e for e in self.map.elements if e.at == square and e.edge is None), None)

    def free_square(self, square: Square) -> bool:
        if not self.board.contains(square):
            return False
        i = self.board.index(square)
        return self.board.terrain[i] is Terrain.FREE and i not in self.board.occupant

    # ---- files -----------------------------------------------------------------------

    def add_character(self, character: Character) -> None:
        """Put a miniature on the board (its id, colour and number unique)."""
        taken = {(c.colour, c.number) for c in self.map.characters}
        if (character.colour, character.number) in taken:
            raise MapError(
                self.tr(
                    "the {colour} base number {number} is on the board already: each sub-base "
                    "is unique (5.2)"
                ).format(colour=character.colour, number=character.number)
            )
        after = dataclasses.replace(self.map, characters=(*self.map.characters, character))
        self.push(
            after,
            self.tr("Add {name} on {square}").format(
                name=character.label, square=character.at.name
            ),
        )

    def remove_character(self, character_id: str) -> None:
        character = self.character(character_id)
        others = tuple(c for c in self.map.characters if c.id != character_id)
        spent = {k: v for k, v in self.spent.items() if k != character_id}
        self.push(
            dataclasses.replace(self.map, characters=others),
            self.tr("Remove {name} from {square}").format(
                name=character.label, square=character.at.name
            ),
            spent,
        )

    def next_character_id(self) -> str:
        ids = {c.id for c in self.map.characters}
        return next(f"c{n}" for n in range(1, len(ids) + 2) if f"c{n}" not in ids)

    def check(self, board_map: BoardMap) -> None:
        """Raise MapError naming what is wrong with `board_map` on this tile library."""
        Board.build(board_map, self.library)

    def replace(
        self, board_map: BoardMap, path: Path | None, spent: dict[str, int] | None = None
    ) -> None:
        """Show another map (opened or new) with a fresh history; checked first (only its
        miniatures when they alone differ: the tracker's move, `_board_of`)."""
        board = self._board_of(board_map)
        self.map, self.board, self.path = board_map, board, path
        self.spent = dict(spent or {})
        self.undo_stack.clear()
        self.changed.emit()
        self.path_changed.emit()

    def open(self, path: Path) -> None:
        self.replace(mapfile.load(path), path)

    @property
    def modified(self) -> bool:
        """Changes since the last save or open (the player is asked before they go)."""
        return not self.undo_stack.isClean()

    def save(self, path: Path | None = None) -> Path:
        target = path or self.path
        if target is None:
            raise BoardError(self.tr("choose where to save the board first"))
        mapfile.save(self.map, target)
        self.path = target
        self.undo_stack.setClean()
        self.path_changed.emit()
        return target
