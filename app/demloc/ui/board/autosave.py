"""The open board, kept in the data folder after every change with its whole history, so
that a quit, a crash or a power cut never loses a move (issue 9). One JSON file, written
atomically by textio.write_atomic (a new file fsynced, then renamed over the old one): a
kill at any moment leaves either the previous autosave or the new one, whole.

{"format": "demloc-board-autosave", "version": 1, "path": file or null,
 "clean": index of the saved state or null, "index": where the history stands,
 "opened": map, "spent": {...}, "steps": [{"text", "map", "spent"}, ...]}
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from demloc import textio
from demloc.board import mapfile
from demloc.board.errors import BoardError, MapFormatError
from demloc.board.position import BoardMap
from demloc.ui.board.document import BoardDocument, ChangeMap

FORMAT = "demloc-board-autosave"
VERSION = 1
MAX_BYTES = 64 * 1024 * 1024  # far above any real history; a bigger file is not ours
MAX_STEPS = 100_000


def _spent_json(spent: dict[str, int]) -> dict[str, int]:
    return dict(sorted(spent.items()))


def snapshot(document: BoardDocument) -> dict[str, Any]:
    stack = document.undo_stack
    commands = [stack.command(i) for i in range(stack.count())]
    steps = [c for c in commands if isinstance(c, ChangeMap)]
    if len(steps) != len(commands):  # every board change is a ChangeMap
        raise BoardError("the board history holds a change that cannot be saved")
    opened, opened_spent = (
        (steps[0].before, steps[0].spent_before) if steps else (document.map, document.spent)
    )
    clean = stack.cleanIndex()
    return {
        "format": FORMAT,
        "version": VERSION,
        "path": str(document.path) if document.path is not None else None,
        "clean": clean if clean >= 0 else None,
        "index": stack.index(),
        "opened": mapfile.to_json(opened),
        "spent": _spent_json(opened_spent),
        "steps": [
            {"text": c.text(), "map": mapfile.to_json(c.after), "spent": _spent_json(c.spent_after)}
            for c in steps
        ],
    }


def write(document: BoardDocument, target: Path) -> None:
    """Write the autosave atomically (a crash mid-write keeps the previous one)."""
    text = json.dumps(snapshot(document), ensure_ascii=False, separators=(",", ":"))
    textio.write_atomic(target, text)


def _fail(source: Path, detail: str) -> MapFormatError:
    return MapFormatError(f"{source}: {detail}")


def _map(value: object, source: Path, where: str) -> BoardMap:
    if not isinstance(value, dict):
        raise _fail(source, f"{where}: expected a map object")
    return mapfile.from_json(value, f"{source}: {where}")


def _spent(value: object, source: Path, where: str) -> dict[str, int]:
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and type(v) is int and 0 <= v <= 1000 for k, v in value.items()
    ):
        raise _fail(source, f"{where}: expected movement points spent by character id")
    return dict(value)


def _index(value: object, source: Path, field: str, count: int, optional: bool) -> int | None:
    if value is None and optional:
        return None
    if type(value) is not int or not 0 <= value <= count:
        raise _fail(source, f"{field}: expected a whole number from 0 to {count}")
    return value


def restore(document: BoardDocument, source: Path) -> None:
    """Put the autosaved board, with its history, into `document`. A damaged file raises
    MapFormatError naming the file and the field, and changes nothing."""
    try:
        data = textio.read_json(source, max_bytes=MAX_BYTES)
    except textio.InputError as error:
        raise MapFormatError(str(error)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _fail(source, f"not a board autosave (format {FORMAT!r} expected)")
    if data.get("version") != VERSION:
        raise _fail(source, f"version {data.get('version')!r}: this app reads version {VERSION}")
    steps_data = data.get("steps")
    if not isinstance(steps_data, list) or len(steps_data) > MAX_STEPS:
        raise _fail(source, "steps: expected a list of changes")
    opened = _map(data.get("opened"), source, "opened")
    spent = _spent(data.get("spent"), source, "spent")
    steps: list[tuple[str, BoardMap, dict[str, int]]] = []
    for n, step in enumerate(steps_data):
        if not isinstance(step, dict) or not isinstance(step.get("text"), str):
            raise _fail(source, f"steps[{n}]: expected a change with its text")
        after = _map(step.get("map"), source, f"steps[{n}].map")
        steps.append((step["text"][:500], after, _spent(step.get("spent"), source, f"steps[{n}]")))
    index = _index(data.get("index"), source, "index", len(steps), optional=False)
    clean = _index(data.get("clean"), source, "clean", len(steps), optional=True)
    path = data.get("path")
    if path is not None and not isinstance(path, str):
        raise _fail(source, "path: expected a file name or null")
    # Every state must build (a missing tile, two miniatures on a square...).
    for where, board_map in [("opened", opened)] + [
        (f"steps[{n}]", m) for n, (_, m, _) in enumerate(steps)
    ]:
        try:
            document.check(board_map)
        except BoardError as error:
            raise _fail(source, f"{where}: {error}") from None
    document.replace(opened, Path(path) if path else None, spent)
    stack = document.undo_stack
    before = (opened, spent)
    for text, after, after_spent in steps:
        stack.push(ChangeMap(document, after, text, after_spent, before))
        before = (after, after_spent)
    stack.setIndex(index or 0)
    if clean is None:
        stack.resetClean()
    else:
        # The saved state is where the history stood when it was saved.
        now = stack.index()
        stack.setIndex(clean)
        stack.setClean()
        stack.setIndex(now)
