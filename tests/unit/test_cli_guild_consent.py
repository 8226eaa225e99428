"""`demloc guild import` asks before it takes anything (issue 27 item 4, RULINGS.md R-158).

A file with the guild's identity, its account's name and a higher revision (both in
every file the guild was ever exported to) emptied the guild with no question. The
command shows the plan the screen shows; an update that takes mercenaries, items,
feods or blood stones needs --yes; one that empties the guild needs its name too
(--empty-guild NAME). Every case runs the real command in a process of its own.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from support.guild_files import crafted
from support.starter import starter

LANTERN = "The Red Lantern"


def _cli(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "demloc", "--db", str(db), "guild", *args],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip


def _shown(db: Path, name: str = LANTERN) -> dict[str, Any]:
    done = _cli(db, "show", name)
    assert done.returncode == 0, done.stderr
    data: dict[str, Any] = json.loads(done.stdout)
    data.pop("exported_at")
    return data


@pytest.fixture
def home(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    """A database with the starter guild, and that guild's own export."""
    db, out = tmp_path / "home.sqlite3", tmp_path / "lantern.json"
    starter(db)
    assert _cli(db, "export", LANTERN, "-o", str(out)).returncode == 0
    return db, json.loads(out.read_text(encoding="utf-8"))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("change", "taken"),
    [
        ("member", "the mercenary Pike Tallow"),
        ("feods", "5 feods"),
        ("item", "the weapon Knuckle Wraps"),
    ],
)
def test_an_update_that_takes_anything_needs_yes(
    home: tuple[Path, dict[str, Any]], tmp_path: Path, change: str, taken: str
) -> None:
    db, exported = home
    path, before = crafted(exported, tmp_path, change), _shown(db)
    for options in ((), ("--empty-guild", LANTERN)):  # a name is no yes
        done = _cli(db, "import", str(path), *options)
        assert done.returncode == 1, done.stdout
        assert f"update {LANTERN}\n- " in done.stdout  # the plan, as the screen shows it
        assert f"It takes from {LANTERN}: " in done.stdout and taken in done.stdout
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
        assert str(path) in done.stderr and taken in done.stderr
        assert "nothing was changed" in done.stderr and "(to apply it: --yes)" in done.stderr
        assert _shown(db) == before
    done = _cli(db, "import", str(path), "--yes")
    assert done.returncode == 0 and done.stdout.endswith("imported\n"), done.stderr
    assert _shown(db)["guild"]["revision"] == exported["guild"]["revision"] + 1


@pytest.mark.slow
@pytest.mark.parametrize(
    ("change", "options"),
    [("richer", ()), ("moved", ("--yes", "--empty-guild", "Iron Quills"))],
)
def test_an_update_that_takes_nothing_needs_no_yes(
    home: tuple[Path, dict[str, Any]], tmp_path: Path, change: str, options: tuple[str, ...]
) -> None:
    """Nothing taken: applied with no option; the options change nothing then (a name
    that is not the guild's is no refusal when nothing would be emptied)."""
    db, exported = home
    done = _cli(db, "import", str(crafted(exported, tmp_path, change)), *options)
    assert done.returncode == 0, done.stderr
    assert "It takes from" not in done.stdout and "It empties" not in done.stdout
    after = _shown(db)
    assert after["guild"]["revision"] == exported["guild"]["revision"] + 1
    assert len(after["members"]) == 4 and len(after["items"]) == 4


@pytest.mark.slow
@pytest.mark.parametrize(
    ("change", "how"),
    [("wipe", "no mercenaries"), ("broke", "0 feods, 0 blood stones and no items")],
)
def test_an_update_that_empties_the_guild_needs_its_name_and_yes(
    home: tuple[Path, dict[str, Any]], tmp_path: Path, change: str, how: str
) -> None:
    db, exported = home
    path, before = crafted(exported, tmp_path, change), _shown(db)
    refused = [
        ((), ""),
        (("--yes",), ""),
        (("--yes", "--empty-guild", "the red lantern"), "'the red lantern' is not its name"),
        (("--yes", "--empty-guild", "Iron Quills"), "'Iron Quills' is not its name here"),
        (("--yes", "--empty-guild", ""), "'' is not its name here"),
    ]
    for options, said in refused:
        done = _cli(db, "import", str(path), *options)
        assert done.returncode == 1, (options, done.stdout)
        assert f"It empties {LANTERN}: {how}." in done.stdout
        assert f"this import empties {LANTERN} ({how})" in done.stderr, done.stderr
        assert said in done.stderr and "nothing was changed" in done.stderr
        assert f"(to apply it: --empty-guild '{LANTERN}' --yes)" in done.stderr
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
        assert _shown(db) == before
    # Named, and not confirmed: what it takes still needs the yes.
    done = _cli(db, "import", str(path), "--empty-guild", LANTERN)
    assert done.returncode == 1 and "(to apply it: --yes)" in done.stderr, done.stderr
    assert _shown(db) == before
    # A dry run shows the plan and changes nothing, whatever it would do.
    done = _cli(db, "import", str(path), "--dry-run")
    assert done.returncode == 0 and "It empties" in done.stdout and _shown(db) == before
    # Asked for by name (spaces round it are no part of a name) and confirmed: done.
    done = _cli(db, "import", str(path), "--yes", "--empty-guild", f" {LANTERN} ")
    assert done.returncode == 0, done.stderr
    after = _shown(db)
    assert after["guild"]["feods"] == 0 and not after["items"]
    assert len(after["members"]) == (0 if change == "wipe" else 4)


@pytest.mark.slow
def test_a_guild_empty_here_is_not_emptied_again(
    home: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    """R-158: emptying is a non-empty guild left empty; an empty one updated to another
    empty state (a later file of it) takes nothing and needs no option."""
    db, exported = home
    wipe = crafted(exported, tmp_path, "wipe")
    assert _cli(db, "import", str(wipe), "--yes", "--empty-guild", LANTERN).returncode == 0
    again = json.loads(wipe.read_text(encoding="utf-8"))
    again["guild"]["revision"] += 1
    again["guild"]["colour"] = "blue"
    wipe.write_text(json.dumps(again), encoding="utf-8")
    done = _cli(db, "import", str(wipe))
    assert done.returncode == 0 and "colour red -> blue" in done.stdout, done.stderr
    assert _shown(db)["guild"]["colour"] == "blue"


@pytest.mark.slow
def test_a_new_guild_takes_nothing_and_needs_no_option(
    home: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    """An empty guild coming in as a new guild empties nothing here."""
    _, exported = home
    wipe = crafted(exported, tmp_path, "wipe")
    done = _cli(tmp_path / "friend.sqlite3", "import", str(wipe), "--as", "Empty Lantern")
    assert done.returncode == 0 and "new guild Empty Lantern" in done.stdout, done.stderr
    assert _shown(tmp_path / "friend.sqlite3", "Empty Lantern")["members"] == []


def test_the_hint_is_a_command_line_for_any_name(tmp_path: Path) -> None:
    """The hint to apply a wipe is typed back into a shell as it is said: a guild named
    with an apostrophe was quoted as 'Ulrec's Own', which no shell reads (issue 27
    review)."""
    db, out, name = tmp_path / "home.sqlite3", tmp_path / "ulrec.json", "Ulrec's Own"
    starter(db)
    assert _cli(db, "rename", LANTERN, name).returncode == 0
    assert _cli(db, "export", name, "-o", str(out)).returncode == 0
    path = crafted(json.loads(out.read_text(encoding="utf-8")), tmp_path, "wipe")
    done = _cli(db, "import", str(path))
    assert done.returncode == 1 and "(to apply it: " in done.stderr, done.stderr
    hint = done.stderr.rsplit("(to apply it: ", 1)[1].rstrip().removesuffix(")")
    options = shlex.split(hint)
    assert options == ["--empty-guild", name, "--yes"], options
    done = _cli(db, "import", str(path), *options)
    assert done.returncode == 0 and "imported" in done.stdout, done.stderr
    assert _shown(db, name)["members"] == []
