"""The `demloc` command: the app, a screenshot, and commands for the card data.

Each command is a module of this package (`board`, `guild`…) that adds its arguments
and, with `set_defaults(run=…)`, the function that runs it. Only the module of the
command asked is imported: `demloc --version`, `demloc --help` and `demloc guild …`
import nothing of the others (issue 16: the board, the rules and the store take a
second to import). `COMMANDS` lists them all with the help that `--help` shows."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from pathlib import Path

from demloc import __version__

VIEW_NAMES = ("guild", "city", "mission", "board", "catalog", "rules")
# command -> (the module of this package and its function that add the command's
# arguments, the command's help), in --help order.
COMMANDS: dict[str, tuple[str, str]] = {
    "catalog": ("catalog:add_parser", "check and locate the card data files"),
    "board": ("board:add_parser", "query a map: movement, control zones, firing lines (JSON)"),
    "map": ("board:add_map_parser", "render a map to PNG or PDF"),
    "odds": ("rolls:add_parsers",
             "exact odds of a test, a shot, a brawl or channeling, before the roll"),
    "resolve": ("rolls:add_parsers",
                "resolve one roll with the faces rolled at the table (--faces)"),
    "hints": ("hints:add_parser",
              "every attack a character could make, with its exact odds, and who threatens them"),
    "markers": ("markers:add_parser",
                "print the markers a photo of the table is read by, or list them (--json)"),
    "photo": ("photo:add_parser",
              "read each miniature's square and facing from a photo of the table"),
    "mission": ("mission:add_parser",
                "missions: the library; a mission from set-up to results; replay a save; "
                "the schema of the actions and events"),
    "guild": ("guild:add_parser", "create, list, show, export, import guilds; print rosters"),
    "city": ("city:add_parser", "the city of DemLoc: status, send, recall, collect, answer (6.2)"),
    "rules": ("rules:add_parser", "search and read the rules reference"),
    "db": ("db:add_parser", "check the database: every value it stores"),
    "serve": ("serve:add_parser",
              "host a mission for the players' phones and laptops on the local network"),
    "join": ("join:add_parser",
             "bring your guild to a shared table from your database; take its results home"),
}  # fmt: skip


def _size(text: str) -> tuple[int, int]:
    """A window size such as 1024x700, within what a screen holds."""
    width, x, height = text.lower().partition("x")
    if not (x and width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size such as 1024x700")
    size = (int(width), int(height))
    if not all(200 <= n <= 8000 for n in size):
        raise argparse.ArgumentTypeError(f"{text}: each side must be 200 to 8000 pixels")
    return size


def build_parser(command: str | None) -> argparse.ArgumentParser:
    """The parser, with the arguments of `command` (and of the commands its module adds
    with it); the others are only listed, with their help."""
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
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation in a temporary folder (a database, the main window, "
        "a board picture, a mission step); exit 0, or 1 naming what failed",
    )
    parser.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING"))
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    wanted = COMMANDS[command][0] if command in COMMANDS else None
    for name, (adder, help_text) in COMMANDS.items():
        if name in commands.choices:  # added by its module with another command
            continue
        if adder == wanted:
            module, function = adder.split(":")
            getattr(import_module(f"{__name__}.{module}"), function)(commands)
        else:  # listed: no -h of its own, that `demloc odds -h` reaches odds' parser
            commands.add_parser(name, help=help_text, add_help=False)
    return parser


def command_in(words: Sequence[str]) -> str | None:
    """The command `words` ask for, or None: read by the parser that only lists the
    commands, which ends with argparse's message on a mistake in `demloc`'s own options
    or a command that does not exist, and prints `demloc --help` and `--version`."""
    command: str | None = build_parser(None).parse_known_args(words)[0].command
    return command


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
    if args.command is not None:
        run: Callable[[argparse.Namespace], int] = args.run
        return run(args)
    from demloc.logsetup import configure_logging
    from demloc.paths import user_log_dir

    configure_logging(user_log_dir(), args.log_level)
    if args.self_test:
        from demloc.selftest import run_self_test

        return run_self_test()
    if args.screenshot is not None:
        from demloc.ui.application import screenshot

        return screenshot(args.db, args.screenshot, args.view, args.tab, args.size)
    from demloc.ui.application import run_gui

    return run_gui(args.db, args.view)
