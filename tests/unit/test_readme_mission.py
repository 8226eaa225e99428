"""README.md's "A whole mission from the command line" (issue 29), run as written: each
`$ demloc ...` command of the section, in order, on a database of its own (the default
one, in this test's data folder), and each line the README shows under it checked
against what the command printed, so the example cannot rot.

A line shown is compared with its spaces made one (tabs, indents); `…` stands for any
lines left out; without `…` the lines shown are all the command printed. A command
whose output shows a refusal ("demloc mission: ...") must exit 1, any other 0."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from demloc.cli import main

README = Path(__file__).resolve().parents[2] / "README.md"
TITLE = "## A whole mission from the command line"
GAP = "…"


def _section(text: str) -> str:
    start = text.index(TITLE)
    end = text.find("\n## ", start + len(TITLE))
    return text[start : end if end >= 0 else len(text)]


def sessions(text: str) -> list[tuple[str, list[str]]]:
    """Each command of the section's code blocks with the lines shown under it."""
    blocks = re.findall(r"^```\n(.*?)^```$", _section(text), re.DOTALL | re.MULTILINE)
    found: list[tuple[str, list[str]]] = []
    for block in blocks:
        joined = block.replace("\\\n", " ")  # a command continued on the next line
        for line in joined.splitlines():
            if line.startswith("$ "):
                found.append((line[2:], []))
            else:
                assert found, f"a line shown before any command: {line!r}"
                found[-1][1].append(line)
    return found


def _flat(line: str) -> str:
    return " ".join(line.split())


def shown_matches(shown: list[str], printed: str) -> bool:
    """The lines shown are what was printed, `…` standing for any lines."""
    pattern = "".join(
        r"(?:[^\n]*\n)*?" if _flat(line) == GAP else re.escape(_flat(line)) + r"\n"
        for line in shown
    )
    text = "".join(_flat(line) + "\n" for line in printed.splitlines())
    return re.fullmatch(pattern, text) is not None


def test_the_matcher_holds_lines_in_order_and_gaps() -> None:
    assert shown_matches(["a", GAP, "c"], "a\nb\nb\nc\n")
    assert shown_matches(["a  b"], "a\tb\n")
    assert not shown_matches(["a", "c"], "a\nb\nc\n")  # no gap shown: every line
    assert not shown_matches(["c", GAP, "a"], "a\nc\n")
    assert not shown_matches(["a"], "a\nmore\n")
    assert shown_matches(["a", GAP], "a\nmore\n")


def test_the_readme_mission_runs_as_written(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(README.parent)  # its paths are the checkout's
    commands = sessions(README.read_text(encoding="utf-8"))
    said = " ".join(c for c, _ in commands)
    assert len(commands) >= 15 and "mission new" in said and "mission write" in said
    for command, shown in commands:
        words = shlex.split(command)
        assert words[0] == "demloc", command
        capsys.readouterr()
        try:
            code = main(words[1:])
        except SystemExit as stopped:  # argparse: a usage error
            code = int(stopped.code or 0)
        out, err = capsys.readouterr()
        refused = any(line.startswith("demloc mission: ") for line in shown)
        assert code == (1 if refused else 0), f"$ {command}\n{out}{err}"
        assert "Traceback" not in err
        assert shown_matches(shown, out + err), (
            f"$ {command}\nshown:\n" + "\n".join(shown) + f"\nprinted:\n{out}{err}"
        )
