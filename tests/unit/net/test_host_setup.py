"""The set-up at a shared table (issue 30): each player's Next marks him ready and the
step is made when every player is (R-187, 6.4.1), readiness left behind when the phase
moves; a guild brought over the net from the player's own database is checked as a
guild file is, seated, kept for the hand-off, and its results go home once written: at
home they apply once, and the older file is refused as a results file is (R-189, R-42).
Both engines."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers_net import TOKEN, acked, join, only, refused, send
from sqlalchemy.orm import Session, sessionmaker
from test_mission_setup import autopilot, make_database
from test_play import STANDARD, play_to_the_end
from test_setup import GUILDS

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.net.host import Seat, TableHost
from demloc.store.guild_file import export_guild
from demloc.store.guild_file_check import ImportRefusedError
from demloc.store.guild_import import apply_import, plan_import
from demloc.store.guilds import find_guild
from demloc.table import Stage, Table


def test_next_is_made_when_every_player_is_ready(table: Table) -> None:
    """R-187: red's Next marks him ready (nothing moves, blue still awaited); blue's
    makes the step; the next phase waits for both again; a resend of red's Next after
    it is answered, never marks him for the new phase."""
    mission = table.new(GUILDS, training=True, seed=5).id
    table.do(mission, {"action": "choose_mission", "mission": "first-blood"})
    host = TableHost(table, mission, TOKEN)
    red, blue = join(host, "player", "red"), join(host, "player", "blue")
    before = table.show(mission)
    frame = {"type": "ready", "id": "red-next", "at": before.revision}
    first = send(host, red, frame)
    assert acked(first) == before.revision and first.moved
    assert table.show(mission) == before
    state = host.state_for(red)
    assert state["waiting"] == ["blue"] and state["you"]["ready"]
    assert not host.state_for(blue)["you"]["ready"]
    acked(send(host, blue, {"type": "ready"}))
    moved = table.show(mission)
    assert moved.phase == "mode" and moved.revision == before.revision + 1
    state = host.state_for(blue)
    assert sorted(state["waiting"]) == ["blue", "red"] and not state["you"]["ready"]
    assert state["last"] == {"by": "blue", "what": "next: every player ready"}
    assert only(send(host, red, frame)) == {
        "type": "ack",
        "id": "red-next",
        "revision": before.revision,
    }
    assert sorted(host.state_for(red)["waiting"]) == ["blue", "red"]
    # Next on an old revision: refused, as any command.
    refused(send(host, red, {"type": "ready", "at": before.revision}), "blue acted first")


def test_every_player_ready_and_the_phase_not_finished(table: Table) -> None:
    """Both ready, and no mission chosen yet: the step is refused by the rules, said
    with the acknowledgement; they stay ready, and nothing moved."""
    mission = table.new(GUILDS, training=True, seed=5).id
    host = TableHost(table, mission, TOKEN)
    red, blue = join(host, "player", "red"), join(host, "player", "blue")
    before = table.show(mission)
    acked(send(host, red, {"type": "ready"}))
    last = only(send(host, blue, {"type": "ready"}))
    assert last["type"] == "ack" and "choose a mission" in last["note"]
    assert table.show(mission) == before and host.state_for(red)["waiting"] == []
    # The missing step made from a device: the Next follows, no one taps again.
    chosen = {"type": "step", "action": {"action": "choose_mission", "mission": "first-blood"}}
    acked(send(host, red, chosen))
    after = table.show(mission)
    assert after.mission == "first-blood" and after.phase != before.phase
    assert after.revision == before.revision + 2


def a_set_up_through_the_net(
    table: Table, host: TableHost, mission: int, seats: list[Seat]
) -> None:
    """The set-up driven to Ready: the host's screen makes every step but Next and 'start
    game', which every player's Next makes (R-187)."""
    while True:
        state = table.log(mission).state
        guilds = [p.guild for p in state.players]
        action = autopilot(state, table.ctx, guilds, STANDARD, "standard")
        if action is None:
            return
        if action["action"] in ("next", "start"):
            phase = state.phase
            for seat in seats:
                acked(send(host, seat, {"type": "ready"}))
            assert table.log(mission).state.phase is not phase
        else:
            table.do(mission, action)


def test_a_guild_brought_plays_and_takes_its_results_home(
    table: Table, tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    """R-189: a guild file's JSON from the player's own database is seated (checked as
    a file is), kept with the set-up for the hand-off (a restarted host or any other
    begins the mission with it), played; its results are refused before they are
    written, then sent; at home they apply once, and the file brought is refused."""
    home = make_database(str(tmp_path / "home.sqlite3"), catalog)  # type: ignore[arg-type]
    with home.begin() as session:
        brought = export_guild(session, find_guild(session, "The Pale Masks"))
    mission = table.new(GUILDS[:1], training=False, seed=9).id
    host = TableHost(table, mission, TOKEN)
    red, blue = join(host, "player", "red"), join(host, "player", "blue")  # blue: to bring
    broken = dict(brought, members=[{"card": "no-such-card", "status": "ready", "recovery": ""}])
    refused(
        send(host, blue, {"type": "bring", "guild": broken}),
        "blue's guild: members[0].card: no card",
    )
    refused(
        send(host, blue, {"type": "event", "event": {"kind": "pass"}}), "blue is not at this table"
    )
    acked(send(host, blue, {"type": "bring", "guild": brought}))
    view = table.show(mission)
    assert [(p.colour, p.guild, p.source) for p in view.players] == [
        ("red", "The Red Lantern", "local"), ("blue", "The Pale Masks", "file")]  # fmt: skip
    refused(
        send(host, blue, {"type": "bring", "guild": brought}),
        "blue has a guild at the table already",
    )
    assert host.state_for(blue)["you"]["roster"]
    assert set(table.brought(mission)) == {"blue"}
    assert table.brought(mission)["blue"]["guild"]["uuid"] == brought["guild"]["uuid"]
    a_set_up_through_the_net(table, host, mission, [red, blue])
    refused(send(host, blue, {"type": "results"}), "once the host has written them (6.4.1)")
    acked(send(host, red, {"type": "ready"}))  # Ready: the mission begins, with the guest's file
    assert table.show(mission).stage is Stage.PLAYING
    play_to_the_end(table, mission)
    table.write(mission)
    results = only(send(host, blue, {"type": "results"}))
    assert results["type"] == "results"
    taken: dict[str, Any] = results["guild"]
    assert taken["guild"]["uuid"] == brought["guild"]["uuid"]
    assert taken["guild"]["revision"] == brought["guild"]["revision"] + 1
    refused(send(host, red, {"type": "results"}), "red is no guest guild")
    with home.begin() as session:
        apply_import(session, plan_import(session, taken, catalog, rules))
        guild = find_guild(session, "The Pale Masks")
        kept = (guild.fame, guild.feods, len(guild.ledger), len(guild.missions))
        assert guild.missions and guild.revision == taken["guild"]["revision"]
    with home.begin() as session:  # the same results again: nothing changes
        apply_import(session, plan_import(session, taken, catalog, rules))
        guild = find_guild(session, "The Pale Masks")
        assert (guild.fame, guild.feods, len(guild.ledger), len(guild.missions)) == kept
        with pytest.raises(ImportRefusedError, match="has changed since this file was made"):
            plan_import(session, brought, catalog, rules)
    home.kw["bind"].dispose()


def test_the_guests_brought_survive_a_restart(
    table: Table, sessions: sessionmaker[Session], tmp_path: Path, catalog: Catalog
) -> None:
    home = make_database(str(tmp_path / "home.sqlite3"), catalog)  # type: ignore[arg-type]
    with home.begin() as session:
        brought = export_guild(session, find_guild(session, "The Pale Masks"))
    home.kw["bind"].dispose()
    mission = table.new(GUILDS[:1], training=False, seed=9).id
    host = TableHost(table, mission, TOKEN)
    acked(send(host, join(host, "player", "yellow"), {"type": "bring", "guild": brought}))
    other = Table(sessions, table.ctx, table.rules)  # another process: the app's own window
    assert set(other.brought(mission)) == {"yellow"}
    table.do(
        mission, {"action": "set_colour", "player": brought["guild"]["uuid"], "colour": "green"}
    )
    assert set(other.brought(mission)) == {"green"}  # by the colour it plays now
    table.do(mission, {"action": "remove_player", "player": brought["guild"]["uuid"]})
    assert other.brought(mission) == {}


def test_a_next_resent_after_the_host_stopped_makes_the_step(
    table: Table, sessions: sessionmaker[Session]
) -> None:
    """R-187: both marked ready, and the host stopped before its Next (killed between
    the two transactions): blue's resend, answered by a restarted host, makes it."""
    from demloc.store import table_seats
    from demloc.table import Origin

    mission = table.new(GUILDS, training=True, seed=5).id
    table.do(mission, {"action": "choose_mission", "mission": "first-blood"})
    at = table.show(mission).revision
    for colour in ("red", "blue"):  # what the stopped host had committed
        table.mark(mission, Origin(f"{colour}-next", colour),
                   lambda s, _held, c=colour: table_seats.mark_ready(s, mission, c, 0), at=at)  # fmt: skip
    assert table.show(mission).phase == "players"
    restarted = TableHost(Table(sessions, table.ctx, table.rules), mission, TOKEN)
    blue = join(restarted, "player", "blue")
    answer = send(restarted, blue, {"type": "ready", "id": "blue-next", "at": at})
    assert only(answer) == {"type": "ack", "id": "blue-next", "revision": at}
    assert table.show(mission).phase == "mode" and table.show(mission).revision == at + 1
    assert (
        only(send(restarted, blue, {"type": "ready", "id": "blue-next", "at": at}))["revision"]
        == at
    )
    assert table.show(mission).revision == at + 1  # once


def test_moved_sees_the_hosts_own_taps(table: Table) -> None:
    """`moved()`: the stored revision is not the one the last states were made for (the
    app's own tap, another process): the server then sends every seat its state."""
    mission = table.new(GUILDS, training=True, seed=5).id
    host = TableHost(table, mission, TOKEN)
    red = join(host, "player", "red")
    assert not host.moved()
    table.do(mission, {"action": "choose_mission", "mission": "first-blood"})
    assert host.moved()
    assert host.state_for(red)["view"]["mission"] == "first-blood"
    assert not host.moved()


def test_a_phase_left_and_come_back_to_starts_with_no_one_ready(table: Table) -> None:
    """R-187: readiness is for the phase it was given in; the host's own Next moves on,
    a player's Next in the new phase, then an undo back: no one is ready."""
    mission = table.new(GUILDS, seed=5).id
    table.do(mission, {"action": "choose_mission", "mission": "first-blood"})
    host = TableHost(table, mission, TOKEN)
    red, blue = join(host, "player", "red"), join(host, "player", "blue")
    acked(send(host, red, {"type": "ready"}))
    table.do(mission, {"action": "next"})  # the host's own Next: at once
    assert sorted(host.state_for(red)["waiting"]) == ["blue", "red"]
    acked(send(host, blue, {"type": "ready"}))
    table.undo(mission)
    state = host.state_for(red)
    assert state["view"]["phase"] == "players" and sorted(state["waiting"]) == ["blue", "red"]


def test_a_phase_left_at_the_host_and_come_back_to_starts_with_no_one_ready(
    table: Table,
) -> None:
    """R-187: red's Next in the players phase; the host's own Next moves on and its own
    undo comes back, no one tapping in between: red is not ready (his Next was for the
    phase left), and blue's Next alone does not move the table."""
    mission = table.new(GUILDS, seed=5).id
    table.do(mission, {"action": "choose_mission", "mission": "first-blood"})
    host = TableHost(table, mission, TOKEN)
    red, blue = join(host, "player", "red"), join(host, "player", "blue")
    acked(send(host, red, {"type": "ready"}))
    table.do(mission, {"action": "next"})  # the host's own Next: at once
    table.undo(mission)  # ... and its own undo, back to the players phase
    state = host.state_for(red)
    assert state["view"]["phase"] == "players" and sorted(state["waiting"]) == ["blue", "red"]
    acked(send(host, blue, {"type": "ready"}))
    assert table.show(mission).phase == "players"
