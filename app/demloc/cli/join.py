"""`demloc join URL --guild NAME [--results]` (issue 30): a player's own DemLoc at a
shared table. Without --results, his guild goes from his own database to the table
(R-189) and the command prints the seat it was given and the address that plays it
from a phone or a browser; with --results, the guild file with the mission's results
comes back from the host and goes into his database through the guild import (its plan,
its consent: R-158), once (R-195). Every failure is one line on stderr naming the
address, the guild or the rule, exit 1, nothing changed."""

from __future__ import annotations

import argparse
import shlex
import sys
from typing import TYPE_CHECKING, Any

from demloc.errors import BadInputError

if TYPE_CHECKING:  # the store and the network load when the command runs
    from demloc.net.join import TableAddress
    from demloc.store import Session, Sessions

HELP = "bring your guild to a shared table from your database; take its results home"


def _timeout(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = 0.0
    if not 0.5 <= seconds <= 300:
        raise argparse.ArgumentTypeError(f"{text!r} is not a time in seconds from 0.5 to 300")
    return seconds


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    join = commands.add_parser(
        "join",
        help=HELP,
        description="Join a table shared on the local network (the host's 'Share the "
        "table…' or `demloc serve`) as the player of one of your guilds: it is seated "
        "from your database as a guild file would seat it, and the command prints the "
        "address that plays its seat from your phone or browser. Once the host has written "
        "the results, `--results` takes them home to your database, once.",
    )
    join.set_defaults(run=run, as_name=None)
    join.add_argument("url", metavar="URL", help="the table's address, as its host shows it "
                      "(http://ADDR:PORT/#t=TOKEN)")  # fmt: skip
    join.add_argument("--guild", required=True, metavar="NAME", help="your guild's name here")
    join.add_argument(
        "--db", metavar="PATH_OR_URL", default=argparse.SUPPRESS,
        help="your database (as demloc --db; default: demloc.sqlite3 in your data folder)",
    )  # fmt: skip
    join.add_argument(
        "--results", action="store_true",
        help="take the guild's results home from the table (the seat this computer was given)",
    )  # fmt: skip
    join.add_argument("--dry-run", action="store_true",
                      help="with --results: only show what they would change")  # fmt: skip
    join.add_argument(
        "--yes", action="store_true",
        help="with --results: apply results that take mercenaries, items, feods or blood "
        "stones away (R-158)",
    )  # fmt: skip
    join.add_argument("--empty-guild", metavar="NAME",
                      help="with --results: apply results that leave the guild empty "
                      "(R-158); needs --yes too")  # fmt: skip
    join.add_argument("--timeout", type=_timeout, default=10.0, metavar="SECONDS",
                      help="how long the table may take to answer (default 10)")  # fmt: skip


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except (BadInputError, OSError) as error:
        print(f"demloc join: {error}", file=sys.stderr)
        return 1


def _run(args: argparse.Namespace) -> int:
    from demloc.net import join
    from demloc.store.database import open_database
    from demloc.store.results_home import guild_to_bring

    address = join.table_address(args.url)
    for option in ("dry_run", "yes", "empty_guild"):
        if getattr(args, option) and not args.results:
            raise join.JoinError(f"--{option.replace('_', '-')} is for --results")
    if not args.results:
        address.require_token()
    sessions = open_database(args.db)
    with sessions.begin() as session:
        guild = guild_to_bring(session, args.guild)
    if not args.results:
        return _bring(args, address, guild)
    return _take_home(args, address, sessions, guild)


def _bring(args: argparse.Namespace, address: TableAddress, guild: dict[str, Any]) -> int:
    from demloc.net import join
    from demloc.paths import user_data_dir

    joined = join.bring(address, guild, args.timeout)
    join.remember(user_data_dir(), joined)
    print(f"{joined.name} is at the table as {joined.colour}.")
    print(f"Play its seat from your phone or browser: {address.seat_url(joined.secret)}")
    print(f"Once the results are written: demloc join {address.page} --guild "
          f"{shlex.quote(joined.name)} --results")  # fmt: skip
    return 0


def _take_home(
    args: argparse.Namespace, address: TableAddress, sessions: Sessions, guild: dict[str, Any]
) -> int:
    from demloc.cli.guild import import_guild
    from demloc.net import join
    from demloc.paths import user_data_dir
    from demloc.store.results_home import WrittenBeforeError, check_results

    joined = join.recall(user_data_dir(), address.page, guild["guild"]["uuid"])
    if joined is None:
        raise join.JoinError(f"{args.guild} was not brought to the table at {address.page} "
                             "from this computer (demloc join URL --guild NAME first)")  # fmt: skip
    data = join.results(address, joined.secret, args.timeout)
    source = f"the results of {joined.name} from {address.page}"

    def first(session: Session) -> None:
        check_results(session, data, joined.guild, joined.name, joined.revision)

    try:
        applied = import_guild(sessions, data, source, args, first)
    except WrittenBeforeError as before:
        print(before)
        return 0
    if applied:
        print(f"{joined.name}: the results are taken home")
    return 0
