"""A map and the position on it: placed tiles, scene elements, zones, tokens, characters.

Immutable values; `mapfile.py` gives them their canonical JSON text, `board.py` turns
them into a grid the queries run on.
"""

from __future__ import annotations

import dataclasses
import enum

from demloc.board.squares import Facing, Square


class ElementKind(enum.Enum):
    """Scene elements (5.5, 7.2.1, 7.2.2); doors stand on an edge, the rest on a square."""

    TREE = "tree"
    COLUMN = "column"
    BARREL = "barrel"
    BUSH = "bush"
    DOOR = "door"
    PALISADE = "palisade"
    SMALL_WALL = "small-wall"

    @property
    def label(self) -> str:
        return self.value.replace("-", " ")


# Rulebook 4: the scene elements in the Rise of Guilds box. Palisades and small walls
# are printed on tiles instead.
BOX_ELEMENTS = {
    ElementKind.TREE: 6,
    ElementKind.COLUMN: 6,
    ElementKind.DOOR: 8,
    ElementKind.BUSH: 4,
    ElementKind.BARREL: 12,
}

# Rulebook 4: the colours of the guilds' bases.
COLOURS = ("red", "blue", "yellow", "green")


class Side(enum.Enum):
    """5.4: side A is an exterior, side B an interior."""

    A = "A"
    B = "B"


@dataclasses.dataclass(frozen=True)
class PlacedTile:
    tile: int
    side: Side
    rotation: int
    at: Square  # where the tile's top-left square lies, after rotation


@dataclasses.dataclass(frozen=True)
class Element:
    kind: ElementKind
    at: Square
    edge: Facing | None = None  # doors only: which side of `at` the door is on


@dataclasses.dataclass(frozen=True)
class DeploymentZone:
    name: str
    squares: tuple[Square, ...]


class TokenKind(enum.Enum):
    OBJECTIVE = "objective"
    RELIC = "relic"


@dataclasses.dataclass(frozen=True)
class Token:
    kind: TokenKind
    at: Square
    # 5.7: of the relic tokens only one shows the relic; the others are decoys.
    true_relic: bool = False


DAEMON_BASE = 99  # a daemon's sub-base number up to save version 3: no numbered token
# From save version 4 a daemon's miniature is numbered DAEMON_NUMBERS + n, n counting
# the daemons its player summoned in the mission (missions/play/summoning.py).
DAEMON_NUMBERS = 100


def daemon_tag(number: int) -> str:
    """A miniature's number as the table reads it: "D1" for a daemon's 101, else the
    sub-base's number ("3"); 99, a daemon of a save before version 4, is "D"."""
    if number > DAEMON_NUMBERS:
        return f"D{number - DAEMON_NUMBERS}"
    return "D" if number == DAEMON_BASE else str(number)


@dataclasses.dataclass(frozen=True)
class Character:
    """A miniature on its coloured, numbered base (5.2), and what moving it needs."""

    id: str
    colour: str
    number: int
    at: Square
    facing: Facing
    name: str = ""
    movement: int = 0
    weapon_range: int = 0
    long_range: bool = False  # wields a LONG RANGE ENGAGEMENT weapon (7.1.1)
    fly: int = 0  # FLY x (8.4)
    card: str = ""

    def is_enemy_of(self, other: Character) -> bool:
        return self.colour != other.colour

    @property
    def label(self) -> str:
        return f"{self.name or self.id} ({self.colour} {daemon_tag(self.number)})"


@dataclasses.dataclass(frozen=True)
class BoardMap:
    """A map with its position: everything a saved board holds."""

    name: str = ""
    tiles: tuple[PlacedTile, ...] = ()
    elements: tuple[Element, ...] = ()
    zones: tuple[DeploymentZone, ...] = ()
    tokens: tuple[Token, ...] = ()
    characters: tuple[Character, ...] = ()

    def character(self, character_id: str) -> Character | None:
        return next((c for c in self.characters if c.id == character_id), None)

    def with_character(self, character: Character) -> BoardMap:
        """The same map with `character` replacing the one of the same id."""
        others = tuple(c if c.id != character.id else character for c in self.characters)
        return self.with_characters(others)

    def with_characters(self, characters: tuple[Character, ...]) -> BoardMap:
        """`dataclasses.replace(self, characters=characters)`, made without calling
        `__init__`: the fields are copied, never what a cache keeps in the __dict__
        (a mission keeps the map's board there). A move makes one."""
        if type(self) is not BoardMap:
            return dataclasses.replace(self, characters=characters)
        new = object.__new__(BoardMap)
        old, into = self.__dict__, new.__dict__
        for name in _MAP_FIELDS:
            into[name] = old[name]
        into["characters"] = characters
        return new


_MAP_FIELDS = tuple(f.name for f in dataclasses.fields(BoardMap))
