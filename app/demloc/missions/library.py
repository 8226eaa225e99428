"""The mission library: mission files in `resources/missions/`, and a player's own in
the data folder's `missions/`, which replace a built-in mission of the same id (as set
files do). Every problem of a file is named with the file, the mission and the field;
a file with any problem is skipped whole and listed, never loaded in part."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from pydantic import ValidationError

from demloc import textio
from demloc.board import mapfile
from demloc.board.board import Board, Terrain
from demloc.board.errors import BoardError
from demloc.board.position import BOX_ELEMENTS, BoardMap, DeploymentZone, ElementKind
from demloc.board.squares import Facing, Square
from demloc.board.tiles import Edge, TileLibrary
from demloc.catalog.cards import CardKind, Follower
from demloc.catalog.catalog import Catalog, UnknownCardError
from demloc.missions.spec import Mission
from demloc.words import counted

MAX_FILE_BYTES = 256 * 1024  # a mission is a page of text
MAX_PROBLEMS = 20  # named one by one; the rest counted


class MissionFileError(ValueError):
    """A mission file that cannot be used: every problem, each naming its field (the
    first MAX_PROBLEMS of them, then how many more)."""

    def __init__(self, source: Path, mission: str, problems: list[str]) -> None:
        if len(problems) > MAX_PROBLEMS:
            more = len(problems) - MAX_PROBLEMS
            problems = [*problems[:MAX_PROBLEMS], f"and {more} more"]
        self.source, self.mission, self.problems = source, mission, problems
        where = f"{source}" + (f": mission '{mission}'" if mission else "")
        super().__init__(where + ": " + "; ".join(problems))


def _field(location: tuple[object, ...]) -> str:
    return ".".join(str(part) for part in location) or "the file"


def parse_mission(text: str, source: Path) -> Mission:
    """One mission from TOML text; MissionFileError lists every problem at once."""
    try:
        data = textio.loads_toml(text, str(source))
    except textio.InputError as error:
        where = f"{error.where}: " if error.where else ""
        raise MissionFileError(source, "", [where + error.detail]) from None
    table = data.get("mission")
    mission_id = str(table.get("id", "")) if isinstance(table, dict) else ""
    if not isinstance(table, dict) or set(data) != {"mission"}:
        raise MissionFileError(source, mission_id, ["expected one [mission] table"])
    try:
        return Mission.model_validate(table)
    except ValidationError as error:
        problems = []
        for e in error.errors(include_url=False):
            message = e["msg"].removeprefix("Value error, ")
            if e["loc"]:
                problems.append(f"{_field(e['loc'])}: {message}")
            else:  # the whole mission's checks: each names its own field already
                problems += message.split("\n")
        raise MissionFileError(source, mission_id, problems) from None


def read_mission(path: Path) -> Mission:
    """One mission file: a regular file of UTF-8 text (never a folder, device or pipe)."""
    try:
        text = textio.read_text(path, str(path), max_bytes=MAX_FILE_BYTES)
    except textio.InputError as error:
        where = f"{error.where}: " if error.where else ""
        raise MissionFileError(path, "", [where + error.detail]) from None
    return parse_mission(text, path)


def board_map(mission: Mission, players: int | None = None) -> BoardMap:
    """The mission's map as a board map, with the deployment zones for `players`."""
    spec = mission.map
    data = {
        "format": mapfile.FORMAT,
        "version": mapfile.VERSION,
        "name": mission.name,
        "tiles": [t.model_dump() for t in spec.tiles],
        "elements": [e.model_dump(exclude_none=True) for e in spec.elements],
        # No token is the true relic here: the app draws it at "start game".
        "tokens": [t.model_dump() for t in spec.tokens],
    }
    base = mapfile.loads(json.dumps(data), f"mission '{mission.id}'")
    zones = mission.deployment.for_players(players) if players is not None else None
    return dataclasses.replace(
        base,
        zones=tuple(
            DeploymentZone(z.name, tuple(Square.parse(s) for s in z.squares)) for z in zones or ()
        ),
    )


def _free(board: Board, square: Square) -> bool:
    return board.contains(square) and board.terrain[board.index(square)] is Terrain.FREE


def check_mission(mission: Mission, tiles: TileLibrary, catalog: Catalog) -> list[str]:
    """What the schema cannot see: the map builds from the tile library, every zone has
    enough free squares for the slots, tokens, areas and events are on squares they
    can use, the box holds the elements asked for, every card is in the catalog."""
    problems = []
    for players in mission.players:
        try:
            board = Board.build(board_map(mission, players), tiles)
        except BoardError as error:
            problems.append(f"map for {players} players: {error}")
            continue
        problems += _zones(mission, board, players)
        problems += _box(mission, board, players)
        if players == mission.players[0]:  # the rest does not change with the players
            problems += _squares(mission, board)
    problems += _cards(mission, catalog)
    return problems


def _zones(mission: Mission, board: Board, players: int) -> list[str]:
    problems = []
    tokens = {t.at for t in mission.map.tokens}
    for zone in mission.deployment.for_players(players) or ():
        where = f"deployment.{players}.{zone.name}"
        blocked = [s for s in zone.squares if not _free(board, Square.parse(s))]
        if blocked:
            problems.append(f"{where}: no miniature can stand on {', '.join(blocked)}")
        legal = [s for s in zone.squares if s not in blocked and s not in tokens]
        if len(legal) < mission.slots:
            problems.append(
                f"{where}: {len(legal)} squares a miniature can stand on for "
                f"{counted(mission.slots, 'character')}"
            )
    return problems


def _box(mission: Mission, board: Board, players: int) -> list[str]:
    """4: the Rise of Guilds box holds so many of each element; a mission may not ask
    for more, fixed, optional and added by events together."""
    problems = [f"map.elements: {warning}" for warning in board.warnings]
    fixed = Counter(e.kind for e in board.map.elements)
    optional = Counter({o.kind: o.per_player * players for o in mission.map.optional})
    added = Counter(
        e.change.element for e in mission.events
        if e.change is not None and e.change.kind == "add-element" and e.change.element
    )  # fmt: skip
    for n, spec in enumerate(mission.map.optional):
        kind = ElementKind(spec.kind)
        owned = BOX_ELEMENTS.get(kind)
        total = fixed[kind] + optional[spec.kind] + added[spec.kind]
        if owned is not None and total > owned and fixed[kind] <= owned:
            problems.append(
                f"map.optional.{n}.per_player: {players} players take {optional[spec.kind]} "
                f"{kind.label}s, {total} with the map's and the events'; the box has {owned}"
            )
    return problems


def _squares(mission: Mission, board: Board) -> list[str]:
    problems = []
    for n, token in enumerate(mission.map.tokens):
        if not _free(board, Square.parse(token.at)):
            problems.append(
                f"map.tokens.{n}.at: no character can stand on {token.at} to pick the "
                f"{token.kind} token up (7.2.1)"
            )
    objectives = [("objective", mission.objective)] + [
        (f"events.{n}.change.objective", e.change.objective)
        for n, e in enumerate(mission.events)
        if e.change is not None and e.change.objective is not None
    ]
    for where, objective in objectives:
        off = [s for s in objective.area if not board.contains(Square.parse(s))]
        if off:
            problems.append(f"{where}.area: {', '.join(off)} off the map")
        if objective.check == "escort" and not any(
            _free(board, Square.parse(s)) for s in objective.area
        ):
            problems.append(f"{where}.area: the dignitary can stand on none of its squares")
    added: set[str] = set()
    for n, event in enumerate(mission.events):
        change = event.change
        if change is None or change.at is None:
            continue
        where = f"events.{n}.change.at"
        at = Square.parse(change.at)
        if not board.contains(at):
            problems.append(f"{where}: {change.at} is off the map")
            continue
        feature = board.feature[board.index(at)]
        if change.kind == "open-door":
            assert change.edge is not None
            edge = board.edge(at, Facing.parse(change.edge))
            if edge is not Edge.WALL:
                problems.append(
                    f"events.{n}.change.edge: a door opens in a wall; the {change.edge} edge "
                    f"of {change.at} is {edge.name.lower()}"
                )
        elif change.kind == "add-element":
            if feature is not None or change.at in added:
                problems.append(f"{where}: {change.at} has an element already")
            added.add(change.at)
        elif change.kind == "remove-element":
            if feature is None and change.at not in added:
                problems.append(f"{where}: there is no element on {change.at} to remove")
            added.discard(change.at)
    return problems


def _cards(mission: Mission, catalog: Catalog) -> list[str]:
    problems = []
    cards = [(f"followers.{n}.card", offer.card) for n, offer in enumerate(mission.followers)]
    objectives = [("objective", mission.objective)] + [
        (f"events.{n}.change.objective", e.change.objective)
        for n, e in enumerate(mission.events)
        if e.change is not None and e.change.objective is not None
    ]
    cards += [
        (f"{where}.dignitary.card", o.dignitary.card)
        for where, o in objectives
        if o.dignitary is not None
    ]
    for where, o in objectives:
        if o.check == "escort" and o.dignitary is None:
            problems.append(
                f"{where}.dignitary: an escort objective needs its dignitary "
                "(card, and who escorts: first-deployer)"
            )
        if o.check == "points" and o.scoring is None:
            problems.append(
                f"{where}.scoring: a points objective needs its scoring table (per_kill, "
                "per_destroyed, per_token, per_character)"
            )
    for where, card_id in cards:
        try:
            card = catalog.card(card_id)
        except UnknownCardError:
            problems.append(f"{where}: '{card_id}' is not in the catalog")
            continue
        if card.kind is not CardKind.FOLLOWER:
            problems.append(f"{where}: {card.name} is not a follower (5.1.2)")
        elif (
            where.endswith("dignitary.card")
            and isinstance(card, Follower)
            and (card.profile.arcane > 0)
        ):
            problems.append(
                f"{where}: {card.name} has arcane ability: the dignitary joins when the zones "
                "are chosen, after the mana is channelled, so he cannot channel any "
                "(RULINGS.md R-69)"
            )
    return problems


@dataclasses.dataclass
class MissionLibrary:
    missions: dict[str, Mission]
    sources: dict[str, Path]
    skipped: list[MissionFileError]

    def get(self, mission_id: str) -> Mission:
        try:
            return self.missions[mission_id]
        except KeyError:
            known = ", ".join(sorted(self.missions)) or "none"
            raise KeyError(f"no mission '{mission_id}' (the library has: {known})") from None

    def for_players(self, players: int) -> list[Mission]:
        return [m for m in self.missions.values() if players in m.players]


def load_library(folders: Iterable[Path], tiles: TileLibrary, catalog: Catalog) -> MissionLibrary:
    """Every mission of `folders`, later folders replacing earlier ones by id."""
    missions: dict[str, Mission] = {}
    sources: dict[str, Path] = {}
    skipped: list[MissionFileError] = []
    for folder in folders:
        if not folder.is_dir():
            continue
        seen: dict[str, Path] = {}
        for path in sorted(folder.glob("*.toml")):
            try:
                mission = read_mission(path)
                if mission.id in seen:
                    raise MissionFileError(
                        path, mission.id, [f"the id is used by {seen[mission.id].name} too"]
                    )
                problems = check_mission(mission, tiles, catalog)
                if problems:
                    raise MissionFileError(path, mission.id, problems)
            except MissionFileError as error:
                skipped.append(error)
                continue
            seen[mission.id] = path
            missions[mission.id] = mission
            sources[mission.id] = path
    return MissionLibrary(dict(sorted(missions.items())), sources, skipped)
