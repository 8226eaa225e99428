"""`demloc join URL --guild NAME [--results]` (issue 30, R-189, R-195): every option and
every refusal against a table that speaks docs/table-net.md's frames (support/
fake_table.py): the guild goes out as an export writes it (its history
carried as a table copy, R-209), the seat's address
for a phone is printed and the seat kept; the results come home once through the guild
import, a second time say so, an older one is refused; a bad address, a wrong token, a
host that does not answer or is not there: one line, exit 1, no traceback, no hang."""

from __future__ import annotations

import json
import socket
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from demloc.net.join import recall, table_address
from demloc.paths import user_data_dir
from support.fake_table import FakeTable, with_results
from support.mission_cli import OWLS, Cli


@pytest.fixture
def player(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Cli:
    made = Cli(capsys, tmp_path / "player.sqlite3")
    made.two_guilds()  # his Grey Owls (and the starter's Red Lantern)
    return made


@pytest.fixture
def table() -> Any:
    with FakeTable() as fake:
        yield fake


def joined(player: Cli, table: FakeTable) -> str:
    out = player.ok("join", table.url, "--guild", OWLS)
    return out


def test_join_brings_the_guild_as_exported_and_prints_the_phones_address(
    player: Cli, table: FakeTable
) -> None:
    out = joined(player, table)
    (guild,) = table.brought
    path = player.db.parent / "owls.json"
    player.ok("guild", "export", OWLS, "-o", str(path))
    exported = json.loads(path.read_text())
    del guild["exported_at"], exported["exported_at"]
    # As `guild export` writes it, its history carried as a table copy.
    ledger, records = exported.pop("ledger"), exported.pop("missions")
    assert guild.pop("table_copy") == {"ledger": len(ledger), "missions": len(records)}
    (carried,) = guild.pop("ledger")
    assert guild.pop("missions") == []
    assert guild == exported
    for key in ("fame", "feods", "blood_stones"):
        assert carried[key] == sum(line[key] for line in ledger) == exported["guild"][key]
    (secret,) = table.seats
    lines = out.splitlines()
    assert lines[0] == f"{OWLS} is at the table as blue."
    assert lines[1].endswith(f"http://127.0.0.1:{table.port}/#s={secret}")
    assert "--results" in lines[2]
    # Kept for the results (this computer's data folder), the guild's revision with it.
    kept = recall(user_data_dir(), f"http://127.0.0.1:{table.port}/", guild["guild"]["uuid"])
    assert kept is not None and kept.secret == secret and kept.colour == "blue"
    assert kept.revision == exported["guild"]["revision"]
    assert json.loads(path.read_text())["guild"] == player.guild(OWLS)["guild"]  # unchanged


def test_db_after_the_command_is_the_same_as_before(player: Cli, table: FakeTable) -> None:
    player.capsys.readouterr()
    from demloc.cli import main

    assert main(["join", table.url, "--db", str(player.db), "--guild", OWLS]) == 0
    assert len(table.brought) == 1


def test_a_guild_at_the_table_here_is_not_brought(player: Cli, table: FakeTable) -> None:
    """R-107: The Grey Owls in a mission in play in his own database stay there."""
    player.new()
    player.to_ready()
    player.mission("play", "1")
    line = player.refused("join", table.url, "--guild", OWLS)
    assert line.startswith(f"demloc join: {OWLS} is at the table in ") and "(6.4, R-107)" in line
    assert table.brought == [] and table.seats == {}


def test_a_guild_whose_colour_is_taken_sits_at_the_first_free_one(
    player: Cli, table: FakeTable
) -> None:
    table.taken = {"red", "blue"}
    out = joined(player, table)
    assert out.startswith(f"{OWLS} is at the table as yellow.\n")
    assert list(table.seats.values()) == ["yellow"]


def test_a_table_with_no_colour_free_takes_no_guild(player: Cli, table: FakeTable) -> None:
    table.taken = {"red", "blue", "yellow", "green"}
    line = player.refused("join", table.url, "--guild", OWLS)
    assert line.startswith("demloc join: the table takes no guild now") and "(R-189)" in line
    assert table.seats == {}


def test_a_bring_made_on_a_moved_revision_is_made_again(player: Cli, table: FakeTable) -> None:
    table.moved_once = True
    joined(player, table)
    assert len(table.brought) == 1


def test_results_come_home_once_then_written_before(player: Cli, table: FakeTable) -> None:
    joined(player, table)
    line = player.refused("join", table.url, "--guild", OWLS, "--results")
    assert line == "demloc join: the table refused: the results are not written yet (6.4.1)"
    before = player.guild(OWLS)
    table.results = with_results(table.brought[0])
    out = player.ok("join", table.url, "--guild", OWLS, "--results", "--dry-run")
    assert out.startswith(f"update {OWLS}\n") and player.guild(OWLS) == before
    out = player.ok("join", table.url, "--guild", OWLS, "--results")
    assert out.endswith(f"{OWLS}: the results are taken home\n")
    after = player.guild(OWLS)
    assert after["guild"]["fame"] == before["guild"]["fame"] + 3
    assert after["missions"][-1]["play_uuid"] == table.results["campaign"]["results"][-1]
    page = table.url.split("#")[0]  # the seat is kept: no token needed
    out = player.ok("join", page, "--guild", OWLS, "--results")
    assert (
        out == f"{OWLS}: these results were taken home before (written before); nothing changed\n"
    )
    assert player.guild(OWLS) == after


def test_results_over_a_guild_changed_here_since_are_refused(player: Cli, table: FakeTable) -> None:
    """R-195: the table's file is the guild as brought, plus the results; a guild changed
    here since (a rename here) would lose that change: refused, nothing changed."""
    joined(player, table)
    table.results = with_results(table.brought[0])
    player.ok("guild", "rename", OWLS, "The Owls")
    before = player.guild("The Owls")
    line = player.refused("join", table.url, "--guild", "The Owls", "--results")
    assert "changed here since it was brought to the table" in line and "R-195" in line
    assert player.guild("The Owls") == before


def test_an_older_results_file_is_refused(player: Cli, table: FakeTable) -> None:
    joined(player, table)
    table.results = with_results(table.brought[0])
    player.ok("join", table.url, "--guild", OWLS, "--results")
    after = player.guild(OWLS)
    # The table gives back an older file: the guild as brought, another mission's.
    table.results = with_results(table.brought[0], play="8d1c5b7e-0000-4000-8000-000000000002")
    table.results["guild"]["revision"] -= 1
    line = player.refused("join", table.url, "--guild", OWLS, "--results")
    assert "changed here since it was brought" in line
    assert player.guild(OWLS) == after


def test_results_that_take_need_yes(player: Cli, table: FakeTable) -> None:
    """R-158 through the guild import's own consent: a loss of feods needs --yes."""
    joined(player, table)
    results = with_results(table.brought[0])
    results["guild"]["feods"] -= 5
    results["ledger"].append({"at": "2026-12-06T16:00:01+00:00", "reason": "a loss (6.4.1)",
                              "fame": 0, "feods": -5, "blood_stones": 0})  # fmt: skip
    table.results = results
    before = player.guild(OWLS)
    code, out, err = player("join", table.url, "--guild", OWLS, "--results")
    assert code == 1 and out.startswith(f"update {OWLS}\n")  # the plan, as guild import's
    assert "takes from" in err and err.endswith("(to apply it: --yes)\n")
    assert player.guild(OWLS) == before
    player.ok("join", table.url, "--guild", OWLS, "--results", "--yes")
    assert player.guild(OWLS)["guild"]["feods"] == before["guild"]["feods"] - 5


def test_results_that_empty_the_guild_need_its_name(player: Cli, table: FakeTable) -> None:
    """R-158: results that leave no feods, blood stones nor items ask for the guild's
    name (--empty-guild NAME) as well as --yes, as guild import does."""
    joined(player, table)
    results = with_results(table.brought[0])
    g = results["guild"]
    results["ledger"].append({"at": "2026-12-06T16:00:01+00:00", "reason": "a loss (6.4.1)",
                              "fame": 0, "feods": -g["feods"],
                              "blood_stones": -g["blood_stones"]})  # fmt: skip
    g["feods"], g["blood_stones"], results["items"] = 0, 0, []
    table.results = results
    before = player.guild(OWLS)
    for options in ((), ("--yes",), ("--yes", "--empty-guild", "The Owls")):
        code, _out, err = player("join", table.url, "--guild", OWLS, "--results", *options)
        assert code == 1 and f"this import empties {OWLS}" in err
        assert f"(to apply it: --empty-guild '{OWLS}' --yes)" in err
        assert player.guild(OWLS) == before
    player.ok("join", table.url, "--guild", OWLS, "--results", "--yes", "--empty-guild", OWLS)
    assert player.guild(OWLS)["guild"]["feods"] == 0


def test_results_of_another_guild_are_refused(player: Cli, table: FakeTable) -> None:
    joined(player, table)
    other = with_results(table.brought[0])
    other["guild"]["uuid"] = "00000000-0000-4000-8000-000000000000"
    table.results = other
    line = player.refused("join", table.url, "--guild", OWLS, "--results")
    assert line == f"demloc join: the table's results are not {OWLS}'s: nothing was changed"


def test_results_without_a_seat_from_this_computer(player: Cli, table: FakeTable) -> None:
    line = player.refused("join", table.url, "--guild", OWLS, "--results")
    assert "was not brought to the table" in line and "demloc join URL --guild NAME" in line


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("table", "'table' is not a table's address"),
        ("ftp://1.2.3.4/#t=x", "is not a table's address"),
        ("http://1.2.3.4:99999/#t=x", "its port is not a number"),
        ("http://1.2.3.4:8765/page#t=x", "is not a table's address"),
        ("http://1.2.3.4:8765/#t=a b", "after # comes t=TOKEN or s=SEAT"),
        ("http://1.2.3.4:8765/#x=1", "after # comes t=TOKEN or s=SEAT"),
        ("http://1.2.3.4:8765/", "the address has no join token"),
    ],
)
def test_a_bad_address_is_one_line(player: Cli, url: str, said: str) -> None:
    line = player.refused("join", url, "--guild", OWLS)
    assert line.startswith("demloc join: ") and said in line


def test_the_address_read() -> None:
    address = table_address(" http://192.168.1.20:8765/#t=ab_C-9 ")
    assert (address.page, address.token, address.socket) == (
        "http://192.168.1.20:8765/", "ab_C-9", "ws://192.168.1.20:8765/ws"
    )  # fmt: skip
    assert address.seat_url("S1") == "http://192.168.1.20:8765/#s=S1"
    assert table_address("https://[::1]:9/#s=x").socket == "wss://[::1]:9/ws"
    assert table_address("http://h:1/#t=T&as=spectator").token == "T"  # the page's own


def test_a_wrong_token_is_refused(player: Cli, table: FakeTable) -> None:
    url = table.url.replace("tok3n", "other")
    line = player.refused("join", url, "--guild", OWLS)
    assert line.startswith("demloc join: the table refused: wrong join token")
    assert table.brought == []


def test_options_of_results_only_with_results(player: Cli, table: FakeTable) -> None:
    for option in ("--dry-run", "--yes", "--empty-guild=x"):
        line = player.refused("join", table.url, "--guild", OWLS, option)
        assert line == f"demloc join: {option.split('=')[0]} is for --results"
    assert player.refused("join", table.url, "--guild", "Nobody").startswith(
        "demloc join: no guild named 'Nobody'"
    )
    with pytest.raises(SystemExit) as usage:
        player("join", table.url, "--guild", OWLS, "--timeout", "0")
    assert usage.value.code == 2
    assert "is not a time in seconds" in player.capsys.readouterr().err


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def test_an_unreachable_host_is_said_at_once(player: Cli) -> None:
    url = f"http://127.0.0.1:{_free_port()}/#t=abc"
    start = time.monotonic()
    line = player.refused("join", url, "--guild", OWLS)
    assert line.startswith(f"demloc join: cannot reach the table at {url.split('#')[0]}: ")
    assert time.monotonic() - start < 5


def test_a_host_that_never_answers_is_given_up_within_the_timeout(player: Cli) -> None:
    """A listener that accepts and says nothing (a frozen host): given up after
    --timeout, one line."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    accepted: list[socket.socket] = []
    waiter = threading.Thread(target=lambda: accepted.append(server.accept()[0]), daemon=True)
    waiter.start()
    try:
        url = f"http://127.0.0.1:{server.getsockname()[1]}/#t=abc"
        start = time.monotonic()
        line = player.refused("join", url, "--guild", OWLS, "--timeout", "1")
        assert "did not answer within 1 s" in line
        assert time.monotonic() - start < 4
    finally:
        for s in accepted:
            s.close()
        server.close()


def test_a_silent_table_is_given_up_within_the_timeout(player: Cli, table: FakeTable) -> None:
    table.silent = True
    line = player.refused("join", table.url, "--guild", OWLS, "--timeout", "1")
    assert "did not answer within 1 s" in line


def test_a_table_that_answers_no_json(player: Cli, table: FakeTable) -> None:
    table.garbage = True
    line = player.refused("join", table.url, "--guild", OWLS)
    assert line == "demloc join: the table sent a frame that is not JSON: is it DemLoc?"


def test_a_page_that_is_no_table(player: Cli, tmp_path: Path) -> None:
    """An HTTP server without /ws (another program on that port): named."""
    import http.server

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/#t=abc"
        line = player.refused("join", url, "--guild", OWLS)
        assert "is no shared table" in line
    finally:
        server.shutdown()
        server.server_close()


def test_the_seats_file_damaged_is_named(player: Cli, table: FakeTable) -> None:
    (user_data_dir() / "tables-joined.json").parent.mkdir(parents=True, exist_ok=True)
    (user_data_dir() / "tables-joined.json").write_text(json.dumps({"a": 1}))
    line = player.refused("join", table.url, "--guild", OWLS)
    assert "tables-joined.json" in line and "delete it" in line
