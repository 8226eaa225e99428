"""The host of a shared table (issue 30, docs/table-net.md): it alone decides. Pure
Python, no Qt, no aiohttp, no SQL: it calls the table API (demloc.table) and the
store's seat services. The server (net/server.py) calls it from ONE thread only, one
frame at a time; the app's own taps reach the same database through their own Table
and the host sees them through `moved()`.

INTERFACE FIXED BY THE LEAD (docs/table-net.md): the bodies are the host's helper's."""

from __future__ import annotations

import dataclasses
from typing import Any

from demloc.net.protocol import Frame, Hello
from demloc.table import Table


@dataclasses.dataclass(frozen=True)
class Seat:
    """Who a connection speaks for: a player of one colour, or a spectator."""

    secret: str  # given once by `welcome`, kept by the device, persisted by the host
    role: str  # "player" | "spectator"
    colour: str  # a player's; "" for a spectator


@dataclasses.dataclass(frozen=True)
class Answer:
    """What one frame gives: the frames for the sender (in order), and whether the
    table moved (then the server sends `state_for(seat)` to every connection)."""

    to_sender: list[dict[str, Any]]
    moved: bool = False


class TableHost:
    """One shared mission of one database (`mission_id`: the table API's id)."""

    def __init__(self, table: Table, mission_id: int, token: str) -> None:
        self.table, self.mission_id, self.token = table, mission_id, token

    def hello(self, frame: Hello) -> tuple[Seat | None, Answer]:
        """The first frame of a connection: a seat (new, or found by its secret), or
        None and the refusal (a wrong token, a colour not at the table) or the seats."""
        raise NotImplementedError

    def handle(self, seat: Seat, frame: Frame) -> Answer:
        """Any later frame of a seated connection (never a Hello)."""
        raise NotImplementedError

    def state_for(self, seat: Seat) -> dict[str, Any]:
        """The `state` frame this seat is sent: nothing the mission keeps hidden."""
        raise NotImplementedError

    def moved(self) -> bool:
        """Whether the mission's stored revision moved since the host last sent a state
        (the app's own tap, another process): then the server sends states to all."""
        raise NotImplementedError
