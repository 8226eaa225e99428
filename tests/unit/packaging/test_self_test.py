"""`demloc --self-test` (issue 32, RULINGS.md R-217): four steps in a temporary folder,
exit 0 with one line, or 1 with one line naming the step that failed. CI runs it from
the bundle under Xvfb (.ci/run); here from the source."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from demloc import paths, selftest

STEPS = "database, main window, board picture, mission step"


@pytest.mark.slow
def test_the_self_test_passes_and_writes_none_of_the_players_files(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run(
        [sys.executable, "-m", "demloc", "--self-test"],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"demloc --self-test: passed ({STEPS}) in ")
    assert done.stdout.count("\n") == 1 and done.stderr == ""
    assert not (tmp_path / "data").exists()  # its database and autosave were its own


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> None:
    """Qt's messages left to pytest-qt (the self-test sends them to the log)."""
    monkeypatch.setattr("demloc.ui.application.quiet_qt", lambda: None)


def _one_line(capsys: pytest.CaptureFixture[str]) -> str:
    said = capsys.readouterr()
    assert said.out == "" and said.err.count("\n") == 1, said
    return said.err


@pytest.mark.usefixtures("quiet")
def test_missing_tiles_fail_the_board_picture_and_say_so(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A bundle built without its tiles: the database and the window pass, the picture not.
    monkeypatch.setattr(paths, "tiles_dir", lambda: tmp_path / "no-tiles")
    ran: list[str] = []
    monkeypatch.setattr(selftest, "STEPS", (
        *selftest.STEPS[:3], ("mission step", lambda run: ran.append("mission step")),
    ))  # fmt: skip
    assert selftest.run_self_test() == 1
    line = _one_line(capsys)
    assert line.startswith("demloc --self-test: FAILED at board picture: ")
    assert "no-tiles" in line and ran == []  # the folder named; no step after it


@pytest.mark.usefixtures("quiet")
def test_migrations_that_cannot_be_read_fail_the_database_step(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(selftest, "FIRST_SCHEMA", "not-a-revision")
    assert selftest.run_self_test() == 1
    line = _one_line(capsys)
    assert line.startswith("demloc --self-test: FAILED at database: ") and "not-a-revision" in line
