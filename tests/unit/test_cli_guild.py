"""`demloc guild ...` (issue 6): new, list, show, export, import, roster; errors on stderr."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from demloc.cli import main
from support.starter import starter


def _run(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> tuple[int, str, str]:
    code = main(["--db", str(db), "guild", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_new_list_show_export_import(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db, other = tmp_path / "home.sqlite3", tmp_path / "friend.sqlite3"
    for empty in (db, other):  # the starter content, asked for
        code, out, _ = _run(capsys, empty, "starter")
        assert code == 0 and out.startswith("created The Red Lantern (Guild Master)")
    code, _, err = _run(capsys, db, "starter")  # only into an empty database
    assert code == 1 and "has a player account already" in err
    assert _run(capsys, db, "new", "Iron Quills", "--colour", "green")[0] == 0
    code, out, _ = _run(capsys, db, "list", "--json")
    names = [g["name"] for g in json.loads(out)]
    assert code == 0 and names == ["Iron Quills", "The Red Lantern"]
    code, out, _ = _run(capsys, db, "show", "The Red Lantern")
    assert code == 0 and len(json.loads(out)["members"]) == 4
    exported = tmp_path / "lantern.json"
    assert _run(capsys, db, "export", "The Red Lantern", "-o", str(exported))[0] == 0
    # At a friend's table: his own database, and the guild carried over. His starter
    # guild has the same name but is another guild (issue 10 item 6): never updated.
    code, _, err = _run(capsys, other, "import", str(exported))
    assert code == 1 and "that name is taken by a different guild here" in err
    assert "--as NAME" in err and "Traceback" not in err
    code, out, _ = _run(capsys, other, "import", str(exported), "--as", "Our Lantern")
    assert code == 0 and "new guild Our Lantern" in out
    assert "Ashby" in out  # the plan names the mercenaries
    code, out, _ = _run(capsys, other, "show", "Our Lantern")
    carried, original = json.loads(out)["guild"], json.loads(exported.read_text())["guild"]
    assert carried["revision"] == original["revision"] and carried["uuid"] == original["uuid"]
    code, out, _ = _run(capsys, other, "show", "The Red Lantern")
    assert json.loads(out)["guild"]["uuid"] != original["uuid"]  # his own, untouched
    # The same file again updates the same guild, which keeps its name here.
    code, out, _ = _run(capsys, other, "import", str(exported))
    assert code == 0 and "update Our Lantern" in out and "keeps its name here" in out


def test_errors_exit_non_zero_with_the_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "g.sqlite3"
    starter(db)
    code, _, err = _run(capsys, db, "show", "Nobody")
    assert code == 1 and "no guild named 'Nobody'" in err
    code, _, err = _run(capsys, db, "new", "The Red Lantern", "--colour", "red")
    assert code == 1 and "there is a guild named 'The Red Lantern' already" in err
    code, _, err = _run(capsys, db, "new", "Bad\x00Name", "--colour", "red")
    assert code == 1 and "the guild's name holds a control character (U+0000)" in err
    code, _, err = _run(capsys, db, "rename", "The Red Lantern", "x" * 61)
    assert code == 1 and "the guild's name has 61 characters; at most 60" in err
    assert _run(capsys, db, "rename", "The Red Lantern", "  The Green Lamp ")[0] == 0
    assert "The Green Lamp\t" in _run(capsys, db, "list")[1]
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "demloc-guild", "version": 1}')
    code, _, err = _run(capsys, db, "import", str(bad))
    assert code == 1 and "guild: this field is required" in err


@pytest.mark.slow
def test_roster_pdf_and_png(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    starter(tmp_path / "r.sqlite3")
    for name in ("roster.pdf", "roster.png"):
        out = tmp_path / name
        done = subprocess.run(
            [sys.executable, "-m", "demloc", "--db", str(tmp_path / "r.sqlite3"), "guild", "roster",
             "The Red Lantern", "-o", str(out)],
            capture_output=True, text=True, env=env, timeout=120, check=False,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert "4 mercenaries" in done.stdout
        head = out.read_bytes()[:8]
        assert head.startswith(b"%PDF") if name.endswith("pdf") else head.startswith(b"\x89PNG")


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("deep", "nested deeper than 64 levels"),
        ("huge", "a number longer than 18 digits"),
        ("utf8", "line 1: is not valid UTF-8 text"),
        ("folder", "is a folder, not a file"),
    ],
)
def test_a_hostile_guild_file_is_one_message_and_changes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, kind: str, said: str
) -> None:
    """Issue 10 item 10: a guild file goes through the one reading layer (textio)."""
    db = tmp_path / "g.sqlite3"
    starter(db)

    def shown() -> dict[str, object]:
        data = json.loads(_run(capsys, db, "show", "The Red Lantern")[1])
        data.pop("exported_at")  # the time of the showing
        return dict(data)

    before = shown()
    path = tmp_path / f"{kind}.json"
    if kind == "deep":
        path.write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    elif kind == "huge":
        path.write_text('{"format": "demloc-guild", "guild": {"fame": ' + "9" * 5000 + "}}")
    elif kind == "utf8":
        path.write_bytes(b'{"format": "demloc-guild", "name": "\xff\xfe"}')
    else:
        path.mkdir()
    for dry_run in ((), ("--dry-run",)):
        code, out, err = _run(capsys, db, "import", str(path), *dry_run)
        assert code == 1 and out == "", out
        assert err.startswith("demloc guild: the guild file cannot be read: "), err
        assert str(path) in err and said in err, err
        assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert shown() == before
    assert _run(capsys, db, "list")[1].count("\n") == 1  # no guild came in


def test_a_hostile_guild_file_in_a_fresh_process_has_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"guild": ' * 5000 + "1" + "}" * 5000, encoding="utf-8")
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "demloc", "--db", str(tmp_path / "g.sqlite3"), "guild",
         "import", str(path)],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert "nested deeper than 64 levels" in done.stderr and str(path) in done.stderr


def test_an_import_ends_the_guilds_undo_history(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """R-177, as the Guild view's import does: what was kept for undo before the import
    is no longer offered (its rows are the file's now)."""
    from demloc.store.changes import GuildChange
    from demloc.store.database import open_database
    from demloc.store.guilds import find_guild
    from demloc.store.row_history import histories, record

    db = tmp_path / "home.sqlite3"
    starter(db)
    assert _run(capsys, db, "new", "Iron Quills", "--colour", "green")[0] == 0
    exported = tmp_path / "quills.json"
    assert _run(capsys, db, "export", "Iron Quills", "-o", str(exported))[0] == 0
    sessions = open_database(str(db))
    with sessions.begin() as session:
        quills = find_guild(session, "Iron Quills").id
        lantern = find_guild(session, "The Red Lantern").id
        for guild_id in (quills, lantern):
            record(session, guild_id, "guild", "Upgrade the armory", GuildChange(guild_id, {}, ()))
    assert _run(capsys, db, "import", str(exported), "--yes")[0] == 0
    with sessions.begin() as session:
        assert list(histories(session, "guild")) == [lantern]  # the other guild keeps its
    sessions.kw["bind"].dispose()
