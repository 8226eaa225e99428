"""One reading layer for every JSON and TOML file the app takes in (issue 10).

Every file a player can hand the app (a map, a mission save, a set file, a guild
export, the board autosave) and every tile drawing is read here first. The layer bounds
what no game needs: the size of the file, the depth of nesting, the length of numbers;
it refuses what no format allows: NaN and infinities, duplicate keys, invalid UTF-8,
control characters and lone surrogates in text, a folder or a device where a file
belongs. Every failure is one `InputError` naming the file and the line or field path;
the message never repeats what the file holds, only where it is wrong. Each format
turns it into its own named error (MapFormatError, DataSyntaxError, ...).

The app's own files (the board's autosave, the Guild view's history, a map, an export)
are written by one function here, `write_atomic`; one of them the app refuses to read
is kept aside by `keep_aside`, never written over.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import json
import math
import os
import re
import secrets
import stat
import time
import tomllib
from pathlib import Path
from typing import Any

from demloc.errors import BadInputError

MAX_BYTES = 16 * 1024 * 1024  # far above any map, save or set; a bigger file is not ours
MAX_DEPTH = 64  # the deepest format (a mission save with its map) nests under 10
MAX_DIGITS = 18  # every number of the game fits in 18 digits (and in 64 bits)
STALE_SECONDS = 600  # a new file left by a killed writer: removed once this old
_MAX_FLOAT_TEXT = 40  # the longest float text worth parsing (17 digits, sign, exponent)

# C0 and C1 control characters other than tab, line feed and carriage return, and
# lone UTF-16 surrogates (a JSON escape "\ud800" makes one; no UTF-8 file can hold it).
_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")


class InputError(BadInputError):
    """A file, or text, that no format of the app can take; names file and place."""

    def __init__(self, detail: str, source: str, where: str = "", line: int | None = None) -> None:
        self.detail, self.source, self.where, self.line = detail, source, where, line
        super().__init__(f"{source}: {self.located}")

    @property
    def located(self) -> str:
        """What is wrong and where in the file ("line 3: ..."), without the file's name."""
        return f"{self.where}: {self.detail}" if self.where else self.detail


def _describe(key: object) -> str:
    """A field name for a message: short and printable whatever the file holds."""
    text = str(key)
    if _FORBIDDEN.search(text) or len(text) > 40 or not text.isprintable():
        return "(an unreadable name)"
    return text


# ---- files and folders ---------------------------------------------------------------


def require_file(path: Path, source: str | None = None) -> None:
    """`path` must be a regular file (or a link to one): not a folder, device or pipe."""
    where = source or str(path)
    try:
        info = path.stat()  # follows links: a link to a file is that file
    except FileNotFoundError:
        if path.is_symlink():
            raise InputError("is a link to nothing (its target is missing)", where) from None
        raise InputError("no such file", where) from None
    except OSError as error:
        raise InputError(f"cannot be read: {error.strerror or error}", where) from None
    if stat.S_ISDIR(info.st_mode):
        raise InputError("is a folder, not a file", where)
    if not stat.S_ISREG(info.st_mode):
        raise InputError("is not a regular file (a device, pipe or socket)", where)


def require_folder(path: Path, source: str | None = None) -> None:
    """`path` must be an existing folder: a missing one is an error, not an empty one."""
    where = source or str(path)
    if not path.exists():
        raise InputError("the folder is missing", where)
    if not path.is_dir():
        raise InputError("is not a folder", where)


def read_bytes(path: Path, source: str | None = None, *, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file `path`, refused when over `max_bytes`."""
    where = source or str(path)
    require_file(path, where)
    try:
        # O_NONBLOCK: a file swapped for a pipe after the check never hangs the open.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as file:
            data = file.read(max_bytes + 1)
    except OSError as error:
        raise InputError(f"cannot be read: {error.strerror or error}", where) from None
    if len(data) > max_bytes:
        raise InputError(f"is larger than {_size(max_bytes)}: not a file of ours", where)
    return data


def _size(n: int) -> str:
    return f"{n // (1024 * 1024)} MB" if n >= 1024 * 1024 else f"{n // 1024} kB"


def decode(data: bytes, source: str) -> str:
    """UTF-8 text (a leading byte order mark is dropped); a bad byte names its line."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise InputError("is not valid UTF-8 text", source, f"line {line}", line) from None
    return text.removeprefix("\ufeff")


def check_text(text: str, source: str) -> str:
    """`text` with no control character but tab and line ends; a bad one names its line."""
    found = _FORBIDDEN.search(text)
    if found is not None:
        line = text.count("\n", 0, found.start()) + 1
        raise InputError(
            "holds a control character (only tabs and line ends are allowed)",
            source,
            f"line {line}",
            line,
        )
    return text


def read_text(path: Path, source: str | None = None, *, max_bytes: int = MAX_BYTES) -> str:
    """The checked UTF-8 text of the regular file `path`."""
    where = source or str(path)
    return check_text(decode(read_bytes(path, where, max_bytes=max_bytes), where), where)


# ---- checking parsed values ----------------------------------------------------------


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write `data` (text as UTF-8, or bytes: a picture, a PDF) to `path` atomically: a
    new file beside it, fsynced, then renamed over it, so a kill or a failed write (a
    full disk) at any moment leaves the old file or the new one, whole. Every file the
    app writes goes through here (issue 27). The new file's name is unique, so two
    processes writing the same file (two windows on one database) never write into each
    other's: the last rename wins, whole (review, issue 26). Otherwise as a plain write:
    through a link, with the player's umask, any name the folder allows, never over a
    read-only file, and an OSError naming `path`, not the new file (review, issue 27)."""
    content = data.encode("utf-8") if isinstance(data, str) else data
    if path.is_symlink() and path.exists():  # a dangling link is replaced, as before
        path = Path(os.path.realpath(path))
    if path.is_file() and not os.access(path, os.W_OK):  # read-only: a rename could
        raise PermissionError(errno.EACCES, "the file is read-only", str(path))
    prefix = _temporary_prefix(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except FileExistsError:  # a file where a folder of the path should be
        raise NotADirectoryError(errno.ENOTDIR, "its folder is a file", str(path)) from None
    except OSError as error:
        raise _naming(error, path) from None
    try:
        handle, temporary = _new_file(path.parent, prefix)
    except OSError as error:
        raise _naming(error, path) from None
    try:
        # A file replaced keeps its mode (a new one has the umask's, as a plain write).
        if path.exists():
            with contextlib.suppress(OSError):
                temporary.chmod(path.stat().st_mode & 0o777)
        with os.fdopen(handle, "wb") as file:
            file.write(content)
            file.flush()
            os.fsync(file.fileno())
        temporary.replace(path)
    except BaseException as error:
        temporary.unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise _naming(error, path) from None
        raise
    # A writer killed between its write and its rename left its new file: gone once
    # older than any write takes (a younger one may be another writer's, in flight).
    for left in path.parent.glob(f"{glob.escape(prefix)}*.tmp"):
        with contextlib.suppress(OSError):
            if time.time() - left.stat().st_mtime > STALE_SECONDS:
                left.unlink()


_PREFIX_BYTES = 100  # of the name in its new file's: with the rest, within 255 bytes


def _temporary_prefix(path: Path) -> str:
    """`.NAME.`, the name cut (whole characters) so the new file's name fits a folder
    that holds NAME itself."""
    name = path.name.encode("utf-8", "surrogateescape")[:_PREFIX_BYTES]
    return f".{name.decode('utf-8', 'ignore')}."


def _new_file(folder: Path, prefix: str) -> tuple[int, Path]:
    """A new file of a unique name in `folder`, open for writing; made as open() makes
    one (mode 0666 less the umask), where mkstemp's is the owner's alone."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        candidate = folder / f"{prefix}{secrets.token_hex(4)}.tmp"
        try:
            return os.open(candidate, flags, 0o666), candidate
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free name for a new file", str(folder))


def _naming(error: OSError, path: Path) -> OSError:
    """`error` said of `path`, the file asked for, not of the new file beside it."""
    if error.errno is None:
        return error
    return OSError(error.errno, error.strerror, str(path))


def keep_aside(source: Path) -> Path:
    """Rename a file of the app's own that it refuses (a newer app's, a damaged or cut
    one: the board's autosave, the Guild history) beside itself, as
    NAME.refused-YYYYMMDD-HHMMSS.json, never over another file: what it holds stays for
    a newer app or for a look by hand, and is never written over (issue 27). OSError
    when it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        extra = f"-{n}" if n else ""
        target = source.with_name(f"{source.stem}.refused-{stamp}{extra}{source.suffix}")
        if os.path.lexists(target):
            continue
        try:
            # A second name, refused if taken meanwhile (another window's kept file),
            # where a rename would replace it; then the old name goes.
            os.link(source, target)
        except FileExistsError:
            continue
        except OSError:  # no hard links in this folder (FAT): free when looked at
            source.rename(target)
            return target
        source.unlink()
        return target
    raise FileExistsError(errno.EEXIST, "too many refused files beside it", str(source))


def kept_aside(source: Path) -> list[Path]:
    """The refused files `keep_aside` left beside `source`, oldest first."""
    pattern = f"{glob.escape(source.stem)}.refused-*{glob.escape(source.suffix)}"
    return sorted(source.parent.glob(pattern), key=_kept_order)


def _kept_order(path: Path) -> tuple[str, int]:
    """YYYYMMDD-HHMMSS, then -n: the order `keep_aside` made them in."""
    day, _, rest = path.stem.rpartition(".refused-")[2].partition("-")
    clock, _, extra = rest.partition("-")
    return f"{day}-{clock}", int(extra) if extra.isdigit() else 0


def _check_tree(value: object, source: str, max_depth: int) -> None:
    """Depth, text and numbers of a parsed document, without recursion."""
    stack: list[tuple[object, str, int]] = [(value, "", 0)]
    while stack:
        item, path, depth = stack.pop()
        if depth >= max_depth and isinstance(item, dict | list):
            raise InputError(f"nested deeper than {max_depth} levels", source, path or "top")
        if isinstance(item, dict):
            for key, child in item.items():
                name = _describe(key)
                if isinstance(key, str) and _FORBIDDEN.search(key):
                    raise InputError(
                        "a field name holds a control character", source, path or "top"
                    )
                stack.append((child, f"{path}.{name}" if path else name, depth + 1))
        elif isinstance(item, list):
            stack.extend((child, f"{path}[{i}]", depth + 1) for i, child in enumerate(item))
        elif isinstance(item, str):
            if _FORBIDDEN.search(item):
                raise InputError(
                    "holds a control character or a lone surrogate", source, path or "top"
                )
        elif isinstance(item, bool):
            continue
        elif isinstance(item, int):
            if abs(item) >= 10**MAX_DIGITS:
                raise InputError(f"a number longer than {MAX_DIGITS} digits", source, path)
        elif isinstance(item, float) and not math.isfinite(item):
            raise InputError("not a finite number (NaN or infinity)", source, path)


# ---- JSON ----------------------------------------------------------------------------


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _NumberError(f"a number longer than {MAX_DIGITS} digits")
    return int(text)


def _json_float(text: str) -> float:
    if len(text) > _MAX_FLOAT_TEXT:
        raise _NumberError(f"a number longer than {_MAX_FLOAT_TEXT} characters")
    value = float(text)
    if not math.isfinite(value):
        raise _NumberError("a number too large to be finite")
    return value


def _json_constant(text: str) -> Any:
    raise _NumberError(f"{text} is not a number JSON allows")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _NumberError(f"the field '{_describe(key)}' appears twice in one object")
        result[key] = value
    return result


class _NumberError(Exception):
    """Raised inside the JSON parser's hooks; becomes an InputError outside it."""


def loads_json(
    text: str, source: str, *, max_depth: int = MAX_DEPTH, max_bytes: int = MAX_BYTES
) -> Any:
    """Parse JSON text with the layer's bounds; raise InputError naming the place."""
    if len(text) > max_bytes:
        raise InputError(
            f"is larger than {max_bytes // (1024 * 1024)} MB: not a file of ours", source
        )
    try:
        value = json.loads(
            text,
            parse_int=_json_int,
            parse_float=_json_float,
            parse_constant=_json_constant,
            object_pairs_hook=_unique_keys,
        )
    except json.JSONDecodeError as error:
        raise InputError(
            f"not valid JSON: {error.msg}", source, f"line {error.lineno}, column {error.colno}"
        ) from None
    except _NumberError as error:
        raise InputError(str(error), source) from None
    except RecursionError:
        raise InputError(f"nested deeper than {max_depth} levels", source) from None
    _check_tree(value, source, max_depth)
    return value


def read_json(
    path: Path, source: str | None = None, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH
) -> Any:
    """The checked JSON value of the file `path` (see `loads_json`)."""
    where = source or str(path)
    text = decode(read_bytes(path, where, max_bytes=max_bytes), where)
    return loads_json(text, where, max_depth=max_depth, max_bytes=max_bytes)


# ---- TOML ----------------------------------------------------------------------------


def _toml_float(text: str) -> float:
    if len(text) > _MAX_FLOAT_TEXT:
        raise _NumberError(f"a number longer than {_MAX_FLOAT_TEXT} characters")
    value = float(text)
    if not math.isfinite(value):
        raise _NumberError("nan and inf are not numbers of the game")
    return value


_TOML_POSITION = re.compile(r"\(at line (\d+), column (\d+)\)|\(at end of document\)")


def loads_toml(text: str, source: str, *, max_depth: int = MAX_DEPTH) -> dict[str, Any]:
    """Parse TOML text with the layer's bounds; raise InputError naming the place."""
    if len(text) > MAX_BYTES:
        raise InputError(
            f"is larger than {MAX_BYTES // (1024 * 1024)} MB: not a file of ours", source
        )
    try:
        value = tomllib.loads(text, parse_float=_toml_float)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        found = _TOML_POSITION.search(message)
        where = ""
        if found is not None:
            where = f"line {found[1]}, column {found[2]}" if found[1] else "end of the file"
            message = message[: found.start()].rstrip()
        raise InputError(f"not valid TOML: {message}", source, where) from None
    except _NumberError as error:
        raise InputError(str(error), source) from None
    except ValueError:
        # Python refuses to read an integer of more than 4300 digits.
        raise InputError(f"a number longer than {MAX_DIGITS} digits", source) from None
    except RecursionError:
        raise InputError(f"nested deeper than {max_depth} levels", source) from None
    _check_tree(value, source, max_depth)
    return value


def read_toml(
    path: Path, source: str | None = None, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH
) -> dict[str, Any]:
    """The checked TOML tables of the file `path` (see `loads_toml`)."""
    where = source or str(path)
    text = decode(read_bytes(path, where, max_bytes=max_bytes), where)
    return loads_toml(text, where, max_depth=max_depth)
