"""The shared table's server (issue 30, docs/table-net.md): aiohttp in its own thread,
on its own asyncio loop. `/` is the page (net/web/index.html), `/static/…` the rest of
net/web/, `/ws` the WebSocket every device speaks the protocol on.

The loop never blocks: the host (net/host.py) is called from ONE worker thread (a
single-thread executor), one frame at a time, in the order the frames came; the states
a change gives every connection are made and turned into text there too, and each
connection's frames leave in order through its own outbox (a state superseded by a
newer one before it left is dropped: a slow phone gets the newest, never an older one
after a newer).

What a device may do to the server is bounded (R-191): a frame at most protocol.MAX_FRAME bytes
(past it aiohttp closes the connection, 1009); protocol.RATE frames a second with a
burst of protocol.BURST, each frame past them answered with an `error` and not read;
a frame that cannot be read answered with an `error` naming the field, the connection
kept, closed after MAX_ERRORS_IN_ROW of them in a row; a hello refused from one address
slows that address's next ones (wrong tokens tried one after the other); a heartbeat
notices a device that went away without a word (a phone locked, wifi off)."""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import dataclasses
import errno
import json
import logging
import threading
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

from aiohttp import WSCloseCode, WSMsgType, web

from demloc.net.address import url_host
from demloc.net.host import Seat, TableHost
from demloc.net.protocol import (
    BURST,
    BYTES_RATE,
    MAX_FRAME,
    MAX_UNSEATED,
    RATE,
    Frame,
    Hello,
    Ping,
    ProtocolError,
    parse_frame,
)

log = logging.getLogger(__name__)
T = TypeVar("T")

WEB = Path(__file__).resolve().parent / "web"
HEARTBEAT_S = 6.0  # a ping every 6 s; no pong within 3 s: the device is gone
MAX_ERRORS_IN_ROW = 20  # frames that could not be read, one after the other: closed
MAX_OUTBOX = 400  # frames waiting for a device that reads none: it is closed
MAX_CONNECTIONS = 64  # devices at one table, spectators included: more is refused (503)
POLL_S = 1.0  # the host asked whether the stored table moved (another process's tap)
REFUSALS_FREE = 3  # refused hellos from one address before the next ones wait ...
REFUSAL_WAIT_S, REFUSAL_WAIT_MAX_S = 0.25, 5.0  # ... this, doubling, at most this
REFUSALS_FORGOTTEN_S = 60.0  # an address with no refusal this long starts afresh
START_TIMEOUT_S = 60.0  # the host made (the database opened) and the socket listening


class ServeError(Exception):
    """The server could not listen: the message names the address and why."""


@dataclasses.dataclass(eq=False)
class _Connection:
    """One open WebSocket: who it speaks for once welcomed, and what waits to leave."""

    ws: web.WebSocketResponse
    address: str
    seat: Seat | None = None
    outbox: collections.deque[tuple[int | None, str]] = dataclasses.field(
        default_factory=collections.deque
    )
    wake: asyncio.Event = dataclasses.field(default_factory=asyncio.Event)
    revision: int = -1  # of the newest state queued for it
    tokens: float = float(BURST)
    budget: float = float(MAX_FRAME)  # characters it may send now (BYTES_RATE a second)
    filled: float = dataclasses.field(default_factory=time.monotonic)
    errors_in_row: int = 0
    close_after: bytes = b""  # closed (1008) with this reason once the outbox is sent

    def allowed(self, size: int = 0) -> bool:
        """A frame of `size` characters now is within RATE frames a second and BURST at
        once, and BYTES_RATE characters a second with MAX_FRAME at once (token buckets)."""
        now = time.monotonic()
        self.tokens = min(float(BURST), self.tokens + (now - self.filled) * RATE)
        self.budget = min(float(MAX_FRAME), self.budget + (now - self.filled) * BYTES_RATE)
        self.filled = now
        if self.tokens < 1.0 or self.budget < size:
            return False
        self.tokens -= 1.0
        self.budget -= size
        return True

    def put(self, text: str, revision: int | None = None) -> None:
        """A frame for this device; a state (`revision` given) older than one already
        queued is dropped, and a newer one replaces those still waiting."""
        if revision is not None:
            if revision < self.revision:
                return
            self.revision = revision
            self.outbox = collections.deque(f for f in self.outbox if f[0] is None)
        self.outbox.append((revision, text))
        self.wake.set()


@dataclasses.dataclass
class _Refusals:
    count: int = 0
    last: float = 0.0
    lock: asyncio.Lock = dataclasses.field(default_factory=asyncio.Lock)


_Text = tuple[int | None, str]  # a frame as text; a state's with its revision


def _texts(frames: list[dict[str, Any]]) -> list[_Text]:
    return [
        (int(f.get("revision", 0)) if f.get("type") == "state" else None, json.dumps(f))
        for f in frames
    ]


def _error(reason: str) -> str:
    return json.dumps({"type": "error", "reason": reason})


class TableServer:
    """The server of one shared table (docs/table-net.md): `start()` in any thread, then
    `notify()`, `share()`, `connections()` from any thread, `stop()` at the end."""

    def __init__(
        self,
        make_host: Callable[[], TableHost],
        listen: str,
        port: int,
        on_moved: Callable[[int], None] | None = None,
        *,
        heartbeat_s: float = HEARTBEAT_S,
        poll_s: float = POLL_S,
    ) -> None:
        self._make_host, self.listen, self.port = make_host, listen, port
        self._on_moved = on_moved
        self._heartbeat_s, self._poll_s = heartbeat_s, poll_s
        self.url = ""
        self._host: TableHost | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._worker = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="table-host")
        self._runner: web.AppRunner | None = None
        self._open: set[_Connection] = set()
        self._seated: tuple[tuple[str, str], ...] = ()  # for connections(), any thread
        self._refusals: dict[str, _Refusals] = {}
        self._noticing = False
        self._tasks: set[asyncio.Future[object]] = set()
        self._stopping: asyncio.Event | None = None

    # ---- any thread --------------------------------------------------------------------

    def start(self) -> None:
        """The server's thread and loop started; returns once it listens. A port taken,
        an address not this computer's: ServeError naming it; the host's own failure
        (the database, the mission) as the host raised it."""
        started: concurrent.futures.Future[None] = concurrent.futures.Future()
        self._thread = threading.Thread(
            target=self._run, args=(started,), name="table-server", daemon=True
        )
        self._thread.start()
        try:
            started.result(timeout=START_TIMEOUT_S)
        except BaseException:
            self._thread.join(timeout=START_TIMEOUT_S)
            self._worker.shutdown(wait=False, cancel_futures=True)
            raise

    def stop(self) -> None:
        """Every connection closed (1001: the devices reconnect to the next host), the
        socket closed, the thread joined."""
        loop, thread = self._loop, self._thread
        if loop is not None and thread is not None and thread.is_alive():
            stopping = self._stopping
            if stopping is not None:
                loop.call_soon_threadsafe(stopping.set)
            thread.join(timeout=30)
        self._worker.shutdown(wait=True)

    def notify(self) -> None:
        """The app changed the table: if the host sees it moved, every device gets its
        state (thread-safe; several at once make one look)."""
        if self._loop is not None:
            with contextlib.suppress(RuntimeError):  # stopped: nobody to tell
                self._loop.call_soon_threadsafe(self._notice)

    def share(self) -> str:
        """A new join token (R-190), persisted by the host: the join URL with it."""
        token = self._call_from_outside(lambda host: host.new_token())
        return f"{self.url}#t={token}"

    def connections(self) -> list[tuple[str, str]]:
        """(role, colour) of each device joined."""
        return list(self._seated)

    def _call_from_outside(self, call: Callable[[TableHost], T]) -> T:
        loop, host = self._loop, self._host
        if loop is None or loop.is_closed() or host is None:
            raise ServeError("the table is not being served")
        work = self._in_worker(lambda: call(host))
        try:
            future = asyncio.run_coroutine_threadsafe(work, loop)
        except RuntimeError:  # its loop closed meanwhile: stopped
            work.close()
            raise ServeError("the table is not being served") from None
        return future.result(timeout=30)

    # ---- the server's thread -------------------------------------------------------------

    def _run(self, started: concurrent.futures.Future[None]) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve(started))
        except BaseException as error:  # before it listened: start() raises it
            if not started.done():
                started.set_exception(error)
            else:
                log.exception("the table's server stopped")
        finally:
            loop.close()

    async def _serve(self, started: concurrent.futures.Future[None]) -> None:
        self._stopping = asyncio.Event()
        self._host = await self._in_worker(self._make_host)
        app = web.Application(client_max_size=MAX_FRAME)
        app.router.add_get("/", self._page)
        app.router.add_get("/static/{name:.+}", self._static)
        app.router.add_get("/ws", self._socket)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        try:
            await self._listen()
            started.set_result(None)
            poll = asyncio.create_task(self._poll())
            await self._stopping.wait()
            poll.cancel()
            for connection in list(self._open):
                await connection.ws.close(code=WSCloseCode.GOING_AWAY, message=b"host stopped")
        finally:
            await self._runner.cleanup()

    async def _listen(self) -> None:
        assert self._runner is not None
        site = web.TCPSite(self._runner, self.listen, self.port, reuse_address=True)
        where = f"{self.listen}:{self.port}"
        try:
            await site.start()
        except OSError as error:
            if error.errno == errno.EADDRINUSE:
                why = "the port is taken (another demloc serve, or another program?)"
            elif error.errno == errno.EADDRNOTAVAIL:
                why = "this address is not one of this computer's (see --listen)"
            else:
                why = error.strerror or str(error)
            raise ServeError(f"cannot listen on {where}: {why}") from None
        port = self._runner.addresses[0][1]  # the port given when 0 was asked
        self.port = port
        self.url = f"http://{url_host(self.listen)}:{port}/"

    async def _in_worker(self, call: Callable[[], T]) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._worker, call)

    # ---- HTTP ------------------------------------------------------------------------------

    async def _page(self, _request: web.Request) -> web.StreamResponse:
        return self._file(WEB / "index.html")

    async def _static(self, request: web.Request) -> web.StreamResponse:
        path = (WEB / request.match_info["name"]).resolve()
        if not path.is_relative_to(WEB.resolve()):
            raise web.HTTPNotFound()
        return self._file(path)

    @staticmethod
    def _file(path: Path) -> web.StreamResponse:
        if not path.is_file():
            raise web.HTTPNotFound(text=f"{path.name}: not found")
        return web.FileResponse(path, headers={"Cache-Control": "no-cache"})

    # ---- the WebSocket -------------------------------------------------------------------

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        if len(self._open) >= MAX_CONNECTIONS:
            raise web.HTTPServiceUnavailable(text="the table is full")
        ws = web.WebSocketResponse(heartbeat=self._heartbeat_s, max_msg_size=MAX_FRAME)
        await ws.prepare(request)
        connection = _Connection(ws, request.remote or "?")
        self._open.add(connection)
        sender = asyncio.create_task(self._send(connection))
        try:
            async for message in ws:
                if message.type is WSMsgType.ERROR:
                    break
                await self._frame(connection, message)
        finally:
            self._open.discard(connection)
            sender.cancel()
            if connection.seat is not None:
                self._seats_changed()
        return ws

    async def _send(self, connection: _Connection) -> None:
        """The connection's frames, in the order they were queued."""
        while True:
            await connection.wake.wait()
            connection.wake.clear()
            while connection.outbox:
                _revision, text = connection.outbox.popleft()
                try:
                    await connection.ws.send_str(text)
                except (ConnectionError, RuntimeError):  # closed under it
                    return
            if connection.close_after:
                await connection.ws.close(
                    code=WSCloseCode.POLICY_VIOLATION, message=connection.close_after
                )
                return

    def _put(self, connection: _Connection, text: str, revision: int | None = None) -> None:
        connection.put(text, revision)
        if len(connection.outbox) > MAX_OUTBOX:  # it reads nothing: let it reconnect
            connection.outbox.clear()
            self._background(
                connection.ws.close(code=WSCloseCode.POLICY_VIOLATION, message=b"not reading")
            )

    def _background(self, work: Coroutine[Any, Any, object]) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)  # kept until done: the loop holds tasks weakly
        task.add_done_callback(self._tasks.discard)

    async def _frame(self, connection: _Connection, message: Any) -> None:
        if connection.close_after:  # being closed: nothing more is read
            return
        size = len(message.data) if isinstance(message.data, str | bytes) else 0
        if not connection.allowed(size):
            self._put(connection, _error(f"too much sent: at most {RATE:g} frames and "
                                         f"{BYTES_RATE // 1024} KiB a second"))  # fmt: skip
            return
        try:
            if message.type is not WSMsgType.TEXT:
                raise ProtocolError("a frame is JSON text, not binary")
            if connection.seat is None and size > MAX_UNSEATED:
                raise ProtocolError(
                    f"before joining, a frame is at most {MAX_UNSEATED} characters (R-191)"
                )
            frame = parse_frame(message.data)
        except ProtocolError as error:
            await self._unreadable(connection, str(error))
            return
        if isinstance(frame, Ping):
            connection.errors_in_row = 0
            self._put(connection, '{"type":"pong"}')
        elif isinstance(frame, Hello):
            await self._hello(connection, frame)
        elif connection.seat is None:
            await self._unreadable(connection, "join the table first: send a 'hello' frame")
        else:
            connection.errors_in_row = 0
            await self._command(connection, connection.seat, frame)

    async def _unreadable(self, connection: _Connection, reason: str) -> None:
        self._put(connection, _error(reason))
        connection.errors_in_row += 1
        if connection.errors_in_row >= MAX_ERRORS_IN_ROW:
            connection.close_after = b"too many frames in error"
            connection.wake.set()

    async def _hello(self, connection: _Connection, frame: Hello) -> None:
        if connection.seat is not None:
            await self._unreadable(connection, "this connection has joined already")
            return
        refusals = self._refusals.setdefault(connection.address, _Refusals())
        async with refusals.lock:  # one address's hellos one after the other ...
            if time.monotonic() - refusals.last > REFUSALS_FORGOTTEN_S:
                refusals.count = 0
            if refusals.count >= REFUSALS_FREE:  # ... slowed once it was refused often
                over = refusals.count - REFUSALS_FREE
                await asyncio.sleep(min(REFUSAL_WAIT_S * 2**over, REFUSAL_WAIT_MAX_S))
            host = self._host
            assert host is not None
            seat, answer = await self._in_worker(lambda: self._welcome(host, frame))
            if seat is None and (frame.role or frame.seat):  # not the seats asked for
                refusals.count += 1
                refusals.last = time.monotonic()
            elif seat is not None:
                refusals.count = 0
        if connection.ws.closed:
            return
        connection.errors_in_row = 0
        connection.seat = seat
        for revision, text in answer:
            self._put(connection, text, revision)
        if seat is not None:
            self._seats_changed()

    @staticmethod
    def _welcome(host: TableHost, frame: Hello) -> tuple[Seat | None, list[_Text]]:
        """In the worker: the hello answered, with the seat's state after its welcome
        (the host's, or asked of it)."""
        try:
            seat, answer = host.hello(frame)
        except Exception:
            log.exception("the host failed on a hello")
            return None, [(None, _error("the host could not answer this hello"))]
        frames = list(answer.to_sender)
        if seat is not None and not any(f.get("type") == "state" for f in frames):
            frames.append(host.state_for(seat))
        return seat, _texts(frames)

    async def _command(self, connection: _Connection, seat: Seat, frame: Frame) -> None:
        host = self._host
        assert host is not None
        seated = self._seated_now()

        def handle() -> tuple[list[_Text], dict[_Connection, tuple[int, str]]]:
            try:
                answer = host.handle(seat, frame)
            except Exception:
                log.exception("the host failed on a %s frame", frame.type)
                return [(None, _error("the host could not apply it"))], {}
            return _texts(answer.to_sender), (self._states(host, seated) if answer.moved else {})

        answer, states = await self._in_worker(handle)
        for revision, text in answer:
            self._put(connection, text, revision)
        self._broadcast(states, players=True)

    def _seated_now(self) -> list[tuple[_Connection, Seat]]:
        return [(c, c.seat) for c in self._open if c.seat is not None]

    @staticmethod
    def _states(
        host: TableHost, seated: list[tuple[_Connection, Seat]]
    ) -> dict[_Connection, tuple[int, str]]:
        """In the worker: each connection's state, as text (one per role and colour)."""
        made: dict[tuple[str, str], tuple[int, str]] = {}
        states = {}
        for connection, seat in seated:
            key = (seat.role, seat.colour)
            if key not in made:
                state = host.state_for(seat)
                made[key] = (int(state.get("revision", 0)), json.dumps(state))
            states[connection] = made[key]
        return states

    def _broadcast(self, states: dict[_Connection, tuple[int, str]], *, players: bool) -> None:
        for connection, (revision, text) in states.items():
            if connection in self._open:
                self._put(connection, text, revision)
        if players and states and self._on_moved is not None:
            revision = max(r for r, _text in states.values())
            try:
                self._on_moved(revision)
            except Exception:
                log.exception("on_moved failed")

    def _seats_changed(self) -> None:
        seated = self._seated_now()
        self._seated = tuple((seat.role, seat.colour) for _c, seat in seated)
        host = self._host
        tell = getattr(host, "seats_connected", None)
        if tell is not None:
            seats = [seat for _c, seat in seated]
            self._worker.submit(self._quietly, lambda: tell(seats))

    @staticmethod
    def _quietly(call: Callable[[], object]) -> None:
        try:
            call()
        except Exception:
            log.exception("the host failed")

    # ---- the table moved elsewhere ---------------------------------------------------------

    def _notice(self) -> None:
        if not self._noticing:
            self._noticing = True
            self._background(self._look(players=False))

    async def _look(self, *, players: bool) -> None:
        """Whether the stored table moved (the app's tap, another process): then every
        connection's state."""
        host = self._host
        assert host is not None
        self._noticing = True
        seated = self._seated_now()

        def look() -> dict[_Connection, tuple[int, str]]:
            try:
                return self._states(host, seated) if host.moved() else {}
            except Exception:
                log.exception("the host failed to look at the table")
                return {}

        try:
            states = await self._in_worker(look)
        finally:
            self._noticing = False
        self._broadcast(states, players=players)

    async def _poll(self) -> None:
        while True:
            await asyncio.sleep(self._poll_s)
            if not self._noticing:
                await self._look(players=True)
