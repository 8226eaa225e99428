"""Hostile and random frames (issue 30): read by parse_frame as the server reads them,
then given to the host. The host never raises; a frame refused (or not read) changes
nothing: the mission, its log and what the other seats are sent stay as they were.
Both engines."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers_net import TOKEN, join
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_play import TRAINING, ready

from demloc.net.host import Seat, TableHost
from demloc.net.protocol import Hello, ProtocolError, parse_frame
from demloc.table import Table

KINDS = ["new_turn", "pass", "end_mission", "move", "shoot", "damage", "kill", "fate",
         "tokens", "wave_enters", "reinforce", "news_seen", "objective_control", "cast",
         "correct"]  # fmt: skip
ACTIONS = ["choose_mission", "add_player", "next", "start", "pick", "deploy", "back",
           "set_colour", "draw_stake", "remove_player"]  # fmt: skip
NAMES = ["red", "blue", "green", "", "red-1", "blue-2", "A1", "x" * 300, "'; DROP TABLE x;--",
         "relic*", "\u0000", "../../etc/passwd"]  # fmt: skip

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.floats(allow_nan=False)
    | st.sampled_from(NAMES) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)  # fmt: skip


@st.composite
def frames(draw: st.DrawFn, revision: int, characters: list[str]) -> str:
    """A frame's text: mostly well-formed frames (their id and revision mostly right, so
    that many reach the rules) with hostile contents, some noise."""
    if draw(st.integers(0, 9)) == 0:
        return draw(st.text(max_size=200))
    kind = draw(st.sampled_from(["event", "step", "undo", "ready", "bring", "results", "ping",
                                 "hello", "nope"]))  # fmt: skip
    frame: dict[str, Any] = {"type": kind}
    if kind in ("event", "step", "undo", "ready", "bring"):
        valid = st.sampled_from(["a1", "a2", "b-7"]) | st.from_regex(r"\A[a-z0-9]{1,12}\Z")
        hostile = st.sampled_from(["", "x" * 70, "a b"]) | st.text(max_size=10)
        frame["id"] = draw(valid if draw(st.integers(0, 9)) else hostile)
        wrong = st.sampled_from([revision - 1, revision + 1, 0, -1, 2**40])
        frame["at"] = revision if draw(st.integers(0, 3)) else draw(wrong)
    if kind == "event":
        inner = {"kind": draw(st.sampled_from(KINDS))}
        named = st.sampled_from(characters) | st.sampled_from(["red", "blue"]) | json_values
        inner |= draw(st.dictionaries(st.sampled_from(["character", "player", "target", "amount",
                                                       "change", "dice", "draws", "reason", "turn"]),
                                      named, max_size=4))  # fmt: skip
        frame["event"] = draw(st.sampled_from([inner, {}])) if draw(st.booleans()) else inner
    elif kind == "step":
        frame["action"] = {"action": draw(st.sampled_from(ACTIONS))} | draw(
            st.dictionaries(
                st.sampled_from(["player", "mission", "card", "seed", "guild"]),
                json_values,
                max_size=3,
            )
        )
    elif kind == "bring":
        frame["guild"] = draw(st.dictionaries(st.sampled_from(["format", "version", "guild", "members"]),
                                              json_values, max_size=4))  # fmt: skip
    elif kind == "hello":
        frame |= {
            "token": draw(st.sampled_from([TOKEN, "", "bad"])),
            "role": "player",
            "colour": "red",
        }
    if draw(st.integers(0, 15)) == 0:
        frame[draw(st.text(max_size=6))] = draw(json_values)  # a field no frame has
    return json.dumps(frame)


@pytest.fixture
def hosted(table: Table) -> tuple[Table, TableHost, int, dict[str, Seat]]:
    mission = ready(table, TRAINING, training=True)
    table.begin(mission)
    table.play(mission, {"kind": "new_turn"})
    host = TableHost(table, mission, TOKEN)
    seats = {"red": join(host, "player", "red"), "blue": join(host, "player", "blue"),
             "tv": join(host, "spectator")}  # fmt: skip
    return table, host, mission, seats


@pytest.mark.fuzz
@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_hostile_frames_never_break_the_host(
    hosted: tuple[Table, TableHost, int, dict[str, Seat]], data: st.DataObject
) -> None:
    table, host, mission, seats = hosted
    before = table.show(mission)
    found = table.mission(mission)
    assert found is not None
    text = data.draw(frames(before.revision, sorted(found.state.fighters)))
    who = data.draw(st.sampled_from(sorted(seats)))
    watched = host.state_for(seats["tv"])
    try:
        frame = parse_frame(text)
    except ProtocolError as error:
        assert str(error) and "\n" not in str(error)
        return
    if isinstance(frame, Hello):
        _seat, answer = host.hello(frame)  # never raises either
        assert answer.to_sender
        frame_answers = answer.to_sender
    else:
        frame_answers = host.handle(seats[who], frame).to_sender
    assert frame_answers and all(isinstance(f, dict) and f.get("type") for f in frame_answers)
    json.dumps(frame_answers)  # JSON all through
    if any(f["type"] in ("refused", "error") for f in frame_answers):
        assert all(
            f["reason"] and "Traceback" not in f["reason"] for f in frame_answers if "reason" in f
        )
        assert table.show(mission) == before
        assert host.state_for(seats["tv"]) == watched
    if who == "tv" and not isinstance(frame, Hello):
        assert table.show(mission) == before  # a spectator changes nothing
