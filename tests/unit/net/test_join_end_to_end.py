"""`demloc join` end to end (issue 30, R-189, R-195): two databases, the host's (The Red
Lantern) and the player's (The Grey Owls); the host's mission shared by a real
TableServer and TableHost on the loopback; the player's own DemLoc brings his guild
from his database, the host plays the mission to its end through the table API and
writes the results; `--results` takes them home once (again: "written before", nothing
changes), and never over his guild changed at home since it was brought. A guild of a
long campaign goes as a table copy and its history at home stays whole (R-209)."""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import insert

from demloc.net.host import TableHost
from demloc.net.protocol import MAX_FRAME
from demloc.net.server import TableServer
from demloc.store.database import open_database
from demloc.store.guilds import find_guild
from demloc.store.schema import LedgerEntry
from demloc.table import Table
from support.mission_cli import LANTERN, OWLS, SEED, TO_READY, TO_THE_END, Cli
from support.table_net import Served

ROOT = Path(__file__).resolve().parents[3]


class Shared:
    """The host's database, its mission 1 (the Red Lantern seated), shared by a
    TableServer in this process (`serve=False`), or by `demloc serve`."""

    def __init__(self, host: Cli, serve: Served | None = None) -> None:
        self.cli, self.serve = host, serve
        host.mission("new", LANTERN, "--standard", "--seed", str(SEED))
        self.table = Table.load(open_database(str(host.db)))
        self.server: TableServer | None = None
        if serve is not None:
            serve.start()
            self.url = serve.link
            return
        self.server = TableServer(lambda: TableHost(self.table, 1, ""), "127.0.0.1", 0)
        self.server.start()
        self.url = self.server.share()  # http://127.0.0.1:PORT/#t=TOKEN

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
        if self.serve is not None:
            assert self.serve.stop() == 0, self.serve.errors()

    def play_to_the_end(self) -> None:
        """The set-up to Ready, begun with the guild brought (the host keeps it, R-189),
        played to blue's surrender, the results written."""
        self.cli.mission("do", "1", *(json.dumps(a) for a in TO_READY))
        self.table.begin(1, guests=self.table.brought(1))
        self.table.play_all(1, TO_THE_END)
        self.table.write(1)
        if self.server is not None:
            self.server.notify()


@pytest.fixture
def shared(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Iterator[Shared]:
    host = Cli(capsys, tmp_path / "host.sqlite3")
    host.ok("guild", "starter")  # the starter's Red Lantern
    made = Shared(host)
    yield made
    made.stop()


@pytest.fixture
def player(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Cli:
    made = Cli(capsys, tmp_path / "player.sqlite3")
    made.two_guilds()  # his Grey Owls
    return made


def test_the_guild_goes_to_the_table_and_its_results_come_home_once(
    shared: Shared, player: Cli
) -> None:
    before = player.guild(OWLS)
    out = player.ok("join", shared.url, "--guild", OWLS)
    assert out.startswith(f"{OWLS} is at the table as blue.\n")
    seat_url = out.splitlines()[1].rsplit(" ", 1)[1]
    assert seat_url.startswith(shared.url.split("#")[0] + "#s=")
    view = shared.cli.view()
    assert [(p["colour"], p["guild"]) for p in view["players"]] == [
        ("red", LANTERN),
        ("blue", OWLS),
    ]
    assert player.guild(OWLS) == before  # bringing changes nothing at home
    # Asked before the end: the host's refusal, one line, nothing changed.
    line = player.refused("join", shared.url, "--guild", OWLS, "--results")
    assert line.startswith("demloc join: the table refused: the results go home once the host")

    shared.play_to_the_end()
    results = shared.table.results(1)
    blue = next(g for g in results.guilds if g.colour == "blue")
    # The host's own database never holds the guest's guild.
    assert OWLS not in shared.cli.ok("guild", "list")

    out = player.ok("join", shared.url, "--guild", OWLS, "--results")
    assert out.startswith(f"update {OWLS}\n") and out.endswith("the results are taken home\n")
    after = player.guild(OWLS)
    fame = sum(line.amount for line in blue.fame)
    assert after["guild"]["fame"] == before["guild"]["fame"] + fame
    assert after["guild"]["revision"] == before["guild"]["revision"] + 1
    record = after["missions"][-1]
    assert record["play_uuid"] == results.play and record["mission_id"] == results.mission
    # Each of his characters' fate and deeds came home (R-104, R-105).
    for character in blue.characters:
        status = {m["card"]: m["status"] for m in after["members"]}[character.card_id]
        was = {m["card"]: m["status"] for m in before["members"]}[character.card_id]
        assert status == (was if character.fate.value == "fine" else character.fate.value)
        deeds = after["campaign"]["deeds"][character.card_id]
        had = before["campaign"]["deeds"].get(character.card_id, {})
        assert character.deeds  # a mission played counts (deeds.py)
        for kind, count in character.deeds:
            assert deeds[kind] == had.get(kind, 0) + count

    # The mission over, the table takes no guild: said before anything is sent.
    line = player.refused("join", shared.url, "--guild", LANTERN)
    assert line == ("demloc join: the table takes no guild now: a guild is brought while "
                    "the set-up seats the players, in a colour still free (R-189)")  # fmt: skip

    # Again: written before, nothing changes.
    out = player.ok("join", shared.url, "--guild", OWLS, "--results")
    assert (
        out == f"{OWLS}: these results were taken home before (written before); nothing changed\n"
    )
    assert player.guild(OWLS) == after


def test_a_guild_longer_than_a_frame_joins_and_keeps_its_history_r209(
    shared: Shared, player: Cli
) -> None:
    """Before issue 31 a guild whose ledger was longer than a frame was refused ("bring it
    on a file"); now it goes as a table copy and its results add to its history."""
    sessions = open_database(str(player.db))
    with sessions.begin() as session:  # a long campaign: lines worth nothing in sum
        owls = find_guild(session, OWLS)
        at = datetime.datetime(2025, 3, 1, 20, 0)
        session.execute(
            insert(LedgerEntry),
            [{"guild_id": owls.id, "at": at + datetime.timedelta(hours=i), "fame": 0,
              "feods": 1 - 2 * (i % 2), "blood_stones": 0,
              "reason": f"Week {i // 7} of the long campaign: the city's due paid at the gate "
                        "at dusk, and all of it given back by the keeper of the tavern by "
                        "the river for a song of the guild's deeds"}
             for i in range(30_000)],
        )  # fmt: skip
    sessions.kw["bind"].dispose()
    before = player.guild(OWLS)
    assert len(json.dumps(before, ensure_ascii=False)) > MAX_FRAME
    out = player.ok("join", shared.url, "--guild", OWLS)
    assert out.startswith(f"{OWLS} is at the table as blue.\n")
    brought = shared.table.brought(1)["blue"]
    assert len(brought["ledger"]) == 1 and brought["table_copy"]["ledger"] == len(before["ledger"])

    shared.play_to_the_end()
    blue = next(g for g in shared.table.results(1).guilds if g.colour == "blue")
    out = player.ok("join", shared.url, "--guild", OWLS, "--results")
    assert out.endswith("the results are taken home\n")
    assert f"ledger {len(before['ledger'])} -> " in out
    after = player.guild(OWLS)
    kept = len(before["ledger"])
    assert after["ledger"][:kept] == before["ledger"]  # the history at home, whole
    added = after["ledger"][kept:]
    assert added and all("carried" not in line["reason"] for line in added)
    assert after["guild"]["fame"] == before["guild"]["fame"] + sum(x.amount for x in blue.fame)
    assert sum(line["fame"] for line in after["ledger"]) == after["guild"]["fame"]
    assert len(after["missions"]) == len(before["missions"]) + 1
    out = player.ok("join", shared.url, "--guild", OWLS, "--results")
    assert "taken home before (written before)" in out and player.guild(OWLS) == after


def test_results_older_than_the_guild_at_home_are_refused(shared: Shared, player: Cli) -> None:
    player.ok("join", shared.url, "--guild", OWLS)
    player.ok("guild", "rename", OWLS, "Owls of the North")  # changed at home meanwhile
    before = player.guild("Owls of the North")
    shared.play_to_the_end()
    line = player.refused("join", shared.url, "--guild", "Owls of the North", "--results")
    assert "changed here since it was brought to the table" in line and "(R-42, R-195)" in line
    assert player.guild("Owls of the North") == before


def test_a_wrong_token_and_a_second_bring_are_refused(shared: Shared, player: Cli) -> None:
    url = shared.url.split("#t=")[0] + "#t=not-the-token"
    line = player.refused("join", url, "--guild", OWLS)
    assert line.startswith("demloc join: the table refused: the join token is wrong")
    player.ok("join", shared.url, "--guild", OWLS)
    line = player.refused("join", shared.url, "--guild", OWLS)
    assert "demloc join: the table refused: " in line
    assert len(shared.cli.view()["players"]) == 2


def test_a_real_process_joins(shared: Shared, player: Cli) -> None:
    """`demloc join` as the player runs it: a process of its own, its output, its end."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "app"))
    done = subprocess.run(
        [sys.executable, "-m", "demloc", "--db", str(player.db), "join", shared.url,
         "--guild", OWLS, "--timeout", "20"],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{OWLS} is at the table as blue.\n")
    assert done.stderr == ""


@pytest.mark.slow
def test_with_a_real_demloc_serve(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, player: Cli
) -> None:
    """The host as a club runs it: `demloc serve` on his database, a process of its own;
    the player's `demloc join` brings his guild to it and takes the results home."""
    host = Cli(capsys, tmp_path / "host.sqlite3")
    host.ok("guild", "starter")
    shared = Shared(host, Served(host.db, tmp_path))
    try:
        before = player.guild(OWLS)
        assert player.ok("join", shared.url, "--guild", OWLS).startswith(
            f"{OWLS} is at the table as blue.\n"
        )
        shared.play_to_the_end()
        player.ok("join", shared.url, "--guild", OWLS, "--results")
        after = player.guild(OWLS)
        assert after["missions"][-1]["play_uuid"] == shared.table.results(1).play
        assert after["guild"]["revision"] == before["guild"]["revision"] + 1
    finally:
        shared.stop()


def test_a_guild_of_a_colour_taken_sits_at_a_free_one(shared: Shared, player: Cli) -> None:
    """His own Red Lantern (another guild of the same name and colour as the host's):
    seated in the first colour free, beside the host's."""
    out = player.ok("join", shared.url, "--guild", LANTERN)
    assert out.startswith(f"{LANTERN} is at the table as blue.\n")
    players = shared.cli.view()["players"]
    assert [p["colour"] for p in players] == ["red", "blue"]
    assert players[0]["guild"] == players[1]["guild"] == LANTERN
