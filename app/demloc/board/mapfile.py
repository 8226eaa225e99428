"""The canonical JSON text of a map with its position; also the board save format.

`dumps(loads(text))` is the canonical form of `text`, and `loads(dumps(m)) == m`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from demloc import textio
from demloc.board.errors import BoardError, MapFormatError
from demloc.board.position import (
    COLOURS,
    BoardMap,
    Character,
    DeploymentZone,
    Element,
    ElementKind,
    PlacedTile,
    Side,
    Token,
    TokenKind,
)
from demloc.board.squares import MAX_OFFSET, Facing, Square
from demloc.catalog.bounds import MAX_MOVEMENT, MAX_RANGE, MAX_TEXT

FORMAT = "demloc-map"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024  # a map of 200 x 200 squares with every element is far less
MAX_NUMBER = 99  # the number on a miniature's base (5.2); tiles are numbered 1-14 (4)
MAX_ITEMS = 10_000  # tiles, elements, zones, tokens or characters: no table holds more
T = TypeVar("T")

_KIND_NAMES = {int: "a whole number", str: "text", bool: "true or false", list: "a list"}


def _quotable(text: str) -> bool:
    """Short, printable text a message may quote; anything else it only locates."""
    return len(text) <= 12 and text.isprintable()  # "AB123:AC140" is the longest we need


def _kind_of(value: object) -> str:
    """What a value is, for a message; never the value itself (it may be anything)."""
    if isinstance(value, bool):
        return "true or false"
    if value is None:
        return "null"
    names = {int: "a number", float: "a number", str: "text", list: "a list", dict: "an object"}
    return names.get(type(value), "something else")


class _Reader:
    """Typed access to one JSON object; errors name the field path."""

    def __init__(self, data: object, path: str, source: str) -> None:
        if not isinstance(data, dict):
            raise MapFormatError(f"{source}: {path or 'the file'}: expected an object {{...}}")
        self.data: dict[str, Any] = data
        self.path, self.source = path, source

    def fail(self, field: str, detail: str) -> MapFormatError:
        where = f"{self.path}.{field}" if self.path else field
        return MapFormatError(f"{self.source}: {where}: {detail}")

    def get(self, field: str, kind: type[T], default: T | None = None) -> T:
        if field not in self.data:
            if default is None:
                raise self.fail(field, "this field is required")
            return default
        value = self.data[field]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            expected = _KIND_NAMES.get(kind, kind.__name__)
            raise self.fail(field, f"expected {expected}, got {_kind_of(value)}")
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise self.fail(field, f"longer than {MAX_TEXT} characters")
        if isinstance(value, list) and len(value) > MAX_ITEMS:
            raise self.fail(field, f"more than {MAX_ITEMS} items")
        return value

    def number(self, field: str, low: int, high: int, rule: str, default: int | None = None) -> int:
        """A whole number from `low` to `high`; `rule` names the game's bound."""
        value = self.get(field, int, default)
        if not low <= value <= high:
            raise self.fail(field, f"{value} is out of range: {rule} is {low} to {high}")
        return value

    def name(self, field: str, required: bool) -> str:
        """Text of one line, trimmed; `required`: not empty."""
        value = self.get(field, str, None if required else "")
        if value != value.strip() or any(c in value for c in "\n\r\t"):
            raise self.fail(field, "must be one line without spaces around it")
        if required and not value:
            raise self.fail(field, "must not be empty")
        return value

    def convert(self, field: str, parse: Callable[[str], T], default: T | None = None) -> T:
        if default is not None and field not in self.data:
            return default
        text = self.get(field, str)
        try:
            return parse(text)
        except ValueError as error:  # a BoardError among them
            detail = str(error)
            if not _quotable(text):  # the parsers quote the text: not a long or odd one
                detail = detail.replace(f"'{text}' ", "")
            raise self.fail(field, detail) from None

    def items(self, field: str) -> list[_Reader]:
        values = self.get(field, list, [])
        return [_Reader(v, f"{field}[{i}]", self.source) for i, v in enumerate(values)]


def _enum(enum_type: type[T]) -> Callable[[str], T]:
    def parse(text: str) -> T:
        try:
            return enum_type(text)  # type: ignore[call-arg]
        except ValueError:
            values = ", ".join(str(m.value) for m in enum_type)  # type: ignore[attr-defined]
            raise BoardError(f"'{text}' is not one of: {values}") from None

    return parse


def _square(text: str) -> Square:
    if not _quotable(text):  # no square is longer than "AB123"; never parse 5000 digits
        raise BoardError("is not a square: write a column and a row, like 'C4'")
    square = Square.parse(text)
    if max(square.x, square.y) > MAX_OFFSET:
        raise BoardError(f"'{text}' reaches beyond any table ({MAX_OFFSET} squares)")
    return square


def _squares(text: str) -> list[Square]:
    """'C4' or a rectangle 'A1:B4'."""
    first, _, last = text.partition(":")
    a = _square(first)
    b = _square(last) if last else a
    return [
        Square(x, y)
        for y in range(min(a.y, b.y), max(a.y, b.y) + 1)
        for x in range(min(a.x, b.x), max(a.x, b.x) + 1)
    ]


def loads(text: str, source: str = "<map>") -> BoardMap:
    """The map of JSON text; every fault raises MapFormatError naming `source`."""
    try:
        data = textio.loads_json(text, source)
    except textio.InputError as error:
        raise MapFormatError(str(error)) from None
    return from_json(data, source)


def from_json(data: object, source: str = "<map>") -> BoardMap:
    """The map of a JSON value already read (a mission save's or an autosave's map)."""
    top = _Reader(data, "", source)
    if top.get("format", str) != FORMAT:
        raise top.fail("format", f"expected '{FORMAT}'")
    version = top.get("version", int)
    if version > VERSION:
        raise top.fail("version", f"{version} is newer than this app reads ({VERSION})")
    tiles = tuple(
        PlacedTile(
            tile=t.number("tile", 1, MAX_NUMBER, "a tile number"),
            side=t.convert("side", _enum(Side)),
            rotation=_rotation(t),
            at=t.convert("at", _square),
        )
        for t in top.items("tiles")
    )
    elements = []
    for e in top.items("elements"):
        kind = e.convert("kind", _enum(ElementKind))
        edge = e.convert("edge", Facing.parse) if "edge" in e.data else None
        if (kind is ElementKind.DOOR) != (edge is not None):
            raise e.fail("edge", "a door needs an edge (N, E, S or W); other elements have none")
        elements.append(Element(kind, e.convert("at", _square), edge))
    zones = []
    for z in top.items("zones"):
        squares: list[Square] = []
        for index, item in enumerate(z.get("squares", list)):
            if not isinstance(item, str):
                got = _kind_of(item)
                raise z.fail(f"squares[{index}]", f"expected a square like 'C4', got {got}")
            try:
                squares.extend(_squares(item))
            except BoardError as error:
                raise z.fail(f"squares[{index}]", str(error)) from None
        zones.append(DeploymentZone(z.name("name", required=True), tuple(squares)))
    tokens = tuple(
        Token(
            t.convert("kind", _enum(TokenKind)),
            t.convert("at", _square),
            t.get("true_relic", bool, False),
        )
        for t in top.items("tokens")
    )
    characters = []
    for c in top.items("characters"):
        colour = c.get("colour", str)
        if colour not in COLOURS:
            quoted = f"'{colour}' is" if _quotable(colour) else "is"
            raise c.fail("colour", f"{quoted} not a guild colour: {', '.join(COLOURS)}")
        characters.append(
            Character(
                id=c.name("id", required=True),
                colour=colour,
                number=c.number("number", 1, MAX_NUMBER, "the number on a base (5.2)"),
                at=c.convert("at", _square),
                facing=c.convert("facing", Facing.parse),
                name=c.name("name", required=False),
                movement=c.number("movement", 0, MAX_MOVEMENT, "a movement factor (5.1.1)", 0),
                weapon_range=c.number("weapon_range", 0, MAX_RANGE, "a weapon range (5.1.4)", 0),
                long_range=c.get("long_range", bool, False),
                fly=c.number("fly", 0, MAX_MOVEMENT, "FLY x (8.4)", 0),
                card=c.name("card", required=False),
            )
        )
    return BoardMap(
        name=top.name("name", required=False),
        tiles=tiles,
        elements=tuple(elements),
        zones=tuple(zones),
        tokens=tokens,
        characters=tuple(characters),
    )


def _rotation(reader: _Reader) -> int:
    rotation = reader.get("rotation", int, 0)
    if rotation not in (0, 90, 180, 270):
        raise reader.fail("rotation", f"{rotation} is not 0, 90, 180 or 270")
    return rotation


def to_json(board_map: BoardMap) -> dict[str, Any]:
    """The canonical JSON object: fixed key order, optional fields only when set."""
    characters = []
    for c in board_map.characters:
        entry: dict[str, Any] = {
            "id": c.id,
            "colour": c.colour,
            "number": c.number,
            "at": c.at.name,
            "facing": c.facing.name,
        }
        optional = {
            "name": c.name,
            "movement": c.movement,
            "weapon_range": c.weapon_range,
            "long_range": c.long_range,
            "fly": c.fly,
            "card": c.card,
        }
        entry.update((k, v) for k, v in optional.items() if v)
        characters.append(entry)
    return {
        "format": FORMAT,
        "version": VERSION,
        "name": board_map.name,
        "tiles": [
            {"tile": t.tile, "side": t.side.value, "rotation": t.rotation, "at": t.at.name}
            for t in board_map.tiles
        ],
        "elements": [
            {"kind": e.kind.value, "at": e.at.name}
            | ({"edge": e.edge.name} if e.edge is not None else {})
            for e in board_map.elements
        ],
        "zones": [
            {"name": z.name, "squares": [s.name for s in z.squares]} for z in board_map.zones
        ],
        "tokens": [
            {"kind": t.kind.value, "at": t.at.name} | ({"true_relic": True} if t.true_relic else {})
            for t in board_map.tokens
        ],
        "characters": characters,
    }


def dumps(board_map: BoardMap) -> str:
    return json.dumps(to_json(board_map), indent=2, ensure_ascii=False) + "\n"


def load(path: Path) -> BoardMap:
    """The map file `path`: a folder, a link to nothing, bad UTF-8... raise MapFormatError."""
    try:
        data = textio.read_json(path, max_bytes=MAX_BYTES)
    except textio.InputError as error:
        raise MapFormatError(str(error)) from None
    return from_json(data, str(path))


def save(board_map: BoardMap, path: Path) -> None:
    """Write atomically: a crash mid-write leaves the old file whole."""
    textio.write_atomic(path, dumps(board_map))
