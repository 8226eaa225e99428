"""The table's server (issue 30, docs/table-net.md) on the loopback, with a stand-in
host (support/table_fake.py): frames carried both ways, every connection told of a
change, hostile frames answered and the connection kept, limits, the address."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from demloc.net import server as server_module
from demloc.net.client import JoinError, TableClient, seats
from demloc.net.protocol import BURST, MAX_FRAME, MAX_UNSEATED
from demloc.net.server import MAX_ERRORS_IN_ROW, ServeError, TableServer
from support.net_proxy import Proxy
from support.table_fake import FakeHost


@pytest.fixture
def served() -> Iterator[tuple[FakeHost, TableServer]]:
    host = FakeHost()
    moved: list[int] = []
    server = TableServer(lambda: host, "127.0.0.1", 0, moved.append)  # type: ignore[arg-type, return-value]
    server.start()
    server.moved = moved  # type: ignore[attr-defined]
    yield host, server
    server.stop()


def eventually(check: Callable[[], bool], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "never came"
        time.sleep(0.01)


def run(work: Callable[[], Awaitable[Any]]) -> Any:
    return asyncio.run(asyncio.wait_for(work(), 60))


class Table:
    """Clients at the table, their run() tasks running, closed at the end."""

    def __init__(self, url: str) -> None:
        self.url, self.clients, self.tasks = url, [], []

    async def join(self, **who: str) -> TableClient:
        client = TableClient(self.url, token="tok", **who)
        self.clients.append(client)
        self.tasks.append(asyncio.create_task(client.run()))
        await client.welcomed(30)
        return client

    async def __aenter__(self) -> Table:
        return self

    async def __aexit__(self, *_exc: object) -> None:
        for client in self.clients:
            await client.close()
        await asyncio.gather(*self.tasks, return_exceptions=True)


async def raw(url: str) -> aiohttp.ClientWebSocketResponse:
    session = aiohttp.ClientSession()
    ws = await session.ws_connect(url.replace("http", "ws") + "ws", max_msg_size=0)
    ws.session = session  # type: ignore[attr-defined]
    return ws


async def answer(ws: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    message = await ws.receive(timeout=30)
    assert message.type is aiohttp.WSMsgType.TEXT, message
    frame: dict[str, Any] = json.loads(message.data)
    return frame


async def shut(ws: aiohttp.ClientWebSocketResponse) -> None:
    await ws.close()
    await ws.session.close()  # type: ignore[attr-defined]


def test_a_command_is_acknowledged_and_every_device_gets_the_new_state(
    served: tuple[FakeHost, TableServer],
) -> None:
    host, server = served

    async def play() -> None:
        async with Table(server.url) as table:
            red = await table.join(role="player", colour="red")
            blue = await table.join(role="player", colour="blue")
            tv = await table.join(role="spectator")
            assert (red.revision, blue.revision, tv.revision) == (0, 0, 0)
            assert sorted(server.connections()) == [
                ("player", "blue"),
                ("player", "red"),
                ("spectator", ""),
            ]
            ack = await red.send({"type": "event", "id": "r1", "at": 0, "event": {"kind": "x"}})
            assert ack == {"type": "ack", "id": "r1", "revision": 1}
            await blue.until(lambda s: s["revision"] == 1, 30)
            await tv.until(lambda s: s["revision"] == 1, 30)
            late = await blue.send({"type": "event", "id": "b1", "at": 0, "event": {"kind": "x"}})
            assert late["type"] == "refused" and late["revision"] == 1  # red acted first
            assert (await red.send({"type": "ping"}))["type"] == "pong"
            assert (await blue.send({"type": "results"}))["guild"] == {"name": "blue"}

    run(play)
    assert host.log == [("red", "r1")]
    assert server.moved == [1]  # type: ignore[attr-defined]
    assert len(host.threads) == 1  # one worker thread calls the host
    assert not {"MainThread", "table-server"} & host.threads
    eventually(lambda: not server.connections() and not host.connected)  # gone, host told


def test_the_app_s_own_change_reaches_every_device_on_notify(
    served: tuple[FakeHost, TableServer],
) -> None:
    host, server = served

    async def play() -> None:
        async with Table(server.url) as table:
            red = await table.join(role="player", colour="red")
            host.revision = 7  # the app's tap, through its own Table
            server.notify()
            await red.until(lambda s: s["revision"] == 7, 30)

    run(play)
    assert server.moved == []  # type: ignore[attr-defined]  # the app knows its own


def test_share_gives_a_new_token_and_the_old_one_is_refused(
    served: tuple[FakeHost, TableServer],
) -> None:
    host, server = served
    link = server.share()
    assert link.startswith(server.url + "#t=") and host.token == link.rsplit("=", 1)[1]
    assert link.rsplit("=", 1)[1] != "tok"

    async def join_old() -> None:
        client = TableClient(server.url, token="tok", role="player", colour="red")
        with pytest.raises(JoinError, match="wrong token"):
            await client.run()
        ok = TableClient(link, role="player", colour="red")
        task = asyncio.create_task(ok.run())
        await ok.welcomed(30)
        await ok.close()
        await task
        assert (await seats(link))["type"] == "seats"

    run(join_old)


DEEP: Any = 1
for _ in range(40):
    DEEP = [DEEP]


def test_hostile_frames_get_an_error_and_the_connection_stays(
    served: tuple[FakeHost, TableServer],
) -> None:
    _host, server = served
    hostile: list[Any] = [
        b"\x00\xff binary", "not json", "[1, 2]", '{"type": "hello", "role": 5}',
        "[" * 5000 + "]" * 5000, '{"type": "event", "id": "x", "at": 0, "event": {}}',
        json.dumps({"type": "event", "id": "a", "at": 0, "event": {"d": DEEP}}),
        '{"type": "nope"}', '{"type": "ping", "extra": 1}', '"\\ud800"',
    ]  # fmt: skip

    async def attack() -> None:
        ws = await raw(server.url)
        for frame in hostile:
            await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))
            error = await answer(ws)
            assert error["type"] == "error" and error["reason"], frame
        await ws.send_str('{"type": "hello", "token": "tok", "role": "spectator"}')
        assert (await answer(ws))["type"] == "welcome"  # the same connection, still served
        assert (await answer(ws))["type"] == "state"
        await shut(ws)

    run(attack)


def test_many_bad_frames_in_a_row_close_the_connection(
    served: tuple[FakeHost, TableServer],
) -> None:
    _host, server = served

    async def attack() -> None:
        ws = await raw(server.url)
        for _ in range(MAX_ERRORS_IN_ROW):
            await ws.send_str("{")
        errors = 0
        while (await ws.receive(timeout=30)).type is aiohttp.WSMsgType.TEXT:
            errors += 1
        assert errors == MAX_ERRORS_IN_ROW
        assert ws.close_code == aiohttp.WSCloseCode.POLICY_VIOLATION
        await shut(ws)

    run(attack)


def test_a_frame_past_the_limit_closes_only_its_connection(
    served: tuple[FakeHost, TableServer],
) -> None:
    host, server = served

    async def attack() -> None:
        async with Table(server.url) as table:
            red = await table.join(role="player", colour="red")
            ws = await raw(server.url)
            with contextlib.suppress(ConnectionError):  # closed while the 4 MiB are written
                await ws.send_str('{"type": "ping", "pad": "' + "x" * MAX_FRAME + '"}')
            message = await ws.receive(timeout=30)
            assert message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED,
                                    aiohttp.WSMsgType.ERROR)  # fmt: skip
            too_big = (aiohttp.WSCloseCode.MESSAGE_TOO_BIG, aiohttp.WSCloseCode.ABNORMAL_CLOSURE)
            assert ws.close_code in too_big, ws.close_code  # 1006: cut while still writing
            await shut(ws)
            ack = await red.send({"type": "event", "id": "r1", "at": 0, "event": {}})
            assert ack["type"] == "ack" and red.welcomes == 1

    run(attack)
    assert host.log == [("red", "r1")]


def test_before_joining_a_frame_is_short_and_after_it_the_characters_a_second_are_bounded(
    served: tuple[FakeHost, TableServer],
) -> None:
    """R-191: a long frame from a device not admitted is refused unread (a hello is
    short); an admitted one may send a guild file's length at once, then BYTES_RATE a
    second: past it, refused unread, the connection kept."""
    _host, server = served
    long = '{"type": "ping", "pad": "' + "x" * MAX_UNSEATED + '"}'

    async def attack() -> None:
        ws = await raw(server.url)
        await ws.send_str(long)
        error = await answer(ws)
        assert error["type"] == "error" and "before joining" in error["reason"]
        await ws.send_str('{"type": "hello", "token": "tok", "role": "spectator"}')
        assert (await answer(ws))["type"] == "welcome"
        assert (await answer(ws))["type"] == "state"
        big = '{"type": "ping", "pad": "' + "x" * (MAX_FRAME * 3 // 4) + '"}'
        await ws.send_str(big)
        reply = await answer(ws)
        assert reply["type"] == "error" and "unknown" not in reply["reason"]  # read: a field
        await ws.send_str(big)  # 3 MiB more at once: past the budget
        reply = await answer(ws)
        assert reply["type"] == "error" and reply["reason"].startswith("too much sent")
        await ws.send_str('{"type": "ping"}')
        assert (await answer(ws))["type"] == "pong"  # still served
        await shut(ws)

    run(attack)


def test_a_flood_is_refused_past_the_burst(served: tuple[FakeHost, TableServer]) -> None:
    _host, server = served

    async def flood() -> None:
        ws = await raw(server.url)
        for _ in range(BURST * 2):
            await ws.send_str('{"type": "ping"}')
        kinds = [(await answer(ws))["type"] for _ in range(BURST * 2)]
        assert BURST <= kinds.count("pong") < BURST + 20  # the burst, and what refilled
        assert kinds.count("error") == BURST * 2 - kinds.count("pong")
        await shut(ws)

    run(flood)


def test_wrong_tokens_from_one_address_are_slowed(served: tuple[FakeHost, TableServer]) -> None:
    _host, server = served

    async def guess() -> list[float]:
        ws = await raw(server.url)
        times = []
        for n in range(6):
            start = time.monotonic()
            await ws.send_str(
                json.dumps({"type": "hello", "token": f"guess{n}", "role": "spectator"})
            )
            assert (await answer(ws))["type"] == "refused"
            times.append(time.monotonic() - start)
        await shut(ws)
        return times

    times = run(guess)
    assert max(times[:3]) < 0.2 < 0.25 <= times[3] and times[5] >= 1.0  # 0.25, 0.5, 1 s


def test_a_host_that_fails_answers_an_error_and_serves_on(
    served: tuple[FakeHost, TableServer],
) -> None:
    _host, server = served

    async def play() -> None:
        async with Table(server.url) as table:
            red = await table.join(role="player", colour="red")
            ws = await raw(server.url)
            await ws.send_str('{"type": "event", "id": "z", "at": 0, "event": {}}')
            assert "hello" in (await answer(ws))["reason"]  # join first
            await shut(ws)
            task = asyncio.create_task(
                red.send({"type": "event", "id": "b", "at": 0, "event": {"kind": "boom"}})
            )
            await asyncio.sleep(0)
            assert (await red.send({"type": "event", "id": "c", "at": 0, "event": {}}))[
                "type"
            ] == "ack"
            assert not task.done()  # the failed one has no answer of its own: an error frame
            task.cancel()
            assert red.errors == ["the host could not apply it"]

    run(play)


def test_the_page_and_its_files_are_served_and_nothing_else(
    served: tuple[FakeHost, TableServer],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _host, server = served
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "index.html").write_text("<title>table</title>")
    (tmp_path / "web" / "app.js").write_text("let x = 1;")
    (tmp_path / "secret.txt").write_text("no")
    monkeypatch.setattr(server_module, "WEB", tmp_path / "web")

    async def fetch() -> None:
        async with aiohttp.ClientSession() as session:
            async with session.get(server.url) as page:
                assert page.status == 200 and "table" in await page.text()
            async with session.get(server.url + "static/app.js") as script:
                assert script.status == 200 and "javascript" in script.content_type
            for bad in ("static/../secret.txt", "static/%2e%2e/secret.txt", "static/nope.js"):
                async with session.get(server.url + bad) as missing:
                    assert missing.status == 404, bad

    run(fetch)


def test_a_port_taken_or_an_address_not_here_is_said_with_the_address() -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        with pytest.raises(ServeError, match=rf"127\.0\.0\.1:{port}: the port is taken"):
            TableServer(FakeHost, "127.0.0.1", port).start()  # type: ignore[arg-type]
    finally:
        taken.close()
    with pytest.raises(ServeError, match=r"192\.0\.2\.1:0: this address is not one of this"):
        TableServer(FakeHost, "192.0.2.1", 0).start()  # type: ignore[arg-type]


def test_a_client_cut_off_catches_up_by_itself_within_2_s(
    served: tuple[FakeHost, TableServer],
) -> None:
    host, server = served
    proxy = Proxy(server.port)

    async def play() -> float:
        async with Table(f"http://127.0.0.1:{proxy.port}/") as table, Table(server.url) as direct:
            red = await table.join(role="player", colour="red")
            blue = await direct.join(role="player", colour="blue")
            proxy.down()  # red's wifi off: neither end is told
            ack = await blue.send({"type": "event", "id": "b1", "at": 0, "event": {}})
            pending = asyncio.create_task(
                red.send({"type": "event", "id": "r1", "at": 1, "event": {}})
            )
            await asyncio.sleep(1.0)
            assert ack["type"] == "ack" and red.revision == 0 and not pending.done()
            proxy.up()
            back = time.monotonic()
            assert (await pending)["type"] == "ack"  # sent again on its own
            await red.until(lambda s: s["revision"] == 2, 30)
            return time.monotonic() - back

    try:
        took = run(play)
    finally:
        proxy.close()
    assert took < 2.0, took
    assert host.log == [("blue", "b1"), ("red", "r1")]


def test_a_resend_after_a_restart_is_answered_once(served: tuple[FakeHost, TableServer]) -> None:
    host, server = served
    port = server.port

    async def play() -> None:
        async with Table(server.url) as table:
            red = await table.join(role="player", colour="red")
            server.stop()  # the host stops (its connections closed), restarted below
            host.acked["r1"] = host.revision = 1  # applied before it stopped, not answered
            host.log.append(("red", "r1"))
            sent = asyncio.create_task(
                red.send({"type": "event", "id": "r1", "at": 0, "event": {}})
            )
            again = TableServer(lambda: host, "127.0.0.1", port)  # type: ignore[arg-type, return-value]
            await asyncio.to_thread(again.start)
            try:
                assert await sent == {"type": "ack", "id": "r1", "revision": 1}
                assert red.welcomes == 2
            finally:
                await asyncio.to_thread(again.stop)

    run(play)
    assert host.log == [("red", "r1")]


def test_after_stop_notify_is_quiet_and_share_says_so(served: tuple[FakeHost, TableServer]) -> None:
    _host, server = served
    server.stop()
    server.notify()  # nothing to tell, no error
    with pytest.raises(ServeError, match="not being served"):
        server.share()


def test_results_refused_answers_the_send_never_hangs(
    served: tuple[FakeHost, TableServer],
) -> None:
    """A `results` frame refused (a spectator's, or before the results are written) is
    answered by a `refused` with no id to name: the client's send returns it."""
    _host, server = served

    async def play() -> None:
        async with Table(server.url) as table:
            tv = await table.join(role="spectator")
            answer = await asyncio.wait_for(tv.send({"type": "results"}), 5)
            assert answer["type"] == "refused" and "no guild" in answer["reason"]
            assert (await tv.send({"type": "ping"}))["type"] == "pong"

    run(play)
