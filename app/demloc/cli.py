"""The `demloc` command: the app, a screenshot, and commands for the card data."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from demloc import __version__
from demloc.paths import builtin_sets_dir, user_log_dir, user_sets_dir

VIEW_NAMES = ("guild", "city", "mission", "board", "catalog", "rules")


def _size(text: str) -> tuple[int, int]:
    """A window size such as 1024x700, within what a screen holds."""
    width, x, height = text.lower().partition("x")
    if not (x and width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size such as 1024x700")
    size = (int(width), int(height))
    if not all(200 <= n <= 8000 for n in size):
        raise argparse.ArgumentTypeError(f"{text}: each side must be 200 to 8000 pixels")
    return size


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="demloc",
        description="DemLoc Companion: mirror the board, preview mission maps and manage "
        "your guild. With no command, opens the app.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--db",
        metavar="PATH_OR_URL",
        help="database file or SQLAlchemy URL (default: demloc.sqlite3 in your data folder)",
    )
    parser.add_argument(
        "--screenshot",
        metavar="OUT.png",
        type=Path,
        help="render the main window offscreen to a PNG and exit",
    )
    parser.add_argument(
        "--view", choices=VIEW_NAMES, help="the view to open (with --screenshot: to render)"
    )
    parser.add_argument("--tab", metavar="NAME", help="with --screenshot: the view's tab to render")
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=_size,
        default=(1280, 800),
        help="with --screenshot: the window's size in pixels (default 1280x800)",
    )
    parser.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING"))
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    catalog = commands.add_parser("catalog", help="check and locate the card data files")
    catalog_commands = catalog.add_subparsers(dest="catalog_command", required=True)
    check = catalog_commands.add_parser(
        "check", help="validate the set files; exit 1 if any is skipped"
    )
    check.add_argument(
        "folders",
        nargs="*",
        type=Path,
        help="folders of set files, or set files (default: the built-in sets and your own)",
    )
    check.add_argument("--json", action="store_true", help="print JSON")
    catalog_commands.add_parser("path", help="print where set files are read from")

    from demloc.cli_board import add_map_parser
    from demloc.cli_board import add_parser as add_board_parser

    add_board_parser(commands)
    add_map_parser(commands)

    from demloc.cli_rules import add_parsers as add_rules_parsers

    add_rules_parsers(commands)

    from demloc.cli_mission import add_parser as add_mission_parser

    add_mission_parser(commands)

    from demloc.cli_guild import add_parser as add_guild_parser

    add_guild_parser(commands)
    from demloc.cli_city import add_parser as add_city_parser

    add_city_parser(commands)
    from demloc.cli_reference import add_parser as add_reference_parser

    add_reference_parser(commands)
    return parser


def _catalog_check(folders: list[Path], as_json: bool) -> int:
    from demloc.catalog.catalog import Catalog, load_catalog
    from demloc.catalog.errors import CatalogError
    from demloc.catalog.loader import load_set_file

    missing = [p for p in folders if not p.exists()]
    if missing:
        print(f"demloc catalog: no such file or folder: {', '.join(map(str, missing))}",
              file=sys.stderr)  # fmt: skip
        return 1
    # Anything but a folder is checked as a set file, so a pipe or a device is named.
    files = [p for p in folders if not p.is_dir()]
    if files:  # set files named one by one: each checked alone
        sets, skipped = [], []
        for path in files:
            try:
                sets.append(load_set_file(path))
            except CatalogError as problem:
                skipped.append(problem)
        catalog = Catalog(tuple(sets), tuple(skipped))
    else:
        empty = [p for p in folders if not any(p.glob("*.toml"))]
        if empty:
            print(f"demloc catalog: no set file (*.toml) in {', '.join(map(str, empty))}",
                  file=sys.stderr)  # fmt: skip
            return 1
        catalog = load_catalog(folders or [builtin_sets_dir(), user_sets_dir()])
    if as_json:
        report = {
            "sets": [
                {"id": s.id, "file": s.source, "cards": len(s.cards), "provisional": s.provisional}
                for s in catalog.sets
            ],
            "skipped": [
                {
                    "file": e.where.file,
                    "card": e.where.card,
                    "field": e.where.field,
                    "error": type(e).__name__,
                    "message": str(e),
                }
                for e in catalog.skipped
            ],
        }
        print(json.dumps(report, indent=2))
    else:
        for card_set in catalog.sets:
            print(f"ok       {card_set.source}: {card_set.name}, {len(card_set.cards)} cards")
        for error in catalog.skipped:
            print(f"skipped  {error}")
    return 1 if catalog.skipped else 0


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; output cut short by its reader (`demloc rules search x | head`)
    ends quietly, as a Unix tool does."""
    try:
        return _main(argv)
    except BrokenPipeError:
        # Python would report the pipe again when it flushes stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


def _main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "catalog":
        if args.catalog_command == "path":
            print(f"built-in sets: {builtin_sets_dir()}")
            print(f"your sets:     {user_sets_dir()}  (a file here replaces a built-in set)")
            return 0
        return _catalog_check(args.folders, args.json)
    if args.command == "board":
        from demloc.cli_board import run as run_board

        return run_board(args)
    if args.command == "guild":
        from demloc.cli_guild import run as run_guild

        return run_guild(args)
    if args.command == "city":
        from demloc.cli_city import run as run_city

        return run_city(args)
    if args.command == "rules":
        from demloc.cli_reference import run as run_reference

        return run_reference(args)
    if args.command == "map":
        from demloc.cli_board import run_map

        return run_map(args)
    if args.command in ("odds", "resolve"):
        from demloc.cli_rules import run_rolls

        return run_rolls(args)
    if args.command == "mission":
        from demloc.cli_mission import run as run_mission

        return run_mission(args)

    from demloc.logsetup import configure_logging

    configure_logging(user_log_dir(), args.log_level)
    if args.screenshot is not None:
        from demloc.ui.application import screenshot

        return screenshot(args.db, args.screenshot, args.view, args.tab, args.size)
    from demloc.ui.application import run_gui

    return run_gui(args.db, args.view)


if __name__ == "__main__":
    sys.exit(main())
