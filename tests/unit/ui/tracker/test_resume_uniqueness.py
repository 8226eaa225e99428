"""A mission resumed with a mercenary on two sides (issue 26 item 9; 5.1.1, RULINGS.md
R-46, R-136): the tracker says so, in the board check's words, and plays on."""

from __future__ import annotations

import json

from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker
from table import MakeWindow, area_of, play_from_setup, state

from demloc.store.schema_play import MissionPlay


def test_a_resumed_mission_warns_of_a_mercenary_on_two_sides(
    make_window: MakeWindow, sessions: sessionmaker[Session]
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    fighters = state(tracker).fighters
    red = next(f for f in fighters.values() if f.owner == "red" and f.kind.value == "mercenary")
    blue = next(f for f in fighters.values() if f.owner != "red")
    window.close()
    with sessions.begin() as session:
        play = session.scalars(select(MissionPlay)).one()
        setup = json.loads(play.setup)
        setup["fighters"][blue.id] = setup["fighters"][red.id]  # a hand-edited save
        play.setup = json.dumps(setup, sort_keys=True)
    resumed = area_of(make_window()).tracker
    assert resumed.controller.mission is not None  # warned of, not refused
    banner = resumed.banner.text()
    assert banner.startswith("Mission resumed where it was")
    warning = banner[banner.index("Warning: ") :]
    assert warning.startswith(f"Warning: mercenary {red.name} is in the mission twice: ")
    assert f"{red.id} (red " in warning and f"{blue.id} ({blue.owner} " in warning
    assert warning.endswith("(the rule of uniqueness, 5.1.1)")
