"""A map compiled to a grid: what stands on each square and each edge.

Squares are indexed `y * width + x` in flat lists, so the queries (movement, zones,
firing lines) run in tight loops fast enough for every mouse move.
"""

from __future__ import annotations

import enum
from collections import Counter

from demloc.board.errors import MapError, UnknownCharacterError
from demloc.board.position import BOX_ELEMENTS, BoardMap, Character, DeploymentZone, ElementKind
from demloc.board.squares import MAX_OFFSET, Facing, Square
from demloc.board.tiles import Edge, Printed, TileLibrary, TileSide


class Terrain(enum.IntEnum):
    """7.2.1 terrain types."""

    FREE = 0
    PARTIAL = 1  # partially walkable: +1 to cross, no stopping on it
    BLOCKED = 2  # non-walkable: never entered


class Cover(enum.IntEnum):
    """7.2.2: what a square does to a firing line."""

    NONE = 0
    PARTIAL = 1  # -1 to the shot
    FULL = 2  # blocks the line


# 7.2.1 and 7.2.2, with RULINGS.md R-16 for bushes and palisades.
ELEMENT_RULES: dict[ElementKind, tuple[Terrain, Cover]] = {
    ElementKind.TREE: (Terrain.BLOCKED, Cover.FULL),
    ElementKind.COLUMN: (Terrain.BLOCKED, Cover.FULL),
    ElementKind.PALISADE: (Terrain.BLOCKED, Cover.PARTIAL),
    ElementKind.BARREL: (Terrain.PARTIAL, Cover.PARTIAL),
    ElementKind.SMALL_WALL: (Terrain.PARTIAL, Cover.PARTIAL),
    ElementKind.BUSH: (Terrain.PARTIAL, Cover.PARTIAL),
}
PRINTED_ELEMENTS = {
    Printed.SMALL_WALL: ElementKind.SMALL_WALL,
    Printed.PALISADE: ElementKind.PALISADE,
}


# What other modules keep on a board about its characters (zone masks, reach, who
# engages whom): dropped when `with_characters` makes a board with others.
CHARACTER_CACHES = (
    "_zone_masks", "_zone_bits", "_reach_cache", "_engage_cache", "_engagements",
    "_engaged_ids",
)  # fmt: skip


class Board:
    """The grid of a BoardMap. Build with `Board.build(board_map, library)`."""

    def __init__(self, board_map: BoardMap, width: int, height: int) -> None:
        self.map = board_map
        self.width = width
        self.height = height
        size = width * height
        self.on_map = [False] * size
        self.terrain = [Terrain.FREE] * size
        self.cover = [Cover.NONE] * size
        self.feature: list[ElementKind | None] = [None] * size
        self.tile_at: list[int] = [0] * size
        # north[y * width + x]: edge on the north side of (x, y), y in 0..height.
        self.north = [Edge.OPEN] * (width * (height + 1))
        # west[y * (width + 1) + x]: edge on the west side of (x, y), x in 0..width.
        self.west = [Edge.OPEN] * ((width + 1) * height)
        # Every square by index, made once: searches turn indices into squares often.
        self.by_index = tuple(Square(i % width, i // width) for i in range(size))
        self.occupant: dict[int, Character] = {}
        self.characters: dict[str, Character] = {}
        self.warnings: list[str] = []
        self.library = TileLibrary({})
        # Caches of what depends on tiles and elements only (movement's neighbour table,
        # the view's blocking cells). `with_characters` copies share this dict.
        self.static_cache: dict[str, object] = {}

    # ---- building ---------------------------------------------------------------

    @classmethod
    def build(cls, board_map: BoardMap, library: TileLibrary) -> Board:
        """Compile and validate; raise MapError naming the tile, element or character."""
        sides = []
        seen: set[int] = set()
        for placed in board_map.tiles:
            if placed.tile in seen:
                raise MapError(f"tile {placed.tile} is placed twice: the box has one of each")
            seen.add(placed.tile)
            if max(placed.at) > MAX_OFFSET:
                raise MapError(
                    f"tile {placed.tile} is placed at {placed.at.name}, beyond any table"
                )
            tile = library.get(placed.tile)
            if tile is None:
                raise MapError(f"tile {placed.tile} is not in the tile library")
            if placed.at.x < 0 or placed.at.y < 0:
                raise MapError(f"tile {placed.tile} is placed at a negative offset")
            sides.append((placed, tile.sides[placed.side.value].rotated(placed.rotation)))
        if not sides:
            raise MapError("the map has no tiles")
        width = max(p.at.x + s.width for p, s in sides)
        height = max(p.at.y + s.height for p, s in sides)
        board = cls(board_map, width, height)
        board.library = library
        for placed, side in sides:
            board._lay(placed.tile, placed.at, side)
        board._place_elements()
        board._place_characters()
        board._check_tokens_and_zones()
        return board

    def _lay(self, number: int, at: Square, side: TileSide) -> None:
        w = self.width
        for y in range(side.height):
            for x in range(side.width):
                i = (at.y + y) * w + at.x + x
                if self.on_map[i]:
                    raise MapError(
                        f"tile {number} overlaps tile {self.tile_at[i]} at "
                        f"{Square(at.x + x, at.y + y).name}"
                    )
                self.on_map[i] = True
                self.tile_at[i] = number
                printed = PRINTED_ELEMENTS.get(side.squares[y][x])
                if printed is not None:
                    self._set_feature(i, printed)
        # Where tiles meet, the stronger edge wins (RULINGS.md R-15).
        for y in range(side.height + 1):
            for x in range(side.width):
                j = (at.y + y) * w + at.x + x
                self.north[j] = max(self.north[j], side.north[y][x])
        for y in range(side.height):
            for x in range(side.width + 1):
                j = (at.y + y) * (w + 1) + at.x + x
                self.west[j] = max(self.west[j], side.west[y][x])

    def _set_feature(self, i: int, kind: ElementKind) -> None:
        self.feature[i] = kind
        self.terrain[i], self.cover[i] = ELEMENT_RULES[kind]

    def _place_elements(self) -> None:
        counts: Counter[ElementKind] = Counter()
        for element in self.map.elements:
            label = f"the {element.kind.label} at {element.at.name}"
            if not self.contains(element.at):
                raise MapError(f"{label} is off the map")
            counts[element.kind] += 1
            i = self.index(element.at)
            if element.kind is ElementKind.DOOR:
                assert element.edge is not None
                if self.edge(element.at, element.edge) is not Edge.WALL:
                    raise MapError(
                        f"the door at {element.at.name} {element.edge.name} must stand on a "
                        f"wall; that edge is {self.edge(element.at, element.edge).name.lower()}"
                    )
                self._set_edge(element.at, element.edge, Edge.DOOR)
                continue
            if self.feature[i] is not None:
                raise MapError(
                    f"{label} stands on the {self.feature[i].label} already there"  # type: ignore[union-attr]
                )
            self._set_feature(i, element.kind)
        for kind, used in counts.items():
            owned = BOX_ELEMENTS.get(kind)
            if owned is not None and used > owned:
                self.warnings.append(
                    f"the map uses {used} {kind.label}s; the Rise of Guilds box has {owned}"
                )

    def _place_characters(self) -> None:
        # The checks read the grid directly and name the character only on an error:
        # `with_characters` runs this for every move of a mission.
        w, h, on_map, terrain = self.width, self.height, self.on_map, self.terrain
        occupant, characters = self.occupant, self.characters
        free = Terrain.FREE
        for character in self.map.characters:
            x, y = character.at
            i = y * w + x
            if (
                character.id in characters
                or not (0 <= x < w and 0 <= y < h and on_map[i])
                or i in occupant
                or terrain[i] is not free
            ):
                self._refuse(character)
            occupant[i] = character
            characters[character.id] = character

    def _refuse(self, character: Character) -> None:
        """Raise the MapError saying why `character` cannot stand where he is."""
        label = f"{character.label} at {character.at.name}"
        if character.id in self.characters:
            raise MapError(f"two characters have the id '{character.id}'")
        if not self.contains(character.at):
            raise MapError(f"{label} is off the map")
        i = self.index(character.at)
        if i in self.occupant:
            raise MapError(f"{label} shares the square with {self.occupant[i].label}")
        raise MapError(
            f"{label} stands on the {self.feature[i].label}: "  # type: ignore[union-attr]
            "no character may stop there (7.2.1)"
        )

    def _check_tokens_and_zones(self) -> None:
        for token in self.map.tokens:
            if not self.contains(token.at):
                raise MapError(f"the {token.kind.value} token at {token.at.name} is off the map")
        self.check_zones(self.map.zones)

    def check_zones(self, zones: tuple[DeploymentZone, ...]) -> None:
        """Raise the MapError `build` raises when a deployment zone has squares off the map."""
        for zone in zones:
            outside = [s.name for s in zone.squares if not self.contains(s)]
            if outside:
                raise MapError(
                    f"deployment zone '{zone.name}' has squares off the map: {', '.join(outside)}"
                )

    # ---- queries ----------------------------------------------------------------

    def contains(self, square: Square) -> bool:
        x, y = square
        return 0 <= x < self.width and 0 <= y < self.height and self.on_map[y * self.width + x]

    def index(self, square: Square) -> int:
        return square.y * self.width + square.x

    def square(self, index: int) -> Square:
        return self.by_index[index]

    def character(self, character_id: str) -> Character:
        try:
            return self.characters[character_id]
        except KeyError:
            known = ", ".join(sorted(self.characters)) or "none"
            raise UnknownCharacterError(
                f"no character '{character_id}' on the board (there are: {known})"
            ) from None

    def edge(self, square: Square, direction: Facing) -> Edge:
        """The edge on side `direction` of `square` (an off-map neighbour reads as it is)."""
        x, y = square
        w = self.width
        if direction is Facing.N:
            return self.north[y * w + x]
        if direction is Facing.S:
            return self.north[(y + 1) * w + x]
        if direction is Facing.W:
            return self.west[y * (w + 1) + x]
        return self.west[y * (w + 1) + x + 1]

    def _set_edge(self, square: Square, direction: Facing, value: Edge) -> None:
        x, y = square
        w = self.width
        if direction is Facing.N:
            self.north[y * w + x] = value
        elif direction is Facing.S:
            self.north[(y + 1) * w + x] = value
        elif direction is Facing.W:
            self.west[y * (w + 1) + x] = value
        else:
            self.west[y * (w + 1) + x + 1] = value

    def between(self, a: Square, b: Square) -> Edge:
        """The edge between two orthogonally adjacent squares."""
        dx, dy = b.x - a.x, b.y - a.y
        direction = {(0, -1): Facing.N, (1, 0): Facing.E, (0, 1): Facing.S, (-1, 0): Facing.W}
        return self.edge(a, direction[(dx, dy)])

    def squares(self) -> list[Square]:
        return [self.square(i) for i in range(self.width * self.height) if self.on_map[i]]

    def with_character(self, character: Character) -> Board:
        """The board after `character` moved or turned (same tiles and elements)."""
        return self.with_characters(self.map.with_character(character).characters)

    def with_characters(self, characters: tuple[Character, ...]) -> Board:
        """The same tiles and elements with other characters on them, checked as
        `build` checks them. Everything that does not depend on the characters (the
        grid, and caches such as movement's neighbour table) is shared, not rebuilt."""
        board = object.__new__(type(self))  # `copy.copy`, without its generic steps
        fields = board.__dict__
        fields.update(self.__dict__)
        for name in CHARACTER_CACHES:
            fields.pop(name, None)
        board.map = self.map.with_characters(characters)
        board.occupant, board.characters = {}, {}
        board._place_characters()
        return board
