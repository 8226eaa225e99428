"""The table API plays the mission begun from its set-up, and ends it (6.4.1 "start
game", 6.4.2, "Resolution phase"): `begin`, `play` the tracker's events, undo and redo
in play, `results` before writing, `write` once, `give_up`, `save`. A training mission
writes nothing to any guild (6.4); a standard one writes once; a refused event changes
nothing and its message names the rule. Both engines."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker
from test_setup import GUILDS, drive

from demloc.store import play as plays
from demloc.store.schema import Guild, LedgerEntry, Member, MissionRecord
from demloc.table import Stage, Table, TableError, WriteOutcome

STANDARD = "blood-in-the-gutters"  # 2 players, rewards per kill (resources/missions)
TRAINING = "first-blood"


def ready(table: Table, mission: str, training: bool, seed: int = 21) -> int:
    view = table.new(GUILDS, training=training, seed=seed)
    drive(table, view.id, mission, "standard")
    return view.id


def play_to_the_end(table: Table, mission_id: int) -> str:
    """Turn 1: its first player kills every enemy (the kill counter, 6.4.2), the turn
    ends, the mission ends by elimination (7.3.2.3). Returns his colour."""
    me = table.play(mission_id, {"kind": "new_turn"}).current
    mission = table.mission(mission_id)
    assert mission is not None
    for target, fighter in sorted(mission.state.fighters.items()):
        if fighter.owner != me and fighter.in_play:
            table.play(mission_id, {"kind": "kill", "player": me, "target": target})
    while table.show(mission_id).current:
        table.play(mission_id, {"kind": "pass"})
    view = table.play(mission_id, {"kind": "end_mission", "reason": "elimination"})
    assert view.stage is Stage.ENDED and view.phase == "ended"
    return me


def guilds_as_stored(sessions: sessionmaker[Session]) -> dict[str, Any]:
    """Every row a mission's results may change: the guilds, members, ledger, records."""
    with sessions() as session:
        return {
            "guilds": sorted(session.execute(
                select(Guild.name, Guild.fame, Guild.feods, Guild.blood_stones, Guild.revision)
            ).all()),
            "members": sorted(session.execute(
                select(Member.guild_id, Member.card_id, Member.status, Member.recovery)
            ).all()),
            "ledger": sorted(session.execute(
                select(LedgerEntry.guild_id, LedgerEntry.reason, LedgerEntry.fame,
                       LedgerEntry.feods)
            ).all()),
            "records": session.scalar(select(MissionRecord.id).limit(1)),
        }  # fmt: skip


def test_a_training_mission_writes_nothing(table: Table, sessions: sessionmaker[Session]) -> None:
    """6.4: "nothing about your guilds will change": the guilds' rows, members, ledger
    and mission records are the same after `write` as before `begin`."""
    before = guilds_as_stored(sessions)
    mission_id = ready(table, TRAINING, training=True)
    begun = table.begin(mission_id)
    assert begun.stage is Stage.PLAYING and begun.turn == 0
    play_to_the_end(table, mission_id)
    resolution = table.results(mission_id)
    assert not resolution.writes
    assert table.write(mission_id) is WriteOutcome.TRAINING_FINISHED
    assert table.show(mission_id).stage is Stage.WRITTEN
    assert guilds_as_stored(sessions) == before
    assert mission_id not in [m.id for m in table.open_missions()]


def test_a_standard_mission_writes_once(table: Table, sessions: sessionmaker[Session]) -> None:
    mission_id = ready(table, STANDARD, training=False)
    table.begin(mission_id)
    winner = play_to_the_end(table, mission_id)
    before = guilds_as_stored(sessions)
    preview = table.results(mission_id)
    assert preview.writes and preview.winner == winner
    assert guilds_as_stored(sessions) == before  # the preview writes nothing
    assert table.write(mission_id) is WriteOutcome.WRITTEN
    written = guilds_as_stored(sessions)
    assert written != before and len(written["ledger"]) > len(before["ledger"])
    revision = table.show(mission_id).revision
    assert table.write(mission_id) is WriteOutcome.WRITTEN_BEFORE  # a second: nothing
    assert guilds_as_stored(sessions) == written
    assert table.show(mission_id).revision == revision
    assert table.results(mission_id).to_json() == preview.to_json()  # what was written
    with pytest.raises(TableError, match="it takes no more events"):
        table.play(mission_id, {"kind": "new_turn"})


def test_a_refused_event_changes_nothing_and_names_the_rule(
    table: Table, sessions: sessionmaker[Session]
) -> None:
    early = table.new(GUILDS, seed=1)
    with pytest.raises(TableError, match=r"the set-up is at players: .*'start game' \(6\.4\.1\)"):
        table.begin(early.id)
    mission_id = ready(table, TRAINING, training=True)
    view = table.begin(mission_id)
    with sessions() as session:
        play = plays.find_play(session, table.play_id(mission_id))
        rows = plays.event_texts(session, play)
    with pytest.raises(TableError, match=r"\(7\.3\.2\.3\)") as refused:
        table.play(mission_id, {"kind": "end_mission", "reason": "elimination"})
    assert "\n" not in str(refused.value)
    assert table.show(mission_id) == view
    with sessions() as session:
        assert plays.event_texts(session, plays.find_play(session, play.id)) == rows


def test_undo_and_redo_in_play(table: Table, sessions: sessionmaker[Session]) -> None:
    mission_id = ready(table, TRAINING, training=True)
    table.begin(mission_id)
    turn = table.play(mission_id, {"kind": "new_turn"})
    undone = table.undo(mission_id, at=turn.revision)
    assert undone.turn == 0 and undone.can_redo and not undone.can_undo
    redone = table.redo(mission_id, at=undone.revision)
    assert redone.turn == 1 and redone.current == turn.current and not redone.can_redo
    assert redone.players == turn.players
    with sessions() as session:
        play = plays.find_play(session, table.play_id(mission_id))
        assert [json.loads(t)["kind"] for t in plays.event_texts(session, play)] == ["new_turn"]
    # another table (process) reads the mission exactly where it is
    other = Table(sessions, table.ctx, table.rules)
    assert other.show(mission_id) == redone


def test_give_up_closes_the_mission(table: Table, sessions: sessionmaker[Session]) -> None:
    mission_id = ready(table, TRAINING, training=True)
    table.begin(mission_id)
    table.play(mission_id, {"kind": "new_turn"})
    table.give_up(mission_id)
    assert table.show(mission_id).stage is Stage.GIVEN_UP
    with pytest.raises(TableError, match="takes no more events"):
        table.play(mission_id, {"kind": "pass"})
    with pytest.raises(TableError, match="given up already"):
        table.give_up(mission_id)
    assert mission_id not in [m.id for m in table.open_missions()]
    with sessions() as session:
        assert plays.current_play(session) is None


def test_save_writes_the_mission_or_the_set_up(table: Table, tmp_path: Path) -> None:
    mission_id = ready(table, TRAINING, training=True)
    table.save(mission_id, tmp_path / "setup.json")
    saved = json.loads((tmp_path / "setup.json").read_text())
    assert saved["format"] == "demloc-mission-setup" and saved["actions"][-1]["action"] == "start"
    table.begin(mission_id)
    table.play(mission_id, {"kind": "new_turn"})
    table.save(mission_id, tmp_path / "mission.json")
    saved = json.loads((tmp_path / "mission.json").read_text())
    assert saved["format"] == "demloc-mission" and saved["events"][0]["kind"] == "new_turn"


@pytest.mark.parametrize(
    "recorded", [{"dice": {"d6": [7, 8]}}, {"dice": {"d6": [3]}}, {"draws": [5]}]
)
def test_dice_given_with_an_event_never_break_the_mission(
    table: Table, sessions: sessionmaker[Session], catalog: Any, recorded: Any
) -> None:
    """An event's "dice" and "draws" are the faces rolled at the table (as a replay uses
    them): a face no die has is refused and changes nothing; faces the event does not
    use are not kept; the mission read again from the database goes on (6.4.2, R-184)."""
    mission_id = ready(table, STANDARD, training=False)
    table.begin(mission_id)
    table.play(mission_id, {"kind": "new_turn"})
    before = table.show(mission_id).revision
    if recorded == {"dice": {"d6": [7, 8]}}:
        with pytest.raises(TableError, match="7 is not a face of the d6 die"):
            table.play(mission_id, {"kind": "pass", **recorded})
        assert table.show(mission_id).revision == before
    else:
        table.play(mission_id, {"kind": "pass", **recorded})
    again = Table.load(sessions, catalog)
    assert not again.show(mission_id).problem
    assert not again.play(mission_id, {"kind": "pass"}).problem


def test_a_closed_mission_needs_nothing_and_offers_no_undo(table: Table) -> None:
    """Written or given up (R-131), a mission takes no more steps: its view says it
    needs nothing and offers neither undo nor redo, as its refusals say (issue 29)."""
    written = ready(table, STANDARD, training=False)
    table.begin(written)
    play_to_the_end(table, written)
    table.write(written)
    in_play = ready(table, STANDARD, training=False, seed=22)
    table.begin(in_play)
    table.play(in_play, {"kind": "new_turn"})
    table.give_up(in_play)
    in_setup = table.new(GUILDS, seed=23).id
    table.give_up(in_setup)
    for mission_id in (written, in_play, in_setup):
        view = table.show(mission_id)
        assert view.stage in (Stage.WRITTEN, Stage.GIVEN_UP)
        assert (view.needs, view.can_undo, view.can_redo) == ((), False, False), view


def test_write_at_a_moved_revision_is_refused_in_its_transaction(
    table: Table, sessions: sessionmaker[Session]
) -> None:
    """`write(at=...)`: the revision is checked under the write lock, as every change's
    (R-183), not read before in another transaction; a stale one writes nothing."""
    from demloc.table import LogMovedError

    mission_id = ready(table, STANDARD, training=False)
    table.begin(mission_id)
    play_to_the_end(table, mission_id)
    before = guilds_as_stored(sessions)
    at = table.show(mission_id).revision
    with pytest.raises(LogMovedError):
        table.write(mission_id, at=at - 1)
    assert guilds_as_stored(sessions) == before
    assert table.write(mission_id, at=at) is WriteOutcome.WRITTEN


def test_undo_at_the_first_event_names_why_the_set_up_is_closed(table: Table) -> None:
    """Undo with no event played: the refusal says the set-up is not reopened once the
    mission is begun (R-133), not just "nothing to undo" (issue 29 review)."""
    mission_id = ready(table, TRAINING, training=True)
    table.begin(mission_id)
    with pytest.raises(TableError, match=r"set-up is played once \(R-133\)"):
        table.undo(mission_id)


def test_a_table_correction_is_stored_and_read_by_another_table(
    table: Table, sessions: sessionmaker[Session]
) -> None:
    """Issue 34 (R-248): the `correct` event goes through the table as any event: stored,
    read back by another table (device) where it stands, undone as one action."""
    mission_id = ready(table, TRAINING, training=True)
    table.begin(mission_id)
    table.play(mission_id, {"kind": "new_turn"})
    mission = table.mission(mission_id)
    assert mission is not None
    first, second = mission.state.board_map.characters[:2]
    swap = {"kind": "correct", "source": "photo", "miniatures": [
        {"character": first.id, "at": second.at.name, "facing": first.facing.name},
        {"character": second.id, "at": first.at.name, "facing": second.facing.name},
    ]}  # fmt: skip
    done = table.play(mission_id, swap)
    other = Table(sessions, table.ctx, table.rules)
    assert other.show(mission_id) == done
    theirs = other.mission(mission_id)
    assert theirs is not None
    assert theirs.state.board_map.character(first.id).at == second.at  # type: ignore[union-attr]
    assert theirs.state.board_map.character(second.id).at == first.at  # type: ignore[union-attr]
    undone = table.undo(mission_id, at=done.revision)
    back = table.mission(mission_id)
    assert back is not None and undone.can_redo
    assert back.state.board_map.character(first.id).at == first.at  # type: ignore[union-attr]
