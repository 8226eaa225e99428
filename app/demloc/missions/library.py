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

from demloc import datafile
from demloc.board import mapfile
from demloc.board.board import Board, Terrain
from demloc.board.errors import BoardError
from demloc.board.movement import reachable
from demloc.board.position import (
    BOX_ELEMENTS,
    BoardMap,
    Character,
    DeploymentZone,
    ElementKind,
)
from demloc.board.squares import Facing, Square
from demloc.board.tiles import Edge, TileLibrary
from demloc.catalog.cards import CardKind, Follower
from demloc.catalog.catalog import Catalog, UnknownCardError
from demloc.missions.spec import Mission, MissionKind, Zone
from demloc.words import counted

MAX_FILE_BYTES = 256 * 1024  # a mission is a page of text


class MissionFileError(datafile.DataFileError):
    """A mission file that cannot be used: every problem, each naming its field (the
    first MAX_PROBLEMS of them, then how many more)."""

    def __init__(self, source: Path, mission: str, problems: list[str]) -> None:
        self.mission = mission
        super().__init__(f"{source}" + (f": mission '{mission}'" if mission else ""), problems)
        self.source = source


def parse_mission(text: str, source: Path) -> Mission:
    """One mission from TOML text; MissionFileError lists every problem at once."""
    try:
        data = datafile.loads(text, source)
    except datafile.DataFileError as error:
        raise MissionFileError(source, "", error.problems) from None
    table = data.get("mission")
    mission_id = str(table.get("id", "")) if isinstance(table, dict) else ""
    if not isinstance(table, dict) or set(data) != {"mission"}:
        raise MissionFileError(source, mission_id, ["expected one [mission] table"])
    try:
        return datafile.validate(Mission, table)  # strict: "10" is no turn limit
    except datafile.DataFileError as error:
        raise MissionFileError(source, mission_id, error.problems) from None


def read_mission(path: Path) -> Mission:
    """One mission file: a regular file of UTF-8 text (never a folder, device or pipe)."""
    try:
        text = datafile.read(path, MAX_FILE_BYTES)
    except datafile.DataFileError as error:
        raise MissionFileError(path, "", error.problems) from None
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
    enough free squares for the slots and leads on foot to the other zones from turn 1,
    tokens, areas and events are on squares they can use, no map element stands on a
    door an event opens (R-135), the box holds the elements asked for, every card is in
    the catalog."""
    problems = []
    walks: dict[Square, frozenset[Square]] = {}  # the same tiles whatever the players
    for players in mission.players:
        try:
            board = Board.build(board_map(mission, players), tiles)
        except BoardError as error:
            problems.append(f"map for {players} players: {error}")
            continue
        problems += _zones(mission, board, players)
        problems += _ways_out(mission, board, players, walks)
        problems += _box(mission, board, players)
        if players == mission.players[0]:  # the rest does not change with the players
            problems += _squares(mission, board)
            problems += _elements_on_event_squares(mission)
    problems += _cards(mission, catalog)
    return _kind(mission) + problems


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


def _ways_out(
    mission: Mission, board: Board, players: int, walks: dict[Square, frozenset[Square]]
) -> list[str]:
    """Every zone for `players` leads on foot to the others from turn 1 (`shut_in`)."""
    return [
        f"deployment.{players}.{name}: no walk leads {way} before an event opens a door: a "
        "zone needs a walkable way out from turn 1 (6.4.1, 7.2.1, RULINGS.md R-135)"
        for name, way in shut_in(board, mission.deployment.for_players(players) or [], walks)
    ]


def shut_in(
    board: Board, zones: list[Zone], walks: dict[Square, frozenset[Square]] | None = None
) -> list[tuple[str, str]]:
    """Each zone a character standing in it cannot walk out of to every other zone,
    before any event opens a door: no side is shut in (6.4.1, 7.2.1, RULINGS.md R-135),
    as (its name, "from <its squares shut in> to the <zones> zone(s)"). A square outside
    the zone is not enough: a room with its doors off the board holds squares outside
    the zone and leads nowhere (the Chapel of Bells). Of two zones cut apart, the one in
    the smaller part of the map is named (both if equal). The walk is the movement
    engine's own reach, with points to cross any map, on `board` (its elements and
    tokens, no miniatures): the mission's map for its check, with the optional elements
    placed so far for the set-up's (`deployment.place_element`, R-148). `walks` keeps
    what each square walks to, for a map's other numbers of players."""
    walks = {} if walks is None else walks
    budget = 4 * board.width * board.height  # more than any walk across the map costs

    def walk(square: Square) -> frozenset[Square]:
        if square not in walks:
            walker = Character("way-out", "check", 1, square, Facing.N, movement=budget)
            reached = frozenset(reachable(board.with_character(walker), walker).squares())
            walks.update(dict.fromkeys(reached | {square}, reached | {square}))
        return walks[square]

    parts = {  # each zone's squares a miniature can stand on, by the part they walk in
        zone.name: {q: walk(q) for q in map(Square.parse, zone.squares) if _free(board, q)}
        for zone in zones
    }
    problems = []
    for zone in zones:
        trapped: set[Square] = set()
        cut_off: set[str] = set()
        for square, here in parts[zone.name].items():
            for other in zones:
                theirs = set(parts[other.name].values()) if other != zone else set()
                # Cut apart, and this side holds the smaller part of the map.
                if theirs and here not in theirs and len(here) <= max(map(len, theirs)):
                    trapped.add(square)
                    cut_off.add(other.name)
        if trapped:
            shut = ", ".join(q.name for q in sorted(trapped, key=lambda q: (q.y, q.x)))
            others = f"{', '.join(sorted(cut_off))} zone{'s' if len(cut_off) > 1 else ''}"
            problems.append((zone.name, f"from {shut} to the {others}"))
    return problems


@dataclasses.dataclass(frozen=True)
class EventSquare:
    """A square an event of the mission changes: the change's kind, the event's index
    and turn, and what it does there in the file's words ("opens a door on the S edge
    of H10") and in the table's ("opens a door in the south wall of H10")."""

    kind: str
    index: int
    turn: int
    does: str
    said: str

    @property
    def field(self) -> str:
        """For a mission file's author: "events.0 (turn 3) opens a door on ..."."""
        return f"events.{self.index} (turn {self.turn}) {self.does}"


_WALL = {"N": "north", "E": "east", "S": "south", "W": "west"}


def event_squares(mission: Mission) -> dict[str, EventSquare]:
    """The squares an event of the mission changes: both squares of a door it opens,
    the square of an element it adds or removes. No scene element may stand there: the
    map's (`_elements_on_event_squares`) nor the optional ones (`deployment.place_element`)."""
    squares: dict[str, EventSquare] = {}
    for n, event in enumerate(mission.events):
        change = event.change
        if change is None or change.at is None:
            continue
        if change.kind == "open-door" and change.edge is not None:
            at = Square.parse(change.at)
            dx, dy = Facing.parse(change.edge).vector
            does = f"opens a door on the {change.edge} edge of {change.at}"
            said = f"opens a door in the {_WALL[change.edge]} wall of {change.at}"
            beyond = Square(at.x + dx, at.y + dy)
            for square in (at, beyond) if min(beyond) >= 0 else (at,):
                squares.setdefault(square.name, EventSquare(change.kind, n, event.turn, does, said))
        elif change.kind in ("add-element", "remove-element"):
            verb = change.kind.removesuffix("-element")
            what = f"a {change.element}" if change.element else "the element there"
            squares.setdefault(
                change.at,
                EventSquare(change.kind, n, event.turn, f"{verb}s an element", f"{verb}s {what}"),
            )
    return squares


def _elements_on_event_squares(mission: Mission) -> list[str]:
    """A map's element on either side of a door an event opens. (An element an event
    adds or removes is checked with the events: `_squares`.)"""
    doors = {s: e for s, e in event_squares(mission).items() if e.kind == "open-door"}
    return [
        f"map.elements.{n}.at: the {element.kind} on {element.at} stands where "
        f"{doors[element.at].field}"
        for n, element in enumerate(mission.map.elements)
        if element.kind != "door" and element.at in doors
    ]


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


# What wins a mission of each kind at its start (RULINGS.md R-162); a waves or a
# training mission may be won any way. Checked here, as the dignitary is: the
# tracker's tests build bare missions.
KIND_CHECKS = {
    MissionKind.RETRIEVE_RELIC: "relic",
    MissionKind.HOLD_AREA: "control",
    MissionKind.ELIMINATE: "eliminate",
    MissionKind.ESCORT: "escort",
    MissionKind.DESTROY: "destroy",
    MissionKind.POINTS: "points",
}


def _kind(mission: Mission) -> list[str]:
    """A mission's kind and its objective agree (R-162): a hold-area mission with an
    eliminate objective has no area to hold."""
    check = KIND_CHECKS.get(mission.kind)
    if check is None or mission.objective.check == check:
        return []
    return [
        f"objective.check: a {mission.kind.value} mission is won by its '{check}' "
        f"objective, not '{mission.objective.check}' (R-162)"
    ]


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
                "are chosen, after the mana is channelled, so the dignitary cannot channel any "
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
            if folder.exists() or folder.is_symlink():  # named, never passed over
                why = "is not a folder: your own missions go in a folder of this name"
                skipped.append(MissionFileError(folder, "", [why]))
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
