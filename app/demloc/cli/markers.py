"""`demloc markers -o sheet.pdf [--map MAP] [--json]`: the printed markers a photo of
the table is read by (issue 34, docs/markers.md): the reference markers laid around the
map and one for each base, at table scale; `--json` lists every marker's id and meaning.
Works in the bundle, which has no OpenCV (R-240)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from demloc.errors import BadInputError


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    text = "print the markers a photo of the table is read by, or list them (--json)"
    parser = commands.add_parser(
        "markers",
        help=text,
        description=f"{text} (issue 34; docs/markers.md; RULINGS.md R-237 to R-240). "
        "Bad input exits 2 naming the file.",
    )
    parser.set_defaults(run=run)
    parser.add_argument("-o", "--output", type=Path, metavar="SHEET.pdf",
                        help="write the sheets, at table scale, to this PDF")  # fmt: skip
    parser.add_argument("--map", type=Path, metavar="MAP",
                        help="a map file: its reference markers and where each goes")  # fmt: skip
    parser.add_argument("--json", action="store_true", help="list every marker's id and meaning")
    parser.add_argument("--tiles", type=Path, help="tile folder (default: the built-in tiles)")


def run(args: argparse.Namespace) -> int:
    if args.output is None and not args.json:
        print("demloc markers: give -o SHEET.pdf, --json or both", file=sys.stderr)
        return 2
    try:
        message = _markers(args)
    except BadInputError as error:
        print(f"demloc markers: {error}", file=sys.stderr)
        return 2
    if message:
        print(message, file=sys.stderr if args.json else sys.stdout)
    return 0


def _markers(args: argparse.Namespace) -> str:
    from demloc.photo import markers

    lay, name = None, ""
    if args.map is not None:
        from demloc.board import mapfile
        from demloc.board.tiles import load_tile_library
        from demloc.paths import tiles_dir

        board_map = mapfile.load(args.map)
        lay = markers.layout(board_map, load_tile_library(args.tiles or tiles_dir()))
        name = board_map.name or args.map.name
    if args.output is not None and args.output.suffix.lower() != ".pdf":
        raise BadInputError(f"{args.output}: the sheets are written as a .pdf")
    if args.json:
        print(json.dumps({"dictionary": markers.DICTIONARY, "markers": markers.listing(lay)},
                         indent=2))  # fmt: skip
    if args.output is None:
        return ""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from demloc.photo.sheet_pdf import write_sheet
    from demloc.ui.application import qt_application, quiet_qt

    quiet_qt()
    qt_application()
    pages = write_sheet(args.output, lay, name)
    return f"wrote {args.output} ({pages} pages of A4, at table scale: 25 mm a square)"
