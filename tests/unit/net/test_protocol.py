"""The client's frames (issue 30, docs/table-net.md, net/protocol.py): each type read
with its fields, every limit (size, depth, ids, secrets) refused with one message
naming the field, and hostile text never anything but a Frame or a ProtocolError."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from demloc.net.protocol import (
    MAX_DEPTH,
    MAX_FRAME,
    Bring,
    Event,
    Hello,
    Ping,
    ProtocolError,
    Ready,
    Results,
    Step,
    Undo,
    parse_frame,
)

GOOD: list[tuple[dict[str, Any], type]] = [
    ({"type": "hello", "token": "Ab3-x_9"}, Hello),
    ({"type": "hello", "token": "t", "role": "player", "colour": "red"}, Hello),
    ({"type": "hello", "token": "t", "role": "spectator"}, Hello),
    ({"type": "hello", "seat": "s3cret", "seen": 12}, Hello),
    ({"type": "event", "id": "c-1", "at": 3, "event": {"kind": "pass"}}, Event),
    ({"type": "step", "id": "c2", "at": 0, "action": {"action": "next"}}, Step),
    ({"type": "undo", "id": "c3", "at": 7}, Undo),
    ({"type": "ready", "id": "c4", "at": 2}, Ready),
    ({"type": "bring", "id": "c5", "at": 1, "guild": {"format": "x"}}, Bring),
    ({"type": "results"}, Results),
    ({"type": "ping"}, Ping),
]


@pytest.mark.parametrize(("data", "kind"), GOOD, ids=[d["type"] for d, _ in GOOD])
def test_each_frame_type_is_read_with_its_fields(data: dict[str, Any], kind: type) -> None:
    frame = parse_frame(json.dumps(data))
    assert isinstance(frame, kind)
    for name, value in data.items():
        assert getattr(frame, name) == value


@pytest.mark.parametrize("colour", ["red", "blue", "yellow", "green", ""])
def test_every_colour_of_rulebook_4_and_none_is_a_hello_colour(colour: str) -> None:
    frame = parse_frame(json.dumps({"type": "hello", "role": "player", "colour": colour}))
    assert isinstance(frame, Hello) and frame.colour == colour


BAD: list[tuple[Any, str]] = [
    ("not json", "one JSON object"),
    ("[1, 2]", "one JSON object with a 'type'"),
    ('"hello"', "one JSON object with a 'type'"),
    ({"type": "dance"}, "type"),
    ({}, "type"),
    ({"type": "hello", "colour": "purple"}, "colour"),
    ({"type": "hello", "role": "king"}, "role"),
    ({"type": "hello", "token": "a b"}, "token"),
    ({"type": "hello", "token": "x" * 65}, "token"),
    ({"type": "hello", "seat": "<script>"}, "seat"),
    ({"type": "hello", "seen": -1}, "seen"),
    ({"type": "hello", "extra": 1}, "extra"),
    ({"type": "event", "at": 1, "event": {}}, "id"),
    ({"type": "event", "id": "x", "event": {}}, "at"),
    ({"type": "event", "id": "x", "at": -1, "event": {}}, "at"),
    ({"type": "event", "id": "x", "at": 2**40, "event": {}}, "at"),
    ({"type": "event", "id": "x", "at": "3", "event": {}}, "at"),
    ({"type": "event", "id": "x", "at": 1, "event": []}, "event"),
    ({"type": "event", "id": "", "at": 1, "event": {}}, "id"),
    ({"type": "event", "id": "a/b", "at": 1, "event": {}}, "id"),
    ({"type": "event", "id": "x" * 65, "at": 1, "event": {}}, "id"),
    ({"type": "step", "id": "x", "at": 1}, "action"),
    ({"type": "bring", "id": "x", "at": 1, "guild": "file"}, "guild"),
    ({"type": "undo", "id": "x", "at": None}, "at"),
    ({"type": "ping", "now": 1}, "now"),
]


@pytest.mark.parametrize(("data", "named"), BAD, ids=[str(i) for i in range(len(BAD))])
def test_a_frame_at_fault_is_refused_naming_what(data: Any, named: str) -> None:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(ProtocolError, match=named):
        parse_frame(text)


def test_a_frame_past_its_length_is_refused_before_it_is_read() -> None:
    text = json.dumps({"type": "bring", "id": "x", "at": 0, "guild": {"a": "x" * MAX_FRAME}})
    with pytest.raises(ProtocolError, match=f"at most {MAX_FRAME} characters"):
        parse_frame(text)


def test_a_frame_just_within_its_length_is_read() -> None:
    head = json.dumps({"type": "bring", "id": "x", "at": 0, "guild": {"a": ""}})
    text = head.replace('""', '"' + "x" * (MAX_FRAME - len(head)) + '"')
    assert len(text) == MAX_FRAME
    assert isinstance(parse_frame(text), Bring)


def test_binary_is_refused() -> None:
    with pytest.raises(ProtocolError, match="not binary"):
        parse_frame(b'{"type": "ping"}')


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 10_000, 200_000])
def test_deep_nesting_is_refused_without_a_recursion_error(depth: int) -> None:
    text = '{"type": "step", "id": "x", "at": 0, "action": ' + "[" * depth + "]" * depth + "}"
    text = text if len(text) <= MAX_FRAME else text[:MAX_FRAME]
    with pytest.raises(ProtocolError):
        parse_frame(text)


def test_nesting_at_its_limit_is_read() -> None:
    inner = "[" * (MAX_DEPTH - 2) + "]" * (MAX_DEPTH - 2)
    frame = parse_frame('{"type": "step", "id": "x", "at": 0, "action": {"a": ' + inner + "}}")
    assert isinstance(frame, Step)


def test_a_message_is_one_line_and_bounded() -> None:
    data = {"type": "event", "id": "\n" * 60, "at": "\u202e" * 3000, "event": {}}
    with pytest.raises(ProtocolError) as refused:
        parse_frame(json.dumps(data))
    assert len(str(refused.value)) <= 500


# ---- fuzz -----------------------------------------------------------------------------

EXAMPLES = int(os.environ.get("DEMLOC_FUZZ_EXAMPLES", "300"))
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=30,
)
FIELDS = st.sampled_from(["type", "id", "at", "event", "action", "guild", "token", "seat",
                          "role", "colour", "seen", "x"])  # fmt: skip
TYPES = st.sampled_from(["hello", "event", "step", "undo", "ready", "bring", "results",
                         "ping", "", "HELLO", "\x00"])  # fmt: skip


@pytest.mark.fuzz
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck),
          derandomize="DEMLOC_FUZZ_EXAMPLES" not in os.environ)  # fmt: skip
@given(kind=TYPES, fields=st.dictionaries(FIELDS, JSON, max_size=6), cut=st.integers(0, 400),
       raw=st.binary(max_size=200))  # fmt: skip
def test_hostile_frames_give_a_frame_or_one_protocol_error(
    kind: str, fields: dict[str, Any], cut: int, raw: bytes
) -> None:
    whole = json.dumps({"type": kind, **fields})
    for text in (whole, whole[:cut], raw.decode("utf-8", "replace"), raw):
        try:
            parse_frame(text)
        except ProtocolError as error:
            assert str(error) and "\n" not in str(error)
