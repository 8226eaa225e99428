"""`demloc serve` (issue 30, docs/table-net.md): host a mission for the players' own
devices with no screen (a computer under the table, a TV's). It opens the database and
the mission (the newest open one unless `--mission` names one), makes a new join token
(R-190), prints the join address and its QR code, and serves until Ctrl+C or SIGTERM.
Devices joined before find it again when it is served again, at the same address and
port, without the token (R-190)."""

from __future__ import annotations

import argparse
import logging
import signal
import sys
import threading
from typing import TYPE_CHECKING

from demloc.errors import BadInputError

if TYPE_CHECKING:  # the engines load when the command runs, not when `demloc` starts
    from demloc.table import Table


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port (0 to 65535)")
    return int(text)


def _mission_id(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 2**63 - 1:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a mission id (a whole number, 1 or more)"
        )
    return int(text)


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from demloc.net.address import DEFAULT_PORT

    serve = commands.add_parser(
        "serve",
        help="host a mission for the players' phones and laptops on the local network",
        description="Serve a mission to the players' own devices: each joins in a browser "
        "at the address printed (or its QR code), with the join token it carries, new each "
        "time. It listens on this computer's address on the local network, never on every "
        "interface unless asked (--listen 0.0.0.0). Ctrl+C stops it; served again at the "
        "same port, the devices joined before come back by themselves.",
    )
    serve.add_argument(
        "--db", default=argparse.SUPPRESS, metavar="PATH_OR_URL",
        help="database file or SQLAlchemy URL (as demloc --db)",
    )  # fmt: skip
    serve.add_argument(
        "--listen", metavar="ADDR",
        help="the address to listen on (default: this computer's on the local network; "
        "127.0.0.1: this computer only; 0.0.0.0: every interface)",
    )  # fmt: skip
    serve.add_argument(
        "--port", type=_port, default=DEFAULT_PORT,
        help=f"the port (default {DEFAULT_PORT}: devices find a restarted host there)",
    )  # fmt: skip
    serve.add_argument(
        "--mission", type=_mission_id, metavar="ID",
        help="the mission to serve (demloc mission list --open; default: the newest open one)",
    )  # fmt: skip
    serve.set_defaults(run=run)


class ServeCommandError(BadInputError):
    """What `demloc serve` cannot do: the message says why and what to do."""


def run(args: argparse.Namespace) -> int:
    from demloc.net.server import ServeError

    logging.basicConfig(level=logging.WARNING, format="demloc serve: %(message)s")
    try:
        return _serve(args)
    except (BadInputError, ServeError, OSError) as error:
        print(f"demloc serve: {' '.join(str(error).split())}", file=sys.stderr)
        return 1
    finally:
        if "dispose" in args:
            args.dispose()


def newest_open(table: Table) -> int:
    """The mission served when none is named: the newest open one (set-up or in play)."""
    found = table.open_missions()
    if not found:
        raise ServeCommandError(
            "no mission is open here: begin one (demloc mission new, or the app's Mission "
            "view), then serve it"
        )
    return max(m.id for m in found)


def _serve(args: argparse.Namespace) -> int:
    from demloc.cli.mission_table import _table
    from demloc.net.address import listen_address
    from demloc.net.host import TableHost
    from demloc.net.server import TableServer

    table = _table(args)
    mission_id = args.mission or newest_open(table)
    view = table.show(mission_id)  # a mission not here: the table's own message
    # The host alone uses `table` from here on, from its one worker thread.
    server = TableServer(
        lambda: TableHost(table, mission_id, ""), listen_address(args.listen), args.port
    )
    stop = threading.Event()
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, lambda _n, _f: stop.set())
    server.start()
    try:
        link = server.share()
        chosen = view.mission or "no mission chosen yet"
        print(f"Serving mission {mission_id} ({chosen}, {view.stage.value}) at {server.url}")
        print(f"Join: {link}", flush=True)
        _qr(link)
        print("Ctrl+C stops the table.", flush=True)
        stop.wait()
    finally:
        server.stop()
    print("The table is stopped.", flush=True)
    return 0


def _qr(link: str) -> None:
    """The join address as a QR code in the terminal (half blocks; a terminal that
    cannot show them gets none: the address above says the same)."""
    import segno

    try:
        segno.make(link, error="m").terminal(out=sys.stdout, compact=True)
    except UnicodeEncodeError:
        print("(no QR code: this terminal shows no block characters)")
    sys.stdout.flush()
