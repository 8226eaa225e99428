"""The `demloc` command line: version, help, catalog checks and offscreen screenshots."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from demloc import __version__
from demloc.cli import main
from demloc.paths import builtin_sets_dir

BAD = Path(__file__).parent.parent / "data" / "bad_sets"


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--version"], ["--log-level", "DEBUG", "--version"]):
        assert _exit_code(argv) == 0
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
             "demloc.missions.play", "demloc.cli.guild", "demloc.cli.rolls"}  # fmt: skip
    assert not heavy & (_imported_by("--version") | _imported_by("--help"))
    # A command imports its own module, not the others'.
    rules = _imported_by("rules", "show", "7")
    assert "demloc.cli.rules" in rules and not {"demloc.cli.guild", "alembic"} & rules


def test_every_command_is_listed_with_its_own_help(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`demloc --help` lists every command with its help and every option, as the parser
    built for any one command does (the others are only listed there)."""
    from demloc.cli import COMMANDS, build_parser, command_in

    monkeypatch.setenv("COLUMNS", "300")  # a help a line
    assert _exit_code(["--help"]) == 0
    lines = capsys.readouterr().out.splitlines()
    for name, (_module, text) in COMMANDS.items():
        assert any(line.split() == [name, *text.split()] for line in lines), name
    for option in ("--version", "--db", "--screenshot", "--view", "--tab", "--size"):
        assert any(line.split()[:1] == [option] for line in lines), option
    full = build_parser(None).format_help()
    for name in COMMANDS:  # each command alone: the same list, the same words
        assert build_parser(name).format_help() == full, name
    assert command_in(["--db", "x.sqlite3", "guild", "list"]) == "guild"
    assert command_in(["--view", "rules"]) is None  # "rules" is the option's value here
    assert command_in(["--size", "1024x700", "odds", "--help"]) == "odds"
    assert command_in([]) is None
    # argparse's abbreviations of a valued option take the next word too (review).
    for argv, command in (
        (["--d", "guild", "catalog", "path"], "catalog"),
        (["--vi", "rules", "rules", "show", "7"], "rules"),
        (["--log", "DEBUG", "catalog", "path"], "catalog"),
        (["--si", "1024x700", "catalog", "path"], "catalog"),
        (["--db=guild", "catalog", "path"], "catalog"),
        (["--ta", "odds", "catalog", "path"], "catalog"),
    ):
        assert command_in(argv) == build_parser(command).parse_args(argv).command == command


def _exit_code(argv: list[str]) -> int | str | None:
    """What `demloc ARGV` exits with: main's answer, or argparse's exit."""
    try:
        return main(argv)
    except SystemExit as done:
        return done.code


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
