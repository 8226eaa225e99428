"""A small host speaking the table's frames (docs/table-net.md), for the page's browser
tests: aiohttp in a thread of its own, serving net/web/ as the real server does (`/` the
page, `/static/...`, `/ws`). It plays a real mission (support/board_page_mission.py):
an event is applied by the core, or refused with the rule's words; a command made on
an old revision is refused as the host refuses it. The test scripts the rest: a refusal
to come, the network going down and coming back, a set-up instead of the play."""

from __future__ import annotations

import asyncio
import copy
import json
import threading
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from demloc.missions.play import Mission
from demloc.net.board_page import map_json, pieces_json
from demloc.rules.errors import RulesError

WEB = Path(__file__).parents[2] / "app" / "demloc" / "net" / "web"
TOKEN = "K7Q2-M9"
GUILDS = {"red": "The Red Lantern", "blue": "The Pale Masks"}


class FakeTable:
    """One mission at the table; `received` every frame a page sent, in order."""

    def __init__(self, mission: Mission, stage: str = "playing") -> None:
        self.mission, self.stage = mission, stage
        self.revision = 12
        self.received: list[dict[str, Any]] = []
        self.refuse_next: dict[str, Any] | None = None  # the next command's refusal
        self.note_next = ""  # the next ack's note (a Next the rules refused, R-187)
        self.down = False
        self.silent = False  # the open connections hear nothing (a phone asleep)
        self.seats: dict[str, tuple[str, str]] = {}  # secret -> (role, colour)
        self.ready: set[str] = set()
        self.picked: list[dict[str, Any]] = [
            {"id": "g-1-1", "card": "rog-merc-1", "source": "dormitory", "wave": 0,
             "feods": 0, "mana": None, "base": 0, "category": "", "at": "", "facing": ""},
        ]  # fmt: skip
        # As net/host.py's _roster gives it (and "arcane", the dice a character channels,
        # which the page reads where it is given).
        self.roster = [
            {"card": "rog-merc-1", "name": "Corvin Ashblade", "follower": False, "fault": "",
             "arcane": 2},
            {"card": "rog-merc-2", "name": "Mira of the Ninth Bell", "follower": False,
             "fault": "", "arcane": 0},
            {"card": "rog-merc-3", "name": "Old Hask", "follower": False,
             "fault": "injured: rests one mission"},
            {"card": "rog-f-guard", "name": "City guard", "follower": True, "fault": ""},
        ]  # fmt: skip
        self.phase = "characters"
        self._asleep: set[int] = set()
        self._sockets: list[tuple[web.WebSocketResponse, str]] = []
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._started = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self.url = ""

    # ---- the test's side -----------------------------------------------------------------

    def start(self) -> str:
        self._thread.start()
        assert self._started.wait(10), "the fake host did not start"
        return self.url

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self._close_all(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    def frames(self, kind: str) -> list[dict[str, Any]]:
        with self._lock:
            return [f for f in self.received if f.get("type") == kind]

    def drop(self) -> None:
        """The network gone: every connection closed, and new ones refused until `up`."""
        self.down = True
        asyncio.run_coroutine_threadsafe(self._close_all(), self._loop).result(10)

    def up(self) -> None:
        self.down = self.silent = False

    def sleep(self) -> None:
        """The connections open now stay open but carry nothing more (a locked phone's
        socket, dead without a close); a new connection is served as ever."""
        self.silent = True
        self._asleep = {id(ws) for ws, _seat in self._sockets}

    def next_phase(self, phase: str) -> None:
        """Every player tapped Next: the set-up moves on, every page is told."""

        async def moved() -> None:
            self.phase = phase
            self.ready.clear()
            self.revision += 1
            await self._broadcast({"by": "host", "what": f"the set-up moves to {phase}"})

        asyncio.run_coroutine_threadsafe(moved(), self._loop).result(10)

    def move(self, event: dict[str, Any]) -> None:
        """Another player's tap: the mission moves, every page is sent the new state."""

        async def moved() -> None:
            self.mission.do(event)
            self.revision += 1
            await self._broadcast({"by": "blue", "what": self.mission.state.log[-1]})

        asyncio.run_coroutine_threadsafe(moved(), self._loop).result(10)

    # ---- the host's side -----------------------------------------------------------------

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        app = web.Application()
        app.router.add_get("/", self._page)
        app.router.add_get("/ws", self._socket)
        app.router.add_static("/static/", WEB)
        runner = web.AppRunner(app)
        self._loop.run_until_complete(runner.setup())
        site = web.TCPSite(runner, "127.0.0.1", 0)
        self._loop.run_until_complete(site.start())
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{port}/"
        self._started.set()
        self._loop.run_forever()
        self._loop.run_until_complete(runner.cleanup())
        self._loop.close()

    async def _page(self, request: web.Request) -> web.FileResponse:
        return web.FileResponse(WEB / "index.html")

    async def _close_all(self) -> None:
        for ws, _seat in list(self._sockets):
            await ws.close()
        self._sockets.clear()

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        if self.down:
            raise web.HTTPServiceUnavailable()
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        seat = ""
        async for message in ws:
            if message.type != WSMsgType.TEXT:
                break
            frame = json.loads(message.data)
            with self._lock:
                self.received.append(frame)
            if self.silent and id(ws) in self._asleep:
                continue
            if frame.get("type") == "hello":
                seat = await self._hello(ws, frame)
            elif frame.get("type") == "ping":
                await ws.send_json({"type": "pong"})
            elif seat:
                await self._command(ws, seat, frame)
        self._sockets = [(w, s) for w, s in self._sockets if w is not ws]
        return ws

    async def _hello(self, ws: web.WebSocketResponse, frame: dict[str, Any]) -> str:
        secret = frame.get("seat", "")
        if secret:
            if secret not in self.seats:
                await ws.send_json({"type": "error", "reason": "this device's seat is unknown"})
                return ""
        elif frame.get("token") != TOKEN:
            await ws.send_json({"type": "error", "reason": "this join code is not the table's"})
            return ""
        elif not frame.get("role"):
            await ws.send_json({
                "type": "seats", "mission": "Chapel yard",
                "players": [{"colour": c, "guild": g, "account": "", "taken": False}
                            for c, g in GUILDS.items()],
            })  # fmt: skip
            return ""
        else:
            secret = f"seat-{frame['role']}-{frame.get('colour', '')}-{len(self.seats)}"
            self.seats[secret] = (frame["role"], frame.get("colour", ""))
        role, colour = self.seats[secret]
        self._sockets.append((ws, secret))
        await ws.send_json({
            "type": "welcome", "seat": secret, "role": role, "colour": colour,
            "map": map_json(self.mission) if self.stage == "playing" else None,
        })  # fmt: skip
        await ws.send_json(self._state(secret, None))
        return secret

    async def _command(self, ws: web.WebSocketResponse, seat: str, frame: dict[str, Any]) -> None:
        role, colour = self.seats[seat]
        if role != "player":
            await ws.send_json({"type": "refused", "id": frame.get("id"), "by": "host",
                                "reason": "a spectator sends nothing (R-186)",
                                "revision": self.revision, "missed": []})  # fmt: skip
            return
        if self.refuse_next is not None:
            refusal, self.refuse_next = self.refuse_next, None
            await ws.send_json({"type": "refused", "id": frame["id"], "revision": self.revision,
                                **refusal})  # fmt: skip
            await ws.send_json(self._state(seat, None))
            return
        if frame.get("at") != self.revision:
            await ws.send_json({"type": "refused", "id": frame["id"], "by": "blue",
                                "reason": "blue acted first", "revision": self.revision,
                                "missed": list(self.mission.state.log[-1:])})  # fmt: skip
            await ws.send_json(self._state(seat, None))
            return
        try:
            what = self._apply(colour, frame)
        except RulesError as error:
            await ws.send_json({"type": "refused", "id": frame["id"], "by": "host",
                                "reason": str(error), "revision": self.revision, "missed": []})  # fmt: skip
            return
        self.revision += 1
        ack = {"type": "ack", "id": frame["id"], "revision": self.revision}
        if self.note_next:
            ack["note"], self.note_next = self.note_next, ""
        await ws.send_json(ack)
        await self._broadcast({"by": colour, "what": what})

    def _apply(self, colour: str, frame: dict[str, Any]) -> str:
        kind = frame["type"]
        if kind == "event":
            self.mission.do(frame["event"])
            return self.mission.state.log[-1] if self.mission.state.log else kind
        if kind == "undo":
            self.mission.undo()
            return "undone"
        if kind == "ready":
            self.ready.add(colour)
            return f"{colour} is ready"
        if kind == "step":
            action = frame["action"]
            if action["action"] == "pick":
                self.picked.append({"id": f"g-1-{len(self.picked) + 1}", "card": action["card"],
                                    "source": "dormitory", "wave": 0, "mana": None})  # fmt: skip
            elif action["action"] == "unpick":
                self.picked = [p for p in self.picked if p["id"] != action["character"]]
            elif action["action"] == "channel":
                for p in self.picked:
                    if p["id"] == action["character"]:
                        p["mana"] = action.get("faces") or ["white", "seal"]
            return f"{colour}: {action['action']}"
        raise RulesError(f"the fake host does not know '{kind}'")

    async def _broadcast(self, last: dict[str, Any]) -> None:
        for ws, seat in list(self._sockets):
            if not ws.closed and not (self.silent and id(ws) in self._asleep):
                await ws.send_json(self._state(seat, last))

    def _state(self, seat: str, last: dict[str, Any] | None) -> dict[str, Any]:
        role, colour = self.seats[seat]
        you: dict[str, Any] = {"role": role, "colour": colour, "ready": colour in self.ready}
        if self.stage == "setup":
            view = self._setup_view()
            if role == "player":
                picked = {p["card"] for p in self.picked}
                you["roster"] = [dict(r, picked=r["card"] in picked) for r in self.roster]
            pieces = None
        else:
            view = self._play_view()
            pieces = pieces_json(self.mission)
        return {
            "type": "state", "revision": self.revision, "view": view, "pieces": pieces,
            "you": you, "waiting": [c for c in GUILDS if c not in self.ready], "last": last,
        }  # fmt: skip

    def _players(self, characters: dict[str, list[dict[str, Any]]]) -> list[dict[str, Any]]:
        fate = {p.colour: p.fate_points for p in self.mission.state.players}
        return [
            {"colour": c, "guild": g, "key": f"g-{c}", "account": "", "source": "local",
             "fate_points": fate.get(c, 0), "characters": characters.get(c, [])}
            for c, g in GUILDS.items()
        ]  # fmt: skip

    def _setup_view(self) -> dict[str, Any]:
        return {
            "id": 1, "revision": self.revision, "stage": "setup", "mission": "chapel-yard",
            "mode": "standard", "phase": self.phase, "turn": 0, "sub_phase": "", "current": "",
            "needs": ["red channels mana for Corvin Ashblade (6.4.1)",
                      "blue picks 1 to 4 characters (6.4.1)"],
            "players": self._players({"red": copy.deepcopy(self.picked)}),
            "can_undo": True, "can_redo": False, "log": [],
        }  # fmt: skip

    def _play_view(self) -> dict[str, Any]:
        state = self.mission.state
        return {
            "id": 1, "revision": self.revision, "stage": "playing", "mission": "chapel-yard",
            "mode": "standard", "phase": state.phase.value, "turn": state.turn,
            "sub_phase": state.sub_phase.value if state.sub_phase else "",
            "current": state.current, "needs": [], "players": self._players({}),
            "can_undo": self.mission.cursor > 0, "can_redo": False,
            "log": list(state.log[-10:]),
        }  # fmt: skip
