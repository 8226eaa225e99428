"""The table API drives a whole set-up (6.4.1, phases 1 to 9) to Ready on both engines:
`new` with guilds by name and the mode, `do` the log's own actions, `show` where it
stands (what Next needs: missions/phases.py `missing`), undo and redo, the revision and
`at=` (R-183), and the set-ups open at once (R-181)."""

from __future__ import annotations

import json

import pytest
from sqlalchemy.orm import Session, sessionmaker
from test_mission_setup import autopilot

from demloc.missions.actions import action_text
from demloc.missions.phases import missing
from demloc.missions.setup import Phase
from demloc.store import missions as store
from demloc.store.schema_missions import MissionSetup
from demloc.table import LogMovedError, Stage, Table, TableError

GUILDS = ("The Red Lantern", "The Pale Masks")  # tests/unit/table/conftest.py's database


def drive(table: Table, mission_id: int, mission: str, mode: str) -> int:
    """The set-up driven to Ready as a table would, through `do` only; the steps done."""
    guilds = [p.guild for p in table.log(mission_id).state.players]
    steps = 0
    while True:
        state = table.log(mission_id).state
        action = autopilot(state, table.ctx, guilds, mission, mode)
        if action is None:
            return steps
        before = table.show(mission_id)
        view = table.do(mission_id, action, at=before.revision)
        assert view.revision == before.revision + 1  # one change, one revision
        steps += 1


@pytest.mark.parametrize(
    ("mission", "training"), [("first-blood", True), ("retrieve-the-relic", False)]
)
def test_a_whole_set_up_to_ready_through_the_api(
    table: Table, sessions: sessionmaker[Session], mission: str, training: bool
) -> None:
    """6.4.1: every phase through `do`; the mode asked for at `new` is set on reaching
    the Mode phase (6.4); the stored log is the log of the steps done."""
    view = table.new(GUILDS, training=training, seed=11)
    assert view.stage is Stage.SETUP and view.phase == "players"
    assert [p.guild for p in view.players] == list(GUILDS)
    assert view.needs == ("choose a mission",)
    drive(table, view.id, mission, "standard")  # the autopilot's own mode never asked
    shown = table.show(view.id)
    assert shown.phase == Phase.READY.value and shown.needs == ()
    assert shown.mode == ("training" if training else "standard")
    assert all(len(p.characters) >= 2 for p in shown.players)
    assert all(c.state["at"] for p in shown.players for c in p.characters if not c.state["wave"])
    data = json.loads(json.dumps(shown.to_json()))  # JSON all through
    assert data["stage"] == "setup" and data["revision"] == shown.revision
    with sessions() as session:
        setup = store.find_setup(session, view.id)
        assert setup.status == "started" and setup.mission_id == mission
        texts = store.action_texts(session, setup)
        assert texts == [action_text(a) for a in table.log(view.id).actions]
        assert json.loads(texts[-1])["action"] == "start"
        replayed = store.resume(session, setup, table.ctx)
    assert replayed.state == table.log(view.id).state


def test_needs_is_what_next_waits_for(table: Table) -> None:
    view = table.new(GUILDS[:1], training=True, seed=1)
    state = table.log(view.id).state
    assert view.needs == tuple(missing(state, table.ctx))
    assert "a mission takes 2 to 4 guilds (6.4): 1 at the table" in view.needs


def test_a_refused_step_names_the_rule_and_changes_nothing(
    table: Table, sessions: sessionmaker[Session]
) -> None:
    view = table.new(GUILDS, seed=2)
    with pytest.raises(TableError, match=r"already at the table \(6\.4\)"):
        seated = table.log(view.id).state.players[0].guild.to_json()
        table.do(view.id, {"action": "add_player", "guild": seated})
    with pytest.raises(TableError, match="belongs to the mode phase; this is the players phase"):
        table.do(view.id, {"action": "set_mode", "mode": "training"})
    after = table.show(view.id)
    assert after.revision == view.revision and after == view
    with sessions() as session:
        assert len(store.action_texts(session, store.find_setup(session, view.id))) == 2


def test_undo_and_redo_go_through_the_log(table: Table, sessions: sessionmaker[Session]) -> None:
    view = table.new(GUILDS, training=True, seed=3)
    chosen = table.do(view.id, {"action": "choose_mission", "mission": "first-blood"})
    undone = table.undo(view.id, at=chosen.revision)
    assert undone.mission == "" and undone.can_redo and undone.revision == chosen.revision + 1
    redone = table.redo(view.id)
    assert redone.mission == "first-blood" and not redone.can_redo
    assert redone.revision == chosen.revision + 2  # never back
    with sessions() as session:
        setup = store.find_setup(session, view.id)
        assert len(store.action_texts(session, setup)) == 3 and not store.redo_texts(session, setup)
    with pytest.raises(TableError, match="nothing to redo"):
        table.redo(view.id)


def test_a_command_made_on_an_older_revision_is_refused(
    table: Table, sessions: sessionmaker[Session], catalog: object, rules: object
) -> None:
    """R-183: `at` older than the mission: LogMovedError, nothing written. Another
    table (another process) moving the log is seen: this one's copy is read again."""
    view = table.new(GUILDS, training=True, seed=4)
    other = Table(sessions, table.ctx, table.rules)
    moved = other.do(view.id, {"action": "choose_mission", "mission": "first-blood"})
    with pytest.raises(LogMovedError) as refused:
        table.do(view.id, {"action": "next"}, at=view.revision)
    assert str(refused.value) == (
        f"mission {view.id} moved: it is at revision {moved.revision}, this was made on "
        f"{view.revision}"
    )
    assert table.show(view.id) == moved  # read again: where the other table left it
    assert table.do(view.id, {"action": "next"}, at=moved.revision).phase == "mode"


def test_several_set_ups_open_at_once(table: Table, sessions: sessionmaker[Session]) -> None:
    """R-181: `new` abandons no other set-up; `replaces` abandons the one named only."""
    first = table.new(GUILDS, seed=5)
    second = table.new(GUILDS, seed=6)
    assert [m.id for m in table.open_missions()] == [first.id, second.id]
    third = table.new((), seed=7, replaces=second.id)
    assert [m.id for m in table.open_missions()] == [first.id, third.id]
    assert table.show(second.id).stage is Stage.GIVEN_UP
    with pytest.raises(TableError, match="was given up"):
        table.do(second.id, {"action": "choose_mission", "mission": "first-blood"})
    with sessions() as session:
        assert session.get(MissionSetup, first.id).status == "open"  # type: ignore[union-attr]


def test_an_unknown_guild_or_mission_is_named(table: Table) -> None:
    with pytest.raises(TableError, match="no guild named 'Nobody'"):
        table.new(["Nobody"])
    with pytest.raises(TableError, match="no mission 999"):
        table.show(999)
