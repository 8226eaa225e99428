"""What the host's tests share: a host on a mission, seats joined through `hello`, frames
sent as the server sends them (text read by parse_frame, then `handle`)."""

from __future__ import annotations

import itertools
import json
from typing import Any

from demloc.net.host import Answer, Seat, TableHost
from demloc.net.protocol import Hello, parse_frame

TOKEN = "join-token-1"
_ids = itertools.count(1)


def join(host: TableHost, role: str = "player", colour: str = "", token: str = TOKEN) -> Seat:
    frame = parse_frame(json.dumps({"type": "hello", "token": token, "role": role,
                                    "colour": colour}))  # fmt: skip
    assert isinstance(frame, Hello)
    seat, answer = host.hello(frame)
    assert seat is not None, answer.to_sender
    assert [f["type"] for f in answer.to_sender] == ["welcome", "state"]
    return seat


def send(host: TableHost, seat: Seat, frame: dict[str, Any]) -> Answer:
    """One frame from `seat`, as text (a command gets an id and the revision now, unless
    given)."""
    if frame["type"] in ("event", "step", "undo", "ready", "bring"):
        frame = {"id": f"c{next(_ids)}", "at": host.table.show(host.mission_id).revision} | frame
    return host.handle(seat, parse_frame(json.dumps(frame)))


def only(answer: Answer) -> dict[str, Any]:
    assert len(answer.to_sender) == 1, answer.to_sender
    return answer.to_sender[0]


def acked(answer: Answer) -> int:
    frame = only(answer)
    assert frame["type"] == "ack", frame
    return int(frame["revision"])


def refused(answer: Answer, *words: str) -> dict[str, Any]:
    frame = only(answer)
    assert frame["type"] == "refused", frame
    for word in words:
        assert word in frame["reason"], frame["reason"]
    assert "\n" not in frame["reason"]
    return frame
