"""A mission replayed turn by turn from its event log (issue 12, 6.4.2, 7; RULINGS.md
R-90): the turns' bounds in `states`, each turn's lines and its end, stepping by action
and by turn, and nothing of the mission changed."""

from __future__ import annotations

import pytest
from play_support import begun, pass_turn

from demloc.catalog.catalog import Catalog
from demloc.missions.play import Mission, Phase
from demloc.missions.play.replay import Replay, new_lines
from demloc.missions.play.simulate import play_random_mission
from demloc.rules.errors import IllegalActionError
from support.play_missions import make_context, make_mission


def _ended(catalog: Catalog, seed: int = 3, turns: int = 3) -> Mission:
    """A random legal 2-player mission played to its turn limit, then ended (7.3.2.3)."""
    mission = play_random_mission(make_mission(make_context(catalog), seed, turns), 9, seed)
    assert mission.state.phase is Phase.TURN_OVER and mission.state.turn == turns
    ended = mission.do({"kind": "end_mission", "reason": "turn limit"})
    assert ended.phase is Phase.ENDED
    return mission


def test_r90_turn_bounds_are_where_each_new_turn_lands(catalog: Catalog) -> None:
    mission = _ended(catalog)
    replay = Replay.of(mission)
    assert [t.number for t in replay.turns] == [0, 1, 2, 3]
    for turn in replay.turns[1:]:
        # A turn starts at the state after its "new turn" (its draw, 7) ...
        assert mission.events[turn.start - 1]["kind"] == "new_turn"
        assert mission.states[turn.start].turn == turn.number
        assert mission.states[turn.start - 1].turn == turn.number - 1
        assert turn.steps[0].kind == "new_turn" and turn.steps[0].index == turn.start
    # ... and ends on the action before the next one: the turns cover every state once.
    covered = [i for t in replay.turns for i in t.indices]
    assert covered == list(range(len(mission.states)))
    assert replay.turns[0].start == 0 and replay.turns[0].end == 0  # nothing before turn 1
    assert replay.turns[0].steps == ()
    # The last turn holds "end game"; its end is the mission's last state.
    assert replay.turns[-1].end == replay.last == len(mission.events)
    assert replay.turns[-1].steps[-1].kind == "end_mission"
    assert replay.turn_numbered(2).end + 1 == replay.turn_numbered(3).start


def test_r90_each_turn_says_its_own_lines_in_order(catalog: Catalog) -> None:
    mission = _ended(catalog)
    replay = Replay.of(mission)
    joined = tuple(line for t in replay.turns for line in t.lines)
    assert joined == mission.state.log  # every line once, in the log's order
    for turn in replay.turns[1:]:
        assert turn.lines[0].startswith(f"turn {turn.number}: ")  # the draw first (7)
        assert any(f"turn {turn.number} is over" in line for line in turn.lines)
    assert replay.turns[-1].lines[-1] == "mission over: turn limit"
    # A quiet pass says nothing; a move says where it went.
    passes = [s for s in replay.steps if s.kind == "pass" and not s.lines]
    assert passes
    move = next(s for s in replay.steps if s.kind == "move")
    assert move.lines and move.lines[0].startswith(f"{move.event['character']} moves to")


def test_r90_the_state_at_a_turns_end_is_the_board_the_table_saw(catalog: Catalog) -> None:
    mission = _ended(catalog)
    replay = Replay.of(mission)
    for turn in replay.turns[1:-1]:
        end = replay.go_turn(turn.number)
        assert end is mission.states[turn.end]
        assert end.phase is Phase.TURN_OVER and end.turn == turn.number
    positions = {n: {c.id: c.at for c in replay.go_turn(n).board_map.characters} for n in (1, 2, 3)}
    assert positions[1] != positions[2] or positions[2] != positions[3]  # they moved


def test_step_by_single_action_forward_and_back(catalog: Catalog) -> None:
    mission = _ended(catalog)
    replay = Replay.of(mission)
    assert replay.position == replay.last  # opens where the table is
    replay.first()
    assert replay.position == 0 and [replay.step] == [None] and replay.state is mission.states[0]
    with pytest.raises(IllegalActionError, match="start of the mission"):
        replay.previous_action()
    seen: list[int] = []
    while replay.position < replay.last:
        state = replay.next_action()
        step = replay.steps[replay.position - 1]
        assert state is mission.states[step.index] and replay.step is step
        assert step.event == mission.events[step.index - 1]
        seen.append(step.index)
    assert seen == list(range(1, len(mission.events) + 1))
    with pytest.raises(IllegalActionError, match="last action"):
        replay.next_action()
    replay.previous_action()
    assert replay.position == replay.last - 1


def test_step_by_turn_stops_at_each_turns_end(catalog: Catalog) -> None:
    mission = _ended(catalog)
    replay = Replay.of(mission)
    ends = [t.end for t in replay.turns]
    replay.first()
    forward = []
    while replay.position < replay.last:
        replay.next_turn()
        forward.append(replay.position)
    assert forward == [e for e in ends if e > 0]
    with pytest.raises(IllegalActionError, match="last turn"):
        replay.next_turn()
    backward = []
    while replay.position > 0:
        replay.previous_turn()
        backward.append(replay.position)
    assert backward == sorted({0, *ends[:-1]}, reverse=True)
    # From inside a turn: next goes to its end, previous to the end of the turn before.
    middle = replay.turn_numbered(2).start + 1
    replay.go(middle)
    assert replay.next_turn() is mission.states[replay.turn_numbered(2).end]
    replay.go(middle)
    assert replay.previous_turn() is mission.states[replay.turn_numbered(1).end]


def test_r90_actions_before_turn_one_are_turn_zero() -> None:
    mission = begun(fate=2)  # fate points given at the table before the first turn
    mission.do({"kind": "new_turn"})
    replay = Replay.of(mission)
    zero = replay.turn_numbered(0)
    assert (zero.start, zero.end) == (0, 2)
    assert [s.kind for s in zero.steps] == ["fate", "fate"]
    assert replay.turn_numbered(1).start == 3
    assert replay.go(2).turn == 0 and replay.turn.number == 0
    assert replay.heading().startswith("The start: action 2 of 3")
    replay.first()
    assert replay.heading() == "The start: before the first action"


def test_r90_undone_actions_are_not_replayed() -> None:
    mission = begun()
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    done = mission.cursor
    mission.undo()
    mission.undo()
    replay = Replay.of(mission)
    assert replay.last == done - 2 == mission.cursor
    assert len(replay.steps) == mission.cursor
    assert replay.state is mission.state


def test_the_replay_changes_nothing_of_the_mission(catalog: Catalog) -> None:
    mission = _ended(catalog)
    before = (list(mission.events), list(mission.states), mission.cursor)
    replay = Replay.of(mission)
    replay.first()
    replay.next_turn()
    assert replay.step is not None and replay.step.event
    replay.end()
    assert (mission.events, mission.states, mission.cursor) == before
    # The replay keeps its own copy: the mission going on does not move it.
    mission.undo()
    assert replay.last == len(before[0])


def test_the_heading_names_the_turn_phase_and_action(catalog: Catalog) -> None:
    mission = _ended(catalog)
    replay = Replay.of(mission)
    replay.go_turn(2)
    assert replay.heading() == (
        f"Turn 2 of 3 played, turn over: its end (action {replay.position} of {replay.last})"
    )
    replay.go(replay.turn_numbered(2).start)
    assert replay.heading().startswith("Turn 2 of 3 played, strategic: action ")


def test_a_position_outside_the_mission_is_refused(catalog: Catalog) -> None:
    replay = Replay.of(_ended(catalog))
    for bad in (-1, replay.last + 1):
        with pytest.raises(IllegalActionError, match="no action"):
            replay.go(bad)
    with pytest.raises(IllegalActionError, match="no turn 4"):
        replay.turn_numbered(4)
    with pytest.raises(IllegalActionError, match="start"):
        Replay((), ())


def test_a_mission_not_begun_replays_its_start_alone() -> None:
    mission = begun()
    replay = Replay.of(mission)
    assert replay.last == 0 and [t.number for t in replay.turns] == [0]
    with pytest.raises(IllegalActionError):
        replay.next_turn()
    with pytest.raises(IllegalActionError):
        replay.previous_turn()


def test_new_lines_are_what_the_log_gained(catalog: Catalog) -> None:
    mission = _ended(catalog)
    a, b = mission.states[0], mission.states[1]
    assert new_lines(a, b) == b.log[len(a.log) :] and new_lines(a, b)
    assert new_lines(b, b) == ()
    assert new_lines(b, a) == a.log  # a log not grown from the one before: all of it


@pytest.mark.parametrize("seed", [1, 2, 5, 11])
def test_r90_random_missions_replay_whole(catalog: Catalog, seed: int) -> None:
    mission = play_random_mission(make_mission(make_context(catalog), seed, 4), 9, seed)
    replay = Replay.of(mission)
    assert [t.number for t in replay.turns] == list(range(mission.state.turn + 1))
    assert sum(len(t.steps) for t in replay.turns) == len(mission.events)
    assert tuple(line for t in replay.turns for line in t.lines) == mission.state.log
