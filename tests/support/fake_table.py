"""A shared table's host as `demloc join` meets it (docs/table-net.md's frames), for the
command's own tests: hello with the token or a seat, `bring`, `results`. aiohttp in its
own thread on the loopback, as net/server.py serves; the real host is tested end to end
in tests/unit/net/test_join_end_to_end.py."""

from __future__ import annotations

import asyncio
import copy
import json
import secrets
import threading
from typing import Any

from aiohttp import WSMsgType, web


class FakeTable:
    def __init__(self, token: str = "tok3n") -> None:
        self.token = token
        self.revision = 4
        self.seats: dict[str, str] = {}  # secret -> colour
        self.taken: set[str] = set()  # colours with a guild at the table
        self.brought: list[dict[str, Any]] = []
        self.results: dict[str, Any] | None = None
        self.moved_once = False  # the next bring is refused as made on an old revision
        self.silent = False  # never answer
        self.garbage = False  # answer what is no JSON
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._runner: web.AppRunner | None = None
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/#t={self.token}"

    def __enter__(self) -> FakeTable:
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self._start(), self._loop).result(10)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._runner is not None:
            asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        self._loop.close()

    async def _start(self) -> None:
        app = web.Application()
        app.router.add_get("/ws", self._socket)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        async for message in ws:
            if message.type is not WSMsgType.TEXT or self.silent:
                continue
            if self.garbage:
                await ws.send_str("<html>")
                continue
            for answer in self._answer(json.loads(message.data)):
                await ws.send_str(json.dumps(answer))
        return ws

    def _state(self, colour: str) -> dict[str, Any]:
        return {"type": "state", "revision": self.revision, "you": {"colour": colour}}

    def _answer(self, frame: dict[str, Any]) -> list[dict[str, Any]]:
        kind = frame["type"]
        if kind == "hello":
            if frame.get("seat"):
                colour = self.seats.get(frame["seat"])
                if colour is None:
                    return [{"type": "refused", "reason": "no such seat at this table"}]
                return [{"type": "welcome", "seat": frame["seat"], "role": "player",
                         "colour": colour, "map": None}, self._state(colour)]  # fmt: skip
            if frame.get("token") != self.token:
                return [{"type": "refused", "reason": "wrong join token: ask the host for "
                         "the table's address again (R-190)"}]  # fmt: skip
            if not frame.get("role"):
                free = [c for c in ("red", "blue", "yellow", "green") if c not in self.taken]
                return [{"type": "seats", "mission": "", "players": [], "free": free}]
            secret = secrets.token_urlsafe(16)
            self.seats[secret] = frame["colour"]
            return [{"type": "welcome", "seat": secret, "role": "player",
                     "colour": frame["colour"], "map": None}, self._state(frame["colour"])]  # fmt: skip
        if kind == "bring":
            if self.moved_once or frame["at"] != self.revision:
                self.moved_once = False
                self.revision += 1
                return [{"type": "refused", "id": frame["id"], "reason": "red acted first",
                         "revision": self.revision, "missed": ["red passed"], "by": "red"}]  # fmt: skip
            self.brought.append(frame["guild"])
            self.revision += 1
            return [{"type": "ack", "id": frame["id"], "revision": self.revision}]
        if kind == "results":
            if self.results is None:
                return [{"type": "refused", "reason": "the results are not written yet (6.4.1)"}]
            return [{"type": "results", "guild": self.results}]
        return [{"type": "error", "reason": f"{kind}: not here"}]


def with_results(brought: dict[str, Any], play: str = "8d1c5b7e-0000-4000-8000-000000000001",
                 fame: int = 3) -> dict[str, Any]:  # fmt: skip
    """The file a host gives back: `brought` with one mission's results (as
    missions/resolution/guest.py apply_to_file writes them)."""
    out = copy.deepcopy(brought)
    out["guild"]["revision"] += 1
    out["guild"]["fame"] += fame
    at = "2026-12-06T16:00:00+00:00"
    out["ledger"].append({"at": at, "reason": "Blood in the Gutters: won (6.4.1)",
                          "fame": fame, "feods": 0, "blood_stones": 0})  # fmt: skip
    out["missions"].append({"at": at, "mode": "standard", "result": "Blood in the Gutters: won",
                            "mission_id": "blood-in-the-gutters", "play_uuid": play,
                            "winner": "blue", "players": "[]", "report": "", "log": ""})  # fmt: skip
    out["campaign"]["results"] = [*out["campaign"].get("results", []), play]
    return out
