"""Joining a shared table (issue 30, R-190): the join token admits a device as a player of
a colour at the table or as a spectator, each with a seat's secret of its own; the
secret readmits it without the token, also after the host restarted; a new token
admits new devices only; `seats` when no role is named. Both engines."""

from __future__ import annotations

import json

from helpers_net import TOKEN, join, refused
from sqlalchemy.orm import Session, sessionmaker
from test_setup import GUILDS

from demloc.net.host import CODE_CHARACTERS, TableHost
from demloc.net.protocol import Hello, parse_frame
from demloc.table import Table


def hello(host: TableHost, **fields: str) -> tuple[object, list[dict[str, object]]]:
    frame = parse_frame(json.dumps({"type": "hello"} | fields))
    assert isinstance(frame, Hello)
    seat, answer = host.hello(frame)
    return seat, answer.to_sender


def test_the_token_admits_and_a_wrong_one_is_refused(table: Table) -> None:
    mission = table.new(GUILDS, training=True, seed=5).id
    host = TableHost(table, mission, TOKEN)
    seat, frames = hello(host, token="wrong", role="spectator")
    assert seat is None and frames[0]["type"] == "refused"
    assert "R-190" in str(frames[0]["reason"])
    seat, frames = hello(host, token=TOKEN)  # no role: the seats
    assert seat is None and frames[0]["type"] == "seats"
    assert [p["colour"] for p in frames[0]["players"]] == ["red", "blue"]  # type: ignore[index]
    red = join(host, "player", "red")
    again = join(host, "player", "red")  # a second device of red's: a seat of its own
    tv = join(host, "spectator")
    assert red.secret != again.secret and len({red.secret, again.secret, tv.secret}) == 3
    assert (red.role, red.colour, tv.role, tv.colour) == ("player", "red", "spectator", "")
    state = host.state_for(red)
    assert state["you"]["colour"] == "red" and state["you"]["roster"]
    assert host.state_for(tv)["you"]["roster"] == []


def test_a_colour_not_at_the_table_is_refused_once_the_players_are_set(table: Table) -> None:
    mission = table.new(GUILDS, training=True, seed=5).id
    table.do(mission, {"action": "choose_mission", "mission": "first-blood"})
    host = TableHost(table, mission, TOKEN)
    join(host, "player", "green")  # the players' phase: green may bring a guild (R-189)
    table.do(mission, {"action": "next"})
    seat, frames = hello(host, token=TOKEN, role="player", colour="green")
    assert seat is None
    assert frames[0]["reason"] == "green is not at this table (at the table: blue, red) (R-186)"


def test_a_seat_comes_back_without_the_token_even_after_a_restart(
    table: Table, sessions: sessionmaker[Session]
) -> None:
    mission = table.new(GUILDS, training=True, seed=5).id
    host = TableHost(table, mission, TOKEN)
    red = join(host, "player", "red")
    fresh = host.new_token()  # shared again: the old token admits no new device
    assert fresh != TOKEN
    seat, frames = hello(host, token=TOKEN, role="player", colour="blue")
    assert seat is None and "R-190" in str(frames[0]["reason"])
    join(host, "player", "blue", token=fresh)
    restarted = TableHost(Table(sessions, table.ctx, table.rules), mission, "")
    assert restarted.token == fresh
    seat, frames = hello(restarted, seat=red.secret)
    assert seat == red and [f["type"] for f in frames] == ["welcome", "state"]
    other = table.new(GUILDS, training=True, seed=6).id
    elsewhere = TableHost(table, other, "other-token")
    seat, frames = hello(elsewhere, seat=red.secret)
    assert seat is None
    refused_frame = frames[0]
    assert refused_frame["type"] == "refused" and "R-190" in str(refused_frame["reason"])


def test_a_hello_after_joining_is_refused(table: Table) -> None:
    from helpers_net import send

    mission = table.new(GUILDS, training=True, seed=5).id
    host = TableHost(table, mission, TOKEN)
    red = join(host, "player", "red")
    refused(send(host, red, {"type": "hello", "token": TOKEN}), "hello comes once")
    assert send(host, red, {"type": "ping"}).to_sender == [{"type": "pong"}]


def test_the_join_code_is_short_typeable_and_read_without_case_or_dashes(table: Table) -> None:
    """R-190: eight characters no one mistakes (no 0/O, 1/I/L), typed as said."""
    mission = table.new(GUILDS, training=True, seed=5).id
    host = TableHost(table, mission, "")
    code = host.new_token()
    assert len(code) == 9 and code[4] == "-"
    assert set(code.replace("-", "")) <= set(CODE_CHARACTERS)
    assert not set("01ILOS25Z") & set(CODE_CHARACTERS)
    for typed in (code, code.lower(), code.replace("-", ""), code[:4] + " " + code[5:]):
        seat, _answer = host.hello(Hello(type="hello", token=typed.replace(" ", "-")))
        assert seat is None and _answer.to_sender[0]["type"] == "seats", typed
    other = next(c for c in CODE_CHARACTERS if c != code[-1])
    seat, answer = host.hello(Hello(type="hello", token=code[:-1] + other))
    assert seat is None and answer.to_sender[0]["type"] == "refused"
    assert len({host.new_token() for _ in range(50)}) == 50


def test_the_roster_says_who_can_channel_and_the_seats_name_the_mission(table: Table) -> None:
    """6.4.1: the page offers mana to who has arcane ability, read from his card's
    profile; the seats a phone sees name the mission as the app does, not its id."""
    mission = table.new(GUILDS, training=True, seed=5).id
    host = TableHost(table, mission, TOKEN)
    red = join(host, "player", "red")
    catalog = table.ctx.catalog
    roster = host.state_for(red)["you"]["roster"]
    assert roster
    for entry in roster:
        assert entry["arcane"] == catalog.card(entry["card"]).profile.arcane, entry
    assert any(entry["arcane"] > 0 for entry in roster)  # the page's mana is offered
    table.do(mission, {"action": "choose_mission", "mission": "first-blood"})
    _seat, answer = host.hello(Hello(type="hello", token=TOKEN))
    assert answer.to_sender[0]["mission"] == table.ctx.missions["first-blood"].name
    assert answer.to_sender[0]["mission"] != "first-blood"
