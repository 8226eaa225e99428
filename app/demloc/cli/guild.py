"""`demloc guild ...`: guilds from the command line, for scripts, backups and tests."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Callable
from pathlib import Path

from demloc import textio
from demloc.catalog.catalog import Catalog, load_catalog
from demloc.errors import BadInputError
from demloc.guild.rules import GuildRules, guild_rules
from demloc.paths import builtin_sets_dir, user_sets_dir
from demloc.store import Session, Sessions, guild_file
from demloc.store.database import open_database
from demloc.store.errors import StoreError
from demloc.store.guild_file import dumps, export_guild
from demloc.store.guild_file_check import ImportRefusedError
from demloc.store.guild_import import apply_import, plan_import
from demloc.store.guilds import (
    all_guilds,
    create_account,
    create_guild,
    find_guild,
    level,
    rename_guild,
    roster,
)
from demloc.store.schema import GUILD_COLOURS, Account
from demloc.store.starter import (
    STARTER_ACCOUNT,
    STARTER_BOX,
    STARTER_GUILD,
    load_starter_content,
)


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    guild = commands.add_parser(
        "guild", help="create, list, show, export, import guilds; print rosters"
    )
    guild.set_defaults(run=run)
    sub = guild.add_subparsers(dest="guild_command", required=True)
    new = sub.add_parser("new", help="create a guild")
    new.add_argument("name")
    new.add_argument("--colour", required=True, choices=GUILD_COLOURS)
    new.add_argument(
        "--account", default=STARTER_ACCOUNT, help="the player account (created if new)"
    )
    sub.add_parser(
        "starter",
        help="into an empty database only: the starter account Guild Master and its guild "
        "The Red Lantern, the Rise of Guilds box redeemed (R-219)",
    )
    rename = sub.add_parser("rename", help="give a guild another name")
    rename.add_argument("name")
    rename.add_argument("new_name")
    listing = sub.add_parser("list", help="one guild a line")
    listing.add_argument("--json", action="store_true")
    show = sub.add_parser("show", help="a guild in full (JSON)")
    show.add_argument("name")
    export = sub.add_parser("export", help="a guild to one file")
    export.add_argument("name")
    export.add_argument("-o", "--output", type=Path, required=True)
    imp = sub.add_parser("import", help="a guild from a file: shows what changes, then applies it")
    imp.add_argument("file", type=Path, help="the guild file (JSON) to import")
    imp.add_argument("--dry-run", action="store_true", help="only show what would change")
    imp.add_argument(
        "--as", dest="as_name", metavar="NAME",
        help="the name a new guild takes when a different guild here has the file's name",
    )  # fmt: skip
    imp.add_argument(
        "--yes", action="store_true",
        help="apply an update that takes mercenaries, items, feods or blood stones away",
    )  # fmt: skip
    imp.add_argument(
        "--empty-guild", metavar="NAME",
        help="apply an update that leaves the guild NAME (its name here) with no mercenaries, "
        "or with no feods, blood stones nor items (RULINGS.md R-158); needs --yes too",
    )  # fmt: skip
    rost = sub.add_parser("roster", help="the printable roster (6.3 guild box check)")
    rost.add_argument("name")
    rost.add_argument("-o", "--output", type=Path, required=True, help="OUT.pdf or OUT.png")


def _catalog() -> Catalog:
    return load_catalog([builtin_sets_dir(), user_sets_dir()])


def _rules() -> GuildRules:
    return guild_rules()


def read_guild_file(path: Path) -> object:
    """A guild file's JSON through the one reading layer (textio bounds size, depth and
    numbers, refuses invalid UTF-8 and a folder); its failure is the import's refusal,
    naming the file."""
    try:
        return guild_file.read_guild_file(path)
    except textio.InputError as error:
        raise ImportRefusedError(f"the guild file cannot be read: {error}") from None


def import_guild(
    sessions: Sessions,
    data: object,
    source: str,
    args: argparse.Namespace,
    check: Callable[[Session], None] | None = None,
) -> bool:
    """A guild file's JSON imported, once its plan is printed and the consent R-158 asks
    is given (args.yes, args.empty_guild; args.dry_run: the plan only, False): the guild
    import's and `demloc join --results`' (`check`: theirs first, in the same
    transaction). ImportRefusedError: refused, nothing changed."""
    with sessions.begin() as session:
        if check is not None:
            check(session)
        plan = plan_import(session, data, _catalog(), _rules(), source, args.as_name)
        print(plan.describe())
        if args.dry_run:
            session.rollback()
            return False
        refusal = plan.refusal(confirmed=args.yes, empty=args.empty_guild)
        if refusal:
            unnamed = plan.empties and (args.empty_guild or "").strip() != plan.here
            hint = f"--empty-guild {shlex.quote(plan.here)} --yes" if unnamed else "--yes"
            raise ImportRefusedError(f"{source}: {refusal} (to apply it: {hint})")
        apply_import(session, plan)
        # An import is not undone: the guild's undo history ends here.
        from demloc.store.row_history import forget

        forget(session, find_guild(session, plan.name).id, "guild")
    return True


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    # OSError: the export or the roster it writes (review, issue 27).
    except (BadInputError, OSError) as error:  # the store's, guild.toml's
        print(f"demloc guild: {error}", file=sys.stderr)
        return 1


def _run(args: argparse.Namespace) -> int:
    sessions = open_database(args.db)
    command = args.guild_command
    if command == "starter":  # only when asked: no command makes what was not
        with sessions.begin() as session:
            if not load_starter_content(session, _catalog()):
                raise StoreError(
                    "the database has a player account already: the starter content goes "
                    "only into an empty one"
                )
        print(f"created {STARTER_GUILD} ({STARTER_ACCOUNT}), the {STARTER_BOX} box redeemed")
        return 0
    if command == "new":
        with sessions.begin() as session:
            account = session.query(Account).filter_by(name=args.account).one_or_none()
            if account is None:
                account = create_account(session, args.account)
            guild = create_guild(session, account, args.name, args.colour, _rules())
            print(f"created {guild.name} ({guild.colour}), {guild.feods} feods")
        return 0
    if command == "rename":
        with sessions.begin() as session:
            guild = find_guild(session, args.name, lock=True)
            rename_guild(session, guild, args.new_name)
            print(f"renamed {args.name} to {guild.name}")
        return 0
    if command == "list":
        with sessions.begin() as session:
            rows = [
                {
                    "name": g.name,
                    "colour": g.colour,
                    "account": g.account.name,
                    "fame": g.fame,
                    "feods": g.feods,
                    "blood_stones": g.blood_stones,
                    "mercenaries": len(g.members),
                }
                for g in all_guilds(session)
            ]
        if args.json:
            print(json.dumps(rows, indent=2))
        else:
            for r in rows:
                print(f"{r['name']}\t{r['colour']}\tfame {r['fame']}\tfeods {r['feods']}\t"
                      f"{r['mercenaries']} mercenaries\t({r['account']})")  # fmt: skip
        return 0
    if command == "show":
        with sessions.begin() as session:
            guild = find_guild(session, args.name)
            data = export_guild(session, guild)
            data["levels"] = {b: level(guild, b) for b in data["buildings"]}
        # Printed once the lock is let go: a pager stops reading a long guild's text.
        print(dumps(data), end="")
        return 0
    if command == "export":
        with sessions.begin() as session:
            text = dumps(export_guild(session, find_guild(session, args.name)))
        textio.write_atomic(args.output, text)
        print(f"wrote {args.output}")
        return 0
    if command == "import":
        contents = read_guild_file(args.file)
        if import_guild(sessions, contents, str(args.file), args):
            print("imported")
        return 0
    if command == "roster":
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from demloc.ui.application import qt_application, quiet_qt
        from demloc.ui.roster import roster_pdf, roster_png

        quiet_qt()
        qt_application()
        with sessions.begin() as session:
            guild = find_guild(session, args.name)
            roster_rows = roster(session, guild, _catalog())
            title = f"{guild.name}: guild box check"
        suffix = args.output.suffix.lower()
        if suffix == ".pdf":
            roster_pdf(args.output, title, roster_rows)
        elif suffix == ".png":
            roster_png(args.output, title, roster_rows)
        else:
            raise StoreError(f"{args.output}: a roster is written as .pdf or .png")
        print(f"wrote {args.output} ({len(roster_rows)} mercenaries)")
        return 0
    raise StoreError(f"unknown guild command {command}")
