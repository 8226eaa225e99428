"""`demloc mission new|do|play|undo|redo|show|results|write|give-up|save` and `list
--open` (issue 29): a mission from set-up to results on the app's database, one verb per
step, through the table API (demloc.table), as the screens do it.

The CLI decides no rule: it reads its arguments, names a player by his colour or guild
name as well as by his key (the set-up's log stores the key), and prints what the API
answers. A refusal is one line on stderr naming the rule and the thing refused, exit 1,
nothing changed; a command made on a revision the mission has moved from (`--at`) is
refused the same way (RULINGS.md R-183)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from demloc.cli import mission_words as words
from demloc.errors import BadInputError

if TYPE_CHECKING:  # the engines load when a command runs, not when `demloc` starts
    from demloc.guild.rules import GuildRules
    from demloc.table import Table

# The verbs of this module; `list --open` too (mission.py's `list` with --open).
VERBS = ("new", "do", "play", "undo", "redo", "show", "results", "write", "give-up", "save")
MAX_INTEGER = 2**63 - 1  # the most a database's integer column holds
MAX_ARGUMENT_CHARS = 64 * 1024  # one action or event, as the log keeps it (MAX_ACTION_BYTES)


class CommandError(BadInputError):
    """An argument the command cannot use: the message names it."""


# ---- the parsers -------------------------------------------------------------------------


def _revision(text: str) -> int:
    if not text.isdigit() or int(text) > MAX_INTEGER:
        raise argparse.ArgumentTypeError(f"{text!r} is not a revision (a whole number, 0 or more)")
    return int(text)


def _mission_id(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= MAX_INTEGER:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a mission id (a whole number, 1 or more)"
        )
    return int(text)


def _seed(text: str) -> int:
    if not text.isdigit() or int(text) > MAX_INTEGER:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seed (0 to 2^63-1)")
    return int(text)


def add_parsers(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], listing: argparse.ArgumentParser
) -> None:
    """The verbs, on `demloc mission`'s subparsers; `--open` on its `list`."""
    listing.add_argument(
        "--open", action="store_true", help="the set-ups and missions in progress, not the library"
    )
    new = sub.add_parser(
        "new",
        help="begin a mission's set-up with these guilds at the table (6.4)",
        description="Begin a set-up: the guilds, by name, join the table in the order given "
        "(each takes its colour, or the first free one). It prints the mission's id, which "
        "every other verb takes. Other set-ups and missions in progress stay open.",
    )
    new.add_argument(
        "guilds", nargs="+", metavar="GUILD", help="a guild's name (demloc guild list)"
    )
    mode = new.add_mutually_exclusive_group(required=True)
    mode.add_argument("--training", action="store_true", help="nothing about the guilds changes")
    mode.add_argument(
        "--standard", action="store_true", help="a control spot, fame and feods are at stake"
    )
    new.add_argument("--seed", type=_seed, help="the set-up's seed: the same seed, the same draws")
    _json(new)
    do = _changing(
        sub, "do", "apply set-up actions (6.4.1), each one step of the log",
        "Each ACTION is a JSON object as the set-up's log stores it, with an \"action\" "
        "field (`demloc mission schema` lists them). A player is named by the key, the "
        "colour or the guild's name; add_player takes a guild's name, or a guild file's "
        "path as \"file\" for a guest brought for this mission only. The actions are done "
        "in order, each its own step, all or none: one refused is said with its rule and "
        "none is done (R-185).",
    )  # fmt: skip
    do.add_argument("actions", nargs="+", metavar="ACTION", help="a JSON object")
    play = _changing(
        sub, "play", "play events on the tracker (6.4.2); with none, begin the mission",
        "Each EVENT is a JSON object as the tracker's log stores it, with a \"kind\" field "
        "(`demloc mission schema`). With no EVENT, the Ready set-up is begun: \"Play the "
        "mission\".",
    )  # fmt: skip
    play.add_argument("events", nargs="*", metavar="EVENT", help="a JSON object")
    play.add_argument(
        "--guest", action="append", type=Path, default=[], metavar="FILE",
        help="with no EVENT: the guild file a guest came on, read now (R-159); once for each",
    )  # fmt: skip
    _changing(sub, "undo", "undo the last step (set-up or play)", "")
    _changing(sub, "redo", "do again the last step undone", "")
    show = sub.add_parser(
        "show", help="where a mission stands: phase, what Next needs, every player's characters"
    )
    _id(show)
    _json(show)
    results = sub.add_parser(
        "results",
        help="the results (6.4.1): winner, fame and feods, items, fates, the control spot",
        description="Before they are written: what writing them will change; after: what "
        "was written.",
    )
    _id(results)
    _json(results)
    write = _changing(
        sub, "write", "write the results into the guilds, once (6.4.1)",
        "A standard mission's results go into the guilds' ledgers once; written again, "
        "it says so and changes nothing. A training mission writes nothing (6.4).",
    )  # fmt: skip
    del write
    _changing(sub, "give-up", "give the mission up: it can never be played again (R-131)", "")
    save = sub.add_parser("save", help="save the mission's log to a file (demloc mission replay)")
    _id(save)
    save.add_argument("-o", "--output", type=Path, required=True, metavar="FILE")
    _json(save)


class _Intermixed(argparse.ArgumentParser):
    """A verb whose JSON arguments may follow its options: `play 1 --at 5 EVENT`
    (Python 3.11's argparse gives an optional list of positionals nothing once an option
    comes between them, and calls what follows unrecognised)."""

    _mixing = False

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        if self._mixing:  # the intermixed parse's own two passes
            return super().parse_known_args(args, namespace)
        self._mixing = True
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._mixing = False


def _id(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "id", type=_mission_id, metavar="ID", help="the mission's id (new, list --open)"
    )


def _json(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print JSON")


def _changing(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str, help_text: str,
    description: str,
) -> argparse.ArgumentParser:  # fmt: skip
    parser = sub.add_parser(name, help=help_text, description=description or None)
    parser.__class__ = _Intermixed
    _id(parser)
    parser.add_argument(
        "--at", type=_revision, metavar="REVISION",
        help="refused unless the mission is at this revision (show prints it)",
    )  # fmt: skip
    _json(parser)
    return parser


# ---- the JSON arguments ------------------------------------------------------------------


def json_objects(texts: Sequence[str], what: str, field: str) -> list[dict[str, Any]]:
    """Each argument as a JSON object with its `field`; CommandError names the argument
    (its number and its start) and what is wrong."""
    objects = []
    for number, text in enumerate(texts, start=1):
        name = argument_name(texts, number, what)
        if len(text) > MAX_ARGUMENT_CHARS:
            raise CommandError(f"{name}: at most {MAX_ARGUMENT_CHARS // 1024} kB")
        try:
            data = json.loads(text)
        except ValueError as error:
            raise CommandError(f"{name}: not JSON: {error}") from None
        except RecursionError:
            raise CommandError(f"{name}: nested too deep to be an {what}") from None
        if not isinstance(data, dict):
            raise CommandError(f"{name}: a JSON object {{...}} is expected")
        if not isinstance(data.get(field), str):
            raise CommandError(f'{name}: the field "{field}" is required (it names the {what})')
        objects.append(data)
    return objects


def argument_name(texts: Sequence[str], number: int, what: str) -> str:
    """The argument `number` (from 1) in words: `action 2 ({"action": "pi…)`."""
    text = _start(texts[number - 1])
    return f"{what} {number} ({text})" if len(texts) > 1 else f"{what} {text}"


def _start(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= 40 else flat[:39] + "…"


# ---- running -----------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except (BadInputError, OSError) as error:  # TableError, the store's, a data file's
        print(f"demloc mission: {one_line(str(error))}", file=sys.stderr)
        return 1
    finally:
        if "dispose" in args:
            args.dispose()


def one_line(text: str) -> str:
    return " ".join(text.split())


def _table(args: argparse.Namespace) -> Table:
    from demloc.store.database import open_database
    from demloc.table import Table
    from demloc.table.context import load_catalog

    sessions = open_database(args.db)
    # Its connections closed when the command ends (run), not when Python exits.
    args.dispose = sessions.kw["bind"].dispose
    catalog = load_catalog()
    return Table.load(sessions, catalog)


def _run(args: argparse.Namespace) -> int:
    verb = args.mission_command
    if verb == "list" and args.players:
        raise CommandError("list: --players is for the library, --open for missions in progress")
    if verb == "list":
        rows = [m.to_json() for m in _table(args).open_missions()]
        print(
            json.dumps(rows, indent=2) if args.json else words.open_text(rows),
            end="\n" if args.json else "",
        )
        return 0
    # Arguments are read before the database is opened: a bad one changes nothing.
    actions = json_objects(args.actions, "action", "action") if verb == "do" else []
    events = json_objects(args.events, "event", "kind") if verb == "play" else []
    table = _table(args)
    if verb == "new":
        view = table.new(args.guilds, training=args.training, seed=args.seed).to_json()
        return _say(args, view, f"mission {view['id']}: a new set-up")
    if verb == "show":
        return _say(args, table.show(args.id).to_json(), "")
    if verb == "do":
        return _do(args, table, actions)
    if verb == "play":
        return _play(args, table, events)
    if verb in ("undo", "redo"):
        step = table.undo if verb == "undo" else table.redo
        return _say(args, step(args.id, at=args.at).to_json(), f"{verb}: done")
    if verb == "results":
        resolution = table.results(args.id)
        if args.json:
            print(json.dumps(resolution.to_json(), indent=2))
        else:
            print(words.results_text(resolution.to_json()), end="")
        return 0
    if verb == "write":
        outcome = table.write(args.id, at=args.at)
        if args.json:
            print(json.dumps({"id": args.id, "outcome": outcome.value}, indent=2))
        else:
            print(words.written_text(args.id, outcome.name))
        return 0
    if verb == "give-up":
        table.give_up(args.id, at=args.at)
        if args.json:
            return _say(args, table.show(args.id).to_json(), "")
        print(f"mission {args.id} is given up: it can never be played again (R-131)")
        return 0
    if verb == "save":
        table.save(args.id, args.output)
        if args.json:
            print(json.dumps({"id": args.id, "wrote": str(args.output)}, indent=2))
        else:
            print(f"wrote {args.output}")
        return 0
    raise CommandError(f"unknown mission command {verb}")


def _do(args: argparse.Namespace, table: Table, actions: list[dict[str, Any]]) -> int:
    from demloc.missions.actions import parse_action
    from demloc.table.views import with_keys

    players = table.show(args.id).to_json()["players"]
    guilds = None
    keyed = []
    for number, action in enumerate(actions, start=1):
        action = with_keys(action, players)
        if action.get("action") == "add_player" and isinstance(action.get("guild"), str):
            guilds = guilds if guilds is not None else table.guilds()
            action = {**action, "guild": _guild(guilds, action["guild"])}
        elif action.get("action") == "add_player" and "guild" not in action:
            action = _brought(table, action, [p["key"] for p in players])
        try:  # every field checked before any is done: a bad one changes nothing
            parse_action(action)
        except BadInputError as error:
            name = argument_name(args.actions, number, "action")
            raise CommandError(f"{name}: {one_line(str(error))}") from None
        keyed.append(action)
    return _steps(args, args.actions, "action", keyed,
                  lambda steps, at: table.do_all(args.id, steps, at=at))  # fmt: skip


def _guild(guilds: Sequence[tuple[Any, str]], name: str) -> dict[str, Any]:
    """The guild called `name` as the set-up's add_player carries it."""
    for guild, _account in guilds:
        if name in (guild.name, guild.key):
            data: dict[str, Any] = guild.to_json()
            return data
    names = ", ".join(g.name for g, _account in guilds) or "none"
    raise CommandError(f"add_player: no guild named {name!r} here (guilds: {names})")


def _brought(table: Table, action: dict[str, Any], at_table: list[str]) -> dict[str, Any]:
    """add_player with a guild file's path and no guild: the guild as the file gives it,
    for this mission only (6.4), read as the import reads a file."""
    from demloc.store.missions import table_guild_from_file

    file = action.get("file")
    if not isinstance(file, str):
        raise CommandError(
            'add_player: "guild" (a guild\'s name) or "file" (a guild file) is required'
        )
    path = Path(file).resolve()
    brought = table_guild_from_file(path, table.ctx.catalog, _rules(table), at_table)
    return {**action, "guild": brought.guild.to_json(), "file": str(path)}


def _rules(table: Table) -> GuildRules:
    """The guild rules a guild file is checked by, as the import checks it."""
    from demloc.guild.rules import guild_rules

    return table.rules or guild_rules()


def _guests(table: Table, mission_id: int, files: list[Path]) -> dict[str, Any]:
    """What each guest's file gives the mission, by colour (R-159): each file given now
    matched to the guild seated from it; a guest left without his file is refused by
    the table, one given for no guest here is refused here."""
    from demloc.store.missions import table_guild_from_file

    seated = {p.guild.key: p for p in table.log(mission_id).state.players}
    guests: dict[str, Any] = {}
    for file in files:
        brought = table_guild_from_file(file, table.ctx.catalog, _rules(table))
        player = seated.get(brought.guild.key)
        if player is None or player.guild.source != "file":
            raise CommandError(f"{file}: {brought.guild.name} came to this table on no file")
        if brought.guild.to_json() != player.guild.to_json():
            raise CommandError(
                f"{file}: guild: {brought.guild.name} as in this file is not {player.name} "
                "as seated at the table: bring the file it came on"
            )
        guests[player.colour] = brought.guest
    return guests


def _play(args: argparse.Namespace, table: Table, events: list[dict[str, Any]]) -> int:
    if args.guest and events:
        raise CommandError("play: --guest is for the mission's beginning (no EVENT)")
    if not events:
        guests = _guests(table, args.id, args.guest) or None
        view = table.begin(args.id, guests=guests, at=args.at).to_json()
        return _say(args, view, f"mission {args.id} begins: the tracker takes it from here")
    from demloc.missions.play.event_check import check_event
    from demloc.missions.play.events import HANDLERS

    for number, event in enumerate(events, start=1):
        try:  # every field checked before any is played: a bad one changes nothing
            if event["kind"] not in HANDLERS:
                known = ", ".join(sorted(HANDLERS))
                raise CommandError(f"'{event['kind'][:40]}' is not an event (known: {known})")
            check_event(event["kind"], event)
        except BadInputError as error:
            name = argument_name(args.events, number, "event")
            raise CommandError(f"{name}: {one_line(str(error))}") from None
    return _steps(args, args.events, "event", events,
                  lambda steps, at: table.play_all(args.id, steps, at=at))  # fmt: skip


def _steps(
    args: argparse.Namespace, texts: Sequence[str], what: str, steps: list[dict[str, Any]],
    do: Callable[[list[dict[str, Any]], int | None], Any],
) -> int:  # fmt: skip
    """The steps in order, in one change (`--at` for the revision it was made on): all
    kept, or none when one is refused, which is named when there are several (R-185)."""
    from demloc.table import TableError

    try:
        view: dict[str, Any] = do(steps, args.at).to_json()
    except TableError as error:
        if len(steps) == 1 or error.index is None:
            raise
        name = argument_name(texts, error.index + 1, what)
        raise CommandError(f"{name} refused, none of the {len(steps)} done: "
                           f"{one_line(str(error))}") from None  # fmt: skip
    return _say(args, view, "")


def _say(args: argparse.Namespace, view: dict[str, Any], headline: str) -> int:
    if getattr(args, "json", False):
        print(json.dumps(view, indent=2))
    else:
        print(((headline + "\n") if headline else "") + words.view_text(view), end="")
    return 0
