"""`demloc mission`: the mission library (6.4.1) from the command line (`list`, `check`;
every mission is a provisional design, RULINGS.md R-47), the replay of a saved
mission (`replay`) and the JSON Schema of the set-up's actions and the mission's
events (`schema`, issue 29)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from demloc.errors import BadInputError
from demloc.paths import builtin_sets_dir, resources_dir, tiles_dir, user_data_dir, user_sets_dir

if TYPE_CHECKING:  # the engines load when a command runs, not when `demloc` starts
    from demloc.board.tiles import TileLibrary
    from demloc.catalog.catalog import Catalog
    from demloc.missions.spec import Mission


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    mission = commands.add_parser(
        "mission",
        help="missions: the library; a mission from set-up to results; replay a save; "
        "the schema of the actions and events",
    )
    mission.set_defaults(run=run)
    mission_sub = mission.add_subparsers(dest="mission_command", required=True)
    replay = mission_sub.add_parser(
        "replay",
        help="replay a save and print the final state in its canonical form",
        description="Replay a saved mission with its recorded dice and print the state it "
        "ends in. What the rules of the cards say against its characters (the rule of "
        "uniqueness, 5.1.1) is warned of on stderr, as `demloc board check` does.",
    )
    replay.add_argument("save", type=Path)
    replay.add_argument("--steps", action="store_true", help="print every step")
    listing = mission_sub.add_parser(
        "list",
        help="list the mission library (built-in missions and your own)",
        description="The missions a table can play: built-in ones, and yours in "
        f"{user_missions_dir()} (a file there replaces a built-in mission of the same id).",
    )
    listing.add_argument("--players", type=int, choices=(2, 3, 4), help="only for this many")
    listing.add_argument("--json", action="store_true", help="print JSON")
    from demloc.cli import mission_table  # issue 29: a mission from the command line

    mission_table.add_parsers(mission_sub, listing)
    check = mission_sub.add_parser(
        "check",
        help="validate mission files; exit 1 if any has a problem",
        description="Check mission files against the schema, the tiles and the cards; every "
        "problem names its file, mission and field.",
    )
    check.add_argument("files", nargs="+", type=Path, metavar="FILE", help="mission files (.toml)")
    check.add_argument("--json", action="store_true", help="print JSON")
    mission_sub.add_parser(
        "schema",
        help="print the JSON Schema of every set-up action and every mission event",
        description='One JSON document, {"actions": ..., "events": ...}: the set-up\'s '
        "actions (6.4.1) and the mission's events (6.4.2, 7, 8), each field with its type, "
        "bounds and meaning, each object with its rule and an example (docs/mission-api.md "
        "says the same in words).",
    )


def user_missions_dir() -> Path:
    return user_data_dir() / "missions"


def _turns(mission: Mission) -> str:
    if mission.turns.limit is None:
        return "until the objective"
    return "hidden" if mission.turns.hidden else str(mission.turns.limit)


def summary(mission: Mission, source: Path) -> dict[str, Any]:
    """What a player reads in the list; a hidden turn limit stays hidden (7)."""
    return {
        "id": mission.id,
        "name": mission.name,
        "kind": mission.kind.value,
        "players": list(mission.players),
        "turns": _turns(mission),
        "slots": mission.slots,
        "provisional": mission.provisional,
        "file": str(source),
    }


def _loaded() -> tuple[TileLibrary, Catalog]:
    from demloc.board.tiles import load_tile_library
    from demloc.catalog.catalog import load_catalog

    return load_tile_library(tiles_dir()), load_catalog([builtin_sets_dir(), user_sets_dir()])


def run(args: argparse.Namespace) -> int:
    from demloc.board.tiles import TileLibraryError
    from demloc.cli import mission_table

    if args.mission_command in mission_table.VERBS or getattr(args, "open", False):
        return mission_table.run(args)
    if args.mission_command == "schema":
        return _schema()
    try:
        tiles, catalog = _loaded()
    except TileLibraryError as error:
        print(f"demloc mission: {error}", file=sys.stderr)
        return 1
    if args.mission_command == "replay":
        return _replay(args.save, args.steps, tiles, catalog)
    if args.mission_command == "list":
        return _list(tiles, catalog, args.players, args.json)
    return _check(args.files, tiles, catalog, args.json)


def _schema() -> int:
    from demloc.missions.play.api_doc import schema

    print(json.dumps(schema(), indent=2))
    return 0


def _list(tiles: TileLibrary, catalog: Catalog, players: int | None, as_json: bool) -> int:
    from demloc.missions.library import load_library

    library = load_library([resources_dir() / "missions", user_missions_dir()], tiles, catalog)
    missions = library.for_players(players) if players else list(library.missions.values())
    rows = [summary(m, library.sources[m.id]) for m in missions]
    skipped = [
        {"file": str(e.source), "mission": e.mission, "problems": e.problems}
        for e in library.skipped
    ]
    if as_json:
        print(json.dumps({"missions": rows, "skipped": skipped}, indent=2))
    else:
        for row in rows:
            counts = "/".join(map(str, row["players"]))
            mark = "  (provisional)" if row["provisional"] else ""
            print(
                f"{row['id']:<24} {row['name']:<28} {row['kind']:<15} "
                f"players {counts:<6} turns {row['turns']}{mark}"
            )
        for error in library.skipped:
            print(f"skipped  {error}", file=sys.stderr)
    return 1 if library.skipped else 0


def _check(files: list[Path], tiles: TileLibrary, catalog: Catalog, as_json: bool) -> int:
    from demloc.missions.library import MissionFileError, check_mission, read_mission

    report: list[dict[str, Any]] = []
    for path in files:
        try:
            mission = read_mission(path)
            problems = check_mission(mission, tiles, catalog)
            if problems:
                raise MissionFileError(path, mission.id, problems)
        except MissionFileError as error:
            report.append(
                {"file": str(path), "mission": error.mission, "ok": False,
                 "problems": error.problems, "message": str(error)}
            )  # fmt: skip
            continue
        report.append({**summary(mission, path), "ok": True, "problems": []})
    if as_json:
        print(json.dumps(report, indent=2))
    else:
        for row in report:
            if row["ok"]:
                print(f"ok       {row['file']}: {row['name']} ({row['id']})")
            else:
                print(f"problem  {row['message']}")
    return 0 if all(row["ok"] for row in report) else 1


def _replay(save: Path, steps: bool, tiles: TileLibrary, catalog: Catalog) -> int:
    from demloc.missions.play import Context
    from demloc.missions.play import read_mission as read_saved_mission
    from demloc.rules.dice import load_dice

    try:
        ctx = Context(tiles, catalog, load_dice(resources_dir() / "dice.toml"))
        mission = read_saved_mission(save, ctx)
    except BadInputError as error:
        print(f"demloc mission: {error}", file=sys.stderr)
        return 1
    for warning in mission.warnings:  # said, never refused
        print(f"warning  {save}: {warning}", file=sys.stderr)
    if steps:
        for index, event in enumerate(mission.events, start=1):
            lines = list(mission.states.added(index))
            print(json.dumps({"step": index, "event": event, "log": lines}))
    print(mission.state.canonical(), end="")
    return 0
