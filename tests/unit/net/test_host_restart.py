"""Nothing acknowledged is lost, nothing applied twice (issue 30): a command's id is
recorded in the transaction of its change (the table API's `Origin`), so a restarted
host (a new TableHost on the same database) answers a resend with the same
acknowledgement, and two hosts (two processes' worth: each its own engine and Table)
sending the same commands at once apply each once, the mission equal to a serial
replay of what they acknowledged. Both engines."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

import pytest
from helpers_net import TOKEN, acked, join, only, send
from sqlalchemy.orm import Session, sessionmaker
from test_play import TRAINING, ready
from test_setup import GUILDS

from demloc.net.host import TableHost
from demloc.net.protocol import parse_frame
from demloc.store import play as plays
from demloc.store.database import open_database
from demloc.table import AppliedBeforeError, Origin, Table, TableError


def test_the_table_api_records_a_command_with_its_change(table: Table) -> None:
    """The id is kept by the change's transaction: a refused change keeps none (the id
    may be sent again, fixed); an applied one answers its resend, before the revision
    check, with the revision it made."""
    mission = table.new(GUILDS, training=True, seed=5).id
    at = table.show(mission).revision
    with pytest.raises(TableError, match="belongs to the mode phase"):
        table.step(mission, {"action": "set_mode", "mode": "training"}, at=at,
                   origin=Origin("tap-1", "red"))  # fmt: skip
    choose = {"action": "choose_mission", "mission": "first-blood"}
    made = table.step(mission, choose, at=at, origin=Origin("tap-1", "red")).revision
    assert made == at + 1
    with pytest.raises(AppliedBeforeError) as before:
        table.step(mission, {"action": "next"}, at=at, origin=Origin("tap-1", "red"))
    assert before.value.revision == made and table.show(mission).revision == made


def test_a_restarted_host_keeps_its_seats_and_the_ids_applied(
    table: Table, sessions: sessionmaker[Session]
) -> None:
    mission = ready(table, TRAINING, training=True)
    table.begin(mission)
    current = table.play(mission, {"kind": "new_turn"}).current
    host = TableHost(table, mission, TOKEN)
    me = join(host, "player", current)
    tap = {
        "type": "event",
        "id": "tap-9",
        "at": table.show(mission).revision,
        "event": {"kind": "pass"},
    }
    first = only(host.handle(me, parse_frame(json.dumps(tap))))
    moved = table.show(mission)
    # killed and started again: a new Table, a new host, the same database
    again = Table(sessions, table.ctx, table.rules)
    restarted = TableHost(again, mission, "")
    assert only(restarted.handle(me, parse_frame(json.dumps(tap)))) == first
    assert again.show(mission) == moved
    assert restarted.state_for(me)["revision"] == moved.revision


def _taps(seed: int, colours: list[str], count: int) -> list[dict[str, Any]]:
    """Damage taps on each colour's characters, ids shared between the two hosts (each
    command sent to both, as a client resending to a restarted or second host)."""
    rng = random.Random(seed)
    return [{"type": "event", "id": f"t{n}", "colour": rng.choice(colours)} for n in range(count)]


def test_two_hosts_on_one_database_never_apply_a_command_twice(
    table: Table, sessions: sessionmaker[Session], database_url: str
) -> None:
    mission = ready(table, TRAINING, training=True)
    table.begin(mission)
    table.play(mission, {"kind": "new_turn"})
    second = open_database(database_url)  # another process's engine
    try:
        hosts = [
            TableHost(table, mission, TOKEN),
            TableHost(Table(second, table.ctx, table.rules), mission, ""),
        ]
        found = table.mission(mission)
        assert found is not None
        chars = {
            c: sorted(f for f, x in found.state.fighters.items() if x.owner == c)
            for c in ("red", "blue")
        }
        seats = [{c: join(h, "player", c) for c in chars} for h in hosts]
        taps = _taps(7, list(chars), 40)
        answers: list[list[dict[str, Any]]] = [[], []]

        def run(index: int) -> None:
            host = hosts[index]
            for tap in taps:
                colour = tap["colour"]
                character = chars[colour][int(tap["id"][1:]) % len(chars[colour])]
                at = host.table.show(mission).revision - (int(tap["id"][1:]) % 2)  # some stale
                frame = {"type": "event", "id": tap["id"], "at": at,
                         "event": {"kind": "damage", "character": character, "amount": 1}}  # fmt: skip
                answers[index] += host.handle(
                    seats[index][colour], parse_frame(json.dumps(frame))
                ).to_sender

        threads = [threading.Thread(target=run, args=(i,)) for i in (0, 1)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=300)
        assert all(f["type"] in ("ack", "refused") for a in answers for f in a), answers
        acks = {f["id"]: f["revision"] for a in answers for f in a if f["type"] == "ack"}
        for a in answers:  # an id acknowledged by both hosts: the same revision
            for f in a:
                if f["type"] == "ack":
                    assert acks[f["id"]] == f["revision"]
        with sessions() as session:
            play = plays.find_play(session, table.play_id(mission))
            stored = [json.loads(t) for t in plays.event_texts(session, play)]
        damage = [e for e in stored if e["kind"] == "damage"]
        assert len(damage) == len(acks) == len(set(acks.values()))  # each applied once
        # the host's final state: a serial replay of the log it accepted
        replayed = Table(sessions, table.ctx, table.rules)
        assert replayed.show(mission) == table.show(mission)
    finally:
        second.kw["bind"].dispose()


def test_every_frame_of_a_restart_is_answered(
    table: Table, sessions: sessionmaker[Session]
) -> None:
    """A seat's commands after the restart go on from where the database is."""
    mission = table.new(GUILDS, training=True, seed=5).id
    host = TableHost(table, mission, TOKEN)
    red = join(host, "player", "red")
    acked(
        send(
            host,
            red,
            {"type": "step", "action": {"action": "choose_mission", "mission": "first-blood"}},
        )
    )
    restarted = TableHost(Table(sessions, table.ctx, table.rules), mission, "")
    acked(send(restarted, red, {"type": "ready"}))
    assert restarted.state_for(red)["waiting"] == ["blue"]
