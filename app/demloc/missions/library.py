"""The mission library: mission files in `resources/missions/`, and a player's own in
the data folder's `missions/`, which replace a built-in mission of the same id (as set
files do). Every problem of a file is named with the file, the mission and the field;
a file with any problem is skipped whole and listed, never loaded in part."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable
from pathlib import Path

from pydantic import ValidationError

from demloc import textio
from demloc.board import mapfile
from demloc.board.board import Board, Terrain
from demloc.board.errors import BoardError
from demloc.board.position import BoardMap, DeploymentZone
from demloc.board.squares import Square
from demloc.board.tiles import TileLibrary
from demloc.catalog.cards import CardKind
from demloc.catalog.catalog import Catalog, UnknownCardError
from demloc.missions.spec import Mission

MAX_FILE_BYTES = 256 * 1024  # a mission is a page of text


class MissionFileError(ValueError):
    """A mission file that cannot be used: every problem, each naming its field."""

    def __init__(self, source: Path, mission: str, problems: list[str]) -> None:
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
        problems = [
            f"{_field(e['loc'])}: {e['msg'].removeprefix('Value error, ')}"
            for e in error.errors(include_url=False)
        ]
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


def check_mission(mission: Mission, tiles: TileLibrary, catalog: Catalog) -> list[str]:
    """What the schema cannot see: the map builds from the tile library, every zone and
    area is on it, every follower on offer is a follower of the catalog."""
    problems = []
    for players in mission.players:
        try:
            board = Board.build(board_map(mission, players), tiles)
        except BoardError as error:
            problems.append(f"map for {players} players: {error}")
            continue
        for zone in mission.deployment.for_players(players) or ():
            blocked = [
                s for s in zone.squares
                if not board.contains(Square.parse(s))
                or board.terrain[board.index(Square.parse(s))] is not Terrain.FREE
            ]  # fmt: skip
            if blocked:
                problems.append(
                    f"deployment.{players}.{zone.name}: no miniature can stand on "
                    + ", ".join(blocked)
                )
            if len(zone.squares) < mission.slots:
                problems.append(
                    f"deployment.{players}.{zone.name}: {len(zone.squares)} squares for "
                    f"{mission.slots} characters"
                )
        area = [Square.parse(s) for s in mission.objective.area]
        off = [s.name for s in area if not board.contains(s)]
        if off:
            problems.append(f"objective.area: {', '.join(off)} off the map")
        for n, event in enumerate(mission.events):
            at = event.change.at if event.change is not None else None
            if at is not None and not board.contains(Square.parse(at)):
                problems.append(f"events.{n}.change.at: {at} is off the map")
    for n, offer in enumerate(mission.followers):
        try:
            card = catalog.card(offer.card)
        except UnknownCardError:
            problems.append(f"followers.{n}.card: '{offer.card}' is not in the catalog")
            continue
        if card.kind is not CardKind.FOLLOWER:
            problems.append(f"followers.{n}.card: {card.name} is not a follower (5.1.2)")
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
