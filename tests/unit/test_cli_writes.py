"""Every command that writes a file the player names says, in one line, why it cannot:
a folder where the file should go, a folder that is a file (review of issue 27, item 3:
`demloc guild export` and `guild roster` ended in a traceback)."""

from __future__ import annotations

from pathlib import Path

import pytest

from demloc.cli import main
from support.starter import starter

MAP = Path(__file__).parents[2] / "resources" / "maps" / "market-brawl.json"


@pytest.mark.parametrize(
    "command",
    [
        ["guild", "export", "The Red Lantern", "-o", "{out}.json"],
        ["guild", "roster", "The Red Lantern", "-o", "{out}.png"],
        ["guild", "roster", "The Red Lantern", "-o", "{out}.pdf"],
        ["map", "render", str(MAP), "-o", "{out}.png"],
        ["rules", "pdf", "{out}.pdf"],
    ],
    ids=lambda c: " ".join(c[:2]),
)
@pytest.mark.parametrize("where", ["a folder", "under a file"])
def test_a_file_that_cannot_be_written_is_one_line_naming_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: list[str], where: str
) -> None:
    if where == "a folder":
        out = tmp_path / "taken"
        for suffix in (".json", ".png", ".pdf"):
            (tmp_path / f"taken{suffix}").mkdir()
    else:
        (tmp_path / "notes.txt").write_text("not a folder", encoding="utf-8")
        out = tmp_path / "notes.txt" / "out"
    words = [w.format(out=out) for w in command]
    starter(tmp_path / "g.sqlite3")
    code = main(["--db", str(tmp_path / "g.sqlite3"), *words])
    _, err = capsys.readouterr()
    assert code != 0
    named = str(out) in err or f"{out.parent}:" in err  # the file, or its folder
    assert err.count("\n") == 1 and err.startswith("demloc ") and named, err
