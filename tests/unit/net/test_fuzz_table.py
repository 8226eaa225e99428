"""Hostile frames over a real socket (issue 30): a `demloc serve` process on the
loopback, two players playing all along, and hypothesis's frames from another device
(binary, not JSON, nested too deep, too long, fields of every wrong type, floods),
seated as a spectator and not seated at all. Each frame gets an answer (an `error`, a
`refused`; past the size limit the connection is closed, 1009); the players are never
disconnected, never get an error, and every command acknowledged is in the database."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from demloc.net.protocol import BURST, MAX_FRAME
from demloc.net.server import MAX_ERRORS_IN_ROW
from support.table_net import Player, Served, applied, mission_in_play

TYPES = ["hello", "event", "step", "undo", "ready", "bring", "results", "ping", "nope"]
ANSWERS = {"error", "refused", "pong"}
FIELDS = ("id", "at", "event", "action", "guild", "token", "seat", "role", "colour", "seen", "x")

scalars = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20)
)
values = st.recursive(
    scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=25,
)  # fmt: skip
shaped = st.fixed_dictionaries(
    {"type": st.sampled_from(TYPES)},
    optional=dict.fromkeys(FIELDS, values),
).map(json.dumps)
deep = st.tuples(st.integers(33, 3000), st.sampled_from(['{"a":', "["])).map(
    lambda d: d[1] * d[0] + "1" + ("}" if d[1] != "[" else "]") * d[0]
)
EXAMPLES = 300
PACE_S = 0.1  # between a player's commands: two players tapping fast
HUGE = "huge"
FLOOD = "flood"
unread = st.one_of(
    st.binary(max_size=2000), st.text(max_size=2000), values.map(json.dumps), deep,
    st.just(HUGE), st.just(FLOOD),
)  # fmt: skip
# (the frame, whether it comes from the seated device): a frame shaped as the protocol's
# comes from the spectator's (an unseated device's hello, refused, slows its address).
frames = st.tuples(unread, st.booleans()) | st.tuples(shaped, st.just(True))


class Fuzzer:
    """A device that sends what hypothesis draws: one connection seated as a spectator,
    one never seated; each reconnected when the server closed it."""

    def __init__(self, served: Served) -> None:
        self.served = served
        self.loop = asyncio.new_event_loop()
        self.session: aiohttp.ClientSession | None = None
        self.seat = ""
        self.sockets: dict[bool, aiohttp.ClientWebSocketResponse] = {}
        self.closed_big = 0
        self.sent = 0
        self.in_row = {False: 0, True: 0}  # errors for unreadable frames, one after another

    def run(self, work: Any) -> Any:
        return self.loop.run_until_complete(asyncio.wait_for(work, 120))

    async def socket(self, seated: bool) -> aiohttp.ClientWebSocketResponse:
        ws = self.sockets.get(seated)
        if ws is not None and not ws.closed:
            return ws
        if self.session is None:
            self.session = aiohttp.ClientSession()
        ws = await self.session.ws_connect(self.served.url + "ws", max_msg_size=0)
        if seated:
            token = self.served.link.split("#t=")[1]
            hello = {"type": "hello", "seat": self.seat} if self.seat else {
                "type": "hello", "token": token, "role": "spectator"}  # fmt: skip
            await ws.send_str(json.dumps(hello))
            welcome = await self.frame(ws)
            assert welcome["type"] == "welcome", welcome
            self.seat = welcome["seat"]  # its state follows: frame() passes states by
        self.sockets[seated] = ws
        self.in_row[seated] = 0
        return ws

    async def frame(self, ws: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
        while True:
            message = await ws.receive(timeout=60)
            assert message.type is aiohttp.WSMsgType.TEXT, (message, ws.close_code)
            frame: dict[str, Any] = json.loads(message.data)
            if frame["type"] != "state":  # the players' moves, sent to the spectator too
                return frame

    async def send(self, what: str | bytes, seated: bool) -> None:
        self.sent += 1
        try:
            await self._send(await self.socket(seated), what, seated)
        except aiohttp.ClientConnectionResetError:  # closed by the server after the last
            ws = self.sockets.pop(seated)
            while (await ws.receive(timeout=60)).type is aiohttp.WSMsgType.TEXT:
                pass
            self.closed(ws, seated)
            await self._send(await self.socket(seated), what, seated)

    def closed(self, ws: aiohttp.ClientWebSocketResponse, seated: bool) -> None:
        """The server closed `ws`: only after MAX_ERRORS_IN_ROW unreadable frames in a
        row (1008; 1006 when its close went unanswered here and it dropped the
        connection)."""
        assert self.in_row[seated] >= MAX_ERRORS_IN_ROW, (self.in_row, ws.close_code)
        assert ws.close_code in (aiohttp.WSCloseCode.POLICY_VIOLATION,
                                 aiohttp.WSCloseCode.ABNORMAL_CLOSURE), ws.close_code  # fmt: skip

    async def _send(
        self, ws: aiohttp.ClientWebSocketResponse, what: str | bytes, seated: bool
    ) -> None:
        if what == HUGE:
            with contextlib.suppress(ConnectionError):  # closed while the 4 MiB are written
                await ws.send_str('{"type": "ping", "pad": "' + "x" * MAX_FRAME + '"}')
            message = await ws.receive(timeout=60)
            while message.type is aiohttp.WSMsgType.TEXT:  # answers to frames before it
                message = await ws.receive(timeout=60)
            assert ws.close_code in (aiohttp.WSCloseCode.MESSAGE_TOO_BIG,
                                     aiohttp.WSCloseCode.ABNORMAL_CLOSURE), ws.close_code  # fmt: skip
            self.closed_big += 1
            return
        count = BURST * 2 if what == FLOOD else 1
        if what == FLOOD:
            for _ in range(count):
                await ws.send_str('{"type": "ping"}')
        else:
            await (ws.send_bytes(what) if isinstance(what, bytes) else ws.send_str(what))
        for _ in range(count):
            message = await ws.receive(timeout=60)
            if message.type is not aiohttp.WSMsgType.TEXT:
                self.closed(ws, seated)
                return
            frame = json.loads(message.data)
            if frame["type"] == "state":
                frame = await self.frame(ws)
            assert frame["type"] in ANSWERS, frame
            if frame["type"] != "error":  # read: the server counts again from 0
                self.in_row[seated] = 0
            elif not frame["reason"].startswith("too much sent"):  # the rate's: not counted
                self.in_row[seated] += 1

    def close(self) -> None:
        async def shut() -> None:
            for ws in self.sockets.values():
                await ws.close()
            if self.session is not None:
                await self.session.close()

        self.run(shut())
        self.loop.close()


class Playing:
    """Two players playing in their own thread and loop until stopped."""

    def __init__(self, link: str) -> None:
        self.players = [Player(link, "red", "fz-r"), Player(link, "blue", "fz-b")]
        self.joined = threading.Event()
        self.stopping = False
        self.failure: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        assert self.joined.wait(120), self.failure

    def _run(self) -> None:
        try:
            asyncio.run(self._play())
        except BaseException as error:
            self.failure = error
            self.joined.set()

    async def _play(self) -> None:
        for player in self.players:
            await player.join()
        self.joined.set()

        async def keep(player: Player) -> None:
            while not self.stopping:
                await player.one()
                await asyncio.sleep(PACE_S)

        await asyncio.gather(*(keep(p) for p in self.players))
        for player in self.players:
            await player.close()

    def stop(self) -> list[Player]:
        self.stopping = True
        self.thread.join(120)
        if self.failure is not None:
            raise self.failure
        return self.players


@pytest.fixture(scope="module")
def table(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[Served, int, Fuzzer, Playing]]:
    folder = tmp_path_factory.mktemp("fuzz")
    db = Path(folder) / "table.sqlite3"
    mission = mission_in_play(db)
    served = Served(db, folder)
    served.start()
    playing = Playing(served.link)
    fuzzer = Fuzzer(served)
    try:
        yield served, mission, fuzzer, playing
    finally:
        playing.stopping = True
        fuzzer.close()
        served.kill()
        playing.thread.join(60)


@pytest.mark.fuzz
@pytest.mark.slow
def test_hostile_frames_are_answered_and_the_players_lose_nothing(
    table: tuple[Served, int, Fuzzer, Playing],
) -> None:
    served, mission, fuzzer, playing = table

    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(frames)
    def hostile(drawn: tuple[str | bytes, bool]) -> None:
        what, seated = drawn
        assert served.process is not None and served.process.poll() is None
        assert playing.failure is None and playing.thread.is_alive()
        fuzzer.run(fuzzer.send(what, seated))

    hostile()
    assert fuzzer.sent >= EXAMPLES
    for seated in (False, True):  # whatever hypothesis drew: each limit met once more
        fuzzer.run(fuzzer.send(HUGE, seated))
        fuzzer.run(fuzzer.send(FLOOD, seated))
    fuzzer.run(fuzzer.send('{"type": "ping"}', True))  # the server still answers
    players = playing.stop()
    for player in players:
        assert player.client.welcomes == 1 and player.client.errors == []  # never cut off
        assert player.acked  # they played all along
    stored = applied(served.db, mission)
    acked = {i: r for p in players for i, r in p.acked.items()}
    assert {i: r for i, (_s, r) in stored.items() if i.startswith("fz-")} == acked
