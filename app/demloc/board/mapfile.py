"""The canonical JSON text of a map with its position; also the board save format.

`dumps(loads(text))` is the canonical form of `text`, and `loads(dumps(m)) == m`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

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

FORMAT = "demloc-map"
VERSION = 1
T = TypeVar("T")


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
            names = {int: "a whole number", str: "text", bool: "true or false", list: "a list"}
            raise self.fail(field, f"expected {names.get(kind, kind.__name__)}, got {value!r}")
        return value

    def convert(self, field: str, parse: Callable[[str], T], default: T | None = None) -> T:
        if default is not None and field not in self.data:
            return default
        text = self.get(field, str)
        try:
            return parse(text)
        except (BoardError, ValueError) as error:
            raise self.fail(field, str(error)) from None

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


def _squares(text: str) -> list[Square]:
    """'C4' or a rectangle 'A1:B4'."""
    first, _, last = text.partition(":")
    a = Square.parse(first)
    b = Square.parse(last) if last else a
    if max(a.x, a.y, b.x, b.y) > MAX_OFFSET:
        raise BoardError(f"'{text}' reaches beyond any table ({MAX_OFFSET} squares)")
    return [
        Square(x, y)
        for y in range(min(a.y, b.y), max(a.y, b.y) + 1)
        for x in range(min(a.x, b.x), max(a.x, b.x) + 1)
    ]


def loads(text: str, source: str = "<map>") -> BoardMap:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise MapFormatError(f"{source}: not valid JSON: {error}") from None
    top = _Reader(data, "", source)
    if top.get("format", str) != FORMAT:
        raise top.fail("format", f"expected '{FORMAT}'")
    version = top.get("version", int)
    if version > VERSION:
        raise top.fail("version", f"{version} is newer than this app reads ({VERSION})")
    tiles = tuple(
        PlacedTile(
            tile=t.get("tile", int),
            side=t.convert("side", _enum(Side)),
            rotation=_rotation(t),
            at=t.convert("at", Square.parse),
        )
        for t in top.items("tiles")
    )
    elements = []
    for e in top.items("elements"):
        kind = e.convert("kind", _enum(ElementKind))
        edge = e.convert("edge", Facing.parse) if "edge" in e.data else None
        if (kind is ElementKind.DOOR) != (edge is not None):
            raise e.fail("edge", "a door needs an edge (N, E, S or W); other elements have none")
        elements.append(Element(kind, e.convert("at", Square.parse), edge))
    zones = []
    for z in top.items("zones"):
        squares: list[Square] = []
        for index, item in enumerate(z.get("squares", list)):
            if not isinstance(item, str):
                raise z.fail(f"squares[{index}]", f"expected a square like 'C4', got {item!r}")
            try:
                squares.extend(_squares(item))
            except BoardError as error:
                raise z.fail(f"squares[{index}]", str(error)) from None
        zones.append(DeploymentZone(z.get("name", str), tuple(squares)))
    tokens = tuple(
        Token(
            t.convert("kind", _enum(TokenKind)),
            t.convert("at", Square.parse),
            t.get("true_relic", bool, False),
        )
        for t in top.items("tokens")
    )
    characters = []
    for c in top.items("characters"):
        colour = c.get("colour", str)
        if colour not in COLOURS:
            raise c.fail("colour", f"'{colour}' is not a guild colour: {', '.join(COLOURS)}")
        characters.append(
            Character(
                id=c.get("id", str),
                colour=colour,
                number=c.get("number", int),
                at=c.convert("at", Square.parse),
                facing=c.convert("facing", Facing.parse),
                name=c.get("name", str, ""),
                movement=c.get("movement", int, 0),
                weapon_range=c.get("weapon_range", int, 0),
                long_range=c.get("long_range", bool, False),
                fly=c.get("fly", int, 0),
                card=c.get("card", str, ""),
            )
        )
    return BoardMap(
        name=top.get("name", str, ""),
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
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise MapFormatError(f"{path}: cannot be read: {error}") from None
    return loads(text, str(path))


def save(board_map: BoardMap, path: Path) -> None:
    """Write atomically: a crash mid-write leaves the old file whole."""
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(dumps(board_map), encoding="utf-8")
    temporary.replace(path)
