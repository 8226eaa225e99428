"""Share the table… on the real server (issue 30: net/server.py, net/host.py, a
TableClient on the loopback): a player's phone joins by the join URL the dialog shows,
its tap shows on the host's tracker with no banner, the host's undo reaches the phone,
the dialog lists the phone, and quitting closes its connection."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.net.client import TableClient
from support import resolution_table as rt


class Phone:
    """A TableClient in a thread of its own with its own asyncio loop (as a phone is
    another computer): `do(coroutine)` runs there and returns what it gave."""

    def __init__(self, url: str, colour: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.client = TableClient(url, role="player", colour=colour)
        self.running = asyncio.run_coroutine_threadsafe(self.client.run(), self.loop)
        self.do(self.client.welcomed(30))

    def do(self, work: Coroutine[Any, Any, Any]) -> Any:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(30)

    def revision(self) -> int:
        state = self.client.state
        return int(state["revision"]) if state is not None else -1

    def close(self) -> None:
        self.do(self.client.close())
        with contextlib.suppress(ConnectionError):  # run() says it was closed
            self.running.result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(30)
        self.loop.close()


@pytest.fixture
def on_the_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app's server on 127.0.0.1 and any free port: the tests run beside others."""
    monkeypatch.setattr("demloc.ui.share.local_address", lambda: "127.0.0.1")
    monkeypatch.setattr("demloc.ui.share.PORT", 0)


def test_a_phone_joins_its_tap_shows_on_the_tracker_and_the_hosts_undo_reaches_it(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    on_the_loopback: None,
) -> None:
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    tracker = rt.play_from_setup(area, "first-blood", "training")
    play = area.play
    assert window.sharing is not None
    share = window.sharing.share
    assert share.start() and share.join_url.startswith("http://127.0.0.1:")
    phone = Phone(share.join_url, "red")  # as the QR code gives it
    try:
        assert phone.revision() == play.revision
        qtbot.waitUntil(lambda: share.devices == [("player", "red")])
        assert window.sharing.indicator.text() == "Shared: 1 device"
        frame = {"type": "event", "id": "p1", "at": play.revision, "event": {"kind": "new_turn"}}
        sent = time.perf_counter()
        answer = phone.do(phone.client.send(frame))
        assert answer["type"] == "ack", answer
        qtbot.waitUntil(lambda: play.revision == answer["revision"])
        shown_ms = (time.perf_counter() - sent) * 1000
        assert rt.state(tracker).turn == 1 and tracker.shown is not None
        assert tracker.shown.turn == 1 and not tracker.banner.isVisible() and not play.error
        assert shown_ms < 2000  # about 60 ms here; the resync bound, never a hang
        rt.key(tracker, "Ctrl+Z")  # the host's undo, on the revision the phone made
        assert not play.error and rt.state(tracker).turn == 0
        state = phone.do(phone.client.until(lambda s: s["revision"] == play.revision, 10))
        assert state["view"]["turn"] == 0
    finally:
        phone.close()
    window.close()  # Quit: the server stopped, its thread joined
    assert not share.shared and share.server is None


def test_the_dialogs_new_token_admits_a_phone_and_the_old_one_no_longer(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    on_the_loopback: None,
) -> None:
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    rt.play_from_setup(area, "first-blood", "training")
    assert window.sharing is not None
    share = window.sharing.share
    assert share.start()
    old = share.join_url
    share.new_token()
    assert share.join_url != old and share.token
    from demloc.net.client import JoinError

    refused = TableClient(old, role="player", colour="blue")

    async def join_old() -> None:
        await asyncio.wait_for(refused.run(), 30)

    with pytest.raises(JoinError):
        asyncio.run(join_old())
    phone = Phone(share.join_url, "blue")
    try:
        qtbot.waitUntil(lambda: share.devices == [("player", "blue")])
    finally:
        phone.close()
    share.stop()
