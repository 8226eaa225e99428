"""The phase bar shows the state's sub-phase (7.2, 7.3, RULINGS.md R-72)."""

from __future__ import annotations

import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

sys.path.insert(0, str(Path(__file__).parents[2] / "missions" / "play"))
from play_support import begun, spec

from demloc.missions.play import Phase, SubPhase
from demloc.ui.tracker.phase_bar import PhaseBar, phase_text
from support.shots import save_shot

BOW = {"name": "Bow", "type": "bow", "damage": 1, "range": 8, "shooting_damage": 2}


def test_7_2_the_bar_names_each_strategic_sub_phase(qtbot: QtBot) -> None:
    mission = begun(fighters={"A": spec(arcane=2), "E": spec(primary=BOW)})
    assert phase_text(mission.state).startswith("The turn is over")
    mission.do({"kind": "new_turn"})
    assert phase_text(mission.state) == (
        "Strategic phase · free movement sub-phase (7.2.1) · next: shooting, arcane"
    )
    mission.do({"kind": "shoot", "character": "E", "target": "A"})
    assert phase_text(mission.state) == (
        "Strategic phase · shooting sub-phase (7.2.2) · E has had the one action"
    )
    mission.do({"kind": "pass"})
    mission.do({"kind": "move", "character": "A", "to": "A1", "facing": "E"})
    assert phase_text(mission.state) == (
        "Strategic phase · free movement sub-phase (7.2.1) · A moving, then may shoot or "
        "use the arcane sub-phase"
    )
    mission.do({"kind": "channel", "character": "A", "roll": 1})
    assert mission.state.sub_phase is SubPhase.ARCANE
    assert phase_text(mission.state).startswith("Strategic phase · arcane sub-phase (7.2.3)")
    bar = PhaseBar()
    qtbot.addWidget(bar)
    bar.show_state(mission.state, {"red": "Owls", "blue": "Hands"})
    assert bar.phase.text() == phase_text(mission.state)
    bar.resize(1024, 80)
    save_shot(bar, "phase-bar", "phase_bar_arcane.png")


def test_7_3_the_bar_names_each_brawl_sub_phase() -> None:
    mission = begun()
    mission.do({"kind": "new_turn"})
    while mission.state.phase is Phase.STRATEGIC:
        mission.do({"kind": "pass"})
    assert phase_text(mission.state) == (
        "Brawl phase · engaging movement sub-phase (7.3.1) · next: hand-to-hand attack"
    )
    if mission.state.current != "red":
        mission.do({"kind": "pass"})
    mission.do({"kind": "move", "character": "A", "to": "E1", "facing": "E"})
    assert "A moving to engage, then may attack" in phase_text(mission.state)
    mission.do({"kind": "attack", "character": "A", "target": "E"})
    assert phase_text(mission.state).startswith(
        "Brawl phase · hand-to-hand attack sub-phase (7.3.2)"
    )


def test_7_the_bar_shows_the_first_players_draw_with_its_weights(qtbot: QtBot) -> None:
    # 7, RULINGS.md R-34: each player's chance, the previous first player less likely.
    from demloc.ui.tracker.phase_bar import draw_text

    mission = begun()
    mission.do({"kind": "new_turn"})  # turn 1: drawn at the set-up, no weights
    assert mission.state.first_draw == ()
    assert draw_text(mission.state) == "blue plays first, drawn at the set-up"
    while mission.state.current:
        mission.do({"kind": "pass"})
    mission.do({"kind": "new_turn"})
    draw = dict(mission.state.first_draw)
    assert draw == {"red": 2, "blue": 1}  # blue played first in turn 1
    names = {"red": "Owls", "blue": "Hands"}
    first = mission.state.first
    assert draw_text(mission.state, names) == (
        f"{names[first]} ({first}) plays first, drawn: Owls (red) 2 in 3, "
        "Hands (blue) 1 in 3 (first last turn) (7, R-34)"
    )
    bar = PhaseBar()
    qtbot.addWidget(bar)
    bar.show_state(mission.state, names)
    assert bar.first.text() == "· " + draw_text(mission.state, names)


def test_7_3_2_3_a_turns_end_leaves_the_bar_its_height(qtbot: QtBot) -> None:
    """Issue 26 (one frame a tap): the player's name leaves the bar at the turn's end
    (7.3.2.3); the bar keeps its height, so the board below is not laid out and
    refitted again (its pictures redrawn) at every turn's end."""
    mission = begun(fighters={"A": spec(arcane=2), "E": spec(primary=BOW)})
    bar = PhaseBar()
    qtbot.addWidget(bar)
    bar.resize(1400, 100)
    bar.show()
    mission.do({"kind": "new_turn"})
    bar.show_state(mission.state, {})
    playing = bar.sizeHint().height()
    assert bar.now.text()
    undone = mission.state
    mission.undo()
    assert mission.state.phase is Phase.TURN_OVER and undone.phase is not Phase.TURN_OVER
    bar.show_state(mission.state, {})
    assert bar.now.text() == ""
    assert bar.sizeHint().height() == playing
