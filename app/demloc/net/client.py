"""A device's side of the shared table (issue 30, docs/table-net.md): an asyncio client
(aiohttp) that stays at the table by itself.

`run()` connects, says hello (the join token and the seat asked the first time; the
seat's secret and the revision it holds, `seen`, after that) and reads the host's
frames until `close()`. A connection lost (the host restarted, wifi off, a phone
locked: the heartbeat notices what the network does not say) is tried again at once,
then at growing intervals capped at MAX_BACKOFF_S, so the client is back within a
second of the host or the network returning, with no tap. After each welcome every
command not yet answered is sent again with its own id, in the order it was made: the
host applies an id once and answers a resend with the same ack, so nothing
acknowledged is lost and nothing is applied twice.

`send(frame)` returns the host's answer to that frame: the `ack` or `refused` for its
id (`results` for a `results` frame, `pong` for a `ping`). Frames leave at most
protocol.RATE a second (burst protocol.BURST), so the host's rate limit never refuses
one of ours."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import time
from collections.abc import Callable
from typing import Any

import aiohttp
from yarl import URL

from demloc.net.protocol import BURST, RATE

log = logging.getLogger(__name__)

HEARTBEAT_S = 6.0  # a ping every 6 s; no pong within 3 s: the host is gone, reconnect
CONNECT_TIMEOUT_S = 2.0  # a connection not made in this long is tried again
FIRST_BACKOFF_S, MAX_BACKOFF_S = 0.05, 0.5  # between tries: doubling, at most this
MAX_HOST_FRAME = 16 * 1024 * 1024  # a state with the board's pieces is the largest
PACE = 0.9  # of the host's rate: our own clock and the host's never quite agree


class JoinError(Exception):
    """The host refused this device (a wrong token, a seat taken or unknown): the
    reason as the host said it. Trying again would change nothing."""


def socket_url(url: str) -> tuple[str, str]:
    """The WebSocket address of a join URL ("http://ADDR:PORT/#t=TOKEN", or the
    ws:// address itself) and the token its fragment carries ("" if none)."""
    parsed = URL(url)
    token = parsed.fragment[2:] if parsed.fragment.startswith("t=") else ""
    scheme = {"http": "ws", "https": "wss"}.get(parsed.scheme, parsed.scheme)
    if scheme not in ("ws", "wss") or not parsed.host:
        raise ValueError(f"{url!r} is not a table's address (http://ADDR:PORT/#t=TOKEN)")
    path = parsed.path if parsed.path.endswith("/ws") else parsed.path.rstrip("/") + "/ws"
    return str(parsed.with_scheme(scheme).with_path(path).with_fragment(None)), token


class TableClient:
    """One device at the table: a player of `colour` (`role="player"`), a spectator
    (`role="spectator"`), or a seat already given (`seat`, its secret)."""

    def __init__(
        self, url: str, *, token: str = "", seat: str = "", role: str = "", colour: str = ""
    ) -> None:
        self.url, in_url = socket_url(url)
        self.token = token or in_url
        self.seat, self.role, self.colour = seat, role, colour
        self.state: dict[str, Any] | None = None  # the last `state` frame
        self.welcome: dict[str, Any] | None = None  # the last `welcome` frame
        self.on_state: Callable[[dict[str, Any]], None] | None = None
        self.on_frame: Callable[[dict[str, Any]], None] | None = None  # every frame read
        self.welcomes = 0  # connections welcomed: 1 + the reconnects
        self.errors: list[str] = []  # the host's `error` frames' reasons
        self._pending: dict[str, tuple[dict[str, Any], asyncio.Future[dict[str, Any]]]] = {}
        self._out: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._live = False  # welcomed on the current connection
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._closed = False
        self._welcomed = asyncio.Event()
        self._state_came = asyncio.Event()
        self._tokens, self._filled = float(BURST), time.monotonic()

    # ---- what the device does ------------------------------------------------------------

    async def run(self) -> None:
        """At the table until `close()`: connects, and reconnects whenever the
        connection is lost. A refusal of the hello ends it with JoinError."""
        timeout = aiohttp.ClientTimeout(total=None, sock_connect=CONNECT_TIMEOUT_S)
        backoff = FIRST_BACKOFF_S
        async with aiohttp.ClientSession(timeout=timeout) as session:
            while not self._closed:
                try:
                    async with session.ws_connect(
                        self.url, heartbeat=HEARTBEAT_S, max_msg_size=MAX_HOST_FRAME
                    ) as ws:
                        self._ws = ws
                        backoff = FIRST_BACKOFF_S
                        await self._connected(ws)
                except JoinError as error:
                    self._fail(error)
                    raise
                except (TimeoutError, aiohttp.ClientError, OSError) as error:
                    log.debug("table connection lost: %s", error)
                finally:
                    self._ws, self._live = None, False
                    self._welcomed.clear()
                if not self._closed:  # jittered: devices do not all knock at once
                    await asyncio.sleep(backoff * random.uniform(0.5, 1.0))
                    backoff = min(backoff * 2, MAX_BACKOFF_S)
        self._fail(ConnectionError("the client was closed"))

    async def close(self) -> None:
        """Leaves the table; `run()` returns. Commands not answered fail."""
        self._closed = True
        if self._ws is not None:
            await self._ws.close()

    async def send(self, frame: dict[str, Any]) -> dict[str, Any]:
        """The host's answer to `frame`: the `ack` or `refused` for its id (resent with
        the same id after a reconnect until one comes)."""
        if self._closed:
            raise ConnectionError("the client was closed")
        key = str(frame["id"]) if "id" in frame else "#" + str(frame["type"])
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        if key in self._pending:
            raise ValueError(f"a command with the id {key!r} is waiting for its answer")
        self._pending[key] = (frame, future)
        if self._live:
            self._out.put_nowait(frame)
        return await future

    async def welcomed(self, timeout: float | None = None) -> None:
        """Until the host has welcomed this device on the current connection and
        sent its state."""
        await asyncio.wait_for(self._welcomed.wait(), timeout)

    async def until(
        self, check: Callable[[dict[str, Any]], bool], timeout: float | None = None
    ) -> dict[str, Any]:
        """The first state (the one held now, or one to come) that `check` accepts."""

        async def wait() -> dict[str, Any]:
            while self.state is None or not check(self.state):
                await self._state_came.wait()
            return self.state

        return await asyncio.wait_for(wait(), timeout)

    @property
    def at_table(self) -> bool:
        """Welcomed on the current connection, its state in hand."""
        return self._welcomed.is_set()

    @property
    def revision(self) -> int:
        """The revision of the state held (-1: none yet)."""
        return int(self.state["revision"]) if self.state is not None else -1

    # ---- one connection ------------------------------------------------------------------

    async def _connected(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        hello: dict[str, Any] = {"type": "hello"}
        if self.seat:
            hello["seat"] = self.seat
        else:
            hello.update(token=self.token, role=self.role, colour=self.colour)
        if self.state is not None:
            hello["seen"] = self.revision
        await self._pace()
        await ws.send_str(json.dumps(hello))
        sender: asyncio.Task[None] | None = None
        try:
            async for message in ws:
                if message.type is not aiohttp.WSMsgType.TEXT:
                    break
                frame = json.loads(message.data)
                if not isinstance(frame, dict):
                    continue
                if self._read(frame) and sender is None:
                    sender = asyncio.create_task(self._send_all(ws))
        finally:
            if sender is not None:
                sender.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await sender

    def _read(self, frame: dict[str, Any]) -> bool:
        """One frame from the host; True when it is the welcome."""
        kind = frame.get("type")
        if self.on_frame is not None:
            self.on_frame(frame)
        if kind == "welcome":
            self.welcome, self.seat = frame, str(frame.get("seat") or self.seat)
            self.role, self.colour = str(frame.get("role", "")), str(frame.get("colour", ""))
            self.welcomes += 1
            self._out = asyncio.Queue()  # what waits for an answer, again, in its order
            for sent, _future in self._pending.values():
                self._out.put_nowait(sent)
            self._live = True
            return True
        if kind == "state":
            self.state = frame
            if self._live:
                self._welcomed.set()
            came, self._state_came = self._state_came, asyncio.Event()
            came.set()  # every waiter looks at it
            if self.on_state is not None:
                self.on_state(frame)
        elif not self._live and kind in ("refused", "error"):  # the hello refused
            raise JoinError(str(frame.get("reason", "the host refused this device")))
        elif kind in ("ack", "refused", "results", "pong"):
            key = frame.get("id")  # none, or "": a ping's or a results' (refused) answer
            key = str(key) if key else "#" + {"pong": "ping"}.get(kind, "results")
            waiting = self._pending.pop(key, None)
            if waiting is not None and not waiting[1].done():
                waiting[1].set_result(frame)
        elif kind == "error":
            self.errors.append(str(frame.get("reason", "")))
        return False

    async def _send_all(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        while True:
            frame = await self._out.get()
            key = str(frame["id"]) if "id" in frame else "#" + str(frame["type"])
            if key not in self._pending:  # answered meanwhile (a resend's ack)
                continue
            await self._pace()
            await ws.send_str(json.dumps(frame))

    async def _pace(self) -> None:
        """At most PACE x RATE frames a second, PACE x BURST at once."""
        rate, burst = RATE * PACE, BURST * PACE
        now = time.monotonic()
        self._tokens = min(burst, self._tokens + (now - self._filled) * rate)
        self._filled = now
        if self._tokens < 1.0:
            await asyncio.sleep((1.0 - self._tokens) / rate)
            self._tokens, self._filled = 1.0, time.monotonic()
        self._tokens -= 1.0

    def _fail(self, error: BaseException) -> None:
        for _frame, future in self._pending.values():
            if not future.done():
                future.set_exception(error)
        self._pending.clear()


async def seats(url: str, token: str = "", timeout: float = 10.0) -> dict[str, Any]:
    """The `seats` frame of the table at `url` (who may join): one connection, closed."""
    address, in_url = socket_url(url)
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(address, max_msg_size=MAX_HOST_FRAME) as ws,
    ):
        await ws.send_str(json.dumps({"type": "hello", "token": token or in_url}))
        while True:
            message = await ws.receive(timeout=timeout)
            if message.type is not aiohttp.WSMsgType.TEXT:
                raise ConnectionError("the host closed the connection before its seats")
            frame = json.loads(message.data)
            if isinstance(frame, dict) and frame.get("type") in ("seats", "refused", "error"):
                if frame["type"] != "seats":
                    raise JoinError(str(frame.get("reason", "refused")))
                return frame
