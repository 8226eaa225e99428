"""What the mission keeps hidden is never sent (issue 30): which relic token is the
relic (5.7, R-63) and a hidden turn limit (7). Every frame the host makes for every seat
(welcome, states, acknowledgements, refusals) is searched; for the relic, the frames of
one mission are the same whichever of its tokens is the relic. Both engines."""

from __future__ import annotations

import json
from typing import Any

from helpers_net import TOKEN, join, send
from test_mission_setup import autopilot
from test_setup import GUILDS

from demloc.missions.phases import relic_squares
from demloc.net.host import TableHost
from demloc.net.protocol import Hello, parse_frame
from demloc.table import Table

# Keys that would carry a secret: the relic's square or seed, the turn limit and its
# secrecy, the hand-off's whole plan or save.
SECRET_KEYS = {"true_relic", "relic", "relic_seed", "turn_limit", "turn_limit_hidden", "plan",
               "setup", "seed"}  # fmt: skip


def keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys(v)}
    return set()


def played(table: Table, mission_id: str, relic: int | None, seed: int) -> list[dict[str, Any]]:
    """Every frame a spectator and both players are sent while the set-up is made, the
    mission begun and its first turn played in part through the host."""
    mission = table.new(GUILDS, training=False, seed=seed).id
    host = TableHost(table, mission, TOKEN)
    frames: list[dict[str, Any]] = []
    hello = parse_frame(json.dumps({"type": "hello", "token": TOKEN, "role": "spectator"}))
    assert isinstance(hello, Hello)
    tv, answer = host.hello(hello)
    assert tv is not None
    frames += answer.to_sender
    while (state := table.log(mission).state) and (
        action := autopilot(
            state, table.ctx, [p.guild for p in state.players], mission_id, "standard"
        )
    ):
        if action["action"] == "start" and relic is not None:
            action = {"action": "start", "relic": relic_squares(state, table.ctx)[relic]}
        table.do(mission, action)
        frames.append(host.state_for(tv))
    table.begin(mission)
    seats = [tv, join(host, "player", "red"), join(host, "player", "blue")]
    frames += [host.state_for(s) for s in seats]
    frames += send(host, seats[1], {"type": "event", "event": {"kind": "new_turn"}}).to_sender
    found = table.mission(mission)
    assert found is not None
    for colour in ("red", "blue") * 2:
        seat = seats[1] if colour == "red" else seats[2]
        mine = next(f for f, x in sorted(found.state.fighters.items()) if x.owner == colour)
        frames += send(
            host,
            seat,
            {"type": "event", "event": {"kind": "damage", "character": mine, "amount": 1}},
        ).to_sender
        frames += send(host, seat, {"type": "event", "event": {"kind": "pass"}}).to_sender
        frames += send(
            host, seat, {"type": "event", "event": {"kind": "end_mission", "reason": "turn limit"}}
        ).to_sender
        frames += send(host, seat, {"type": "undo"}).to_sender
        frames += [host.state_for(s) for s in seats]
    frames = json.loads(json.dumps(frames))  # as sent: text (the host's own dicts untouched)
    for frame in frames:  # the mission's own id, and the seats' secrets, are not the play
        if "view" in frame:
            frame["view"]["id"] = 0
        frame.pop("seat", None)
        frame.pop("id", None)
    return frames


def test_which_relic_is_true_is_never_sent(table: Table) -> None:
    """5.7, R-63: the same frames whichever relic is true; no secret key in them."""
    first = played(table, "retrieve-the-relic", 0, seed=31)
    other = played(table, "retrieve-the-relic", 2, seed=31)
    assert first == other
    assert not keys(first) & SECRET_KEYS, keys(first) & SECRET_KEYS
    assert "relic*" not in json.dumps(first)
    assert any(f.get("view", {}).get("stage") == "playing" for f in first)


def test_a_hidden_turn_limit_is_never_sent(table: Table) -> None:
    """7: hold-the-well's limit (10 turns) is hidden: no frame names it (an ending
    refused says "the turn limit is not reached", as for a mission with none)."""
    frames = played(table, "hold-the-well", None, seed=32)
    text = json.dumps(frames)
    assert not keys(frames) & SECRET_KEYS, keys(frames) & SECRET_KEYS
    for said in ("10 turns", "turn 10", "last of the mission", "lasts"):
        assert said not in text, said
