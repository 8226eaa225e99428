"""What each seat may send (issue 30, R-186, R-188) and how a command is answered: a
spectator nothing; a player his own guild's steps and his characters' and colour's
events, a pass when he is the one to act, the table's own events; undo the last
action when it was his. A command made on an old revision is refused with what it
missed and who made it ("red acted first", R-183); a resend is answered once. Each
refusal is one sentence naming the rule, and changes nothing. Both engines."""

from __future__ import annotations

from typing import Any

import pytest
from helpers_net import TOKEN, acked, join, only, refused, send
from test_play import TRAINING, ready
from test_setup import GUILDS

from demloc.net.host import Seat, TableHost
from demloc.table import Table


def in_play(table: Table) -> tuple[TableHost, int, str]:
    """A training mission begun, turn 1 started at the host: the host, the mission, and
    the colour to act."""
    mission = ready(table, TRAINING, training=True)
    table.begin(mission)
    current = table.play(mission, {"kind": "new_turn"}).current
    return TableHost(table, mission, TOKEN), mission, current


def character_of(table: Table, mission: int, colour: str) -> str:
    found = table.mission(mission)
    assert found is not None
    return next(f for f, x in sorted(found.state.fighters.items()) if x.owner == colour)


COMMANDS: list[dict[str, Any]] = [
    {"type": "event", "event": {"kind": "new_turn"}},
    {"type": "step", "action": {"action": "choose_mission", "mission": "first-blood"}},
    {"type": "undo"},
    {"type": "ready"},
    {"type": "bring", "guild": {}},
    {"type": "results"},
]


@pytest.mark.parametrize("frame", COMMANDS, ids=lambda f: f["type"])
def test_a_spectator_sends_nothing(table: Table, frame: dict[str, Any]) -> None:
    """R-186: every command of a spectator is refused, in the set-up and in play."""
    mission = table.new(GUILDS, training=True, seed=5).id
    host = TableHost(table, mission, TOKEN)
    tv = join(host, "spectator")
    before = table.show(mission)
    refused(send(host, tv, frame), "a spectator watches the table", "(R-186)")
    assert table.show(mission) == before
    assert send(host, tv, {"type": "ping"}).to_sender == [{"type": "pong"}]


def test_a_player_acts_for_his_own_characters_only(table: Table) -> None:
    """R-186: his character's damage, his colour's fate points: applied; another's
    refused, naming the rule; the table's own events from any player."""
    host, mission, current = in_play(table)
    other = "blue" if current == "red" else "red"
    me, them = join(host, "player", current), join(host, "player", other)
    mine = character_of(table, mission, current)
    revision = acked(send(host, me, {"type": "event",
                                     "event": {"kind": "damage", "character": mine, "amount": 1}}))  # fmt: skip
    assert revision == table.show(mission).revision
    before = table.show(mission)
    frame = refused(send(host, them, {"type": "event",
                                      "event": {"kind": "damage", "character": mine, "amount": 2}}),
                    f"{other}'s player sends only the events of {other}'s characters", "(R-186)")  # fmt: skip
    assert frame["revision"] == before.revision and table.show(mission) == before
    refused(send(host, them, {"type": "event", "event": {"kind": "fate", "player": current, "change": -1}}),
            "(R-186)")  # fmt: skip
    acked(
        send(
            host, them, {"type": "event", "event": {"kind": "fate", "player": other, "change": -1}}
        )
    )


def test_the_last_change_names_the_character_as_his_card_does(table: Table) -> None:
    """What every device shows of the last change reads "damage on <his name>", not his
    id in the mission (issue 30: read across the table)."""
    host, mission, current = in_play(table)
    me = join(host, "player", current)
    mine = character_of(table, mission, current)
    acked(send(host, me, {"type": "event",
                          "event": {"kind": "damage", "character": mine, "amount": 1}}))  # fmt: skip
    found = table.mission(mission)
    assert found is not None
    name = table.ctx.catalog.card(found.state.fighters[mine].card_id).name
    assert host.state_for(me)["last"] == {"by": current, "what": f"damage on {name}"}
    assert mine not in name


def test_only_the_player_to_act_passes(table: Table) -> None:
    host, mission, current = in_play(table)
    other = "blue" if current == "red" else "red"
    me, them = join(host, "player", current), join(host, "player", other)
    before = table.show(mission)
    refused(send(host, them, {"type": "event", "event": {"kind": "pass"}}),
            f"only the player to act passes (R-186): it is {current}'s turn")  # fmt: skip
    assert table.show(mission) == before
    acked(send(host, me, {"type": "event", "event": {"kind": "pass"}}))
    assert table.show(mission).current == other


def test_a_player_surrenders_only_for_himself(table: Table) -> None:
    """R-186, 7.3.2.3: an end by surrender is its player's, not the table's."""
    host, mission, current = in_play(table)
    other = "blue" if current == "red" else "red"
    me = join(host, "player", current)
    before = table.show(mission)
    surrender = {"kind": "end_mission", "reason": "surrender", "player": other}
    refused(send(host, me, {"type": "event", "event": surrender}),
            "only the player who gives up sends a surrender (R-186)")  # fmt: skip
    assert table.show(mission) == before
    mine = surrender | {"player": current, "agreed": [other]}
    acked(send(host, me, {"type": "event", "event": mine}))
    assert table.show(mission).stage.value == "ended"


def test_the_set_up_steps_of_a_player(table: Table) -> None:
    """R-186 in the set-up: the table's steps from any player; his own guild's only;
    Next through `ready` (R-187); a guild through `bring` (R-189); no draw's seed."""
    mission = table.new(GUILDS, training=True, seed=5).id
    host = TableHost(table, mission, TOKEN)
    red, blue = join(host, "player", "red"), join(host, "player", "blue")
    acked(
        send(
            host,
            blue,
            {"type": "step", "action": {"action": "choose_mission", "mission": "first-blood"}},
        )
    )
    assert table.show(mission).mission == "first-blood"
    red_key = table.log(mission).state.players[0].key
    before = table.show(mission)
    for action, words in (
        ({"action": "next"}, "`ready` at a shared table (R-187)"),
        ({"action": "remove_player", "player": red_key}, "the steps of the seat's guild (R-186)"),
        ({"action": "set_colour", "player": red_key, "colour": "green"}, "(R-186)"),
        ({"action": "add_player", "guild": {}}, "each player brings a guild with `bring` (R-189)"),
        ({"action": "draw_stake", "seed": 4}, "step: seed: what a draw gives is the host's"),
    ):
        refused(send(host, blue, {"type": "step", "action": action}), words)
    assert table.show(mission) == before
    frame = refused(
        send(host, red, {"type": "step", "action": {"action": "warp"}}), "'warp' is not an action"
    )
    assert frame["missed"] == [] and table.show(mission) == before


def test_a_player_undoes_his_own_last_action_only(table: Table) -> None:
    """R-188: the last action, when it was his; a table event is every player's."""
    host, mission, current = in_play(table)
    other = "blue" if current == "red" else "red"
    me, them = join(host, "player", current), join(host, "player", other)
    mine = character_of(table, mission, current)
    acked(send(host, me, {"type": "event",
                          "event": {"kind": "damage", "character": mine, "amount": 1}}))  # fmt: skip
    before = table.show(mission)
    refused(send(host, them, {"type": "undo"}), "a player undoes only a last action of the same colour (R-188)",
            f"was {current}'s")  # fmt: skip
    assert table.show(mission) == before
    acked(send(host, me, {"type": "undo"}))
    undone = table.show(mission)
    assert undone.revision == before.revision + 1 and undone.can_redo
    acked(send(host, them, {"type": "undo"}))  # the last now: new_turn, the table's
    assert table.show(mission).turn == 0


def test_a_command_on_an_old_revision_is_refused_with_what_it_missed(table: Table) -> None:
    """R-183 over the net: blue's tap made on the revision before red's is refused, with
    the log lines red's made (or, when the log tells nothing, what it was) and "red acted
    first"; never applied on top. A change at the host's own screen: "host"."""
    host, mission, current = in_play(table)
    other = "blue" if current == "red" else "red"
    me, them = join(host, "player", current), join(host, "player", other)
    mine, theirs = character_of(table, mission, current), character_of(table, mission, other)
    seen = host.state_for(them)["revision"]
    lines = len(table.mission(mission).state.log)  # type: ignore[union-attr]
    acked(
        send(
            host, me, {"type": "event", "event": {"kind": "damage", "character": mine, "amount": 1}}
        )
    )
    after = table.show(mission)
    tap = {
        "type": "event",
        "at": seen,
        "event": {"kind": "damage", "character": theirs, "amount": 1},
    }
    frame = refused(send(host, them, tap),
                    f"{current} acted first: the mission is at revision {after.revision}, this was made on {seen}")  # fmt: skip
    assert frame["by"] == current and frame["revision"] == after.revision
    log = table.mission(mission).state.log  # type: ignore[union-attr]
    assert frame["missed"] == list(log[lines:]) and frame["missed"]
    assert table.show(mission) == after
    seen = after.revision
    acked(send(host, me, {"type": "event", "event": {"kind": "pass"}}))  # the log says nothing
    frame = refused(send(host, them, tap | {"at": seen}), f"{current} acted first")
    assert frame["missed"] == [f"{current}: pass"]
    seen = table.show(mission).revision
    table.play(mission, {"kind": "damage", "character": theirs, "amount": 1})  # the host's own
    frame = refused(send(host, them, tap | {"at": seen}), "host acted first")
    assert frame["by"] == "host"
    refused(send(host, them, {"type": "undo", "at": seen + 5}), "it was never there")


def test_a_resend_is_answered_once(table: Table) -> None:
    """A command id applied gets the same ack again, never a second change (also when
    the mission moved since, and when the resend is no longer allowed)."""
    host, mission, current = in_play(table)
    me = join(host, "player", current)
    at = table.show(mission).revision
    frame = {"type": "event", "id": "tap-1", "at": at, "event": {"kind": "pass"}}
    first = only(send(host, me, frame))
    moved = table.show(mission)
    again = only(send(host, me, frame))
    assert first == again == {"type": "ack", "id": "tap-1", "revision": at + 1}
    assert table.show(mission) == moved


def test_a_bad_frame_never_raises(table: Table) -> None:
    host, mission, current = in_play(table)
    me = join(host, "player", current)
    before = table.show(mission)
    refused(send(host, me, {"type": "event", "event": {"kind": "damage", "character": ["x"]}}))
    refused(send(host, me, {"type": "event", "event": {}}))
    refused(send(host, me, {"type": "step", "action": {"action": "pick"}}), "set-up is over")
    refused(send(host, me, {"type": "bring", "guild": {"format": 1}}))
    refused(send(host, me, {"type": "results"}), "once the host has written them (6.4.1)")
    assert table.show(mission) == before
    ghost = Seat("nope", "player", "green")
    refused(
        send(host, ghost, {"type": "event", "event": {"kind": "pass"}}),
        "green is not at this table",
    )


def test_an_id_another_command_used_is_refused_never_acknowledged(table: Table) -> None:
    """A command's id names one command: a command of another device (or a new one of
    the same device, its page reloaded) given an id applied before is refused, naming
    the id, and changes nothing; it is never acknowledged as if it were applied (a tap
    lost). A true resend still gets the same ack."""
    host, mission, current = in_play(table)
    other = "blue" if current == "red" else "red"
    me, them = join(host, "player", current), join(host, "player", other)
    at = table.show(mission).revision
    mine = {"type": "event", "id": "1", "at": at,
            "event": {"kind": "fate", "player": current, "change": 1}}  # fmt: skip
    first = only(send(host, me, mine))
    assert first["type"] == "ack"
    before = table.show(mission)
    theirs = {"type": "event", "id": "1", "event": {"kind": "fate", "player": other, "change": 1}}
    refused(send(host, them, theirs), "the id '1'", "an id of its own")
    refused(send(host, me, mine | {"at": before.revision}), "the id '1'", "an id of its own")
    assert table.show(mission) == before
    assert only(send(host, me, mine)) == first


def test_a_player_names_a_guild_in_a_step_by_its_colour(table: Table) -> None:
    """R-186 in the set-up: a step naming the player by colour (as events do, and as the
    command line takes it) is his own guild's step when the colour is his: applied; one
    naming another guild, by colour or by key, is refused naming that colour, never the
    guild's key (not "red is not red")."""
    mission = table.new(GUILDS, training=True, seed=5).id
    host = TableHost(table, mission, TOKEN)
    red, blue = join(host, "player", "red"), join(host, "player", "blue")
    while (state := table.log(mission).state).phase.value != "characters":
        table.do(mission, {"action": "choose_mission", "mission": "first-blood"}
                 if not state.mission else {"action": "next"})  # fmt: skip
    players = {p.colour: p for p in table.log(mission).state.players}
    card = players["red"].guild.ready[0].card
    acked(send(host, red, {"type": "step",
                           "action": {"action": "pick", "player": "red", "card": card}}))  # fmt: skip
    assert [p.card for p in table.log(mission).state.players[0].picks] == [card]
    before = table.show(mission)
    theirs = players["blue"].guild.ready[0].card
    for named in ("blue", players["blue"].key):
        frame = refused(
            send(host, red, {"type": "step",
                             "action": {"action": "pick", "player": named, "card": theirs}}),
            "the steps of the seat's guild (R-186): blue is not red",
        )  # fmt: skip
        assert players["blue"].key not in frame["reason"]
    assert table.show(mission) == before
    acked(send(host, blue, {"type": "step",
                            "action": {"action": "pick", "player": "blue", "card": theirs}}))  # fmt: skip
