"""Review of issue 32 part 1 (`demloc --self-test`, R-217): "exits 0, or 1 naming what
failed". Each test is a bug found, fixed since (fix32): the
regression test of it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from demloc import paths, selftest


def test_a_qt_platform_that_cannot_load_fails_the_main_window_step_and_says_so(
    tmp_path: Path,
) -> None:
    """A bundle whose platform plugins are lost (or a bad QT_QPA_PLATFORM, a dead
    DISPLAY over ssh): Qt's qFatal ends the process before the step can say anything;
    Qt's reason is in demloc.log only. Seen from the bundle with its
    `_internal/PySide6/Qt/plugins/platforms` removed: "Aborted", exit 134."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="no-such-platform", XDG_STATE_HOME=str(tmp_path / "state"))
    done = subprocess.run(
        [sys.executable, "-m", "demloc", "--self-test"],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert "demloc --self-test: FAILED at main window: " in done.stderr
    assert "no-such-platform" in done.stderr


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> None:
    """Qt's messages left to pytest-qt (the self-test sends them to the log)."""
    monkeypatch.setattr("demloc.ui.application.quiet_qt", lambda: None)


@pytest.mark.usefixtures("quiet")
def test_a_bundle_without_its_missions_fails_the_self_test(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 32 part 1: the bundle carries its missions; with resources/missions
    removed from the unpacked bundle the self-test still said "passed" (seen by hand).
    Here the same from the source: the resources seen through links, missions left out."""
    real = paths.resources_dir()
    resources = tmp_path / "resources"
    resources.mkdir()
    for entry in real.iterdir():
        if entry.name != "missions":
            (resources / entry.name).symlink_to(entry)
    (tmp_path / "tiles").symlink_to(paths.tiles_dir())
    monkeypatch.setattr(paths, "resources_dir", lambda: resources)
    assert selftest.run_self_test() == 1
    said = capsys.readouterr()
    assert "FAILED at " in said.err and "missions" in said.err, said


@pytest.mark.usefixtures("quiet")
def test_no_usable_temporary_folder_is_one_line_naming_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Seen from the bundle with /tmp and /var/tmp mounted read-only (TMPDIR=/tmp):
    FileNotFoundError "No usable temporary directory found" from selftest.run_self_test's
    TemporaryDirectory, outside the steps' handler. Here: the folder tempfile uses is
    gone."""
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "read-only-or-gone"))
    try:
        code = selftest.run_self_test()
    except OSError as error:
        pytest.fail(f"a traceback, not a line: {error!r}")
    said = capsys.readouterr()
    assert code == 1 and said.err.startswith("demloc --self-test: FAILED"), said
    assert "read-only-or-gone" in said.err


def test_a_missing_sets_folder_is_named_as_such(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Seen from the bundle with `_internal/demloc/resources/sets` removed: "FAILED at
    database: FileNotFoundError: DemLoc's resources folder is missing (looked beside
    …/_internal/demloc)", the folder being there. paths.resources_dir looks for sets/."""
    real = paths.resources_dir()
    package = tmp_path / "demloc"
    (package / "resources").mkdir(parents=True)
    for entry in real.iterdir():
        if entry.name != "sets":
            (package / "resources" / entry.name).symlink_to(entry)
    monkeypatch.setattr(paths, "__file__", str(package / "paths.py"))
    with pytest.raises(FileNotFoundError) as raised:
        paths.resources_dir()
    said = str(raised.value).replace(str(tmp_path), "…")
    assert "sets" in said and "resources folder is missing" not in said, said
