"""The shared table with real processes on the loopback (issue 30), for the tests and
benchmarks/bench_table_net.py: a database with a training mission in play (The Red
Lantern, red, against The Grey Owls, blue), a `demloc serve` process on it (started,
killed with SIGKILL, started again at the same port), scripted players that send
commands as fast as the client lets them and retry the refused ones on the revision
they missed, and what the database says was applied."""

from __future__ import annotations

import asyncio
import contextlib
import io
import itertools
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from demloc.cli import main
from demloc.net.client import TableClient
from support.children import child_env
from support.mission_cli import LANTERN, OWLS, OWLS_FILE, SEED, TO_READY

READY_S = 120.0  # a start on a loaded machine (the catalog, the database): a bound only


def demloc(db: Path, *args: str) -> str:
    """`demloc --db DB ARGS` in this process: its output (exit 0 required)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--db", str(db), *args])
    assert code == 0, err.getvalue()
    return out.getvalue()


def mission_in_play(db: Path) -> int:
    """On a new database, a training mission begun and its first turn started: its id."""
    demloc(db, "guild", "starter")
    demloc(db, "guild", "import", str(OWLS_FILE))
    made = demloc(db, "mission", "new", LANTERN, OWLS, "--training", "--seed", str(SEED))
    mission = int(made.split()[1].rstrip(":"))
    steps = [a for i, a in enumerate(TO_READY) if i not in (2, 3)]  # no raffle in training
    demloc(db, "mission", "do", str(mission), *(json.dumps(a) for a in steps))
    demloc(db, "mission", "play", str(mission))
    demloc(db, "mission", "play", str(mission), json.dumps({"kind": "new_turn"}))
    return mission


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class Served:
    """`demloc serve` on the loopback at a fixed port: `start()` until it listens (the
    join link it printed), `kill()` with SIGKILL, `stop()` with SIGTERM."""

    def __init__(self, db: Path, folder: Path, port: int | None = None) -> None:
        self.db, self.folder, self.port = db, folder, port or free_port()
        self.process: subprocess.Popen[bytes] | None = None
        self.link = ""
        self.starts = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> float:
        """Started; returns once it listens, the moment it did (time.monotonic)."""
        self.starts += 1
        out = self.folder / f"serve-{self.starts}.out"
        with out.open("wb") as stdout, (self.folder / f"serve-{self.starts}.err").open("wb") as err:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "demloc", "--db", str(self.db), "serve",
                 "--listen", "127.0.0.1", "--port", str(self.port)],
                stdout=stdout, stderr=err, env=child_env(),
            )  # fmt: skip
        deadline = time.monotonic() + READY_S
        while "\nJoin: " not in "\n" + out.read_text():
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.kill()
                raise AssertionError(f"demloc serve did not start:\n{self.errors()}")
            time.sleep(0.005)
        listening = time.monotonic()
        line = next(x for x in out.read_text().splitlines() if x.startswith("Join: "))
        self.link = line.removeprefix("Join: ").strip()
        return listening

    def errors(self) -> str:
        return (self.folder / f"serve-{self.starts}.err").read_text()

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(30)
            assert self.process.returncode == -signal.SIGKILL

    def stop(self) -> int:
        """SIGTERM, as a service manager stops it: its exit code."""
        assert self.process is not None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        return self.process.wait(30)


class Player:
    """A scripted device of one colour: commands (+1 fate point to his own colour,
    R-186) as fast as the client sends them, each on the revision it holds; a refused
    one is made again, a new id, on the revision the refusal names."""

    _ids = itertools.count(1)

    def __init__(self, url: str, colour: str, name: str, token: str = "") -> None:
        self.colour, self.name = colour, name
        self.client = TableClient(url, token=token, role="player", colour=colour)
        self.acked: dict[str, int] = {}  # id -> the revision its ack named
        self.refused = 0
        self.task: asyncio.Task[None] | None = None

    async def join(self, timeout: float = 60) -> None:
        self.task = asyncio.create_task(self.client.run())
        await self.client.welcomed(timeout)

    def event(self) -> dict[str, Any]:
        return {"kind": "fate", "player": self.colour, "change": 1}

    async def one(self) -> float:
        """One command until it is applied: the seconds it took."""
        start = time.monotonic()
        while True:
            ident = f"{self.name}-{next(self._ids)}"
            at = self.client.revision
            answer = await self.client.send(
                {"type": "event", "id": ident, "at": at, "event": self.event()}
            )
            if answer["type"] == "ack":  # its state follows: the next is made on it
                revision = self.acked[ident] = int(answer["revision"])
                await self.client.until(lambda s, r=revision: s["revision"] >= r, 60)
                return time.monotonic() - start
            assert answer["type"] == "refused", answer
            self.refused += 1
            assert "acted first" in answer["reason"] or answer["revision"] != at, answer
            await self.client.until(lambda s, r=answer["revision"]: s["revision"] >= r, 60)

    async def play(self, count: int) -> None:
        for _ in range(count):
            await self.one()

    async def close(self) -> None:
        await self.client.close()
        if self.task is not None:
            await asyncio.gather(self.task, return_exceptions=True)


def applied(db: Path, mission: int) -> dict[str, tuple[str, int]]:
    """The commands the database says were applied: id -> (sender, revision)."""
    from sqlalchemy import select

    from demloc.store.database import open_database
    from demloc.store.schema_table import TableCommand

    sessions = open_database(str(db))
    try:
        with sessions() as session:
            rows = session.execute(
                select(TableCommand.command, TableCommand.sender, TableCommand.revision).where(
                    TableCommand.setup_id == mission
                )
            ).all()
    finally:
        sessions.kw["bind"].dispose()
    found = {command: (sender, revision) for command, sender, revision in rows}
    assert len(found) == len(rows), "a command applied twice"
    return found


def shown(db: Path, mission: int) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(demloc(db, "mission", "show", str(mission), "--json"))
    return data
