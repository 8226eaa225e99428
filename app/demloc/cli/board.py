"""`demloc board ...`: the board engine from the command line, answering in JSON."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from demloc.board import mapfile, queries
from demloc.board.ascii import render
from demloc.board.board import Board
from demloc.board.errors import BoardError, MapError
from demloc.board.movement import MoveMode, reachable
from demloc.board.out_of_control import directions
from demloc.board.sight import firing_line
from demloc.board.squares import Square
from demloc.board.tiles import TileLibrary, load_tile_library
from demloc.board.zones import zone
from demloc.catalog.bounds import MAX_MOVEMENT, MAX_RANGE
from demloc.paths import builtin_sets_dir, tiles_dir, user_sets_dir

if TYPE_CHECKING:  # the Qt layer is loaded only when a map is rendered
    from demloc.ui.board.page_setup import PageSetup


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    board = commands.add_parser(
        "board",
        help="query a map: movement, control zones, firing lines (JSON)",
        description="Board engine queries over a map file (JSON, see `demloc board check`). "
        "Each prints JSON; --ascii prints a picture instead. Bad files exit 1 naming the error.",
    )
    board.set_defaults(run=run)
    sub = board.add_subparsers(dest="board_command", required=True, metavar="QUERY")

    def command(name: str, help_text: str, needs_map: bool = True) -> argparse.ArgumentParser:
        parser = sub.add_parser(name, help=help_text, description=help_text)
        if needs_map:
            parser.add_argument("map", type=Path, help="map file (.json)")
        parser.add_argument("--ascii", action="store_true", help="print a picture, not JSON")
        parser.add_argument("--tiles", type=Path, help="tile folder (default: the built-in tiles)")
        return parser

    check = command(
        "check",
        "validate maps and summarise each; rule warnings go to stderr",
        needs_map=False,
    )
    check.add_argument(
        "maps", nargs="+", type=Path, metavar="map", help="map files (.json), one or more"
    )
    check.add_argument(
        "--strict", action="store_true", help="exit 1 if there is any warning (default: 0)"
    )
    reach = command("reach", "every square a character can move to, with costs and paths")
    reach.add_argument("character")
    reach.add_argument("--points", type=int, help="movement points (default: its movement)")
    reach.add_argument("--mode", choices=[m.value for m in MoveMode], default="free")
    reach.add_argument("--fly", action="store_true", help="use its FLY x ability (8.4)")
    zone_cmd = command("zone", "a character's control zone and who engages whom")
    zone_cmd.add_argument("character")
    los = command("los", "the firing line from a shooter to a target")
    los.add_argument("shooter")
    los.add_argument("target")
    los.add_argument("--range", type=int, dest="weapon_range", help="weapon range")
    los.add_argument("--arcane", action="store_true", help="an arcane power's line (7.2.3.1)")
    lines = command("lines", "firing lines from a shooter to every enemy")
    lines.add_argument("shooter")
    lines.add_argument("--range", type=int, dest="weapon_range", help="weapon range")
    lines.add_argument("--arcane", action="store_true", help="arcane power lines (7.2.3.1)")
    lines.add_argument("--all", action="store_true", dest="everyone", help="allies too")
    ooc = command("ooc", "the out-of-control card over a target (5.6)")
    ooc.add_argument("source")
    ooc.add_argument("target")
    tiles = command("tiles", "list the tiles, or draw one", needs_map=False)
    tiles.add_argument("number", nargs="?", type=int)
    tiles.add_argument("--side", choices=("A", "B"), default="A")
    tiles.add_argument("--rotation", type=int, choices=(0, 90, 180, 270), default=0)


def add_map_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    maps = commands.add_parser("map", help="render a map to PNG or PDF")
    maps.set_defaults(run=run_map)
    sub = maps.add_subparsers(dest="map_command", required=True)
    render_cmd = sub.add_parser(
        "render",
        help="render a map (with overlays, or its build guide) to PNG or a printable PDF",
    )
    render_cmd.add_argument("map", type=Path)
    render_cmd.add_argument("-o", "--output", type=Path, required=True, help="OUT.png or OUT.pdf")
    render_cmd.add_argument(
        "--overlay",
        default="",
        help="comma-separated: zones, reach, lines, engagements, threats, outlines, ooc",
    )
    render_cmd.add_argument("--for", dest="character", help="the character the overlays are for")
    render_cmd.add_argument(
        "--guide", action="store_true", help="number the build steps and list them"
    )
    render_cmd.add_argument("--target", help="the out-of-control card's target (ooc overlay)")
    render_cmd.add_argument("--roll", type=int, choices=range(1, 10), help="the d10 on the card")
    render_cmd.add_argument("--dpi", type=float, default=150, help="PNG resolution (default 150)")
    render_cmd.add_argument(
        "--square-mm",
        type=float,
        help="PDF scale: millimetres a square (default 25, table scale)",
    )
    # Checked by name in _page_setup, so a bad value is refused with the choices.
    render_cmd.add_argument("--paper", help="PDF paper: a4 (default) or letter")
    render_cmd.add_argument("--orientation", help="PDF pages: portrait (default) or landscape")
    render_cmd.add_argument(
        "--pages",
        help="PDF: tile (default: the map at table scale over pages that tape together) "
        "or fit (the whole map on one page)",
    )
    render_cmd.add_argument(
        "--overlap-mm", type=float, help="PDF tiles: what neighbouring pages share (default 10)"
    )
    render_cmd.add_argument("--tiles", type=Path, help="tile folder (default: the built-in tiles)")


def run_map(args: argparse.Namespace) -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from demloc.ui.application import qt_application, quiet_qt
    from demloc.ui.board.export import render_map_file

    quiet_qt()
    qt_application()
    try:
        library = load_tile_library(args.tiles or tiles_dir())
        overlays = [o.strip() for o in args.overlay.split(",") if o.strip()]
        _check_render_options(args, overlays)
        setup = _page_setup(args)
        print(
            render_map_file(
                args.map, args.output, library, overlays, args.character, args.guide,
                args.dpi, args.square_mm or 25, args.target, args.roll, setup,
            )
        )  # fmt: skip
    except BoardError as error:
        print(f"demloc map: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"demloc map: {args.output}: cannot write: {error}", file=sys.stderr)
        return 1
    return 0


def _check_render_options(args: argparse.Namespace, overlays: list[str]) -> None:
    """Options that would be ignored, or make no picture, are refused by name."""
    if not 10 <= args.dpi <= 1200:
        raise BoardError(f"--dpi {args.dpi}: use 10 to 1200 dots per inch")
    if args.square_mm is not None and not 5 <= args.square_mm <= 100:
        raise BoardError(f"--square-mm {args.square_mm}: use 5 to 100 mm a square")
    needs_one = [o for o in overlays if o in ("zones", "zone", "reach", "lines", "threats", "ooc")]
    if needs_one and not args.character:
        raise BoardError(f"--overlay {','.join(needs_one)} needs --for CHARACTER")
    if (args.target or args.roll) and "ooc" not in overlays:
        raise BoardError("--target and --roll go with --overlay ooc")
    if args.output.suffix.lower() != ".pdf":
        given = [
            f"--{name.replace('_', '-')}"
            for name in ("square_mm", "paper", "orientation", "pages", "overlap_mm")
            if getattr(args, name) is not None
        ]
        if given:
            raise BoardError(f"{', '.join(given)}: only for a .pdf output")


def _page_setup(args: argparse.Namespace) -> PageSetup:
    """The PDF's pages from --paper, --orientation, --pages and --overlap-mm."""
    from demloc.ui.board.page_setup import MAX_OVERLAP_MM, PageMode, PageSetup

    if args.overlap_mm is not None and not 0 <= args.overlap_mm <= MAX_OVERLAP_MM:
        raise BoardError(f"--overlap-mm {args.overlap_mm:g}: use 0 to {MAX_OVERLAP_MM:g} mm")
    setup = PageSetup.from_options(
        args.paper or "a4",
        args.orientation or "portrait",
        args.pages or "tile",
        10 if args.overlap_mm is None else args.overlap_mm,
    )
    if setup.mode is PageMode.FIT and args.overlap_mm is not None:
        raise BoardError("--overlap-mm goes with --pages tile")
    return setup


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except BoardError as error:
        print(f"demloc board: {error}", file=sys.stderr)
        return 1


def _emit(answer: Any, picture: str | None, args: argparse.Namespace) -> int:
    if args.ascii and picture is not None:
        print(picture, end="")
    else:
        print(json.dumps(answer, indent=2, ensure_ascii=False))
    return 0


def _run(args: argparse.Namespace) -> int:
    library = load_tile_library(args.tiles or tiles_dir())
    if args.board_command == "tiles":
        if args.number is None:
            tiles = sorted(library.tiles.values(), key=lambda t: t.number)
            listing = [
                {"tile": t.number, "name": t.name, "size": list(t.size), "file": t.source}
                for t in tiles
            ]
            text = "".join(f"{t.number:>2} {t.size[0]}x{t.size[1]} {t.name}\n" for t in tiles)
            return _emit(listing, text, args)
        tile = library.get(args.number)
        if tile is None:
            raise BoardError(f"there is no tile {args.number} (tiles: {sorted(library.tiles)})")
        side = tile.sides[args.side].rotated(args.rotation)
        drawing = side.drawing()
        answer = {
            "tile": tile.number,
            "name": tile.name,
            "side": args.side,
            "rotation": args.rotation,
            "size": [side.width, side.height],
            "drawing": drawing,
        }
        return _emit(answer, "\n".join(drawing) + "\n", args)

    command = args.board_command
    if command == "check":
        return _check_files(args.maps, library, args)
    _check_numbers(args)
    board = build_map(args.map, library)
    if command == "reach":
        mode = MoveMode(args.mode)
        answer = queries.reach(board, args.character, args.points, mode, args.fly)
        costs = reachable(board, board.character(args.character), args.points, mode, args.fly)
        return _emit(
            answer, render(board, {s: _digit(c) for s, c in costs.squares().items()}), args
        )
    if command == "zone":
        character = board.character(args.character)
        z = zone(board, character)
        letters = {s: "z" for s in z.control} | {s: "i" for s in z.first_impact}
        return _emit(queries.zone_answer(board, args.character), render(board, letters), args)
    if command == "los":
        answer = queries.line_answer(
            board, args.shooter, args.target, args.weapon_range, args.arcane
        )
        line = firing_line(
            board,
            board.character(args.shooter),
            board.character(args.target),
            args.weapon_range,
            args.arcane,
        )
        marks: dict[Square, str] = {}
        for square in queries.line_squares(board, args.shooter, args.target):
            marks[square] = "*"
        for obstacle in line.cover:
            marks[obstacle.square] = "+"
        for obstacle in line.blockers:
            marks[obstacle.square] = "X"
        picture = render(board, marks) + line.explain() + "\n"
        return _emit(answer, picture, args)
    if command == "lines":
        answer = queries.lines_answer(
            board, args.shooter, args.weapon_range, args.arcane, args.everyone
        )
        text = "".join(f"{line['target']}: {line['explanation']}\n" for line in answer["lines"])
        return _emit(answer, text, args)
    if command == "ooc":
        source, target = board.character(args.source), board.character(args.target)
        result = directions(source.at, target.at)
        answer = {
            "source": source.id,
            "target": target.id,
            "results": {
                str(roll): (
                    None
                    if square is None
                    else {
                        "square": square.name,
                        "on_map": board.contains(square),
                        "character": (
                            board.occupant[board.index(square)].id
                            if board.contains(square) and board.index(square) in board.occupant
                            else None
                        ),
                    }
                )
                for roll, square in result.items()
            },
            "10": "roll again",
        }
        numbers = {sq: str(roll) for roll, sq in result.items() if sq is not None}
        return _emit(answer, render(board, numbers), args)
    raise BoardError(f"unknown board query {command}")


def build_map(path: Path, library: TileLibrary) -> Board:
    """The board of the map file `path`; a map that breaks a rule is named with its file."""
    board_map = mapfile.load(path)
    try:
        return Board.build(board_map, library)
    except BoardError as error:
        raise MapError(f"{path}: {error}") from None


def _check_numbers(args: argparse.Namespace) -> None:
    """Every number of a query has the game's bound (issue 10, item 9)."""
    bounds = {
        "points": ("--points", MAX_MOVEMENT, "a movement factor (5.1.1)"),
        "weapon_range": ("--range", MAX_RANGE, "a weapon range (5.1.4)"),
    }
    for field, (option, high, rule) in bounds.items():
        value = getattr(args, field, None)
        if value is not None and not 0 <= value <= high:
            raise BoardError(f"{option} {value}: {rule} is 0 to {high}")


def _check_files(paths: list[Path], library: TileLibrary, args: argparse.Namespace) -> int:
    """Each map's summary (one file: its answer; several: a list, each naming its file)
    and its warnings on stderr. A bad file is named and the others still checked; the
    exit is 1 if any is bad, or has a warning under --strict (R-46)."""
    from demloc.board.checks import rule_warnings
    from demloc.catalog.catalog import load_catalog

    catalog = load_catalog([builtin_sets_dir(), user_sets_dir()])
    several = len(paths) > 1
    answers: list[dict[str, Any]] = []
    failed = False
    for path in paths:
        try:
            board = build_map(path, library)
        except BoardError as error:
            print(f"demloc board: {error}", file=sys.stderr)
            answers.append({"file": str(path), "ok": False, "error": str(error)})
            failed = True
            continue
        answer: dict[str, Any] = {"file": str(path)} if several else {}
        answer |= queries.check(board)
        answer["warnings"] = [*answer["warnings"], *rule_warnings(board.map, catalog)]
        answers.append(answer)
        if args.ascii:
            print(f"{path}:\n{render(board)}" if several else render(board), end="")
        for warning in answer["warnings"]:
            print(f"warning: {f'{path}: ' if several else ''}{warning}", file=sys.stderr)
        failed = failed or (args.strict and bool(answer["warnings"]))
    if not args.ascii and (several or answers[0].get("ok", True)):
        print(json.dumps(answers if several else answers[0], indent=2, ensure_ascii=False))
    return 1 if failed else 0


def _digit(cost: int) -> str:
    return str(cost) if cost < 10 else chr(ord("a") + cost - 10)
