"""`demloc photo PHOTO --map MAP [--json]`: each miniature's square and facing read from
a photo of the table (issue 34, docs/markers.md), with a confidence, and what could not
be read. Needs OpenCV: the bundle says so in one line (R-240)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from demloc.errors import BadInputError

if TYPE_CHECKING:
    from demloc.photo.model import Reading


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    text = "read each miniature's square and facing from a photo of the table"
    parser = commands.add_parser(
        "photo",
        help=text,
        description=f"{text} (issue 34; docs/markers.md; RULINGS.md R-237 to R-240). "
        "Exits 0 with what was read, 2 naming the file when the photo or the map cannot "
        "be read.",
    )
    parser.set_defaults(run=run)
    parser.add_argument("photo", type=Path, metavar="PHOTO", help="the photo (JPEG or PNG)")
    parser.add_argument("--map", type=Path, required=True, metavar="MAP",
                        help="the map file the table was laid out from")  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--tiles", type=Path, help="tile folder (default: the built-in tiles)")


def run(args: argparse.Namespace) -> int:
    try:
        answer = _read(args)
    except BadInputError as error:
        print(f"demloc photo: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(answer, indent=2, ensure_ascii=False))
    else:
        print(_words(answer))
    return 0


def _read(args: argparse.Namespace) -> dict[str, Any]:
    from demloc.board import mapfile
    from demloc.board.tiles import load_tile_library
    from demloc.paths import tiles_dir
    from demloc.photo.read import read_photo, require_opencv

    require_opencv()
    board_map = mapfile.load(args.map)
    library = load_tile_library(args.tiles or tiles_dir())
    return answer(args.photo, read_photo(args.photo, board_map, library))


def answer(photo: Path, reading: Reading) -> dict[str, Any]:
    from demloc.board.position import daemon_tag
    from demloc.photo.model import CONFIDENT

    return {
        "photo": str(photo),
        "size": list(reading.size),
        "references": len([r for r in reading.references if r.inlier]),
        "fit_error_squares": reading.error,
        "confident_at": CONFIDENT,
        "found": [
            {
                "character": f.character_id,
                "name": f.name,
                "colour": f.colour,
                "number": f.number,
                "tag": daemon_tag(f.number),
                "square": f.square.name,
                "facing": f.facing.name,
                "confidence": f.confidence,
                "sure": f.sure,
                "marker": f.marker,
                "corners": [list(p) for p in f.corners],
            }
            for f in reading.found
        ],
        "unread": list(reading.unread),
    }


def _words(answer: dict[str, Any]) -> str:
    width, height = answer["size"]
    lines = [
        f"{answer['photo']}: {width} x {height} pixels, {answer['references']} reference "
        f"markers placed the board (within {answer['fit_error_squares']:.2f} of a square)"
    ]
    for f in answer["found"]:
        who = (
            f"{f['name']} ({f['colour']} {f['tag']})" if f["name"] else f"{f['colour']} {f['tag']}"
        )
        check = "" if f["sure"] else "  <- check it"
        lines.append(f"  {who}: {f['square']} facing {f['facing']}, "
                     f"confidence {f['confidence']:.2f}{check}")  # fmt: skip
    if not answer["found"]:
        lines.append("  no miniature's marker was read")
    if answer["unread"]:
        lines.append("Not read:")
        lines.extend(f"  {text}" for text in answer["unread"])
    return "\n".join(lines)
