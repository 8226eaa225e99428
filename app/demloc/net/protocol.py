"""The table's protocol (issue 30, docs/table-net.md): JSON text frames on one
WebSocket, checked here before anything else reads them. A frame that is not JSON, is
too long, is of no known type or has a field at fault gets one ProtocolError naming the
field; nothing is applied. The host's frames are plain dicts, shaped as the document
says (the host alone makes them)."""

from __future__ import annotations

import json
import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from demloc.datafile import problems_of
from demloc.errors import BadInputError

# Characters of a client's frame: a guild brought is the longest, a table copy (R-209:
# its ledger summed into one line and no past missions, a campaign's guild ~0.6 MB with
# its 2,000 custom cards); a 256 KiB limit refused a guild of some 60 missions.
MAX_FRAME = 4 * 1024 * 1024 + 4096
MAX_UNSEATED = 4096  # ... and before a seat is admitted: a hello, a ping
BYTES_RATE = 1024 * 1024  # characters a second a device may send, with MAX_FRAME at once
MAX_DEPTH = 32  # nesting of a frame's JSON (a hostile frame nests far deeper)
RATE = 50.0  # frames a second a connection may send, sustained ...
BURST = 100  # ... and at once; past them a frame is refused, not queued

Colour = Literal["red", "blue", "yellow", "green"]  # rulebook 4: the sub-base colours
CommandId = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Revision = Annotated[int, Field(ge=0, le=2**31)]
Secret = Annotated[str, Field(max_length=64, pattern=r"^[A-Za-z0-9_-]*$")]


# A control character in a hostile field's name is shown escaped: a message is one line.
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


class ProtocolError(BadInputError):
    """A frame refused before it was read: the message names what is at fault."""


class _Frame(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class Hello(_Frame):
    """The first frame: the join token (or a seat given before), and who joins. With
    neither role nor seat, the host answers with the seats open (`seats`)."""

    type: Literal["hello"]
    token: Secret = ""
    seat: Secret = ""  # a seat's secret, given by `welcome`: a reconnect
    role: Literal["player", "spectator", ""] = ""
    colour: Colour | Literal[""] = ""  # a player's
    seen: Revision | None = None  # the revision the client holds (a catch-up)


class _Command(_Frame):
    """A change: its id (the client's, unique; a resend is answered, never applied
    twice) and the revision it was made on."""

    id: CommandId
    at: Revision


class Event(_Command):
    """One event of the mission in play (the tracker's event object, R-179)."""

    type: Literal["event"]
    event: dict[str, Any]


class Step(_Command):
    """One set-up step (the set-up log's action object)."""

    type: Literal["step"]
    action: dict[str, Any]


class Undo(_Command):
    """The player's own last action taken back (R-188)."""

    type: Literal["undo"]


class Ready(_Command):
    """The player tapped Next in the set-up (R-187)."""

    type: Literal["ready"]


class Bring(_Command):
    """A player's guild, from his own device's database, seated at the set-up as a
    guest's guild file is (R-189): `guild` is that file's JSON."""

    type: Literal["bring"]
    guild: dict[str, Any]


class Results(_Frame):
    """The player's guild file with the mission's results, once they are written."""

    type: Literal["results"]


class Ping(_Frame):
    type: Literal["ping"]


Frame = Hello | Event | Step | Undo | Ready | Bring | Results | Ping
_FRAME: TypeAdapter[Frame] = TypeAdapter(Annotated[Frame, Field(discriminator="type")])


def parse_frame(text: str | bytes) -> Frame:
    """A client's frame, checked; else one ProtocolError naming the field at fault."""
    if isinstance(text, bytes):
        raise ProtocolError("a frame is JSON text, not binary")
    if len(text) > MAX_FRAME:
        raise ProtocolError(f"a frame is at most {MAX_FRAME} characters, got {len(text)}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise ProtocolError(f"a frame is one JSON object: {error}") from None
    if not isinstance(data, dict):
        raise ProtocolError("a frame is one JSON object with a 'type'")
    if _depth(data) > MAX_DEPTH:
        raise ProtocolError(f"a frame nests at most {MAX_DEPTH} levels")
    try:
        return _FRAME.validate_python(data)
    except ValidationError as error:
        kind = data.get("type")
        what = f"the {kind!r} frame" if isinstance(kind, str) and len(kind) < 20 else "the frame"
        said = "; ".join(problems_of(error, what))[:500]
        raise ProtocolError(_CONTROL.sub(lambda m: repr(m.group())[1:-1], said)) from None


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max((_depth(v, level + 1) for v in value.values()), default=level + 1)
    if isinstance(value, list):
        return max((_depth(v, level + 1) for v in value), default=level + 1)
    return level
