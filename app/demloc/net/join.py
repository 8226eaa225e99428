"""A player's own DemLoc at a shared table (issue 30, docs/table-net.md): his guild
brought from his own database (his profile, 6.4) instead of a file, and the results
taken home. No Qt, no SQL: the table's address read from the URL the host shares, one
short WebSocket exchange (`bring`, `results`), each ended within a time limit with one
message naming what failed, and the seats this computer was given, kept in a small file
of its data folder so the results find the seat again. The database side is
store/results_home.py.

A one-shot exchange of its own, not net/client.py's TableClient: the client keeps a
seat alive for as long as the page is open (it reconnects and resends by itself); a
command that brings a guild must end, and say why it could not (refused, unreachable,
no answer), not retry for ever."""

from __future__ import annotations

import asyncio
import dataclasses
import datetime
import json
import re
import uuid
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from demloc import textio
from demloc.errors import BadInputError
from demloc.net.protocol import MAX_FRAME
from demloc.store.guild_file import MAX_GUILD_FILE_BYTES

TIMEOUT = 10.0  # seconds an exchange with the table may take, connecting included
SECRET = re.compile(r"^[A-Za-z0-9_-]{1,64}$")  # a token's or a seat's (net/protocol.py)
EXAMPLE = "http://192.168.1.20:8765/#t=TOKEN"
KEPT_SEATS = 50  # seats remembered at most: the newest
MAX_RESULTS = MAX_GUILD_FILE_BYTES + 64 * 1024  # the host's results frame: a guild file


class JoinError(BadInputError):
    """Joining failed: the message names the address, the field or the host's reason."""


class RefusedError(JoinError):
    """The host's `refused` (or `error`) frame: its reason, and its revision when the
    command was made on an older one: the revision the mission is at."""

    def __init__(self, frame: dict[str, Any]) -> None:
        super().__init__(f"the table refused: {frame.get('reason') or 'no reason given'}")
        revision = frame.get("revision")
        self.revision = revision if isinstance(revision, int) and revision >= 0 else None


@dataclasses.dataclass(frozen=True)
class TableAddress:
    """A shared table's page ("http://ADDR:PORT/") and what its URL's fragment gives:
    the join token (#t=) or a seat's secret (#s=)."""

    page: str
    token: str = ""
    seat: str = ""

    @property
    def socket(self) -> str:
        scheme = "wss" if self.page.startswith("https:") else "ws"
        return f"{scheme}:{self.page.split(':', 1)[1]}ws"

    def require_token(self) -> None:
        if not self.token:
            raise JoinError(f"{self.page}: the address has no join token (#t=…): paste "
                            "the whole address the host shows")  # fmt: skip

    def seat_url(self, secret: str) -> str:
        """The page's URL that takes the seat `secret` (a phone or a browser): the same
        seat as this computer's, no token needed (R-190, R-196)."""
        return f"{self.page}#s={secret}"


def table_address(url: str, token: str = "") -> TableAddress:
    """The table's address read from the URL its host shares, or from the address and
    the join token its Share the table… shows apart ("192.168.1.20:8765", `token`);
    JoinError naming what is wrong with it."""
    text = url.strip()
    if re.match(r"^[^/:]+:\d+(/|$)", text):  # ADDR:PORT, as the share dialog shows it
        text = f"http://{text}"
    bad = f"{text[:80]!r} is not a table's address: it looks like {EXAMPLE}"
    parts = urlsplit(text)
    try:
        port = parts.port
    except ValueError:
        raise JoinError(f"{bad} (its port is not a number from 1 to 65535)") from None
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query:
        raise JoinError(bad)
    if parts.path not in ("", "/") or parts.username or parts.password:
        raise JoinError(bad)
    fields: dict[str, str] = {}
    for pair in filter(None, parts.fragment.split("&")):
        key, _eq, value = pair.partition("=")
        if key == "as":  # the page's own (a spectator's: "#t=CODE&as=spectator")
            continue
        if key not in ("t", "s") or not SECRET.match(value):
            raise JoinError(f"{bad} (after # comes t=TOKEN or s=SEAT, letters, digits, - or _)")
        fields[key] = value
    token = token.strip()
    if token and not fields:
        if not SECRET.match(token):
            raise JoinError(f"{token[:80]!r} is not a join token: letters, digits, - or _")
        fields["t"] = token
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    page = f"{parts.scheme}://{host}{f':{port}' if port else ''}/"
    return TableAddress(page, fields.get("t", ""), fields.get("s", ""))


# ---- the seats this computer was given ---------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Joined:
    """A seat given to a guild brought from this computer: where, which guild (its
    identity, and its revision when brought), the colour, and the seat's secret."""

    page: str
    guild: str  # the guild's identity (uuid)
    name: str
    colour: str
    secret: str
    revision: int  # the guild's here when brought: the results must find it unchanged
    at: str = ""


def seats_file(folder: Path) -> Path:
    return folder / "tables-joined.json"


def remember(folder: Path, joined: Joined) -> None:
    """Kept for the results: one seat per table and guild, the newest first, the
    newest KEPT_SEATS only (R-196)."""
    kept = [s for s in _seats(folder) if (s.page, s.guild) != (joined.page, joined.guild)]
    stamped = dataclasses.replace(
        joined, at=datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    )
    rows = [dataclasses.asdict(s) for s in [stamped, *kept][:KEPT_SEATS]]
    textio.write_atomic(seats_file(folder), json.dumps(rows, indent=2) + "\n")


def recall(folder: Path, page: str, guild: str) -> Joined | None:
    return next((s for s in _seats(folder) if (s.page, s.guild) == (page, guild)), None)


def _seats(folder: Path) -> list[Joined]:
    path = seats_file(folder)
    if not path.exists():
        return []
    rows = textio.read_json(path)
    names = {f.name for f in dataclasses.fields(Joined)}
    try:
        return [Joined(**{k: v for k, v in row.items() if k in names}) for row in rows]
    except (TypeError, AttributeError):
        raise JoinError(f"{path}: not the list of seats this app keeps; delete it") from None


# ---- the exchange ------------------------------------------------------------------------


def bring(address: TableAddress, guild: dict[str, Any], timeout: float = TIMEOUT) -> Joined:
    """`guild` (a guild file's JSON) seated at the table as its player's (R-189): the
    seat given, its colour and secret. JoinError: refused by the host (its reason),
    unreachable, or no answer within `timeout`."""
    address.require_token()
    frame = {"type": "bring", "id": uuid.uuid4().hex, "at": 0, "guild": guild}
    size = len(json.dumps(frame, ensure_ascii=False))
    if size > MAX_FRAME:
        raise JoinError(
            f"{guild['guild']['name']} is {size // 1024} KiB as a guild file, more than a "
            f"table takes ({MAX_FRAME // 1024} KiB): bring it on a file"
        )
    hello = {"type": "hello", "token": address.token}
    colour, secret = _run(_bring(address, hello, frame), address, timeout)
    g = guild["guild"]
    return Joined(address.page, g["uuid"], g["name"], colour, secret, g["revision"])


def results(address: TableAddress, secret: str, timeout: float = TIMEOUT) -> dict[str, Any]:
    """The guild file with the results that the host keeps for the seat `secret`."""
    answer: dict[str, Any] = _run(_results(address, secret), address, timeout)
    return answer


def _run(work: Any, address: TableAddress, timeout: float) -> Any:
    import aiohttp

    async def limited() -> Any:
        return await asyncio.wait_for(work, timeout)

    try:
        return asyncio.run(limited())
    except TimeoutError:
        raise JoinError(f"the table at {address.page} did not answer within {timeout:g} s: "
                        "is the host still sharing it?") from None  # fmt: skip
    except aiohttp.WSServerHandshakeError as error:
        raise JoinError(f"{address.page} is no shared table ({error.status} "
                        f"{error.message})") from None  # fmt: skip
    except (aiohttp.ClientError, OSError) as error:
        reason = getattr(error, "os_error", None) or error
        raise JoinError(f"cannot reach the table at {address.page}: {reason}") from None


class _Socket:
    """One connection: frames sent, and the host's read until the one wanted."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws

    async def send(self, frame: dict[str, Any]) -> None:
        await self.ws.send_str(json.dumps(frame, ensure_ascii=False))

    async def until(self, *types: str, id: str = "") -> dict[str, Any]:
        """The first frame of one of `types` (for `id`, when given); the host's refusal
        or error raised as JoinError with its reason; a closed connection said."""
        import aiohttp

        async for message in self.ws:
            if message.type is not aiohttp.WSMsgType.TEXT:
                break
            try:
                frame = json.loads(message.data)
            except ValueError:
                raise JoinError("the table sent a frame that is not JSON: is it DemLoc?") from None
            kind = frame.get("type") if isinstance(frame, dict) else None
            if kind in ("refused", "error") and (not id or frame.get("id") in (id, None)):
                raise RefusedError(frame)
            if kind in types and (not id or frame.get("id") == id):
                return dict(frame)
        raise JoinError("the table closed the connection before it answered")


async def _connect(address: TableAddress) -> Any:
    import aiohttp

    session = aiohttp.ClientSession()
    try:
        ws = await session.ws_connect(address.socket, max_msg_size=MAX_RESULTS, heartbeat=None)
    except BaseException:
        await session.close()
        raise
    return session, ws


async def _bring(
    address: TableAddress, hello: dict[str, Any], frame: dict[str, Any]
) -> tuple[str, str]:
    session, ws = await _connect(address)
    async with session, ws:
        socket = _Socket(ws)
        await socket.send(hello)  # the seats first: the colours free at the table
        free = [c for c in (await socket.until("seats")).get("free") or [] if isinstance(c, str)]
        if not free:
            raise JoinError("the table takes no guild now: a guild is brought while the "
                            "set-up seats the players, in a colour still free (R-189)")  # fmt: skip
        colour = frame["guild"]["guild"]["colour"]  # his own, else the first free
        if colour not in free:
            colour = free[0]
        await socket.send(hello | {"role": "player", "colour": colour})
        welcome = await socket.until("welcome")
        secret = welcome.get("seat")
        if not isinstance(secret, str) or not SECRET.match(secret):
            raise JoinError("the table's welcome gave no seat: is it DemLoc?")
        frame["at"] = (await socket.until("state")).get("revision", 0)
        for attempt in range(3):  # made on a revision another's tap moved: again
            await socket.send(frame)
            try:
                await socket.until("ack", id=frame["id"])
                break
            except RefusedError as refused:  # moved: the mission is at another revision
                if refused.revision in (None, frame["at"]) or attempt == 2:
                    raise
                frame["id"], frame["at"] = uuid.uuid4().hex, refused.revision
        return str(welcome.get("colour", colour)), secret


async def _results(address: TableAddress, secret: str) -> dict[str, Any]:
    session, ws = await _connect(address)
    async with session, ws:
        socket = _Socket(ws)
        await socket.send({"type": "hello", "seat": secret})
        await socket.until("welcome")
        await socket.send({"type": "results"})
        answer = await socket.until("results")
        guild = answer.get("guild")
        if not isinstance(guild, dict):
            raise JoinError("the table's results hold no guild file")
        return guild
