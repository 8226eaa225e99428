"""`demloc rules search WORDS`, `demloc rules show SECTION` and `demloc rules pdf PATH`
(issue 15): the rules reference from the command line, in our own words with the
rulebook's numbering."""

from __future__ import annotations

import argparse
import json
import os
import sys

from demloc.reference.search import Index, marked, synonym_files
from demloc.reference.text import Reference, ReferenceFileError, load_reference


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    rules = commands.add_parser("rules", help="search and read the rules reference")
    rules.set_defaults(run=run)
    sub = rules.add_subparsers(dest="rules_command", required=True)
    search = sub.add_parser("search", help="the sections holding every word, best first")
    search.add_argument("words", nargs="+")
    search.add_argument("--json", action="store_true")
    show = sub.add_parser("show", help="one section (e.g. 7.2.1), in our own words")
    show.add_argument("section")
    show.add_argument("--json", action="store_true")
    sub.add_parser("synonyms", help="the synonyms files: the bundled one, then yours")
    pdf = sub.add_parser("pdf", help="the whole reference as a PDF with its contents")
    pdf.add_argument("path")


def run(args: argparse.Namespace) -> int:
    try:
        reference = load_reference()
    except ReferenceFileError as error:
        print(f"demloc rules: {error}", file=sys.stderr)
        return 2
    if args.rules_command == "pdf":
        return _pdf(reference, args.path)
    if args.rules_command == "synonyms":
        print("\n".join(str(path) for path in synonym_files()))
        return 0
    if args.rules_command == "search":
        index = Index(reference)
        if index.problem:
            print(f"demloc rules search: without synonyms: {index.problem}", file=sys.stderr)
        hits = index.search(" ".join(args.words))
        words = " ".join(args.words)
        slips = index.slips(words)  # a misspelt word, said as it was read
        if args.json:
            found = [{"section": h.section.number, "title": h.section.title,
                      "snippet": marked(h.snippet), "complete": h.complete}
                     for h in hits]  # fmt: skip
            print(json.dumps(found, ensure_ascii=False))
        elif slips:
            print("read " + "; ".join(f"{w!r} as {' or '.join(c)}" for w, c in slips.items()))
        if args.json:
            pass
        elif hits and not hits[0].complete:
            print(f"no section holds every word of {words!r}; some of them:")
        elif not hits:
            print(f"no section holds {words!r}")
        for hit in [] if args.json else hits:
            print(f"{hit.section.number} {hit.section.title}\n    {marked(hit.snippet)}")
        return 0 if hits else 1
    try:
        section = reference.section(args.section.removeprefix("§"))
    except KeyError as error:
        print(f"demloc rules show: {error.args[0]} (try: demloc rules search WORDS)",
              file=sys.stderr)  # fmt: skip
        return 2
    if args.json:
        print(json.dumps({"section": section.number, "title": section.title,
                          "text": section.text, "rulings": list(section.rulings)},
                         ensure_ascii=False))  # fmt: skip
    else:
        print(f"{section.number} {section.title}\n\n{section.text}")
    return 0


def _pdf(reference: Reference, path: str) -> int:
    """Lays the PDF out off screen: a file to write needs no window."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from demloc.reference.rulings import load_rulings
    from demloc.ui.reference.pdf import write_pdf

    _app = QGuiApplication.instance() or QGuiApplication([])
    try:
        pages = write_pdf(reference, path, load_rulings())
    except OSError as error:
        where = error.filename or path
        print(f"demloc rules pdf: {where}: {error.strerror or error}", file=sys.stderr)
        return 2
    print(f"wrote {path} ({pages} pages, {len(reference.sections)} sections)")
    return 0
