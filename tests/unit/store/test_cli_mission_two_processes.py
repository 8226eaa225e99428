"""Two players act on one set-up at once from the command line (issue 29): two real
`demloc mission do ID --at REVISION` processes made on the same revision. Exactly one
wins; the other exits 1 saying the mission moved; the log holds one step more, the
winner's, never both nor none (R-183). On SQLite and on PostgreSQL."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import func, select

from demloc.cli import main
from demloc.store.database import open_database
from demloc.store.schema_missions import MissionSetupAction
from support.mission_cli import LANTERN, OWLS, OWLS_FILE
from support.starter import starter

TRIALS = 2
CHOICES = ("blood-in-the-gutters", "retrieve-the-relic")


def _env() -> dict[str, str]:
    app = str(Path(__file__).resolve().parents[3] / "app")
    return dict(os.environ, PYTHONPATH=os.pathsep.join([app, os.environ.get("PYTHONPATH", "")]))


def _steps(url: str) -> int:
    sessions = open_database(url)
    try:
        with sessions() as session:
            counted = session.scalar(
                select(func.count())
                .select_from(MissionSetupAction)
                .where(MissionSetupAction.setup_id == 1, MissionSetupAction.undone.is_(False))
            )
    finally:
        sessions.kw["bind"].dispose()
    return int(counted or 0)


def _view(url: str, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    capsys.readouterr()
    assert main(["--db", url, "mission", "show", "1", "--json"]) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


@pytest.mark.slow
def test_two_processes_on_one_revision_one_wins(
    database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # In a process of its own: `demloc guild` leaves its connections to the process's end.
    starter(database_url)
    imported = subprocess.run(
        [sys.executable, "-m", "demloc", "--db", database_url, "guild", "import", str(OWLS_FILE)],
        capture_output=True, text=True, env=_env(), timeout=120, check=False,
    )  # fmt: skip
    assert imported.returncode == 0, imported.stderr
    assert main(["--db", database_url, "mission", "new", LANTERN, OWLS, "--standard"]) == 0
    for _trial in range(TRIALS):
        view = _view(database_url, capsys)
        at, before = view["revision"], _steps(database_url)
        assert isinstance(at, int)
        command = [sys.executable, "-m", "demloc", "--db", database_url, "mission", "do", "1",
                   "--at", str(at)]  # fmt: skip
        workers = [
            subprocess.Popen(
                [*command, json.dumps({"action": "choose_mission", "mission": choice})],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=_env(),
            )
            for choice in CHOICES
        ]
        outputs = [w.communicate(timeout=120) for w in workers]
        ended = [(w.returncode, out, err) for w, (out, err) in zip(workers, outputs, strict=True)]
        codes = sorted(code for code, _out, _err in ended)
        assert codes == [0, 1], ended
        winner = next(CHOICES[i] for i, (code, _o, _e) in enumerate(ended) if code == 0)
        loser_err = next(err for code, _out, err in ended if code == 1)
        assert loser_err == (
            f"demloc mission: mission 1 moved: it is at revision {at + 1}, this was made on {at}\n"
        )
        after = _view(database_url, capsys)
        assert after["revision"] == at + 1 and after["mission"] == winner
        assert _steps(database_url) == before + 1  # one step: the winner's, once
        assert main(["--db", database_url, "mission", "undo", "1"]) == 0  # the next trial
