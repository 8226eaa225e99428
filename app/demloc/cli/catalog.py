"""`demloc catalog ...`: check the set files and say where they are read from."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from demloc.catalog.catalog import Catalog, load_catalog
from demloc.catalog.errors import CatalogError
from demloc.catalog.loader import load_set_file
from demloc.paths import builtin_sets_dir, user_sets_dir


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    catalog = commands.add_parser("catalog", help="check and locate the card data files")
    catalog.set_defaults(run=run)
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


def run(args: argparse.Namespace) -> int:
    if args.catalog_command == "path":
        print(f"built-in sets: {builtin_sets_dir()}")
        print(f"your sets:     {user_sets_dir()}  (a file here replaces a built-in set)")
        return 0
    return _check(args.folders, args.json)


def _check(folders: list[Path], as_json: bool) -> int:
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
