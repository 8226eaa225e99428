"""The `demloc` command line: version, help, catalog checks and offscreen screenshots."""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from demloc import __version__, cli
from demloc.cli import main
from demloc.paths import builtin_sets_dir

BAD = Path(__file__).parent.parent / "data" / "bad_sets"


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"demloc {__version__}"
    with pytest.raises(SystemExit) as done:  # among other options: argparse's own
        main(["--log-level", "DEBUG", "--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"demloc {__version__}"


def _imported_by(*argv: str) -> set[str]:
    """The modules a fresh interpreter imports to run `demloc ARGV`."""
    script = (
        "import sys, contextlib, io\n"
        "from demloc.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n"
        f"        main({list(argv)!r})\n"
        "    except SystemExit:\n"
        "        pass\n"
        "print(' '.join(sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=120)  # fmt: skip
    return set(done.stdout.split())


def test_version_and_help_import_no_command_module_issue_16() -> None:
    """`demloc --version` and `--help` stay fast: no board, rules, store or Qt."""
    heavy = {"sqlalchemy", "alembic", "PySide6", "demloc.board.board", "demloc.store.database",
             "demloc.missions.play", "demloc.cli_guild", "demloc.cli_rules"}  # fmt: skip
    version = _imported_by("--version")
    assert not heavy & version and "argparse" not in version
    helped = _imported_by("--help")
    assert not heavy & helped
    # Nor what the interpreter would not load for them: a third of their time (issue 16).
    assert not {"typing", "pathlib", "shutil"} & (version | helped)
    # Nor argparse for the help, unless a catalog translates its words.
    assert ("argparse" in helped) == cli._translated()
    # A command imports its own module, not the others'.
    rules = _imported_by("rules", "show", "7")
    assert "demloc.cli_reference" in rules and not {"demloc.cli_guild", "alembic"} & rules


def test_every_command_is_listed_with_its_own_help() -> None:
    import argparse

    from demloc.cli import COMMANDS, EVERY, build_parser, command_in

    def helps(parser: argparse.ArgumentParser) -> dict[str, str | None]:
        sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        return {a.dest: a.help for a in sub._choices_actions}

    full = helps(build_parser(EVERY))
    assert list(full) == list(COMMANDS)
    assert helps(build_parser(None)) == full == {n: h for n, (_m, h) in COMMANDS.items()}
    for name in COMMANDS:  # each command alone: the same list, the same words
        assert helps(build_parser(name)) == full, name
    assert command_in(["--db", "x.sqlite3", "guild", "list"]) == "guild"
    assert command_in(["--view", "rules"]) is None  # "rules" is the option's value here
    assert command_in(["--size", "1024x700", "odds", "--help"]) == "odds"
    assert command_in(["nonsense"]) is None and command_in([]) is None
    # argparse's abbreviations of a valued option take the next word too (review).
    every = build_parser(EVERY)
    for argv, command in (
        (["--d", "guild", "catalog", "path"], "catalog"),
        (["--vi", "rules", "rules", "show", "7"], "rules"),
        (["--log", "DEBUG", "catalog", "path"], "catalog"),
        (["--si", "1024x700", "catalog", "path"], "catalog"),
        (["--db=guild", "catalog", "path"], "catalog"),
        (["--ta", "odds", "catalog", "path"], "catalog"),
    ):
        assert command_in(argv) == every.parse_args(argv).command == command, argv


def _exit_code(argv: list[str]) -> int | str | None:
    """What `demloc ARGV` exits with: main's answer, or argparse's exit."""
    try:
        return main(argv)
    except SystemExit as done:
        return done.code


def test_help_names_the_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert _exit_code(["--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--db", "--screenshot", "--view", "catalog"):
        assert option in out


@pytest.mark.parametrize("columns", [80, 120, 200])
def test_help_is_as_wide_as_the_terminal(
    columns: int, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """As argparse finds the width (COLUMNS, then the terminal), without shutil."""
    monkeypatch.setenv("COLUMNS", str(columns))
    assert _exit_code(["--help"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(map(len, lines)) <= columns - 2
    assert max(map(len, lines)) > columns - 30  # the lines are filled, not cut at 80


def test_the_help_made_without_argparse_is_argparse_s_at_every_width(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`demloc --help` is formatted from OPTIONS and COMMANDS without argparse (issue 16):
    the same text as argparse's help of the parser built from them, at every width where
    it is made (argparse makes it where not: only below 20 columns)."""
    made = set()
    for columns in range(1, 301):
        monkeypatch.setenv("COLUMNS", str(columns))
        text = cli._help_text(columns - 2)
        if text is not None:
            assert text == cli.build_parser(None).format_help(), f"COLUMNS={columns}"
            made.add(columns)
    assert made == set(range(20, 301))


@pytest.mark.parametrize("columns", [10, 40, 80, 120, 200])
@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_is_argparse_s_help_with_or_without_a_catalog(
    columns: int,
    flag: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`--help` and `-h` print argparse's help of build_parser(None) and exit 0: made
    without argparse, or by argparse where a catalog translates its words (gettext
    finds one for the user's language where it looks) or the terminal is too narrow
    (10 columns)."""
    import gettext

    assert gettext._default_localedir == cli.LOCALE_DIR  # type: ignore[attr-defined]
    monkeypatch.setenv("COLUMNS", str(columns))
    monkeypatch.setenv("LANGUAGE", "xx")
    expected = cli.build_parser(None).format_help()
    catalog = tmp_path / "locale" / "xx" / "LC_MESSAGES" / "messages.mo"
    # gettext's folder: none; there, with no catalog for "xx"; with one (its words used).
    for folder, translated, fast in (
        (tmp_path / "none", False, columns > 10),
        (tmp_path / "locale", False, columns > 10),
        (tmp_path / "locale", True, False),
    ):
        folder.mkdir(exist_ok=True)
        if folder.name == "none":
            folder.rmdir()
        monkeypatch.setattr(gettext, "_default_localedir", str(folder))
        monkeypatch.setattr(cli, "LOCALE_DIR", str(folder))
        if translated:
            catalog.parent.mkdir(parents=True)
            # A catalog with no message (GNU .mo: magic, revision, count 0, offsets).
            catalog.write_bytes(struct.pack("<7I", 0x950412DE, 0, 0, 28, 28, 0, 28))
        assert cli._translated() is translated
        if fast:
            assert main([flag]) == 0  # returned: argparse never parsed
        else:
            with pytest.raises(SystemExit) as done:  # argparse's -h
                main([flag])
            assert done.value.code == 0
        assert capsys.readouterr() == (expected, "")


def test_catalog_check_passes_on_the_starter_sets(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["catalog", "check", str(builtin_sets_dir())]) == 0
    out = capsys.readouterr().out
    assert out.count("ok ") == 5 and "skipped" not in out


def test_catalog_check_names_each_bad_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copy(BAD / "unknown_keyword.toml", tmp_path)
    shutil.copy(builtin_sets_dir() / "rog-guild-1.toml", tmp_path)
    assert main(["catalog", "check", "--json", str(tmp_path)]) == 1
    report = json.loads(capsys.readouterr().out)
    assert [s["id"] for s in report["sets"]] == ["rog-guild-1"]
    (skipped,) = report["skipped"]
    assert skipped["error"] == "UnknownKeywordError"
    assert skipped["file"].endswith("unknown_keyword.toml")
    assert (skipped["card"], skipped["field"]) == ("mercenary 'm-one'", "abilities[1].keyword")


def test_catalog_path(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["catalog", "path"]) == 0
    out = capsys.readouterr().out
    assert str(builtin_sets_dir()) in out and "your sets" in out


def _demloc(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "demloc", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def test_screenshot_of_a_view_on_a_fresh_database(tmp_path: Path) -> None:
    db, out = tmp_path / "fresh.sqlite3", tmp_path / "shots" / "catalog.png"
    done = _demloc("--db", str(db), "--screenshot", str(out), "--view", "catalog")
    assert done.returncode == 0, done.stderr
    assert db.exists()  # first start created the database ...
    with Image.open(out) as image:
        assert image.size == (1280, 800)
        # ... and the picture is not blank: the catalog table has many colours.
        assert len(image.convert("RGB").getcolors(maxcolors=100_000) or []) > 50


@pytest.mark.slow
def test_screenshot_of_a_tab_and_of_a_tab_that_does_not_exist(tmp_path: Path) -> None:
    db = tmp_path / "fresh.sqlite3"
    shots = {}
    for tab in ("Overview", "armory"):  # any case
        out = tmp_path / f"{tab}.png"
        done = _demloc("--db", str(db), "--screenshot", str(out), "--view", "guild", "--tab", tab)
        assert done.returncode == 0, done.stderr
        with Image.open(out) as image:
            shots[tab] = image.convert("RGB").tobytes()
    assert shots["Overview"] != shots["armory"]  # the tab was switched
    missing = tmp_path / "nope.png"
    done = _demloc(
        "--db", str(db), "--screenshot", str(missing), "--view", "guild", "--tab", "Nope"
    )
    assert done.returncode == 1 and "no tab named 'Nope'" in done.stderr
    assert not missing.exists()


def test_screenshot_with_a_broken_database_fails_with_its_name(tmp_path: Path) -> None:
    db = tmp_path / "broken.sqlite3"
    db.write_bytes(b"not a database at all" * 100)
    done = _demloc("--db", str(db), "--screenshot", str(tmp_path / "x.png"))
    assert done.returncode == 1
    assert str(db) in done.stderr and "cannot be opened" in done.stderr
    assert not (tmp_path / "x.png").exists()
    assert db.read_bytes() == b"not a database at all" * 100


def test_a_screenshot_that_cannot_be_written_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    done = _demloc("--db", str(tmp_path / "d.sqlite3"), "--screenshot", str(blocker / "x.png"))
    assert done.returncode == 1 and "cannot write the picture" in done.stderr
    assert "Traceback" not in done.stderr


def test_catalog_check_takes_set_files_and_names_missing_paths(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("x = [", encoding="utf-8")
    done = _demloc("catalog", "check", str(bad))
    assert done.returncode == 1 and "not valid TOML" in done.stdout
    done = _demloc("catalog", "check", str(tmp_path / "nowhere"))
    assert done.returncode == 1 and "no such file or folder" in done.stderr


def test_catalog_check_names_a_pipe_a_device_or_an_empty_folder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "zero").symlink_to("/dev/zero")
    assert main(["catalog", "check", str(tmp_path / "pipe"), str(tmp_path / "zero")]) == 1
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and all("not a regular file" in line for line in out)
    (tmp_path / "empty").mkdir()
    assert main(["catalog", "check", str(tmp_path / "empty")]) == 1
    assert f"no set file (*.toml) in {tmp_path / 'empty'}" in capsys.readouterr().err


WIDTHS = """
import shutil, sys
from demloc import cli
print(cli._terminal_columns(), shutil.get_terminal_size().columns, file=sys.stderr)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal")
@pytest.mark.parametrize("columns", [None, "", "abc", "1e2", "80x", "-1", "0", "57", "200"])
def test_the_help_is_as_wide_as_argparse_finds_the_terminal(columns: str | None) -> None:
    """Issue 16 review: the help's width is argparse's (shutil.get_terminal_size): on a
    terminal 137 wide with COLUMNS unset (bash does not export it), junk or not above 0,
    the terminal's; a number above 0, that. Each asked in a new process on a real
    pseudo-terminal, and without one (80)."""
    import fcntl
    import pty
    import termios

    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    if columns is not None:
        env["COLUMNS"] = columns
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 137, 0, 0))
    try:
        for stdout, terminal in ((follower, 137), (subprocess.DEVNULL, 80)):
            done = subprocess.run([sys.executable, "-c", WIDTHS], stdout=stdout, env=env,
                                  stderr=subprocess.PIPE, text=True, check=True, timeout=60)  # fmt: skip
            ours, argparse_s = map(int, done.stderr.split())
            assert ours == argparse_s
            assert ours == (int(columns) if columns and columns.lstrip("-").isdigit()
                            and int(columns) > 0 else terminal)  # fmt: skip
    finally:
        os.close(leader)
        os.close(follower)
