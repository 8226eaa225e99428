"""A stand-in for net/host.py's TableHost in the server's and the client's tests: a
counter the players add to, with the host's contract (docs/table-net.md): a join token,
seats by colour and their secrets, a command applied once by its id (a resend gets the
same ack), refused when made on an old revision, `state_for`, `moved`, `new_token`."""

from __future__ import annotations

import secrets
import threading
from typing import Any

from demloc.net.host import Answer, Seat
from demloc.net.protocol import Frame, Hello


class FakeHost:
    def __init__(self, token: str = "tok") -> None:
        self.token = token
        self.revision = 0
        self.log: list[tuple[str, str]] = []  # (colour, id) applied, in order
        self.acked: dict[str, int] = {}
        self.seats: dict[str, Seat] = {}
        self.sent = 0  # the revision of the last state given
        self.threads: set[str] = set()  # the threads the host was called from
        self.connected: list[Seat] = []

    def _called(self) -> None:
        self.threads.add(threading.current_thread().name)

    def hello(self, frame: Hello) -> tuple[Seat | None, Answer]:
        self._called()
        if frame.seat:
            seat = self.seats.get(frame.seat)
            if seat is None:
                return None, Answer([{"type": "refused", "reason": "no such seat"}])
        elif not frame.role:
            return None, Answer([{"type": "seats", "mission": 1, "players": []}])
        elif frame.token != self.token:
            return None, Answer([{"type": "refused", "reason": "wrong token"}])
        else:
            seat = Seat(secrets.token_urlsafe(8), frame.role, frame.colour)
            self.seats[seat.secret] = seat
        welcome = {"type": "welcome", "seat": seat.secret, "role": seat.role,
                   "colour": seat.colour, "map": None}  # fmt: skip
        return seat, Answer([welcome])

    def handle(self, seat: Seat, frame: Frame) -> Answer:
        self._called()
        if frame.type == "results" and seat.role != "player":  # as the host: no id to name
            return Answer([self._refused("", "a spectator has no guild")])
        if frame.type == "results":
            return Answer([{"type": "results", "guild": {"name": seat.colour}}])
        if frame.type == "event" and frame.event.get("kind") == "boom":
            raise RuntimeError("a bug in the host")
        ident, at = frame.id, frame.at  # type: ignore[union-attr]
        if ident in self.acked:
            return Answer([{"type": "ack", "id": ident, "revision": self.acked[ident]}])
        if seat.role != "player":
            return Answer([self._refused(ident, "a spectator sends nothing")])
        if at != self.revision:
            return Answer([self._refused(ident, "acted first")])
        self.revision += 1
        self.log.append((seat.colour, ident))
        self.acked[ident] = self.revision
        return Answer([{"type": "ack", "id": ident, "revision": self.revision}], moved=True)

    def _refused(self, ident: str, reason: str) -> dict[str, Any]:
        return {"type": "refused", "id": ident, "reason": reason, "revision": self.revision,
                "missed": [], "by": "red"}  # fmt: skip

    def state_for(self, seat: Seat) -> dict[str, Any]:
        self._called()
        self.sent = self.revision
        return {"type": "state", "revision": self.revision, "view": {"count": len(self.log)},
                "pieces": None, "you": {"role": seat.role, "colour": seat.colour},
                "waiting": [], "last": None}  # fmt: skip

    def moved(self) -> bool:
        self._called()
        return self.revision != self.sent

    def new_token(self) -> str:
        self._called()
        self.token = secrets.token_urlsafe(8)
        return self.token

    def seats_connected(self, seats: list[Seat]) -> None:
        self.connected = list(seats)
