"""The `demloc` command: the app, a screenshot, and commands for the card data.

Each command's arguments are added by its own module (`cli/board.py`, `cli/guild.py`…), and
only for the command asked: `demloc --version`, `demloc --help` and `demloc guild …`
import nothing of the others (issue 16: the board, the rules and the store take a
second to import). `COMMANDS` lists them all, with the help that `--help` shows, and
`OPTIONS` the options of `demloc` itself."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from importlib import import_module
from pathlib import Path
from typing import Any

from demloc import __version__

VIEW_NAMES = ("guild", "city", "mission", "board", "catalog", "rules")
# command -> (the module and function that add its arguments, its help), in --help order.
COMMANDS: dict[str, tuple[str, str]] = {
    "catalog": ("", "check and locate the card data files"),
    "board": ("demloc.cli.board:add_parser",
              "query a map: movement, control zones, firing lines (JSON)"),
    "map": ("demloc.cli.board:add_map_parser", "render a map to PNG or PDF"),
    "odds": ("demloc.cli.rolls:add_parsers",
             "exact odds of a test, a shot, a brawl or channeling, before the roll"),
    "resolve": ("demloc.cli.rolls:add_parsers",
                "resolve one roll with the faces rolled at the table (--faces)"),
    "mission": ("demloc.cli.mission:add_parser",
                "the mission library: list and check mission files; replay a save"),
    "guild": ("demloc.cli.guild:add_parser",
              "create, list, show, export, import guilds; print rosters"),
    "city": ("demloc.cli.city:add_parser",
             "the city of DemLoc: status, send, recall, collect, answer (6.2)"),
    "rules": ("demloc.cli.rules:add_parser", "search and read the rules reference"),
}  # fmt: skip
COMMAND = "COMMAND"  # the commands' metavar
EVERY = "*"  # build_parser(EVERY): every command's arguments
DESCRIPTION = ("DemLoc Companion: mirror the board, preview mission maps and manage your "
               "guild. With no command, opens the app.")  # fmt: skip


def _size(text: str) -> tuple[int, int]:
    """A window size such as 1024x700, within what a screen holds."""
    width, x, height = text.lower().partition("x")
    if not (x and width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size such as 1024x700")
    size = (int(width), int(height))
    if not all(200 <= n <= 8000 for n in size):
        raise argparse.ArgumentTypeError(f"{text}: each side must be 200 to 8000 pixels")
    return size


# The options of `demloc` itself, in --help order, with their argparse keywords.
OPTIONS: dict[str, dict[str, Any]] = {
    "--version": {"action": "version", "version": f"%(prog)s {__version__}"},
    "--db": {"metavar": "PATH_OR_URL", "help": "database file or SQLAlchemy URL (default: "
             "demloc.sqlite3 in your data folder)"},
    "--screenshot": {"metavar": "OUT.png", "type": Path,
                     "help": "render the main window offscreen to a PNG and exit"},
    "--view": {"choices": VIEW_NAMES, "help": "the view to open (with --screenshot: to render)"},
    "--tab": {"metavar": "NAME", "help": "with --screenshot: the view's tab to render"},
    "--size": {"metavar": "WxH", "type": _size, "default": (1280, 800),
               "help": "with --screenshot: the window's size in pixels (default 1280x800)"},
    "--log-level": {"default": "INFO", "choices": ("DEBUG", "INFO", "WARNING")},
}  # fmt: skip
# Those that take a value (the command is the first word after).
VALUED = tuple(flag for flag, keywords in OPTIONS.items() if "action" not in keywords)


def command_in(argv: Sequence[str]) -> str | None:
    """The command `argv` asks for (its first word that is not an option or an option's
    value), or None."""
    skip = False
    for word in argv:
        if skip:
            skip = False
        elif _takes_value(word):
            skip = True
        elif not word.startswith("-"):
            return word if word in COMMANDS else None
    return None


def _takes_value(word: str) -> bool:
    """Whether `word` is an option of `demloc` that takes the next word as its value:
    one of VALUED, or a prefix that argparse reads as one (its abbreviations: a prefix
    of one long option only)."""
    if word in VALUED:
        return True
    if not word.startswith("--") or "=" in word:
        return False
    meant = [flag for flag in (*OPTIONS, "--help") if flag.startswith(word)]
    return len(meant) == 1 and meant[0] in VALUED


def build_parser(wanted: str | None = EVERY) -> argparse.ArgumentParser:
    """The parser, with the arguments of the command `wanted` (EVERY: of all of them);
    the others are listed with their help only."""
    parser = argparse.ArgumentParser(prog="demloc", description=DESCRIPTION)
    for flag, keywords in OPTIONS.items():
        parser.add_argument(flag, **keywords)
    commands = parser.add_subparsers(dest="command", metavar=COMMAND)
    # The commands whose module is imported: the one wanted and those its module adds.
    adders = {COMMANDS[wanted][0]} if wanted in COMMANDS else set()
    for name, (adder, help_text) in COMMANDS.items():
        if name in commands.choices:  # added by its module with another command
            continue
        if wanted != EVERY and adder not in adders:
            # Only listed in the help: never parsed into (a command asked is `wanted`),
            # so it needs no -h of its own.
            commands.add_parser(name, help=help_text, add_help=False)
        elif not adder:
            _add_catalog_parser(commands)
        else:
            module, function = adder.split(":")
            getattr(import_module(module), function)(commands)
    return parser


def _add_catalog_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    catalog = commands.add_parser("catalog", help=COMMANDS["catalog"][1])
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


def _catalog_check(folders: list[Path], as_json: bool) -> int:
    import json

    from demloc.catalog.catalog import Catalog, load_catalog
    from demloc.catalog.errors import CatalogError
    from demloc.catalog.loader import load_set_file
    from demloc.paths import builtin_sets_dir, user_sets_dir

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
    words = sys.argv[1:] if argv is None else list(argv)
    args = build_parser(command_in(words)).parse_args(words)
    if args.command == "catalog":
        from demloc.paths import builtin_sets_dir, user_sets_dir

        if args.catalog_command == "path":
            print(f"built-in sets: {builtin_sets_dir()}")
            print(f"your sets:     {user_sets_dir()}  (a file here replaces a built-in set)")
            return 0
        return _catalog_check(args.folders, args.json)
    if args.command == "board":
        from demloc.cli.board import run as run_board

        return run_board(args)
    if args.command == "guild":
        from demloc.cli.guild import run as run_guild

        try:
            return run_guild(args)
        except OSError as error:  # the export or roster it writes (review, issue 27)
            print(f"demloc guild: {error}", file=sys.stderr)
            return 1
    if args.command == "city":
        from demloc.cli.city import run as run_city

        return run_city(args)
    if args.command == "rules":
        from demloc.cli.rules import run as run_reference

        return run_reference(args)
    if args.command == "map":
        from demloc.cli.board import run_map

        return run_map(args)
    if args.command in ("odds", "resolve"):
        from demloc.cli.rolls import run_rolls

        return run_rolls(args)
    if args.command == "mission":
        from demloc.cli.mission import run as run_mission

        return run_mission(args)

    from demloc.logsetup import configure_logging
    from demloc.paths import user_log_dir

    configure_logging(user_log_dir(), args.log_level)
    if args.screenshot is not None:
        from demloc.ui.application import screenshot

        return screenshot(args.db, args.screenshot, args.view, args.tab, args.size)
    from demloc.ui.application import run_gui

    return run_gui(args.db, args.view)


if __name__ == "__main__":
    sys.exit(main())
